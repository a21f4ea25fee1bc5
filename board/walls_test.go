package board

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chimera-variants/chimera/notation"
)

// TestWallChoice: a move whose wall may go to several squares opens the
// chooser, one option per wall square, and choosing plays that move.
func TestWallChoice(t *testing.T) {
	c := newBoard(t, "snailtrail", "")
	c.Click(sq(t, c, "a1"))
	c.Click(sq(t, c, "b2"))
	require.Len(t, c.Game.Moves, 1, "one square for the wall: played at once")
	assert.Equal(t, "6p/7/7/7/7/1P5/*6 b - - 1 1", notation.FEN(c.Game.Pos))

	c = newBoard(t, "isolation", "")
	c.Click(sq(t, c, "c1"))
	c.Click(sq(t, c, "c2"))
	m := c.Model()
	require.NotNil(t, m.Chooser)
	assert.Greater(t, len(m.Chooser.Options), 40)
	c.Choose(0)
	assert.Len(t, c.Game.Moves, 1)
}
