package core

// Mate by a drop that loses (dropMateLoses=IDs): a drop of one of these
// types may give checkmate, but the side that mated so loses. This is
// Fairy-Stockfish's reading of shogi's rule against mate by pawn drop (a
// game end rather than an illegal move, so perft counts the drop);
// dropNoMate forbids the drop instead. The two are the same game.

// matedByLosingDrop reports whether the last move was a drop of a
// dropMateLoses type that gives check: a drop fills a square and cannot
// uncover a check, so the dropped piece is the checker.
func (p *Position) matedByLosingDrop() bool {
	n := len(p.undo)
	if p.v.DropMateLoses == nil || n == 0 || p.lastFlags&FlagDrop == 0 {
		return false
	}
	for i := p.undo[n-1].nchanges; i < len(p.changes); i++ {
		if sq := p.changes[i].sq; sq >= 0 {
			pc := p.board[sq]
			return pc != NoPiece && pc.Color() != p.side && p.v.DropMateLoses[pc.Type()]
		}
	}
	return false
}
