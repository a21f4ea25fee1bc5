package core

// Mandatory capture (mustCapture=1): when the side to move has a legal
// capture, only captures are legal (antichess, giveaway, losers). A
// capture is a move that removes an enemy piece (FlagCapture: en passant,
// locust and exploding captures included; castling and drops never).

// keepCaptures removes the non-captures from ml.Moves[start:] when at
// least one of those moves is a capture.
func keepCaptures(ml *MoveList, start int) {
	any := false
	for i := start; i < len(ml.Moves); i++ {
		if ml.Moves[i].IsCapture() {
			any = true
			break
		}
	}
	if !any {
		return
	}
	out := start
	for i := start; i < len(ml.Moves); i++ {
		if ml.Moves[i].IsCapture() {
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
func (p *Position) captureForbidsQuiet(m *MoveDetail) bool {
	if !p.v.MustCapture || m.Flags&FlagCapture != 0 {
		return false
	}
	return p.hasLegalCapture()
}

// hasLegalCapture reports whether the side to move has a legal capture.
func (p *Position) hasLegalCapture() bool {
	return p.anyLegal(&p.mustCap, isCapture)
}

func isCapture(_ *Position, m *MoveDetail) bool { return m.Flags&FlagCapture != 0 }

// CaptureCompulsory reports whether the side to move must capture: the
// variant has mustCapture and the side has a legal capture. A search
// cannot stand pat there (the quiet moves it would stand on are illegal).
func (p *Position) CaptureCompulsory() bool {
	return p.v.MustCapture && p.hasLegalCapture()
}
