package search

import "github.com/chimera-variants/chimera/core"

// ttEntry is one transposition-table slot. Mate scores are stored
// relative to the node (distance from it), not to the root.
type ttEntry struct {
	key   uint64
	move  uint64
	score int32
	eval  int32
	depth int8
	bound int8
	age   uint8
}

const (
	boundExact = iota + 1
	boundLower
	boundUpper
	// boundEval marks an entry that holds only the position's static
	// evaluation (no score, no move), stored as soon as an inner node
	// has computed it: most inner nodes end by reverse futility or a
	// null move before they store anything, and were evaluated afresh on
	// every visit (the next iteration's, a transposition's). The time to
	// a fixed depth fell by 18% in chess and 6-10% in crazyhouse,
	// xiangqi and shogi (README, Search changes).
	boundEval
)

// evalOnlyDepth is an evaluation-only entry's depth: below every
// searched entry's, so that it takes a bucket's first slot only where
// that is empty or stale, and any search of the position replaces it.
const evalOnlyDepth = -2

// boundOf tells what a node's best score, searched within (alpha, beta),
// says about its true value.
func boundOf(best, alpha, beta int) int {
	switch {
	case best <= alpha:
		return boundUpper
	case best >= beta:
		return boundLower
	}
	return boundExact
}

// table is a transposition table of two-slot buckets: the first slot
// keeps the deepest entry, the second the newest.
type table struct {
	slots []ttEntry
	mask  uint64
	age   uint8
}

func newTable(log2 int) table {
	n := 1 << log2
	return table{slots: make([]ttEntry, n), mask: uint64(n-1) &^ 1}
}

func (t *table) clear() { clear(t.slots) }

// Hash sizes, in megabytes (2^20 bytes), that SetHashSize accepts.
const (
	DefaultHashMB = 16
	MinHashMB     = 1
	// MaxHashMB: at this engine's half a million positions a second, a
	// table this large takes hours of thinking to fill
	MaxHashMB = 16384
)

// slotLog2 is log2 of a slot's size in bytes (ttEntry, padded).
const slotLog2 = 5

// SetHashSize sizes the transposition table to the largest power of two
// of slots within mb megabytes (clamped to MinHashMB..MaxHashMB), and
// empties it; a GUI's Hash option (UCI's Hash, USI's USI_Hash, UCCI's
// hashsize, CECP's memory). The searcher starts with DefaultHashMB. At
// the short time controls of engine matches a larger table gains
// nothing: the tree to depth 11 over 24 xiangqi positions took 4.22 M
// nodes with 16 MB, 4.25 M with 64 and 4.59 M with 256 (README, The AI).
func (s *Searcher) SetHashSize(mb int) {
	log2 := hashSlotsLog2(mb)
	if len(s.tt.slots) == 1<<log2 {
		s.tt.clear()
		return
	}
	s.tt = newTable(log2)
}

// hashSlotsLog2 is log2 of the number of slots SetHashSize gives a table
// of mb megabytes.
func hashSlotsLog2(mb int) int {
	mb = min(max(mb, MinHashMB), MaxHashMB)
	log2 := 20 - slotLog2 // a megabyte's slots
	for 1<<(log2+1-(20-slotLog2)) <= mb {
		log2++
	}
	return log2
}

// hashFullSample is the number of slots hashFull reads.
const hashFullSample = 1000

// hashFull is the share, in thousandths, of the table's first
// hashFullSample slots that hold an entry of the current search, as
// UCI's hashfull reports it.
func (t *table) hashFull() int {
	n := 0
	for _, e := range t.slots[:min(hashFullSample, len(t.slots))] {
		if e.bound != 0 && e.age == t.age {
			n++
		}
	}
	return n * 1000 / min(hashFullSample, len(t.slots))
}

func (t *table) probe(key uint64) (ttEntry, bool) {
	i := key & t.mask
	if e := t.slots[i]; e.key == key && e.bound != 0 {
		return e, true
	}
	if e := t.slots[i+1]; e.key == key && e.bound != 0 {
		return e, true
	}
	return ttEntry{}, false
}

func (t *table) store(key uint64, depth, score, eval, bound, ply int, move uint64) {
	switch {
	case score > Mate-maxPly:
		score += ply
	case score < -Mate+maxPly:
		score -= ply
	}
	i := key & t.mask
	deep := &t.slots[i]
	e := ttEntry{key: key, move: move, score: int32(score), eval: int32(eval), depth: int8(depth), bound: int8(bound), age: t.age}
	if deep.key == key && move == 0 {
		e.move = deep.move
	}
	// an empty slot is taken whatever the age: an empty slot's age, 0,
	// matches the table's once in 256 searches, and which search that is
	// must not change what the search finds (runs must repeat)
	if deep.key == key || deep.bound == 0 || deep.age != t.age || int(deep.depth) <= depth {
		*deep = e
		return
	}
	t.slots[i+1] = e
}

// noEval marks an entry without a static evaluation (the root's, or a
// position in check).
const noEval = -infinity

// staticEval is the position's static evaluation, from its table entry
// when it has one.
func (s *Searcher) staticEval(e ttEntry, hit bool) int {
	if hit && int(e.eval) != noEval {
		return int(e.eval)
	}
	return s.evaluate()
}

// refined is the static evaluation corrected by the table's score where
// its bound says the true value lies beyond it: the pruning decisions
// start from the better estimate.
func (s *Searcher) refined(static int, e ttEntry, hit bool, ply int) int {
	if !hit || static == -infinity {
		return static
	}
	sc := scoreFromTT(int(e.score), ply)
	if sc > Mate-maxPly || sc < -Mate+maxPly {
		return static
	}
	if e.bound == boundExact || e.bound == boundLower && sc > static || e.bound == boundUpper && sc < static {
		return sc
	}
	return static
}

// cutoff returns the entry's score, relative to the root, when its bound
// settles the node's value within (alpha, beta) at ply.
func (e *ttEntry) cutoff(ply, alpha, beta int) (int, bool) {
	sc := scoreFromTT(int(e.score), ply)
	switch {
	case e.bound == boundExact,
		e.bound == boundLower && sc >= beta,
		e.bound == boundUpper && sc <= alpha:
		return sc, true
	}
	return 0, false
}

// scoreFromTT turns a stored score back into one relative to the root.
func scoreFromTT(score, ply int) int {
	switch {
	case score > Mate-maxPly:
		return score - ply
	case score < -Mate+maxPly:
		return score + ply
	}
	return score
}

// Entry is what the transposition table holds about a position, as a
// protocol's probe command reports it (UCCI's pophash).
type Entry struct {
	// Move is the best move found, when HasMove.
	Move    core.MoveDetail
	HasMove bool
	// Score bounds the position's value for the side to move: from
	// below (Lower), from above (Upper), or both (an exact score).
	Score        int
	Lower, Upper bool
	// Depth is the depth the score was searched to, in plies.
	Depth int
}

// Probe looks position p up in the searcher's transposition table. It
// must not run beside Think: the table is not locked.
func (s *Searcher) Probe(p *core.Position) (Entry, bool) {
	e, ok := s.tt.probe(p.Hash())
	if !ok || e.bound == boundEval {
		return Entry{}, false
	}
	out := Entry{Score: scoreFromTT(int(e.score), 0), Depth: int(e.depth),
		Lower: e.bound != boundUpper, Upper: e.bound != boundLower}
	if e.move != 0 {
		var ml core.MoveList
		p.GenerateLegal(&ml)
		for i := range ml.Moves {
			if keyOf(p, ml.Moves[i]) == e.move {
				out.Move, out.HasMove = p.Detail(ml.Moves[i]), true
				break
			}
		}
	}
	return out, true
}
