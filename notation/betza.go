package notation

import (
	"bytes"
	"strconv"
	"strings"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/internal/lite"
	"github.com/chimera-variants/chimera/internal/recovered"
)

// xbetzaError is a problem in an XBetza string, located by byte position
// (Pos < 0: the string as a whole).
type xbetzaError struct {
	Source string
	Pos    int
	Msg    string
}

func (e *xbetzaError) Error() string {
	if e.Pos < 0 {
		return "xbetza " + lite.Quote(clip(e.Source)) + ": " + e.Msg
	}
	tok := ""
	if e.Pos < len(e.Source) {
		// the byte as a rune, as %c printed it: a lone byte of a UTF-8
		// sequence shows as the Latin-1 letter of its value
		tok = " '" + string(rune(e.Source[e.Pos])) + "'"
	}
	return "xbetza " + lite.Quote(clip(e.Source)) + ": at " + strconv.Itoa(e.Pos+1) + tok + ": " + e.Msg
}

// parseXBetza parses an XBetza move string (H. G. Muller's extended Betza
// notation) into the geometry-independent MoveSpec that core compiles.
// Identical paths (KW lists the W moves twice) are kept once. Errors are
// *xbetzaError values naming the position and the problem; strings
// beyond the limits (maxMoveLength, maxGroups, maxGroupRepeat,
// maxExpansions, maxExpandedLength, maxLegsPerPath, maxPathsPerMove,
// maxRange, maxMoveWork) are refused before the work is done.
func parseXBetza(s string) (spec core.MoveSpec, err error) {
	spec.Source = s
	defer func() {
		if r := recover(); r != nil {
			err = &xbetzaError{s, -1, "internal error: " + recovered.Text(r)}
		}
	}()
	if len(s) > maxMoveLength {
		return spec, &xbetzaError{s, -1, tooLong("the move string", len(s), "characters", maxMoveLength)}
	}
	if strings.TrimSpace(s) == "" {
		return spec, &xbetzaError{s, 0, "empty move"}
	}
	expanded, err := expandGroups(s)
	if err != nil {
		return spec, err
	}
	seen := map[string]bool{}
	var key []byte
	for _, e := range expanded {
		paths, err := parseFlat(s, e)
		if err != nil {
			return spec, err
		}
		for _, p := range paths {
			key = pathKey(key[:0], &p)
			if seen[string(key)] {
				continue
			}
			seen[string(key)] = true
			if len(spec.Paths) == maxPathsPerMove {
				return spec, &xbetzaError{s, -1, "the move has more than " + strconv.Itoa(maxPathsPerMove) + " different paths; the limit is " + strconv.Itoa(maxPathsPerMove)}
			}
			spec.Paths = append(spec.Paths, p)
		}
	}
	if w := moveWork(spec.Paths, core.MaxBoardSize, core.MaxBoardSize); w > maxMoveWork {
		return spec, &xbetzaError{s, -1, "the move branches too much: the move generator would visit about " + strconv.Itoa(w) + " squares for one piece on an empty " + strconv.Itoa(core.MaxBoardSize) + "x" + strconv.Itoa(core.MaxBoardSize) + " board; the limit is " + strconv.Itoa(maxMoveWork)}
	}
	return spec, nil
}

// pathKey appends an encoding of p to b: equal keys, equal paths.
func pathKey(b []byte, p *core.Path) []byte {
	flag := func(on bool) byte {
		if on {
			return 1
		}
		return 0
	}
	b = append(b, flag(p.Exempt), flag(p.Lame))
	if c := p.Castle; c != nil {
		b = append(b, 'O')
		b = strconv.AppendInt(b, int64(c.Dist), 10)
		b = append(b, ',')
		b = strconv.AppendInt(b, int64(c.PartnerSkip), 10)
	}
	if d := p.Drop; d != nil {
		b = append(b, '@', flag(d.NoSameFile), flag(d.NotBackRank))
		b = strconv.AppendInt(b, int64(d.Depth), 10)
	}
	for _, l := range p.Legs {
		b = append(b, ';', byte(l.Atom.X), byte(l.Atom.Y), flag(l.Atom.Universal), byte(l.Dirs),
			byte(l.Mode), byte(l.Mode>>8), l.Initial, flag(l.SameLength), flag(l.Cylinder), flag(l.SkipFirst), byte(l.Turn))
		b = strconv.AppendInt(b, int64(l.Range), 10)
	}
	return b
}

// atomOf maps an atom letter to its step.
func atomOf(ch byte) (core.Atom, core.DirSet, int, bool) {
	const even, odd, all = core.DirSet(0x55), core.DirSet(0xAA), core.DirSet(0xFF)
	switch ch {
	case 'W':
		return core.Atom{X: 1}, even, 1, true
	case 'F':
		return core.Atom{X: 1, Y: 1}, odd, 1, true
	case 'K':
		return core.Atom{X: 1}, all, 1, true
	case 'R':
		return core.Atom{X: 1}, even, 0, true
	case 'B':
		return core.Atom{X: 1, Y: 1}, odd, 0, true
	case 'Q':
		return core.Atom{X: 1}, all, 0, true
	case 'D':
		return core.Atom{X: 2}, even, 1, true
	case 'A':
		return core.Atom{X: 2, Y: 2}, odd, 1, true
	case 'H':
		return core.Atom{X: 3}, even, 1, true
	case 'G':
		return core.Atom{X: 3, Y: 3}, odd, 1, true
	case 'N':
		return core.Atom{X: 2, Y: 1}, all, 1, true
	case 'C', 'L':
		return core.Atom{X: 3, Y: 1}, all, 1, true
	case 'Z', 'J':
		return core.Atom{X: 3, Y: 2}, all, 1, true
	case 'U':
		return core.Atom{Universal: true}, all, 1, true
	}
	return core.Atom{}, 0, 0, false
}

// extend applies the X (three further along the long axis) and Y (plus
// (2,2)) suffixes.
func extend(a core.Atom, suffix byte) (core.Atom, core.DirSet, bool) {
	x, y := int(a.X), int(a.Y)
	if suffix == 'X' {
		x += 3
		if x == 4 && y == 1 && a.X == 1 {
			// F + 3 along an axis: the giraffe (4,1)
		}
	} else {
		x, y = x+2, y+2
	}
	if a.Universal {
		return a, 0, false
	}
	na := core.Atom{X: int8(x), Y: int8(y)}
	switch {
	case y == 0:
		return na, 0x55, true
	case x == y:
		return na, 0xAA, true
	default:
		return na, 0xFF, true
	}
}

// legMods are the modifiers written before one leg.
type legMods struct {
	dirs  []byte // direction letters in order
	mode  core.Mode
	modeN int // modality letters seen
	i     int
	n, j  int
	o     bool
	z, q  bool
	start int
}

const modalityLetters = "mcdepgyut"

// parseFlat parses a group-free string into paths.
func parseFlat(src string, f flat) ([]core.Path, error) {
	s := f.text
	posOf := func(i int) int {
		if i < len(f.pos) {
			return f.pos[i]
		}
		return len(src)
	}
	var paths []core.Path
	var legs []legMods
	cur := legMods{start: 0}
	exempt := false
	for i := 0; i < len(s); i++ {
		ch := s[i]
		switch {
		case ch == '\'':
			exempt = true
		case ch == 'a':
			if len(legs)+2 > maxLegsPerPath {
				return nil, &xbetzaError{src, posOf(i), "a path of more than " + strconv.Itoa(maxLegsPerPath) + " legs; the limit is " + strconv.Itoa(maxLegsPerPath)}
			}
			legs = append(legs, cur)
			cur = legMods{start: i + 1}
		case strings.IndexByte("fblrvsh", ch) >= 0:
			cur.dirs = append(cur.dirs, ch)
		case strings.IndexByte(modalityLetters, ch) >= 0:
			cur.mode |= modeOf(ch)
			cur.modeN++
		case ch == 'i':
			cur.i++
		case ch == 'n':
			cur.n++
		case ch == 'j':
			cur.j++
		case ch == 'o':
			cur.o = true
		case ch == 'z':
			cur.z = true
		case ch == 'q':
			cur.q = true
		case ch == '[':
			end := strings.IndexByte(s[i:], ']')
			if end < 0 {
				return nil, &xbetzaError{src, posOf(i), "'[' without ']'"}
			}
			if len(legs) > 0 || len(cur.dirs) > 0 || cur.modeN > 0 {
				return nil, &xbetzaError{src, posOf(i), "modifiers before a bracket are not supported"}
			}
			if k := strings.IndexByte(s[i+1:i+end], '['); k >= 0 {
				return nil, &xbetzaError{src, posOf(i + 1 + k), "nested brackets are not supported"}
			}
			bp, err := parseBracket(src, s[i+1:i+end], func(k int) int { return posOf(i + 1 + k) })
			if err != nil {
				return nil, err
			}
			paths = append(paths, bp...)
			i += end
			cur = legMods{start: i + 1}
		case ch == '@':
			d := &core.Drop{NoSameFile: bytes.IndexByte(cur.dirs, 'f') >= 0, NotBackRank: cur.j > 0}
			k := digitsAt(s, i+1)
			if k > i+1 {
				n, ok := parseCount(s[i+1:k], core.MaxBoardSize)
				if !ok {
					return nil, &xbetzaError{src, posOf(i + 1), "drop depth " + clip(s[i+1:k]) + "; the limit is " + strconv.Itoa(core.MaxBoardSize)}
				}
				d.Depth = n
			}
			paths = append(paths, core.Path{Drop: d, Exempt: exempt})
			i = k - 1
			legs, cur, exempt = nil, legMods{start: k}, false
		case ch == 'O':
			k := digitsAt(s, i+1)
			dist := 1
			if k > i+1 {
				n, ok := parseCount(s[i+1:k], core.MaxBoardSize)
				if !ok {
					return nil, &xbetzaError{src, posOf(i + 1), "castling distance " + clip(s[i+1:k]) + "; the limit is " + strconv.Itoa(core.MaxBoardSize)}
				}
				dist = n
			}
			if dist < 1 {
				return nil, &xbetzaError{src, posOf(i), "castling needs a distance of at least 1"}
			}
			dirs, err := firstDirs(core.Atom{X: 1}, 0x55, string(cur.dirs))
			if err != nil {
				return nil, &xbetzaError{src, posOf(i), err.Error()}
			}
			if len(cur.dirs) == 0 {
				dirs = 0x44 // sideways
			}
			paths = append(paths, core.Path{Exempt: exempt,
				Castle: &core.Castle{Dist: dist, PartnerSkip: cur.j},
				Legs:   []core.Leg{{Atom: core.Atom{X: 1}, Dirs: dirs, Range: 1, Mode: core.ModeMove, Initial: 1}}})
			i = k - 1
			legs, cur, exempt = nil, legMods{start: k}, false
		case ch >= 'A' && ch <= 'Z':
			atom, dirs, rng, ok := atomOf(ch)
			if !ok {
				return nil, &xbetzaError{src, posOf(i), "unknown atom"}
			}
			k := i + 1
			if k < len(s) && (s[k] == 'X' || s[k] == 'Y') && ch != 'U' {
				atom, dirs, ok = extend(atom, s[k])
				if !ok {
					return nil, &xbetzaError{src, posOf(k), "this atom cannot be extended"}
				}
				k++
			}
			if k < len(s) && s[k] == ch && rng == 1 && ch != 'U' && !(k+1 < len(s) && s[k+1] >= '0' && s[k+1] <= '9') {
				rng = 0 // doubled letter: a rider
				k++
			}
			d := digitsAt(s, k)
			if d > k {
				n, ok := parseCount(s[k:d], maxRange)
				if !ok {
					return nil, &xbetzaError{src, posOf(k), "range " + clip(s[k:d]) + "; the limit is " + strconv.Itoa(maxRange)}
				}
				rng = n
			}
			legs = append(legs, cur)
			ps, err := buildPaths(legs, atom, dirs, rng, exempt)
			if err != nil {
				return nil, &xbetzaError{src, posOf(i), err.Error()}
			}
			paths = append(paths, ps...)
			i = d - 1
			legs, cur, exempt = nil, legMods{start: d}, false
		case ch == ' ' || ch == '*':
			// '*' appears in some Interactive Diagram pawns (fmW*fceF); it is
			// accepted and has no effect
		default:
			return nil, &xbetzaError{src, posOf(i), "not an XBetza letter"}
		}
	}
	if len(legs) > 0 || len(cur.dirs) > 0 || cur.modeN > 0 || cur.i > 0 || cur.n > 0 || cur.j > 0 || cur.o || cur.z || cur.q {
		return nil, &xbetzaError{src, len(src) - 1, "modifiers without an atom at the end"}
	}
	return paths, nil
}

func modeOf(ch byte) core.Mode {
	switch ch {
	case 'm':
		return core.ModeMove
	case 'c':
		return core.ModeCapture
	case 'd':
		return core.ModeDestroy
	case 'e':
		return core.ModeEnPassant
	case 'p':
		return core.ModeHop
	case 'g':
		return core.ModeGrasshop
	case 'y':
		return core.ModeToggle
	case 'u':
		return core.ModeUnload
	case 't':
		return core.ModeOwnHop
	}
	return 0
}

// buildPaths turns the legs of one move (atom written once at the end)
// into paths.
func buildPaths(legs []legMods, atom core.Atom, atomDirs core.DirSet, rng int, exempt bool) ([]core.Path, error) {
	fourFold := atomDirs != 0xFF
	var out []core.Leg
	for k, lm := range legs {
		final := k == len(legs)-1
		var l core.Leg
		l.Atom = atom
		l.Range = rng
		l.Cylinder = lm.o
		if k == 0 {
			d, err := firstDirs(atom, atomDirs, string(lm.dirs))
			if err != nil {
				return nil, err
			}
			l.Dirs = d
			l.Initial = uint8(min(lm.i, 2))
		} else {
			l.Dirs = relDirs(string(lm.dirs), fourFold, lm.z || lm.q)
			l.SameLength = lm.i > 0
			if lm.z {
				l.Turn = -1
			}
			if lm.q {
				l.Turn = 1
			}
		}
		if k == 0 && len(legs) == 1 && (lm.z || lm.q) && rng != 1 {
			l.Turn = -1
			if lm.q {
				l.Turn = 1
			}
		}
		l.Mode = lm.mode
		landing := core.ModeMove | core.ModeCapture | core.ModeDestroy | core.ModeEnPassant
		if final {
			if l.Mode&landing == 0 {
				l.Mode |= core.ModeMove | core.ModeCapture
			}
		} else if l.Mode&(landing|core.ModeHop|core.ModeGrasshop|core.ModeToggle) == 0 {
			l.Mode |= core.ModeMove
		}
		if lm.j > 0 && rng != 1 && !atom.Oblique() {
			l.SkipFirst = true
		}
		out = append(out, l)
	}
	if len(out) == 1 && rng == 1 && !atom.Universal && (legs[0].n > 0 || legs[0].j > 0) {
		return lamePaths(out[0], legs[0].j > 0 && legs[0].n == 0, exempt), nil
	}
	return []core.Path{{Legs: out, Exempt: exempt}}, nil
}

// lamePaths expands a lame (n) or jumping (j) leaper into step-by-step
// paths, one per direction: (x-y) orthogonal steps, then y diagonal steps
// (nN is the Xiangqi horse: W then outward F). With jump the squares
// passed must be occupied instead of empty.
func lamePaths(l core.Leg, jump bool, exempt bool) []core.Path {
	x, y := int(l.Atom.X), int(l.Atom.Y)
	var paths []core.Path
	relay := core.ModeMove
	if jump {
		relay = core.ModeHop
	}
	for d := 0; d < 8; d++ {
		if !l.Dirs.Has(d) {
			continue
		}
		dx, dy := l.Atom.Vector(d)
		var steps []int // absolute K-directions of the unit steps
		switch {
		case y == 0 || x == y:
			for k := 0; k < x; k++ {
				steps = append(steps, d)
			}
		default:
			major := kdir(sign(dx)*b2i(abs(dx) > abs(dy)), sign(dy)*b2i(abs(dy) > abs(dx)))
			diag := kdir(sign(dx), sign(dy))
			for k := 0; k < x-y; k++ {
				steps = append(steps, major)
			}
			for k := 0; k < y; k++ {
				steps = append(steps, diag)
			}
		}
		var legs []core.Leg
		for k, sd := range steps {
			leg := core.Leg{Atom: core.Atom{X: 1}, Range: 1, Mode: relay, Cylinder: l.Cylinder}
			if k == 0 {
				leg.Dirs = 1 << uint(sd)
				leg.Initial = l.Initial
			} else {
				leg.Dirs = 1 << uint((sd-steps[k-1])&7)
			}
			if k == len(steps)-1 {
				leg.Mode = l.Mode
			}
			legs = append(legs, leg)
		}
		paths = append(paths, core.Path{Legs: legs, Lame: !jump, Exempt: exempt})
	}
	return paths
}

// parseBracket reads the simple bracket notation: "[F?R]" = F, or F then
// continuing as R; "[F-R]" = F then R (must continue). Each part is
// "modifiers ATOM range"; a continuation goes straight on, or bends 45
// degrees when the atoms differ in kind (orthogonal versus diagonal).
func parseBracket(src, body string, posOf func(int) int) ([]core.Path, error) {
	type part struct {
		leg core.Leg
		sep byte
	}
	var parts []part
	start := 0
	for k := 0; k <= len(body); k++ {
		if k < len(body) && body[k] != '?' && body[k] != '-' {
			continue
		}
		text := body[start:k]
		sub, err := parseFlat(src, flat{text: text, pos: nil})
		if err != nil || len(sub) != 1 || len(sub[0].Legs) != 1 {
			return nil, &xbetzaError{src, posOf(start), "a bracket part must be one simple move such as mW or R"}
		}
		sep := byte(0)
		if k < len(body) {
			sep = body[k]
		}
		parts = append(parts, part{sub[0].Legs[0], sep})
		start = k + 1
	}
	var paths []core.Path
	var legs []core.Leg
	for i, p := range parts {
		l := p.leg
		if i > 0 {
			prev := legs[len(legs)-1]
			if (prev.Dirs&0x55 != 0) == (l.Dirs&0x55 != 0) {
				l.Dirs = 1 << 0
			} else {
				l.Dirs = 1<<1 | 1<<7
			}
			l.Initial = 0
		}
		final := l
		legs = append(legs, l)
		if i == 0 || parts[i-1].sep == '?' || i == len(parts)-1 {
			_ = final
			if i == len(parts)-1 || p.sep == '?' {
				cp := append([]core.Leg(nil), legs...)
				paths = append(paths, core.Path{Legs: cp})
			}
		}
		// a leg that is continued from is a relay: empty by default
		if i < len(parts)-1 {
			legs[len(legs)-1].Mode = core.ModeMove
		}
	}
	return paths, nil
}
