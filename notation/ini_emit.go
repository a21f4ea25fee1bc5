package notation

import (
	"strconv"
	"strings"

	"github.com/chimera-variants/chimera/internal/lite"
)

// iniTranslator holds a section's rules as Fairy-Stockfish has them
// (its defaults first, then the resolved keys) and writes them out as a
// parameter block, remembering which INI line each block line came from.
type iniTranslator struct {
	name         string
	headerLine   int
	files, ranks int
	pieces       []*iniPiece
	byLetter     map[byte]*iniPiece
	startFen     iniEntry

	// the values the block is written from (load fills them; the keys
	// that are one Chimera parameter each are read directly: directParams)
	pawnTypes, promoPawns, epTypes    pieceSet
	promoPawnsBlack                   pieceSet
	choiceBlack                       string                    // Black's promotion choice
	promotesFor                       func(*iniPiece, int) bool // a promoting type for the colour
	promoTypes                        [2]pieceSet
	promoRegion                       [2]region
	promoted                          map[byte]byte
	promoLimit                        map[byte]int
	mandatoryPawnPromotion            bool
	mandatoryPiecePromotion           bool
	doubleStep                        bool
	doubleRegion, tripleRegion        [2]region
	castling                          bool
	castleFile                        [2]int
	pieceDrops, capturesToHand        bool
	firstRankPawnDrops                bool
	promoZonePawnDrops                bool
	dropRegion                        [2]region
	epRegion                          [2]region
	sittuyinRookDrop, oppositeBishops bool
	dropNoDoubled                     pieceSet
	dropNoDoubledCount                int
	mustDrop                          bool
	mustDropType                      pieceSet
	immobilityIllegal, pawnDropMate   bool
	shatarMate                        bool
	gating, seirawanGating            bool
	chess960                          bool
	flagPiece                         [2]pieceSet
	flagRegion                        [2]region
	flagMove                          bool
	extinctionValue                   string
	extinctionTypes                   pieceSet
	extinctionCount                   int
	extinctionOpponentCount           int
	extinctionRoyal, dupleCheck       bool
	extinctionClaim                   bool
	blastImmune, mutuallyImmune       pieceSet
	castlePiece                       pieceSet
	nFoldValue                        string
	nFoldRule                         int
	checkCounting, blast              bool
	pass                              [2]bool
	diagonalLines                     region
	soldierRank                       int
	connectTypes, petrify             pieceSet
	dropStart                         region
	wallRegion                        [2]region
	walling                           string // Chimera's wallPlacing, "none" without
	mobility                          [2]map[string]region

	vals     map[string]string // checked values by key
	keyLine  map[string]int
	warnings []*BlockError
	out      []string
	outLine  []int
}

// iniPiece is one piece type of the section.
type iniPiece struct {
	_         lite.NoEqual // no equality function in the wasm (lite.NoEqual)
	key, name string
	letter    byte
	betza     string // Fairy-Stockfish's
	king      bool
	line      int
	token     string
}

// removePiece removes the piece at index i of t.pieces (slices.Delete
// on them would be 1.2 KB of the wasm's code for this alone).
func (t *iniTranslator) removePiece(i int) {
	n := len(t.pieces) - 1
	copy(t.pieces[i:], t.pieces[i+1:])
	t.pieces[n] = nil
	t.pieces = t.pieces[:n]
}

func newINITranslator(sec *iniSection) *iniTranslator {
	t := &iniTranslator{name: sec.name, headerLine: sec.line, files: 8, ranks: 8,
		byLetter: map[byte]*iniPiece{}, vals: map[string]string{}}
	t.startFen = iniEntry{key: "startFen", val: iniKeys["startFen"].def, line: sec.line}
	t.mobility = [2]map[string]region{{}, {}}
	return t
}

func (t *iniTranslator) warn(e iniEntry, msg string) {
	if e.line == 0 { // a built-in's key: said on the section's header
		e.line, e.token, msg = t.headerLine, "["+t.name+"]", "inherited from a built-in: "+msg
	}
	t.warnings = append(t.warnings, &BlockError{e.line, e.token, msg})
}

// run applies the resolved entries, the last value of a key winning:
// the board's size, then the pieces (in Fairy-Stockfish's order), then
// the other keys by the table.
func (t *iniTranslator) run(entries []iniEntry) error {
	last := map[string]int{}
	for i, e := range entries {
		last[e.key] = i
	}
	var final, pieces []iniEntry
	t.keyLine = map[string]int{}
	for i, e := range entries {
		// a map of piece to piece adds to what the parent said
		if last[e.key] != i && !cumulativeKeys[e.key] {
			continue
		}
		t.keyLine[e.key] = e.line
		if _, _, _, ok := fsfPieceKey(e.key); ok {
			// insertion in Fairy-Stockfish's order of piece types, a
			// parent's pieces first: Fairy-Stockfish builds the child on
			// the parent's finished variant (the child's immobile = p
			// takes the letter from the parent's customPiece1)
			j := len(pieces)
			pieces = append(pieces, e)
			for ; j > 0 && (pieces[j-1].level > e.level || pieces[j-1].level == e.level && fsfPieceOrder(pieces[j-1].key) > fsfPieceOrder(e.key)); j-- {
				pieces[j] = pieces[j-1]
			}
			pieces[j] = e
			continue
		}
		if iniKeys[e.key].kind == kSize {
			dst := &t.ranks
			if e.key == "maxFile" {
				dst = &t.files
			}
			if err := t.size(e, dst); err != nil {
				return err
			}
			continue
		}
		final = append(final, e)
	}
	for _, e := range pieces {
		if err := t.piece(e); err != nil {
			return err
		}
	}
	for _, e := range final {
		if t.mobilityKey(e) {
			continue
		}
		keys := []string{e.key}
		if targets, ok := iniAliases[e.key]; ok {
			keys = nil
			for _, k := range strings.Fields(targets) {
				if _, given := last[k]; !given {
					keys = append(keys, k)
				}
			}
		}
		for _, k := range keys {
			ke := e
			ke.key = k
			if err := t.check(ke); err != nil {
				if be, ok := err.(*BlockError); ok && k != e.key {
					if before, after, ok := strings.Cut(be.Msg, k); ok {
						be.Msg = before + e.key + after // the key as written
					}
				}
				return err
			}
			switch iniKeys[k].kind {
			case kBool, kInt, kValue, kSet, kRegion, kFile, kChoice:
				t.vals[k] = e.val
			case kText:
				t.startFen = e
			}
		}
	}
	t.load()
	return t.emit()
}

// piece reads "knight = n", "customPiece1 = a:mfW", "king = k:KN" or
// "knight = -" (no such piece).
func (t *iniTranslator) piece(e iniEntry) error {
	p, custom, king, _ := fsfPieceKey(e.key)
	// remove the piece the key named before
	for i, q := range t.pieces {
		if q.key == e.key {
			t.removePiece(i)
			delete(t.byLetter, q.letter)
			break
		}
	}
	v := e.val
	if v == "" || v[0] == '-' {
		return nil
	}
	c := v[0] | 0x20
	if c < 'a' || c > 'z' {
		return t.bad(e, e.key+": "+lite.Quote(v[:1])+" is not a letter")
	}
	betza := p.betza
	if len(v) > 1 {
		if v[1] != ':' {
			return t.bad(e, e.key+" must be a letter, or letter:Betza")
		}
		if !custom && !king {
			t.warn(e, e.key+" has its own moves; the Betza after the letter is ignored, as Fairy-Stockfish does")
		} else {
			betza = v[2:]
		}
	} else if custom {
		return t.bad(e, e.key+" needs its moves: letter:Betza (customPiece1 = a:mfW)")
	}
	if len(betza) > maxMoveLength {
		return t.bad(e, tooLong("the move string", len(betza), "bytes", maxMoveLength))
	}
	if _, err := fsfBetza(betza); err != nil {
		return t.bad(e, "Betza "+lite.Quote(clip(betza))+": "+err.Error())
	}
	if old := t.byLetter[c]; old != nil {
		t.warn(e, "the letter "+lite.Quote(string(c))+" was "+old.key+"'s; now "+e.key+"'s")
		for i, q := range t.pieces {
			if q == old {
				t.removePiece(i)
				break
			}
		}
	}
	q := &iniPiece{key: e.key, name: p.name, letter: c, betza: betza, king: king, line: e.line, token: e.token}
	t.pieces = append(t.pieces, q)
	t.byLetter[c] = q
	return nil
}

// mobilityKey reads mobilityRegionWhiteRook and the like.
func (t *iniTranslator) mobilityKey(e iniEntry) bool {
	rest, ok := strings.CutPrefix(e.key, "mobilityRegion")
	if !ok {
		return false
	}
	c := 0
	if r, ok := strings.CutPrefix(rest, "White"); ok {
		rest = r
	} else if r, ok := strings.CutPrefix(rest, "Black"); ok {
		rest, c = r, 1
	} else {
		return false
	}
	if rest == "" {
		return false
	}
	key := strings.ToLower(rest[:1]) + rest[1:]
	if _, _, _, ok := fsfPieceKey(key); !ok {
		return false
	}
	r, err := t.regionOf(e)
	if err != nil {
		t.warn(e, err.(*BlockError).Msg+" (ignored)")
		return true
	}
	t.mobility[c][key] = r
	return true
}

// line adds a block line that came from INI line src.
func (t *iniTranslator) line(src int, s string) {
	if src == 0 {
		src = t.headerLine
	}
	t.out = append(t.out, s)
	t.outLine = append(t.outLine, src)
}

func (t *iniTranslator) block() string {
	return strings.Join(t.out, "\n") + "\n"
}

// iniLine maps a line of the written block back to the INI text.
func (t *iniTranslator) iniLine(n int) int {
	if n >= 1 && n <= len(t.outLine) {
		return t.outLine[n-1]
	}
	return t.headerLine
}

func (t *iniTranslator) sqName(i int) string {
	return string(rune('a'+i%t.files)) + strconv.Itoa(i/t.files+1)
}

// pieceID is a piece's Chimera ID: its letter in upper case.
func pieceID(c byte) string { return string(c &^ 0x20) }
