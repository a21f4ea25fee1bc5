package core

// What the evaluation of placement games reads from a position: the room
// a side has to drop under a rule that depends on the pieces around
// (Othello's mobility), and under an enclosing flip the pieces that
// cannot be turned (Othello's corners and the edges grown from them) and
// those that open drops to the other side (the frontier, and the squares
// next to an empty corner).

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

// DropSquares counts, for each colour, the empty squares where the
// variant's drop rule lets it drop, whoever is to move: 0 for a colour
// with nothing in hand, for both when the rule does not depend on the
// pieces (DropRoomDiffers), and while the start squares (dropStart) are
// open, for then both sides have the same ones. The piece's own drop
// restrictions are not looked at: the games this is for have none.
func (p *Position) DropSquares() (room [2]int) {
	if !p.v.DropRoomDiffers() || (p.v.DropStart != nil && p.dropStartOpen()) {
		return room
	}
	g := p.v.Geometry
	has := [2]bool{p.hasDrop(White), p.hasDrop(Black)}
	for sq, pc := range p.board {
		if pc != NoPiece || !g.Exists[sq] {
			continue
		}
		var ok [2]bool
		if p.v.DropRule == DropEnclose {
			// one walk per direction serves both colours: a run of one
			// colour's pieces ended by the other's
			ok = p.enclosers(int16(sq))
		} else {
			ok = [2]bool{p.dropRuleAllows(White, sq), p.dropRuleAllows(Black, sq)}
		}
		for c := range room {
			if ok[c] && has[c] {
				room[c]++
			}
		}
	}
	return room
}

// enclosers reports, for each colour, whether a piece of it dropped on
// the empty square sq would enclose enemy pieces (DropEnclose).
func (p *Position) enclosers(sq int16) (ok [2]bool) {
	steps := p.v.Geometry.steps
	for _, vid := range p.v.kingVids {
		step := steps[vid]
		s := step[sq]
		if s < 0 || p.board[s] == NoPiece {
			continue
		}
		run := p.board[s].Color()
		for s = step[s]; s >= 0 && p.board[s] != NoPiece; s = step[s] {
			if c := p.board[s].Color(); c != run {
				ok[c] = true
				break
			}
		}
		if ok[0] && ok[1] {
			break
		}
	}
	return ok
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
		anchored := true
		for k := 0; k < 4 && anchored; k++ {
			// the line's two directions are kingVids[k] and kingVids[7-k]
			anchored = false
			for _, d := range [2]int{k, 7 - k} {
				if p.ownRunToEdge(sq, c, steps[p.v.kingVids[d]]) {
					anchored = true
					break
				}
			}
		}
		if anchored {
			n++
		}
	}
	return n
}

// compileCorners marks, under flip=enclosed, the squares where a piece
// is anchored whatever stands around it: every line through the square
// leaves the board (or meets a hole) at once in one direction. On a
// rectangle these are the four corners.
func (v *Variant) compileCorners() {
	v.cornerSquares = nil
	if v.Flip != FlipEnclosed {
		return
	}
	g := v.Geometry
	v.cornerSquares = make([]bool, g.Size())
	for sq := range v.cornerSquares {
		corner := g.Exists[sq]
		for k := 0; k < 4 && corner; k++ {
			corner = g.steps[v.kingVids[k]][sq] < 0 || g.steps[v.kingVids[7-k]][sq] < 0
		}
		v.cornerSquares[sq] = corner
	}
}

// Exposure counts colour c's pieces that give the other side chances
// under flip=enclosed: those next to an empty square (frontier: the
// other side may drop there and enclose them, and its drops grow with
// them), and among those, the ones next to an empty corner
// (nearCorner: Othello's X- and C-squares, that let the other side take
// the corner). 0 under other flip rules.
func (p *Position) Exposure(c Color) (frontier, nearCorner int) {
	if p.v.Flip != FlipEnclosed {
		return 0, 0
	}
	steps := p.v.Geometry.steps
	corners := p.v.cornerSquares
	for _, sq := range p.plist[c] {
		open, corner := false, false
		for _, vid := range p.v.kingVids {
			if s := steps[vid][sq]; s >= 0 && p.board[s] == NoPiece {
				open = true
				corner = corner || corners[s]
			}
		}
		if open {
			frontier++
		}
		if corner {
			nearCorner++
		}
	}
	return frontier, nearCorner
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

// FlipGain is, for each colour, the most enemy pieces one of its drops
// would turn under an adjacent flip (flip=adjacent: Ataxx's clone), whoever
// is to move: what the side to move gains at once, which a static count
// of the pieces misses. 0 under other flip rules and for a colour with
// nothing in hand. Moves on the board that turn pieces (Ataxx's jumps)
// are not looked at: a drop next to the same pieces gains as much, and one
// more piece.
func (p *Position) FlipGain() (gain [2]int) {
	if p.v.Flip != FlipAdjacent && p.v.Flip != FlipAdjacentJoined {
		return gain
	}
	has := [2]bool{p.hasDrop(White), p.hasDrop(Black)}
	if !has[0] && !has[1] {
		return gain
	}
	g := p.v.Geometry
	for sq, pc := range p.board {
		if pc != NoPiece || !g.Exists[sq] {
			continue
		}
		var near [2]int
		for _, vid := range p.v.kingVids {
			if s := g.steps[vid][sq]; s >= 0 && p.board[s] != NoPiece {
				near[p.board[s].Color()]++
			}
		}
		for c := range gain {
			enemy := near[1-c]
			if !has[c] || enemy <= gain[c] || p.v.Flip == FlipAdjacentJoined && near[c] == 0 {
				continue
			}
			if p.dropRuleAllows(Color(c), sq) {
				gain[c] = enemy
			}
		}
	}
	return gain
}
