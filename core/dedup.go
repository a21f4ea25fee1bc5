package core

// Repeated moves left after compiling: needsDedup finds the types whose
// compiled items may still produce the same move on some board, by what
// each item can land on (reach, overlap), and dedupMoves removes the
// repeats from their generated moves.

// reach is what one compiled item can land on, from the origin: for a
// ray, the squares d*(ux,uy) with d = k*n, lo <= n <= hi; for a
// deterministic path, the one square (dx,dy).
type reach struct {
	ray    bool
	ux, uy int // ray: primitive direction
	k      int // ray: step length in primitive steps
	lo, hi int // ray: step counts that may land
	dx, dy int // path: displacement
	modes  Mode
	exempt bool
	// jumps: a ray that can land beyond an occupied square (a leap longer
	// than one primitive step, a skipped first square, a flying slide)
	jumps bool
	// hopper: a ray that lands only beyond an occupied square
	hopper bool
	// must: the squares (displacements) whose pieces every move of the
	// path removes, its origin and destination left out; may: those
	// whose pieces a move of the path may remove, its destination left out
	must, may []disp
	universal bool
}

type disp struct{ x, y int }

// within reports whether every square of a is in b.
func within(a, b []disp) bool {
	for _, x := range a {
		found := false
		for _, y := range b {
			if x == y {
				found = true
				break
			}
		}
		if !found {
			return false
		}
	}
	return true
}

func gcd(a, b int) int {
	if a < 0 {
		a = -a
	}
	if b < 0 {
		b = -b
	}
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

// rayReach describes a ray of step (dx,dy) and range rng.
func (v *Variant) rayReach(dx, dy, rng int, skipFirst bool, modes Mode, exempt bool) reach {
	k := gcd(dx, dy)
	r := reach{ray: true, ux: dx / k, uy: dy / k, k: k, lo: 1, hi: min(rng, v.maxRange),
		modes: modes & landing, exempt: exempt, jumps: k > 1 || skipFirst}
	if skipFirst {
		r.lo = 2
	}
	return r
}

// onRay reports whether displacement (dx,dy) is a landing square of ray r.
func (r *reach) onRay(dx, dy int) bool {
	if dx == 0 && dy == 0 {
		return false
	}
	d := 0
	switch {
	case r.ux != 0:
		d = dx / r.ux
	default:
		d = dy / r.uy
	}
	if d <= 0 || d*r.ux != dx || d*r.uy != dy || d%r.k != 0 {
		return false
	}
	n := d / r.k
	return n >= r.lo && n <= r.hi
}

// overlap reports whether two items might produce the same move on some
// board. It may answer yes when they cannot; it never answers no when
// they can.
func overlap(a, b *reach) bool {
	if a.exempt != b.exempt {
		return false // FlagExempt tells their moves apart
	}
	if a.universal || b.universal {
		return true
	}
	if !a.ray && b.ray {
		a, b = b, a
	}
	switch {
	case a.ray && b.ray:
		if a.ux != b.ux || a.uy != b.uy || a.modes&b.modes == 0 {
			return false
		}
		// a hopper lands beyond an obstacle, which stops a ray that cannot jump
		if (a.hopper && !b.jumps && !b.hopper) || (b.hopper && !a.jumps && !a.hopper) {
			return false
		}
		l := a.k / gcd(a.k, b.k) * b.k
		lo := max(a.k*a.lo, b.k*b.lo)
		hi := min(a.k*a.hi, b.k*b.hi)
		return (lo+l-1)/l*l <= hi
	case a.ray:
		if !a.onRay(b.dx, b.dy) {
			return false
		}
		if len(b.must) > 0 {
			// a ray's moves remove nothing but the piece on their destination
			// or an en-passant victim (with FlagEnPassant, which the path sets
			// only if it ends with an e leg)
			return b.modes&ModeEnPassant != 0
		}
		return a.hopper || a.modes&b.modes != 0
	default:
		if a.dx != b.dx || a.dy != b.dy {
			return false
		}
		if (a.modes|b.modes)&ModeEnPassant != 0 {
			return true // an en-passant victim may stand anywhere
		}
		// the victims of a move of one are among those the other may take
		return within(a.must, b.may) && within(b.must, a.may) && (len(a.may) > 0 || len(b.may) > 0 || a.modes&b.modes != 0)
	}
}

// needsDedup decides whether the generator must remove repeated moves of
// type t: whether two compiled items (or one general path) might produce
// the same move on some board. It is exact for the ordinary pieces and
// errs towards yes elsewhere.
func (v *Variant) needsDedup(tg *typeGraph, t int) bool {
	if len(tg.progs) > 0 {
		return true // a program may reach the same move by several branches
	}
	if len(tg.paths) > 0 {
		for _, cp := range tg.paths {
			if len(cp.legs) > 1 {
				return true // a multi-leg path may reach a square in several ways
			}
		}
	}
	for _, set := range v.PromoChoice {
		for i := range set {
			for j := i + 1; j < len(set); j++ {
				if set[i] == set[j] {
					return true // the same promotion offered twice
				}
			}
		}
	}
	for i := range v.Types {
		if v.Types[i].Promoted == i {
			return true
		}
	}
	rifle := v.RifleCaptures
	if t < len(v.CaptureMatrix) {
		for _, cell := range v.CaptureMatrix[t] {
			if cell.Kind == CaptureRifle {
				rifle = true
			}
		}
	}
	fly := v.Types[t].FlyRank > 0
	var items []reach
	nEP := 0
	for i := range tg.simple {
		sm := &tg.simple[i]
		if sm.wrap {
			return true // a ray round a cylinder may meet any other
		}
		if sm.mode&ModeEnPassant != 0 {
			nEP++
		}
		if sm.vid < 0 {
			items = append(items, reach{universal: true, exempt: sm.exempt})
			continue
		}
		r := v.rayReach(int(sm.dx), int(sm.dy), sm.rng, sm.skipFirst, sm.mode, sm.exempt)
		r.jumps = r.jumps || (fly && sm.rng > 1)
		items = append(items, r)
	}
	for _, cp := range tg.paths {
		l := &cp.legs[0]
		if l.Cylinder {
			return true
		}
		if l.Mode&(ModeToggle|ModeUnload) != 0 || l.SameLength || l.Turn != 0 {
			return true
		}
		if l.Atom.Universal {
			continue // lands nowhere
		}
		if l.Mode&ModeEnPassant != 0 {
			nEP++
		}
		for _, d := range l.dirs {
			x, y := l.Atom.Vector(int(d))
			r := v.rayReach(x, y, l.rng, l.SkipFirst, l.Mode, cp.exempt)
			// (a hopper may end in a black hole before its screen)
			r.hopper = l.Mode&(ModeHop|ModeGrasshop) != 0 && v.BlackHoles == nil
			items = append(items, r)
		}
	}
	for _, dp := range tg.det {
		r := reach{exempt: dp.exempt, modes: dp.modes[len(dp.modes)-1] & landing}
		var relays []disp
		captures := false
		for k, vid := range dp.vids {
			x, y := v.vectorOf(vid)
			r.dx, r.dy = r.dx+x, r.dy+y
			if k == len(dp.vids)-1 {
				break
			}
			md := dp.modes[k]
			if md&(ModeCapture|ModeDestroy) != 0 {
				captures = true
				r.may = append(r.may, disp{r.dx, r.dy})
				if md&(ModeMove|ModeHop) == 0 {
					relays = append(relays, disp{r.dx, r.dy})
				}
			}
			if v.BlackHoles != nil && md&ModeMove != 0 {
				// a path ends where it enters a black hole
				items = append(items, reach{exempt: dp.exempt, dx: r.dx, dy: r.dy, modes: ModeMove,
					may: append([]disp(nil), r.may...)})
			}
		}
		for _, rl := range relays {
			if (rl.x != 0 || rl.y != 0) && (rl.x != r.dx || rl.y != r.dy) {
				r.must = append(r.must, rl)
			}
		}
		if r.modes&ModeEnPassant != 0 {
			nEP++
		}
		if rifle && captures {
			return true // a rifle capture keeps only the victims: paths may meet
		}
		items = append(items, r)
	}
	for i := range tg.promo {
		sm := &tg.promo[i]
		r := v.rayReach(int(sm.dx), int(sm.dy), sm.rng, false, ModeMove, false)
		items = append(items, r)
	}
	if rifle && nEP > 0 {
		return true // e.p. captures to different squares take the same victim
	}
	for i := range items {
		for j := i + 1; j < len(items); j++ {
			if overlap(&items[i], &items[j]) {
				return true
			}
		}
	}
	return false
}

// dedupBuckets is the size of dedupMoves' table of destination squares,
// and dedupMax the most moves it tracks; longer lists (a universal
// leaper's with promotion choices) take the quadratic scan.
const (
	dedupBuckets = 256
	dedupMax     = 512
)

// dedupMoves removes repeated moves from ml.Moves[start:], keeping the
// first of each in its place. Moves that differ only in FlagInitial are
// one move too: the one without the flag is kept, as it is possible
// whenever the other is. Only moves with the same destination can be
// the same move, so each move is compared only with the kept moves that
// end on its square (or, on boards of more than dedupBuckets squares,
// share its bucket), found through a table on the stack: no scan of the
// whole list, nothing allocated.
func (p *Position) dedupMoves(ml *MoveList, start int) {
	n := len(ml.Moves) - start
	if n < 2 {
		return
	}
	if n > dedupMax {
		p.dedupScan(ml, start)
		return
	}
	// head[b]: 1 + the index (from start) of the latest kept move in
	// bucket b, 0 for none; next[k]: the kept move before k in its bucket
	var head [dedupBuckets]int16
	var next [dedupMax]int16
	moves := ml.Moves[start:]
	out := 0
	for i := range moves {
		m := moves[i]
		b := uint16(m.To()) % dedupBuckets
		dup := false
		// (kept moves are all different, so at most one matches)
		for j := head[b]; j > 0; j = next[j-1] {
			k := &moves[j-1]
			if !p.sameButInitial(*k, m) {
				continue
			}
			if p.Flags(*k)&FlagInitial != 0 && p.Flags(m)&FlagInitial == 0 {
				*k = m
			}
			dup = true
			break
		}
		if dup {
			continue
		}
		moves[out] = m
		next[out] = head[b]
		head[b] = int16(out + 1)
		out++
	}
	ml.Moves = ml.Moves[:start+out]
}

// sameButInitial reports whether a and b are the same move but perhaps
// for FlagInitial.
func (p *Position) sameButInitial(a, b Move) bool {
	if a.Key() != b.Key() {
		return false
	}
	if !a.HasDetail() && !b.HasDetail() {
		return true
	}
	var ba, bb MoveDetail
	return p.view(a, &ba).sameBut(p.view(b, &bb), FlagInitial)
}

// dedupScan is dedupMoves by comparing each move with every kept one.
func (p *Position) dedupScan(ml *MoveList, start int) {
	out := start
	for i := start; i < len(ml.Moves); i++ {
		m := ml.Moves[i]
		dup := false
		for j := start; j < out; j++ {
			k := &ml.Moves[j]
			if !p.sameButInitial(*k, m) {
				continue
			}
			if p.Flags(*k)&FlagInitial != 0 && p.Flags(m)&FlagInitial == 0 {
				*k = m
			}
			dup = true
			break
		}
		if !dup {
			ml.Moves[out] = m
			out++
		}
	}
	ml.Moves = ml.Moves[:out]
}
