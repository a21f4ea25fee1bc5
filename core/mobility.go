package core

// Mobility returns the number of squares the piece on sq can move to or
// capture on by its leaps, slides, lame leaps and hops, counted in the
// bitboards (an evaluation term: what a piece controls; Reach). It
// returns -1 where the board or the piece's moves are not in bitboards
// (larger boards, a capture matrix): the caller then leaves the term
// out.
func (p *Position) Mobility(sq int) int {
	n, _ := p.MobilityNear(sq, -1)
	return n
}

// MobilityNear is Mobility, and of the squares counted, how many lie
// within one king step of square near, near included (an evaluation
// term: the attacks on a royal's surroundings). With near < 0 it counts
// none; where Mobility returns -1, so does it (and 0).
func (p *Position) MobilityNear(sq, near int) (n, hits int) {
	r, ok := p.Reach(sq, near)
	if !ok {
		return -1, 0
	}
	return r.Squares, r.Near
}

// buildKingZones fills kingZone: per square, the squares within one
// king step of it, itself included.
func (v *Variant) buildKingZones() {
	g := v.Geometry
	v.kingZone = make([]bitboard, g.Size())
	for sq := range v.kingZone {
		if !g.Exists[sq] {
			continue
		}
		v.kingZone[sq].set(sq)
		for dx := -1; dx <= 1; dx++ {
			for dy := -1; dy <= 1; dy++ {
				if to := g.Step(sq, dx, dy); to >= 0 {
					v.kingZone[sq].set(to)
				}
			}
		}
	}
}
