package core

// Covered captures. A multi-leg capture (Chu Shogi's Lion taking twice,
// igui, the Horned Falcon's forward double step) makes its type an
// attacker that the attack test can only find by generating its moves,
// which costs a full move generation per enemy piece of that type on
// every legality test. Yet the squares such a path removes pieces from
// are often squares the same type also captures on by a plain leap: the
// Lion's victims all lie in its 5x5 area, which its K, N, A and D leaps
// reach whatever stands between. A leap attacks its square whatever
// stands around it, so the path can attack no square the leaps do not,
// and the attack test need not look at it at all.

// captureLeaps is the set of displacements (dx,dy) at which type t
// captures by the first step of a simple move the attack tables look up
// backwards (attackRay): a leap or a slider's first square, unconditional.
func (v *Variant) captureLeaps(tg *typeGraph, t int) map[disp]bool {
	pt := &v.Types[t]
	if pt.FlyRank > 0 || pt.Burns {
		return nil // (these types are tested by generating their moves)
	}
	set := map[disp]bool{}
	for i := range tg.simple {
		sm := &tg.simple[i]
		if sm.mode&ModeCapture == 0 || sm.initial || sm.skipFirst || sm.wrap || sm.vid < 0 {
			continue
		}
		set[disp{int(sm.dx), int(sm.dy)}] = true
	}
	return set
}

// detCovered reports whether every piece a deterministic path may remove
// stands on a square in leaps (captureLeaps).
func (v *Variant) detCovered(dp *detPath, leaps map[disp]bool) bool {
	if len(leaps) == 0 {
		return false
	}
	x, y := 0, 0
	for k, vid := range dp.vids {
		dx, dy := v.vectorOf(vid)
		x, y = x+dx, y+dy
		md := dp.modes[k]
		if md&(ModeDestroy|ModeUnload|ModeEnPassant) != 0 {
			return false // victims of one's own colour or elsewhere
		}
		if md&ModeCapture != 0 && (x != 0 || y != 0) && !leaps[disp{x, y}] {
			return false
		}
	}
	return true
}

// pathCovered reports whether every piece a general path may remove
// stands on a square in leaps. Only paths of single steps are examined
// (their squares are few); every combination of their directions is
// tried, so the answer holds whatever the board.
func (v *Variant) pathCovered(cp *cPath, leaps map[disp]bool) bool {
	if len(leaps) == 0 || cp.castle != nil || cp.drop != nil {
		return false
	}
	combos := 1
	for i := range cp.legs {
		l := &cp.legs[i]
		if combos *= max(len(l.dirs), 1); combos > 1<<12 {
			return false // too many ways to walk it to try them all
		}
		if l.rng != 1 || l.SameLength || l.SkipFirst || l.Cylinder || l.Atom.Universal ||
			l.Mode&(ModeToggle|ModeGrasshop|ModeDestroy|ModeUnload|ModeEnPassant) != 0 {
			return false
		}
	}
	return v.legsCovered(cp, 0, 0, 0, 0, leaps)
}

// legsCovered walks leg i of cp from displacement (x,y), the previous
// leg having gone in absolute direction prevDir.
func (v *Variant) legsCovered(cp *cPath, i, x, y, prevDir int, leaps map[disp]bool) bool {
	if i == len(cp.legs) {
		return true
	}
	l := &cp.legs[i]
	for _, d8 := range l.dirs {
		dir := int(d8)
		if i > 0 {
			dir = (prevDir + dir) & 7
		}
		dx, dy := l.Atom.Vector(dir)
		nx, ny := x+dx, y+dy
		if l.Mode&ModeCapture != 0 && (nx != 0 || ny != 0) && !leaps[disp{nx, ny}] {
			return false
		}
		if !v.legsCovered(cp, i+1, nx, ny, dir, leaps) {
			return false
		}
	}
	return true
}
