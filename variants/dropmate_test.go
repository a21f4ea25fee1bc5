package variants_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/notation"
)

// TestDropMateLoses: in Tori shogi a swallow drop that mates is legal,
// and so is a pawn drop in shogi; the side mated so wins (dropMateLoses).
func TestDropMateLoses(t *testing.T) {
	for _, c := range []struct {
		variant, fen, drop string
		winner             core.Color
	}{
		{"torishogi", "ks5/1c5/S6/7/7/7/3K3[S] w - - 0 1", "S@a6", core.Black},
		{"shogi", "3rkr3/3s1s3/9/9/9/9/9/4L4/4K4[P] w - - 0 1", "P@e8", core.Black},
	} {
		v := loadVariant(t, c.variant)
		p, err := notation.ParseFEN(v, c.fen, notation.FENOptions{})
		require.NoError(t, err)
		play(t, p, c.drop)
		out := p.Outcome(nil)
		require.True(t, out.Over, c.drop)
		assert.Equal(t, c.winner, out.Winner, c.drop)
	}
}
