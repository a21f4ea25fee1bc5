package core

// Static exchange evaluation: what a move onto a square wins or loses
// when both sides then capture there, each with its cheapest attacker,
// as long as it pays. The attackers are found with the attack tables of
// attack.go, walking the board; pieces taken in the exchange are lifted
// from the board meanwhile, so that sliders and cannons behind them
// (x-rays, new screens) join in.

// seeRoyal is what a royal counts for in an exchange: more than any
// exchange can win, so that no side gives one up.
const seeRoyal = 1 << 16

// maxExchange bounds an exchange's length.
const maxExchange = 32

// SEE returns the static exchange evaluation of m (material, by value[t]
// per type) and true, or false where the exchange is not a plain one: a
// drop, a multi-leg move removing several pieces or one off its
// destination, unloading, gating, castling, captures that need their
// moves generated to be seen, and multi-move turns.
func (p *Position) SEE(mv Move, value []int) (int, bool) {
	v := p.v
	d := p.Detail(mv)
	m := &d
	to := int(m.To)
	if m.From < 0 || to < 0 || m.Flags&(FlagDrop|FlagCastle|FlagUnload|FlagExplode|FlagEnPassant) != 0 ||
		m.Gate != NoPiece || m.NVictims > 1 || m.NVictims == 1 && int(m.Victims[0]) != to ||
		v.attack[White].anyComplex || v.attack[Black].anyComplex || v.multiMove {
		return 0, false
	}
	val := func(pc Piece) int {
		if pc == NoPiece {
			return 0
		}
		if v.IsRoyal(pc.Type()) {
			return seeRoyal
		}
		return value[pc.Type()]
	}
	var gain [maxExchange]int
	var lifted [maxExchange]int16
	var pieces [maxExchange]Piece
	gain[0] = 0
	if m.NVictims == 1 {
		gain[0] = val(p.board[to])
	}
	on := val(m.Result) // what now stands on to
	gain[0] += on - val(m.Piece)
	lifted[0], pieces[0] = m.From, p.board[m.From]
	p.board[m.From] = NoPiece
	side := m.Piece.Color().Other()
	// the bitboards do not follow the lifting: the pieces lifted are
	// kept apart from them
	bb := p.useBB && v.bbAttack[White].ok && v.bbAttack[Black].ok
	var gone bitboard
	if bb {
		gone.set(int(m.From))
	}
	n := 1
	for ; n < maxExchange; n++ {
		var a int
		if bb {
			a = p.leastAttackerBB(to, side, val, gone)
		} else {
			a = p.leastAttacker(to, side, val)
		}
		if a < 0 {
			break
		}
		gain[n] = on - gain[n-1]
		on = val(p.board[a])
		lifted[n], pieces[n] = int16(a), p.board[a]
		p.board[a] = NoPiece
		if bb {
			gone.set(a)
		}
		side = side.Other()
	}
	for i := n - 1; i >= 0; i-- {
		p.board[lifted[i]] = pieces[i]
	}
	for n--; n > 0; n-- {
		gain[n-1] = -max(-gain[n-1], gain[n])
	}
	return gain[0], true
}

// leastAttackerBB is leastAttacker by bitboards, the pieces on gone
// lifted (the board holds none there; the bitboards still do). Leaps
// and slides are read from the bitboards, the rarer deterministic paths
// and hops walked on the board as leastAttacker walks them.
func (p *Position) leastAttackerBB(sq int, by Color, val func(Piece) int, gone bitboard) int {
	v := p.v
	bt := &v.bbAttack[by]
	pbb := p.pbb[by]
	board := p.board
	best, bestV := -1, 0
	consider := func(a int) {
		if x := val(board[a]); best < 0 || x < bestV {
			best, bestV = a, x
		}
	}
	for i := range bt.leaps {
		l := &bt.leaps[i]
		if m := l.from[sq].and(pbb[l.t]).andNot(gone); !m.empty() {
			consider(m.first())
		}
	}
	occ := p.occ[0].or(p.occ[1]).andNot(gone)
	for k, slides := range [2][]bbSlide{bt.slides, bt.lineRays} {
		if k == 1 && (v.Lines == nil || !v.Lines[sq]) {
			break
		}
		for i := range slides {
			sl := &slides[i]
			m := sl.mask[sq].and(occ)
			if m.empty() {
				continue
			}
			s := m.nearest(sl.fwd)
			if p.slideHits(sl, sq, s, board[s], by) {
				consider(s)
			}
		}
	}
	return p.cheapestWalked(sq, by, val, best, bestV)
}

// leastAttacker returns the square of colour by's cheapest piece (by
// val) that captures on sq by a leap, slide, hop or deterministic path,
// -1 when there is none.
func (p *Position) leastAttacker(sq int, by Color, val func(Piece) int) int {
	at := &p.v.attack[by]
	steps := p.v.Geometry.steps
	lines := p.v.Lines
	best, bestV := -1, 0
	consider := func(a int) {
		if v := val(p.board[a]); best < 0 || v < bestV {
			best, bestV = a, v
		}
	}
	for k, rays := range [2][]attackRay{at.rays, at.lineRays} {
		if k == 1 && (lines == nil || !lines[sq]) {
			break
		}
		for i := range rays {
			ray := &rays[i]
			step := steps[ray.vid]
			s := int16(sq)
			for d := 1; d <= ray.maxDist; d++ {
				if s = step[s]; s < 0 || k == 1 && !lines[s] {
					break
				}
				pc := p.board[s]
				if pc == NoPiece {
					continue
				}
				if pc.Color() == by && int(ray.rng[pc.Type()]) >= d {
					consider(int(s))
				}
				break
			}
		}
	}
	return p.cheapestWalked(sq, by, val, best, bestV)
}

// cheapestWalked returns the cheaper of best (worth bestV; -1 for none)
// and colour by's cheapest piece that captures on sq by a deterministic
// path or a hop, found by walking the board (both leastAttacker and
// leastAttackerBB end here).
func (p *Position) cheapestWalked(sq int, by Color, val func(Piece) int, best, bestV int) int {
	at := &p.v.attack[by]
	steps := p.v.Geometry.steps
	consider := func(a int) {
		if x := val(p.board[a]); best < 0 || x < bestV {
			best, bestV = a, x
		}
	}
	for i := range at.det {
		if p.detAttacks(&at.det[i], sq) {
			consider(int(steps[at.det[i].back][sq]))
		}
	}
	for i := range at.hops {
		if a := p.hopAttacker(&at.hops[i], sq, steps); a >= 0 {
			consider(a)
		}
	}
	return best
}
