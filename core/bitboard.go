package core

import "math/bits"

// The bitboard layer: on boards of at most bbMaxSquares squares the
// position also keeps its occupancy as bit sets (per colour, and per
// colour and type), and the move generator and the attack test use sets
// precomputed per square instead of walking step tables square by
// square. Larger boards use the step tables alone; both paths give the
// same moves. One two-word type serves every board up to 128 squares
// (chess's 64, Capablanca's 80, Shogi's 81, Xiangqi's and Grand's 90):
// on boards of 64 squares or fewer the second word stays zero.

// bbMaxSquares is the largest board (holes included) with bitboards.
const bbMaxSquares = 128

// bitboard is a set of squares: bit sq of lo (sq < 64) or of hi.
type bitboard struct{ lo, hi uint64 }

func (b bitboard) and(o bitboard) bitboard    { return bitboard{b.lo & o.lo, b.hi & o.hi} }
func (b bitboard) or(o bitboard) bitboard     { return bitboard{b.lo | o.lo, b.hi | o.hi} }
func (b bitboard) andNot(o bitboard) bitboard { return bitboard{b.lo &^ o.lo, b.hi &^ o.hi} }
func (b bitboard) empty() bool                { return b.lo|b.hi == 0 }

func (b *bitboard) set(sq int) {
	if sq < 64 {
		b.lo |= 1 << uint(sq)
	} else {
		b.hi |= 1 << uint(sq-64)
	}
}

func (b *bitboard) unset(sq int) {
	if sq < 64 {
		b.lo &^= 1 << uint(sq)
	} else {
		b.hi &^= 1 << uint(sq-64)
	}
}

func (b bitboard) has(sq int) bool {
	if sq < 64 {
		return b.lo&(1<<uint(sq)) != 0
	}
	return b.hi&(1<<uint(sq-64)) != 0
}

// first returns the lowest square of a non-empty set.
func (b bitboard) first() int {
	if b.lo != 0 {
		return bits.TrailingZeros64(b.lo)
	}
	return 64 + bits.TrailingZeros64(b.hi)
}

// last returns the highest square of a non-empty set.
func (b bitboard) last() int {
	if b.hi != 0 {
		return 127 - bits.LeadingZeros64(b.hi)
	}
	return 63 - bits.LeadingZeros64(b.lo)
}

// nearest returns the square of a non-empty subset of one ray that is
// nearest the ray's origin: square numbers grow along a ray whose step
// goes up (fwd) and shrink along the others.
func (b bitboard) nearest(fwd bool) int {
	if fwd {
		return b.first()
	}
	return b.last()
}

// bbRay describes the squares a step table reaches from each square.
type bbRay struct {
	fwd   bool // the step goes to higher square numbers
	delta int  // the step's change of square number (for distances)
}

// rayInfo returns the direction of a step table, and false when it
// moves no square anywhere or wraps (not a straight line of squares).
func (g *Geometry) rayInfo(vid int32) (bbRay, bool) {
	step := g.steps[vid]
	delta := 0
	for sq, to := range step {
		if to < 0 {
			continue
		}
		d := int(to) - sq
		if delta == 0 {
			delta = d
		} else if d != delta {
			return bbRay{}, false
		}
	}
	if delta == 0 {
		return bbRay{}, false
	}
	return bbRay{fwd: delta > 0, delta: delta}, true
}

// rayMasks returns, per square, the first rng squares the step table
// reaches from it (the square itself excluded), stopping where lines,
// when given, is false on a square (the origin included).
//
// Masks without lines are shared: every type and both colours use one
// table per step and range, which keeps the tables in the cache.
func (g *Geometry) rayMasks(vid int32, rng int, lines []bool) []bitboard {
	if longest := max(g.Files, g.Ranks); rng > longest {
		rng = longest // no ray is longer
	}
	key := [2]int{int(vid), rng}
	if lines == nil {
		if m, ok := g.masks[key]; ok {
			return m
		}
	}
	step := g.steps[vid]
	out := make([]bitboard, len(step))
	for sq := range step {
		if lines != nil && !lines[sq] {
			continue
		}
		s := int16(sq)
		for n := 0; n < rng; n++ {
			if s = step[s]; s < 0 || int(s) == sq || (lines != nil && !lines[s]) {
				break
			}
			out[sq].set(int(s))
		}
	}
	if lines == nil {
		if g.masks == nil {
			g.masks = map[[2]int][]bitboard{}
		}
		g.masks[key] = out
	}
	return out
}

// distance is the number of steps of a ray from a to b.
func (r *bbRay) distance(a, b int) int {
	d := (b - a) / r.delta
	if d < 0 {
		return -d
	}
	return d
}

// poke sets a square of the board directly, without the undo record
// (a piece lifted for an attack test, put back at once), keeping the
// bitboards in step.
func (p *Position) poke(sq int, pc Piece) {
	if p.useBB {
		if old := p.board[sq]; old != NoPiece {
			p.occ[old.Color()].unset(sq)
			p.pbb[old.Color()][old.Type()].unset(sq)
		}
		if pc != NoPiece {
			p.occ[pc.Color()].set(sq)
			p.pbb[pc.Color()][pc.Type()].set(sq)
		}
	}
	p.board[sq] = pc
}
