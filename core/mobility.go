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
	if p.v.bb64 {
		quiet, caps := p.plainTargets64(sq, pc.Color(), tg)
		return bits.OnesCount64(quiet | caps)
	}
	quiet, caps := p.plainTargets(sq, pc.Color(), tg)
	t := quiet.or(caps)
	return bits.OnesCount64(t.lo) + bits.OnesCount64(t.hi)
}
