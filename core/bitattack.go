package core

import "math/bits"

// Attack tests by bitboards, for boards of at most bbMaxSquares squares.
// They answer exactly as the walks of attack.go, from the same attack
// tables: single-step captures become per-type sets of the squares an
// attacker of that type would stand on (one AND with the type's pieces),
// slides and hops find the first piece on a ray with one bit scan.

// bbLeap: the squares from which a piece of type t captures each square
// by a single leap.
type bbLeap struct {
	t    int
	from []bitboard
}

// bbSlide is an attackRay for its types of range 2 or more: mask[sq] is
// the ray from sq up to maxDist squares.
type bbSlide struct {
	bbRay
	mask    []bitboard
	maxDist int
	rng     []uint8
}

// bbHop is a hopAttack by bitboards: mask[sq] is the ray walked back
// from the target; beyond[s] the same ray from the screen on s.
type bbHop struct {
	bbRay
	mask    []bitboard
	limited bool // the hopper's range is shorter than the board
}

// bbDet groups a type's deterministic captures (indexes into
// attackTable.det).
type bbDet struct {
	t     int
	from  []bitboard
	paths []int
}

type bbAttackTable struct {
	leaps    []bbLeap
	slides   []bbSlide
	lineRays []bbSlide
	hops     []bbHop // parallel to attackTable.hops
	// dets: per type with deterministic multi-leg captures, the squares
	// its pieces would stand on to capture each square (a quick reject
	// before the paths' relay squares are looked at)
	dets []bbDet
	// ok: every ray could be made a bitboard ray (else the walks are
	// used)
	ok bool
}

// buildBitboards makes the bitboard tables when the board is small
// enough (and marks the variant so that positions keep bitboards).
func (v *Variant) buildBitboards() {
	g := v.Geometry
	v.bbOK = g.Size() <= bbMaxSquares
	v.bb64 = g.Size() <= 64
	if !v.bbOK {
		return
	}
	v.buildKingZones()
	for c := White; c <= Black; c++ {
		v.bbAttack[c] = v.bbAttackOf(c)
		for t := range v.graphs[c] {
			v.bbPlainMoves(&v.graphs[c][t], c, t)
		}
	}
}

func (v *Variant) bbAttackOf(c Color) bbAttackTable {
	g := v.Geometry
	at := &v.attack[c]
	bt := bbAttackTable{ok: true}
	// each type's entry in bt.leaps and bt.dets, plus one (0: none yet):
	// slices, not maps keyed by int, which would link the runtime's map
	// code for 8-byte keys into the wasm for this alone
	leapOf := make([]int, len(v.Types))
	for i := range at.rays {
		ray := &at.rays[i]
		info, ok := g.rayInfo(ray.vid)
		if !ok {
			// not a straight line of squares (a null vector): the walks
			// answer
			bt.ok = false
			continue
		}
		sl := bbSlide{bbRay: info, maxDist: ray.maxDist, rng: make([]uint8, len(v.Types))}
		slides := false
		for t, r := range ray.rng {
			switch {
			case r == 1:
				if leapOf[t] == 0 {
					bt.leaps = append(bt.leaps, bbLeap{t: t, from: make([]bitboard, g.Size())})
					leapOf[t] = len(bt.leaps)
				}
				k := leapOf[t] - 1
				from := bt.leaps[k].from
				for sq, a := range g.steps[ray.vid] {
					if a >= 0 {
						from[sq].set(int(a))
					}
				}
			case r > 1:
				sl.rng[t] = r
				slides = true
			}
		}
		if slides {
			sl.mask = g.rayMasks(ray.vid, ray.maxDist, nil)
			bt.slides = append(bt.slides, sl)
		}
	}
	for i := range at.lineRays {
		ray := &at.lineRays[i]
		info, ok := g.rayInfo(ray.vid)
		if !ok {
			bt.ok = false
			continue
		}
		sl := bbSlide{bbRay: info, maxDist: ray.maxDist, rng: ray.rng,
			mask: g.rayMasks(ray.vid, ray.maxDist, v.Lines)}
		bt.lineRays = append(bt.lineRays, sl)
	}
	detOf := make([]int, len(v.Types))
	for i := range at.det {
		da := &at.det[i]
		t := da.piece.Type()
		if detOf[t] == 0 {
			bt.dets = append(bt.dets, bbDet{t: t, from: make([]bitboard, g.Size())})
			detOf[t] = len(bt.dets)
		}
		k := detOf[t] - 1
		bt.dets[k].paths = append(bt.dets[k].paths, i)
		for sq, a := range g.steps[da.back] {
			if a >= 0 {
				bt.dets[k].from[sq].set(int(a))
			}
		}
	}
	for i := range at.hops {
		ha := &at.hops[i]
		info, ok := g.rayInfo(ha.vid)
		if !ok {
			bt.ok = false
			continue
		}
		var lines []bool
		if ha.linesOnly {
			lines = v.Lines
			if lines == nil {
				lines = make([]bool, g.Size())
			}
		}
		bt.hops = append(bt.hops, bbHop{bbRay: info, mask: g.rayMasks(ha.vid, unlimitedSteps, lines),
			limited: ha.rng < g.Files+g.Ranks})
	}
	return bt
}

// unlimitedSteps is more steps than any ray has.
const unlimitedSteps = 2 * MaxBoardSize

// attackedBB is Attacked by bitboards.
func (p *Position) attackedBB(sq int, by Color) bool {
	if p.v.bb64 {
		if p.leapOrSlide64(sq, by) {
			return true
		}
	} else if p.leapOrSlide(sq, by) {
		return true
	}
	return p.attackedOtherBB(sq, by)
}

// leapOrSlide64 is leapOrSlide on a board of at most 64 squares, in one
// word.
func (p *Position) leapOrSlide64(sq int, by Color) bool {
	bt := &p.v.bbAttack[by]
	pbb := p.pbb[by]
	for i := range bt.leaps {
		l := &bt.leaps[i]
		if l.from[sq].lo&pbb[l.t].lo != 0 {
			return true
		}
	}
	occ := p.occ[0].lo | p.occ[1].lo
	for i := range bt.slides {
		sl := &bt.slides[i]
		m := sl.mask[sq].lo & occ
		if m == 0 {
			continue
		}
		s := 63 - bits.LeadingZeros64(m)
		if sl.fwd {
			s = bits.TrailingZeros64(m)
		}
		if p.slideHits(sl, sq, s, p.board[s], by) {
			return true
		}
	}
	if lines := p.v.Lines; len(bt.lineRays) > 0 && lines != nil && lines[sq] {
		return p.lineRaysBB(sq, by)
	}
	return false
}

// leapOrSlide looks for a capture of sq by a single leap or slide.
func (p *Position) leapOrSlide(sq int, by Color) bool {
	v := p.v
	bt := &v.bbAttack[by]
	pbb := p.pbb[by]
	for i := range bt.leaps {
		l := &bt.leaps[i]
		if !l.from[sq].and(pbb[l.t]).empty() {
			return true
		}
	}
	occ := p.occ[0].or(p.occ[1])
	board := p.board
	for i := range bt.slides {
		sl := &bt.slides[i]
		m := sl.mask[sq].and(occ)
		if m.empty() {
			continue
		}
		s := m.nearest(sl.fwd)
		if p.slideHits(sl, sq, s, board[s], by) {
			return true
		}
	}
	if lines := v.Lines; len(bt.lineRays) > 0 && lines != nil && lines[sq] {
		return p.lineRaysBB(sq, by)
	}
	return false
}

// lineRaysBB looks for a capture of sq, a line square, along the lines.
func (p *Position) lineRaysBB(sq int, by Color) bool {
	bt := &p.v.bbAttack[by]
	occ := p.occ[0].or(p.occ[1])
	for i := range bt.lineRays {
		sl := &bt.lineRays[i]
		m := sl.mask[sq].and(occ)
		if m.empty() {
			continue
		}
		s := m.nearest(sl.fwd)
		if p.slideHits(sl, sq, s, p.board[s], by) {
			return true
		}
	}
	return false
}

// attackedOtherBB looks for a capture of sq by deterministic multi-leg
// paths, hoppers and the types tested by generating their moves.
func (p *Position) attackedOtherBB(sq int, by Color) bool {
	v := p.v
	bt := &v.bbAttack[by]
	pbb := p.pbb[by]
	occ := p.occ[0].or(p.occ[1])
	board := p.board
	at := &v.attack[by]
	for i := range bt.dets {
		d := &bt.dets[i]
		if d.from[sq].and(pbb[d.t]).empty() {
			continue
		}
		for _, k := range d.paths {
			if p.detAttacks(&at.det[k], sq) {
				return true
			}
		}
	}
	for i := range at.hops {
		ha := &at.hops[i]
		if pbb[ha.piece.Type()].empty() {
			continue
		}
		hb := &bt.hops[i]
		m := hb.mask[sq].and(occ)
		if m.empty() {
			continue
		}
		screen := m.nearest(hb.fwd)
		if ha.ownOnly && board[screen].Color() != by {
			continue
		}
		m = m.and(hb.mask[screen])
		if m.empty() {
			continue
		}
		a := m.nearest(hb.fwd)
		if board[a] != ha.piece || (hb.limited && hb.distance(sq, a) > ha.rng) {
			continue
		}
		if !p.hopBanned(ha.piece, board[screen]) {
			return true
		}
	}
	if at.anyComplex {
		return p.attackedByComplex(sq, by)
	}
	return false
}

// slideHits reports whether pc, the first piece on a slide's ray at s,
// is an attacker of colour by that reaches sq.
func (p *Position) slideHits(sl *bbSlide, sq, s int, pc Piece, by Color) bool {
	if pc.Color() != by {
		return false
	}
	r := int(sl.rng[pc.Type()])
	if r == 0 {
		return false
	}
	return r >= sl.maxDist || sl.distance(sq, s) <= r
}

// pinnedBB is pinnedPieces by bitboards.
func (p *Position) pinnedBB(king int, c Color, out []int16) int {
	if p.v.bb64 {
		return p.pinnedBB64(king, c, out)
	}
	bt := &p.v.bbAttack[c.Other()]
	occ := p.occ[0].or(p.occ[1])
	own := p.occ[c]
	n := 0
	for i := range bt.slides {
		sl := &bt.slides[i]
		if sl.maxDist < 2 {
			continue
		}
		m := sl.mask[king].and(occ)
		if m.empty() {
			continue
		}
		s := m.nearest(sl.fwd)
		if !own.has(s) {
			continue
		}
		m.unset(s)
		if m.empty() {
			continue
		}
		a := m.nearest(sl.fwd)
		if own.has(a) || !p.slideHits(sl, king, a, p.board[a], c.Other()) {
			continue
		}
		if n == len(out) {
			return -1
		}
		out[n] = int16(s)
		n++
	}
	return n
}

// pinnedBB64 is pinnedBB on a board of at most 64 squares, in one word.
func (p *Position) pinnedBB64(king int, c Color, out []int16) int {
	bt := &p.v.bbAttack[c.Other()]
	occ := p.occ[0].lo | p.occ[1].lo
	own := p.occ[c].lo
	n := 0
	for i := range bt.slides {
		sl := &bt.slides[i]
		if sl.maxDist < 2 {
			continue
		}
		m := sl.mask[king].lo & occ
		if m == 0 {
			continue
		}
		s := nearest64(m, sl.fwd)
		if own&(1<<uint(s)) == 0 {
			continue
		}
		if m &^= 1 << uint(s); m == 0 {
			continue
		}
		a := nearest64(m, sl.fwd)
		if own&(1<<uint(a)) != 0 || !p.slideHits(sl, king, a, p.board[a], c.Other()) {
			continue
		}
		if n == len(out) {
			return -1
		}
		out[n] = int16(s)
		n++
	}
	return n
}

// pinsUnchecked64 is pinnedBB64 for a royal that is not in check, with
// attackedBB's test that it is not, on a board of at most 64 squares:
// one pass over the slide directions finds both the first piece from
// the royal (a checker) and, behind an own piece, a pinner. It returns
// -1 when the royal is in check or out is too short.
func (p *Position) pinsUnchecked64(king int, c Color, out []int16) int {
	opp := c.Other()
	bt := &p.v.bbAttack[opp]
	pbb := p.pbb[opp]
	for i := range bt.leaps {
		l := &bt.leaps[i]
		if l.from[king].lo&pbb[l.t].lo != 0 {
			return -1
		}
	}
	occ := p.occ[0].lo | p.occ[1].lo
	own := p.occ[c].lo
	n := 0
	for i := range bt.slides {
		sl := &bt.slides[i]
		m := sl.mask[king].lo & occ
		if m == 0 {
			continue
		}
		s := nearest64(m, sl.fwd)
		if own&(1<<uint(s)) == 0 {
			if p.slideHits(sl, king, s, p.board[s], opp) {
				return -1
			}
			continue
		}
		if sl.maxDist < 2 {
			continue
		}
		if m &^= 1 << uint(s); m == 0 {
			continue
		}
		a := nearest64(m, sl.fwd)
		if own&(1<<uint(a)) != 0 || !p.slideHits(sl, king, a, p.board[a], opp) {
			continue
		}
		if n == len(out) {
			return -1
		}
		out[n] = int16(s)
		n++
	}
	if lines := p.v.Lines; len(bt.lineRays) > 0 && lines != nil && lines[king] && p.lineRaysBB(king, opp) {
		return -1
	}
	if p.attackedOtherBB(king, opp) {
		return -1
	}
	return n
}

// nearest64 is bitboard.nearest for a set in one word.
func nearest64(m uint64, fwd bool) int {
	if fwd {
		return bits.TrailingZeros64(m)
	}
	return 63 - bits.LeadingZeros64(m)
}
