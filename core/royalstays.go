package core

// A royal in check stays (checkedRoyalStays=1, Makpong): while the side
// to move is in check its royal may not move, except to capture the only
// piece giving check. Other evasions (capturing the checker with another
// piece, interposing) are as usual.

// keepRoyalInCheck removes from ml.Moves[start:] the royal moves that
// checkedRoyalStays forbids, when the side to move is in check.
func (p *Position) keepRoyalInCheck(ml *MoveList, start int) {
	var buf MoveDetail
	if !p.InCheck() {
		return
	}
	out := start
	for i := start; i < len(ml.Moves); i++ {
		if p.royalMayNotLeave(p.view(ml.Moves[i], &buf)) {
			continue
		}
		if out != i {
			ml.Moves[out] = ml.Moves[i]
		}
		out++
	}
	ml.Moves = ml.Moves[:out]
}

// royalMayNotLeave reports whether m is a move of a royal in check that
// does not capture the only piece giving check. The side to move must be
// in check.
func (p *Position) royalMayNotLeave(m *MoveDetail) bool {
	if m.From < 0 || m.Piece == NoPiece || !p.isRoyalPiece(m.Piece) {
		return false
	}
	to := int(m.To)
	victim := p.board[to]
	if m.Flags&FlagCapture == 0 || victim == NoPiece || victim.Color() == m.Piece.Color() {
		return true
	}
	// the royal's square must be attacked by the victim alone: without
	// it, nothing attacks there
	virgin := p.virgin[to]
	p.Put(to, NoPiece, false)
	still := p.royalAttacked(int(m.From), victim.Color())
	p.Put(to, victim, virgin)
	return still
}
