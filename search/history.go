package search

import (
	"math/bits"

	"github.com/chimera-variants/chimera/core"
)

// The history heuristics order the quiet moves (and decide how much a
// late one is reduced) by how often they refuted something before:
//
//   - history: per moving side, type and destination (a move's slot);
//   - continuation history: per pair of slots, the move just made (or the
//     one before it, the side's own last move) and this one: a reply that
//     refuted a move once likely refutes it again elsewhere in the tree;
//   - counter moves: per slot of the move just made, the quiet move that
//     refuted it last;
//   - capture history: per slot and type taken, how often a capture
//     refuted something, which orders captures of equal victims (and
//     ranks a capture of a lesser piece that keeps working above one
//     of a greater that does not).
//
// Scores move towards ±historyLimit by a gravity update (a bonus shrinks
// as the score nears the limit), so they never overflow and need no
// rescaling pass.
const (
	historyLimit = 16384
	// historyBonusMax caps the reward of one cutoff.
	historyBonusMax = 1600
	// contMaxLog2 caps the continuation table at 2^22 entries (8 MB): a
	// large variant's previous moves share rows, by hash. The capture
	// history has the same cap.
	contMaxLog2 = 22
	// historyReduction: every this much of a move's history score
	// reduces it one ply less (bad history: one ply more).
	historyReduction = 8000
)

// newHistories sizes the history tables for slots move slots and
// victims kinds of victim (the variant's types, and none).
func (s *Searcher) newHistories(slots, victims int) {
	s.slots = slots
	s.history = make([]int16, slots)
	s.counters = make([]uint64, slots)
	n := slots * slots
	s.contRows = 0
	if bits.Len(uint(n)) > contMaxLog2 {
		s.contRows = max(1, (1<<contMaxLog2)/slots)
		n = s.contRows * slots
	}
	s.cont = make([]int16, n)
	s.victims = victims
	n = slots * victims
	s.captureShift = 0
	if bits.Len(uint(n)) > contMaxLog2 {
		s.captureShift = 64 - contMaxLog2
		n = 1 << contMaxLog2
	}
	s.captures = make([]int16, n)
}

// captureIndex is a capture's capture-history entry: its slot and the
// type on its destination (0: none there, as en passant).
func (s *Searcher) captureIndex(m core.Move) int {
	v := 0
	if to := m.To(); to >= 0 {
		if pc := s.p.At(int(to)); pc != core.NoPiece {
			v = pc.Type() + 1
		}
	}
	i := s.historyIndex(m)*s.victims + v
	if s.captureShift != 0 {
		// a large variant's entries share a capped table, by hash
		return int(mix(uint64(i)) >> s.captureShift)
	}
	return i
}

// captureScore is a capture's capture-history score.
func (s *Searcher) captureScore(m core.Move) int { return int(s.captures[s.captureIndex(m)]) }

// contIndex is the continuation-history entry of a move in slot cur after
// one in slot prev (-1: no such move, as after a null move).
func (s *Searcher) contIndex(prev, cur int) int {
	if prev < 0 {
		return -1
	}
	if s.contRows != 0 {
		// Only the previous move is hashed, to a row: a node scores all
		// its moves after the same previous one, and they stay in one
		// row, in cache, where hashing the pair sent each to memory.
		prev = int(mix(uint64(prev)) % uint64(s.contRows))
	}
	return prev*s.slots + cur
}

// prevSlot is the slot of the move made back plies before the node at
// ply (back = 1: the move that led to it), -1 when none.
func (s *Searcher) prevSlot(ply, back int) int {
	if ply < back {
		return -1
	}
	return s.moveSlot[ply-back]
}

// quietScore is a quiet move's history score at ply: its own history
// and its continuation histories after the last two moves.
func (s *Searcher) quietScore(m core.Move, ply int) int {
	slot := s.historyIndex(m)
	v := int(s.history[slot])
	if i := s.contIndex(s.prevSlot(ply, 1), slot); i >= 0 {
		v += int(s.cont[i])
	}
	if i := s.contIndex(s.prevSlot(ply, 2), slot); i >= 0 {
		v += int(s.cont[i])
	}
	return v
}

// counter is the counter move to the move that led to ply (0: none).
func (s *Searcher) counter(ply int) uint64 {
	if p := s.prevSlot(ply, 1); p >= 0 {
		return s.counters[p]
	}
	return 0
}

// gravity moves a history score by d, less as it nears the limit.
func gravity(h *int16, d int) {
	v := int(*h)
	v += d - v*abs(d)/historyLimit
	*h = int16(max(-historyLimit, min(v, historyLimit)))
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// updateQuiet rewards (d > 0) or punishes (d < 0) a quiet move at ply in
// all its history tables.
func (s *Searcher) updateQuiet(m core.Move, ply, d int) {
	slot := s.historyIndex(m)
	gravity(&s.history[slot], d)
	if i := s.contIndex(s.prevSlot(ply, 1), slot); i >= 0 {
		gravity(&s.cont[i], d)
	}
	if i := s.contIndex(s.prevSlot(ply, 2), slot); i >= 0 {
		gravity(&s.cont[i], d)
	}
}

// rewardQuiet updates killers, counter move and histories after a quiet
// move caused a cutoff; the quiet moves tried before it are punished.
func (s *Searcher) rewardQuiet(ml *core.MoveList, best, ply, depth int) {
	m := ml.Moves[best]
	k := s.moveKey(m)
	if kl := &s.killers[ply]; kl[0] != k {
		kl[1], kl[0] = kl[0], k
	}
	if p := s.prevSlot(ply, 1); p >= 0 {
		s.counters[p] = k
	}
	bonus := historyBonus(depth)
	s.updateQuiet(m, ply, bonus)
	for i := 0; i < best; i++ {
		if q := ml.Moves[i]; !q.IsCapture() && !s.promotes(q) {
			s.updateQuiet(q, ply, -bonus)
		}
	}
}

// historyBonus is what a cutoff at depth is worth to the move that made
// it (and costs the moves tried before it).
// It grows with the depth in a straight line, not as its square (32 ×
// depth², as it was): the shallow cutoffs, most of the tree's, count for
// something in the tables that order and reduce the quiet moves there
// (self-play, README: xiangqi 53.5%, chess 51.7%, crazyhouse 51.4%).
func historyBonus(depth int) int { return min(150*depth-100, historyBonusMax) }

// rewardCaptures updates the capture history after the move best of ml
// caused a cutoff: best, when a capture, gains; the captures tried
// before it lose.
func (s *Searcher) rewardCaptures(ml *core.MoveList, best, depth int) {
	bonus := historyBonus(depth)
	if m := ml.Moves[best]; m.IsCapture() {
		gravity(&s.captures[s.captureIndex(m)], bonus)
	}
	for i := 0; i < best; i++ {
		if q := ml.Moves[i]; q.IsCapture() {
			gravity(&s.captures[s.captureIndex(q)], -bonus)
		}
	}
}
