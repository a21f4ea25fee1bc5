package core_test

import (
	"bufio"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/notation"
	"github.com/chimera-variants/chimera/variants"
)

func variantOf(t *testing.T, name string) *core.Variant {
	t.Helper()
	text, ok := variants.Block(name)
	require.True(t, ok, name)
	b, err := notation.ParseBlock(text)
	require.NoError(t, err, name)
	return b.Variant
}

// TestValidateAcceptsRealPositions: every shipped variant's start
// position and every position of the perft table is playable.
func TestValidateAcceptsRealPositions(t *testing.T) {
	for _, name := range variants.Names() {
		p, err := notation.ParseFEN(variantOf(t, name), "startpos", notation.FENOptions{})
		require.NoError(t, err, name)
		assert.NoError(t, p.Validate(), name)
	}
	f, err := os.Open("../variants/testdata/perft.tsv")
	require.NoError(t, err)
	defer f.Close()
	seen := map[string]bool{}
	checked := 0
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		cols := strings.Split(sc.Text(), "\t")
		if len(cols) < 2 || strings.HasPrefix(cols[0], "#") || seen[cols[0]+cols[1]] {
			continue
		}
		seen[cols[0]+cols[1]] = true
		if _, ok := variants.Block(cols[0]); !ok {
			continue
		}
		p, err := notation.ParseFEN(variantOf(t, cols[0]), cols[1], notation.FENOptions{})
		if err != nil {
			// the FEN reader's business, not this test's
			t.Logf("skipped: %s %s: %v", cols[0], cols[1], err)
			continue
		}
		checked++
		assert.NoError(t, p.Validate(), "%s %s", cols[0], cols[1])
	}
	assert.Greater(t, checked, 50, "positions of the perft table checked")
}

// TestValidateRejects: positions no game can reach, each with the
// reason named.
func TestValidateRejects(t *testing.T) {
	cases := []struct {
		variant, fen, want string
	}{
		{"chess", "rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1", "black has no king"},
		{"chess", "8/8/8/8/8/8/8/8 w - - 0 1", "white has no king"},
		{"chess", "4k3/8/8/8/8/8/8/2K1K3 w - - 0 1", "white has 2 royal pieces"},
		{"chess", "4k3/8/8/8/8/8/4R3/4K3 w - - 0 1", "black is not to move but is in check"},
		{"chess", "P3k3/8/8/8/8/8/8/4K3 w - - 0 1", "the white pawn on a8 could never move"},
		{"chess", "4k3/8/8/8/8/8/8/p3K3 w - - 0 1", "the black pawn on a1 could never move"},
		{"xiangqi", "4k4/9/9/9/9/9/9/9/9/K8 w - - 0 1", "may not stand on a1"},
		{"xiangqi", "4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1", "face each other"},
		{"shogi", "4k4/9/9/9/9/9/9/9/4K4[] w - - 0 1", ""},
		{"shogi", "P3k4/9/9/9/9/9/9/9/4K4[] w - - 0 1", "could never move"},
		{"racingkings", "8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1", ""},
		{"racingkings", "8/8/8/8/8/8/k5RK/qrbnNB1Q w - - 0 1", "black is not to move but is in check"},
		{"racingkings", "8/8/8/8/8/8/K5rk/QRBNnbrq w - - 0 1", "checks are not allowed"},
		{"horde", "rnbqkbnr/pppppppp/8/1PP2PP1/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP w kq - 0 1", ""},
		{"horde", "rnbqkbnr/pppppppp/8/1PP2PP1/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPKPPP w kq - 0 1", "white has 1 royal pieces (king), more than the 0"},
		{"crazyhouse", "4k3/8/8/8/8/8/8/4K3[Qq] w - - 0 1", ""},
		{"crazyhouse", "8/8/8/8/8/8/8/4K3[k] w - - 0 1", "black has no king (the royal piece) on the board"},
		{"placement", "8/pppppppp/8/8/8/8/PPPPPPPP/8[KQRRBBNNkqrrbbnn] w - - 0 1", ""},
	}
	for _, c := range cases {
		p, err := notation.ParseFEN(variantOf(t, c.variant), c.fen, notation.FENOptions{})
		require.NoError(t, err, c.fen)
		err = p.Validate()
		if c.want == "" {
			assert.NoError(t, err, "%s %s", c.variant, c.fen)
			continue
		}
		var pe *core.PositionError
		if assert.ErrorAs(t, err, &pe, "%s %s", c.variant, c.fen) {
			assert.Contains(t, pe.Msg, c.want, c.fen)
		}
	}
}
