package board

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chimera-variants/chimera/core"
)

// TestClickSelection: clicks select a piece of the side to move, put it
// down when clicked again, move it to a target, pick another own piece
// instead, and put it down when something else is clicked.
func TestClickSelection(t *testing.T) {
	tests := []struct {
		name     string
		clicks   []string
		selected string // after the last click
		announce string // of the last click
		record   string
	}{
		{"select", []string{"e2"}, "e2", "e2, white pawn, selected; 2 moves: e3, e4", ""},
		{"click again deselects", []string{"e2", "e2"}, "", "deselected", ""},
		{"move", []string{"e2", "e4"}, "", "e4: white pawn e2-e4", "1. e4"},
		{"another own piece reselects", []string{"e2", "g1"}, "g1", "g1, white knight, selected; 2 moves: f3, h3", ""},
		{"elsewhere deselects", []string{"e2", "e5"}, "", "deselected", ""},
		{"an enemy piece is not picked up", []string{"e7"}, "", "", ""},
		{"the opponent after a move", []string{"e2", "e4", "e7", "e5"}, "", "e5: black pawn e7-e5", "1. e4 e5"},
		{"a piece with no moves", []string{"a1"}, "a1", "a1, white rook, selected; no moves", ""},
		{"off the board does nothing", []string{"e2", "z9"}, "e2", "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := newBoard(t, "chess", "")
			var r Result
			for _, n := range tt.clicks {
				s := c.Game.Variant().Geometry.ParseSquare(n)
				r = c.Click(s)
			}
			assert.Equal(t, tt.selected, selectedName(c))
			assert.Equal(t, tt.announce, r.Announce)
			assert.Equal(t, tt.record, c.Game.Record())
		})
	}
}

// TestMovePlayedResult: a move made by clicking is returned to be
// animated and leaves the keyboard cursor on its destination.
func TestMovePlayedResult(t *testing.T) {
	c := newBoard(t, "chess", "")
	c.Click(sq(t, c, "g1"))
	r := c.Click(sq(t, c, "f3"))
	require.Len(t, r.Played, 1)
	assert.Equal(t, "f3", name(c, int(r.Played[0].To)))
	assert.False(t, r.Dragged)
	assert.Equal(t, "f3", name(c, c.Cursor()))
}

// TestMarkers: each kind of target has its own marker: moves, captures,
// captures that promote (both marks), promotions, castling, hop
// platforms, pieces taken on the way.
func TestMarkers(t *testing.T) {
	tests := []struct {
		variant, fen, from string
		want               map[string]Marker
	}{
		{"chess", "", "e2", map[string]Marker{"e3": MarkMove, "e4": MarkMove}},
		{"chess", "3r1r1k/4P3/8/8/8/8/8/4K3 w - - 0 1", "e7",
			map[string]Marker{"d8": MarkCapturePromo, "e8": MarkPromo, "f8": MarkCapturePromo}},
		{"chess", "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1", "e1",
			map[string]Marker{"c1": MarkCastle, "g1": MarkCastle, "d1": MarkMove, "f1": MarkMove, "d2": MarkMove, "e2": MarkMove, "f2": MarkMove}},
		{"chess", "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", "e4", map[string]Marker{"d5": MarkCapture, "e5": MarkMove}},
		// the lion on f6 takes the pawn on f7 on its way to f8 (or back
		// to f6): f7 is a capture of its own, the screen of nothing
		{"chushogi", "lfcsgekgscfl/a1b1txot1b1a/mvrhdqndhrvm/pppppppppppp/3i4i3/5p6/5N6/3I4I3/PPPPP1PPPPPP/MVRHDQ1DHRVM/A1B1TOXT1B1A/LFCSGKEGSCFL w - - 0 1",
			"f6", nil},
	}
	for _, tt := range tests {
		t.Run(tt.variant+" "+tt.from, func(t *testing.T) {
			c := newBoard(t, tt.variant, tt.fen)
			c.Click(sq(t, c, tt.from))
			got := marked(c)
			if tt.want == nil {
				assert.Equal(t, MarkCapture, got["f7"])
				assert.Equal(t, MarkMove, got["f8"])
				return
			}
			assert.Equal(t, tt.want, got)
		})
	}
}

// TestHopPlatform: the xiangqi cannon on b3 takes the horse on b10 over
// the enemy cannon on b8, which is marked as its platform.
func TestHopPlatform(t *testing.T) {
	c := newBoard(t, "xiangqi", "")
	c.Click(sq(t, c, "b3"))
	got := marked(c)
	assert.Equal(t, MarkHop, got["b8"])
	assert.Equal(t, MarkCapture, got["b10"])
	var hops []string
	for n, m := range got {
		if m == MarkHop {
			hops = append(hops, n)
		}
	}
	assert.Equal(t, []string{"b8"}, hops)
}

// TestParlettLeapNoPlatform: a leap in Parlett's notation (~2+, the
// dabbaba) over a piece marks no hop platform, though its move field
// ("parlett=...") holds a p.
func TestParlettLeapNoPlatform(t *testing.T) {
	c := newBoardFromBlock(t, "files=8 ranks=8 symmetry=mirror\nking:K:parlett=1*::e1\npawn::::a2-h2\ndabbaba:D:parlett=~2+::d1\n", "")
	c.Click(sq(t, c, "d1"))
	got := marked(c)
	assert.Equal(t, MarkMove, got["d3"], "the leap over the pawn on d2")
	for n, m := range got {
		assert.NotEqual(t, MarkHop, m, n)
	}
}

// TestNavigate: looking back shows an earlier position read-only; a
// click on the board returns to the current one.
func TestNavigate(t *testing.T) {
	c := newBoard(t, "chess", "")
	require.NoError(t, c.Game.LoadText("1. e4 e5 2. Nf3"))
	r := c.Navigate(1)
	assert.Equal(t, "move 1 of 3", r.Announce)
	md := c.Model()
	assert.Equal(t, "move 1 of 3 (looking back)", md.Status.Text)
	assert.Nil(t, md.Legal, "nothing moves while looking back")
	assert.Equal(t, "e4", name(c, lastTo(md)))
	assert.NotZero(t, c.PieceAt(sq(t, c, "e7")), "e5 not played yet in the position shown")
	c.Click(sq(t, c, "e7"))
	assert.Equal(t, -1, c.View())
	assert.Equal(t, "", selectedName(c), "the click returned to the game and picked nothing up")
	for _, ply := range []int{-1, 3, 99} {
		c.Navigate(ply)
		assert.Equal(t, -1, c.View(), "ply %d is the current position", ply)
	}
	c.Navigate(0)
	assert.Equal(t, 0, c.View())
	assert.False(t, lastTo(c.Model()) >= 0, "no last move at the start")
}

// lastTo is a square marked as the last move's destination or start (-1).
func lastTo(md *Model) int {
	for _, s := range md.Squares {
		if s.Last && s.Piece != 0 {
			return s.Sq
		}
	}
	return -1
}

// TestUndo: Undo takes back one move; with the computer answering every
// move, it takes back the computer's answer and the move it answered.
func TestUndo(t *testing.T) {
	tests := []struct {
		name      string
		computer  []bool // who played each move of 1. e4 e5 2. Nf3 Nc6
		pair      bool
		wantMoves int
	}{
		{"one move", []bool{false, false, false, false}, false, 3},
		{"pair: the computer's answer and the player's move", []bool{false, true, false, true}, true, 2},
		{"pair without an answer yet takes back one", []bool{false, true, false}, true, 2},
		{"pair with two moves of the computer in a row", []bool{false, true, true, true}, true, 0},
		{"no pair: one move even if the computer's", []bool{false, true, false, true}, false, 3},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := newBoard(t, "chess", "")
			for i, san := range []string{"e4", "e5", "Nf3", "Nc6"}[:len(tt.computer)] {
				p := c.Game.Pos.Copy()
				m := findSAN(t, p, san)
				c.ApplyMove(m, tt.computer[i])
			}
			c.Undo(tt.pair)
			assert.Len(t, c.Game.Moves, tt.wantMoves)
			assert.Equal(t, c.Game.PositionAt(len(c.Game.Moves)).Hash(), c.Game.Pos.Hash())
		})
	}
	c := newBoard(t, "chess", "")
	assert.Equal(t, "no move to take back", c.Undo(true).Announce)
}

// TestUndoWithAutoReplyBackToPlayer: after the player's move and the
// computer's answer, Undo with auto-reply gives the move back to the
// player, in the position before their move.
func TestUndoWithAutoReplyBackToPlayer(t *testing.T) {
	c := newBoard(t, "chess", "")
	c.Click(sq(t, c, "e2"))
	c.Click(sq(t, c, "e4"))
	c.ApplyMove(findSAN(t, c.Game.Pos, "e5"), true)
	r := c.Undo(true)
	assert.Equal(t, "took back 2 moves; white to move", r.Announce)
	assert.Empty(t, c.Game.Moves)
	assert.Equal(t, "white to move", c.Model().Status.Text)
}

// TestLoad: a FEN or a move list; what cannot be loaded leaves the game
// as it was and says which move failed.
func TestLoad(t *testing.T) {
	tests := []struct {
		text, what, err, record string
	}{
		{"1. e4 e5 2. Nf3", "the move list", "", "1. e4 e5 2. Nf3"},
		{"1. e4 e5 2. Ke2 Ke7 3. Kxe8", "the move list", `move 3 (white), "Kxe8": not a legal move here`, "1. d4"},
		{"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", "the FEN", "", ""},
		{"8/8/8/8/8/8/8/8 w - - 0 1", "the FEN", "this position cannot be played: white has no king", "1. d4"},
	}
	for _, tt := range tests {
		t.Run(tt.text, func(t *testing.T) {
			c := newBoard(t, "chess", "")
			require.NoError(t, c.Game.LoadText("d4"))
			what, err := c.Load("  " + tt.text + "\n")
			assert.Equal(t, tt.what, what)
			if tt.err != "" {
				require.Error(t, err)
				assert.Contains(t, err.Error(), tt.err)
			} else {
				require.NoError(t, err)
			}
			assert.Equal(t, tt.record, c.Game.Record())
		})
	}
}

// TestReset: after an internal error the transient state is dropped and
// the position rebuilt from the record.
func TestReset(t *testing.T) {
	c := newBoard(t, "chess", "")
	require.NoError(t, c.Game.LoadText("e4 e5"))
	want := c.Game.FEN()
	c.Click(sq(t, c, "g1"))
	c.Navigate(1)
	// a half-made move: the position and the record disagree
	c.Game.Pos.MakeDetail(&c.Game.Legal()[0])
	c.Reset()
	assert.Equal(t, want, c.Game.FEN())
	assert.Equal(t, -1, c.View())
	assert.Equal(t, "", selectedName(c))
	assert.True(t, strings.HasPrefix(c.Model().Status.Text, "white to move"))
}

// TestBusy: while the computer thinks, nothing is picked up, by click,
// pointer or hand, and the player is told why.
func TestBusy(t *testing.T) {
	c := newBoard(t, "crazyhouse", "rnbqkb1r/pppppppp/8/8/8/8/PPPPPPPP/RNBQKB1R[Nn] w KQkq - 0 1")
	c.Busy = true
	assert.Equal(t, "the computer is thinking", c.Click(sq(t, c, "e2")).Announce)
	_, picked := c.PointerDown(At(sq(t, c, "e2")))
	assert.False(t, picked)
	c.PointerUp(At(sq(t, c, "e2")))
	c.ClickHand(piece(t, c, "N", core.White))
	s, drop := c.Selected()
	assert.Equal(t, -1, s)
	assert.Equal(t, -1, drop)
	c.Busy = false
	c.Click(sq(t, c, "e2"))
	assert.Equal(t, "e2", selectedName(c))
}
