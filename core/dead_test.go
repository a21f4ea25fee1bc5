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
