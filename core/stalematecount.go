package core

// stalemateByCount judges a stalemate by the pieces left
// (stalemateByCount=1, suicide chess): the side to move, stalemated, gets
// the stalemate value when it has fewer pieces than the opponent (board
// and hand), its opposite when it has more, and a draw when they are
// equal.
func (p *Position) stalemateByCount() Outcome {
	stm := p.side
	mine := len(p.plist[stm]) + p.handCount(stm)
	theirs := len(p.plist[stm.Other()]) + p.handCount(stm.Other())
	const reason = "stalemate (pieces counted)"
	switch {
	case mine == theirs:
		return Outcome{Over: true, Draw: true, Reason: reason}
	case mine < theirs:
		return valueOutcome(stm, p.v.Rules.Stalemate, reason)
	}
	return valueOutcome(stm.Other(), p.v.Rules.Stalemate, reason)
}
