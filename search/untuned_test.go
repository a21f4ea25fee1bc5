package search_test

import (
	"flag"
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/notation"
	"github.com/chimera-variants/chimera/search"
	"github.com/chimera-variants/chimera/variants"
)

var updateUntuned = flag.Bool("update-untuned", false, "rewrite testdata/untuned.tsv from the current search")

// untunedCases are positions whose fixed-depth search must not change
// when the evaluation's weights are left at their defaults: the named
// weights were the package's constants before, and a variant without
// eval. lines plays as it did.
var untunedCases = []struct {
	variant, fen string
	depth        int
}{
	{"chess", "", 6},
	{"chess", "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4", 5},
	{"chess", "8/5k2/3p4/1p1Pp2p/pP2Pp1P/P4P1K/8/8 b - - 0 1", 8},
	{"crazyhouse", "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R[] w KQkq - 4 4", 4},
	{"shogi", "", 4},
	{"xiangqi", "", 5},
	{"makruk", "", 5},
	{"shatranj", "", 5},
}

// TestUntunedUnchanged searches the cases to a fixed depth with a
// variant's own weights stripped and compares best move and score with
// testdata/untuned.tsv, first written before the weights had names (so
// naming them changed nothing); a deliberate change of the search or of
// the default evaluation rewrites it (-update-untuned), and says so in
// its commit.
func TestUntunedUnchanged(t *testing.T) {
	var got []string
	for _, c := range untunedCases {
		text, ok := variants.Block(c.variant)
		require.True(t, ok)
		b, err := notation.ParseBlock(text)
		require.NoError(t, err)
		b.Variant.Eval = nil // the shipped tuned weights are not the defaults
		p, err := core.StartPosition(b.Variant)
		if c.fen != "" {
			p, err = notation.ParseFEN(b.Variant, c.fen, notation.FENOptions{})
		}
		require.NoError(t, err)
		info := search.New(p).Think(search.Limits{Depth: c.depth})
		got = append(got, fmt.Sprintf("%s\t%s\t%d\t%s\t%d", c.variant, c.fen, c.depth, sanOf(p, info.Best), info.Score))
	}
	if *updateUntuned {
		require.NoError(t, os.WriteFile("testdata/untuned.tsv", []byte(strings.Join(got, "\n")+"\n"), 0o644))
		return
	}
	data, err := os.ReadFile("testdata/untuned.tsv")
	require.NoError(t, err)
	want := strings.Split(strings.TrimSpace(string(data)), "\n")
	require.Len(t, want, len(got))
	for i := range got {
		assert.Equal(t, want[i], got[i], "case %d", i)
		f := strings.Split(want[i], "\t")
		_, err := strconv.Atoi(f[4])
		assert.NoError(t, err)
	}
}
