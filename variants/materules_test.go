package variants_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/internal/tsvtest"
	"github.com/chimera-variants/chimera/notation"
)

// TestMateRules plays games that end in checkmate and checks the result
// the mate rules give (testdata/materules.tsv).
func TestMateRules(t *testing.T) {
	for _, c := range tsvtest.Rows(t, "testdata/materules.tsv", 5) {
		t.Run(c[0]+"/"+c[4], func(t *testing.T) {
			v := loadVariant(t, c[0])
			p, err := notation.ParseFEN(v, c[1], notation.FENOptions{})
			require.NoError(t, err)
			moves := strings.Fields(c[2])
			for i, san := range moves {
				require.False(t, p.Outcome(nil).Over, "the game ended before %s", san)
				play(t, p, san)
				if i < len(moves)-1 {
					continue
				}
				require.True(t, p.InCheck(), "%s must give check", san)
			}
			out := p.Outcome(nil)
			require.True(t, out.Over, "the last move must end the game")
			switch c[3] {
			case "draw":
				assert.True(t, out.Draw, out.Reason)
			case "white":
				assert.Equal(t, core.White, out.Winner, out.Reason)
				assert.False(t, out.Draw, out.Reason)
			case "black":
				assert.Equal(t, core.Black, out.Winner, out.Reason)
				assert.False(t, out.Draw, out.Reason)
			default:
				t.Fatalf("result %q: want white, black or draw", c[3])
			}
		})
	}
}
