package notation

import (
	"slices"
	"strconv"
	"strings"

	"github.com/chimera-variants/chimera/internal/lite"
)

// iniFEN is what the start FEN says: the pieces' squares by letter and
// colour, the hands, the castling field and the check counters.
type iniFEN struct {
	squares  map[string][2][]int // ID ("P", "+P") -> squares per colour
	hand     map[byte][2]int
	black    bool // Black moves first
	castling string
	checks   string
	holes    []int
}

func (t *iniTranslator) readFEN() (iniFEN, error) {
	e := t.startFen
	fen := iniFEN{squares: map[string][2][]int{}, hand: map[byte][2]int{}}
	if len(e.val) > maxFENLength {
		return fen, t.bad(e, tooLong("the start FEN", len(e.val), "bytes", maxFENLength))
	}
	fields := strings.Fields(e.val)
	if len(fields) == 0 {
		return fen, t.bad(e, "startFen is empty")
	}
	board := fields[0]
	if i := strings.IndexByte(board, '['); i >= 0 {
		j := strings.IndexByte(board, ']')
		if j < i {
			return fen, t.bad(e, "startFen: the holdings [...] are not closed")
		}
		for k := i + 1; k < j; k++ {
			c := board[k]
			if c == '-' {
				continue
			}
			col := 0
			if c >= 'a' && c <= 'z' {
				col = 1
			}
			lc := c | 0x20
			if t.byLetter[lc] == nil {
				return fen, t.bad(e, "startFen: "+lite.Quote(string(c))+" in the holdings is not the letter of any piece of the variant")
			}
			h := fen.hand[lc]
			h[col]++
			fen.hand[lc] = h
		}
		board = board[:i]
	}
	ranks := strings.Split(board, "/")
	if len(ranks) > t.ranks { // a crazyhouse-style holdings rank after the board
		ranks = ranks[:t.ranks]
	}
	if len(ranks) != t.ranks {
		return fen, t.bad(e, "startFen has "+strconv.Itoa(len(ranks))+" ranks; the board has "+strconv.Itoa(t.ranks))
	}
	for ri, row := range ranks {
		rk := t.ranks - 1 - ri
		f := 0
		promoted := false
		for i := 0; i < len(row); i++ {
			c := row[i]
			switch {
			case c >= '0' && c <= '9':
				end := digitsAt(row, i)
				n, err := lite.Atoi(row[i:end])
				if err != nil || n > t.files-f {
					return fen, t.bad(e, "startFen: rank "+strconv.Itoa(rk+1)+" has more than "+strconv.Itoa(t.files)+" squares")
				}
				f += n
				i = end - 1
			case c == '+':
				promoted = true
			case c == '~':
			case c == '*': // a wall: a hole in the board
				fen.holes = append(fen.holes, rk*t.files+f)
				f++
			case c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z':
				lc := c | 0x20
				if t.byLetter[lc] == nil {
					return fen, t.bad(e, "startFen: "+lite.Quote(string(c))+" is not the letter of any piece of the variant")
				}
				if f >= t.files {
					return fen, t.bad(e, "startFen: rank "+strconv.Itoa(rk+1)+" has more than "+strconv.Itoa(t.files)+" squares")
				}
				id := pieceID(lc)
				if promoted {
					id = "+" + id
				}
				promoted = false
				col := 0
				if c >= 'a' {
					col = 1
				}
				sq := fen.squares[id]
				sq[col] = append(sq[col], rk*t.files+f)
				fen.squares[id] = sq
				f++
			default:
				return fen, t.bad(e, "startFen: "+lite.Quote(string(c))+" is not a piece, a number or /")
			}
		}
		if f > t.files {
			return fen, t.bad(e, "startFen: rank "+strconv.Itoa(rk+1)+" has more than "+strconv.Itoa(t.files)+" squares")
		}
	}
	if len(fields) > 1 {
		fen.black = fields[1] == "b"
	}
	fen.castling = "-"
	if len(fields) > 2 {
		fen.castling = fields[2]
	}
	for _, f := range fields[min(3, len(fields)):] {
		if strings.Contains(f, "+") {
			fen.checks = f
		}
	}
	return fen, nil
}

// emitted is one Chimera piece type to write.
type emitted struct {
	p         *iniPiece
	id, name  string
	betza     string
	image     string
	promoted  string // the +ID it promotes to
	crossed   bool   // the xiangqi soldier across the river
	morph     [2][]byte
	lineMoves string
	promotes  bool
	// dropFileLimit: own pieces of the type a file may already hold for an f@ drop
	dropFileLimit int
	countsAs      string // the ID it counts as for extinction
	value         int    // value= for counting=values (0: none written)
	chase         string // chase= under chasingRule = axf ("": none written)
	chaseValue    int    // value= for the chase rule's comparisons (0: none written)
	home          string // home= squares (castlingDroppedPiece)
}

func (t *iniTranslator) emit() error {
	fen, err := t.readFEN()
	if err != nil {
		return err
	}
	size := t.files * t.ranks
	// promoting (pawn) types: promotionPawnTypes, else pawnTypes, else the pawn
	pawns := t.promoPawns
	if !pawns.set {
		pawns = t.pawnTypes
	}
	// Black's, when promotionPawnTypesBlack is given (Spartan chess's hoplites)
	pawnsB := pawns
	if t.promoPawnsBlack.set {
		pawnsB = t.promoPawnsBlack
	}
	t.promotesFor = func(p *iniPiece, c int) bool {
		ps := pawns
		if c == 1 {
			ps = pawnsB
		}
		if ps.set {
			return ps.all || strings.IndexByte(ps.letters, p.letter) >= 0
		}
		return p.key == "pawn"
	}
	isPawn := func(p *iniPiece) bool { return t.promotesFor(p, 0) || t.promotesFor(p, 1) }
	// the promotion choices: White's, and Black's when they differ (a
	// second promoChoice set)
	var choices [2]string
	for c := range 2 {
		for i := 0; i < len(t.promoTypes[c].letters); i++ {
			if l := t.promoTypes[c].letters[i]; t.byLetter[l] != nil {
				choices[c] += string(l)
			}
		}
	}
	choice := choices[0]
	t.choiceBlack = choices[1]
	promotion := choice != "" || t.choiceBlack != ""
	var types []*emitted
	newType := func(p *iniPiece, id, name, fsf string, ep bool) (*emitted, error) {
		moves, err := fsfBetza(fsf)
		if err != nil {
			return nil, t.bad(iniEntry{line: p.line, token: p.token}, "Betza "+lite.Quote(clip(fsf))+": "+err.Error())
		}
		em := &emitted{p: p, id: id, name: name, betza: xbetzaOf(moves, ep)}
		if bi, ok := lookupBuiltin(p.name); ok {
			em.image = bi.Image
		}
		em.morph = [2][]byte{make([]byte, size), make([]byte, size)}
		for c := range em.morph {
			for i := range em.morph[c] {
				em.morph[c][i] = '.'
			}
		}
		return em, nil
	}
	// promoting types first (maxPromote counts them), each group in order
	var ordered []*iniPiece
	for pass := range 2 {
		for _, p := range t.pieces {
			if (isPawn(p) && promotion) == (pass == 0) {
				ordered = append(ordered, p)
			}
		}
	}
	promoting := 0
	// castlingDroppedPiece: a king and rooks dropped on their castling
	// squares may castle, whatever the start position's rights
	dropCastle := t.castling && t.pieceDrops && t.flag("castlingDroppedPiece")
	castles := t.castling && strings.Trim(fen.castling, "-") != "" || dropCastle
	if castles && max(t.castleFile[0], t.castleFile[1]) >= t.files {
		t.warn(t.startFen, "the castling files are off the board; no castling")
		castles = false
	}
	for _, p := range ordered {
		ep := p.key == "pawn" && !t.epTypes.set || strings.IndexByte(t.epTypes.letters, p.letter) >= 0 ||
			strings.HasPrefix(p.key, "customPiece") && strings.Contains(p.betza, "e")
		name := p.name
		if p.king {
			name = "king"
		}
		em, err := newType(p, pieceID(p.letter), name, p.betza, ep)
		if err != nil {
			return err
		}
		if p.key == "soldier" && t.soldierRank > 1 {
			em.betza = "fW"
		}
		if p.key == "pawn" && t.doubleStep {
			em.betza += "ifmnD"
			switch {
			case t.topRank(t.tripleRegion[0]) != t.topRank(t.doubleRegion[0]) && slices.Contains(t.tripleRegion[0], true):
				em.betza += "iifmnH" // the triple step's own ranks: initialRanks' second window
			case slices.Contains(t.tripleRegion[0], true):
				em.betza += "ifmnH"
			}
		}
		castler := p.king
		if t.castlePiece.set {
			castler = strings.IndexByte(t.castlePiece.letters, p.letter) >= 0
		}
		if castler && castles {
			em.betza += "isO2"
		}
		if dropCastle {
			// the squares a dropped piece castles from count as its start
			kf, last := t.fileOf(t.raw("castlingKingFile")), t.ranks
			switch {
			case castler && kf >= 0:
				em.home = t.sqName(kf) + ",," + t.sqName((last-1)*t.files+kf)
			case strings.IndexByte(t.set("castlingRookPieces").letters, p.letter) >= 0:
				em.home = t.sqName(0) + "," + t.sqName(t.files-1) + ",," + t.sqName((last-1)*t.files) + "," + t.sqName(last*t.files-1)
			}
		}
		if strings.IndexByte(t.dropNoDoubled.letters, p.letter) >= 0 && t.pieceDrops {
			em.betza += "f@"
			// dropNoDoubledCount: how many a file may hold before the drop
			em.dropFileLimit = max(t.dropNoDoubledCount-1, 0)
		}
		if p.key == "rook" && t.sittuyinRookDrop {
			em.betza += "@1"
		}
		if isPawn(p) && promotion {
			em.promotes = true
			promoting++
		}
		types = append(types, em)
	}
	// piece promotions: a +X type with the promoted piece's moves
	var extra []*emitted
	for _, em := range types {
		to, ok := t.promoted[em.p.letter]
		if !ok {
			continue
		}
		q := t.byLetter[to]
		pe, err := newType(q, "+"+em.id, "promoted "+em.p.name, q.betza, false)
		if err != nil {
			return err
		}
		pe.image = ""
		if bi, ok := lookupBuiltin(q.name); ok {
			pe.image = bi.Image
		}
		em.promoted = pe.id
		// Fairy-Stockfish's promoted piece is of the target's type: it
		// counts as one for extinction (Sho shogi's crown prince, a king)
		if strings.IndexByte(t.extinctionTypes.letters, to) >= 0 && t.extinctionValue != "none" {
			pe.countsAs = pieceID(to)
		}
		sym := byte('?')
		if t.mandatoryPiecePromotion {
			sym = '^'
		}
		for c := range 2 {
			for i, in := range t.promoRegion[c] {
				if in {
					em.morph[c][i] = sym
				}
			}
		}
		extra = append(extra, pe)
	}
	// the xiangqi soldier: sideways steps once across the river
	for _, em := range types {
		if em.p.key != "soldier" || t.soldierRank <= 1 {
			continue
		}
		ce, err := newType(em.p, em.id, "crossed soldier", em.p.betza, false)
		if err != nil {
			return err
		}
		ce.crossed = true
		for rk := t.soldierRank - 1; rk < t.ranks; rk++ {
			for f := 0; f < t.files; f++ {
				em.morph[0][rk*t.files+f] = em.id[0]
				em.morph[1][(t.ranks-1-rk)*t.files+f] = em.id[0]
			}
		}
		extra = append(extra, ce)
	}
	types = append(types, extra...)
	t.morphs(types, isPawn, promotion, choice != t.choiceBlack)
	return t.write(types, fen, promoting, choice, isPawn, castles)
}

// morphs adds promotion, mobility regions, goals and pawn-drop ranks to
// the types' morph boards.
func (t *iniTranslator) morphs(types []*emitted, isPawn func(*iniPiece) bool, promotion, split bool) {
	for _, em := range types {
		if em.crossed || strings.HasPrefix(em.id, "+") {
			continue
		}
		for c := range 2 {
			if em.promotes && promotion && t.promotesFor(em.p, c) {
				sym := byte('*')
				if split { // the side's own set: 1 White's, 2 Black's
					sym = '1' + byte(c)
				}
				for i, in := range t.promoRegion[c] {
					if in {
						em.morph[c][i] = sym
					}
				}
			}
			fp := t.flagPiece[c]
			if !fp.set || fp.all || strings.IndexByte(fp.letters, em.p.letter) >= 0 {
				for i, in := range t.flagRegion[c] {
					if in {
						em.morph[c][i] = '+'
					}
				}
			}
			if em.p.key == "pawn" && t.pieceDrops && !t.firstRankPawnDrops {
				rk := 0
				if c == 1 {
					rk = t.ranks - 1
				}
				for f := 0; f < t.files; f++ {
					em.morph[c][rk*t.files+f] = '!'
				}
			}
		}
	}
	for _, em := range types {
		if em.crossed {
			continue
		}
		key := em.p.key
		if strings.HasPrefix(em.id, "+") {
			continue
		}
		for c := range 2 {
			r, ok := t.mobility[c][key]
			if !ok {
				continue
			}
			for i, in := range r {
				if !in {
					em.morph[c][i] = '!'
				}
			}
		}
	}
}

func (t *iniTranslator) morphText(m []byte) string {
	var sb strings.Builder
	for rk := 0; rk < t.ranks; rk++ {
		if rk > 0 {
			sb.WriteByte('/')
		}
		sb.Write(m[rk*t.files : (rk+1)*t.files])
	}
	return sb.String()
}

func blankMorph(m []byte) bool {
	for _, c := range m {
		if c != '.' {
			return false
		}
	}
	return true
}
