package core

// Perft counts the leaf nodes of the legal move tree to the given depth.
// The last ply is counted without making its moves (bulk counting), and
// mostly without listing them (countLegal).
// Perft never judges repetitions, so its moves do not record whether
// they gave check (perpetual check needs that, at a test per move).
func (p *Position) Perft(depth int) uint64 {
	p.ForgetMoves()
	return p.perftFrom(depth)
}

// perftFrom is Perft without forgetting the moves generated before.
func (p *Position) perftFrom(depth int) uint64 {
	old := p.noCheckHistory
	p.noCheckHistory = true
	n := p.perft(depth)
	p.noCheckHistory = old
	return n
}

func (p *Position) perft(depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	for len(p.legal) <= depth || len(p.legal) < 64 {
		p.legal = append(p.legal, MoveList{})
	}
	ml := &p.legal[depth]
	if depth == 1 {
		// bulk counting: the last ply's moves are counted, most of
		// them without being listed
		if p.v.bulkCount {
			if n, ok := p.countLegal(ml); ok {
				return uint64(n)
			}
		}
		ml.Reset()
		p.GenerateLegal(ml)
		return uint64(len(ml.Moves))
	}
	ml.Reset()
	p.GenerateLegal(ml)
	var n uint64
	for i := range ml.Moves {
		p.Make(ml.Moves[i])
		n += p.perft(depth - 1)
		p.Unmake()
	}
	return n
}

// Divide returns the perft count below each legal move.
func (p *Position) Divide(depth int) ([]Move, []uint64) {
	var ml MoveList
	p.GenerateLegal(&ml)
	counts := make([]uint64, len(ml.Moves))
	for i := range ml.Moves {
		p.Make(ml.Moves[i])
		counts[i] = p.perftFrom(depth - 1)
		p.Unmake()
	}
	return ml.Moves, counts
}
