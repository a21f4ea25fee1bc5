package core_test

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/notation"
	"github.com/chimera-variants/chimera/variants"
)

// deadCases are blocks whose pieces test the dead-square table's
// shortcuts: capture-only moves, hoppers, multi-leg moves whose last leg
// fails, initial moves, skipped first squares, cylinder and universal
// moves, lame leaps, flying slides, and boards of one file or rank.
var deadCases = []string{
	"files=8 ranks=8\nking::K::e1\ncapturer:C:cQ::a1\nhopper:H:pR::b1\ncannon:N:mRcpR::c1\nlocust:L:caKmcabK::d1\n" +
		"pawn:P:ifmnDfmWfcF::a2\nskipper:S:jR::b2\nfrontier:F:fW::c2\nseeker:G:fcamfW::d2\nmao:M:afsW::e2\n" +
		"cylinder:O:ofR::f2\nuniversal:U:U::g2\nbent:B:mafsmafsW::h2\nnowhere:X:cUcaW::h1\njumper:J:jW::g1\n",
	"files=1 ranks=6\nking::K::a1\nrook:R:R::a2\nknight:N:N::a3\nlance:L:fR::a4\nhopper:H:pR::a5\n",
	"files=7 ranks=1\nking::K::a1\nrook:R:R::b1\nferz:F:F::c1\nbishop:B:B::d1\nwazir:W:sW::e1\n",
	"files=6 ranks=6\nking::K::a1\nlion:N:KNADcaKmcabK::b1\nqueen:Q:Q::c1\nfly:Y:Q::d1\nflyRank=2\nskipfly:S:jQ::e1\nflyRank=2\n",
}

// TestDeadSquaresByProbing: the table compiled by looking for one move
// per square is the one found by listing every move.
func TestDeadSquaresByProbing(t *testing.T) {
	blocks := map[string]string{}
	for _, name := range variants.Names() {
		text, ok := variants.Block(name)
		require.True(t, ok)
		blocks[name] = text
	}
	for i, text := range deadCases {
		blocks[fmt.Sprintf("case %d", i)] = text
	}
	for name, text := range blocks {
		b, err := notation.ParseBlock(text)
		require.NoError(t, err, name)
		v := b.Variant
		for c := core.White; c <= core.Black; c++ {
			for ty := range v.Types {
				assert.Equal(t, v.DeadSquaresByGenerating(c, ty), v.DeadSquares(c, ty), "%s: %s of colour %d", name, v.Types[ty].Name, c)
			}
		}
	}
}

// TestHopperNotDead: a piece that only hops is stuck only where no hop
// fits on the board (a screen and a square beyond it), not wherever the
// empty board gives it no move: its promotion stays optional and it may
// be dropped (Cannon shogi).
func TestHopperNotDead(t *testing.T) {
	b, err := notation.ParseBlock("files=3 ranks=5 royal=0\nhopper:H:fpR::a1\ngrasshopper:G:fgB::b1\n")
	require.NoError(t, err)
	v := b.Variant
	g := v.Geometry
	for _, tc := range []struct {
		ty   int
		sq   string
		dead bool
	}{
		{0, "a1", false}, {0, "a3", false}, {0, "a4", true}, {0, "a5", true},
		{1, "a1", false}, {1, "a3", false}, {1, "c3", false}, {1, "b4", true}, {1, "a4", true},
	} {
		d := v.DeadSquares(core.White, tc.ty)
		assert.Equal(t, tc.dead, d != nil && d[g.ParseSquare(tc.sq)], "%s on %s", v.Types[tc.ty].Name, tc.sq)
	}
}
