package core

import "math/bits"

// Move generation by bitboards for the plain leaps and slides of types no
// rule table touches (genPlain's moves): a type's single-step moves are
// one set per square, masked by the occupancy; each slide's targets are
// its ray cut at the first piece. All of them are gathered into one set
// of quiet targets and one of captures, emitted together: the moves are
// those genPlain makes, in another order. A target two of the type's
// moves reach is emitted once, where genPlain emits it twice; such types
// are deduplicated afterwards anyway (needsDedup), so the result is the
// same.

// bbSlideGen is a plain slide: ray[sq] holds its squares from sq up to
// its range, beyond[sq] the whole ray from sq.
type bbSlideGen struct {
	ray, beyond   []bitboard
	fwd           bool
	move, capture bool
}

// bbSlide64 is a bbSlideGen on a board of at most 64 squares: the first
// words of ray, as an array that indexes without bounds checks. Its
// squares' numbers all rise from the origin (the type graph's
// slides64Up) or all fall (slides64Down), so the squares beyond the
// first piece are those past it in number, and no table of them is
// needed.
type bbSlide64 struct {
	ray           *[64]uint64
	up            bool
	move, capture bool
}

// lo64 returns the first words of a per-square table of sets on a board
// of at most 64 squares.
func lo64(sets []bitboard) *[64]uint64 {
	var a [64]uint64
	for sq := range sets {
		a[sq] = sets[sq].lo
	}
	return &a
}

// bbPlainMoves fills a type graph's bitboard tables.
func (v *Variant) bbPlainMoves(tg *typeGraph, c Color, t int) {
	g := v.Geometry
	n := g.Size()
	for i := range tg.simple {
		sm := &tg.simple[i]
		ep := sm.mode&ModeEnPassant != 0 && sm.rng == 1 && !sm.initial && !sm.skipFirst && !sm.wrap && !sm.exempt &&
			sm.mode&^(ModeMove|ModeCapture|ModeEnPassant) == 0
		if !(sm.plain || ep) || sm.vid < 0 {
			continue
		}
		step := g.steps[sm.vid]
		if ep {
			tg.bbEP = append(tg.bbEP, sm.vid)
			if tg.epReach == nil {
				tg.epReach = make([]bitboard, n)
			}
			for sq, to := range step {
				if to >= 0 {
					tg.epReach[sq].set(int(to))
				}
			}
		}
		if sm.rng == 1 {
			if tg.leapMove == nil {
				tg.leapMove = make([]bitboard, n)
				tg.leapCapture = make([]bitboard, n)
			}
			for sq, to := range step {
				if to < 0 || int(to) == sq {
					continue
				}
				if sm.mode&ModeMove != 0 {
					tg.leapMove[sq].set(int(to))
				}
				if sm.mode&ModeCapture != 0 {
					tg.leapCapture[sq].set(int(to))
				}
			}
			sm.bb = true
			continue
		}
		info, ok := g.rayInfo(sm.vid)
		if !ok {
			continue // genPlain walks it
		}
		tg.bbSlides = append(tg.bbSlides, bbSlideGen{fwd: info.fwd,
			ray:    g.rayMasks(sm.vid, sm.rng, nil),
			beyond: g.rayMasks(sm.vid, unlimitedSteps, nil),
			move:   sm.mode&ModeMove != 0, capture: sm.mode&ModeCapture != 0})
		sm.bb = true
	}
	if tg.leapMove == nil {
		// (one empty set per square keeps genPlainBB free of tests)
		tg.leapMove = make([]bitboard, n)
		tg.leapCapture = make([]bitboard, n)
	}
	if v.bb64 {
		tg.leapMove64, tg.leapCapture64 = lo64(tg.leapMove), lo64(tg.leapCapture)
		for _, sl := range tg.bbSlides {
			s64 := bbSlide64{ray: lo64(sl.ray), up: sl.fwd, move: sl.move, capture: sl.capture}
			switch {
			case !sl.move || !sl.capture:
				tg.slides64Other = append(tg.slides64Other, s64)
			case sl.fwd:
				tg.slides64Up = append(tg.slides64Up, s64)
			default:
				tg.slides64Down = append(tg.slides64Down, s64)
			}
		}
	}
	tg.bbGen = v.onlyMorphs(t)
	tg.bbAll = true
	for i := range tg.simple {
		tg.bbAll = tg.bbAll && tg.simple[i].bb
	}
	tg.countPlain = tg.bbGen && tg.bbAll && !tg.dedup && len(tg.paths) == 0 && len(tg.progs) == 0 &&
		len(tg.castle) == 0 && len(tg.promo) == 0
	if v.BlackHoles == nil {
		for i := range tg.paths {
			v.bbHopPath(&tg.paths[i])
		}
	}
	if v.BlackHoles == nil {
		for i := range tg.det {
			v.bbDetPath(&tg.det[i], MakePiece(t, c))
		}
	}
	for i := range tg.det {
		if dp := &tg.det[i]; dp.land != nil && dp.relays && !dp.initial {
			tg.reachDet = append(tg.reachDet, dp)
		}
	}
	for i := range tg.paths {
		if cp := &tg.paths[i]; cp.bbHop != nil {
			tg.reachHop = append(tg.reachHop, cp)
		}
	}
	tg.reachCaps = tg.reachSeesCaptures()
	if tab := v.morph[c][t]; tab != nil {
		for sq := range tab {
			if tab[sq].Kind == MorphForbidden {
				tg.forbid.set(sq)
			}
			if tab[sq].Kind != MorphNone {
				tg.morphAt.set(sq)
			}
			if k := tab[sq].Kind; v.PromoFromZone && (k == MorphChoice || k == MorphShogi || k == MorphShogiForced) {
				tg.morphFrom.set(sq)
			}
		}
	}
}

// plainTargets returns the squares a type's leap sets and bitboard
// slides reach from sq: empty ones and enemy-held ones.
func (p *Position) plainTargets(sq int, c Color, tg *typeGraph) (quiet, caps bitboard) {
	enemy := p.occ[c.Other()]
	all := p.occ[c].or(enemy)
	quiet = tg.leapMove[sq].andNot(all)
	caps = tg.leapCapture[sq].and(enemy)
	for i := range tg.bbSlides {
		sl := &tg.bbSlides[i]
		ray := sl.ray[sq]
		if m := ray.and(all); !m.empty() {
			b := m.nearest(sl.fwd)
			ray = ray.andNot(sl.beyond[b])
			ray.unset(b)
			if sl.capture && enemy.has(b) {
				caps.set(b)
			}
		}
		if sl.move {
			quiet = quiet.or(ray)
		}
	}
	return quiet, caps
}

// plainTargets64 is plainTargets on a board of at most 64 squares, where
// the sets' second words are zero: one word is measurably faster, and
// the 64-entry tables index by sq&63 without bounds checks. A slide is
// cut after its first piece without a branch or a table: on a rising
// ray m^(m-1) keeps the squares up to the lowest piece in m, on a
// falling one the squares from the highest up (bit 0 added to m, which
// changes nothing when it is empty, keeps the shift defined).
func (p *Position) plainTargets64(sq int, c Color, tg *typeGraph) (quiet, caps uint64) {
	enemy := p.occ[c.Other()].lo
	all := p.occ[c].lo | enemy
	sq &= 63
	quiet = tg.leapMove64[sq] &^ all
	caps = tg.leapCapture64[sq] & enemy
	// the slides that move and capture: all the squares they reach
	var reach uint64
	for i := range tg.slides64Up {
		ray := tg.slides64Up[i].ray[sq]
		m := ray & all
		reach |= ray & (m ^ (m - 1))
	}
	for i := range tg.slides64Down {
		ray := tg.slides64Down[i].ray[sq]
		reach |= ray & (^uint64(0) << uint(63-bits.LeadingZeros64(ray&all|1)))
	}
	quiet |= reach &^ all
	caps |= reach & enemy
	for i := range tg.slides64Other {
		sl := &tg.slides64Other[i]
		ray := sl.ray[sq]
		if sl.up {
			m := ray & all
			ray &= m ^ (m - 1)
		} else {
			ray &= ^uint64(0) << uint(63-bits.LeadingZeros64(ray&all|1))
		}
		if sl.move {
			quiet |= ray &^ all
		}
		if sl.capture {
			caps |= ray & enemy
		}
	}
	return quiet, caps
}

// genPlainBB emits the moves of a type's leap sets and bitboard slides
// from sq. Without list it emits only those that go through emit (to
// squares of a morph board, en passant) and returns the targets of the
// others, the plain moves and captures it builds from its templates
// (countLegal counts them).
func (p *Position) genPlainBB(ml *MoveList, sq int, pc Piece, tg *typeGraph, list bool) (quiet, caps bitboard) {
	if p.v.bb64 {
		quiet.lo, caps.lo = p.plainTargets64(sq, pc.Color(), tg)
	} else {
		quiet, caps = p.plainTargets(sq, pc.Color(), tg)
	}
	if tg.effects {
		quiet, caps = p.plainEffects(ml, sq, pc, tg, quiet, caps)
	}
	if !list {
		return quiet, caps
	}
	from := int16(sq)
	moves := ml.Moves
	for b := quiet.lo; b != 0; b &= b - 1 {
		moves = append(moves, quietMove(from, int16(bits.TrailingZeros64(b)), pc))
	}
	for b := quiet.hi; b != 0; b &= b - 1 {
		moves = append(moves, quietMove(from, int16(64+bits.TrailingZeros64(b)), pc))
	}
	for b := caps.lo; b != 0; b &= b - 1 {
		moves = append(moves, captureMove(from, int16(bits.TrailingZeros64(b)), pc))
	}
	for b := caps.hi; b != 0; b &= b - 1 {
		moves = append(moves, captureMove(from, int16(64+bits.TrailingZeros64(b)), pc))
	}
	ml.Moves = moves
	return quiet, caps
}

// plainEffects is genPlainBB's part for a type whose moves rule tables
// may change: the moves to the squares of its morph board go through
// emit, and so do its en-passant captures; it returns the targets of
// the others.
func (p *Position) plainEffects(ml *MoveList, sq int, pc Piece, tg *typeGraph, quiet, caps bitboard) (bitboard, bitboard) {
	special := quiet.or(caps)
	if !tg.morphFrom.has(sq) {
		special = special.and(tg.morphAt)
	}
	if !special.empty() {
		base := MoveDetail{From: int16(sq), Piece: pc, Result: pc, PartnerFrom: -1, UnloadSq: -1}
		p.emitSpecial(ml, &base, quiet.and(special), caps.and(special))
		quiet, caps = quiet.andNot(special), caps.andNot(special)
	}
	if len(tg.bbEP) > 0 && p.nep > 0 {
		p.genEPBB(ml, sq, pc, tg)
	}
	return quiet, caps
}

// emitSpecial passes the moves to squares of the morph board through
// emit, as genSimple does.
func (p *Position) emitSpecial(ml *MoveList, base *MoveDetail, quiet, caps bitboard) {
	for quiet.lo|quiet.hi != 0 {
		to := quiet.first()
		quiet.unset(to)
		m := *base
		m.To = int16(to)
		p.emit(ml, &m, false)
	}
	for caps.lo|caps.hi != 0 {
		to := caps.first()
		caps.unset(to)
		m := *base
		m.To = int16(to)
		m.Flags = FlagCapture
		m.Victims[0] = int16(to)
		m.NVictims = 1
		p.emit(ml, &m, false)
	}
}

// genEPBB emits the en-passant captures of a type's single steps.
func (p *Position) genEPBB(ml *MoveList, sq int, pc Piece, tg *typeGraph) {
	// (most pieces reach none of the squares with rights)
	reach := &tg.epReach[sq]
	var near uint64
	for i := 0; i < int(p.nep); i++ {
		e := uint(p.ep[i])
		w := reach.lo
		if e >= 64 {
			w = reach.hi
		}
		near |= w >> (e & 63)
	}
	if near&1 == 0 {
		return
	}
	steps := p.v.Geometry.steps
	for _, vid := range tg.bbEP {
		to := steps[vid][sq]
		rights := false
		for i := 0; i < int(p.nep); i++ {
			rights = rights || p.ep[i] == to
		}
		if !rights || to < 0 || p.board[to] != NoPiece || !p.isEPSquare(to, pc.Color()) {
			continue
		}
		m := MoveDetail{From: int16(sq), To: to, Piece: pc, Result: pc, PartnerFrom: -1, UnloadSq: -1,
			Flags: FlagEnPassant | FlagCapture}
		m.addVictim(p.epVictim)
		p.emit(ml, &m, false)
	}
}

// bbDetPath fills a deterministic path's landing squares and the relay
// squares that must be empty (those it may only move through).
//
// A path that only moves (every leg may only move: the pawn's double
// step) makes exactly one move from a square when it is not blocked;
// that move is built here too, once per square.
func (v *Variant) bbDetPath(dp *detPath, pc Piece) {
	g := v.Geometry
	steps := g.steps
	dp.land = make([]int16, g.Size())
	dp.empty = make([]bitboard, g.Size())
	last := len(dp.vids) - 1
	pure := dp.modes[last]&(ModeMove|ModeCapture|ModeDestroy|ModeEnPassant) == ModeMove
	dp.relays = !dp.exempt
	for k := 0; k < last; k++ {
		if dp.modes[k]&(ModeMove|ModeHop|ModeCapture|ModeDestroy|ModeEnPassant) != ModeMove {
			dp.relays = false
		}
	}
	for sq := range dp.land {
		s := int16(sq)
		for k, vid := range dp.vids {
			if s >= 0 {
				s = steps[vid][s]
			}
			if k < last && dp.modes[k]&(ModeMove|ModeHop|ModeCapture|ModeDestroy) != ModeMove {
				pure = false
			}
			if s >= 0 && k < last && int(s) != sq && dp.modes[k]&(ModeMove|ModeHop|ModeCapture|ModeDestroy) == ModeMove {
				dp.empty[sq].set(int(s))
			}
		}
		dp.land[sq] = s
	}
	if !pure {
		return
	}
	dp.moves = make([]MoveDetail, g.Size())
	dp.packed = make([]Move, g.Size())
	dp.need = make([]bitboard, g.Size())
	for sq, to := range dp.land {
		if to < 0 {
			continue
		}
		dp.need[sq] = dp.empty[sq]
		if int(to) != sq {
			dp.need[sq].set(int(to))
		}
		m := MoveDetail{From: int16(sq), To: to, Piece: pc, Result: pc, PartnerFrom: -1, UnloadSq: -1}
		if dp.initial {
			m.Flags |= FlagInitial
		}
		if int(to) == sq {
			m.Flags |= FlagPass
		}
		s := int16(sq)
		for _, vid := range dp.vids[:last] {
			s = steps[vid][s]
			if dp.lame && int(m.nep) < len(m.ep) {
				m.ep[m.nep] = s
				m.nep++
			}
		}
		dp.moves[sq] = m
		if !m.needsDetail() {
			dp.packed[sq] = m.plain()
		}
		if tab := v.morph[pc.Color()][pc.Type()]; tab == nil || (tab[to].Kind == MorphNone && !v.PromoFromZone) {
			dp.direct.set(sq)
		}
	}
}

// emitDetMove emits the move a path that only moves makes from sq.
func (p *Position) emitDetMove(ml *MoveList, dp *detPath, sq int) {
	tmpl := &dp.moves[sq]
	if p.detAsBuilt(dp, sq) {
		if m := dp.packed[sq]; m != NoMove {
			ml.Moves = append(ml.Moves, m)
		} else {
			ml.Moves = append(ml.Moves, p.Pack(tmpl))
		}
		return
	}
	m := *tmpl
	p.emit(ml, &m, dp.exempt)
}

// detAsBuilt reports whether emitDetMove emits the move from sq as
// built, no rule table touching it.
func (p *Position) detAsBuilt(dp *detPath, sq int) bool {
	return p.v.morphOnly && !dp.exempt && dp.direct.has(sq)
}

// detBlocked reports whether a deterministic path from sq surely makes
// no move: it leaves the board, a relay square it only moves through is
// taken, or its landing square cannot be landed on.
func (p *Position) detBlocked(dp *detPath, sq int, c Color) bool {
	to := dp.land[sq]
	if to < 0 {
		return true
	}
	if !dp.empty[sq].and(p.occ[0].or(p.occ[1])).empty() {
		return true
	}
	if int(to) == sq {
		return false
	}
	mode := dp.modes[len(dp.modes)-1]
	switch occ := p.board[to]; {
	case occ == NoPiece:
		return mode&(ModeMove|ModeEnPassant) == 0
	case occ.Color() == c:
		return mode&ModeDestroy == 0
	default:
		return mode&ModeCapture == 0
	}
}

// onlyMorphs reports whether the only rule table that may change type
// t's moves is its morph board: no capture-matrix cell in its row, no
// black holes, burning, flying, rifle, relocating or anti-trade rules.
// Then a move to a square with nothing on the morph board is emitted as
// generated.
func (v *Variant) onlyMorphs(t int) bool {
	if v.BlackHoles != nil || v.RifleCaptures || v.RelocateCaptures || v.AntiTrade.active() ||
		v.Types[t].Burns || v.Types[t].FlyRank > 0 {
		return false
	}
	if t < len(v.CaptureMatrix) {
		for _, cell := range v.CaptureMatrix[t] {
			if cell.Kind != CaptureNone {
				return false
			}
		}
	}
	return true
}

// bbHopDir is one direction of a single-leg hopper (the cannon): lim[sq]
// holds the ray from sq up to the hopper's range, full[sq] the whole
// ray.
type bbHopDir struct {
	fwd       bool
	lim, full []bitboard
}

// bbHopPath gives a single-leg hop path (one screen, then moves and
// captures beyond it) its bitboard rays, when it has no other
// condition.
func (v *Variant) bbHopPath(cp *cPath) {
	if len(cp.legs) != 1 || cp.exempt || cp.castle != nil || cp.drop != nil {
		return
	}
	l := &cp.legs[0]
	if l.Mode&ModeHop == 0 || l.Mode&(ModeGrasshop|ModeToggle|ModeUnload|ModeOwnHop|ModeDestroy|ModeEnPassant) != 0 ||
		l.Initial > 0 || l.Cylinder || l.SkipFirst || l.Turn != 0 || l.SameLength || l.Atom.Universal {
		return
	}
	g := v.Geometry
	var lines []bool
	if cp.linesOnly {
		lines = v.Lines
		if lines == nil {
			lines = make([]bool, g.Size())
		}
	}
	var dirs []bbHopDir
	for _, d := range l.dirs {
		vid := l.vid[d]
		info, ok := g.rayInfo(vid)
		if !ok {
			return
		}
		dirs = append(dirs, bbHopDir{fwd: info.fwd, lim: g.rayMasks(vid, l.rng, lines),
			full: g.rayMasks(vid, unlimitedSteps, lines)})
	}
	cp.bbHop = dirs
}

// genHopBB generates a single-leg hop path's moves from sq: past the
// first piece (the screen, if it may be hopped over), to every empty
// square up to the next piece, and onto that piece when it is an enemy.
func (p *Position) genHopBB(ml *MoveList, sq int, pc Piece, cp *cPath) {
	mode := cp.legs[0].Mode
	all := p.occ[0].or(p.occ[1])
	for i := range cp.bbHop {
		d := &cp.bbHop[i]
		lim := d.lim[sq]
		m := lim.and(all)
		if m.empty() {
			continue
		}
		screen := m.nearest(d.fwd)
		if p.hopBanned(pc, p.board[screen]) {
			continue
		}
		after := d.full[screen].and(lim)
		quiet := after
		target := -1
		if b := after.and(all); !b.empty() {
			target = b.nearest(d.fwd)
			quiet = after.andNot(d.full[target])
			quiet.unset(target)
		}
		if mode&ModeMove != 0 {
			for !quiet.empty() {
				to := quiet.first()
				quiet.unset(to)
				p.emitPlain(ml, int16(sq), int16(to), pc, false)
			}
		}
		if target >= 0 && mode&ModeCapture != 0 && p.board[target].Color() != pc.Color() {
			p.emitPlain(ml, int16(sq), int16(target), pc, true)
		}
	}
}
