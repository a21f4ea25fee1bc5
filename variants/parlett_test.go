package variants_test

import (
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chimera-variants/chimera/notation"
	"github.com/chimera-variants/chimera/variants"
)

// TestChessParlettPerft: chess written in Parlett's notation
// (chessparlett) counts the moves of Fairy-Stockfish's no-castle chess,
// row by row of nocastle's reference perft up to depth 4 (all of them,
// depth 5 too, with -long).
func TestChessParlettPerft(t *testing.T) {
	text, ok := variants.Block("chessparlett")
	require.True(t, ok)
	block, err := notation.ParseBlock(text)
	require.NoError(t, err)
	require.Empty(t, block.Warnings)
	n := 0
	for _, row := range readPerft(t) {
		if row.variant != "nocastle" || (row.depth > 4 || row.nodes > ciNodeLimit) && !*long {
			continue
		}
		n++
		t.Run(row.fen+"/"+strconv.Itoa(row.depth), func(t *testing.T) {
			p, err := notation.ParseFEN(block.Variant, row.fen, notation.FENOptions{})
			require.NoError(t, err)
			assert.Equal(t, row.nodes, p.Perft(row.depth))
		})
	}
	assert.GreaterOrEqual(t, n, 6, "nocastle's reference rows")
}
