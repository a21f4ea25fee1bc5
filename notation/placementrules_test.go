package notation_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/notation"
)

const stoneBlock = "files=3 ranks=3 royal=0 maxPromote=0 immobileDrops=1\nstone:P:@::,,:5\n"

// TestPlacementKeys: the keys of placement and conversion games and of
// goal rules are read into the variant.
func TestPlacementKeys(t *testing.T) {
	b, err := notation.ParseBlock(stoneBlock + "connect=3 connectDirections=vertical,diagonal connectTypes=P connectValue=loss\n" +
		"dropRule=enclose dropStart=b2 unlimitedDrops=* flip=adjacent passOnStalemate=1 counting=blackDrawOdds\n" +
		"fullBoardEnds=1 stalemateByCount=1 goalRule=hold\n")
	require.NoError(t, err)
	v := b.Variant
	assert.Equal(t, core.Connect{N: 3, Vertical: true, Diagonal: true, Types: []bool{true}, Value: core.ValueLoss}, v.Rules.Connect)
	assert.Equal(t, core.DropEnclose, v.DropRule)
	assert.True(t, v.DropStart[v.Geometry.ParseSquare("b2")])
	assert.True(t, v.UnlimitedDrop(0))
	assert.Equal(t, core.FlipAdjacent, v.Flip)
	assert.True(t, v.PassOnStalemate)
	assert.Equal(t, core.CountBlackDrawOdds, v.Rules.Counting)
	assert.True(t, v.Rules.FullBoardEnds)
	assert.True(t, v.Rules.StalemateCount)
	assert.Equal(t, core.GoalHold, v.Rules.Goal)
	assert.Empty(t, b.Warnings)
}

// TestPlacementKeyErrors: a bad value names the key and what it takes.
func TestPlacementKeyErrors(t *testing.T) {
	for _, c := range []struct{ line, msg string }{
		{"connect=x", "connect=x\": must be a number of pieces in a line from 0 to 36"},
		{"connect=37", "connect=37\": must be a number of pieces in a line from 0 to 36"},
		{"connectDirections=up", "connectDirections=up\": must list horizontal, vertical and diagonal"},
		{"connectTypes=Q", `"Q" is not the ID of any piece`},
		{"connectValue=none", "connectValue=none\": must be win, loss or draw"},
		{"dropRule=top", "dropRule=top\": must be anywhere, gravity, enclose, adjacent, apart or sides"},
		{"dropStart=z9", "dropStart"},
		{"flip=reversi", "flip=reversi\": must be none, enclosed, adjacent or adjacentJoined"},
		{"counting=janggi", "counting=janggi\": must be none, pieces, whiteDrawOdds, blackDrawOdds or values"},
		{"passOnStalemate=2", "passOnStalemate=2\": must be 0 or 1"},
		{"goalRule=flag", "goalRule=flag\": must be reach, safe or hold"},
	} {
		_, err := notation.ParseBlock(stoneBlock + c.line + "\n")
		require.Error(t, err, c.line)
		assert.Contains(t, err.Error(), c.msg, c.line)
	}
}

// TestInitialRanksRange: initialRanks=N is the first N ranks, M-N the
// ranks M to N (Chessgi's double step from the second rank only).
func TestInitialRanksRange(t *testing.T) {
	b, err := notation.ParseBlock(stoneBlock + "initialRanks=2\n")
	require.NoError(t, err)
	assert.Equal(t, [2]int{2, 0}, [2]int{b.Variant.InitialRanks, b.Variant.InitialFrom})
	b, err = notation.ParseBlock(stoneBlock + "initialRanks=2-3 extinctionClaim=1\n")
	require.NoError(t, err)
	assert.Equal(t, [2]int{3, 1}, [2]int{b.Variant.InitialRanks, b.Variant.InitialFrom})
	assert.True(t, b.Variant.Rules.ExtinctionClaim)
	assert.Empty(t, b.Warnings)
	for _, bad := range []string{"initialRanks=3-2", "initialRanks=0-2", "initialRanks=x", "initialRanks=2-"} {
		_, err := notation.ParseBlock(stoneBlock + bad + "\n")
		require.Error(t, err, bad)
		assert.Contains(t, err.Error(), "must be a number N (the first N ranks) or a range M-N", bad)
	}
}

// TestDropSides: a stone pushed in from the left or from below stops
// before the first stone in its way or at the far edge; one pushed in
// from the right or from above goes to the first square, counted from
// the far edge, that is empty and has the edge or a stone beyond it (as
// Fairy-Stockfish's anyside); an edge square already taken closes that
// edge's line.
func TestDropSides(t *testing.T) {
	b, err := notation.ParseBlock("files=4 ranks=4 royal=0 maxPromote=0 immobileDrops=1 symmetry=none\nstone:P:@::,,:5\ndropRule=sides unlimitedDrops=*\n")
	require.NoError(t, err)
	for _, c := range []struct {
		fen, why string
		want     []string
	}{
		// stones on b2 and d4: rank 1 and 3, files a and c: pushed to the
		// far edge; rank 2 from the west stops on a2, from the east too
		// (a2 is the first from the west with the edge beyond it); file b
		// from below stops on b1, from above too; rank 4 from the west
		// stops on c4 (d4 is taken, so nothing comes from the east); file
		// d from below stops on d3
		{"3P/4/1p2/4 w - - 0 1", "b2 d4",
			[]string{"P@a1", "P@a2", "P@a3", "P@a4", "P@b1", "P@c1", "P@c4", "P@d1", "P@d3"}},
		// stones on b1 and b3: file b from above goes to b2, above b1,
		// though b3 stands in the way; from below it is closed
		{"4/1p2/4/1P2 w - - 0 1", "b1 b3",
			[]string{"P@a1", "P@a2", "P@a3", "P@a4", "P@b2", "P@c1", "P@c4", "P@d1", "P@d2", "P@d4"}},
	} {
		p, err := notation.ParseFEN(b.Variant, c.fen, notation.FENOptions{})
		require.NoError(t, err)
		assert.Equal(t, c.want, legalSAN(t, p), c.why)
	}
}
