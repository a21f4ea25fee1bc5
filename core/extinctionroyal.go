package core

// Royalty by count (extinctionRoyal=1): a piece of an extinction type
// whose capture would make the type extinct is royal. With
// extinctionCount N, a side's pieces of such a type are royal while it
// has at most N+1 of them on the board: Spartan chess's lone king (Black,
// with two, may leave one attacked), Sho Shogi's king until the crown
// prince joins it. duple check (dupleCheck=1): a side may not leave all
// its pieces of the extinction types attacked at once, however many it
// has (Spartan's two kings).

// compileExtinctionRoyal marks the types whose pieces can be royal by
// count.
func (v *Variant) compileExtinctionRoyal() {
	v.extinctionRoyalType = nil
	if !v.ExtinctionRoyal && !v.DupleCheck {
		return
	}
	v.extinctionRoyalType = make([]bool, len(v.Types))
	for _, t := range v.Rules.Extinction {
		if t >= 0 {
			v.extinctionRoyalType[t] = true
		}
	}
	for t := range v.Types {
		if a := v.countsAs(t); a != t && v.extinctionRoyalType[a] {
			v.extinctionRoyalType[t] = true
		}
	}
}

// royalByCount reports whether a piece of type t and colour c is royal
// now because it is one of its side's last pieces of an extinction type.
func (p *Position) royalByCount(c Color, t int) bool {
	v := p.v
	return v.ExtinctionRoyal && v.extinctionRoyalType[t] && p.groupCount(c, v.countsAs(t), false) <= v.Rules.ExtinctionCount+1
}

// isRoyalPiece reports whether a piece is royal now: its type is royal,
// or it is royal by count.
func (p *Position) isRoyalPiece(pc Piece) bool {
	return p.v.royal[pc.Type()] || (p.v.extinctionRoyalType != nil && p.royalByCount(pc.Color(), pc.Type()))
}

// countRoyalsSafe reports whether colour c, having just moved, left its
// royals by count safe: not all its extinction-type pieces attacked
// (duple check), and, unless the move took the opponent's last piece of
// an extinction type, none of its royals by count attacked.
func (p *Position) countRoyalsSafe(c Color) bool {
	opp := c.Other()
	if p.v.DupleCheck && p.allExtinctionPiecesAttacked(c) {
		return false
	}
	if !p.v.ExtinctionRoyal || p.extinct(opp) {
		return true
	}
	for _, sq := range p.plist[c] {
		if t := p.board[sq].Type(); p.v.extinctionRoyalType[t] && p.royalByCount(c, t) && p.royalAttacked(int(sq), opp) {
			return false
		}
	}
	return true
}

// countRoyalInCheck reports whether colour c has a royal by count
// attacked, or (duple check) all its extinction-type pieces attacked.
func (p *Position) countRoyalInCheck(c Color) bool {
	opp := c.Other()
	if p.v.ExtinctionRoyal {
		for _, sq := range p.plist[c] {
			if t := p.board[sq].Type(); p.v.extinctionRoyalType[t] && p.royalByCount(c, t) && p.royalAttacked(int(sq), opp) {
				return true
			}
		}
	}
	return p.v.DupleCheck && p.allExtinctionPiecesAttacked(c)
}

// allExtinctionPiecesAttacked reports whether colour c has pieces of the
// extinction types and every one of them is attacked.
func (p *Position) allExtinctionPiecesAttacked(c Color) bool {
	opp := c.Other()
	any := false
	for _, sq := range p.plist[c] {
		if !p.v.extinctionRoyalType[p.board[sq].Type()] {
			continue
		}
		if !p.royalAttacked(int(sq), opp) {
			return false
		}
		any = true
	}
	return any
}

// SoleRoyal returns the square of colour c's only royal piece, royal by
// type or by count, or -1 when it has none or several.
func (p *Position) SoleRoyal(c Color) int {
	sq, n := p.soleRoyal(c)
	if n != 1 {
		return -1
	}
	return int(sq)
}

// soleRoyal returns colour c's royal pieces' count (counting two for
// two or more) and, when there is one, its square.
func (p *Position) soleRoyal(c Color) (king int16, n int) {
	if p.v.extinctionRoyalType == nil {
		if len(p.royals[c]) == 0 {
			return -1, 0
		}
		return p.royals[c][0], len(p.royals[c])
	}
	king, n = -1, len(p.royals[c])
	if n > 0 {
		king = p.royals[c][0]
	}
	for _, sq := range p.plist[c] {
		if t := p.board[sq].Type(); p.v.extinctionRoyalType[t] && p.royalByCount(c, t) {
			if n++; n > 1 {
				return -1, 2
			}
			king = sq
		}
	}
	return king, n
}
