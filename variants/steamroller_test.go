package variants_test

import (
	"sort"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/notation"
	"github.com/chimera-variants/chimera/variants"
)

// steamroller compiles the shipped steamroller chess.
func steamroller(t *testing.T) *core.Variant {
	t.Helper()
	text, ok := variants.Block("steamroller")
	require.True(t, ok)
	b, err := notation.ParseBlock(text)
	require.NoError(t, err)
	return b.Variant
}

// rollerMoves lists the steamroller's legal moves from square from in
// the position fen, each as its destination and victims.
func rollerMoves(t *testing.T, v *core.Variant, fen, from string) map[string][]string {
	t.Helper()
	p, err := notation.ParseFEN(v, fen, notation.FENOptions{})
	require.NoError(t, err)
	geo := v.Geometry
	out := map[string][]string{}
	var ml core.MoveList
	p.GenerateLegal(&ml)
	for _, m := range p.Details(ml.Moves) {
		if geo.SquareName(int(m.From)) != from {
			continue
		}
		vs := []string{}
		for i := 0; i < int(m.NVictims); i++ {
			vs = append(vs, geo.SquareName(int(m.Victims[i])))
		}
		sort.Strings(vs)
		out[geo.SquareName(int(m.To))] = vs
	}
	return out
}

// TestSteamrollerIsAProgram: the piece cannot be legs (XBetza): it
// compiles to a path program, and the others stay XBetza.
func TestSteamrollerIsAProgram(t *testing.T) {
	v := steamroller(t)
	ty := v.TypeByID("T")
	require.GreaterOrEqual(t, ty, 0)
	paths := v.Types[ty].Moves.Paths
	require.Len(t, paths, 1)
	assert.NotNil(t, paths[0].Program)
	assert.Contains(t, notation.Describe(v.Types[ty].Moves), "may take several pieces in one move")
}

// TestSteamrollerRollsOver: up the a-file it takes every enemy it passes
// and the one it lands on; a friend stops it; along the first rank the
// king blocks it.
func TestSteamrollerRollsOver(t *testing.T) {
	v := steamroller(t)
	// White: steamroller a1, king e1, pawn a7 (a friend ending the file).
	// Black: pawns a3, a4 and a6, king h8.
	got := rollerMoves(t, v, "7k/P7/p7/8/p7/p7/8/T3K3 w - - 0 1", "a1")
	assert.Equal(t, map[string][]string{
		"a2": {}, "a3": {"a3"}, "a4": {"a3", "a4"}, "a5": {"a3", "a4"}, "a6": {"a3", "a4", "a6"},
		"b1": {}, "c1": {}, "d1": {},
	}, got)
}

// TestSteamrollerChecksThroughPieces: the steamroller gives check
// through the king's own pieces (it would take them, and the king); only
// pieces of the roller's side shield the king.
func TestSteamrollerChecksThroughPieces(t *testing.T) {
	v := steamroller(t)
	p, err := notation.ParseFEN(v, "k7/p7/8/8/8/8/8/T3K3 b - - 0 1", notation.FENOptions{})
	require.NoError(t, err)
	assert.True(t, p.InCheck(), "the black pawn on a7 does not shield the king on a8")
	p, err = notation.ParseFEN(v, "k7/P7/8/8/8/8/8/T3K3 b - - 0 1", notation.FENOptions{})
	require.NoError(t, err)
	assert.False(t, p.InCheck(), "White's own pawn on a7 stops the roller")
}

// TestSteamrollerStart: in the start position the steamrollers are shut
// in, so the moves are chess's; perft 3 equals chess's 8,902.
func TestSteamrollerStart(t *testing.T) {
	v := steamroller(t)
	p, err := core.StartPosition(v)
	require.NoError(t, err)
	assert.Equal(t, int64(8902), int64(p.Perft(3)))
}
