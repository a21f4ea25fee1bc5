package search_test

import (
	"testing"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/notation"
	"github.com/chimera-variants/chimera/search"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestMinorPromotionsAreQuiet checks which promotions the search treats
// as promotions: those that gain more than the mover is worth, or make
// a royal. The rest (a Xiangqi soldier crossing the river, a Shogi
// silver promoting) are ordered, reduced and pruned as quiet moves.
func TestMinorPromotionsAreQuiet(t *testing.T) {
	cases := []struct {
		variant, fen, san string
		promotion, want   bool
	}{
		{"xiangqi", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/4P4/P1P3P1P/1C5C1/9/RNBAKABNR w - - 0 1", "Pe6", true, false},
		{"chess", "8/4P3/8/8/8/8/k7/4K3 w - - 0 1", "e8=Q", true, true},
		{"chess", "8/4P3/8/8/8/8/k7/4K3 w - - 0 1", "e8=N", true, true},
		{"chess", "8/4P3/8/8/8/8/k7/4K3 w - - 0 1", "Kd2", false, false},
		{"shogi", "lnsgkgsnl/1r5b1/pppp1pppp/4P4/9/9/PPPP1PPPP/1B5R1/LNSGKGSNL w - 1", "e7=+P", true, true},
		{"shogi", "lnsgkgsnl/1r5b1/ppppSpppp/9/9/9/PPPPPPPPP/1B5R1/LN1GKGSNL w - 1", "Sd6=+S", true, false},
		{"coregal", "q7/4P3/8/8/8/8/k7/4K3 w - - 0 1", "e8=Q+", true, true},
	}
	for _, c := range cases {
		p := position(t, c.variant, c.fen)
		var ml core.MoveList
		p.GenerateLegal(&ml)
		var sans []string
		found := false
		for _, m := range ml.Moves {
			san := notation.SAN(p, m, ml.Moves)
			sans = append(sans, san)
			if san != c.san {
				continue
			}
			found = true
			assert.Equal(t, c.promotion, m.IsPromotion(), "%s %s", c.variant, c.san)
			assert.Equal(t, c.want, search.New(p).Promotes(m), "%s %s", c.variant, c.san)
		}
		require.True(t, found, "%s: no move %s among %v", c.variant, c.san, sans)
	}
}
