package core

// Walls placed by a move: after its move the mover puts a wall (a piece
// of the variant's wall type, walls.go) on an empty square, the move and
// the wall being one move (Fairy-Stockfish's wallingRule). A generated
// move carries its wall as Gate on GateSq, as a gating move carries its
// piece.

// WallPlacing says where the wall of a move may go.
type WallPlacing uint8

const (
	// WallNone: moves place no wall.
	WallNone WallPlacing = iota
	// WallAnywhere: on any square empty after the move (its origin
	// included, its destination not), within WallRegion (Isolation; FSF
	// wallingRule=static).
	WallAnywhere
	// WallPast: on the square the piece left (Snailtrail, Joust; FSF
	// wallingRule=past).
	WallPast
	// WallArrow: on a square the moved piece could move to from its
	// destination, its origin counted empty: an arrow it shoots (Game of
	// the Amazons; FSF wallingRule=arrow).
	WallArrow
	// WallDuck: the one wall on the board (the duck) is moved rather than
	// added: it goes to any square empty after the move, within
	// WallRegion, and so leaves the square it stood on (Duck chess; FSF
	// wallingRule=duck). With no wall on the board the first one is
	// placed.
	WallDuck
)

// addWalls replaces each move of ml.Moves[start:] by one move per square
// its wall may go to (no move when there is none), keeping the order of
// the moves.
func (p *Position) addWalls(ml *MoveList, start int) {
	w := p.v.wallType
	if w < 0 {
		return
	}
	base := &p.wallBase
	base.Moves = append(base.Moves[:0], ml.Moves[start:]...)
	ml.Moves = ml.Moves[:start]
	wall := MakePiece(w, p.side)
	for i := range base.Moves {
		m := base.Moves[i]
		if m.Flags&FlagPass != 0 && m.From < 0 {
			continue // a pass places no wall
		}
		m.Gate = wall
		switch p.v.WallPlacing {
		case WallPast:
			if m.From >= 0 && m.From != m.To {
				m.GateSq = m.From
				ml.Moves = append(ml.Moves, m)
			}
		case WallAnywhere, WallDuck:
			for sq := range p.board {
				if p.wallSquareOK(&m, sq) {
					m.GateSq = int16(sq)
					ml.Moves = append(ml.Moves, m)
				}
			}
		case WallArrow:
			p.addArrows(ml, &m)
		}
	}
}

// wallSquareOK reports whether a wall may go on sq after move m: a square
// of the board and of the wall region, empty after the move (m's origin,
// its castling partner's origin and its victims become empty; its
// destination and its partner's are taken).
func (p *Position) wallSquareOK(m *Move, sq int) bool {
	if !p.v.Geometry.Exists[sq] || int16(sq) == m.To || (p.v.WallRegion != nil && !p.v.WallRegion[sq]) {
		return false
	}
	castle := m.Flags&FlagCastle != 0
	if castle && int16(sq) == m.PartnerTo {
		return false
	}
	if p.board[sq] == NoPiece || int16(sq) == m.From || castle && int16(sq) == m.PartnerFrom {
		return true
	}
	for i := 0; i < int(m.NVictims); i++ {
		if m.Victims[i] == int16(sq) {
			return true
		}
	}
	return false
}

// addArrows appends move m once per square its piece could move to from
// m's destination after m (its moves that capture nothing), within the
// wall region.
func (p *Position) addArrows(ml *MoveList, m *Move) {
	if m.From < 0 {
		return
	}
	base := *m
	base.Gate = NoPiece
	p.Make(&base)
	q := &p.wallScratch
	q.Reset()
	if p.board[m.To] != NoPiece {
		p.genPiece(q, int(m.To), false)
	}
	p.Unmake()
	for i := range q.Moves {
		a := &q.Moves[i]
		if a.NVictims != 0 || a.To < 0 || a.From != m.To || a.Flags&(FlagCastle|FlagPass|FlagDrop) != 0 {
			continue
		}
		if p.v.WallRegion != nil && !p.v.WallRegion[a.To] {
			continue
		}
		dup := false
		for j := 0; j < i; j++ {
			if q.Moves[j].To == a.To && q.Moves[j].NVictims == 0 && q.Moves[j].From == m.To {
				dup = true
				break
			}
		}
		if dup {
			continue
		}
		m.GateSq = a.To
		ml.Moves = append(ml.Moves, *m)
	}
}

// liftWalls takes every wall off the board before a duck move sets its
// wall down (a recorded change, so Unmake puts it back).
func (p *Position) liftWalls() {
	w := p.v.wallType
	for c := range p.plist {
		for i := 0; i < len(p.plist[c]); i++ {
			if sq := p.plist[c][i]; p.board[sq].Type() == w {
				p.setSquare(sq, NoPiece, false, 0)
				i = -1 // the list changed: look again
			}
		}
	}
}
