package variants_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/notation"
)

// TestRoyalByCount checks check and the game ends of Spartan chess (a
// side's last king is royal, two kings both attacked are in check: duple
// check; a side with no king left has lost) and of Sho shogi (the crown
// prince is a second king).
func TestRoyalByCount(t *testing.T) {
	cases := []struct {
		fen     string
		inCheck bool
		over    bool
		winner  core.Color
		reason  string
	}{
		{"4k3/8/8/8/8/8/4Q3/4K3 b - - 0 1", true, false, 0, ""},
		{"2k2k2/8/8/8/8/8/8/2R1K3 b - - 0 1", false, false, 0, ""},
		{"2k2k2/8/8/8/8/8/8/2R2RK1 b - - 0 1", true, false, 0, ""},
		// the lone king mated on the edge
		{"4k3/8/4K3/8/8/8/8/R7 w - - 0 1", false, false, 0, ""},
		{"R3k3/8/4K3/8/8/8/8/8 b - - 0 1", true, true, core.White, "checkmate"},
		// both kings attacked with no way out: duple checkmate
		{"k6k/8/8/8/8/8/1R4R1/R3K2R b - - 0 1", true, true, core.White, "checkmate"},
		// no king left
		{"8/8/8/8/8/8/8/4K3 b - - 0 1", false, true, core.White, "extinction"},
		// Sho shogi: the crown prince counts as a king (countsAs=K)
		{"shoshogi 4+e4/9/9/9/9/9/9/4R4/K8 b - - 0 1", true, false, 0, ""},
		{"shoshogi 3gkg3/4+e4/9/9/9/9/9/4R4/4K4 b - - 0 1", false, false, 0, ""},
		{"shoshogi 3g1g3/9/9/9/9/9/9/4R4/4K4 b - - 0 1", false, true, core.White, "extinction"},
	}
	for _, c := range cases {
		t.Run(c.fen, func(t *testing.T) {
			v := loadVariant(t, "spartan")
			fen := c.fen
			if name, rest, ok := strings.Cut(c.fen, " "); ok && !strings.Contains(name, "/") {
				v, fen = loadVariant(t, name), rest
			}
			p, err := notation.ParseFEN(v, fen, notation.FENOptions{})
			require.NoError(t, err)
			assert.Equal(t, c.inCheck, p.InCheck())
			out := p.Outcome(nil)
			assert.Equal(t, c.over, out.Over)
			if c.over {
				assert.Equal(t, c.winner, out.Winner)
				assert.Equal(t, c.reason, out.Reason)
			}
		})
	}
}
