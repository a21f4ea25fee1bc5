package core

// DeadSquares is the dead-square table of type t of colour c (nil when
// the type can move from every square).
func (v *Variant) DeadSquares(c Color, t int) []bool { return v.dead[c][t] }

// DeadSquaresByGenerating is the dead-square table as the generator
// would find it by listing every move of the type on every square of the
// empty board (the slow way compileDeadSquares avoids).
func (v *Variant) DeadSquaresByGenerating(c Color, t int) []bool {
	g := v.Geometry
	p := &Position{v: v, board: make([]Piece, g.Size()), virgin: make([]bool, g.Size()), pidx: make([]int16, g.Size()), noEffects: true}
	var ml MoveList
	dead := make([]bool, g.Size())
	any := false
	for sq := range dead {
		if !g.Exists[sq] {
			continue
		}
		p.board[sq] = MakePiece(t, c)
		ml.Reset()
		v.genRaw(p, &ml, sq)
		p.board[sq] = NoPiece
		if len(ml.Moves) == 0 {
			dead[sq], any = true, true
		}
	}
	if !any {
		return nil
	}
	return dead
}
