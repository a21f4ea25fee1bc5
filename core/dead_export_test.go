package core

// DeadSquares is the dead-square table of type t of colour c (nil when
// the type can move from every square).
func (v *Variant) DeadSquares(c Color, t int) []bool { return v.dead[c][t] }

// DeadSquaresByGenerating is the dead-square table as the generator
// would find it by listing every move of the type on every square of the
// empty board (the slow way compileDeadSquares avoids); a hopper with
// room to hop is not dead there, though the empty board has no screen,
// nor is a path program with a direction leading off the square, though
// the empty board has nothing for it to take.
func (v *Variant) DeadSquaresByGenerating(c Color, t int) []bool {
	dead := make([]bool, v.Geometry.Size())
	any := false
	for sq, n := range v.emptyBoardMoves(c, t) {
		if n == 0 && v.Geometry.Exists[sq] && !v.canHop(t, c, sq) && !v.progsCanStep(t, c, sq) {
			dead[sq], any = true, true
		}
	}
	if !any {
		return nil
	}
	return dead
}

func (v *Variant) progsCanStep(t int, c Color, sq int) bool {
	tg := &v.graphs[c][t]
	for i := range tg.progs {
		if v.progCanStep(&tg.progs[i], sq) {
			return true
		}
	}
	return false
}
