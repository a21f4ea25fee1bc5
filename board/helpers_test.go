package board

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/notation"
	"github.com/chimera-variants/chimera/variants"
)

// newBoard makes the controller of a shipped variant's game, from a FEN
// ("" for the start position).
func newBoard(t *testing.T, variant, fen string) *Controller {
	t.Helper()
	text, ok := variants.Block(variant)
	require.True(t, ok, variant)
	return newBoardFromBlock(t, text, fen)
}

func newBoardFromBlock(t *testing.T, text, fen string) *Controller {
	t.Helper()
	g, err := NewGame(text)
	require.NoError(t, err)
	if fen != "" {
		require.NoError(t, g.SetFEN(fen))
	}
	return NewController(g)
}

// sq is the square named name.
func sq(t *testing.T, c *Controller, name string) int {
	t.Helper()
	s := c.Game.Variant().Geometry.ParseSquare(name)
	require.GreaterOrEqual(t, s, 0, name)
	return s
}

// name is the name of square s ("-" for none).
func name(c *Controller, s int) string { return c.Game.Variant().Geometry.SquareName(s) }

// selectedName is the selected square's name, "" when none.
func selectedName(c *Controller) string {
	s, _ := c.Selected()
	if s < 0 {
		return ""
	}
	return name(c, s)
}

// marked lists the squares with a marker, with the marker's kind.
func marked(c *Controller) map[string]Marker {
	out := map[string]Marker{}
	for _, s := range c.Model().Squares {
		if s.Marker != NoMarker {
			out[s.Name] = s.Marker
		}
	}
	return out
}

// piece is the piece of a type (by ID) and colour.
func piece(t *testing.T, c *Controller, id string, col core.Color) core.Piece {
	t.Helper()
	ty := c.Game.Variant().TypeByID(id)
	require.GreaterOrEqual(t, ty, 0, id)
	return core.MakePiece(ty, col)
}

// findSAN is the legal move of p written san.
func findSAN(t *testing.T, p *core.Position, san string) core.MoveDetail {
	t.Helper()
	m, err := notation.FindSAN(p, san)
	require.NoError(t, err, san)
	return p.Detail(m)
}
