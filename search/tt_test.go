package search

import (
	"testing"
	"unsafe"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/notation"
	"github.com/chimera-variants/chimera/variants"
)

// TestRefinedEvaluation: the table's score replaces the static
// evaluation only where its bound says the true value lies beyond it,
// and never when it is a mate score or there is no entry.
func TestRefinedEvaluation(t *testing.T) {
	s := &Searcher{}
	for _, c := range []struct {
		name         string
		hit          bool
		score, bound int
		want         int
	}{
		{"no entry", false, 300, boundExact, 100},
		{"exact", true, 300, boundExact, 300},
		{"exact below", true, -50, boundExact, -50},
		{"lower bound above", true, 300, boundLower, 300},
		{"lower bound below", true, 40, boundLower, 100},
		{"upper bound below", true, 40, boundUpper, 40},
		{"upper bound above", true, 300, boundUpper, 100},
		{"mate", true, Mate - 5, boundLower, 100},
		{"mated", true, -Mate + 5, boundUpper, 100},
	} {
		e := ttEntry{score: int32(c.score), bound: int8(c.bound)}
		assert.Equal(t, c.want, s.refined(100, e, c.hit, 0), c.name)
	}
	assert.Equal(t, -infinity, s.refined(-infinity, ttEntry{score: 5, bound: boundExact}, true, 0), "in check: no evaluation to refine")
}

// TestQuiescenceUsesTable: a quiescence search stores what it found, so
// the same search again is answered from the table at once, with the
// same score; and the stored static evaluation is the position's.
func TestQuiescenceUsesTable(t *testing.T) {
	// white to move can take on d5 and black can take back: captures to
	// search
	p := chessPosition(t, "r1bqkbnr/ppp2ppp/2n5/3pp3/3PP3/5N2/PPP2PPP/RNBQKB1R w KQkq - 0 4")
	s := New(p)
	first := s.quiesce(0, -infinity, infinity, 0)
	nodes := s.nodes
	require.Greater(t, nodes, uint64(1), "the captures were searched")
	e, hit := s.tt.probe(p.Hash())
	require.True(t, hit, "the result is stored")
	assert.Equal(t, s.e.Evaluate(p), int(e.eval), "with the static evaluation")
	again := s.quiesce(0, -infinity, infinity, 0)
	assert.Equal(t, first, again)
	assert.Equal(t, uint64(1), s.nodes-nodes, "answered from the table")
}

// chessPosition is fen's chess position, for the package's own tests.
func chessPosition(t testing.TB, fen string) *core.Position {
	text, ok := variants.Block("chess")
	require.True(t, ok)
	b, err := notation.ParseBlock(text)
	require.NoError(t, err)
	p, err := notation.ParseFEN(b.Variant, fen, notation.FENOptions{})
	require.NoError(t, err)
	return p
}

// TestEmptySlotTakenAtAnyAge: an entry goes to its bucket's first slot
// when that slot is empty, whatever the table's age, so where it lands
// does not depend on how many searches came before (an empty slot's age,
// 0, is the table's once in 256 searches).
func TestEmptySlotTakenAtAnyAge(t *testing.T) {
	for _, age := range []uint8{0, 1, 255} {
		tt := newTable(4)
		tt.age = age
		const key = 0x1234_5678_9abc_def0
		tt.store(key, -1, 25, 10, boundUpper, 3, 0)
		first := tt.slots[key&tt.mask]
		assert.Equal(t, uint64(key), first.key, "age %d", age)
		assert.Equal(t, int8(-1), first.depth, "age %d", age)
	}
}

// TestEvaluationKeptByReverseFutility: an inner node that ends by
// reverse futility leaves its static evaluation in the table, and that
// entry settles no window: it holds no score, and protocols' probes do
// not see it.
func TestEvaluationKeptByReverseFutility(t *testing.T) {
	// white is a queen up: at depth 1 against a low beta the node ends
	// at once on its evaluation
	p := chessPosition(t, "4k3/8/8/8/8/8/3Q4/4K3 w - - 0 1")
	s := New(p)
	static := s.e.Evaluate(p)
	require.Greater(t, static, 500)
	got := s.search(1, 1, -101, -100, false, true)
	assert.Equal(t, static, got, "ended by reverse futility on the evaluation")
	e, hit := s.tt.probe(p.Hash())
	require.True(t, hit, "the evaluation is stored")
	assert.Equal(t, int8(boundEval), e.bound)
	assert.Equal(t, static, int(e.eval))
	assert.Equal(t, uint64(0), e.move)
	for _, w := range [][2]int{{-infinity, infinity}, {-100, -99}, {static - 1, static}, {static + 1000, static + 1001}} {
		_, cut := e.cutoff(1, w[0], w[1])
		assert.False(t, cut, "window %v", w)
	}
	assert.Equal(t, static, s.refined(static, e, hit, 1), "nothing to refine the evaluation with")
	_, seen := s.Probe(p)
	assert.False(t, seen, "no entry for a protocol's probe")
	// a search of the node replaces it
	s.search(2, 1, -infinity, infinity, true, true)
	e, hit = s.tt.probe(p.Hash())
	require.True(t, hit)
	assert.Equal(t, int8(boundExact), e.bound)
	assert.NotZero(t, e.move)
}

// TestHashSize: SetHashSize gives the largest power of two of slots
// within the megabytes asked (clamped to the accepted range), and a
// search fills a small table more than a large one; HashFull counts only
// the current search's entries.
func TestHashSize(t *testing.T) {
	assert.Equal(t, uintptr(1)<<slotLog2, unsafe.Sizeof(ttEntry{}), "a slot's size, which the megabytes count in")
	p := chessPosition(t, "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3")
	s := New(p)
	assert.Len(t, s.tt.slots, DefaultHashMB<<20>>slotLog2, "the default size")
	for _, c := range []struct{ mb, log2 int }{
		{1, 15}, {0, 15}, {-5, 15}, {3, 16}, {16, 19}, {100, 21}, {MaxHashMB, 29}, {MaxHashMB + 1, 29},
	} {
		assert.Equal(t, c.log2, hashSlotsLog2(c.mb), "%d MB", c.mb)
	}
	s.SetHashSize(3)
	assert.Len(t, s.tt.slots, 1<<16, "3 MB: two megabytes' slots")
	full := map[int]int{}
	for _, mb := range []int{1, 64} {
		s.SetHashSize(mb)
		info := s.Think(Limits{Depth: 7})
		require.True(t, info.Found)
		full[mb] = info.HashFull
		assert.Equal(t, s.tt.hashFull(), info.HashFull)
	}
	assert.Greater(t, full[1], 4*full[64], "a 1 MB table fills faster than a 64 MB one: %v", full)
	assert.Greater(t, full[64], 0, "the search wrote to the table")
	s.tt.age++ // a new search: the last one's entries do not count
	assert.Equal(t, 0, s.tt.hashFull())
}
