package variants_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/notation"
	"github.com/chimera-variants/chimera/variants"
)

// TestGenerationIgnoresListOrder: Chu Shogi's Lion trading rule makes
// captures on the board while moves are generated, which reorders the
// piece list; the moves must come out the same on every call (the first
// call once listed the Lion's 38 moves twice).
func TestGenerationIgnoresListOrder(t *testing.T) {
	text, ok := variants.Block("chushogi")
	require.True(t, ok)
	b, err := notation.ParseBlock(text)
	require.NoError(t, err)
	p, err := notation.ParseFEN(b.Variant, "l1csgkeg1cfl/afbdtox2b1a/mvrh2td1rvm/pppp1npppspp/3ipp3p2/3q2hNi3/8I3/3I6PP/PPPPPPPPPP2/M1RHQ1T1H1RM/AVBDTXODSBVA/LFCSGEKG1CFL w - - 34 18", notation.FENOptions{})
	require.NoError(t, err)
	var first, second core.MoveList
	p.GeneratePseudo(&first)
	p.GeneratePseudo(&second)
	assert.Equal(t, 74, len(first.Moves))
	assert.Equal(t, len(second.Moves), len(first.Moves))
}
