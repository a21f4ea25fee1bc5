package notation

import (
	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/internal/lite"
)

// This file compiles the straight lines of a path expression (see
// dagaz_linear.go) into XBetza legs, where legs say exactly the same:
// then a piece written in the path language runs on the same fast
// generator as its XBetza twin. A line legs cannot express makes its
// whole alternative a path program (dagaz_prog.go).
//
// Rules of the translation:
//   - steps with no check between them, all going the same way on each
//     axis, make one leap: the squares in between are not looked at (the
//     seed's knight N,OM is a leaper); steps that turn back (N,N,S) are
//     walked by a program;
//   - a checked square ends a leg: [p] an empty relay (m), [P] an
//     occupied one left alone (p), [f] or [fP] an own piece (pt),
//     [ex] a locust capture (c); [e] alone, [E] or [F] on a relay need
//     a program;
//   - V([p]V)* is a rider of V, V([p]V){,m} one of range m+1;
//   - the end: with no | the default ending [F][ex]?| applies (a
//     friend there stops the move, an enemy is taken); [p] at the end
//     makes a move-only path, [e] (or [P]) a capture-only one; an
//     explicit | puts the piece on an empty square ([ex]| to take);
//   - [M] while the moving piece is carried is XBetza's i (initial);
//   - [A] on the start and the destination square is the rule of check:
//     Chimera's legality test applies it to royal pieces, and it is
//     dropped from the legs (a non-royal piece ignores it; write it
//     anywhere else and the path is a program);
//   - the castling idiom [M](E[p]){k}|E{m}^[M]W{m+1} (any [A] in it
//     included) is XBetza's O k toward that side; the seed's en-passant
//     idiom [(te,=Pawn,x)>E]O[l>N] is XBetza's e on that diagonal.

// square states of a checked square
const (
	stEmpty  = 1
	stEnemy  = 2
	stFriend = 4
	stAll    = 7
)

// pendLeg is a leg being built: its displacement, the state its end
// square may be in, whether the piece on it is taken.
type pendLeg struct {
	_       lite.NoEqual // no equality function in the wasm (lite.NoEqual)
	dx, dy  int
	steps   int
	rider   bool
	rng     int
	mask    uint8
	take    bool
	checked bool
	att     bool // [A] on the end square: only the final leg may have it
	dir     int  // the unit direction of a one-step leg, for castling
}

// applyItems narrows l by the checks of one bracket; ok is false for a
// check legs cannot express.
func (l *pendLeg) applyItems(items []dzItem, initial *uint8) bool {
	for _, it := range items {
		if l.take {
			return false // checks after a take see the emptied square
		}
		switch it.Letter {
		case 'p':
			l.mask &= stEmpty
		case 'P':
			l.mask &= stEnemy | stFriend
		case 'e':
			l.mask &= stEnemy
		case 'E':
			l.mask &= stEmpty | stFriend
		case 'f':
			l.mask &= stFriend
		case 'F':
			l.mask &= stEmpty | stEnemy
		case 'x':
			l.mask &= stEnemy | stFriend
			l.take = true
		case 'M':
			*initial = 1
		case 'A':
			l.att = true // the rule of check: on the final leg only (see above)
		default:
			return false
		}
	}
	l.checked = true
	return true
}

// lineToPath compiles one straight line. none: the line can never match
// (no path); ok false: legs cannot express it.
func lineToPath(line []linItem) (p core.Path, none, ok bool) {
	if p, ok := epIdiom(line); ok {
		return p, false, true
	}
	var initial uint8
	i := 0
	for ; i < len(line) && line[i].Kind == linCheck && !line[i].Look; i++ {
		for _, it := range line[i].Items {
			switch it.Letter {
			case 'M':
				initial = 1
			case 'A':
			default:
				return p, false, false
			}
		}
	}
	var legs []pendLeg
	cur := pendLeg{mask: stAll, dir: -1}
	put := false
loop:
	for ; i < len(line); i++ {
		it := line[i]
		switch it.Kind {
		case linStep:
			if cur.checked && cur.mask == stAll && !cur.take && !cur.rider && !cur.att {
				cur.checked = false // a check that checks nothing ends no leg
			}
			if cur.checked {
				legs = append(legs, cur)
				cur = pendLeg{mask: stAll, dir: -1}
			}
			if cur.rider {
				return p, false, false // a slide whose end is not checked
			}
			dx, dy := core.Atom{X: 1}.Vector(it.Dir)
			if dx*cur.dx < 0 || dy*cur.dy < 0 {
				// a leap turning back (N,N,S) could pass off the board where
				// the walked path fails: a program walks it
				return p, false, false
			}
			cur.dx += dx
			cur.dy += dy
			cur.steps++
			if cur.steps == 1 {
				cur.dir = it.Dir
			} else {
				cur.dir = -1
			}
		case linSlide:
			if cur.rider && !cur.checked && slideVector(it.Steps) == [2]int{cur.dx, cur.dy} {
				// a slide after a slide of the same steps: ([p]V)?([p]V)?
				if cur.rng == 0 || it.Max < 0 {
					cur.rng = 0
				} else {
					cur.rng += it.Max
				}
				continue
			}
			if cur.checked || cur.rider || cur.steps != len(it.Steps) {
				return p, false, false
			}
			if slideVector(it.Steps) != [2]int{cur.dx, cur.dy} {
				return p, false, false
			}
			cur.rider = true
			cur.rng = 0
			if it.Max >= 0 {
				cur.rng = it.Max + 1
			}
		case linCheck:
			if it.Look || cur.steps == 0 {
				return p, false, false
			}
			if !cur.applyItems(it.Items, &initial) {
				return p, false, false
			}
		case linPut:
			put = true
			i++
			break loop
		default:
			return p, false, false
		}
	}
	if cur.steps == 0 {
		return p, false, false // a null move, or | on the start square
	}
	final := cur
	if put {
		if !final.take {
			final.mask &= stEmpty
		}
	} else {
		final.mask &^= stFriend
		if final.take {
			final.mask &= stEnemy
		}
	}
	legs = append(legs, final)
	if put && i < len(line) {
		return castleIdiom(legs, line[i:], initial)
	}
	return legsToPath(legs, initial)
}

// legsToPath turns pending legs into a path.
func legsToPath(legs []pendLeg, initial uint8) (p core.Path, none, ok bool) {
	if len(legs) > maxLegsPerPath {
		return p, false, false
	}
	prev := 0
	lame := len(legs) > 1
	for k, l := range legs {
		if l.mask == 0 {
			return p, true, true
		}
		final := k == len(legs)-1
		if l.att && !final {
			return p, false, false
		}
		var mode core.Mode
		switch {
		case final:
			if l.mask&stEmpty != 0 {
				mode |= core.ModeMove
			}
			if l.mask&stEnemy != 0 {
				mode |= core.ModeCapture
			}
			if l.mask&stFriend != 0 {
				mode |= core.ModeDestroy
			}
		case l.take:
			if l.mask != stEnemy {
				return p, false, false
			}
			mode = core.ModeCapture
		case l.mask == stEmpty:
			mode = core.ModeMove
		case l.mask == stEnemy|stFriend:
			mode = core.ModeHop
		case l.mask == stFriend:
			mode = core.ModeHop | core.ModeOwnHop
		default:
			return p, false, false
		}
		if !final && mode != core.ModeMove {
			lame = false
		}
		atom, dir, ok := dzAtom(l.dx, l.dy)
		if !ok {
			return p, false, false
		}
		leg := core.Leg{Atom: atom, Range: 1, Mode: mode}
		if l.rider {
			leg.Range = l.rng
		}
		if k == 0 {
			leg.Dirs = 1 << uint(dir)
			leg.Initial = initial
		} else {
			leg.Dirs = 1 << uint((dir-prev)&7)
		}
		prev = dir
		p.Legs = append(p.Legs, leg)
	}
	p.Lame = lame
	return p, false, true
}

// dzAtom finds the atom and direction index of the displacement (dx, dy).
func dzAtom(dx, dy int) (core.Atom, int, bool) {
	x, y := abs(dx), abs(dy)
	if x < y {
		x, y = y, x
	}
	if x == 0 || x > 127 {
		return core.Atom{}, 0, false
	}
	a := core.Atom{X: int8(x), Y: int8(y)}
	if y != 0 && x == y {
		a.Y = 0 // orthodox diagonal atoms are written (k, 0) with odd indices
	}
	for d := 0; d < 8; d++ {
		vx, vy := a.Vector(d)
		if vx == dx && vy == dy {
			return a, d, true
		}
	}
	return core.Atom{}, 0, false
}

// castleIdiom recognises castling: the king's legs are single empty
// steps in one sideways direction from its unmoved start, the rest is
// m steps on (to the partner), ^, an optional [M], and m+1 steps back.
func castleIdiom(legs []pendLeg, rest []linItem, initial uint8) (p core.Path, none, ok bool) {
	d := legs[0].dir
	if initial == 0 || d != 2 && d != 6 {
		return p, false, false
	}
	for _, l := range legs {
		if l.dir != d || l.rider || l.take || l.mask != stEmpty {
			return p, false, false
		}
	}
	on, back, picked := 0, 0, false
	for _, it := range rest {
		switch {
		case it.Kind == linStep && !picked && it.Dir == d:
			on++
		case it.Kind == linCheck && !picked && !it.Look && len(it.Items) == 1 && it.Items[0].Letter == 'p':
		case it.Kind == linPick && !picked && on > 0:
			picked = true
		case it.Kind == linCheck && picked && back == 0 && !it.Look && len(it.Items) == 1 && it.Items[0].Letter == 'M':
		case it.Kind == linStep && picked && it.Dir == (d+4)&7:
			back++
		default:
			return p, false, false
		}
	}
	if !picked || back != on+1 {
		return p, false, false
	}
	return core.Path{Castle: &core.Castle{Dist: len(legs)},
		Legs: []core.Leg{{Atom: core.Atom{X: 1}, Dirs: 1 << uint(d), Range: 1, Mode: core.ModeMove, Initial: 1}}}, false, true
}

// epIdiom recognises the seed's en passant: [(te,=Pawn,x)>E]O[l>N] (a
// look sideways at the piece that ended the last move, a diagonal step
// forward past it, a look back at where it came from) as XBetza's e.
func epIdiom(line []linItem) (core.Path, bool) {
	if len(line) != 3 || line[0].Kind != linCheck || !line[0].Look || line[1].Kind != linStep ||
		line[2].Kind != linCheck || !line[2].Look {
		return core.Path{}, false
	}
	side, d := line[0].Dir, line[1].Dir
	if !(side == 2 && d == 1 || side == 6 && d == 7) || line[2].Dir != 0 {
		return core.Path{}, false
	}
	if !hasLetter(line[0].Items, 't') || !hasLetter(line[0].Items, 'x') || len(line[2].Items) != 1 || line[2].Items[0].Letter != 'l' {
		return core.Path{}, false
	}
	return core.Path{Legs: []core.Leg{{Atom: core.Atom{X: 1}, Dirs: 1 << uint(d), Range: 1, Mode: core.ModeEnPassant}}}, true
}

// hasLetter reports whether items (or a group among them) hold c.
func hasLetter(items []dzItem, c byte) bool {
	for _, it := range items {
		if it.Letter == c || it.Letter == '(' && hasLetter(it.Group, c) {
			return true
		}
	}
	return false
}

// slideVector is the displacement of a slide's steps.
func slideVector(steps []int) [2]int {
	var v [2]int
	for _, d := range steps {
		dx, dy := core.Atom{X: 1}.Vector(d)
		v[0], v[1] = v[0]+dx, v[1]+dy
	}
	return v
}
