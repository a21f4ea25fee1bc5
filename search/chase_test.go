package search_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chimera-variants/chimera/notation"
	"github.com/chimera-variants/chimera/search"
	"github.com/chimera-variants/chimera/variants"
)

// TestPerpetualChaseAvoided: Red, material down, has chased an
// unprotected cannon back and forth with its chariot; Rb6 would repeat
// the position once more. Under xiangqi's perpetual-chase rule that
// repetition loses for Red, so the search plays something else; with the
// rule taken out of the block the repetition is a draw, and Red, a piece
// down, takes it.
func TestPerpetualChaseAvoided(t *testing.T) {
	const fen = "2bakab2/9/2c6/9/1R7/9/9/9/9/3K5 w - - 0 1"
	const line = "Rc6 Cb8 Rb6 Cc8 Rc6 Cb8"
	text, ok := variants.Block("xiangqi")
	require.True(t, ok)
	require.Contains(t, text, " perpetualChase=loss")
	for _, c := range []struct {
		name, block string
		chaseLoses  bool
	}{
		{"rule", text, true},
		{"no rule", strings.Replace(text, " perpetualChase=loss", "", 1), false},
	} {
		t.Run(c.name, func(t *testing.T) {
			b, err := notation.ParseBlock(c.block)
			require.NoError(t, err)
			p, err := notation.ParseFEN(b.Variant, fen, notation.FENOptions{})
			require.NoError(t, err)
			_, err = notation.PlayText(p, line)
			require.NoError(t, err)
			info := search.New(p).Think(search.Limits{Depth: 5})
			require.True(t, info.Found)
			san := sanOf(p, info.Best)
			if c.chaseLoses {
				assert.NotEqual(t, "Rb6", san, "the chase would repeat and lose")
				assert.Greater(t, info.Score, -search.Mate+100, "Red is worse, not lost")
				return
			}
			assert.Equal(t, "Rb6", san, "a draw by repetition, a piece down")
			assert.Equal(t, 0, info.Score)
		})
	}
}
