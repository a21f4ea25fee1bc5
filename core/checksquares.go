package core

// CheckSquares is the set of empty squares from which a piece of type t
// and colour by would capture on sq by a single leap or slide: where a
// drop of that type, or a move there, gives check to a royal on sq. The
// evaluation counts such squares the enemy does not guard (safe
// checks). Captures by hops and multi-leg moves, and those along lines
// only (linemoves=), are not seen; on boards beyond bitboards the set is
// empty.
func (p *Position) CheckSquares(sq int, by Color, t int) SquareSet {
	var s SquareSet
	if !p.v.bbOK || sq < 0 || sq >= len(p.board) || t < 0 || t >= len(p.v.Types) {
		return s
	}
	steps := p.v.Geometry.steps
	for i := range p.v.attack[by].rays {
		ray := &p.v.attack[by].rays[i]
		r := int(ray.rng[t])
		step := steps[ray.vid]
		a := int16(sq)
		for d := 1; d <= r; d++ {
			if a = step[a]; a < 0 || p.board[a] != NoPiece {
				break
			}
			s.b.set(int(a))
		}
	}
	return s
}
