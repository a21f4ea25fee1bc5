package core

// Compiling the morph boards and applying them, with the capture matrix,
// to every generated move (the order of effects of the reference: the
// capture-matrix change first, then the morph of the resulting type on
// the arrival square; '=' there cancels the capture-matrix change).

// compileMorphs builds the per-colour morph tables: the types' own boards
// (mirrored or rotated for Black) with promoZone's '*' squares for
// promoting types that have no board of their own.
func (v *Variant) compileMorphs() {
	g := v.Geometry
	for c := White; c <= Black; c++ {
		v.morph[c] = make([][]MorphCell, len(v.Types))
	}
	for t, pt := range v.Types {
		white := pt.Morph
		if white == nil && pt.Promotes && v.PromoZone > 0 && len(v.PromoChoice) > 0 {
			white = make(Morph, g.Size())
			for sq := range white {
				if g.RankOf(sq) >= g.Ranks-v.PromoZone {
					white[sq] = MorphCell{Kind: MorphChoice}
				}
			}
		}
		if white == nil || len(white) != g.Size() {
			continue
		}
		black := make([]MorphCell, g.Size())
		for sq := range white {
			f, r := g.FileOf(sq), g.Ranks-1-g.RankOf(sq)
			if v.Symmetry == "rotate" {
				f = g.Files - 1 - f
			}
			black[g.Square(f, r)] = white[sq]
		}
		if len(pt.BlackMorph) == g.Size() {
			black = pt.BlackMorph
		}
		v.morph[White][t] = white
		v.morph[Black][t] = black
		v.hasMorph = true
	}
}

// capturedVictim is the piece the capture matrix looks at: the one on the
// destination, else the first side-effect victim.
func (p *Position) capturedVictim(m *MoveDetail) Piece {
	if m.NVictims == 0 {
		return NoPiece
	}
	for i := 0; i < int(m.NVictims); i++ {
		if m.Victims[i] == m.To {
			return p.board[m.To]
		}
	}
	return p.board[m.Victims[0]]
}

// emit appends a generated move after applying the capture matrix and the
// morph board, expanding promotion choices.
func (p *Position) emit(ml *MoveList, m *MoveDetail, exempt bool) {

	if exempt {
		m.Flags |= FlagExempt
	}
	v := p.v
	if p.noEffects || m.Flags&FlagDrop != 0 {
		ml.Moves = append(ml.Moves, p.Pack(m))
		return
	}
	if !exempt && (v.morphOnly || (v.quietMorphOnly && m.NVictims == 0)) {
		// the common case: only a morph board (promotion zone) applies,
		// and most squares have nothing on it (in Chu Shogi, whose
		// anti-trade rules are about captures, for moves that take nothing)
		if tab := v.morph[m.Piece.Color()][m.Piece.Type()]; tab == nil || (tab[m.To].Kind == MorphNone && (!v.PromoFromZone || v.PromoOnEntry && m.NVictims == 0)) {
			ml.Moves = append(ml.Moves, p.Pack(m))
			return
		}
	}
	if v.BlackHoles != nil && v.BlackHoles[m.To] {
		m.Flags |= FlagVanish
	}
	if v.RifleCaptures && m.Flags&FlagCapture != 0 && m.Flags&FlagCastle == 0 {
		// the capturer stays on its square; nothing arrives anywhere
		m.To = m.From
		m.Flags &^= FlagVanish
		p.emitResult(ml, m, m.Piece)
		return
	}
	if v.AntiTrade.active() && !p.tradeAllowed(m) {
		return
	}
	if v.Types[m.Piece.Type()].Burns {
		p.addBurnVictims(m)
	}
	if exempt || (!v.hasMorph && v.CaptureMatrix == nil) {
		p.emitResult(ml, m, m.Piece)
		return
	}
	c := m.Piece.Color()
	t := m.Piece.Type()
	result := m.Piece
	if v.CaptureMatrix != nil {
		col := 0
		if victim := p.capturedVictim(m); victim != NoPiece {
			col = 1 + victim.Type()
			if victim.Color() == c {
				col += len(v.Types)
			}
		}
		if t < len(v.CaptureMatrix) && col < len(v.CaptureMatrix[t]) {
			cell := v.CaptureMatrix[t][col]
			switch cell.Kind {
			case CaptureForbidden, CaptureNoHopNoCapture:
				return
			case CaptureIfUnguarded:
				if p.victimProtected(m) {
					return
				}
			case CaptureChange:
				nc := c
				if cell.Enemy {
					nc = c.Other()
				}
				result = MakePiece(cell.Type, nc)
			case CaptureExplode:
				m.Flags |= FlagExplode
			case CaptureWins:
				m.Flags |= FlagWinningCapture
			case CaptureRifle:
				if m.Flags&FlagCapture != 0 && m.Flags&FlagCastle == 0 && m.From >= 0 {
					// as with rifleCaptures=1, for this pair only: the
					// capturer stays, arrives nowhere and does not morph
					m.To = m.From
					m.Flags &^= FlagVanish
					p.emitResult(ml, m, m.Piece)
					return
				}
			}
		}
	}
	rt := result.Type()
	cell := MorphCell{}
	if tab := v.morph[result.Color()][rt]; tab != nil {
		cell = tab[m.To]
		if cell.Kind == MorphNone && v.PromoFromZone && result == m.Piece && m.From >= 0 {
			if from := tab[m.From]; from.Kind == MorphChoice || from.Kind == MorphShogi || from.Kind == MorphShogiForced {
				cell = from
			}
		}
		if cell.Kind == MorphShogi && v.PromoOnEntry && m.NVictims == 0 && m.From >= 0 && result == m.Piece {
			if from := tab[m.From].Kind; from == MorphChoice || from == MorphShogi || from == MorphShogiForced {
				cell = MorphCell{} // a quiet move inside (or out of) the zone
			}
		}
	}
	switch cell.Kind {
	case MorphKeepType:
		result = m.Piece
	case MorphForbidden:
		return
	case MorphChange:
		nc := result.Color()
		if cell.Enemy {
			nc = nc.Other()
		}
		result = MakePiece(cell.Type, nc)
	case MorphGoalLegal:
		if p.goalCountMet(m, result) {
			m.Flags |= FlagGoal
		}
	case MorphGoalImmediate:
		if p.goalCountMet(m, result) {
			m.Flags |= FlagGoalNow
		}
	case MorphChoice:
		if cell.Set < len(v.PromoChoice) {
			p.emitChoices(ml, m, result, cell.Set)
			return
		}
	case MorphShogi, MorphShogiForced:
		if pro := v.Types[rt].Promoted; pro >= 0 {
			if cell.Kind == MorphShogi && !p.isDead(result, m.To) {
				p.emitResult(ml, m, result)
			}
			p.emitResult(ml, m, MakePiece(pro, result.Color()))
			return
		}
	}
	p.emitResult(ml, m, result)
}

func (p *Position) emitResult(ml *MoveList, m *MoveDetail, result Piece) {
	mm := *m
	mm.Result = result
	if result != mm.Piece {
		mm.Flags |= FlagPromotion
	}
	if p.v.RelocateCaptures && mm.Flags&FlagCapture != 0 {
		p.emitRelocations(ml, &mm)
		return
	}
	ml.Moves = append(ml.Moves, p.Pack(&mm))
}

// emitRelocations expands a capture in Madhouse style: the captured piece
// is put on an empty square chosen by the capturer. Not allowed: squares
// from which it could never move, and for promoting pieces their first
// rank and the squares where they would promote.
func (p *Position) emitRelocations(ml *MoveList, m *MoveDetail) {
	victim := p.board[m.Victims[m.NVictims-1]]
	if victim == NoPiece || victim.Color() == m.Piece.Color() {
		ml.Moves = append(ml.Moves, p.Pack(m))
		return
	}
	g := p.v.Geometry
	vc, vt := victim.Color(), victim.Type()
	morph := p.v.morph[vc][vt]
	for s := range p.board {
		sq := int16(s)
		if !g.Exists[s] || sq == m.To || (p.board[s] != NoPiece && sq != m.From) {
			continue
		}
		if p.isDead(victim, sq) {
			continue
		}
		if p.v.Types[vt].Promotes {
			if p.inFirstRanks(s, vc, 1) || (morph != nil && morph[s].Kind != MorphNone) {
				continue
			}
		}
		if p.v.BlackHoles != nil && p.v.BlackHoles[s] {
			continue
		}
		mm := *m
		mm.Flags |= FlagUnload
		mm.UnloadSq = sq
		ml.Moves = append(ml.Moves, p.Pack(&mm))
	}
}

// emitChoices expands a promotion with a choice from a promotion set.
func (p *Position) emitChoices(ml *MoveList, m *MoveDetail, result Piece, set int) {
	v := p.v
	c := result.Color()
	for i, nt := range v.PromoChoice[set] {
		if nt == result.Type() && p.isDead(result, m.To) {
			continue // staying is not allowed where the piece could never move
		}
		if set < len(v.PromoLimit) && i < len(v.PromoLimit[set]) && v.PromoLimit[set][i][c] > 0 &&
			p.count[c][nt] >= v.PromoLimit[set][i][c] {
			continue
		}
		p.emitResult(ml, m, MakePiece(nt, c))
	}
}

func (p *Position) isDead(pc Piece, sq int16) bool {
	d := p.v.dead[pc.Color()][pc.Type()]
	return d != nil && d[sq]
}

// victimProtected reports whether, after the move, the opponent could
// capture on the destination (the '%' anti-trading rule).
func (p *Position) victimProtected(m *MoveDetail) bool {
	c := m.Piece.Color()
	mm := *m
	mm.Result = m.Piece
	p.makeDetail(&mm)
	prot := p.Attacked(int(m.To), c.Other())
	p.Unmake()
	return prot
}

// SettledType returns the type a piece of type t and colour c standing on
// sq really is: when its morph board would change it there into another
// type with the same ID (a disguised promotion, like the Xiangqi soldier
// across the river), that other type. FEN readers use it, since a FEN
// cannot tell such types apart.
func (v *Variant) SettledType(t int, c Color, sq int) int {
	tab := v.morph[c][t]
	if tab == nil {
		return t
	}
	if cell := tab[sq]; cell.Kind == MorphChange && !cell.Enemy && v.Types[cell.Type].ID == v.Types[t].ID {
		return cell.Type
	}
	return t
}

// tradeAllowed applies the anti-trade rules to a generated move.
func (p *Position) tradeAllowed(m *MoveDetail) bool {
	a := &p.v.AntiTrade
	if m.Flags&FlagCapture == 0 {
		return true
	}
	mt := m.Piece.Type()
	c := m.Piece.Color()
	in := func(set []bool, t int) bool { return set != nil && set[t] }
	for i := 0; i < int(m.NVictims); i++ {
		victim := p.board[m.Victims[i]]
		if victim == NoPiece || victim.Color() == c {
			continue
		}
		vt := victim.Type()
		if in(a.CounterStrike, vt) && !in(a.CounterStrike, mt) && p.lastFlags&FlagCounterStrike != 0 {
			return false
		}
		if in(a.Never, mt) && in(a.Never, vt) {
			return false
		}
		if in(a.Protected, mt) && in(a.Protected, vt) {
			if a.Adjacent && p.adjacent(int(m.From), int(m.Victims[i])) {
				continue
			}
			if p.bridged(m, m.Victims[i]) {
				continue
			}
			if p.victimProtected(m) {
				return false
			}
		}
	}
	return true
}

// bridged reports whether the move takes a bridge-type piece on another
// square than the victim's.
func (p *Position) bridged(m *MoveDetail, victim int16) bool {
	b := p.v.AntiTrade.Bridge
	if b == nil {
		return false
	}
	for i := 0; i < int(m.NVictims); i++ {
		if sq := m.Victims[i]; sq != victim && p.board[sq] != NoPiece && b[p.board[sq].Type()] {
			return true
		}
	}
	return false
}

func (p *Position) adjacent(a, b int) bool {
	g := p.v.Geometry
	dx, dy := g.FileOf(a)-g.FileOf(b), g.RankOf(a)-g.RankOf(b)
	return dx*dx <= 1 && dy*dy <= 1
}

// addBurnVictims adds the enemy pieces around the destination to the
// move's victims (burning).
func (p *Position) addBurnVictims(m *MoveDetail) {
	g := p.v.Geometry
	c := m.Piece.Color()
	for dy := -1; dy <= 1; dy++ {
		for dx := -1; dx <= 1; dx++ {
			n := g.Step(int(m.To), dx, dy)
			if n < 0 || (dx == 0 && dy == 0) {
				continue
			}
			if pc := p.board[n]; pc != NoPiece && pc.Color() != c && int16(n) != m.From {
				if m.addVictim(int16(n)) {
					m.Flags |= FlagCapture
				}
			}
		}
	}
}

// emptyBoardMoves counts, for each square, the moves a piece of type t
// and colour c lists there on an otherwise empty board, with no rule
// effects (0 where the square is not on the board).
func (v *Variant) emptyBoardMoves(c Color, t int) []int {
	g := v.Geometry
	p := &Position{v: v, board: make([]Piece, g.Size()), virgin: make([]bool, g.Size()), pidx: make([]int16, g.Size()), noEffects: true}
	var ml MoveList
	out := make([]int, g.Size())
	for sq := range out {
		if !g.Exists[sq] {
			continue
		}
		p.board[sq] = MakePiece(t, c)
		ml.Reset()
		v.genRaw(p, &ml, sq)
		p.board[sq] = NoPiece
		out[sq] = len(ml.Moves)
	}
	return out
}

// plainAsBuilt reports whether a move of pc to to, taking only what
// stands there (capture) or nothing, leaves emit's rule tables as built:
// no effects at all, or only a morph board that has nothing on to.
func (p *Position) plainAsBuilt(pc Piece, to int16, capture bool) bool {
	v := p.v
	if p.noEffects {
		return true
	}
	if v.morphOnly || (v.quietMorphOnly && !capture) {
		tab := v.morph[pc.Color()][pc.Type()]
		return tab == nil || (tab[to].Kind == MorphNone && !v.PromoFromZone)
	}
	return false
}

// emitPlain is emit for a plain move or capture on to, packed without
// a detail when no rule table touches it.
func (p *Position) emitPlain(ml *MoveList, from, to int16, pc Piece, capture bool) {
	if p.plainAsBuilt(pc, to, capture) {
		if capture {
			ml.Moves = append(ml.Moves, captureMove(from, to, pc))
		} else {
			ml.Moves = append(ml.Moves, quietMove(from, to, pc))
		}
		return
	}
	m := MoveDetail{From: from, To: to, Piece: pc, Result: pc, PartnerFrom: -1, UnloadSq: -1}
	if capture {
		m.Flags, m.NVictims, m.Victims[0] = FlagCapture, 1, to
	}
	p.emit(ml, &m, false)
}
