package variants_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chimera-variants/chimera/notation"
)

// TestKeepPromotion: a captured promoted queen goes to the hand as a pawn
// in crazyhouse, as a queen in loop chess (keepPromotion=1).
func TestKeepPromotion(t *testing.T) {
	for _, c := range []struct{ variant, hand string }{{"crazyhouse", "[P]"}, {"loop", "[Q]"}} {
		p, err := notation.ParseFEN(loadVariant(t, c.variant), "4k3/8/8/8/8/8/8/3q~K3[] w - - 0 1", notation.FENOptions{})
		require.NoError(t, err)
		play(t, p, "Kxd1")
		fen := notation.FEN(p)
		assert.True(t, strings.Contains(fen, c.hand), "%s: %s", c.variant, fen)
	}
}
