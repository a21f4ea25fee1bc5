package core

// What the evaluation of placement games reads from a position: the room
// a side has to drop under a rule that depends on the pieces around
// (Othello's mobility), and the pieces that an enclosing flip cannot turn
// (Othello's corners and the edges grown from them).

// DropRoomDiffers reports whether the squares a side may drop on depend
// on where the pieces stand, so that the sides' counts (DropSquares)
// differ: the enclose, adjacent and apart drop rules.
func (v *Variant) DropRoomDiffers() bool {
	switch v.DropRule {
	case DropEnclose, DropAdjacent, DropApart:
		return true
	}
	return false
}

// DropSquares counts the empty squares where the variant's drop rule
// lets colour c drop, whoever is to move: 0 when c has nothing in hand,
// when the rule does not depend on the pieces (DropRoomDiffers), and
// while the start squares (dropStart) are open, for then both sides have
// the same ones. The piece's own drop restrictions are not looked at:
// the games this is for have none.
func (p *Position) DropSquares(c Color) int {
	if !p.v.DropRoomDiffers() || !p.hasDrop(c) || (p.v.DropStart != nil && p.dropStartOpen()) {
		return 0
	}
	g := p.v.Geometry
	n := 0
	for sq, pc := range p.board {
		if pc == NoPiece && g.Exists[sq] && p.dropRuleAllows(c, sq) {
			n++
		}
	}
	return n
}

// hasDrop reports whether colour c holds a piece it may drop.
func (p *Position) hasDrop(c Color) bool {
	for t, n := range p.hand[c] {
		if n > 0 || p.v.unlimitedDrop(t) {
			return true
		}
	}
	return false
}

// AnchoredPieces counts colour c's pieces that the enclosing flip rule
// (flip=enclosed) cannot turn now and is unlikely ever to: along each
// line through the piece (rank, file, both diagonals) it has, in one
// direction at least, nothing but pieces of its own colour up to the
// board's edge, so no run it belongs to along that line can be closed at
// both ends. A corner piece is anchored on every line at once; an edge
// piece is when the run along the edge reaches an own corner. (The
// pieces on the run may still be turned along other lines, which would
// free it: the count is a fast approximation of stability.) 0 under
// other flip rules.
func (p *Position) AnchoredPieces(c Color) int {
	if p.v.Flip != FlipEnclosed {
		return 0
	}
	steps := p.v.Geometry.steps
	n := 0
	for _, sq := range p.plist[c] {
		// a bit per line (kingVids[k] and kingVids[7-k] are its two
		// directions) anchored in one of them
		lines := 0
		for k, vid := range p.v.kingVids {
			if p.ownRunToEdge(sq, c, steps[vid]) {
				lines |= 1 << min(k, 7-k)
			}
		}
		if lines == 15 {
			n++
		}
	}
	return n
}

// ownRunToEdge reports whether every square from sq (not included) along
// step to the edge of the board holds a piece of colour c.
func (p *Position) ownRunToEdge(sq int16, c Color, step []int16) bool {
	for s := step[sq]; s >= 0; s = step[s] {
		if pc := p.board[s]; pc == NoPiece || pc.Color() != c {
			return false
		}
	}
	return true
}
