package core

// CastlePartnerSquares returns the squares where a piece of type t and
// colour c standing on sq finds its castling partners: along each
// castling direction, the square PartnerSkip squares in from the edge
// (a hole counts as the edge).
func (v *Variant) CastlePartnerSquares(t int, c Color, sq int) []int {
	var out []int
	tg := &v.graphs[c][t]
	for i := range tg.castle {
		cp := &tg.castle[i]
		if len(cp.legs) == 0 {
			continue
		}
		cl := &cp.legs[0]
		for _, d := range cl.dirs {
			step := v.Geometry.steps[cl.vid[d]]
			var line []int
			for s := step[sq]; s >= 0; s = step[s] {
				line = append(line, int(s))
			}
			pi := len(line) - 1 - cp.castle.PartnerSkip
			if pi < 0 {
				continue
			}
			dup := false
			for _, o := range out {
				dup = dup || o == line[pi]
			}
			if !dup {
				out = append(out, line[pi])
			}
		}
	}
	return out
}

// CanCastle reports whether type t has castling moves.
func (v *Variant) CanCastle(t int) bool {
	return len(v.graphs[White][t].castle) > 0
}

// HasInitialMoves reports whether type t has moves only an unmoved piece
// may make (XBetza i), castling aside.
func (v *Variant) HasInitialMoves(t int) bool {
	for _, p := range v.Types[t].Moves.Paths {
		if p.Castle == nil && len(p.Legs) > 0 && p.Legs[0].Initial > 0 {
			return true
		}
	}
	return false
}

// castleLine is what a castling move needs to know first of its line
// from one square: the partner's square (-1: no castling there) and the
// squares that must be empty.
type castleLine struct {
	partner int16
	empty   bitboard
}

// buildCastleLines precomputes, on boards with bitboards, each castling
// move's lines from every square: genCastling then rejects a blocked
// castling (the common case) without walking the line.
func (v *Variant) buildCastleLines(castles []cPath) {
	g := v.Geometry
	if g.Size() > bbMaxSquares {
		return
	}
	for i := range castles {
		cp := &castles[i]
		if len(cp.legs) == 0 {
			continue
		}
		cl := &cp.legs[0]
		cp.lines = make([][]castleLine, len(cl.dirs))
		for di, d8 := range cl.dirs {
			step := g.steps[cl.vid[d8]]
			lines := make([]castleLine, g.Size())
			for sq := range lines {
				lines[sq].partner = -1
				var line []int16
				for s := step[sq]; s >= 0 && len(line) < MaxBoardSize; s = step[s] {
					line = append(line, s)
				}
				pi := len(line) - 1 - cp.castle.PartnerSkip
				if pi < 0 || cp.castle.Dist < 1 || cp.castle.Dist > len(line) {
					continue
				}
				lines[sq].partner = line[pi]
				for k := 0; k <= max(pi, cp.castle.Dist-1); k++ {
					if k != pi {
						lines[sq].empty.set(int(line[k]))
					}
				}
			}
			cp.lines[di] = lines
		}
	}
}

func (p *Position) genCastling(ml *MoveList, sq int, pc Piece, tg *typeGraph) {
	if !p.virgin[sq] {
		return
	}
	if p.v.Castle960 {
		p.genCastling960(ml, sq, pc)
		return
	}
	c := pc.Color()
	steps := p.v.Geometry.steps
	royal := p.isRoyalPiece(pc)
	inCheck := -1 // unknown yet
	for i := range tg.castle {
		cp := &tg.castle[i]
		if len(cp.legs) == 0 {
			continue
		}
		cl := &cp.legs[0]
		for di, d8 := range cl.dirs {
			if p.useBB && cp.lines != nil {
				// the precomputed line: most castlings end here, their
				// path blocked
				cl := &cp.lines[di][sq]
				if cl.partner < 0 || p.board[cl.partner] == NoPiece ||
					!p.occ[0].or(p.occ[1]).and(cl.empty).empty() {
					continue
				}
			}
			step := steps[cl.vid[d8]]
			// the line from the piece to the edge
			var line [MaxBoardSize]int16
			nl := 0
			for s := step[sq]; s >= 0 && nl < len(line); s = step[s] {
				line[nl] = s
				nl++
			}
			pi := nl - 1 - cp.castle.PartnerSkip
			if pi < 0 || cp.castle.Dist < 1 || cp.castle.Dist > nl {
				continue
			}
			partnerSq := line[pi]
			partner := p.board[partnerSq]
			if partner == NoPiece || partner.Color() != c || !p.virgin[partnerSq] || p.v.royal[partner.Type()] ||
				(p.v.CastlePartners[c] != nil && !p.v.CastlePartners[c][partner.Type()]) {
				continue
			}
			kingTo := line[cp.castle.Dist-1]
			partnerTo := int16(sq)
			if cp.castle.Dist >= 2 {
				partnerTo = line[cp.castle.Dist-2]
			}
			// every square between the piece and its partner, and both
			// destinations, must be empty (but for the two castlers)
			far := pi
			if cp.castle.Dist-1 > far {
				far = cp.castle.Dist - 1
			}
			ok := true
			for k := 0; k <= far; k++ {
				s := line[k]
				if s != partnerSq && p.board[s] != NoPiece {
					ok = false
					break
				}
			}
			if !ok {
				continue
			}
			if royal {
				opp := c.Other()
				if inCheck < 0 {
					inCheck = 0
					if p.royalAttacked(sq, opp) {
						inCheck = 1
					}
				}
				if inCheck == 1 {
					return
				}
				// the royal is lifted off its square while its path is
				// tested: it stands on each square in turn, not on both
				// (standing there, so that attackers found by generating
				// their captures, such as grasshoppers, see it)
				p.poke(sq, NoPiece)
				for k := 0; k < cp.castle.Dist && ok; k++ {
					s := line[k]
					was := p.board[s]
					p.poke(int(s), pc)
					ok = !p.royalAttacked(int(s), opp)
					p.poke(int(s), was)
				}
				p.poke(sq, pc)
				if !ok {
					continue
				}
			}
			m := MoveDetail{From: int16(sq), To: kingTo, Piece: pc, Result: pc, Flags: FlagCastle,
				PartnerFrom: partnerSq, PartnerTo: partnerTo, UnloadSq: -1}
			if cp.exempt {
				m.Flags |= FlagExempt
			}
			ml.Moves = append(ml.Moves, p.Pack(&m))
		}
	}
}

// genCastling960 generates castling by Chess960's rule (castleFiles=).
func (p *Position) genCastling960(ml *MoveList, sq int, pc Piece) {
	g := p.v.Geometry
	c := pc.Color()
	opp := c.Other()
	rank := g.RankOf(sq)
	kf := g.FileOf(sq)
	royal := p.isRoyalPiece(pc)
	if royal && p.royalAttacked(sq, opp) {
		return
	}
	for side, dir := range [2]int{-1, 1} {
		// the outermost unmoved partner on this side
		partner := -1
		for f := kf + dir; f >= 0 && f < g.Files; f += dir {
			s := g.Square(f, rank)
			if !g.Exists[s] {
				break
			}
			o := p.board[s]
			if o != NoPiece && o.Color() == c && p.virgin[s] && p.v.IsCastlePartner(o.Type(), c) {
				partner = s
			}
		}
		if partner < 0 {
			continue
		}
		kTo := g.Square(p.v.CastleFiles[side], rank)
		rTo := g.Square(p.v.CastleFiles[side]-dir, rank)
		if kTo < 0 || rTo < 0 {
			continue
		}
		lo, hi := min(sq, kTo, partner, rTo), max(sq, kTo, partner, rTo)
		ok := true
		for s := lo; s <= hi && ok; s++ {
			if s != sq && s != partner && (p.board[s] != NoPiece || !g.Exists[s]) {
				ok = false
			}
		}
		if !ok {
			continue
		}
		if royal {
			step := 1
			if kTo < sq {
				step = -1
			}
			// the royal is lifted off its square while its path is
			// tested (an attack along the rank through its start square
			// counts when it is exempt there, as next to the enemy royal
			// in atomic chess)
			p.poke(sq, NoPiece)
			for s := sq; ok; s += step {
				if s != sq && s != kTo {
					// standing there (attackers found by generating their
					// captures see only pieces)
					was := p.board[s]
					p.poke(s, pc)
					ok = !p.royalAttacked(s, opp)
					p.poke(s, was)
				}
				if s == kTo {
					break
				}
			}
			p.poke(sq, pc)
			if !ok {
				continue
			}
		}
		m := MoveDetail{From: int16(sq), To: int16(kTo), Piece: pc, Result: pc,
			Flags: FlagCastle, PartnerFrom: int16(partner), PartnerTo: int16(rTo), UnloadSq: -1}
		ml.Moves = append(ml.Moves, p.Pack(&m))
	}
}
