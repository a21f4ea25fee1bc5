package core

// The dead-square table: the squares from which a piece could never move
// again on an empty board, where promotion is mandatory and drops are not
// allowed, found by a bounded search for one move per square.

import "github.com/chimera-variants/chimera/internal/lite"

// deadWalkBudget bounds, in squares visited, what the dead-square table
// may spend walking general paths (hoppers, multi-leg moves) for a whole
// variant; each walk is charged walkBound before it is made. Once a
// type's share is spent, its squares left are taken as not dead: the
// piece is assumed able to move there (drops are allowed and promotion
// stays optional), which is what the table says of almost every square
// anyway. Real pieces rarely need a walk: one of their leaps or slides
// answers first.
const deadWalkBudget = 1_000_000

// compileDeadSquares marks, per type and colour, the squares from which a
// piece could never move again on an empty board: promotion there is
// mandatory and drops are not allowed. It looks for one move per square
// (clearStepping, then canMoveRaw), not for all of them.
func (v *Variant) compileDeadSquares() {
	g := v.Geometry
	p := &Position{v: v, board: make([]Piece, g.Size()), virgin: make([]bool, g.Size()), pidx: make([]int16, g.Size()), noEffects: true}
	dim := max(g.Files, g.Ranks)
	squares := 0 // existing ones
	for _, on := range g.Exists {
		if on {
			squares++
		}
	}
	budget := float64(deadWalkBudget)
	var ml MoveList
	for c := White; c <= Black; c++ {
		v.dead[c] = make([][]bool, len(v.Types))
		for t := range v.Types {
			pr := deadProbe{share: budget / float64((1-int(c))*len(v.Types)+len(v.Types)-t)}
			pr.order(&v.graphs[c][t], dim)
			dead := make([]bool, g.Size())
			copy(dead, g.Exists)
			v.clearStepping(dead, t, c, squares)
			any := false
			for sq, d := range dead {
				if !d {
					continue
				}
				pc := MakePiece(t, c)
				p.board[sq] = pc
				moves := v.canMoveRaw(p, &ml, sq, &pr) || v.canHop(t, c, sq)
				p.board[sq] = NoPiece
				if moves {
					dead[sq] = false
				} else {
					any = true
				}
			}
			budget -= pr.spent
			if any {
				v.dead[c][t] = dead
			}
		}
	}
}

// deadProbe is what compileDeadSquares knows of one type of one colour:
// its general paths, cheapest walk first, with the bound of each walk,
// and the walk budget of the type.
type deadProbe struct {
	paths        []*cPath
	bounds       []float64
	share, spent float64
}

// order lists tg's general paths by walkBound, cheapest first.
func (pr *deadProbe) order(tg *typeGraph, dim int) {
	idx := make([]int, len(tg.paths))
	bounds := make([]float64, len(tg.paths))
	for i := range tg.paths {
		idx[i] = i
		bounds[i] = walkBound(&tg.paths[i], dim)
	}
	// lite's sort: sort.SliceStable brings reflection into the wasm,
	// slices.SortStableFunc several times lite's code
	lite.SortInts(idx, func(a, b int) int {
		switch {
		case bounds[a] < bounds[b]:
			return -1
		case bounds[a] > bounds[b]:
			return 1
		}
		return 0
	})
	for _, i := range idx {
		pr.paths = append(pr.paths, &tg.paths[i])
		pr.bounds = append(pr.bounds, bounds[i])
	}
}

// clearStepping clears, in dead, the squares from which type t of
// colour c has a leap or slide (what genSimple would list without rule
// effects) on the empty board. Such a move is decided by its first
// square (the second after a j): on an empty board the piece lands
// there, or the direction has no move at all.
func (v *Variant) clearStepping(dead []bool, t int, c Color, squares int) {
	flying := v.Types[t].FlyRank > 0
	for i := range v.graphs[c][t].simple {
		sm := &v.graphs[c][t].simple[i]
		if sm.mode&ModeMove == 0 || sm.rng < 1 {
			continue
		}
		if sm.vid < 0 {
			// the universal leaper: to any other square
			if squares > 1 {
				clear(dead)
			}
			continue
		}
		// a flying slide does not skip its first square (genFlying)
		skip := sm.skipFirst && !(flying && sm.rng > 1)
		if skip && sm.rng < 2 {
			continue
		}
		step := v.Geometry.steps[sm.vid]
		for sq, d := range dead {
			if !d {
				continue
			}
			to := step[sq]
			if skip && to >= 0 {
				to = step[to]
			}
			if to >= 0 && int(to) != sq {
				dead[sq] = false
			}
		}
	}
}

// canMoveRaw reports whether the piece on sq has a move by one of its
// multi-leg paths without rule effects (what genRaw would list) on the
// empty board, stopping at the first path that has one. Deterministic
// paths are short; general paths are walked in full, each charged its
// walkBound, until the type's share of the budget is spent, after which
// the answer is yes.
func (v *Variant) canMoveRaw(p *Position, ml *MoveList, sq int, pr *deadProbe) bool {
	pc := p.board[sq]
	tg := &v.graphs[pc.Color()][pc.Type()]
	ml.Reset()
	for i := range tg.det {
		dp := tg.det[i]
		dp.initial = false
		p.genDet(ml, sq, pc, &dp)
		if len(ml.Moves) > 0 {
			return true
		}
	}
	for i := range tg.progs {
		// a program counts as able to move from sq when one of its
		// directions leads off sq: walking it here (once per square and
		// type, on a board without the pieces its moves may need) could
		// cost a whole step budget each time
		if v.progCanStep(&tg.progs[i], sq) {
			return true
		}
	}
	if len(pr.paths) == 0 {
		return false
	}
	w := walker{p: p, ml: ml, origin: int16(sq), piece: pc, c: pc.Color(), raw: true}
	for i, path := range pr.paths {
		if pr.spent+pr.bounds[i] > pr.share {
			return true // out of budget: assume a move
		}
		pr.spent += pr.bounds[i]
		w.path = path
		w.m = MoveDetail{From: int16(sq), Piece: pc, PartnerFrom: -1, UnloadSq: -1}
		w.leg(0, int16(sq), 0, 0, false, 0, 0)
		if len(ml.Moves) > 0 {
			return true
		}
	}
	return false
}

// canHop reports whether type t of colour c on sq has a one-leg hop
// (p, g: a cannon's move) with a square to jump and one beyond it. The
// empty board has no screen for it, yet a piece that moves only by
// hopping is not stuck: it moves once a screen stands in its way
// (Cannon shogi's hop-only pieces keep optional promotion).
func (v *Variant) canHop(t int, c Color, sq int) bool {
	tg := &v.graphs[c][t]
	for i := range tg.paths {
		cp := &tg.paths[i]
		if cp.castle != nil || cp.drop != nil || len(cp.legs) != 1 {
			continue
		}
		cl := &cp.legs[0]
		if cl.Mode&(ModeHop|ModeGrasshop) == 0 || cl.Mode&(ModeMove|ModeCapture) == 0 || cl.rng < 2 {
			continue
		}
		for _, d := range cl.dirs {
			step := v.Geometry.steps[cl.vid[d]]
			if s := step[sq]; s >= 0 && step[s] >= 0 {
				return true
			}
		}
	}
	return false
}

// walkBound bounds from above the squares the walker visits for one walk
// of path cp from any square of an empty board whose longer side is dim,
// counting a direction started as one more: each leg visits up to its
// range in each of its directions, and the next leg starts again from
// every square of a relay (m, y) leg, from one square of any other.
func walkBound(cp *cPath, dim int) float64 {
	const most = 1e15
	walks := [2]float64{1, 0} // by toggle state
	work := 0.0
	for i := range cp.legs {
		cl := &cp.legs[i]
		final := i == len(cp.legs)-1
		var next [2]float64
		for tg, n := range walks {
			if n == 0 {
				continue
			}
			rng := cl.rng
			if tg == 1 {
				rng = cl.toggled
			}
			switch {
			case cl.SameLength:
				rng = 2 * dim // the length of an earlier slide
			case !cl.Cylinder:
				rng = min(rng, dim)
			}
			steps := float64(max(rng, 1))
			dirs := float64(len(cl.dirs))
			work += n * dirs * (steps + 1)
			if final {
				continue
			}
			goOn := 1.0
			if cl.Mode&(ModeMove|ModeToggle) != 0 {
				goOn = steps
			}
			ntg := tg
			if cl.Mode&(ModeToggle|ModeGrasshop) != 0 {
				ntg = 1 - tg
			}
			next[ntg] += n * dirs * goOn
		}
		walks = next
		if work >= most {
			return most
		}
	}
	return work
}

// genRaw lists a piece's leaps and slides without any rule effect, for
// the dead-square table.
func (v *Variant) genRaw(p *Position, ml *MoveList, sq int) {
	pc := p.board[sq]
	tg := &v.graphs[pc.Color()][pc.Type()]
	for i := range tg.simple {
		sm := tg.simple[i]
		sm.initial = false
		p.genSimple(ml, sq, pc, &sm)
	}
	for i := range tg.det {
		dp := tg.det[i]
		dp.initial = false
		p.genDet(ml, sq, pc, &dp)
	}
	if len(tg.paths) > 0 {
		w := walker{p: p, ml: ml, origin: int16(sq), piece: pc, c: pc.Color(), raw: true}
		for i := range tg.paths {
			w.path = &tg.paths[i]
			w.m = MoveDetail{From: int16(sq), Piece: pc, PartnerFrom: -1, UnloadSq: -1}
			w.leg(0, int16(sq), 0, 0, false, 0, 0)
		}
	}
	for i := range tg.progs {
		p.genProgram(ml, sq, pc, &tg.progs[i], false)
	}
}
