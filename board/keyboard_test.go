package board

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// holed is a 5x5 board with holes on c3 and d3 and a king on each side.
const holed = `files=5 ranks=5 holes=c3,d3
king::K::c1
rook::R::a1`

// TestKeyboardCursor: the arrows move the cursor as seen on the screen
// (turned with the board), skip holes and stop at the edge; Home and End
// go to the ends of the row, PageUp and PageDown to those of the column.
func TestKeyboardCursor(t *testing.T) {
	tests := []struct {
		name    string
		block   string // a block, or a shipped variant's name
		flipped bool
		start   string
		keys    []string
		want    string
	}{
		{"up", "chess", false, "e2", []string{"ArrowUp", "ArrowUp"}, "e4"},
		{"right, left", "chess", false, "e2", []string{"ArrowRight", "ArrowRight", "ArrowLeft"}, "f2"},
		{"stops at the edge", "chess", false, "a1", []string{"ArrowLeft", "ArrowDown"}, "a1"},
		{"flipped: up goes toward rank 1", "chess", true, "e2", []string{"ArrowUp"}, "e1"},
		{"flipped: right goes toward the a-file", "chess", true, "e2", []string{"ArrowRight"}, "d2"},
		{"Home and End", "chess", false, "e2", []string{"Home"}, "a2"},
		{"End", "chess", false, "e2", []string{"End"}, "h2"},
		{"flipped End", "chess", true, "e2", []string{"End"}, "a2"},
		{"PageUp", "chess", false, "e2", []string{"PageUp"}, "e8"},
		{"PageDown flipped", "chess", true, "e2", []string{"PageDown"}, "e8"},
		{"a hole is skipped", holed, false, "c2", []string{"ArrowUp"}, "c4"},
		{"two holes in a row are skipped", holed, false, "b3", []string{"ArrowRight"}, "e3"},
		{"flipped over the holes", holed, true, "e3", []string{"ArrowRight"}, "b3"},
		{"Home on a row starting with a hole", "xiangqi", false, "e5", []string{"Home", "End"}, "i5"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var c *Controller
			if len(tt.block) > 12 {
				c = newBoardFromBlock(t, tt.block, "")
			} else {
				c = newBoard(t, tt.block, "")
			}
			if tt.flipped {
				c.Flip()
			}
			c.SetCursor(sq(t, c, tt.start))
			for _, k := range tt.keys {
				assert.True(t, c.Key(k).Handled, k)
			}
			assert.Equal(t, tt.want, name(c, c.Cursor()))
			n := 0
			for _, s := range c.Model().Squares {
				if s.Cursor {
					n++
					assert.Equal(t, tt.want, s.Name)
				}
			}
			assert.Equal(t, 1, n, "one square has the cursor: one tab stop")
		})
	}
}

// TestCursorStart: before the player uses the board the cursor is on the
// mover's piece with a move nearest the middle (ties to the higher file),
// so that Enter, two arrows and Enter play 1.e4.
func TestCursorStart(t *testing.T) {
	tests := []struct {
		variant, fen, want string
	}{
		{"chess", "", "e2"},
		{"chess", "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", "e7"},
		{"xiangqi", "", "e4"},
		{"shogi", "", "e3"},
		{"capablanca", "", "f2"},
		// no move (stalemate): the mover's piece nearest the middle
		{"chess", "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", "h8"},
	}
	for _, tt := range tests {
		t.Run(tt.variant+" "+tt.want, func(t *testing.T) {
			c := newBoard(t, tt.variant, tt.fen)
			assert.Equal(t, tt.want, name(c, c.Cursor()))
		})
	}
}

// TestKeyboardOnlyE4: from the board's focus, Enter, ArrowUp, ArrowUp,
// Enter play 1.e4, and the cursor stays on e4.
func TestKeyboardOnlyE4(t *testing.T) {
	c := newBoard(t, "chess", "")
	var announced []string
	for _, k := range []string{"Enter", "ArrowUp", "ArrowUp", "Enter"} {
		r := c.Key(k)
		assert.True(t, r.Handled, k)
		if r.Announce != "" {
			announced = append(announced, r.Announce)
		}
	}
	assert.Equal(t, "1. e4", c.Game.Record())
	assert.Equal(t, "e4", name(c, c.Cursor()))
	assert.Equal(t, []string{"e2, white pawn, selected; 2 moves: e3, e4", "e4: white pawn e2-e4"}, announced)
	// Escape puts a piece down; a key the board does not use is left alone
	c.Key("ArrowUp")
	c.Key("ArrowUp")
	c.Key("ArrowUp")
	assert.Equal(t, "e7", name(c, c.Cursor()))
	c.Key(" ")
	assert.Equal(t, "e7", selectedName(c))
	assert.Equal(t, "deselected", c.Key("Escape").Announce)
	assert.Equal(t, "", selectedName(c))
	assert.False(t, c.Key("Escape").Handled, "nothing to put down")
	assert.False(t, c.Key("a").Handled)
}
