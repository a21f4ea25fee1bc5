package board

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/look"
)

// promotion is a chess position where the pawn on e7 may promote on e8
// or by taking the rook on d8.
const promotion = "3r3k/4P3/8/8/8/8/8/4K3 w - - 0 1"

// TestPromotionChooser: a move to the last rank opens the chooser at the
// promotion square, pieces in a column toward the middle; a choice plays
// its move, any other action dismisses it.
func TestPromotionChooser(t *testing.T) {
	c := newBoard(t, "chess", promotion)
	c.Click(sq(t, c, "e7"))
	r := c.Click(sq(t, c, "e8"))
	assert.Empty(t, r.Played)
	assert.Equal(t, "e8: choose one of 4: queen, rook, bishop, knight", r.Announce)
	md := c.Model()
	require.NotNil(t, md.Chooser)
	assert.Equal(t, "e8", name(c, md.Chooser.Anchor))
	assert.Equal(t, [][2]int{{0, 4}, {1, 4}, {2, 4}, {3, 4}}, md.Chooser.Places, "down the e-file from e8")
	assert.False(t, md.Chooser.Labelled, "four different pieces need no labels")
	var got []string
	for _, o := range md.Chooser.Options {
		got = append(got, o.SAN)
	}
	assert.Equal(t, []string{"e8=Q+", "e8=R+", "e8=B", "e8=N"}, got)

	r = c.Choose(3)
	require.Len(t, r.Played, 1)
	assert.Equal(t, "1. e8=N", c.Game.Record())
	assert.Equal(t, "e8=N: white pawn e7-e8, becomes knight", r.Announce)
	assert.Equal(t, piece(t, c, "N", core.White), c.Game.Pos.At(sq(t, c, "e8")))
	assert.False(t, c.Choosing())
	assert.Equal(t, "e8", name(c, c.Cursor()), "the cursor stays on the promotion square")
}

// TestChooserDismissed: any other action closes the chooser without
// moving.
func TestChooserDismissed(t *testing.T) {
	tests := []struct {
		name     string
		act      func(c *Controller) Result
		selected string
	}{
		{"click elsewhere", func(c *Controller) Result { return c.Click(sq(t, c, "a3")) }, ""},
		{"click an own piece picks it up", func(c *Controller) Result { return c.Click(sq(t, c, "e1")) }, "e1"},
		{"pointer down anywhere", func(c *Controller) Result { r, _ := c.PointerDown(At(sq(t, c, "e7"))); return r }, ""},
		{"Escape", func(c *Controller) Result { return c.Key("Escape") }, ""},
		{"Dismiss", func(c *Controller) Result { return c.Dismiss() }, ""},
		{"navigate", func(c *Controller) Result { return c.Navigate(0) }, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := newBoard(t, "chess", promotion)
			c.Click(sq(t, c, "e7"))
			c.Click(sq(t, c, "d8"))
			require.True(t, c.Choosing())
			tt.act(c)
			assert.False(t, c.Choosing())
			assert.Nil(t, c.Model().Chooser)
			assert.Equal(t, "", c.Game.Record(), "nothing played")
			assert.Equal(t, tt.selected, selectedName(c))
		})
	}
}

// TestChooserKeys: the arrows move among the options and Enter chooses.
func TestChooserKeys(t *testing.T) {
	c := newBoard(t, "chess", promotion)
	c.Click(sq(t, c, "e7"))
	c.Click(sq(t, c, "d8"))
	assert.Equal(t, "rook", c.Key("ArrowDown").Announce)
	assert.Equal(t, "bishop", c.Key("ArrowDown").Announce)
	assert.Equal(t, "rook", c.Key("ArrowUp").Announce)
	assert.Equal(t, "knight", c.Key("End").Announce)
	assert.Equal(t, "queen", c.Key("ArrowDown").Announce, "round to the first")
	assert.Equal(t, 0, c.Model().Chooser.Focus)
	assert.False(t, c.Key("Tab").Handled, "Tab is the browser's")
	r := c.Key("Enter")
	assert.True(t, r.Handled)
	assert.Equal(t, "1. exd8=Q+", c.Game.Record())
	assert.Equal(t, "exd8=Q+: white pawn e7xd8, takes black rook, becomes queen, check", r.Announce)
}

// lionFEN: a Chu Shogi lion on f6 beside a black pawn on f7, so that f8
// is reached by a leap or by taking the pawn on the way, and f6 itself by
// a pass or by taking the pawn and coming back (igui).
const lionFEN = "lfcsgekgscfl/a1b1txot1b1a/mvrhdqndhrvm/pppppppppppp/3i4i3/5p6/5N6/3I4I3/PPPPP1PPPPPP/MVRHDQ1DHRVM/A1B1TOXT1B1A/LFCSGKEGSCFL w - - 0 1"

// TestMultiLegChooser: two moves of the lion end on f8; the chooser labels
// them with their SAN (the piece is a lion either way).
func TestMultiLegChooser(t *testing.T) {
	c := newBoard(t, "chushogi", lionFEN)
	c.Click(sq(t, c, "f6"))
	r := c.Click(sq(t, c, "f8"))
	md := c.Model()
	require.NotNil(t, md.Chooser)
	assert.True(t, md.Chooser.Labelled)
	assert.Equal(t, []string{"lion Nf8", "lion Nxf7-f8"}, md.Chooser.Labels)
	assert.Equal(t, "f8: choose one of 2: lion Nf8, lion Nxf7-f8", r.Announce)
	// f8 is in the top half of the 12 ranks: the column goes down
	assert.Equal(t, [][2]int{{4, 5}, {5, 5}}, md.Chooser.Places)
	r = c.Choose(1)
	require.Len(t, r.Played, 1)
	assert.Equal(t, "1. Nxf7-f8", c.Game.Record())
	assert.Equal(t, core.NoPiece, c.Game.Pos.At(sq(t, c, "f7")), "the pawn was taken on the way")
}

// TestSecondClickOnAPieceWithAMoveHome: a click on the picked-up lion does
// not pass by surprise: the moves that end where they started are offered.
func TestSecondClickOnAPieceWithAMoveHome(t *testing.T) {
	c := newBoard(t, "chushogi", lionFEN)
	c.Click(sq(t, c, "f6"))
	r := c.Click(sq(t, c, "f6"))
	require.True(t, c.Choosing())
	assert.Equal(t, "f6: choose one of 2: lion Nxf7-f6, lion Nf6-f6", r.Announce)
	c.Key("Escape")
	assert.False(t, c.Choosing())
	assert.Equal(t, "", selectedName(c))
	assert.Empty(t, c.Game.Moves)
	// a drag back to the start square is no pass either
	run(t, c, []step{down("f6"), moveBy(30), up("f6")})
	assert.Empty(t, c.Game.Moves)
	assert.Equal(t, "f6", selectedName(c))
}

// TestChooserPlaces: the column runs from the anchor toward the middle,
// moved back from the edge, wrapping to the next column when it is longer
// than the board.
func TestChooserPlaces(t *testing.T) {
	tests := []struct {
		name                    string
		row, col, rows, cols, n int
		want                    [][2]int
	}{
		{"top edge, down", 0, 4, 8, 8, 4, [][2]int{{0, 4}, {1, 4}, {2, 4}, {3, 4}}},
		{"bottom edge, up", 7, 2, 8, 8, 4, [][2]int{{7, 2}, {6, 2}, {5, 2}, {4, 2}}},
		{"near the top, fits", 2, 0, 8, 8, 3, [][2]int{{2, 0}, {3, 0}, {4, 0}}},
		{"in the top half, too long to fit below: moved up", 3, 0, 8, 8, 6, [][2]int{{2, 0}, {3, 0}, {4, 0}, {5, 0}, {6, 0}, {7, 0}}},
		{"longer than the board: next column toward the middle", 0, 7, 3, 8, 4, [][2]int{{0, 7}, {1, 7}, {2, 7}, {0, 6}}},
		{"one rank", 0, 0, 1, 4, 2, [][2]int{{0, 0}, {0, 1}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, chooserPlaces(tt.row, tt.col, tt.rows, tt.cols, tt.n))
		})
	}
}

// TestPassByTheRoyal: janggi's pass (no piece moves) is offered in the
// chooser when the king is clicked again, and announced as a pass.
func TestPassByTheRoyal(t *testing.T) {
	c := newBoard(t, "janggi", "")
	v := c.Game.Variant()
	king := -1
	for _, s := range c.Game.Pos.Royals(c.Game.Pos.Side()) {
		king = int(s)
	}
	require.GreaterOrEqual(t, king, 0)
	c.Click(king)
	r := c.Click(king)
	require.True(t, c.Choosing())
	assert.Equal(t, name(c, king)+": choose one of 1: pass", r.Announce)
	md := c.Model()
	assert.True(t, md.Chooser.Labelled, "the pass shows its SAN")
	assert.Equal(t, c.Game.Pos.At(king), md.Chooser.Options[0].Piece, "drawn as the king")
	r = c.Choose(0)
	require.Len(t, r.Played, 1)
	assert.Equal(t, "pass: "+look.SideName(v, core.Color(0))+" passes", r.Announce)
	assert.Equal(t, core.Color(1), c.Game.Pos.Side())
	// a piece that is not royal is put down by a second click
	c.Click(c.Cursor())
	assert.Equal(t, "deselected", c.Click(c.Cursor()).Announce)
}

// TestWallInsteadOfMove: with wallOrMove the walls a turn may place
// instead of moving are offered when the king is clicked again, each
// labelled with its SAN, and announced as a wall placed.
func TestWallInsteadOfMove(t *testing.T) {
	c := newBoardFromBlock(t, "files=4 ranks=4 symmetry=none\nking:K:K:king:a1,,d4\nwall:X:::\nwall=1\nwallPlacing=edge wallOrMove=1\n", "")
	v := c.Game.Variant()
	king := sq(t, c, "a1")
	c.Click(king)
	r := c.Click(king)
	require.True(t, c.Choosing())
	// the empty edge squares: b1 c1 d1 a2 d2 a3 d3 a4 b4 c4
	assert.Equal(t, name(c, king)+": choose one of 10: pass/Xb1, pass/Xc1, pass/Xd1, pass/Xa2, pass/Xd2, pass/Xa3, pass/Xd3, pass/Xa4, pass/Xb4, pass/Xc4", r.Announce)
	r = c.Choose(0)
	require.Len(t, r.Played, 1)
	assert.Equal(t, "pass/Xb1: "+look.SideName(v, core.Color(0))+" places "+PieceName(v, c.Game.Pos.At(sq(t, c, "b1")))+" on b1", r.Announce)
	assert.Equal(t, core.Color(1), c.Game.Pos.Side())
}
