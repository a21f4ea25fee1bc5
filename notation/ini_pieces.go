package notation

import (
	"strconv"
	"strings"

	"github.com/chimera-variants/chimera/internal/lite"
)

// Fairy-Stockfish's piece types: the INI keys that give a piece type its
// letter ("knight = n"), in Fairy-Stockfish's order, with the moves each
// has in its Betza dialect and Chimera's name (for the legend and the
// piece images). customPiece1..25 and a king with moves ("king = k:KN")
// carry their own Betza after the letter ("customPiece1 = a:mfW").
type fsfPiece struct {
	key, betza, name string
}

var fsfPieces = []fsfPiece{
	{"pawn", "fmWfceF", "pawn"},
	{"knight", "N", "knight"},
	{"bishop", "B", "bishop"},
	{"rook", "R", "rook"},
	{"queen", "Q", "queen"},
	{"fers", "F", "ferz"},
	{"alfil", "A", "alfil"},
	{"fersAlfil", "FA", "elephant"},
	{"silver", "FfW", "silver"},
	{"aiwok", "RNF", "aiwok"},
	{"bers", "RF", "bers"},
	{"archbishop", "BN", "archbishop"},
	{"chancellor", "RN", "chancellor"},
	{"amazon", "QN", "amazon"},
	{"knibis", "mNcB", "knibis"},
	{"biskni", "mBcN", "biskni"},
	{"kniroo", "mNcR", "kniroo"},
	{"rookni", "mRcN", "rookni"},
	{"shogiPawn", "fW", "shogi pawn"},
	{"lance", "fR", "lance"},
	{"shogiKnight", "fN", "shogi knight"},
	{"gold", "WfF", "gold"},
	{"dragonHorse", "BW", "dragon horse"},
	{"clobber", "cW", "clobber"},
	{"breakthrough", "fmWfF", "breakthrough"},
	{"immobile", "", "immobile"},
	{"cannon", "mRcpR", "cannon"},
	{"janggiCannon", "pR", "cannon"},
	{"soldier", "fsW", "soldier"},
	{"horse", "nN", "horse"},
	{"elephant", "nA", "elephant"},
	{"janggiElephant", "nZ", "elephant"},
	{"banner", "RcpRnN", "banner"},
	{"wazir", "W", "wazir"},
	{"commoner", "K", "commoner"},
	{"centaur", "KN", "centaur"},
}

// maxCustomPieces is the number of customPieceN slots.
const maxCustomPieces = 25

// fsfPieceKey finds the piece type an INI key names: its index in
// fsfPieces, or for customPieceN and king the Betza-carrying kinds.
func fsfPieceKey(key string) (p fsfPiece, custom, king, ok bool) {
	if key == "king" {
		return fsfPiece{"king", "K", "king"}, false, true, true
	}
	if n, found := strings.CutPrefix(key, "customPiece"); found {
		k, err := lite.Atoi(n)
		if err == nil && k >= 1 && k <= maxCustomPieces && strconv.Itoa(k) == n {
			return fsfPiece{key, "", "custom piece " + n}, true, false, true
		}
		return p, false, false, false
	}
	for _, q := range fsfPieces {
		if q.key == key {
			return q, false, false, true
		}
	}
	return p, false, false, false
}

// fsfPieceOrder is the order of piece keys in Fairy-Stockfish (the
// customPiece slots follow the named pieces, the king comes last).
func fsfPieceOrder(key string) int {
	for i, q := range fsfPieces {
		if q.key == key {
			return i
		}
	}
	if n, ok := strings.CutPrefix(key, "customPiece"); ok {
		k, _ := lite.Atoi(n)
		return len(fsfPieces) + k
	}
	return len(fsfPieces) + maxCustomPieces + 1
}

// fsfMove is one atom of Fairy-Stockfish's Betza dialect after its
// directions are resolved: the set of (file, rank) offsets, White's.
type fsfMove struct {
	quiet, capture bool
	hopper         bool // p or g
	grass          bool // g: land right behind the screen
	rider          bool
	lame           bool
	initial        bool
	dist           int // a rider's range, 0 = unlimited
	a, b           int // the atom's two components, a >= b
	vecs           [][2]int
}

// fsfBetza reads Betza as Fairy-Stockfish reads it (its dialect differs
// from XBetza: a direction letter stands alone unless the next letter
// combines with it, "fs" on an orthogonal atom means f and s, a lone
// direction on K applies to both its W and F, "n" makes any leaper lame,
// a digit or a doubled atom makes a rider, "g" is a grasshopper, and
// there are no multi-leg moves). Letters it does not know are an error
// here (Fairy-Stockfish skips them silently); 'e' (an en-passant flag)
// is accepted.
func fsfBetza(s string) ([]fsfMove, error) {
	var out []fsfMove
	var dirs []string
	var quiet, capture, hopper, grass, lame, initial bool
	const verticals, horizontals = "fbvh", "rlsh"
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == 'm':
			quiet = true
		case c == 'c':
			capture = true
		case c == 'p':
			hopper = true
		case c == 'g':
			hopper, grass = true, true
		case c == 'n':
			lame = true
		case c == 'i':
			initial = true
		case c == 'e':
			// en passant: a flag read by the key translator
		case strings.IndexByte(verticals, c) >= 0 || strings.IndexByte(horizontals, c) >= 0:
			if i+1 < len(s) {
				c2 := s[i+1]
				if c2 == c || strings.IndexByte(verticals, c) >= 0 && strings.IndexByte(horizontals, c2) >= 0 ||
					strings.IndexByte(horizontals, c) >= 0 && strings.IndexByte(verticals, c2) >= 0 {
					dirs = append(dirs, string([]byte{c, c2}))
					i++
					continue
				}
			}
			dirs = append(dirs, string([]byte{c, c}))
		default:
			atoms, rider := fsfAtoms(c)
			if atoms == nil {
				return nil, &betzaPosError{i, c}
			}
			dist := 0
			if i+1 < len(s) && (s[i+1] >= '0' && s[i+1] <= '9' || s[i+1] == c) {
				rider = true
				if s[i+1] != c {
					dist = int(s[i+1] - '0')
				}
				i++
			}
			if !quiet && !capture {
				quiet, capture = true, true
			}
			if grass {
				dist = 1
			}
			for _, at := range atoms {
				// Fairy-Stockfish walks the lame leaps of the dabbaba,
				// knight, alfil and (3,2) only; another lame leap (nC)
				// is no move at all there
				if lame && !rider && !lameAtoms[at] {
					continue
				}
				m := fsfMove{quiet: quiet, capture: capture, hopper: hopper, grass: grass, rider: rider && !hopper,
					lame: lame && !rider, initial: initial, dist: dist, a: at[0], b: at[1]}
				var ds []string
				for _, d := range dirs {
					// an orthogonal atom alone splits a mixed pair: fsW is f and s
					if len(atoms) == 1 && at[1] == 0 && d[0] != d[1] {
						ds = append(ds, string([]byte{d[0], d[0]}), string([]byte{d[1], d[1]}))
					} else {
						ds = append(ds, d)
					}
				}
				m.vecs = fsfVectors(at[0], at[1], ds)
				out = append(out, m)
			}
			dirs = nil
			quiet, capture, hopper, grass, lame, initial = false, false, false, false, false, false
		}
	}
	return out, nil
}

type betzaPosError struct {
	pos int
	c   byte
}

func (e *betzaPosError) Error() string {
	return "at " + strconv.Itoa(e.pos+1) + " " + lite.Quote(string(e.c)) + ": Fairy-Stockfish's Betza has no such letter (atoms W F D N A H L C J Z G K, riders R B Q, modifiers m c p g n i and directions f b v h r l s)"
}

// fsfAtoms gives the (long, short) components of an atom letter and
// whether it is a rider letter; K and Q are two atoms.
func fsfAtoms(c byte) ([][2]int, bool) {
	const letters, long, short = "WFDNAHLCJZGRB", "1122233333311", "0101201122301"
	switch c {
	case 'K', 'Q':
		return [][2]int{{1, 0}, {1, 1}}, c == 'Q'
	}
	i := strings.IndexByte(letters, c)
	if i < 0 {
		return nil, false
	}
	return [][2]int{{int(long[i] - '0'), int(short[i] - '0')}}, c == 'R' || c == 'B'
}

// fsfVectors lists the (file, rank) offsets of atom (a, b) that the
// resolved direction pairs select (none: all eight), as Fairy-Stockfish
// names the eight orientations of an atom: each orientation is chosen by
// the pairs listed for it.
func fsfVectors(a, b int, dirs []string) [][2]int {
	type orient struct {
		df, dr int
		names  string
	}
	os := [8]orient{
		{b, a, "ff vv rf rv fh rh hr"},
		{-b, -a, "bb vv lb lv bh lh hr"},
		{a, -b, "rr ss br bs bh rh hr"},
		{-a, b, "ll ss fl fs fh lh hr"},
		{a, b, "rr ss fr fs fh rh hl"},
		{-a, -b, "ll ss bl bs bh lh hl"},
		{b, -a, "bb vv rb rv bh rh hl"},
		{-b, a, "ff vv lf lv fh lh hl"},
	}
	var out [][2]int
	for _, o := range os {
		sel := len(dirs) == 0
		for _, d := range dirs {
			for _, n := range strings.Fields(o.names) {
				sel = sel || n == d
			}
		}
		v := [2]int{o.df, o.dr}
		if !sel || containsVec(out, v) {
			continue
		}
		out = append(out, v)
	}
	return out
}

func containsVec(vs [][2]int, v [2]int) bool {
	for _, w := range vs {
		if w == v {
			return true
		}
	}
	return false
}

// lameAtoms are the leaps Fairy-Stockfish can make lame (n).
var lameAtoms = map[[2]int]bool{{2, 0}: true, {2, 1}: true, {2, 2}: true, {3, 2}: true}

// xbetzaOf writes moves in XBetza. epCapture adds e (en passant) to the
// capturing leaps.
func xbetzaOf(moves []fsfMove, epCapture bool) string {
	var sb strings.Builder
	for _, m := range moves {
		if len(m.vecs) == 0 {
			continue
		}
		prefix := ""
		if m.initial {
			prefix += "i"
		}
		switch {
		case m.quiet && m.capture && epCapture && !m.rider && !m.hopper:
			prefix += "mce"
		case m.quiet && m.capture:
		case m.quiet:
			prefix += "m"
		case epCapture && !m.rider && !m.hopper:
			prefix += "ce"
		default:
			prefix += "c"
		}
		if m.hopper {
			if m.grass {
				prefix += "g"
			} else {
				prefix += "p"
			}
		}
		if m.lame {
			prefix += "n"
		}
		atom := atomLetter(m.a, m.b)
		switch {
		case m.hopper || m.rider:
			switch {
			case atom == "W" && m.dist == 0 || m.hopper && atom == "W":
				atom = "R"
			case atom == "F" && m.dist == 0 || m.hopper && atom == "F":
				atom = "B"
			case m.dist == 0:
				atom += atom
			}
			// a hopper's limit (pR2) counts every square from the
			// origin, the screen's too, as XBetza's range does
			if (m.rider || m.hopper && !m.grass) && m.dist > 0 {
				atom += strconv.Itoa(m.dist)
			}
		}
		for _, d := range directionNames(m.a, m.b, m.vecs) {
			sb.WriteString(prefix + d + atom)
		}
	}
	return sb.String()
}

func atomLetter(a, b int) string {
	return [4][4]string{{"", "", "", ""}, {"W", "F", "", ""}, {"D", "N", "A", ""}, {"H", "C", "Z", "G"}}[a][b]
}

// directionNames covers the vectors of one atom with XBetza direction
// prefixes, one component each: "" for all of them, else pairs and
// single directions.
func directionNames(a, b int, vecs [][2]int) []string {
	all := fsfVectors(a, b, nil)
	if len(vecs) == len(all) {
		return []string{""}
	}
	have := func(v [2]int) bool { return containsVec(vecs, v) }
	var out []string
	done := map[[2]int]bool{}
	name := func(v [2]int) string {
		df, dr := v[0], v[1]
		fb := "f"
		if dr < 0 {
			fb = "b"
		}
		lr := "r"
		if df < 0 {
			lr = "l"
		}
		switch {
		case dr == 0:
			return lr
		case df == 0:
			return fb
		case df*df == dr*dr:
			return fb + lr
		case dr*dr > df*df: // the narrow pair: lfN is (-1, 2)
			return lr + fb
		default:
			return fb + lr
		}
	}
	if b == 0 { // orthogonal: letters add up
		s := ""
		for _, v := range vecs {
			s += name(v)
		}
		return []string{s}
	}
	// pairs: f, b, l, r
	for _, pair := range []struct {
		n    string
		u, w [2]int
	}{
		{"f", [2]int{-b, a}, [2]int{b, a}}, {"b", [2]int{-b, -a}, [2]int{b, -a}},
		{"l", [2]int{-a, -b}, [2]int{-a, b}}, {"r", [2]int{a, -b}, [2]int{a, b}},
	} {
		if have(pair.u) && have(pair.w) && !done[pair.u] && !done[pair.w] {
			out = append(out, pair.n)
			done[pair.u], done[pair.w] = true, true
		}
	}
	for _, v := range vecs {
		if !done[v] {
			out = append(out, name(v))
			done[v] = true
		}
	}
	return out
}
