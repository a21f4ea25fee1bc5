package core

// Mandatory capture (mustCapture=1): when the side to move has a legal
// capture, only captures are legal (antichess, giveaway, losers). A
// capture is a move that removes an enemy piece (FlagCapture: en passant,
// locust and exploding captures included; castling and drops never).

// mustCaptureCache remembers, for one position, whether the side to move
// has a legal capture, so that a search testing its moves one by one
// (TryMove) generates the position's moves once, not once per move.
type mustCaptureCache struct {
	hash  uint64
	ply   int
	valid bool
	has   bool
}

// keepCaptures removes the non-captures from ml.Moves[start:] when at
// least one of those moves is a capture.
func keepCaptures(ml *MoveList, start int) {
	any := false
	for i := start; i < len(ml.Moves); i++ {
		if ml.Moves[i].Flags&FlagCapture != 0 {
			any = true
			break
		}
	}
	if !any {
		return
	}
	out := start
	for i := start; i < len(ml.Moves); i++ {
		if ml.Moves[i].Flags&FlagCapture != 0 {
			if out != i {
				ml.Moves[out] = ml.Moves[i]
			}
			out++
		}
	}
	ml.Moves = ml.Moves[:out]
}

// captureForbidsQuiet reports whether a pseudo-legal move is illegal
// because it does not capture while the side to move has a legal
// capture (mustCapture).
func (p *Position) captureForbidsQuiet(m *Move) bool {
	if !p.v.MustCapture || m.Flags&FlagCapture != 0 {
		return false
	}
	return p.hasLegalCapture()
}

// hasLegalCapture reports whether the side to move has a legal capture.
func (p *Position) hasLegalCapture() bool {
	c := &p.mustCap
	if c.valid && c.hash == p.hash && c.ply == len(p.undo) {
		return c.has
	}
	p.nested++
	for len(p.legal) <= 64+p.nested {
		p.legal = append(p.legal, MoveList{})
	}
	ml := &p.legal[64+p.nested]
	ml.Reset()
	p.generateLegal(ml)
	has := false
	for i := range ml.Moves {
		if ml.Moves[i].Flags&FlagCapture != 0 {
			has = true
			break
		}
	}
	p.nested--
	*c = mustCaptureCache{hash: p.hash, ply: len(p.undo), valid: true, has: has}
	return has
}
