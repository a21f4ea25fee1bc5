package search

import (
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/notation"
)

// TestGravityStaysBounded: repeated rewards (and punishments) bring a
// history score near the limit and never past it, so int16 never wraps.
func TestGravityStaysBounded(t *testing.T) {
	for _, d := range []int{historyBonusMax, -historyBonusMax, 32, -7} {
		var h int16
		for range 5000 {
			gravity(&h, d)
			require.LessOrEqual(t, int(h), historyLimit, "bonus %d", d)
			require.GreaterOrEqual(t, int(h), -historyLimit, "bonus %d", d)
		}
		sign := 1
		if d < 0 {
			sign = -1
		}
		assert.Greater(t, sign*int(h), historyLimit*9/10, "bonus %d: the score nears the limit", d)
	}
}

// TestContinuationIndex: small variants get one entry per pair of slots;
// large ones (shogi's 2 x 14 types x 81 squares, Chu Shogi-sized 2 x 46 x 144) share a
// capped table, every index inside it.
func TestContinuationIndex(t *testing.T) {
	for _, c := range []struct {
		slots  int
		direct bool
	}{{2 * 6 * 64, true}, {2 * 14 * 81, false}, {2 * 46 * 144, false}} {
		s := &Searcher{}
		s.newHistories(c.slots, c.slots) // (as many victims as slots: the capture table capped alike)
		assert.LessOrEqual(t, len(s.cont), 1<<contMaxLog2, "slots %d", c.slots)
		assert.Equal(t, c.direct, len(s.cont) == c.slots*c.slots, "slots %d", c.slots)
		assert.Equal(t, c.direct, len(s.captures) == c.slots*c.slots, "slots %d: the capture history", c.slots)
		assert.LessOrEqual(t, len(s.captures), 1<<contMaxLog2, "slots %d: the capture history", c.slots)
		assert.Equal(t, -1, s.contIndex(-1, 0), "no previous move")
		seen := map[int]bool{}
		for prev := 0; prev < c.slots; prev += 7 {
			for cur := 0; cur < c.slots; cur += 13 {
				i := s.contIndex(prev, cur)
				require.True(t, i >= 0 && i < len(s.cont), "slots %d: pair (%d, %d) -> %d", c.slots, prev, cur, i)
				seen[i] = true
			}
		}
		// the hash spreads the previous moves over the rows: nearly as
		// many distinct entries as random rows would fill (all of them
		// when direct)
		prevs, curs := float64((c.slots+6)/7), float64((c.slots+12)/13)
		want := prevs * curs
		if !c.direct {
			rows := float64(len(s.cont) / c.slots)
			want = rows * (1 - math.Exp(-prevs/rows)) * curs
		}
		assert.Greater(t, float64(len(seen)), 0.97*want, "slots %d", c.slots)
	}
}

// TestCaptureHistoryOrders: of two captures of the same unguarded pawn,
// the knight's comes first (least valuable attacker) until the queen's
// has refuted something: then the queen's does. The captures tried
// before a cutoff lose what the one that made it gains.
func TestCaptureHistoryOrders(t *testing.T) {
	p := chessPosition(t, "4k3/8/8/3p4/8/2N5/8/3QK3 w - - 0 1")
	s := New(p)
	san := func(m core.Move) string {
		d := p.Detail(m)
		return notation.SANDetail(p, &d)
	}
	// the two captures, best first by the ordering
	captures := func() *core.MoveList {
		ml := &s.lists[0]
		ml.Reset()
		p.GenerateLegal(ml)
		keepCaptures(ml)
		require.Len(t, ml.Moves, 2)
		s.orderMoves(ml, 0, 0)
		s.pickMove(ml, 0, 0)
		return ml
	}
	ml := captures()
	require.Equal(t, "Nxd5", san(ml.Moves[0]))
	require.Equal(t, "Qxd5", san(ml.Moves[1]))
	s.rewardCaptures(ml, 1, 4) // the knight's tried, the queen's refuting
	assert.Greater(t, s.captureScore(ml.Moves[1]), 0)
	assert.Less(t, s.captureScore(ml.Moves[0]), 0)
	assert.Equal(t, "Qxd5", san(captures().Moves[0]))
	s.Clear()
	assert.Equal(t, "Nxd5", san(captures().Moves[0]), "cleared")
}
