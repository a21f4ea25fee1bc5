package search_test

import (
	"strconv"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/internal/tsvtest"
	"github.com/chimera-variants/chimera/search"
)

// TestOpenFiles: the openFile and royalOpenFile terms move the
// evaluation by their units (testdata/openfile.tsv) times their weights,
// and by nothing at 0.
func TestOpenFiles(t *testing.T) {
	for _, row := range tsvtest.Rows(t, "testdata/openfile.tsv", 5) {
		t.Run(row[0], func(t *testing.T) {
			open, err := strconv.Atoi(row[3])
			require.NoError(t, err)
			royal, err := strconv.Atoi(row[4])
			require.NoError(t, err)
			p := position(t, row[1], row[2])
			s := search.New(p)
			eval := func(open, royal int) int {
				s.SetWeights([]core.EvalSetting{{Term: core.EvalOpenFile, Type: -1, Value: open},
					{Term: core.EvalRoyalOpenFile, Type: -1, Value: royal}})
				return s.Evaluator().Evaluate(p)
			}
			none := eval(0, 0)
			require.Equal(t, open*1000, eval(1000, 0)-none, "openFile")
			require.Equal(t, royal*1000, eval(0, 1000)-none, "royalOpenFile")
		})
	}
}
