package board

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chimera-variants/chimera/core"
)

// step is one pointer event of a test: down on, move by, up on a target.
type step struct {
	kind   string // "down", "move", "up", "cancel"
	target string // a square, "hand:ID" (the mover's hand), or "" for nowhere
	dx     float64
}

// run plays pointer steps on c and returns what they did together: the
// last announcement, the moves played, whether by dragging.
func run(t *testing.T, c *Controller, steps []step) Result {
	t.Helper()
	var all Result
	for _, s := range steps {
		var r Result
		tg := Nowhere
		switch {
		case len(s.target) > 5 && s.target[:5] == "hand:":
			tg = InHand(piece(t, c, s.target[5:], c.Game.Pos.Side()))
		case s.target != "":
			tg = At(sq(t, c, s.target))
		}
		switch s.kind {
		case "down":
			r, _ = c.PointerDown(tg)
		case "move":
			c.PointerMove(s.dx, 0)
		case "up":
			r = c.PointerUp(tg)
		case "cancel":
			c.PointerCancel()
		}
		if r.Announce != "" {
			all.Announce = r.Announce
		}
		all.Played = append(all.Played, r.Played...)
		all.Dragged = all.Dragged || r.Dragged
	}
	return all
}

func down(t string) step      { return step{kind: "down", target: t} }
func up(t string) step        { return step{kind: "up", target: t} }
func moveBy(dx float64) step  { return step{kind: "move", dx: dx} }
func clickOn(t string) []step { return []step{down(t), up(t)} }

// TestPointer: presses, drags and releases, as chessground takes them.
func TestPointer(t *testing.T) {
	tests := []struct {
		name     string
		steps    [][]step
		record   string
		selected string
		announce string
		dragged  bool
	}{
		{"drag to a target plays it", [][]step{{down("e2"), moveBy(30), up("e4")}}, "1. e4", "", "e4: white pawn e2-e4", true},
		{"drag to a square it cannot reach: the piece goes back", [][]step{{down("e2"), moveBy(30), up("e5")}}, "", "", "move cancelled", false},
		{"drag off the board", [][]step{{down("e2"), moveBy(30), up("")}}, "", "", "move cancelled", false},
		{"drag back to the start square leaves it selected", [][]step{{down("e2"), moveBy(30), up("e2")}}, "", "e2", "e2, white pawn, selected; 2 moves: e3, e4", false},
		{"a click that follows a drag works", [][]step{{down("e2"), moveBy(30), up("e4")}, clickOn("e7"), clickOn("e5")}, "1. e4 e5", "", "e5: black pawn e7-e5", false},
		{"a click after a cancelled drag", [][]step{{down("e2"), moveBy(30), up("e5")}, clickOn("g1")}, "", "g1", "g1, white knight, selected; 2 moves: f3, h3", false},
		{"press and release on another square without moving is a drop there", [][]step{{down("e2"), up("e4")}}, "1. e4", "", "e4: white pawn e2-e4", true},
		{"click selects", [][]step{clickOn("e2")}, "", "e2", "e2, white pawn, selected; 2 moves: e3, e4", false},
		{"a shake under the threshold is a click", [][]step{{down("e2"), moveBy(2), up("e2")}}, "", "e2", "e2, white pawn, selected; 2 moves: e3, e4", false},
		{"click the selected piece puts it down", [][]step{clickOn("e2"), clickOn("e2")}, "", "", "deselected", false},
		{"click then click a target", [][]step{clickOn("e2"), clickOn("e4")}, "1. e4", "", "e4: white pawn e2-e4", false},
		{"a selected piece can still be dragged", [][]step{clickOn("e2"), {down("e2"), moveBy(20), up("e3")}}, "1. e3", "", "e3: white pawn e2-e3", true},
		{"click another own piece reselects", [][]step{clickOn("e2"), clickOn("d2")}, "", "d2", "d2, white pawn, selected; 2 moves: d3, d4", false},
		{"click an empty square deselects", [][]step{clickOn("e2"), clickOn("a5")}, "", "", "deselected", false},
		{"an enemy piece is not dragged", [][]step{{down("e7"), moveBy(30), up("e5")}}, "", "", "", false},
		{"a cancelled press keeps the selection", [][]step{{down("e2"), moveBy(30), {kind: "cancel"}, up("e4")}}, "", "e2", "e2, white pawn, selected; 2 moves: e3, e4", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := newBoard(t, "chess", "")
			var r Result
			for _, s := range tt.steps {
				r = run(t, c, s)
			}
			assert.Equal(t, tt.record, c.Game.Record())
			assert.Equal(t, tt.selected, selectedName(c))
			assert.Equal(t, tt.announce, r.Announce)
			assert.Equal(t, tt.dragged, r.Dragged)
			on, _ := c.Dragging()
			assert.False(t, on, "no drag after the release")
		})
	}
}

// TestDragState: while dragging, the model shows the dragged piece, its
// origin and its targets.
func TestDragState(t *testing.T) {
	c := newBoard(t, "chess", "")
	r, picked := c.PointerDown(At(sq(t, c, "g1")))
	require.True(t, picked)
	assert.Equal(t, "g1, white knight, selected; 2 moves: f3, h3", r.Announce)
	assert.False(t, c.Model().Dragging, "not a drag before the pointer moves")
	assert.False(t, c.PointerMove(1, 1), "under the threshold")
	assert.True(t, c.PointerMove(5, 0), "the move that starts the drag")
	assert.False(t, c.PointerMove(50, 0), "started once")
	md := c.Model()
	assert.True(t, md.Dragging)
	assert.Equal(t, piece(t, c, "N", core.White), md.DragPiece)
	for _, s := range md.Squares {
		assert.Equal(t, s.Name == "g1", s.DragFrom, s.Name)
	}
	assert.Equal(t, map[string]Marker{"f3": MarkMove, "h3": MarkMove}, marked(c))
}

// TestDropFromHand: crazyhouse pieces in hand are dropped by dragging or
// by clicking the hand and then a square.
func TestDropFromHand(t *testing.T) {
	const fen = "rnbqkb1r/pppppppp/8/8/8/8/PPPPPPPP/RNBQKB1R[Nn] w KQkq - 0 1"
	tests := []struct {
		name   string
		steps  [][]step
		record string
		sel    bool // a drop type still picked up
	}{
		{"drag", [][]step{{down("hand:N"), moveBy(40), up("e4")}}, "1. N@e4", false},
		{"click, click", [][]step{clickOn("hand:N"), clickOn("e4")}, "1. N@e4", false},
		{"click the hand twice puts it back", [][]step{clickOn("hand:N"), clickOn("hand:N")}, "", false},
		{"drag onto an occupied square", [][]step{{down("hand:N"), moveBy(40), up("e2")}}, "", false},
		{"drag back onto the hand", [][]step{{down("hand:N"), moveBy(40), up("hand:N")}}, "", false},
		{"click the hand", [][]step{clickOn("hand:N")}, "", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := newBoard(t, "crazyhouse", fen)
			for _, s := range tt.steps {
				run(t, c, s)
			}
			assert.Equal(t, tt.record, c.Game.Record())
			_, drop := c.Selected()
			assert.Equal(t, tt.sel, drop >= 0)
		})
	}
	c := newBoard(t, "crazyhouse", fen)
	md := c.Model()
	require.Len(t, md.Bottom.Pieces, 1)
	assert.Equal(t, "white knight, 1 in hand", md.Bottom.Pieces[0].Label)
	assert.Equal(t, core.Black, md.Top.Color, "the opponent's hand at the top")
	c.Flip()
	assert.Equal(t, core.Black, c.Model().Bottom.Color, "flipped: Black's hand at the bottom")
	r := c.ClickHand(piece(t, c, "N", core.White))
	assert.Contains(t, r.Announce, "white knight in hand, selected; 34 moves: g1, a3")
	assert.Contains(t, r.Announce, ", and 22 more")
	assert.Empty(t, c.ClickHand(piece(t, c, "N", core.Black)).Announce, "the opponent's hand is not picked up")
}
