package core

// Converting enemy pieces: after a move or drop, enemy pieces that the
// moved piece encloses (Othello) or touches (Ataxx) change colour
// (Fairy-Stockfish's flipEnclosedPieces).

// FlipRule says which enemy pieces change colour after a move.
type FlipRule uint8

const (
	// FlipNone: nothing changes colour.
	FlipNone FlipRule = iota
	// FlipEnclosed: every unbroken run of enemy pieces between the
	// arrival square and an own piece, along a rank, file or diagonal
	// (FSF "reversi").
	FlipEnclosed
	// FlipAdjacent: every enemy piece next to the arrival square,
	// diagonals included (FSF "ataxx").
	FlipAdjacent
	// FlipAdjacentJoined: as FlipAdjacent after a move; after a drop only
	// when an own piece stands next to the dropped one (Quadwrangle; FSF
	// "quadwrangle").
	FlipAdjacentJoined
)

// flip turns the enemy pieces the rule converts, seen from the piece of
// colour c that has just arrived on to (dropped there: drop), into c's
// pieces of the same type. The changes go through the change log, so Unmake undoes them.
func (p *Position) flip(to int16, c Color, drop bool) {
	steps := p.v.Geometry.steps
	switch p.v.Flip {
	case FlipEnclosed:
		for _, vid := range p.v.kingVids {
			step := steps[vid]
			n := p.enclosedRun(to, c, step)
			for s := step[to]; n > 0; s, n = step[s], n-1 {
				p.setSquare(s, MakePiece(p.board[s].Type(), c), false, 0)
			}
		}
	case FlipAdjacent, FlipAdjacentJoined:
		if p.v.Flip == FlipAdjacentJoined && drop && !p.ownNeighbour(to, c) {
			return
		}
		for _, vid := range p.v.kingVids {
			if s := steps[vid][to]; s >= 0 && p.board[s] != NoPiece && p.board[s].Color() != c {
				p.setSquare(s, MakePiece(p.board[s].Type(), c), false, 0)
			}
		}
	}
}

// ownNeighbour reports whether a piece of colour c stands next to sq,
// diagonals included.
func (p *Position) ownNeighbour(sq int16, c Color) bool {
	steps := p.v.Geometry.steps
	for _, vid := range p.v.kingVids {
		if s := steps[vid][sq]; s >= 0 && p.board[s] != NoPiece && p.board[s].Color() == c {
			return true
		}
	}
	return false
}
