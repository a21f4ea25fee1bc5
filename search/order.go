package search

import "github.com/chimera-variants/chimera/core"

// Move ordering: the hash move, then captures by most valuable victim,
// capture history and least valuable attacker (those losing by static
// exchange after the quiet killers),
// promotions, killers, the counter move, then quiet moves by history
// (history.go).
const (
	orderHash      = 1 << 30
	orderGood      = 1 << 26
	orderPromotion = 1 << 25
	orderKiller    = 1 << 24
	orderBad       = 1 << 23
	// orderQuietLater marks a quiet move whose history is not read yet:
	// below every other score (a history score is within ±3 x
	// historyLimit), so that pickMove reaches one only once every
	// other move was tried, and then reads the histories of all that
	// are left. A node cut off by its hash move, a capture or a killer
	// never reads them: in drop games a node has a hundred quiet moves,
	// and reading their continuation histories cost more than any
	// other part of ordering.
	orderQuietLater = -1 << 30
)

// moveKey identifies a move among the moves of one position (the hash
// move, killers). It is never 0.
func (s *Searcher) moveKey(m core.Move) uint64 { return keyOf(s.p, m) }

// keyOf is moveKey for a move of position p.
func keyOf(p *core.Position, m core.Move) uint64 {
	k := uint64(m.Key())
	if !m.HasDetail() {
		return k | 1<<63 // (a Key leaves the top bits free)
	}
	d := p.Detail(m)
	h := uint64(d.Flags) | uint64(d.NVictims)<<16 | uint64(uint16(d.UnloadSq))<<24 | uint64(uint16(d.Gate))<<40 | uint64(uint16(d.GateSq))<<48
	for i := 0; i < int(d.NVictims) && i < 3; i++ {
		h = h*0x9e3779b97f4a7c15 + uint64(uint16(d.Victims[i]))
	}
	return (k ^ h*0xff51afd7ed558ccd) | 1
}

// historyIndex is where a quiet move's history score lives: per moving
// type and destination.
func (s *Searcher) historyIndex(m core.Move) int {
	to, t := int(m.To()), m.Result().Type()
	if to < 0 || t < 0 {
		return 0 // a pass: one shared slot
	}
	return int(m.Piece().Color())*s.histStride + t*s.boardSize + to
}

// promotes reports whether m is a promotion the search treats as one:
// ordered ahead of the killers, tried in the quiescence search, never
// reduced or pruned as a quiet move. A promotion that gains no more than
// the mover is worth is a quiet move to the search: Xiangqi's soldier
// crossing the river (100 to 200), Shogi's silver, bishop and rook. In
// Xiangqi every soldier that could cross was tried at every node before
// the killers and the quiet moves, and where it came first and the node
// was cut off, a later move cut it four times in five; searched as a
// quiet move, the tree to a fixed depth is a tenth smaller in Xiangqi
// and a seventh in Shogi (README, Search changes). A promotion into a
// royal (valued 0) stays one.
func (s *Searcher) promotes(m core.Move) bool {
	if !m.IsPromotion() {
		return false
	}
	pc, r := m.Piece(), m.Result()
	if pc == core.NoPiece || r == core.NoPiece || s.p.Variant().CanBeRoyal(r.Type()) {
		return true
	}
	return s.e.value[r.Type()]-s.e.value[pc.Type()] > s.e.value[pc.Type()]
}

// victimValue sums the values of the pieces a move removes.
func (s *Searcher) victimValue(m core.Move) int {
	if !m.HasDetail() {
		if pc := s.p.At(int(m.To())); m.IsCapture() && pc != core.NoPiece {
			return s.e.value[pc.Type()]
		}
		return 0
	}
	d := s.p.Detail(m)
	v := 0
	for j := 0; j < int(d.NVictims); j++ {
		if pc := s.p.At(int(d.Victims[j])); pc != core.NoPiece && pc.Color() != d.Piece.Color() {
			v += s.e.value[pc.Type()]
		}
	}
	return v
}

// seeMargin: a capture losing less than this by static exchange is
// about an even trade (a bishop for a knight), not a losing one.
const seeMargin = 50

// seeBelow reports whether m probably wins less material than threshold
// (at most 0) once the opponent has recaptured on its destination: by
// static exchange (core's SEE), or where that does not apply, the
// victims less the mover when the destination is guarded. The quick
// answers come first: a capture of something worth the mover, or onto
// an unguarded square, is not below. A drop that takes nothing loses
// the piece dropped where the enemy attacks the square and no own piece
// guards it.
func (s *Searcher) seeBelow(m core.Move, threshold int) bool {
	pc := m.Piece()
	if pc == core.NoPiece || m.To() < 0 || s.p.Variant().CanBeRoyal(pc.Type()) {
		return false // (the legality test already keeps royals off guarded squares)
	}
	if m.IsDrop() && !m.IsCapture() {
		to := int(m.To())
		return -s.e.value[pc.Type()] < threshold && s.p.Attacked(to, pc.Color().Other()) && !s.p.Attacked(to, pc.Color())
	}
	if m.From() < 0 {
		return false
	}
	gain := s.victimValue(m)
	if gain-s.e.value[pc.Type()] >= threshold || !s.p.Attacked(int(m.To()), pc.Color().Other()) {
		return false
	}
	if v, ok := s.p.SEE(m, s.e.value); ok {
		return v < threshold
	}
	return true
}

// orderMoves scores the moves of ml for pickMove.
func (s *Searcher) orderMoves(ml *core.MoveList, ply int, ttMove uint64) {
	if cap(s.scores[ply]) < len(ml.Moves) {
		s.scores[ply] = make([]int, len(ml.Moves), 2*len(ml.Moves))
	}
	sc := s.scores[ply][:len(ml.Moves)]
	s.scores[ply] = sc
	counter := s.counter(ply)
	for i := range ml.Moves {
		m := ml.Moves[i]
		k := s.moveKey(m)
		var v int
		switch {
		case k == ttMove:
			v = orderHash
		case m.IsCapture():
			attacker := 0
			if pc := m.Piece(); pc != core.NoPiece {
				attacker = s.e.value[pc.Type()]
			}
			// the capture history may outweigh the victims: its
			// half, up to 8,192, is five chess pawns' worth of
			// victimValue x 16 (only within the good or the bad
			// captures, by static exchange)
			v = s.victimValue(m)*16 - attacker/16 + s.captureScore(m)/2
			if s.seeBelow(m, -seeMargin) {
				v += orderBad
			} else {
				v += orderGood
			}
			if m.IsPromotion() {
				v += s.e.value[m.Result().Type()]
			}
		case s.promotes(m):
			v = orderPromotion + s.e.value[m.Result().Type()]
		case k == s.killers[ply][0]:
			v = orderKiller + 1
		case k == s.killers[ply][1]:
			v = orderKiller
		case k == counter:
			v = orderKiller - 1
		default:
			v = orderQuietLater
		}
		sc[i] = v
	}
}

// pickMove brings the best-scored of the moves from i on to place i: a
// selection one step at a time, so that after an early cutoff the rest
// of the list is never sorted.
func (s *Searcher) pickMove(ml *core.MoveList, ply, i int) {
	sc := s.scores[ply]
	best := i
	for j := i + 1; j < len(ml.Moves); j++ {
		if sc[j] > sc[best] {
			best = j
		}
	}
	if sc[best] == orderQuietLater {
		// only quiet moves are left: their histories decide, read
		// now, with what the moves searched before taught them
		for j := i; j < len(ml.Moves); j++ {
			sc[j] = s.quietScore(ml.Moves[j], ply)
			if sc[j] > sc[best] || j == i {
				best = j
			}
		}
	}
	if best != i {
		sc[i], sc[best] = sc[best], sc[i]
		ml.Moves[i], ml.Moves[best] = ml.Moves[best], ml.Moves[i]
	}
}
