package core

// legalCache remembers, for one position, whether the side to move has a
// legal move of some kind (a capture for mustCapture, a forced drop for
// mustDropType), so that a search testing its moves one by one (TryMove)
// generates the position's moves once, not once per move.
type legalCache struct {
	hash  uint64
	ply   int
	valid bool
	has   bool
}

// anyLegal reports whether one of the side to move's legal moves (before
// the move rules that depend on the others) satisfies is, answering from
// c when c holds this position. is must be a plain function, not a
// closure, so that the call allocates nothing.
func (p *Position) anyLegal(c *legalCache, is func(*Position, *MoveDetail) bool) bool {
	if c.valid && c.hash == p.hash && c.ply == len(p.undo) {
		return c.has
	}
	ml, mark := p.nestedList()
	p.generateLegal(ml)
	has := false
	var buf MoveDetail
	for _, m := range ml.Moves {
		if is(p, p.view(m, &buf)) {
			has = true
			break
		}
	}
	p.doneNested(mark)
	*c = legalCache{hash: p.hash, ply: len(p.undo), valid: true, has: has}
	return has
}

// nestedList takes the position's next nested move list, for looking at
// moves from inside move generation or a legality test without
// disturbing the lists in use, and the mark of the move store; doneNested
// gives both back.
func (p *Position) nestedList() (*MoveList, int) {
	p.nested++
	for len(p.legal) <= 64+p.nested {
		p.legal = append(p.legal, MoveList{})
	}
	ml := &p.legal[64+p.nested]
	ml.Reset()
	return ml, len(p.store)
}

// doneNested drops what the moves looked at since nestedList stored (mark)
// and frees the nested list.
func (p *Position) doneNested(mark int) {
	p.store = p.store[:mark]
	p.nested--
}

// HasLegalMove reports whether the side to move has a legal move, as a
// GenerateLegal would list, without disturbing the move lists a caller
// holds: writing a move's check or mate mark (SAN) looks at the
// position after it while the caller still holds the list the move came
// from, and a generation there could let the store forget that list's
// details (see Move).
func (p *Position) HasLegalMove() bool {
	ml, mark := p.nestedList()
	p.GenerateLegal(ml)
	has := len(ml.Moves) > 0
	p.doneNested(mark)
	return has
}
