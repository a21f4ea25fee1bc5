package variants_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/notation"
)

// TestDroppedPieceDoesNotCastleOrGate: a rook dropped on h1 does not
// castle (crazyhouse), a knight dropped on g1 does not open a gate
// (S-house); a pawn dropped on its start square may still step two.
func TestDroppedPieceDoesNotCastleOrGate(t *testing.T) {
	cases := []struct {
		variant, fen, moves string
		must, mustNot       []string
	}{
		{"crazyhouse", "4k3/8/8/8/8/8/8/R3K3[R] w Q - 0 1", "R@h1 Kd8", []string{"O-O-O"}, []string{"O-O"}},
		{"shouse", "4k3/8/8/8/8/8/8/4K3[NH] w - - 0 1", "N@g1 Kd8", []string{"Nf3"}, []string{"Nf3/H"}},
		{"crazyhouse", "4k3/8/8/8/8/8/8/4K3[P] w - - 0 1", "P@a2 Kd8", []string{"a4"}, nil},
	}
	for _, c := range cases {
		p, err := notation.ParseFEN(loadVariant(t, c.variant), c.fen, notation.FENOptions{})
		require.NoError(t, err)
		play(t, p, c.moves)
		var ml core.MoveList
		p.GenerateLegal(&ml)
		got := map[string]bool{}
		for i := range ml.Moves {
			got[strings.TrimRight(notation.SAN(p, ml.Moves[i], ml.Moves), "+#")] = true
		}
		for _, m := range c.must {
			assert.True(t, got[m], "%s: %s after %s must be legal", c.variant, m, c.moves)
		}
		for _, m := range c.mustNot {
			assert.False(t, got[m], "%s: %s after %s must not be legal", c.variant, m, c.moves)
		}
	}
}
