package search_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/search"
)

// TestDropCheck: the dropCheck weight adds to the king attack of a side
// holding a piece that could be dropped to check the enemy royal from
// a square the royal's side does not guard, and changes nothing where
// every such square is taken or guarded, or the hand is empty.
func TestDropCheck(t *testing.T) {
	for _, tc := range []struct {
		name, fen string
		counts    bool
	}{
		{"a knight check from an open square", "4k3/8/8/8/8/8/8/4K3[N] b - - 0 1", true},
		{"a queen check along the open file", "4k3/8/8/8/8/8/8/4K3[Q] b - - 0 1", true},
		{"every knight check square taken", "7k/5ppp/6n1/8/8/8/8/4K3[N] b - - 0 1", false},
		{"both pawn check squares next to the royal, which guards them", "4k3/8/8/8/8/8/8/4K3[P] b - - 0 1", false},
		{"nothing in hand", "4k3/8/8/8/8/8/8/4K3[] b - - 0 1", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := position(t, "crazyhouse", tc.fen)
			s := search.New(p)
			eval := func(w int) int {
				s.SetWeights([]core.EvalSetting{{Term: core.EvalDropCheck, Type: -1, Value: w}})
				return s.Evaluator().Evaluate(p)
			}
			off, on := eval(0), eval(64)
			if tc.counts {
				require.Less(t, on, off, "the side to move's royal is under a drop attack")
			} else {
				require.Equal(t, off, on)
			}
		})
	}
}
