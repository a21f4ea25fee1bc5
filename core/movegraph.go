package core

// Move graphs: each piece type's MoveSpec compiled once per colour into
// step-table references, sorted by how the generator walks them.

// simpleMove is a single-leg leaper or slider without hops: the hot path.
type simpleMove struct {
	vid       int32 // step table; -1 for the universal leaper
	rng       int   // maximum number of steps
	mode      Mode
	initial   bool
	second    bool // an ii move: InitialRanks2's window
	skipFirst bool
	wrap      bool
	lame      bool // an initial slider passing squares gives e.p. rights
	exempt    bool
	dx, dy    int8 // the step, for repeat detection
	// plain: no condition and only move/capture modality (genPlain)
	plain bool
}

// cLeg is one compiled leg of a general path.
type cLeg struct {
	Leg
	dirs    []int8   // first leg: absolute directions; later legs: relative turns
	vid     [8]int32 // step table per absolute direction
	rng     int      // range with no toggle in force
	toggled int      // range after an odd number of y/g toggles
}

// cPath is a compiled general path: multi-leg moves, hoppers, castling,
// drops.
type cPath struct {
	// linesOnly: every square of the path, the origin included, must be a
	// line square (Variant.Lines: the Janggi palace diagonals)
	linesOnly bool
	legs      []cLeg
	lame      bool
	exempt    bool
	castle    *Castle
	drop      *Drop
}

// detPath is a deterministic multi-leg path: every leg a single leap in
// one direction (lame leapers such as the pawn's double step or the
// Xiangqi horse, glue leaps, checker jumps). It is walked without
// recursion.
type detPath struct {
	vids    []int32 // per leg, absolute for this colour
	modes   []Mode
	initial bool
	second  bool // an ii move: InitialRanks2's window
	lame    bool
	exempt  bool
}

type typeGraph struct {
	// effects: morph or capture matrix may change this type's moves.
	effects bool
	det     []detPath
	simple  []simpleMove
	paths   []cPath // multi-leg and single-leg hopper paths
	castle  []cPath
	drops   []cPath
	// dedup: the paths of this type can produce the same move twice.
	dedup bool
	// promo: promotion-only moves (PieceType.PromoMoves), single-leg.
	promo []simpleMove
}

func (v *Variant) rangeOf(a Atom, r int) int {
	if r == 0 || r > v.maxRange*2 {
		return v.maxRange * 2
	}
	return r
}

func (v *Variant) compileLeg(l Leg, first bool, c Color) cLeg {
	g := v.Geometry
	cl := cLeg{Leg: l}
	cl.rng = v.rangeOf(l.Atom, l.Range)
	if l.Range == 1 {
		cl.toggled = v.rangeOf(l.Atom, 0)
	} else {
		cl.toggled = 1
	}
	for d := 0; d < 8; d++ {
		if l.Atom.Universal {
			cl.vid[d] = -1
			continue
		}
		dx, dy := l.Atom.Vector(d)
		cl.vid[d] = int32(g.vector(dx, dy, l.Cylinder))
	}
	for d := 0; d < 8; d++ {
		if !l.Dirs.Has(d) {
			continue
		}
		if first && c == Black {
			cl.dirs = append(cl.dirs, int8((d+4)&7))
		} else {
			cl.dirs = append(cl.dirs, int8(d))
		}
	}
	return cl
}

func isSimpleLeg(l Leg) bool {
	return l.Mode&(ModeHop|ModeGrasshop|ModeToggle|ModeUnload|ModeOwnHop) == 0 &&
		!l.SameLength && l.Turn == 0
}

func (v *Variant) compileType(t int, c Color) typeGraph {
	var tg typeGraph
	spec := v.Types[t].Moves
	for _, p := range spec.Paths {
		switch {
		case p.Drop != nil:
			cp := cPath{drop: p.Drop, exempt: p.Exempt}
			tg.drops = append(tg.drops, cp)
		case p.Castle != nil:
			cp := cPath{castle: p.Castle, exempt: p.Exempt}
			if len(p.Legs) > 0 {
				cp.legs = []cLeg{v.compileLeg(p.Legs[0], true, c)}
			}
			tg.castle = append(tg.castle, cp)
		case len(p.Legs) == 1 && isSimpleLeg(p.Legs[0]):
			cl := v.compileLeg(p.Legs[0], true, c)
			for _, d := range cl.dirs {
				sm := simpleMove{vid: cl.vid[d], rng: cl.rng, mode: cl.Mode,
					initial: cl.Initial > 0, second: cl.Initial > 1, skipFirst: cl.SkipFirst, wrap: cl.Cylinder,
					exempt: p.Exempt}
				x, y := cl.Atom.Vector(int(d))
				sm.dx, sm.dy = int8(x), int8(y)
				sm.lame = sm.initial && sm.rng > 1
				sm.plain = !sm.initial && !sm.skipFirst && !sm.wrap && !sm.exempt &&
					sm.mode&^(ModeMove|ModeCapture) == 0 && !cl.Atom.Universal
				if cl.Atom.Universal {
					sm.vid = -1
					tg.simple = append(tg.simple, sm)
					break
				}
				tg.simple = append(tg.simple, sm)
			}
		case len(p.Legs) > 0:
			cp := cPath{lame: p.Lame, exempt: p.Exempt}
			for i, l := range p.Legs {
				cp.legs = append(cp.legs, v.compileLeg(l, i == 0, c))
			}
			tg.paths = append(tg.paths, cp)
		}
	}
	for _, p := range v.Types[t].LineMoves.Paths {
		if len(p.Legs) == 0 || p.Castle != nil || p.Drop != nil {
			continue
		}
		cp := cPath{linesOnly: true, exempt: p.Exempt}
		for i, l := range p.Legs {
			cp.legs = append(cp.legs, v.compileLeg(l, i == 0, c))
		}
		tg.paths = append(tg.paths, cp)
	}
	for _, p := range v.Types[t].PromoMoves.Paths {
		if len(p.Legs) != 1 || !isSimpleLeg(p.Legs[0]) {
			continue
		}
		cl := v.compileLeg(p.Legs[0], true, c)
		for _, d := range cl.dirs {
			x, y := cl.Atom.Vector(int(d))
			tg.promo = append(tg.promo, simpleMove{vid: cl.vid[d], rng: cl.rng, mode: cl.Mode,
				dx: int8(x), dy: int8(y)})
		}
	}
	// deterministic paths get the non-recursive walker
	kept := tg.paths[:0]
	for _, cp := range tg.paths {
		if dps, ok := v.asDetPaths(cp); ok {
			tg.det = append(tg.det, dps...)
		} else {
			kept = append(kept, cp)
		}
	}
	tg.paths = kept
	// repeats are merged away here; what may still repeat on some board
	// is removed by the generator (unique.go)
	tg.simple = v.mergeSimple(tg.simple, t)
	tg.promo = mergePromo(tg.promo)
	tg.det = dropRepeatedDets(tg.det)
	tg.paths = dropRepeatedPaths(tg.paths)
	tg.castle = mergeCastles(tg.castle)
	tg.dedup = v.needsDedup(&tg, t)
	return tg
}

// asDetPaths converts a path whose legs are all single leaps with plain
// modalities, in one direction each but for the first leg, into one
// deterministic path per direction of its first leg (the walker tries
// those directions in the same order, each on its own).
func (v *Variant) asDetPaths(cp cPath) ([]detPath, bool) {
	if len(cp.legs) < 2 {
		return nil, false
	}
	if len(cp.legs[0].dirs) > 1 {
		// kept whole where the walker sees more than genDet and the
		// deterministic attack test do: black holes on relay squares, and
		// screens the capture matrix forbids hopping
		if v.BlackHoles != nil {
			return nil, false
		}
		for _, l := range cp.legs {
			if v.CaptureMatrix != nil && l.Mode&ModeHop != 0 && l.Mode&ModeMove == 0 {
				return nil, false
			}
		}
	}
	var out []detPath
	for _, d := range cp.legs[0].dirs {
		one := cp
		one.legs = append([]cLeg(nil), cp.legs...)
		one.legs[0].dirs = []int8{d}
		dp, ok := v.asDetPath(one)
		if !ok {
			return nil, false
		}
		out = append(out, dp)
	}
	return out, true // no direction: a path that never moves
}

// asDetPath converts a path whose legs are all single leaps in one
// direction with plain modalities.
func (v *Variant) asDetPath(cp cPath) (detPath, bool) {
	if len(cp.legs) < 2 || cp.linesOnly {
		return detPath{}, false
	}
	dp := detPath{initial: cp.legs[0].Initial > 0, second: cp.legs[0].Initial > 1, lame: cp.lame, exempt: cp.exempt}
	dir := 0
	for i, l := range cp.legs {
		bad := ModeGrasshop | ModeToggle | ModeUnload | ModeOwnHop
		if i == len(cp.legs)-1 {
			bad |= ModeHop
		}
		if l.Range != 1 || len(l.dirs) != 1 || l.Atom.Universal || l.Mode&bad != 0 ||
			l.SameLength || l.Turn != 0 || l.SkipFirst || (i > 0 && l.Initial > 0) {
			return detPath{}, false
		}
		if i == 0 {
			dir = int(l.dirs[0])
		} else {
			dir = (dir + int(l.dirs[0])) & 7
		}
		dp.vids = append(dp.vids, l.vid[dir])
		dp.modes = append(dp.modes, l.Mode)
	}
	return dp, true
}
