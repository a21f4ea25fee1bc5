package core

import "math/bits"

// countLegal counts the side to move's legal moves, as len of what
// GenerateLegal appends, without copying most of them: perft's last ply
// needs only their number. It answers (ok) only where GenerateLegal
// takes its pinned-piece shortcut (one royal, not in check, attackers
// that only leap and slide) and no rule looks at the other moves; then
// a piece that is neither the royal nor pinned has its plain moves legal
// as generated: those genPlainBB builds from its templates are counted
// as the sets' sizes, and those of deterministic paths emitDetMove would
// append as built one each. Every other move (the royal's, a pinned
// piece's, those through emit, of other kinds of paths) and the drops
// are generated into scratch and kept by legalFromPseudo's own tests
// (mayExpose, keepUnchecked).
func (p *Position) countLegal(scratch *MoveList) (n int, ok bool) {
	v := p.v
	c := p.side
	if !v.bulkCount || !p.useBB || len(p.royals[c]) != 1 {
		return 0, false
	}
	opp := c.Other()
	king := p.royals[c][0]
	var pinned [64]int16
	var np int
	if v.bb64 && v.bbAttack[opp].ok {
		np = p.pinsUnchecked64(int(king), c, pinned[:])
	} else if p.Attacked(int(king), opp) {
		return 0, false
	} else {
		np = p.pinnedPieces(int(king), c, pinned[:])
	}
	if np < 0 {
		return 0, false
	}
	pins := pinSet(pinned[:np])
	// as in GeneratePseudo, every move is generated before any is tried
	// on the board (trying one reorders the piece list)
	scratch.Reset()
	bb64 := v.bb64
	occ := p.occ[0].or(p.occ[1])
	for _, sq := range p.plist[c] {
		pc := p.board[sq]
		tg := &v.graphs[c][pc.Type()]
		if !tg.countPlain || sq == king || pins.has(int(sq)) {
			p.genPiece(scratch, int(sq), false)
			continue
		}
		// genPiece for a type whose moves are all bitboard leaps and
		// slides, and deterministic paths: the moves it builds from
		// templates are plain moves and captures of an enemy on the
		// destination, legal for a piece neither royal nor pinned
		if bb64 {
			// genPlainBB's answer in one word (the target sets are
			// disjoint: one count)
			quiet, caps := p.plainTargets64(int(sq), c, tg)
			if tg.effects {
				q, k := p.plainEffects(scratch, int(sq), pc, tg, bitboard{lo: quiet}, bitboard{lo: caps})
				quiet, caps = q.lo, k.lo
			}
			n += bits.OnesCount64(quiet | caps)
		} else {
			quiet, caps := p.genPlainBB(scratch, int(sq), pc, tg, false)
			n += bits.OnesCount64(quiet.lo|caps.lo) + bits.OnesCount64(quiet.hi|caps.hi)
		}
		// the deterministic paths: a move that emitDetMove would append
		// as built is counted (it only moves, and takes nothing), any
		// other is generated into scratch; genDet's tests before it
		// calls emitDetMove (detBlocked's, for a path that only moves,
		// is that need[sq] is empty)
		for i := range tg.det {
			dp := &tg.det[i]
			if dp.need == nil || !p.detAsBuilt(dp, int(sq)) {
				p.genDet(scratch, int(sq), pc, dp)
				continue
			}
			if need := dp.need[sq]; need.lo&occ.lo|need.hi&occ.hi == 0 &&
				(!dp.initial || p.initialOK(int(sq), dp.second)) {
				n++
			}
		}
	}
	p.genDrops(scratch)
	n += p.countKept(scratch, king, c, &pins)
	scratch.Reset()
	return n, true
}

// countable reports whether countLegal may answer in the variant's
// positions: the legal moves are GenerateLegal's pinned-piece shortcut
// (a royal; attackers, of either side, that only leap and slide; no
// facing royals), with no rule that looks at the other moves (a forced
// capture or drop, a pass on stalemate, a royal in check that must
// stay) and none that adds moves besides the pieces' and the drops
// (passes, walls, gating) or ends the game on the spot.
func (v *Variant) countable() bool {
	for c := White; c <= Black; c++ {
		if v.attack[c].any || v.attack[c].anyComplex {
			return false
		}
	}
	return v.anyRoyal && !v.slowLegal && !v.CheckedRoyalStays && v.MustDropTypes == nil && !v.MustCapture &&
		!v.immediate && !v.PassOnStalemate && !v.MustDrop && !v.AntiTrade.active() && !v.PassMoves &&
		v.WallPlacing == WallNone && !v.Gating && !v.Rules.RoyalsFacing && v.Rules.Bikjang == ValueNone
}

// countKept counts the moves of ml that legalFromPseudo keeps when the
// side is not in check.
func (p *Position) countKept(ml *MoveList, king int16, c Color, pins *pins) int {
	n := 0
	var buf MoveDetail
	for _, m := range ml.Moves {
		if p.keepUnchecked(m, p.exposes(m, king, c), pins, &buf) {
			n++
		}
	}
	return n
}
