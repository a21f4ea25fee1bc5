package core

// Walls placed by a move: after its move the mover puts a wall (a piece
// of the variant's wall type, walls.go) on an empty square, the move and
// the wall being one move (Fairy-Stockfish's wallingRule); or, with
// WallOrMove, a turn either moves or places a wall, the wall then being
// a pass that carries it (FSF wallOrMove). A generated move carries its
// wall as Gate on GateSq, as a gating move carries its piece.

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
	// WallEdge: on a square empty after the move, within WallRegion, that
	// is on an edge of the board (first or last rank or file) or
	// orthogonally next to a wall already standing (Atlantis: the sea
	// eats the land from its shore; FSF wallingRule=edge).
	WallEdge
)

// addWalls replaces each move of ml.Moves[start:] by one move per square
// its wall may go to (no move when there is none), keeping the order of
// the moves; with WallOrMove it leaves them and appends one wall-placing
// pass per square the wall may go to instead.
func (p *Position) addWalls(ml *MoveList, start int) {
	w := p.v.wallType
	if w < 0 {
		return
	}
	wall := MakePiece(w, p.side)
	if p.v.WallOrMove {
		// the moves stay as they are; placing a wall is a turn of its own:
		// a pass that puts a wall down
		m := MoveDetail{From: -1, To: -1, Flags: FlagPass, PartnerFrom: -1, UnloadSq: -1, Gate: wall}
		p.addWallSquares(ml, &m)
		return
	}
	base := &p.wallBase
	base.Moves = append(base.Moves[:0], ml.Moves[start:]...)
	ml.Moves = ml.Moves[:start]
	for i := range base.Moves {
		m := p.Detail(base.Moves[i])
		if m.Flags&FlagPass != 0 && m.From < 0 {
			continue // a pass places no wall
		}
		m.Gate = wall
		switch p.v.WallPlacing {
		case WallPast:
			if m.From >= 0 && m.From != m.To {
				m.GateSq = m.From
				ml.Moves = append(ml.Moves, p.Pack(&m))
			}
		case WallArrow:
			p.addArrows(ml, &m)
		default:
			p.addWallSquares(ml, &m)
		}
	}
}

// addWallSquares appends move m once per square its wall may go to under
// the rules that look only at the squares (anywhere, duck, edge).
func (p *Position) addWallSquares(ml *MoveList, m *MoveDetail) {
	for sq := range p.board {
		if p.wallSquareOK(m, sq) && (p.v.WallPlacing != WallEdge || p.onShore(sq)) {
			m.GateSq = int16(sq)
			ml.Moves = append(ml.Moves, p.Pack(m))
		}
	}
}

// onShore reports whether sq is on an edge of the board or orthogonally
// next to a wall or a hole (WallEdge): a hole is sunken land too, and
// Fairy-Stockfish's '*' in a start position, which the notation reads
// as a hole, is a wall there.
func (p *Position) onShore(sq int) bool {
	g := p.v.Geometry
	f, r := g.FileOf(sq), g.RankOf(sq)
	if f == 0 || r == 0 || f == g.Files-1 || r == g.Ranks-1 {
		return true
	}
	w := p.v.wallType
	for _, d := range [4][2]int{{0, 1}, {0, -1}, {1, 0}, {-1, 0}} {
		if s := g.Square(f+d[0], r+d[1]); s >= 0 && (!g.Exists[s] || p.board[s] != NoPiece && p.board[s].Type() == w) {
			return true
		}
	}
	return false
}

// wallSquareOK reports whether a wall may go on sq after move m: a square
// of the board and of the wall region, empty after the move (m's origin,
// its castling partner's origin and its victims become empty; its
// destination and its partner's are taken).
func (p *Position) wallSquareOK(m *MoveDetail, sq int) bool {
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
func (p *Position) addArrows(ml *MoveList, m *MoveDetail) {
	if m.From < 0 {
		return
	}
	base := *m
	base.Gate = NoPiece
	p.makeDetail(&base)
	q := &p.wallScratch
	q.Reset()
	if p.board[m.To] != NoPiece {
		p.genPiece(q, int(m.To), false)
	}
	// the arrows' squares, read before Unmake forgets the details
	arrows := p.arrowSq[:0]
	var buf MoveDetail
	for _, cm := range q.Moves {
		a := p.view(cm, &buf)
		if a.NVictims != 0 || a.To < 0 || a.From != m.To || a.Flags&(FlagCastle|FlagPass|FlagDrop) != 0 {
			continue
		}
		if p.v.WallRegion != nil && !p.v.WallRegion[a.To] {
			continue
		}
		dup := false
		for _, s := range arrows {
			dup = dup || s == a.To
		}
		if !dup {
			arrows = append(arrows, a.To)
		}
	}
	p.arrowSq = arrows
	p.Unmake()
	for _, s := range arrows {
		m.GateSq = s
		ml.Moves = append(ml.Moves, p.Pack(m))
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
