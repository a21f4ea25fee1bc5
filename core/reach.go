package core

import "math/bits"

// SquareSet is a set of squares of a board kept in bitboards (at most
// 128 squares): what Reach reports a piece attacks.
type SquareSet struct{ b bitboard }

// Has reports whether sq is in the set.
func (s SquareSet) Has(sq int) bool { return sq >= 0 && s.b.has(sq) }

// Len is the number of squares in the set.
func (s SquareSet) Len() int { return bits.OnesCount64(s.b.lo) + bits.OnesCount64(s.b.hi) }

// Union is the squares in s or o.
func (s SquareSet) Union(o SquareSet) SquareSet { return SquareSet{s.b.or(o.b)} }

// Next removes the lowest square from the set and returns it, or -1
// when the set is empty.
func (s *SquareSet) Next() int {
	if s.b.empty() {
		return -1
	}
	sq := s.b.first()
	s.b.unset(sq)
	return sq
}

// Reach is what a piece reaches by its leaps and slides (the moves kept
// in bitboards): evaluation terms for mobility, attacks on a royal's
// surroundings and threats.
type Reach struct {
	// Squares is the number of squares it moves or captures to
	// (Mobility), Near how many of them lie within one king step of the
	// square asked about (MobilityNear).
	Squares, Near int
	// Attacks holds the enemy pieces it can capture.
	Attacks SquareSet
}

// Reach reports what the piece on sq reaches, counting Near about the
// square near (none when near < 0). It reports false where Mobility
// returns -1: a larger board, or a piece whose moves are not all in
// bitboards (multi-leg and hopping moves).
func (p *Position) Reach(sq, near int) (Reach, bool) {
	pc := p.board[sq]
	if !p.useBB || pc == NoPiece {
		return Reach{}, false
	}
	c := pc.Color()
	tg := &p.v.graphs[c][pc.Type()]
	if !tg.bbGen {
		return Reach{}, false
	}
	var quiet, caps bitboard
	if p.v.bb64 {
		quiet.lo, caps.lo = p.plainTargets64(sq, c, tg)
	} else {
		quiet, caps = p.plainTargets(sq, c, tg)
	}
	t := quiet.or(caps)
	r := Reach{Squares: bits.OnesCount64(t.lo) + bits.OnesCount64(t.hi), Attacks: SquareSet{caps}}
	if near >= 0 {
		z := t.and(p.v.kingZone[near])
		r.Near = bits.OnesCount64(z.lo) + bits.OnesCount64(z.hi)
	}
	return r, true
}

// PieceMoveCount counts the squares the pseudo-legal moves of the piece
// on sq go to (a move's later choices, such as an Amazon's arrow or a
// Joust knight's wall, not told apart), by listing them into the
// position's scratch list: a piece's mobility where Reach does not apply
// (boards and moves beyond the bitboards), for games with few pieces,
// where listing them is cheap.
func (p *Position) PieceMoveCount(sq int) int {
	if sq < 0 || sq >= len(p.board) || p.board[sq] == NoPiece {
		return 0
	}
	ml, mark := p.nestedList()
	p.GeneratePieceMoves(ml, sq)
	var seen [4]uint64 // destinations, for boards of up to 256 squares
	n := 0
	for _, m := range ml.Moves {
		if to := int(m.To()); to >= 0 && to < 256 && seen[to>>6]&(1<<(to&63)) == 0 {
			seen[to>>6] |= 1 << (to & 63)
			n++
		}
	}
	p.doneNested(mark)
	return n
}
