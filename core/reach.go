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
// in bitboards), its lame leaps (the Xiangqi horse) and its single-leg
// hops (the cannon), never onto a square its morph board forbids (the
// palace, the river): evaluation terms for mobility, attacks on a
// royal's surroundings and threats.
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
// returns -1: a larger board, or a type whose moves a rule table other
// than its morph board may change (a capture matrix, black holes). The
// moves it does not read (other multi-leg paths, programs, a pawn's
// first double step) are left out of its counts; Captures says whether
// a capture is.
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
	if tg.reachDet != nil || tg.reachHop != nil {
		q, k := p.pathTargets(sq, c, tg)
		quiet, caps = quiet.or(q), caps.or(k)
	}
	quiet, caps = quiet.andNot(tg.forbid), caps.andNot(tg.forbid)
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

// pathTargets returns the squares a type's lame leaps (deterministic
// paths through empty relays: the Xiangqi horse) and single-leg hops
// (the cannon) reach from sq: empty ones and enemy-held ones.
func (p *Position) pathTargets(sq int, c Color, tg *typeGraph) (quiet, caps bitboard) {
	enemy := p.occ[c.Other()]
	all := p.occ[c].or(enemy)
	for _, dp := range tg.reachDet {
		to := int(dp.land[sq])
		if to < 0 || to == sq || !dp.empty[sq].and(all).empty() {
			continue
		}
		mode := dp.modes[len(dp.modes)-1]
		switch {
		case !all.has(to):
			if mode&ModeMove != 0 {
				quiet.set(to)
			}
		case enemy.has(to) && mode&ModeCapture != 0:
			caps.set(to)
		}
	}
	for _, cp := range tg.reachHop {
		mode := cp.legs[0].Mode
		for i := range cp.bbHop {
			d := &cp.bbHop[i]
			lim := d.lim[sq]
			m := lim.and(all)
			if m.empty() {
				continue
			}
			after := d.full[m.nearest(d.fwd)].and(lim)
			if b := after.and(all); !b.empty() {
				target := b.nearest(d.fwd)
				after = after.andNot(d.full[target])
				after.unset(target)
				if mode&ModeCapture != 0 && enemy.has(target) {
					caps.set(target)
				}
			}
			if mode&ModeMove != 0 {
				quiet = quiet.or(after)
			}
		}
	}
	return quiet, caps
}

// reachSeesCaptures reports whether every capture of the type is among
// the targets Reach and Captures read: its plain leaps and slides, its lame leaps and
// its single-leg hops (en passant aside), with no program, no
// promotion-only move and no other path that may capture.
func (tg *typeGraph) reachSeesCaptures() bool {
	if !tg.bbGen || len(tg.progs) > 0 || len(tg.promo) > 0 {
		return false
	}
	const takes = ModeCapture | ModeDestroy
	for i := range tg.simple {
		if sm := &tg.simple[i]; !sm.bb && sm.mode&takes != 0 {
			return false
		}
	}
	for i := range tg.paths {
		if cp := &tg.paths[i]; cp.bbHop == nil {
			for _, l := range cp.legs {
				if l.Mode&takes != 0 {
					return false
				}
			}
		}
	}
	for i := range tg.det {
		dp := &tg.det[i]
		if dp.land != nil && dp.relays && !dp.initial {
			continue
		}
		for _, m := range dp.modes {
			if m&takes != 0 {
				return false
			}
		}
	}
	return true
}

// Captures reports the enemy pieces the piece on sq can capture by any
// move of its type (en passant aside: its victim is not where it lands),
// read from the bitboards without listing the moves: its leaps, slides,
// lame leaps and hops. It reports false where the bitboards do not hold
// every capture of the type (a larger board, a capture matrix, other
// multi-leg paths); the caller then lists the moves.
func (p *Position) Captures(sq int) (SquareSet, bool) {
	pc := p.board[sq]
	if !p.useBB || pc == NoPiece {
		return SquareSet{}, false
	}
	c := pc.Color()
	tg := &p.v.graphs[c][pc.Type()]
	if !tg.reachCaps {
		return SquareSet{}, false
	}
	var caps bitboard
	if p.v.bb64 {
		_, caps.lo = p.plainTargets64(sq, c, tg)
	} else {
		_, caps = p.plainTargets(sq, c, tg)
	}
	if tg.reachDet != nil || tg.reachHop != nil {
		_, k := p.pathTargets(sq, c, tg)
		caps = caps.or(k)
	}
	return SquareSet{caps.andNot(tg.forbid)}, true
}
