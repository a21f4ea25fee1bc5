package core

// Drop rules of placement games: where a piece from the hand may go
// beyond the square being empty (Fairy-Stockfish's enclosingDrop and
// enclosingDropStart), and hands that never run out (freeDrops).

// DropRule restricts the squares a drop may use.
type DropRule uint8

const (
	// DropAnywhere: no restriction beyond the piece's own.
	DropAnywhere DropRule = iota
	// DropGravity: on the first rank (White's) or on a square whose
	// neighbour toward it is occupied or a hole, for both sides (Connect
	// Four, played upright; FSF "top").
	DropGravity
	// DropEnclose: only where the dropped piece encloses at least one
	// enemy piece between itself and an own piece along a rank, file or
	// diagonal (Othello; FSF "reversi").
	DropEnclose
	// DropAdjacent: only next to an own piece, diagonals included (Ataxx
	// clones; FSF "ataxx").
	DropAdjacent
	// DropApart: never orthogonally next to an enemy piece (Snort; FSF
	// "snort").
	DropApart
	// DropSides: pushed in from any of the four edges whose own square
	// of the rank or file is empty. From the left or the bottom the piece
	// stops before the first piece in its way or on the far edge. From
	// the right or the top it goes, as Fairy-Stockfish's "anyside" has
	// it, to the first square counted from the far (left or bottom) edge
	// that is empty and has the far edge or an occupied square beyond it,
	// pieces between that square and the entry edge notwithstanding
	// (Connect Four played from every side).
	DropSides
)

// compileDropRules builds the step tables the drop rules and the flip
// rules use: the eight king directions.
func (v *Variant) compileDropRules() {
	g := v.Geometry
	if v.DropRule == DropAnywhere && v.Flip == FlipNone {
		return
	}
	k := 0
	for dy := -1; dy <= 1; dy++ {
		for dx := -1; dx <= 1; dx++ {
			if dx != 0 || dy != 0 {
				v.kingVids[k] = int32(g.vector(dx, dy, false))
				k++
			}
		}
	}
	v.gravityVid = int32(g.vector(0, -1, false))
	v.compileCorners()
}

// orthoKing are the orthogonal steps among kingVids: (0,-1) (-1,0) (1,0)
// (0,1); kingVids[7-k] is the step opposite kingVids[k].
var orthoKing = [4]int{1, 3, 4, 6}

// dropStartOpen reports whether a square of DropStart is still empty:
// then drops go there and nowhere else (Othello's first four stones).
func (p *Position) dropStartOpen() bool {
	for sq, on := range p.v.DropStart {
		if on && p.board[sq] == NoPiece {
			return true
		}
	}
	return false
}

// dropRuleAllows reports whether colour c may drop on the empty square
// sq under the variant's drop rule.
func (p *Position) dropRuleAllows(c Color, sq int) bool {
	steps := p.v.Geometry.steps
	switch p.v.DropRule {
	case DropGravity:
		below := steps[p.v.gravityVid][sq]
		return below < 0 || p.board[below] != NoPiece
	case DropAdjacent:
		for _, vid := range p.v.kingVids {
			if s := steps[vid][sq]; s >= 0 && p.board[s] != NoPiece && p.board[s].Color() == c {
				return true
			}
		}
		return false
	case DropEnclose:
		for _, vid := range p.v.kingVids {
			if p.enclosedRun(int16(sq), c, steps[vid]) > 0 {
				return true
			}
		}
		return false
	case DropApart:
		for _, k := range orthoKing {
			if s := steps[p.v.kingVids[k]][sq]; s >= 0 && p.board[s] != NoPiece && p.board[s].Color() != c {
				return false
			}
		}
		return true
	case DropSides:
		for i, k := range orthoKing {
			step, back := steps[p.v.kingVids[k]], steps[p.v.kingVids[7-k]]
			if i < 2 && p.pushedFromFar(sq, step, back) || i >= 2 && p.pushedTo(sq, step, back) {
				return true
			}
		}
		return false
	}
	return true
}

// pushedTo reports whether a piece pushed in from the edge behind sq
// (against step: back) stops on sq: every square from sq back to the
// edge is empty, and the square after sq along step is occupied, a hole
// or off the board.
func (p *Position) pushedTo(sq int, step, back []int16) bool {
	if s := step[sq]; s >= 0 && p.board[s] == NoPiece {
		return false
	}
	for s := back[sq]; s >= 0; s = back[s] {
		if p.board[s] != NoPiece {
			return false
		}
	}
	return true
}

// pushedFromFar reports whether a piece pushed in from the edge behind
// sq (against step: back) lands on sq by DropSides's rule for the pushes
// toward the lower files or ranks: the entry square (the last along
// back) is empty, sq has the far edge or an occupied square after it
// along step, and no square between sq and the far edge is such a
// square (an empty one with the far edge or a piece after it).
func (p *Position) pushedFromFar(sq int, step, back []int16) bool {
	if !p.stopsOn(sq, step) {
		return false
	}
	for s := step[sq]; s >= 0; s = step[s] {
		if p.stopsOn(int(s), step) {
			return false
		}
	}
	entry := sq
	for s := back[sq]; s >= 0; s = back[s] {
		entry = int(s)
	}
	return p.board[entry] == NoPiece
}

// stopsOn reports whether the empty square sq has the edge, a hole or an
// occupied square after it along step.
func (p *Position) stopsOn(sq int, step []int16) bool {
	if p.board[sq] != NoPiece {
		return false
	}
	s := step[sq]
	return s < 0 || p.board[s] != NoPiece
}

// enclosedRun returns how many enemy pieces of colour c stand in an
// unbroken run from sq (not included) along step, ended by a piece of
// c's own; 0 when the run is empty or not ended so.
func (p *Position) enclosedRun(sq int16, c Color, step []int16) int {
	n := 0
	s := step[sq]
	for s >= 0 {
		pc := p.board[s]
		if pc == NoPiece {
			return 0
		}
		if pc.Color() == c {
			return n
		}
		n++
		s = step[s]
	}
	return 0
}

// unlimitedDrop reports whether type t is dropped from a supply that
// never runs out.
func (v *Variant) unlimitedDrop(t int) bool {
	return v.UnlimitedDrops != nil && v.UnlimitedDrops[t]
}

// UnlimitedDrop reports whether pieces of type t can always be dropped:
// the hand holds an endless supply of them (unlimitedDrops=).
func (v *Variant) UnlimitedDrop(t int) bool { return v.unlimitedDrop(t) }
