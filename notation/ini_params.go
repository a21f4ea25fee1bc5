package notation

import (
	"slices"
	"strconv"
	"strings"
)

// write puts the translated variant into block lines: the board, the
// rules, then one piece line per type with its per-piece keys.
func (t *iniTranslator) write(types []*emitted, fen iniFEN, promoting int, choice string, isPawn func(*iniPiece) bool, castles bool) error {
	kl := func(key string) int { return t.keyLine[key] }
	t.line(t.headerLine, "// "+t.name+": a section of Fairy-Stockfish's variants.ini, translated by Chimera")
	t.line(t.headerLine, "name="+t.name)
	t.line(kl("maxFile"), "files="+strconv.Itoa(t.files)+" ranks="+strconv.Itoa(t.ranks)+" symmetry=none")
	if fen.black {
		t.line(t.startFen.line, "firstMove=black")
	}
	if len(fen.holes) > 0 {
		var sqs []string
		for _, h := range fen.holes {
			sqs = append(sqs, t.sqName(h))
		}
		t.line(t.startFen.line, "holes="+strings.Join(sqs, ","))
	}
	royal := 0
	for i, em := range types {
		if em.p.king && !em.crossed && !strings.HasPrefix(em.id, "+") {
			royal = i + 1
		}
	}
	t.line(kl("king"), "royal="+strconv.Itoa(royal))
	ids := func(set pieceSet) string {
		if set.all {
			return "*"
		}
		var sb strings.Builder
		for i := 0; i < len(set.letters); i++ {
			if t.byLetter[set.letters[i]] != nil {
				sb.WriteString(pieceID(set.letters[i]))
			}
		}
		return sb.String()
	}
	// promotion
	t.line(kl("promotionPieceTypes"), "maxPromote="+strconv.Itoa(promoting))
	if promoting > 0 {
		var sb strings.Builder
		set := func(choice string, c int) {
			for i := 0; i < len(choice); i++ {
				if n, ok := t.promoLimit[choice[i]]; ok && n > 0 {
					sb.WriteString("*" + pieceID(choice[i]) + strconv.Itoa(n))
				} else {
					sb.WriteString(pieceID(choice[i]))
				}
			}
			if !t.mandatoryPawnPromotion {
				for _, em := range types {
					if em.promotes && t.promotesFor(em.p, c) {
						sb.WriteString(em.id)
					}
				}
			}
		}
		set(choice, 0)
		if t.choiceBlack != choice {
			sb.WriteString("/") // Black's own set
			set(t.choiceBlack, 1)
		}
		t.line(kl("promotionPieceTypes"), "promoChoice="+sb.String())
	}
	if len(t.promoted) > 0 {
		t.line(kl("promotedPieceType"), "promoFromZone=1")
	}
	if t.epRegion[0] != nil || t.epRegion[1] != nil {
		var parts [2]string
		for c, r := range t.epRegion {
			parts[c] = "*"
			if r != nil {
				parts[c] = t.squareList(r)
			}
		}
		t.line(max(kl("enPassantRegion"), kl("enPassantRegionWhite"), kl("enPassantRegionBlack")), "epRegion="+parts[0]+"/"+parts[1])
	}
	// drops
	if t.pieceDrops && t.capturesToHand {
		t.line(kl("capturesToHand"), "holdingsType=1")
	} else if t.capturesToHand {
		t.warn(iniEntry{line: kl("capturesToHand"), token: "capturesToHand = true"}, "capturesToHand without pieceDrops: Chimera's hands are for dropping (ignored)")
	}
	if t.pieceDrops {
		if n, ok := t.dropRanks(); ok && n > 0 {
			// the first n ranks of each side, for every drop (dropRanks
			// leaves out pieces with drops of their own: f@)
			t.line(kl("dropRegionWhite"), "dropRegion=a1-"+t.sqName(n*t.files-1))
		} else if !ok {
			// another shape: the squares of each side ('*' every square)
			var parts [2]string
			for c, r := range t.dropRegion {
				parts[c] = "*"
				if r != nil {
					parts[c] = t.squareList(r)
				}
			}
			t.line(max(kl("dropRegionWhite"), kl("dropRegionBlack")), "dropRegion="+parts[0]+"/"+parts[1])
		}
		if !t.flag("dropChecks") {
			t.line(kl("dropChecks"), "dropNoCheck="+handIDs(types)) // no drop gives check
		}
		if t.oppositeBishops && t.byLetter['b'] != nil {
			t.line(kl("dropOppositeColoredBishop"), "oppositeColorDrops=B")
		}
		if t.pawnDropMate {
			var s string
			for _, em := range types {
				// Fairy-Stockfish judges the mate by its shogi pawn type only,
				// as a game end: the drop is a move (perft counts it)
				if em.p.key == "shogiPawn" {
					s += em.id
				}
			}
			if s != "" {
				t.line(kl("shogiPawnDropMateIllegal"), "dropMateLoses="+s)
			}
		}
		if !t.immobilityIllegal && (t.byLetter['p'] == nil || t.byLetter['p'].key == "immobile") {
			t.line(kl("immobilityIllegal"), "immobileDrops=1")
		}
		if !t.promoZonePawnDrops && t.byLetter['p'] != nil && t.byLetter['p'].key == "pawn" {
			rows := 0
			for rk := 0; rk < t.ranks; rk++ {
				if t.promoRegion[0][rk*t.files] {
					rows++
				}
			}
			if rows > 1 {
				t.warn(iniEntry{line: kl("pieceDrops"), token: "pieceDrops = true"}, "Chimera keeps pawn drops out of the last rank only, not out of a deeper promotion zone")
			}
		}
	}
	if t.gating && t.seirawanGating {
		line := "gating=1"
		if t.pieceDrops {
			line += " gatingDrops=1" // S-house: gating and drops
		}
		t.line(kl("seirawanGating"), line)
	} else if t.seirawanGating || t.gating {
		t.warn(iniEntry{line: kl("gating"), token: "gating"}, "Chimera's gating is Seirawan's: it needs gating and seirawanGating (ignored)")
	}
	// the pawns' initial moves: Fairy-Stockfish allows them on its double-step ranks
	initial := false // a piece with initial moves, which the double-step ranks allow
	for _, p := range t.pieces {
		placed := len(fen.squares[pieceID(p.letter)][0])+len(fen.squares[pieceID(p.letter)][1]) > 0 || fen.hand[p.letter] != [2]int{}
		initial = initial || placed && (p.key == "pawn" && t.doubleStep || strings.IndexByte(p.betza, 'i') >= 0)
	}
	if initial {
		hi := -1
		for rk := 0; rk < t.ranks; rk++ {
			if t.doubleRegion[0][rk*t.files] {
				hi = rk
			}
		}
		if !t.mirrored(t.doubleRegion) {
			ln := kl("doubleStepRegionBlack")
			if ln == 0 {
				ln = max(kl("maxRank"), t.headerLine) // Fairy-Stockfish's default: rank 7
			}
			t.warnings = append(t.warnings, &BlockError{ln, "doubleStepRegionBlack", "Black's double-step ranks (Fairy-Stockfish's default is rank 7 on any board) are not White's mirrored; Chimera uses White's for both"})
		}
		if hi >= 0 {
			line := "initialRanks=" + strconv.Itoa(hi+1)
			if th := t.topRank(t.tripleRegion[0]); th >= 0 && th != hi {
				line += "/" + strconv.Itoa(th+1) // the triple step's ranks (ii)
			}
			t.line(kl("doubleStepRegionWhite"), line)
		}
	}
	if castles {
		t.line(kl("castling"), "castleFiles="+string(rune('a'+t.castleFile[0]))+","+string(rune('a'+t.castleFile[1])))
		// only these types are partners, whatever stands in a corner
		if s := ids(t.set("castlingRookPieces")); s != "" && s != "*" {
			t.line(kl("castlingRookPieces"), "castlePartners="+s)
		}
	}
	if t.chess960 {
		// Fairy-Stockfish plays any array given by FEN; a GUI shuffles
		// the first rank for each game, as shuffle= does
		t.line(kl("chess960"), "shuffle=1")
	}
	// keys that are one Chimera parameter each
	for _, d := range directParams {
		v := t.raw(d.fsf)
		switch {
		case d.when == "" && d.fsf == "nMoveRule" || d.when == "" && d.fsf == "nFoldRule":
			v = strconv.Itoa(t.num(d.fsf)) // written without leading zeros
		case d.when == "":
		case v != d.when || d.drops && !t.pieceDrops:
			continue
		default:
			v = d.value
		}
		t.line(kl(d.fsf), d.chimera+"="+v)
	}
	if t.pieceDrops && t.mustDrop {
		if t.mustDropType.all {
			// Fairy-Stockfish forces a drop only while one is legal (a
			// king in check may step away): Chimera's mustDropType, not
			// mustDrop's drops-only placement phase
			t.line(kl("mustDrop"), "mustDropType="+handIDs(types))
		} else if s := ids(t.mustDropType); s != "" {
			t.line(kl("mustDropType"), "mustDropType="+s)
		}
	}
	// game ends
	switch {
	case t.extinctionValue == "none" || !t.extinctionTypes.all && t.extinctionTypes.letters == "":
	default:
		t.line(kl("extinctionPieceTypes"), "extinction="+ids(t.extinctionTypes)+" extinctionValue="+t.extinctionValue)
		if t.extinctionCount > 0 {
			t.line(kl("extinctionPieceCount"), "extinctionCount="+strconv.Itoa(t.extinctionCount))
		}
		if t.extinctionOpponentCount > 0 {
			t.line(kl("extinctionOpponentPieceCount"), "extinctionOpponentCount="+strconv.Itoa(t.extinctionOpponentCount))
		}
		if t.extinctionRoyal {
			t.line(kl("extinctionPseudoRoyal"), "extinctionRoyal=1")
		}
		if t.dupleCheck {
			t.line(kl("dupleCheck"), "dupleCheck=1")
		}
		if t.extinctionClaim {
			t.line(kl("extinctionClaim"), "extinctionClaim=1")
		}
	}
	if t.shatarMate {
		// Fairy-Stockfish's rule names its knight, rook and bers types: a
		// knight's mate loses, and a mate needs a check by one of the three
		var knights, shak string
		for _, em := range types {
			switch em.p.key {
			case "knight":
				knights += em.id
				shak += em.id
			case "rook", "bers":
				shak += em.id
			}
		}
		if knights != "" {
			t.line(kl("shatarMateRule"), "mateLosesBy="+knights)
		}
		if shak != "" {
			t.line(kl("shatarMateRule"), "mateNeedsCheckBy="+shak)
		}
	}
	if t.nFoldRule > 0 {
		t.line(kl("nFoldRule"), "repetition="+strconv.Itoa(t.nFoldRule)+" repetitionValue="+t.nFoldValue)
	}
	if t.checkCounting {
		a, b, _ := strings.Cut(fen.checks, "+")
		if fen.checks == "" || a != b {
			t.warn(t.startFen, "checkCounting needs equal check counters in startFen (3+3); without them no check limit is set")
		} else {
			t.line(kl("checkCounting"), "checkLimit="+a)
		}
	}
	if slices.Contains(t.flagRegion[0], true) || slices.Contains(t.flagRegion[1], true) {
		// flagPieceSafe: the piece on its goal wins while not attacked;
		// flagMove: kings wait for the opponent's reply (racing kings'
		// draw), other pieces may be taken in it (Jeson Mor)
		kings := true
		for _, p := range t.pieces {
			for c := range 2 {
				fp := t.flagPiece[c]
				if (!fp.set || fp.all || strings.IndexByte(fp.letters, p.letter) >= 0) && !p.king {
					kings = false
				}
			}
		}
		if n := t.num("flagPieceCount"); n > 1 {
			t.line(kl("flagPieceCount"), "goalCount="+strconv.Itoa(n))
		}
		switch {
		case t.flag("flagPieceSafe"):
			t.line(kl("flagPieceSafe"), "goalRule=safe")
		case t.flagMove && kings:
			t.line(kl("flagMove"), "goalReply=1")
		case t.flagMove:
			t.line(kl("flagMove"), "goalRule=hold")
		}
	}
	t.fillingRules(ids)
	if t.blast {
		var s string
		for _, em := range types {
			if isPawn(em.p) && !em.crossed && !strings.HasPrefix(em.id, "+") {
				s += em.id
			}
		}
		line := "atomic=1"
		if s != "" {
			line += " explosionImmune=" + s
		}
		if s := ids(t.blastImmune); s != "" {
			line += " blastImmune=" + s
		}
		t.line(kl("blastOnCapture"), line)
	}
	if t.pass[0] && t.pass[1] {
		t.line(kl("pass"), "pass=1")
	} else if t.pass[0] || t.pass[1] {
		t.warn(iniEntry{line: kl("passWhite") + kl("passBlack"), token: "pass"}, "Chimera's passing is for both sides (ignored)")
	}
	if slices.Contains(t.diagonalLines, true) {
		var sqs []string
		for i, in := range t.diagonalLines {
			if in {
				sqs = append(sqs, t.sqName(i))
			}
		}
		t.line(kl("diagonalLines"), "lines="+strings.Join(sqs, ","))
		for _, em := range types {
			switch {
			case em.p.key == "rook":
				em.lineMoves = "B"
			case em.p.key == "janggiCannon":
				em.lineMoves = "pB"
			case em.p.key == "soldier":
				em.lineMoves = "fF"
			case em.p.betza == "W" && (em.p.key == "wazir" || em.p.king):
				em.lineMoves = "F"
			}
		}
	}
	t.captureMatrix(types)
	if t.choice("materialCounting") == "values" {
		for _, em := range types {
			em.value = janggiPoints[em.p.key]
		}
	}
	if t.choice("chasingRule") == "loss" {
		t.chasingRule(types)
	}
	// pieces
	for _, em := range types {
		t.pieceLine(em, fen)
	}
	if id := t.wallID(); id != "" {
		t.line(max(kl("wallingRule"), kl("petrifyOnCaptureTypes")), "wall:"+id+":::")
		t.line(max(kl("wallingRule"), kl("petrifyOnCaptureTypes")), "wall=1")
	}
	return nil
}

// directParams are the keys that translate to one Chimera parameter:
// the value itself (when is empty), or a fixed value when the key has
// the value when (and, for drops, when drops are on).
var directParams = []struct {
	fsf, chimera, when, value string
	drops                     bool
}{
	{"checkmateValue", "checkmate", "", "", false},
	{"stalemateValue", "stalemate", "", "", false},
	{"nMoveRule", "moveRule", "", "", false},
	{"checking", "checksForbidden", "false", "1", false},
	{"perpetualCheckIllegal", "perpetualCheck", "true", "loss", false},
	{"flyingGeneral", "royalsFacing", "true", "1", false},
	{"bikjangRule", "bikjang", "true", "draw", false},
	{"dropPromoted", "dropPromoted", "true", "1", true},
	{"mustCapture", "mustCapture", "true", "1", false},
	{"stalematePieceCount", "stalemateByCount", "true", "1", false},
	{"makpongRule", "checkedRoyalStays", "true", "1", false},
	{"dropLoop", "keepPromotion", "true", "1", true},
	{"freeDrops", "unlimitedDrops", "true", "*", true},
	{"adjudicateFullBoard", "fullBoardEnds", "true", "1", false},
}

// topRank is the highest rank (from 0) of White's region whose first
// square is in it; -1 for none.
func (t *iniTranslator) topRank(r region) int {
	hi := -1
	for rk := 0; rk < t.ranks && r != nil; rk++ {
		if r[rk*t.files] {
			hi = rk
		}
	}
	return hi
}

// mirrored reports whether Black's region reaches as far from its side
// as White's does (what initialRanks can say for both).
func (t *iniTranslator) mirrored(r [2]region) bool {
	hi := [2]int{-1, -1}
	for c := range 2 {
		for i, in := range r[c] {
			rk := i / t.files
			if c == 1 {
				rk = t.ranks - 1 - rk
			}
			if in && rk > hi[c] {
				hi[c] = rk
			}
		}
	}
	return hi[0] == hi[1]
}

// dropRanks turns the drop regions into Chimera's dropRanks: the first n
// ranks of each side (0: everywhere); false when they are another shape.
func (t *iniTranslator) dropRanks() (int, bool) {
	n := -1
	for c := range 2 {
		r := t.dropRegion[c]
		if r == nil {
			if n > 0 {
				return 0, false
			}
			n = 0
			continue
		}
		k := 0
		for rk := 0; rk < t.ranks; rk++ {
			abs := rk
			if c == 1 {
				abs = t.ranks - 1 - rk
			}
			full, empty := true, true
			for f := 0; f < t.files; f++ {
				if r[abs*t.files+f] {
					empty = false
				} else {
					full = false
				}
			}
			switch {
			case full && k == rk:
				k++
			case !empty:
				return 0, false
			}
		}
		if k == t.ranks {
			k = 0
		}
		if n >= 0 && n != k {
			return 0, false
		}
		n = k
	}
	return n, true
}

// handIDs are the IDs of the types that can be in hand: all but the
// promoted (+X) and the crossed soldier's.
func handIDs(types []*emitted) string {
	var s string
	for _, em := range types {
		if !em.crossed && !strings.HasPrefix(em.id, "+") {
			s += em.id
		}
	}
	return s
}

// janggiPoints are the points Fairy-Stockfish's Janggi count gives its
// piece types (materialCounting=janggi), at 50 a point; other types
// count nothing.
var janggiPoints = map[string]int{"rook": 650, "janggiCannon": 350, "horse": 250,
	"janggiElephant": 150, "wazir": 150, "soldier": 100}

// chasingRule translates chasingRule = axf: perpetualChase=loss, the
// soldier taking no part until it crosses the river and then only as a
// victim, and the values by which Fairy-Stockfish's rule lets a horse or
// cannon chase a protected chariot and an elephant or advisor a
// protected chariot, cannon or horse (the value= the shipped xiangqi
// gives them). Pieces without such a value count only when unprotected.
func (t *iniTranslator) chasingRule(types []*emitted) {
	t.line(t.keyLine["chasingRule"], "perpetualChase=loss")
	for _, em := range types {
		switch {
		case em.crossed:
			em.chase = "victim"
		case em.p.key == "soldier":
			em.chase = "none"
		}
		if em.value == 0 && !strings.HasPrefix(em.id, "+") {
			em.chaseValue = chaseValues[em.p.key]
		}
	}
}

// chaseValues are the xiangqi pieces' values for chasingRule = axf.
var chaseValues = map[string]int{"rook": 900, "cannon": 450, "horse": 400, "elephant": 200,
	"fers": 200}

// squareList names a region's squares: a1,b1,...
func (t *iniTranslator) squareList(r region) string {
	var sqs []string
	for i, in := range r {
		if in {
			sqs = append(sqs, t.sqName(i))
		}
	}
	return strings.Join(sqs, ",")
}
