package board

import (
	"strings"
	"testing"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/look"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestMoveAnnouncements: each move is announced with its SAN, the piece,
// where it went, what it took, what it became, check and the game's end.
func TestMoveAnnouncements(t *testing.T) {
	tests := []struct {
		variant, fen, moves, san, want string
	}{
		{"chess", "", "", "e4", "e4: white pawn e2-e4"},
		{"chess", "", "e4 d5", "exd5", "exd5: white pawn e4xd5, takes black pawn"},
		{"chess", "", "e4 e5 Bc4 Nc6 Qh5 Nf6", "Qxf7#", "Qxf7#: white queen h5xf7, takes black pawn. Game over: checkmate, white wins"},
		{"chess", "", "e4 f5", "Qh5+", "Qh5+: white queen d1-h5, check"},
		{"chess", "4k3/8/8/8/8/8/8/4K2R w K - 0 1", "", "O-O", "O-O: white king e1-g1, castling"},
		{"crazyhouse", "rnbqkb1r/pppppppp/8/8/8/8/PPPPPPPP/RNBQKB1R[Nn] w KQkq - 0 1", "", "N@e4", "N@e4: white knight dropped on e4"},
		{"chushogi", lionFEN, "", "Nxf7-f8", "Nxf7-f8: {w} lion f6-f8, takes {b} pawn"},
	}
	for _, tt := range tests {
		t.Run(tt.san, func(t *testing.T) {
			c := newBoard(t, tt.variant, tt.fen)
			require.NoError(t, c.Game.LoadText(tt.moves))
			r := c.ApplyMove(findSAN(t, c.Game.Pos, tt.san), false)
			v := c.Game.Variant()
			want := strings.NewReplacer("{w}", look.SideName(v, core.White), "{b}", look.SideName(v, core.Black)).Replace(tt.want)
			assert.Equal(t, want, r.Announce)
		})
	}
}

// TestSquareLabels: each square's accessible name is its name and piece,
// with the marker or check it shows.
func TestSquareLabels(t *testing.T) {
	c := newBoard(t, "chess", "")
	require.NoError(t, c.Game.LoadText("e4 e5 Qh5 Nc6 Bc4 d6"))
	c.Click(sq(t, c, "h5"))
	labels := map[string]string{}
	for _, s := range c.Model().Squares {
		labels[s.Name] = s.Label
	}
	assert.Equal(t, "h5, white queen", labels["h5"])
	assert.Equal(t, "f7, black pawn, capture", labels["f7"])
	assert.Equal(t, "h6, legal move", labels["h6"])
	assert.Equal(t, "d4", labels["d4"], "no mark")
	c.Click(sq(t, c, "f7"))
	for _, s := range c.Model().Squares {
		if s.Name == "e8" {
			assert.True(t, s.Check)
			assert.Equal(t, "e8, black king, in check", s.Label)
		}
	}
	assert.Contains(t, c.Model().Status.Text, "Game over: checkmate, white wins")
}

// TestFaceInLabels: the text a piece shows on the page (Face) is part of
// the labels of its square, its hand and the chooser, not of the
// announcements.
func TestFaceInLabels(t *testing.T) {
	c := newBoard(t, "crazyhouse", "rnbqkb1r/pppppppp/8/8/8/8/PPPPPPPP/RNBQKB1R[Nn] w KQkq - 0 1")
	c.Face = func(pc core.Piece) string {
		if c.Game.Variant().Types[pc.Type()].Name == "knight" {
			return "桂"
		}
		return ""
	}
	md := c.Model()
	assert.Equal(t, "white knight 桂, 1 in hand", md.Bottom.Pieces[0].Label)
	for _, s := range md.Squares {
		switch s.Name {
		case "b1":
			assert.Equal(t, "b1, white knight 桂", s.Label)
		case "e1":
			assert.Equal(t, "e1, white king", s.Label)
		}
	}
	assert.Equal(t, "b1, white knight, selected; 2 moves: a3, c3", c.Click(sq(t, c, "b1")).Announce)
}
