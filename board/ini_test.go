package board

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A pasted section of Fairy-Stockfish's variants.ini is a game, as the
// page and the editor get it; its warnings name lines of the text.
func TestGameFromINISection(t *testing.T) {
	text := "\n[tiny:crazyhouse]\nmaxRank = 6\nmaxFile = 6\nbishop = -\n" +
		"startFen = rnqknr/pppppp/6/6/PPPPPP/RNQKNR[] w - - 0 1\npromotionRegionWhite = *6\n" +
		"promotionRegionBlack = *1\npromotionPieceTypes = nrq\ndoubleStep = false\ncastling = false\n" +
		"countingRule = makruk\n"
	g, err := NewGame(text)
	require.NoError(t, err)
	assert.Equal(t, 6, g.Variant().Geometry.Files)
	require.Len(t, g.Block.Warnings, 1)
	assert.Equal(t, 12, g.Block.Warnings[0].Line) // countingRule = makruk, which Chimera does not have
	_, err = NewGame("[tiny:crazyhouse]\nmaxRank = six\n")
	require.Error(t, err)
	assert.Contains(t, err.Error(), "line 2:")
}
