package core

import "math/bits"

// Move generation by bitboards for the plain leaps and slides of types no
// rule table touches (genPlain's moves): a type's single-step moves are
// one set per square, masked by the occupancy; each slide's targets are
// its ray cut at the first piece. All of them are gathered into one set
// of quiet targets and one of captures, emitted together: the moves are
// those genPlain makes, in another order. A target two of the type's
// moves reach is emitted once, where genPlain emits it twice; such types
// are deduplicated afterwards anyway (needsDedup), so the result is the
// same.

// bbSlideGen is a plain slide: ray[sq] holds its squares from sq up to
// its range, beyond[sq] the whole ray from sq.
type bbSlideGen struct {
	ray, beyond   []bitboard
	fwd           bool
	move, capture bool
}

// bbPlainMoves fills a type graph's bitboard tables.
func (v *Variant) bbPlainMoves(tg *typeGraph) {
	g := v.Geometry
	n := g.Size()
	for i := range tg.simple {
		sm := &tg.simple[i]
		if !sm.plain || sm.vid < 0 {
			continue
		}
		step := g.steps[sm.vid]
		if sm.rng == 1 {
			if tg.leapMove == nil {
				tg.leapMove = make([]bitboard, n)
				tg.leapCapture = make([]bitboard, n)
			}
			for sq, to := range step {
				if to < 0 || int(to) == sq {
					continue
				}
				if sm.mode&ModeMove != 0 {
					tg.leapMove[sq].set(int(to))
				}
				if sm.mode&ModeCapture != 0 {
					tg.leapCapture[sq].set(int(to))
				}
			}
			sm.bb = true
			continue
		}
		info, ok := g.rayInfo(sm.vid)
		if !ok {
			continue // genPlain walks it
		}
		tg.bbSlides = append(tg.bbSlides, bbSlideGen{fwd: info.fwd,
			ray:    g.rayMasks(sm.vid, sm.rng, nil),
			beyond: g.rayMasks(sm.vid, unlimitedSteps, nil),
			move:   sm.mode&ModeMove != 0, capture: sm.mode&ModeCapture != 0})
		sm.bb = true
	}
	if tg.leapMove == nil {
		// (one empty set per square keeps genPlainBB free of tests)
		tg.leapMove = make([]bitboard, n)
		tg.leapCapture = make([]bitboard, n)
	}
	tg.bbGen = true
}

// genPlainBB emits the moves of a type's leap sets and bitboard slides
// from sq.
func (p *Position) genPlainBB(ml *MoveList, sq int, pc Piece, tg *typeGraph) {
	c := pc.Color()
	enemy := p.occ[c.Other()]
	all := p.occ[c].or(enemy)
	quiet := tg.leapMove[sq].andNot(all)
	caps := tg.leapCapture[sq].and(enemy)
	for i := range tg.bbSlides {
		sl := &tg.bbSlides[i]
		ray := sl.ray[sq]
		if m := ray.and(all); !m.empty() {
			b := m.nearest(sl.fwd)
			ray = ray.andNot(sl.beyond[b])
			ray.unset(b)
			if sl.capture && enemy.has(b) {
				caps.set(b)
			}
		}
		if sl.move {
			quiet = quiet.or(ray)
		}
	}
	base := Move{From: int16(sq), Piece: pc, Result: pc, PartnerFrom: -1, UnloadSq: -1}
	for b := quiet.lo; b != 0; b &= b - 1 {
		base.To = int16(bits.TrailingZeros64(b))
		ml.Moves = append(ml.Moves, base)
	}
	for b := quiet.hi; b != 0; b &= b - 1 {
		base.To = int16(64 + bits.TrailingZeros64(b))
		ml.Moves = append(ml.Moves, base)
	}
	base.Flags = FlagCapture
	base.NVictims = 1
	for b := caps.lo; b != 0; b &= b - 1 {
		to := int16(bits.TrailingZeros64(b))
		base.To, base.Victims[0] = to, to
		ml.Moves = append(ml.Moves, base)
	}
	for b := caps.hi; b != 0; b &= b - 1 {
		to := int16(64 + bits.TrailingZeros64(b))
		base.To, base.Victims[0] = to, to
		ml.Moves = append(ml.Moves, base)
	}
}
