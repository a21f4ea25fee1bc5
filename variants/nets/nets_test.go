package nets

import (
	"strings"
	"testing"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/notation"
	"github.com/chimera-variants/chimera/search"
	"github.com/chimera-variants/chimera/variants"
	"github.com/stretchr/testify/require"
)

// TestShippedNetsLoad: every shipped network reads for its variant, as
// a correction on top of the hand-made evaluation, and a search takes
// it.
func TestShippedNetsLoad(t *testing.T) {
	names := Names()
	require.Contains(t, names, "chess")
	for _, name := range names {
		text, ok := variants.Block(name)
		require.True(t, ok, "%s.net has no variant %s", name, name)
		block, err := notation.ParseBlock(text)
		require.NoError(t, err)
		block.Variant.Name = name
		n := For(block.Variant)
		require.NotNil(t, n, name)
		require.True(t, n.OnTop, name)
		p, err := core.StartPosition(block.Variant)
		require.NoError(t, err)
		s := search.New(p)
		require.NoError(t, s.SetNet(n))
		require.True(t, s.Think(search.Limits{Depth: 3}).Found, name)
	}
}

// TestNetOnlyForItsGame: a block named chess but with another piece, an
// unnamed one, and a variant with no network, get none.
func TestNetOnlyForItsGame(t *testing.T) {
	text, _ := variants.Block("chess")
	block, err := notation.ParseBlock(text)
	require.NoError(t, err)
	require.Nil(t, For(block.Variant), "a block with no name")
	block.Variant.Name = "chess"
	require.NotNil(t, For(block.Variant))
	block, err = notation.ParseBlock(strings.Replace(text, "knight:N:::", "knight:N:NW::", 1))
	require.NoError(t, err)
	block.Variant.Name = "chess"
	require.Nil(t, For(block.Variant), "chess with a knightrider")

	text, _ = variants.Block("shatranj")
	block, err = notation.ParseBlock(text)
	require.NoError(t, err)
	block.Variant.Name = "shatranj"
	require.Nil(t, For(block.Variant))
}

// TestStartNotBehind: with its shipped weights and network, the side to
// move at the start of chess, xiangqi and crazyhouse is not judged
// behind: having the move is worth something there. Crazyhouse's
// network, centred as every correction is, left it at -62 centipawns
// until the block's tempo made up for the centring (README, The AI).
// Shogi's start stands at -9: a larger tempo there lost in self-play.
func TestStartNotBehind(t *testing.T) {
	for _, name := range []string{"chess", "xiangqi", "crazyhouse"} {
		text, ok := variants.Block(name)
		require.True(t, ok, name)
		block, err := notation.ParseBlock(text)
		require.NoError(t, err)
		block.Variant.Name = name
		p, err := core.StartPosition(block.Variant)
		require.NoError(t, err)
		s := search.New(p)
		require.NoError(t, s.SetNet(For(block.Variant)))
		v := s.Evaluator().Evaluate(p)
		require.True(t, v >= 0 && v <= 150, "%s: the side to move at the start %+d", name, v)
	}
}
