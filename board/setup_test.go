package board

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chimera-variants/chimera/core"
)

// TestSetup: pieces placed and erased on a copy; Play refuses a position
// that cannot be played (no king, the side not to move in check), saying
// why and staying in set-up; Cancel leaves the game as it was.
func TestSetup(t *testing.T) {
	tests := []struct {
		name    string
		place   map[string]string // square: piece ID (upper case White), "" to erase
		toggle  bool
		message string // "" when Play must succeed
		fen     string
	}{
		{"a queen added", map[string]string{"d5": "Q", "d2": ""}, false, "",
			"rnbqkbnr/pppppppp/8/3Q4/8/8/PPP1PPPP/RNBQKBNR w KQkq - 0 1"},
		{"no white king", map[string]string{"e1": ""}, false, "white has no king", ""},
		{"no black king", map[string]string{"e8": ""}, false, "black has no king", ""},
		{"the side not to move in check", map[string]string{"e7": "", "e2": "R"}, false, "black is not to move but is in check", ""},
		{"black to move", map[string]string{}, true, "",
			"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := newBoard(t, "chess", "")
			before := c.Game.FEN()
			c.EnterSetup()
			require.True(t, c.InSetup())
			for s, id := range tt.place {
				pc := core.NoPiece
				if id != "" {
					pc = piece(t, c, id, core.White)
				}
				c.SetupPiece(pc)
				c.Click(sq(t, c, s))
			}
			if tt.toggle {
				c.SetupToggleSide()
			}
			assert.Equal(t, before, c.Game.FEN(), "the game is untouched while setting up")
			r := c.PlaySetup()
			if tt.message != "" {
				assert.Contains(t, r.Message, tt.message)
				assert.Contains(t, r.Message, "Cancel to go back")
				assert.True(t, c.InSetup(), "set-up stays open")
				c.CancelSetup()
				assert.False(t, c.InSetup())
				assert.Equal(t, before, c.Game.FEN())
				return
			}
			assert.Empty(t, r.Message)
			assert.False(t, c.InSetup())
			assert.Equal(t, tt.fen, c.Game.FEN())
		})
	}
}

// TestSetupBoard: in set-up mode the board shows the set-up's position,
// clicks place pieces and nothing is picked up or marked.
func TestSetupBoard(t *testing.T) {
	c := newBoard(t, "chess", "")
	c.EnterSetup()
	c.SetupPiece(piece(t, c, "N", core.Black))
	r := c.Click(sq(t, c, "e4"))
	assert.Equal(t, "e4, black knight", r.Announce)
	md := c.Model()
	assert.Nil(t, md.Legal)
	assert.Empty(t, marked(c))
	assert.Equal(t, piece(t, c, "N", core.Black), md.Pos.At(sq(t, c, "e4")))
	assert.Equal(t, "setting up: pick a piece, then click squares; white to move", md.Status.Text)
	assert.Len(t, c.Palette(), 12)
	c.SetupPiece(core.NoPiece)
	assert.Equal(t, "e2 emptied", c.Click(sq(t, c, "e2")).Announce)
	assert.Equal(t, "black to move", c.SetupToggleSide().Announce)
	c.Navigate(0)
	assert.Equal(t, -1, c.View(), "no looking back while setting up")
	c.Undo(false)
	assert.False(t, c.InSetup(), "Undo leaves set-up")
}
