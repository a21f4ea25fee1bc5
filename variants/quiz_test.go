package variants_test

import (
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/internal/tsvtest"
	"github.com/chimera-variants/chimera/notation"
)

func position(t *testing.T, variant, fen string) *core.Position {
	v := loadVariant(t, variant)
	p, err := notation.ParseFEN(v, fen, notation.FENOptions{})
	require.NoError(t, err)
	return p
}

// TestFibonacciTurns: turns of 1, 1, 2, 3 and 5 moves.
func TestFibonacciTurns(t *testing.T) {
	p := position(t, "fibonacci", "startpos")
	steps := []struct {
		move string
		side core.Color // to move after the move
	}{
		{"e4", core.Black},                       // White's turn: 1 move
		{"e5", core.White},                       // Black: 1
		{"Nf3", core.White}, {"Nc3", core.Black}, // White: 2
		{"Nc6", core.Black}, {"Nf6", core.Black}, {"d6", core.White}, // Black: 3
		{"d3", core.White}, {"d4", core.White}, {"a3", core.White}, {"b3", core.White}, {"h3", core.Black}, // White: 5
	}
	for _, s := range steps {
		play(t, p, s.move)
		assert.Equal(t, s.side, p.Side(), "after %s", s.move)
	}
	turn, left := p.Turn()
	assert.Equal(t, 5, turn)
	assert.Equal(t, 8, left, "Black's sixth turn has 8 moves")
}

// TestFibonacciCheckEndsTurn: White has two moves, but the first gives
// check and ends the turn.
func TestFibonacciCheckEndsTurn(t *testing.T) {
	p := position(t, "fibonacci", "4k3/8/8/8/8/8/8/R3K3 w - - 0 3 T2/2")
	play(t, p, "Ra8")
	assert.Equal(t, core.Black, p.Side(), "the check ended White's turn")
	turn, left := p.Turn()
	assert.Equal(t, 3, turn)
	assert.Equal(t, 3, left)
	q := position(t, "fibonacci", "4k3/8/8/8/8/8/8/R3K3 w - - 0 3 T2/2")
	play(t, q, "Ra7")
	assert.Equal(t, core.White, q.Side(), "no check: White moves again")
	assert.Equal(t, "4k3/R7/8/8/8/8/8/4K3 w - - 1 3 T2/1", notation.FEN(q))
}

// TestGunRifleCapture: the capturer stays on its square.
func TestGunRifleCapture(t *testing.T) {
	p := position(t, "gun", "4k3/p7/8/8/8/8/8/R3K3 w - - 0 1")
	play(t, p, "Rxa7-a1")
	assert.Equal(t, "4k3/8/8/8/8/8/8/R3K3 b - - 0 1", notation.FEN(p))
	ep := position(t, "gun", "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2")
	play(t, ep, "exd5-e5")
	assert.Equal(t, "4k3/8/8/4P3/8/8/8/4K3 b - - 0 2", notation.FEN(ep), "en passant is a rifle capture too")
}

// TestMadhouseRelocation: the captured pawn goes where the capturer puts
// it, but not on its own first rank or its promotion rank.
func TestMadhouseRelocation(t *testing.T) {
	p := position(t, "madhouse", "4k3/p7/8/8/8/8/R7/4K3 w - - 0 1")
	var ml core.MoveList
	p.GenerateLegal(&ml)
	seen := map[string]bool{}
	for i := range ml.Moves {
		seen[notation.SAN(p, ml.Moves[i], ml.Moves)] = true
	}
	assert.True(t, seen["Rxa7@h3"])
	assert.True(t, seen["Rxa7@a2"], "the capturer's old square is free")
	assert.False(t, seen["Rxa7@h8"], "a black pawn is not put on its first rank")
	assert.False(t, seen["Rxa7@h1"], "nor on its promotion rank")
	play(t, p, "Rxa7@h3")
	assert.Equal(t, "4k3/R7/8/8/8/7p/8/4K3 b - - 0 1", notation.FEN(p))
}

// TestBlackHoles: a rook sliding over d5 vanishes; a king stepping onto f5
// loses.
func TestBlackHoles(t *testing.T) {
	p := position(t, "blackhole", "4k3/8/8/8/8/8/8/3RK3 w - - 0 1")
	var ml core.MoveList
	p.GenerateLegal(&ml)
	seen := map[string]bool{}
	for i := range ml.Moves {
		seen[notation.SAN(p, ml.Moves[i], ml.Moves)] = true
	}
	assert.True(t, seen["Rd5"])
	assert.False(t, seen["Rd6"], "moving over the hole is moving into it")
	play(t, p, "Rd5")
	assert.Equal(t, "4k3/8/8/8/8/8/8/4K3 b - - 0 1", notation.FEN(p), "the rook vanished")

	k := position(t, "blackhole", "4k3/8/8/8/5K2/8/8/8 w - - 0 1")
	play(t, k, "Kf5")
	out := k.Outcome(nil)
	assert.True(t, out.Over)
	assert.Equal(t, core.Black, out.Winner)
}

// TestExtinction: taking the last piece of a type wins; promoting the
// last pawn loses, unless that move wins at once.
func TestExtinction(t *testing.T) {
	p := position(t, "extinction", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1")
	assert.False(t, p.Outcome(nil).Over)
	win := position(t, "extinction", "rnb1kbnr/pppppppp/8/8/8/3Q4/PPPPPPPP/RNBqKBNR w - - 0 1")
	play(t, win, "Kxd1")
	out := win.Outcome(nil)
	require.True(t, out.Over)
	assert.Equal(t, core.White, out.Winner, "Black's queens are extinct")

	lose := position(t, "extinction", "1n1qkb1r/P6p/8/8/8/8/8/RNBQK3 w - - 0 1")
	play(t, lose, "a8=Q")
	out = lose.Outcome(nil)
	require.True(t, out.Over)
	assert.Equal(t, core.Black, out.Winner, "promoting the last pawn loses")

	saved := position(t, "extinction", "1n1qkb1r/P6p/8/8/8/8/8/RNBQK3 w - - 0 1")
	play(t, saved, "axb8=Q")
	out = saved.Outcome(nil)
	require.True(t, out.Over)
	assert.Equal(t, core.White, out.Winner, "unless it wins at once: Black's knights are gone first")
}

// TestBaselinePlacement: the sides drop their pieces on the back rank
// until the hands are empty; then it is chess.
func TestBaselinePlacement(t *testing.T) {
	p := position(t, "baseline", "startpos")
	play(t, p, "R@a1 R@h8 N@b1 N@g8 B@c1 B@f8 Q@d1 Q@d8 K@e1 K@e8 B@f1 B@c8 N@g1 N@b8 R@h1 R@a8")
	assert.Equal(t, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 9", notation.FEN(p))
	var ml core.MoveList
	p.GenerateLegal(&ml)
	assert.Len(t, ml.Moves, 20, "chess from here, without castling")
	play(t, p, "e4 e5 Nf3")
}

// TestFairyKnightMoves: the fairy moves as a queen and as a knight.
func TestFairyKnightMoves(t *testing.T) {
	p := position(t, "fairy", "4k3/8/8/8/3F4/8/8/4K3 w - - 0 1")
	var ml core.MoveList
	p.GeneratePieceMoves(&ml, p.Variant().Geometry.ParseSquare("d4"))
	assert.Len(t, ml.Moves, 27+8)
}

// TestQuizPerft: small perft counts for the quiz variants, each derived
// in testdata/quizperft.tsv from rules shared with chess or amazon chess.
func TestQuizPerft(t *testing.T) {
	for _, c := range tsvtest.Rows(t, "testdata/quizperft.tsv", 5) {
		depth, _ := strconv.Atoi(c[2])
		nodes, _ := strconv.ParseUint(c[3], 10, 64)
		t.Run(c[0]+"/"+c[2], func(t *testing.T) {
			p := position(t, c[0], c[1])
			assert.Equal(t, nodes, p.Perft(depth), c[4])
		})
	}
}
