package core

// GenerateLegal appends the side to move's legal moves: pseudo-legal
// moves that leave none of its royal pieces capturable.
//
// When the side has one royal, is not in check and the opponent attacks
// only by single-leg leaps and slides, a move can expose the royal only
// if it is the royal's own move, a pinned piece's, en passant, castling,
// or removes a friendly piece; only those are tried on the board. Every
// other move is legal as generated. (Hoppers and multi-leg attackers
// break this: moving a piece can give them a screen or free a path, so
// with them every move is tried.)
func (p *Position) GenerateLegal(ml *MoveList) {
	start := len(ml.Moves)
	if p.v.immediate && p.immediateEnd() {
		return
	}
	p.GeneratePseudo(ml)
	c := p.side
	opp := c.Other()
	if len(p.royals[c]) != 1 || p.v.attack[opp].any || p.v.slowLegal || p.Attacked(int(p.royals[c][0]), opp) {
		p.filterLegal(ml, start)
		return
	}
	king := p.royals[c][0]
	var pinned [64]int16
	np := p.pinnedPieces(int(king), c, pinned[:])
	if np < 0 {
		p.filterLegal(ml, start)
		return
	}
	out := start
	for i := start; i < len(ml.Moves); i++ {
		m := &ml.Moves[i]
		check := m.From == king || m.Flags&(FlagEnPassant|FlagCastle|FlagUnload|FlagQuietPromotion) != 0 ||
			m.NVictims > 1 || (m.NVictims == 1 && (m.Victims[0] != m.To || p.board[m.To].Color() == c))
		if !check && m.Flags&FlagDrop == 0 {
			for k := 0; k < np; k++ {
				if pinned[k] == m.From {
					check = true
					break
				}
			}
		}
		if check && !p.IsLegal(m) {
			continue
		}
		if out != i {
			ml.Moves[out] = *m
		}
		out++
	}
	ml.Moves = ml.Moves[:out]
}

// filterLegal keeps the moves of ml.Moves[start:] that leave the mover's
// royals safe, trying each on the board.
func (p *Position) filterLegal(ml *MoveList, start int) {
	out := start
	inCheck := -1
	for i := start; i < len(ml.Moves); i++ {
		m := &ml.Moves[i]
		if m.Flags&FlagInitial != 0 && p.v.royal[m.Piece.Type()] {
			if inCheck < 0 {
				inCheck = 0
				if p.InCheck() {
					inCheck = 1
				}
			}
			if inCheck == 1 {
				continue // a royal's initial move, like castling, not out of check
			}
		}
		if m.Flags&FlagDrop != 0 && p.v.DropNoMate != nil && p.v.DropNoMate[m.Piece.Type()] && p.dropMates(m) {
			continue
		}
		if p.IsLegal(m) {
			ml.Moves[out] = ml.Moves[i]
			out++
		}
	}
	ml.Moves = ml.Moves[:out]
}

// pinnedPieces lists colour c's pieces that stand alone between its royal
// on king and an enemy slider that attacks along that line. It returns
// -1 when the list does not fit.
func (p *Position) pinnedPieces(king int, c Color, out []int16) int {
	opp := c.Other()
	at := &p.v.attack[opp]
	steps := p.v.Geometry.steps
	n := 0
	for i := range at.rays {
		ray := &at.rays[i]
		if ray.maxDist < 2 {
			continue
		}
		step := steps[ray.vid]
		s := int16(king)
		var own int16 = -1
		for d := 1; d <= ray.maxDist; d++ {
			s = step[s]
			if s < 0 {
				break
			}
			pc := p.board[s]
			if pc == NoPiece {
				continue
			}
			if pc.Color() == c {
				if own >= 0 {
					break
				}
				own = s
				continue
			}
			if own >= 0 && int(ray.rng[pc.Type()]) >= d {
				if n == len(out) {
					return -1
				}
				out[n] = own
				n++
			}
			break
		}
	}
	return n
}

// IsLegal reports whether a pseudo-legal move leaves the mover's royals
// safe.
func (p *Position) IsLegal(m *Move) bool {
	c := p.side
	p.Make(m)
	ok := p.royalsSafe(c)
	p.Unmake()
	return ok
}

// dropMates reports whether a drop checkmates (forbidden for the types
// in dropNoMate, like shogi's pawn).
func (p *Position) dropMates(m *Move) bool {
	c := p.side
	p.Make(m)
	mate := false
	if p.royalsSafe(c) && p.InCheck() {
		p.nested++
		for len(p.legal) <= 64+p.nested {
			p.legal = append(p.legal, MoveList{})
		}
		ml := &p.legal[64+p.nested]
		ml.Reset()
		p.GenerateLegal(ml)
		mate = len(ml.Moves) == 0
		p.nested--
	}
	p.Unmake()
	return mate
}
