package variants_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chimera-variants/chimera/notation"
)

// TestBlastImmune: in atomar chess the king survives explosions, its own
// capture's included, while the pieces around go.
func TestBlastImmune(t *testing.T) {
	p, err := notation.ParseFEN(loadVariant(t, "atomar"), "4k3/8/2n5/3q4/4K3/8/8/8 w - - 0 1", notation.FENOptions{})
	require.NoError(t, err)
	play(t, p, "Kxd5")
	assert.Equal(t, "4k3/8/8/3K4/8/8/8/8 b - - 0 1", notation.FEN(p))
	assert.False(t, p.Outcome(nil).Over)
}
