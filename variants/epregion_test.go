package variants_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/notation"
)

// TestEPRegion: a double step gives en-passant rights only on squares of
// the capturer's epRegion (Horde's first-rank pawns give none).
func TestEPRegion(t *testing.T) {
	const chess = "files=8 ranks=8 promoZone=1 promoChoice=QRBN\npawn::::a2-h2\nknight:N:::b1,g1\nbishop::::c1,f1\nrook::::a1,h1\nqueen::::d1\nking::KisO2::e1\n"
	for _, c := range []struct {
		params string
		legal  bool
	}{
		{"", true},
		{"epRegion=a6-h6/a3-h3", true},
		{"epRegion=a3-h3/a6-h6", false}, // White takes en passant on the third rank only
		{"epRegion=a6-c6,e6-h6", false}, // every square of the sixth but d6
	} {
		block, err := notation.ParseBlock(c.params + "\n" + chess)
		require.NoError(t, err, c.params)
		p, err := notation.ParseFEN(block.Variant, "4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1", notation.FENOptions{})
		require.NoError(t, err)
		play(t, p, "d5")
		var ml core.MoveList
		p.GenerateLegal(&ml)
		found := false
		for i := range ml.Moves {
			found = found || strings.TrimRight(notation.SAN(p, ml.Moves[i], ml.Moves), "+#") == "exd6"
		}
		assert.Equal(t, c.legal, found, "%q: exd6", c.params)
	}
}
