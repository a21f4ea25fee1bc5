package board

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestGameRecord: the record after plays, loads, undos and restarts:
// moves, who played them, the position in step with the moves.
func TestGameRecord(t *testing.T) {
	tests := []struct {
		name     string
		act      func(t *testing.T, g *Game)
		record   string
		computer []bool // ByComputer of each move
	}{
		{"played", func(t *testing.T, g *Game) {
			g.Play(findSAN(t, g.Pos, "e4"), false)
			g.Play(findSAN(t, g.Pos, "e5"), true)
		}, "1. e4 e5", []bool{false, true}},
		{"a computer's move after a loaded list", func(t *testing.T, g *Game) {
			require.NoError(t, g.LoadText("1. d4 d5"))
			g.Play(findSAN(t, g.Pos, "c4"), true)
		}, "1. d4 d5 2. c4", []bool{false, false, true}},
		{"undo then play", func(t *testing.T, g *Game) {
			g.Play(findSAN(t, g.Pos, "e4"), true)
			g.Undo()
			g.Play(findSAN(t, g.Pos, "d4"), false)
		}, "1. d4", []bool{false}},
		{"restart forgets who played", func(t *testing.T, g *Game) {
			g.Play(findSAN(t, g.Pos, "e4"), true)
			g.Restart()
			g.Play(findSAN(t, g.Pos, "e4"), false)
		}, "1. e4", []bool{false}},
		{"a FEN starts a new record", func(t *testing.T, g *Game) {
			g.Play(findSAN(t, g.Pos, "e4"), true)
			require.NoError(t, g.SetFEN("4k3/8/8/8/8/8/8/4K2R w K - 0 1"))
			g.Play(findSAN(t, g.Pos, "O-O"), false)
		}, "1. O-O", []bool{false}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := newBoard(t, "chess", "")
			g := c.Game
			tt.act(t, g)
			assert.Equal(t, tt.record, g.Record())
			for i, want := range tt.computer {
				assert.Equal(t, want, g.ByComputer(i), "move %d", i)
			}
			assert.Equal(t, g.PositionAt(len(g.Moves)).Hash(), g.Pos.Hash(), "the position is the record's")
			fen := g.FEN()
			g.Replay()
			assert.Equal(t, fen, g.FEN(), "replaying the record gives the same position")
		})
	}
}

// TestLegalCache: the legal moves are generated again when the position
// changes, whoever changed it.
func TestLegalCache(t *testing.T) {
	c := newBoard(t, "chess", "")
	g := c.Game
	assert.Len(t, g.Legal(), 20)
	g.Play(findSAN(t, g.Pos, "e4"), false)
	assert.Len(t, g.Legal(), 20, "Black's twenty")
	m := findSAN(t, g.Pos, "f5")
	g.Pos.MakeDetail(&m) // behind the record's back
	assert.Len(t, g.Legal(), 31, "White's moves after 1. e4 f5")
}
