package search_test

import (
	"bufio"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/notation"
	"github.com/chimera-variants/chimera/search"
)

// TestSEE checks static exchange evaluations against testdata/see.tsv.
func TestSEE(t *testing.T) {
	f, err := os.Open("testdata/see.tsv")
	require.NoError(t, err)
	defer f.Close()
	sc := bufio.NewScanner(f)
	n := 0
	for sc.Scan() {
		line := sc.Text()
		if line == "" || line[0] == '#' {
			continue
		}
		c := strings.Split(line, "\t")
		require.Len(t, c, 4, line)
		n++
		t.Run(c[0]+"/"+c[2]+"/"+c[1], func(t *testing.T) {
			p := position(t, c[0], c[1])
			m, err := notation.FindSAN(p, c[2])
			require.NoError(t, err)
			s := search.New(p)
			got, ok := s.SEE(m)
			if c[3] == "none" {
				assert.False(t, ok, "SEE does not apply")
				return
			}
			require.True(t, ok, "SEE applies")
			assert.Equal(t, exchangeSum(t, p.Variant(), s, c[3]), got)
			// it runs in the search's hot path: no allocation
			assert.Zero(t, testing.AllocsPerRun(20, func() { s.SEE(m) }))
		})
	}
	require.NoError(t, sc.Err())
	assert.Greater(t, n, 10)
}

// exchangeSum evaluates a sum of piece IDs such as "P+G-R" by the
// searcher's values (the first type with an ID counts).
func exchangeSum(t *testing.T, v *core.Variant, s *search.Searcher, expr string) int {
	sum, sign := 0, 1
	for i := 0; i < len(expr); i++ {
		switch ch := expr[i]; ch {
		case '+':
			sign = 1
		case '-':
			sign = -1
		default:
			found := false
			for ty := 0; ty < v.NumTypes() && !found; ty++ {
				if v.Types[ty].ID == string(ch) {
					sum += sign * s.Value(ty)
					found = true
				}
			}
			require.True(t, found, "type %c", ch)
		}
	}
	return sum
}

// TestDropSEE checks the exchange a drop that takes nothing is judged to
// lose: the piece dropped, where the enemy attacks the square and no own
// piece guards it (such a drop's check is not extended).
func TestDropSEE(t *testing.T) {
	for _, c := range []struct {
		fen, san string
		below    bool
	}{
		{"4k3/2p1p1p1/8/8/8/8/8/4K3[N] w - - 0 1", "N@d6+", true},    // two pawns take it
		{"4k3/2p1p1p1/8/4P3/8/8/8/4K3[N] w - - 0 1", "N@d6+", false}, // the e5 pawn guards it
		{"4k3/8/8/8/8/8/8/4K3[N] w - - 0 1", "N@d6+", false},         // nothing attacks d6
		{"4k3/8/8/8/8/8/8/4K3[Q] w - - 0 1", "Q@e7+", true},          // the king takes it
		{"4k3/8/8/8/8/8/4R3/4K3[Q] w - - 0 1", "Q@e7+", false},       // the rook guards it
		{"4k3/2p1p1p1/8/8/8/8/8/4K3[n] b - - 0 1", "N@d3", false},    // no white piece near
		{"4k3/8/8/8/8/2P5/8/4K3[n] b - - 0 1", "N@d4", true},         // the c3 pawn takes it
	} {
		p := position(t, "crazyhouse", c.fen)
		m, err := notation.FindSAN(p, c.san)
		require.NoError(t, err, c.fen)
		require.True(t, m.IsDrop(), c.san)
		assert.Equal(t, c.below, search.New(p).SEEBelow(m, 0), "%s %s", c.fen, c.san)
	}
}
