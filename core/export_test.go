package core

// LegalByTrying returns the legal moves found by trying every
// pseudo-legal move on the board (no shortcut), for tests of the
// shortcuts GenerateLegal takes.
func (p *Position) LegalByTrying() []Move {
	var ml MoveList
	if p.v.immediate && p.immediateEnd() {
		return nil
	}
	p.GeneratePseudo(&ml)
	p.filterLegal(&ml, 0)
	return ml.Moves
}
