package core

// Drops: pieces put from the hand on the board, where the drop rules
// and the types' own drop moves allow.

func (p *Position) genDrops(ml *MoveList) {
	c := p.side
	if p.v.Gating && !p.v.GatingDrops {
		return
	}
	hand := p.hand[c]
	for t, n := range hand {
		if n <= 0 && !p.v.unlimitedDrop(t) {
			continue
		}
		p.genDropsOf(ml, t, MakePiece(t, c))
		if p.v.DropPromoted {
			if pro := p.v.Types[t].Promoted; pro >= 0 {
				p.genDropsOf(ml, t, MakePiece(pro, c))
			}
		}
	}
}

// genDropsOf drops a piece of hand type t as face (itself or, with
// dropPromoted, its promoted form) on every allowed empty square: not
// where it could never move, and within its @ restrictions.
func (p *Position) genDropsOf(ml *MoveList, t int, face Piece) {
	c := face.Color()
	g := p.v.Geometry
	tg := &p.v.graphs[c][face.Type()]
	var spec *Drop
	if len(tg.drops) > 0 {
		spec = tg.drops[0].drop
	}
	dead := p.v.dead[c][face.Type()]
	if p.v.ImmobileDrops {
		dead = nil
	}
	hand := MakePiece(t, c)
	rule, start := p.v.DropRule, false
	if rule != DropAnywhere && p.v.DropStart != nil && p.dropStartOpen() {
		rule, start = DropAnywhere, true
	}
	for sq := range p.board {
		if p.board[sq] != NoPiece || !g.Exists[sq] || (dead != nil && dead[sq]) {
			continue
		}
		if (start && !p.v.DropStart[sq]) || (rule != DropAnywhere && !p.dropRuleAllows(c, sq)) {
			continue
		}
		if spec != nil && !p.dropAllowed(spec, face.Type(), c, sq) {
			continue
		}
		if spec == nil && p.v.DropRanks > 0 && !p.inFirstRanks(sq, c, p.v.DropRanks) {
			continue
		}
		if r := p.v.DropRegion[c]; r != nil && !r[sq] {
			continue
		}
		if p.v.OppositeColorDrops != nil && !p.colorDropOK(t, c, sq) {
			continue
		}
		if tab := p.v.morph[c][face.Type()]; tab != nil && tab[sq].Kind == MorphForbidden {
			continue
		}
		ml.Moves = append(ml.Moves, packedMove(-1, int16(sq), hand, face, mvDrop))
	}
}

func (p *Position) dropAllowed(d *Drop, t int, c Color, sq int) bool {
	g := p.v.Geometry
	r := g.RankOf(sq)
	if c == Black {
		r = g.Ranks - 1 - r
	}
	if d.Depth > 0 && r >= d.Depth {
		return false
	}
	if d.NotBackRank && r == g.Ranks-1 {
		return false
	}
	if d.NoSameFile {
		f := g.FileOf(sq)
		own := MakePiece(t, c)
		n := 0
		for rr := 0; rr < g.Ranks; rr++ {
			if p.board[g.Square(f, rr)] == own {
				if n++; n > p.v.Types[t].DropFileLimit {
					return false
				}
			}
		}
	}
	return true
}

// colorDropOK reports whether dropping a piece of hand type t on sq keeps
// every type of OppositeColorDrops placeable on squares of different
// colours.
func (p *Position) colorDropOK(t int, c Color, sq int) bool {
	g := p.v.Geometry
	for bt, on := range p.v.OppositeColorDrops {
		if !on {
			continue
		}
		// colours already taken by pieces of type bt, this drop included
		var taken [2]int
		for _, s := range p.plist[c] {
			if p.board[s].Type() == bt {
				taken[squareColor(g, int(s))]++
			}
		}
		left := p.hand[c][bt]
		if t == bt {
			if taken[squareColor(g, sq)] > 0 {
				return false
			}
			taken[squareColor(g, sq)]++
			left--
		}
		if left <= 0 {
			continue
		}
		// free drop squares of each colour after this drop
		var free [2]int
		limit := p.v.DropRanks
		for s := range p.board {
			if s == sq || p.board[s] != NoPiece || !g.Exists[s] || (limit > 0 && !p.inFirstRanks(s, c, limit)) ||
				p.v.DropRegion[c] != nil && !p.v.DropRegion[c][s] {
				continue
			}
			free[squareColor(g, s)]++
		}
		for col := 0; col < 2 && left > 0; col++ {
			if taken[col] == 0 {
				if free[col] == 0 {
					return false
				}
				left--
			}
		}
	}
	return true
}
