package search_test

import (
	"strconv"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/internal/tsvtest"
	"github.com/chimera-variants/chimera/search"
)

// TestThreats: the threats term moves the evaluation by its counts
// (testdata/threats.tsv) times the threat and hanging weights, and by
// nothing when both are 0.
func TestThreats(t *testing.T) {
	for _, row := range tsvtest.Rows(t, "testdata/threats.tsv", 5) {
		t.Run(row[0], func(t *testing.T) {
			lesser, err := strconv.Atoi(row[3])
			require.NoError(t, err)
			hanging, err := strconv.Atoi(row[4])
			require.NoError(t, err)
			p := position(t, row[1], row[2])
			s := search.New(p)
			eval := func(threat, hang int) int {
				s.SetWeights([]core.EvalSetting{{Term: core.EvalThreat, Type: -1, Value: threat}, {Term: core.EvalHanging, Type: -1, Value: hang}})
				return s.Evaluator().Evaluate(p)
			}
			none := eval(0, 0)
			// (within a centipawn: the phases' blend rounds)
			require.InDelta(t, lesser*1000, eval(1000, 0)-none, 1, "lesser")
			require.InDelta(t, hanging*1000, eval(0, 1000)-none, 1, "hanging")
		})
	}
}
