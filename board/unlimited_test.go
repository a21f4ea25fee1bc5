package board

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/notation"
)

// TestUnlimitedDrops: a hand with an endless supply (Ataxx's clones) is
// drawn as one piece without a count, and a click on it picks it up for a
// drop like any hand piece.
func TestUnlimitedDrops(t *testing.T) {
	c := newBoard(t, "ataxx", "")
	m := c.Model()
	white := m.Bottom
	require.Equal(t, core.White, white.Color)
	require.Len(t, white.Pieces, 1)
	assert.Equal(t, 1, white.Pieces[0].Count)
	c.ClickHand(piece(t, c, "P", core.White))
	_, drop := c.Selected()
	assert.GreaterOrEqual(t, drop, 0, "the clone is picked up")
	c.Click(sq(t, c, "b6"))
	require.Len(t, c.Game.Moves, 1)
	assert.Equal(t, "P5p/1P5/7/7/7/7/p5P b - - 0 1", notation.FEN(c.Game.Pos))
}
