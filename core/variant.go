package core

import (
	"errors"
	"slices"
	"strconv"

	"github.com/chimera-variants/chimera/internal/lite"
)

// Variant is a compiled game: board, piece types and rules. Build one
// with the fields filled in (usually by notation.ParseBlock), then call
// Compile before making positions.
type Variant struct {
	// Name is the block's name= parameter ("" when it has none).
	Name string
	// Geometry is the board.
	Geometry *Geometry
	// Types are the piece types; a Piece's Type indexes it.
	Types []PieceType

	// PromoZone is the depth of the promotion zone in ranks (0 = none).
	PromoZone int
	// PromoChoice holds the promotion sets: type indexes a promoting
	// piece may become. Set 0 is the one promoZone uses. A set that holds
	// the promoting type itself makes promotion optional.
	PromoChoice [][]int
	// Holdings: captured pieces go to the capturer's hand (holdingsType=1).
	Holdings bool
	// PromoLimit[set][i][colour] > 0 marks a choice written *ID or *IDn:
	// that type is available only while the side has fewer than n of it
	// on the board (n defaults to that side's own start count, at least 1).
	PromoLimit [][][2]int
	// PromoFromZone: a move that starts in a promotion square may promote
	// even when it ends outside (shogi).
	PromoFromZone bool
	// PromoOnEntry: a move that takes nothing may make an optional
	// (shogi-style) promotion only when it enters the zone, starting
	// outside it (Chu Shogi as the Japanese Chu Shogi Association plays
	// it); a capture may promote wherever the zone allows.
	PromoOnEntry bool
	// CaptureMatrix is the capture matrix (nil = none).
	CaptureMatrix CaptureMatrix
	// Symmetry tells how Black's morph boards derive from White's:
	// "mirror" (default, flip the ranks), "rotate" or "none" (= mirror).
	Symmetry string
	// ExplosionImmune marks types that survive a neighbouring explosion
	// (atomic: pawns).
	ExplosionImmune []bool
	// BlastImmune marks types no explosion removes, not even a capturer's
	// own at the square it captured on (atomar: the king).
	BlastImmune []bool
	// Rules are the game-end rules.
	Rules Rules
	// CastleFiles, when set (Castle960), replaces the distances of XBetza
	// O moves by Chess960's rule: the king ends on file CastleFiles[1]
	// castling toward the higher files, CastleFiles[0] toward the lower,
	// the partner on the square beside it toward the centre; the partner
	// is the outermost unmoved partner on that side, wherever it stands.
	CastleFiles [2]int
	Castle960   bool
	// CastlePartners, per colour, marks the only types a castler of that
	// colour may castle with (Fairy-Stockfish's castlingRookPieces); nil
	// derives them from the start squares.
	CastlePartners [2][]bool
	// DropRanks > 0: pieces without an @ move of their own are dropped
	// only on the side's first DropRanks ranks (placement phases).
	DropRanks int
	// DropRegion, per colour, are the only squares that colour drops on
	// (every drop, whatever the piece); nil = every square (Fairy-
	// Stockfish's dropRegionWhite and dropRegionBlack).
	DropRegion [2][]bool
	// EPRegion, per colour, are the only squares that colour captures en
	// passant on (the squares passed over); nil = every square
	// (Fairy-Stockfish's enPassantRegion: Horde's pawns stepping two from
	// the first rank give no en passant).
	EPRegion [2][]bool
	// BlackFirst: Black makes the first move of the game (Argess).
	BlackFirst bool
	// MustDrop: while a side has pieces in hand it must drop one instead
	// of moving (a placement phase before play: Baseline chess,
	// placement chess).
	MustDrop bool
	// MustDropTypes: while a side holds a piece of these types and can
	// drop it legally, it must drop one (Koedem's kings); nil = none.
	MustDropTypes []bool
	// OppositeColorDrops marks types whose two pieces must stand on
	// squares of different colours: a drop may not leave a piece of such
	// a type in hand without a free square of the colour it needs.
	OppositeColorDrops []bool
	// BlackHoles are squares that destroy any piece moving onto or over
	// them (a leaper's jump does not pass over squares; a slider's path and
	// every leg of a multi-leg move do). nil = none.
	BlackHoles []bool
	// RifleCaptures: a capturing piece stays where it is (Gun chess).
	RifleCaptures bool
	// RelocateCaptures: the capturing side puts the captured piece back on
	// an empty square of its choice (Madhouse chess).
	RelocateCaptures bool
	// AntiTrade describes trading rules between pieces of a group
	// (Jocly's anti-trade groups, Chu Shogi's Lion rules).
	AntiTrade AntiTrade
	// Lines marks the squares LineMoves may use (nil = none).
	Lines []bool
	// PassMoves: the side to move may pass (Janggi).
	PassMoves bool
	// Gating: a piece leaving its start square on the first rank for the
	// first time may leave behind a piece from the hand (Seirawan chess);
	// hand pieces are not dropped otherwise.
	Gating bool
	// InitialRanks > 0: promoting pieces may make their initial moves
	// whenever they stand within their first InitialRanks ranks, and not
	// below their rank InitialFrom (0-based; Chessgi: 1, a pawn dropped on
	// the first rank may not double-step from there).
	InitialRanks, InitialFrom int
	// InitialRanks2 > 0: the window of the ii moves instead (Wildebeest's
	// triple step from the second rank only, its double step from the
	// second and third); InitialFrom2 as InitialFrom.
	InitialRanks2, InitialFrom2 int
	// DropPromoted: a piece in hand may be dropped as its promoted form
	// too (Kyoto shogi).
	DropPromoted bool
	// ImmobileDrops allows drops on squares from which the piece could
	// never move (Kyoto shogi, where it turns over instead).
	ImmobileDrops bool
	// DropNoMate marks types whose drop may not give checkmate (shogi's
	// pawn).
	DropNoMate []bool
	// DropNoCheck marks types whose drop may not give check (Supply
	// chess; Fairy-Stockfish's dropChecks=false).
	DropNoCheck []bool
	// DropMateLoses marks types whose drop may give checkmate, but the
	// side that mates so loses (Fairy-Stockfish's pawn-drop-mate rule).
	DropMateLoses []bool
	// MustCapture: when the side to move has a legal capture, only
	// captures are legal (antichess, losers).
	MustCapture bool
	// ExtinctionRoyal: a side's pieces of an extinction type are royal
	// while it has at most Rules.ExtinctionCount+1 of them (the last
	// king of Spartan chess). DupleCheck: a side may not leave all its
	// pieces of the extinction types attacked.
	ExtinctionRoyal, DupleCheck bool
	// CheckedRoyalStays: a royal in check may not move, except to
	// capture the only piece giving check (Makpong).
	CheckedRoyalStays bool
	// KeepPromotion: a captured promoted piece goes to the hand as what
	// it is, not as what it promoted from (loop chess).
	KeepPromotion bool
	// GatingDrops: with Gating, hand pieces may also be dropped as usual
	// (S-house).
	GatingDrops bool
	// DropRule restricts drops to some empty squares (droprules.go);
	// while a square of DropStart (nil = none) is empty, drops go only
	// to DropStart's squares instead.
	DropRule  DropRule
	DropStart []bool
	// UnlimitedDrops marks types the hands hold an endless supply of
	// (nil = none).
	UnlimitedDrops []bool
	// Flip: which enemy pieces change colour after a move (flip.go).
	Flip FlipRule
	// PassOnStalemate: a side with no legal move but a piece on the board
	// passes (the game ends when both pass in a row).
	PassOnStalemate bool
	// WallPlacing: every move also places a wall (wallplacing.go), on a
	// square of WallRegion (nil = any square).
	WallPlacing WallPlacing
	WallRegion  []bool
	// WallOrMove: a turn either moves a piece (no wall) or, instead of
	// moving, places a wall where WallPlacing allows (Atlantis; FSF
	// wallOrMove).
	WallOrMove bool

	// Shuffle lists White's squares whose pieces are shuffled for each
	// new game (shuffle.go; nil = none): ShuffledPosition sets one array
	// up, StartPosition keeps the listed one.
	Shuffle []int

	// Params keeps every parameter of the block that the rules do not
	// use yet, so that a front end can still read it.
	Params map[string]string

	// Eval holds the evaluation weights the variant sets (eval.NAME=V
	// lines; evalterms.go), in order: a later one for the same term wins.
	Eval []EvalSetting

	compiled bool
	graphs   [2][]typeGraph
	attack   [2]attackTable
	// bbOK: the board is small enough for bitboards; bbAttack holds the
	// attack tables by bitboards (bitattack.go)
	bbOK bool
	bb64 bool // the board has at most 64 squares: one word is enough
	// royalAtStart: per colour, some royal type has start squares
	royalAtStart [2]bool
	bbAttack     [2]bbAttackTable
	// kingZone[sq]: the squares within one king step of sq, sq included
	// (bitboard boards only; MobilityNear)
	kingZone []bitboard
	zobrist  zobristKeys
	// tracksVirgin marks the types whose unmoved state matters (they have
	// initial moves or castle, or can be a castling partner).
	tracksVirgin []bool
	// partnerType marks the types that start on a castling partner's
	// square (the rook).
	partnerType []bool
	royal       []bool
	maxRange    int
	// morph[color][type]: per-square morph cells (nil = none).
	morph    [2][][]MorphCell
	hasMorph bool
	// dead[color][type]: squares from which the type could never move.
	dead [2][][]bool
	// explosive: some capture explodes (atomic).
	explosive bool
	// hasRoyalStart: some royal type has start squares (losing all
	// royals then ends the game).
	hasRoyalStart bool
	// slowLegal: neither legality shortcut holds (explosions, forbidden
	// checks): every move is tried.
	slowLegal bool
	// royalStepTest: a plain move of the only royal is legal when its
	// destination is not attacked (royalStepSafe); no rule looks at more
	royalStepTest bool
	// bulkCount: no rule of the variant keeps countLegal from answering
	// (legalcount.go)
	bulkCount bool
	// dropLimited: DropNoMate or DropNoCheck is set.
	dropLimited bool
	// fileVids: the step tables up and down a file (facing royals)
	fileVids [2]int32
	// immediate: some rule can end the game with the last move.
	immediate bool
	// hasGoals: some morph board has goal squares.
	hasGoals bool
	// multiMove: turns may hold several moves.
	multiMove bool
	// morphOnly: of the per-move effects only morph boards are in use.
	morphOnly bool
	// quietMorphOnly: for moves that capture nothing, only morph boards
	// are in use (the other effects are rules about captures: anti-trade,
	// rifle captures, relocation).
	quietMorphOnly bool
	// extinctionRoyalType: the extinction types, when pieces can be
	// royal by count (nil = never).
	extinctionRoyalType []bool
	// soleCountRoyal: royalty by count is slowLegal's only cause, and
	// not duple check: a side whose only royal is one piece royal by
	// count keeps the legality shortcuts while not in check (soleRoyal)
	soleCountRoyal bool
	// countedWith[t]: the other types that count as t (countsAs=).
	countedWith [][]int
	// connectVids: the step tables of the connect rule's lines;
	// kingVids: the eight king steps; gravityVid: the step toward the
	// first rank (drop and flip rules).
	connectVids []int32
	kingVids    [8]int32
	gravityVid  int32
	// cornerSquares: under flip=enclosed, the squares where a piece is
	// anchored at once (placementterms.go)
	cornerSquares []bool
	// squares is the number of squares on the board (holes excluded).
	squares int
	// anyRoyal: some type is royal (else every pseudo-legal move is legal).
	anyRoyal bool
	// wallType is the type of walls (-1 = none).
	wallType int
	// shuffle is the compiled Shuffle (nil = none).
	shuffle *shufflePlan
}

// NumTypes is the number of piece types.
func (v *Variant) NumTypes() int { return len(v.Types) }

// TypeByID finds a type by its ID (case-insensitive for one letter);
// it returns -1 when there is none.
func (v *Variant) TypeByID(id string) int {
	for i, t := range v.Types {
		if t.ID == id {
			return i
		}
	}
	for i, t := range v.Types {
		if equalFoldASCII(t.ID, id) {
			return i
		}
	}
	return -1
}

func equalFoldASCII(a, b string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := 0; i < len(a); i++ {
		x, y := a[i], b[i]
		if x >= 'a' && x <= 'z' {
			x -= 32
		}
		if y >= 'a' && y <= 'z' {
			y -= 32
		}
		if x != y {
			return false
		}
	}
	return true
}

// Compile builds the move graphs, attack tables and hash keys. It is
// idempotent.
func (v *Variant) Compile() error {
	if v.compiled {
		return nil
	}
	if v.Geometry == nil {
		return errors.New("variant " + lite.Quote(v.Name) + " has no board")
	}
	if len(v.Types) == 0 {
		return errors.New("variant " + lite.Quote(v.Name) + " has no pieces")
	}
	if len(v.Types) > 1000 {
		return errors.New("variant " + lite.Quote(v.Name) + " has " + strconv.Itoa(len(v.Types)) + " piece types; at most 1000 are supported")
	}
	for _, t := range v.Types {
		for _, p := range t.Moves.Paths {
			if p.Program == nil {
				continue
			}
			if err := p.Program.Validate(); err != nil {
				return errors.New("piece " + lite.Quote(t.Name) + ": " + lite.Quote(p.Program.Source) + ": " + err.Error())
			}
		}
	}
	g := v.Geometry
	v.maxRange = g.Files
	if g.Ranks > v.maxRange {
		v.maxRange = g.Ranks
	}
	v.royal = make([]bool, len(v.Types))
	v.anyRoyal = false
	for i, t := range v.Types {
		v.royal[i] = t.Royal
		v.anyRoyal = v.anyRoyal || t.Royal
	}
	v.squares = 0
	for _, on := range g.Exists {
		if on {
			v.squares++
		}
	}
	for c := White; c <= Black; c++ {
		v.graphs[c] = make([]typeGraph, len(v.Types))
		for t := range v.Types {
			v.graphs[c][t] = v.compileType(t, c)
		}
	}
	v.compileVirginTracking()
	v.compileMorphs()
	v.compileDeadSquares()
	v.buildAttackTables()
	v.buildBitboards()
	for t := range v.CaptureMatrix {
		for _, cell := range v.CaptureMatrix[t] {
			if cell.Kind == CaptureExplode {
				v.explosive = true
			}
			if cell.Kind == CaptureWins {
				v.immediate = true
			}
		}
	}
	for t, pt := range v.Types {
		if v.royal[t] && (len(pt.Start[0]) > 0 || len(pt.Start[1]) > 0) {
			v.hasRoyalStart = true
		}
		for _, cell := range pt.Morph {
			if cell.Kind == MorphGoalLegal || cell.Kind == MorphGoalImmediate {
				v.immediate = true
				v.hasGoals = true
			}
		}
	}
	v.multiMove = v.Rules.multiMove()
	anyBurn := false
	for t := range v.Types {
		if v.Types[t].Burns || v.Types[t].FlyRank > 0 {
			anyBurn = true
		}
	}
	v.morphOnly = !anyBurn && v.CaptureMatrix == nil && v.BlackHoles == nil && !v.RifleCaptures && !v.RelocateCaptures &&
		!v.AntiTrade.active()
	v.quietMorphOnly = !anyBurn && v.CaptureMatrix == nil && v.BlackHoles == nil
	for c := White; c <= Black; c++ {
		for t := range v.Types {
			v.graphs[c][t].effects = v.morph[c][t] != nil || v.CaptureMatrix != nil ||
				v.BlackHoles != nil || v.RifleCaptures || v.RelocateCaptures || v.AntiTrade.active() ||
				v.Types[t].Burns || v.Types[t].FlyRank > 0
			v.graphs[c][t].setCapturesBB()
		}
	}
	v.compileCountsAs()
	v.compileExtinctionRoyal()
	// pieces royal by count (extinctionRoyal) need the legality test too
	v.anyRoyal = v.anyRoyal || v.extinctionRoyalType != nil
	v.dropLimited = v.DropNoMate != nil || v.DropNoCheck != nil
	v.slowLegal = v.explosive || v.Rules.ChecksForbidden || v.extinctionRoyalType != nil
	v.soleCountRoyal = v.extinctionRoyalType != nil && v.ExtinctionRoyal && !v.DupleCheck && !v.explosive &&
		!v.Rules.ChecksForbidden
	v.royalStepTest = !v.slowLegal && v.Rules.Bikjang == ValueNone && !v.Rules.RoyalsFacing && v.Flip == FlipNone &&
		!v.multiMove
	v.fileVids = [2]int32{int32(g.vector(0, 1, false)), int32(g.vector(0, -1, false))}
	v.compileConnect()
	v.compileDropRules()
	v.wallType = v.WallType()
	v.immediate = v.immediate || v.explosive || len(v.Rules.Extinction) > 0 || v.Rules.CheckLimit > 0 ||
		v.PassMoves || v.Rules.Bikjang != ValueNone || v.PassOnStalemate || v.Rules.Connect.N > 0 ||
		v.Rules.FullBoardEnds || v.Rules.BareKing != ValueNone
	v.zobrist = newZobristKeys(len(v.Types), g.Size())
	v.shuffle = nil
	if len(v.Shuffle) > 0 {
		pl, err := v.compileShuffle()
		if err != nil {
			return err
		}
		v.shuffle = pl
	}
	v.compileRoyalAtStart()
	v.bulkCount = v.countable()
	v.compiled = true
	return nil
}

// compileVirginTracking decides which types keep an "unmoved" flag that
// is part of the position's identity: those with initial (i) moves or
// castling, and the types that start on a castling partner's square
// (every non-royal type when the variant has castling but no start
// squares).
func (v *Variant) compileVirginTracking() {
	v.tracksVirgin = make([]bool, len(v.Types))
	if v.Gating {
		// every piece's first move from the first rank may open a gate
		for t := range v.Types {
			v.tracksVirgin[t] = true
		}
	}
	anyCastle, anyStart := false, false
	for t, pt := range v.Types {
		if v.HasInitialMoves(t) || v.CanCastle(t) || v.programTests(t, CheckMoved, CheckUnmoved) {
			v.tracksVirgin[t] = true
		}
		if v.programPicksUpTested(t) {
			// a program's partner may be any friendly piece whose moved
			// state it reads
			for t2 := range v.Types {
				v.tracksVirgin[t2] = true
			}
		}
		anyCastle = anyCastle || v.CanCastle(t)
		anyStart = anyStart || len(pt.Start[0])+len(pt.Start[1]) > 0
	}
	if !anyCastle {
		return
	}
	startType := map[[2]int]int{}
	for t, pt := range v.Types {
		for c := 0; c < 2; c++ {
			for _, sq := range pt.Start[c] {
				startType[[2]int{c, sq}] = t
			}
		}
	}
	v.partnerType = make([]bool, len(v.Types))
	for t, pt := range v.Types {
		if !v.CanCastle(t) {
			continue
		}
		for c := White; c <= Black; c++ {
			for _, sq := range pt.Start[c] {
				for _, ps := range v.CastlePartnerSquares(t, c, sq) {
					if pt2, ok := startType[[2]int{int(c), ps}]; ok && !v.Types[pt2].Royal &&
						(v.CastlePartners[c] == nil || v.CastlePartners[c][pt2]) {
						v.tracksVirgin[pt2] = true
						v.partnerType[pt2] = true
					}
				}
			}
		}
	}
	if !anyStart {
		for t, pt := range v.Types {
			if !pt.Royal {
				v.tracksVirgin[t] = true
			}
		}
	}
}

// IsRoyal reports whether a type is royal (must not be left capturable).
func (v *Variant) IsRoyal(t int) bool { return v.royal[t] }

// CanBeRoyal reports whether pieces of type t are royal or can become
// royal by count (extinctionRoyal: Sho and Chu Shogi's king and crown
// prince): what the evaluation treats as a king.
func (v *Variant) CanBeRoyal(t int) bool {
	return v.royal[t] || (v.extinctionRoyalType != nil && v.ExtinctionRoyal && v.extinctionRoyalType[t])
}

// IsGoal reports whether sq is one of type t's goal squares for colour c
// (a '+' or '#' cell of its morph board: King of the Hill's centre, Racing
// Kings' last rank).
func (v *Variant) IsGoal(c Color, t, sq int) bool {
	tab := v.morph[c][t]
	if tab == nil || sq < 0 || sq >= len(tab) {
		return false
	}
	k := tab[sq].Kind
	return k == MorphGoalLegal || k == MorphGoalImmediate
}

// TracksVirgin reports whether a type's unmoved state is part of the
// position (castling rights, initial moves).
func (v *Variant) TracksVirgin(t int) bool { return v.tracksVirgin[t] }

// IsCastlePartnerType reports whether type t can be a castling partner:
// a non-royal type that keeps its unmoved state and has no initial moves
// of its own (the rook).
func (v *Variant) IsCastlePartnerType(t int) bool {
	if v.partnerType != nil && v.anyPartner() {
		return v.partnerType[t]
	}
	// a type with home= squares partners a castler when dropped there
	// (placement), though its unmoved state is not tracked elsewhere
	home := len(v.Types[t].Home[0])+len(v.Types[t].Home[1]) > 0
	return (v.tracksVirgin[t] || home) && !v.royal[t] && !v.HasInitialMoves(t) && !v.CanCastle(t)
}

// IsCastlePartner reports whether a castler of colour c may castle with
// a piece of type t: one of CastlePartners when those are given, else
// what IsCastlePartnerType says.
func (v *Variant) IsCastlePartner(t int, c Color) bool {
	if set := v.CastlePartners[c]; set != nil {
		return t < len(set) && set[t]
	}
	return v.IsCastlePartnerType(t)
}

func (v *Variant) anyPartner() bool {
	for _, on := range v.partnerType {
		if on {
			return true
		}
	}
	return false
}

// isHome reports whether sq is a start or home square of the piece's type
// for its colour.
func (v *Variant) isHome(pc Piece, sq int) bool {
	pt := &v.Types[pc.Type()]
	for _, s := range pt.Start[pc.Color()] {
		if s == sq {
			return true
		}
	}
	for _, s := range pt.Home[pc.Color()] {
		if s == sq {
			return true
		}
	}
	return false
}

// blastImmune reports whether type t survives every explosion.
func (v *Variant) blastImmune(t int) bool {
	return t < len(v.BlastImmune) && v.BlastImmune[t]
}

// isDropHome reports whether a piece dropped on sq counts as unmoved: on
// one of its home= squares, or, for a promoting type (a pawn, which never
// comes back to its start squares by moving), on a start square.
func (v *Variant) isDropHome(pc Piece, sq int) bool {
	if v.Types[pc.Type()].Promotes {
		return v.isHome(pc, sq)
	}
	for _, s := range v.Types[pc.Type()].Home[pc.Color()] {
		if s == sq {
			return true
		}
	}
	return false
}

// IsHome reports whether sq counts as a start square of the piece's
// type (start squares and home squares).
func (v *Variant) IsHome(pc Piece, sq int) bool { return v.isHome(pc, sq) }

// AntiTrade holds the anti-trading rules. Each field is a per-type set
// (nil = unused).
type AntiTrade struct {
	// Protected: a member may not capture a member that is protected.
	Protected []bool
	// Never: a member may never capture a member.
	Never []bool
	// Adjacent: the Protected rule does not apply to a capture made from
	// an adjacent square (a Chu Shogi Lion always takes an adjacent Lion).
	Adjacent bool
	// Bridge: a capture of a piece of one of these types earlier in the
	// same move lifts the Protected rule.
	Bridge []bool
	// CounterStrike: after a member is taken by a non-member, the
	// opponent may not take a member with a non-member on the next move.
	CounterStrike []bool
}

func (a *AntiTrade) active() bool {
	return a.Protected != nil || a.Never != nil || a.CounterStrike != nil
}

// SamePieces reports whether v and o have the same board and the same
// piece types, by ID and moves, in the same order: a learnt
// evaluation's features mean the same in both.
func (v *Variant) SamePieces(o *Variant) bool {
	if v.Geometry.Files != o.Geometry.Files || v.Geometry.Ranks != o.Geometry.Ranks ||
		!slices.Equal(v.Geometry.Exists, o.Geometry.Exists) || len(v.Types) != len(o.Types) {
		return false
	}
	for t := range v.Types {
		if v.Types[t].ID != o.Types[t].ID || v.Types[t].Betza != o.Types[t].Betza {
			return false
		}
	}
	return true
}
