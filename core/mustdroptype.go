package core

// Forced drops of some types (mustDropType=IDs, Koedem's kings): while
// the side to move holds a piece of one of these types and can drop it
// legally, it must drop one of them; every other move is illegal. When no
// such drop is legal, the other moves are. (mustDrop=1, the placement
// phase, is the older, stricter rule: with anything in hand, only drops
// are generated.)

// isForcedDrop reports whether m drops a piece of a mustDropType type.
func (p *Position) isForcedDrop(m *MoveDetail) bool {
	return m.Flags&FlagDrop != 0 && p.v.MustDropTypes[m.Piece.Type()]
}

// holdsForcedType reports whether the side to move holds a piece of a
// mustDropType type.
func (p *Position) holdsForcedType() bool {
	for t, n := range p.hand[p.side] {
		if n > 0 && p.v.MustDropTypes[t] {
			return true
		}
	}
	return false
}

// keepForcedDrops keeps only the forced drops of ml.Moves[start:] when
// there is one.
func (p *Position) keepForcedDrops(ml *MoveList, start int) {
	var buf MoveDetail
	if !p.holdsForcedType() {
		return
	}
	any := false
	for i := start; i < len(ml.Moves); i++ {
		if p.isForcedDrop(p.view(ml.Moves[i], &buf)) {
			any = true
			break
		}
	}
	if !any {
		return
	}
	out := start
	for i := start; i < len(ml.Moves); i++ {
		if p.isForcedDrop(p.view(ml.Moves[i], &buf)) {
			if out != i {
				ml.Moves[out] = ml.Moves[i]
			}
			out++
		}
	}
	ml.Moves = ml.Moves[:out]
}

// forcedDropForbids reports whether a pseudo-legal move is illegal
// because it is not a forced drop while one is legal.
func (p *Position) forcedDropForbids(m *MoveDetail) bool {
	if p.isForcedDrop(m) || !p.holdsForcedType() {
		return false
	}
	return p.anyLegal(&p.mustDropC, (*Position).isForcedDrop)
}
