package notation

import (
	"strconv"
	"strings"

	"github.com/chimera-variants/chimera/core"
)

// Describe says in plain words what a move spec (XBetza, or the path
// language's legs and path programs) does, one phrase
// per move: "slides orthogonally", "leaps (2,1) in 8 directions",
// "captures only", "first move only", ... It is meant for the piece
// legend, not as a full translation.
func Describe(spec core.MoveSpec) string {
	var parts []string
	for _, p := range spec.Paths {
		parts = append(parts, describePath(p))
	}
	return strings.Join(dedupe(parts), "; ")
}

func dedupe(s []string) []string {
	var out []string
	seen := map[string]bool{}
	for _, x := range s {
		if !seen[x] {
			seen[x] = true
			out = append(out, x)
		}
	}
	return out
}

func describePath(p core.Path) string {
	switch {
	case p.Drop != nil:
		s := "is dropped from the hand"
		if p.Drop.NoSameFile {
			s += ", not on a file with another of its kind"
		}
		if p.Drop.Depth > 0 {
			s += ", within its first " + strconv.Itoa(p.Drop.Depth) + " ranks"
		}
		return s
	case p.Castle != nil:
		return "castles, moving " + strconv.Itoa(p.Castle.Dist) + " squares toward its partner"
	case p.Program != nil:
		return describeProgram(p.Program)
	case len(p.Legs) == 0:
		return "does nothing"
	}
	l := p.Legs[0]
	var s string
	if len(p.Legs) > 1 {
		if p.Lame {
			s = "steps " + lameName(p) + ", blocked by pieces on the way"
			return s + modality(p.Legs[len(p.Legs)-1]) + initial(l)
		}
		var steps []string
		par := dirParity(l.Dirs)
		for i, leg := range p.Legs {
			if i == 0 {
				steps = append(steps, legPhrase(leg))
				continue
			}
			// a continuation's directions are turns from the leg before;
			// an odd turn of an orthodox atom changes its kind
			if rp := dirParity(leg.Dirs); par >= 0 && rp >= 0 && leg.Turn == 0 {
				par ^= rp
			} else if !leg.Atom.Oblique() {
				par = -1
			}
			steps = append(steps, contPhrase(leg, par))
		}
		return "moves in " + strconv.Itoa(len(p.Legs)) + " steps: " + strings.Join(steps, ", then ") + initial(l)
	}
	return legPhrase(l) + initial(l)
}

func legPhrase(l core.Leg) string {
	var s string
	switch {
	case l.Atom.Universal:
		s = "leaps to any square"
	case l.Range == 1:
		s = "leaps " + atomName(l.Atom, l.Dirs)
	case l.Range == 0:
		s = "slides " + atomName(l.Atom, l.Dirs)
	default:
		s = "slides up to " + strconv.Itoa(l.Range) + " squares " + atomName(l.Atom, l.Dirs)
	}
	if l.Mode&core.ModeHop != 0 {
		s += " over one piece"
	}
	if l.Mode&core.ModeGrasshop != 0 {
		s += ", landing just beyond the first piece"
	}
	return s + modality(l)
}

func modality(l core.Leg) string {
	m := l.Mode & (core.ModeMove | core.ModeCapture | core.ModeDestroy)
	switch {
	case m == core.ModeMove:
		return " (moves only)"
	case m == core.ModeCapture:
		return " (captures only)"
	case m&core.ModeDestroy != 0:
		return " (may take its own pieces)"
	}
	return ""
}

func initial(l core.Leg) string {
	if l.Initial > 0 {
		return ", first move only"
	}
	return ""
}

// atomName names a step and its directions.
func atomName(a core.Atom, dirs core.DirSet) string {
	a = orthodoxAtom(a, dirs)
	if a.Y == 0 && a.X == 1 && dirs != 0xFF && dirs&0x55 != 0 && dirs&0xAA != 0 {
		return mixedName(dirs)
	}
	n := 0
	for d := 0; d < 8; d++ {
		if dirs.Has(d) {
			n++
		}
	}
	var kind string
	switch {
	case a.Y == 0 && a.X == 1:
		kind = "orthogonally"
	case a.X == a.Y && a.X == 1:
		kind = "diagonally"
	case a.Y == 0:
		kind = strconv.Itoa(int(a.X)) + " squares orthogonally"
	case a.X == a.Y:
		kind = strconv.Itoa(int(a.X)) + " squares diagonally"
	default:
		kind = "(" + strconv.Itoa(int(a.X)) + "," + strconv.Itoa(int(a.Y)) + ") like a knight"
	}
	if dirs == 0xFF && a.Y == 0 && a.X == 1 {
		kind = "in any direction"
	}
	switch {
	case dirs&0x83 == dirs && dirs != 0 && n <= 3: // only forward-ish
		return kind + " forward"
	case n < 4 || (a.Oblique() && n < 8):
		return kind + " in " + strconv.Itoa(n) + " directions"
	}
	return kind
}

// lameName names the whole leap of a lame path by its displacement.
func lameName(p core.Path) string {
	dx, dy, dir := 0, 0, 0
	for i, l := range p.Legs {
		d := 0
		for k := 0; k < 8; k++ {
			if l.Dirs.Has(k) {
				d = k
				break
			}
		}
		if i == 0 {
			dir = d
		} else {
			dir = (dir + d) & 7
		}
		x, y := l.Atom.Vector(dir)
		dx, dy = dx+x, dy+y
	}
	ax, ay := dx, dy
	if ax < 0 {
		ax = -ax
	}
	if ay < 0 {
		ay = -ay
	}
	var s string
	switch {
	case ax == 0 || ay == 0:
		s = strconv.Itoa(ax+ay) + " squares orthogonally"
	case ax == ay:
		s = strconv.Itoa(ax) + " squares diagonally"
	default:
		s = "(" + strconv.Itoa(max(ax, ay)) + "," + strconv.Itoa(min(ax, ay)) + ") like a knight"
	}
	if dx == 0 && dy > 0 {
		s += " forward"
	}
	return s
}

// dirParity is 0 when every direction of s is even (orthogonal for an
// orthodox atom), 1 when every one is odd, -1 when they are mixed.
func dirParity(s core.DirSet) int {
	switch {
	case s&0xAA == 0:
		return 0
	case s&0x55 == 0:
		return 1
	}
	return -1
}

// contPhrase describes a continuation leg: its step, named by par (the
// parity of its absolute direction, -1 unknown) for orthodox atoms, and
// its turn from the leg before.
func contPhrase(l core.Leg, par int) string {
	var kind string
	switch {
	case l.Atom.Universal:
		return "leaps to any square" + modality(l)
	case l.Atom.Oblique():
		kind = "(" + strconv.Itoa(int(l.Atom.X)) + "," + strconv.Itoa(int(l.Atom.Y)) + ") like a knight"
	case par < 0:
		// turns of both parities: orthogonal and diagonal steps
		kind = "one square"
		if l.Atom.X > 1 {
			kind = strconv.Itoa(int(l.Atom.X)) + " squares"
		}
	default:
		kind = "orthogonally"
		if par == 1 {
			kind = "diagonally"
		}
		if l.Atom.X > 1 {
			kind = strconv.Itoa(int(l.Atom.X)) + " squares " + kind
		}
	}
	var s string
	switch {
	case l.Range == 1:
		s = "leaps " + kind
	case l.Range == 0:
		s = "slides " + kind
	default:
		s = "slides up to " + strconv.Itoa(l.Range) + " squares " + kind
	}
	var turns []string
	for _, t := range []struct {
		set  core.DirSet
		name string
	}{{0x01, "straight on"}, {0x82, "turning 45 degrees"}, {0x44, "turning 90 degrees"}, {0x28, "turning 135 degrees"}, {0x10, "straight back"}} {
		if l.Dirs&t.set != 0 {
			turns = append(turns, t.name)
		}
	}
	switch {
	case l.Turn < 0:
		s += " turning the other way than the turn before"
	case l.Turn > 0:
		s += " turning the same way as the turn before"
	default:
		s += " " + strings.Join(turns, " or ")
	}
	if l.Mode&core.ModeHop != 0 {
		s += " over one piece"
	}
	if l.Mode&core.ModeGrasshop != 0 {
		s += ", landing just beyond the first piece"
	}
	return s + modality(l)
}
