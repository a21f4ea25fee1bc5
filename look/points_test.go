package look_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/chimera-variants/chimera/look"
)

// TestPointsStyle: boardStyle=points puts the pieces on the points of a
// grid and draws the diagonal links of a diagonals=even board (Fanorona):
// from the even points, none from the odd ones.
func TestPointsStyle(t *testing.T) {
	v := shipped(t, "fanorona")
	s := look.StyleOf(v)
	assert.Equal(t, "points", s.Name())
	assert.True(t, s.OnPoints())
	assert.False(t, s.Checkered())
	assert.Equal(t, "white", look.SideName(v, 0))
	d := look.BoardDrawing(v)
	var diag []look.Segment
	for _, l := range d.Lines {
		if l.X1 != l.X2 && l.Y1 != l.Y2 {
			diag = append(diag, l)
		}
	}
	assert.Len(t, d.Lines, 5+9+32, "5 ranks, 9 files and 32 diagonal links")
	assert.Len(t, diag, 32)
	assert.Contains(t, diag, look.Segment{X1: .5, Y1: 4.5, X2: 1.5, Y2: 3.5}, "a1-b2")
	assert.NotContains(t, diag, look.Segment{X1: 1.5, Y1: 4.5, X2: 2.5, Y2: 3.5}, "b1 has no diagonals")
	assert.Empty(t, d.Labels, "no river")
	// the same style on a board with every diagonal draws the grid only
	assert.Len(t, look.BoardDrawing(block(t, "files=5 ranks=5 boardStyle=points\nman:M:K:man:c1,,c5")).Lines, 10)
}
