package core

import "math/bits"

// Mobility returns the number of squares the piece on sq can move to or
// capture on by its leaps and slides, counted in the bitboards (an
// evaluation term: what a piece controls). It returns -1 where the
// board or the piece's moves are not in bitboards (larger boards,
// multi-leg and hopping moves): the caller then leaves the term out.
func (p *Position) Mobility(sq int) int {
	pc := p.board[sq]
	if !p.useBB || pc == NoPiece {
		return -1
	}
	tg := &p.v.graphs[pc.Color()][pc.Type()]
	if !tg.bbGen {
		return -1
	}
	// (the two-word sets on any board: one copy of the slide code, where
	// an evaluation term does not need plainTargets64's last few percent)
	quiet, caps := p.plainTargets(sq, pc.Color(), tg)
	t := quiet.or(caps)
	return bits.OnesCount64(t.lo) + bits.OnesCount64(t.hi)
}
