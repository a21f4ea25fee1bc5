package core

import "math/bits"

// GenerateTactical appends the side to move's pseudo-legal captures and
// promotions, in the order GeneratePseudo makes them, and perhaps other
// moves among them: the caller keeps the ones it wants. A quiescence
// search asks for these at most of its nodes, and most of the moves
// GeneratePseudo lists there are quiet. A piece whose captures are all
// plain leaps and slides of the bitboards (a knight, a rook, a king)
// lists its captures alone; every other piece lists all its moves. Drops
// and passes never capture or promote, and are left out. A variant whose
// moves grow after they are generated (gating, walls, the anti-trade
// test, compulsory drops) gets GeneratePseudo's list.
func (p *Position) GenerateTactical(ml *MoveList) {
	v := p.v
	if !p.useBB || v.MustDrop || v.Gating || v.AntiTrade.active() || v.WallPlacing != WallNone {
		p.GeneratePseudo(ml)
		return
	}
	if p.nested == 0 {
		p.trimStore()
	}
	c := p.side
	for _, sq := range p.plist[c] {
		pc := p.board[sq]
		tg := &v.graphs[c][pc.Type()]
		if !tg.capturesBB {
			p.genPiece(ml, int(sq), false)
			continue
		}
		var caps bitboard
		if v.bb64 {
			_, caps.lo = p.plainTargets64(int(sq), c, tg)
		} else {
			_, caps = p.plainTargets(int(sq), c, tg)
		}
		moves := ml.Moves
		for b := caps.lo; b != 0; b &= b - 1 {
			moves = append(moves, captureMove(sq, int16(bits.TrailingZeros64(b)), pc))
		}
		for b := caps.hi; b != 0; b &= b - 1 {
			moves = append(moves, captureMove(sq, int16(64+bits.TrailingZeros64(b)), pc))
		}
		ml.Moves = moves
	}
}

// setCapturesBB marks a type whose captures GenerateTactical may take
// from the bitboard sets alone (after the sets and effects are known).
// Castling never captures, so a king keeps the mark.
func (tg *typeGraph) setCapturesBB() {
	tg.capturesBB = tg.bbGen && tg.bbAll && !tg.dedup && !tg.effects && len(tg.det) == 0 &&
		len(tg.paths) == 0 && len(tg.progs) == 0 && len(tg.promo) == 0
}
