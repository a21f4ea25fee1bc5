package search_test

import (
	"strconv"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/internal/tsvtest"
	"github.com/chimera-variants/chimera/search"
)

// TestOpenFiles: the openFile term moves the evaluation by its units
// (testdata/openfile.tsv) times the weight, and by nothing at 0.
func TestOpenFiles(t *testing.T) {
	for _, row := range tsvtest.Rows(t, "testdata/openfile.tsv", 4) {
		t.Run(row[0], func(t *testing.T) {
			units, err := strconv.Atoi(row[3])
			require.NoError(t, err)
			p := position(t, row[1], row[2])
			s := search.New(p)
			eval := func(w int) int {
				s.SetWeights([]core.EvalSetting{{Term: core.EvalOpenFile, Type: -1, Value: w}})
				return s.Evaluator().Evaluate(p)
			}
			require.Equal(t, units*1000, eval(1000)-eval(0))
		})
	}
}
