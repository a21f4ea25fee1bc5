package core

// DedupsMoves reports, for tests, whether the generator removes repeated
// moves of type t for colour c at run time.
func (v *Variant) DedupsMoves(c Color, t int) bool { return v.graphs[c][t].dedup }

// SimpleMoves is, for tests, the number of compiled single-leg leaps and
// slides of type t for colour c.
func (v *Variant) SimpleMoves(c Color, t int) int { return len(v.graphs[c][t].simple) }

// Dedup removes repeated moves from a copy of moves, for tests: by the
// destination table (dedupMoves) or, with scan, by comparing each move
// with every kept one.
func (p *Position) Dedup(moves []Move, scan bool) []Move {
	ml := MoveList{Moves: append([]Move(nil), moves...)}
	if scan {
		p.dedupScan(&ml, 0)
	} else {
		p.dedupMoves(&ml, 0)
	}
	return ml.Moves
}
