package notation_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chimera-variants/chimera/notation"
)

// edgeBlock is a 5x5 board with a king each and walls placed on the
// shore (wallPlacing=edge); the rows add wallOrMove or not.
const edgeBlock = "files=5 ranks=5 symmetry=none\nking:K:K:king:a1,,e5\nrook:R:R:rook:\nwall:X:::\nwall=1\nwallPlacing=edge "

// TestWallEdge: a wall goes on an empty square of the board's edge or
// next to a wall; with wallOrMove a turn either moves (no wall) or
// passes and places a wall, and a wall placed so never parries a check.
func TestWallEdge(t *testing.T) {
	for _, c := range []struct {
		name, params, fen string
		want              []string
	}{
		{"wall or move", "wallOrMove=1", "4k/5/2*2/5/K4 w - - 0 1", []string{"Ka2", "Kb1", "Kb2",
			"pass/Xa2", "pass/Xa3", "pass/Xa4", "pass/Xa5", "pass/Xb1", "pass/Xb3", "pass/Xb5", "pass/Xc1", "pass/Xc2",
			"pass/Xc4", "pass/Xc5", "pass/Xd1", "pass/Xd3", "pass/Xd5", "pass/Xe1", "pass/Xe2", "pass/Xe3", "pass/Xe4"}},
		// the rook on e1 checks: a wall on b1, c1 or d1 would block it,
		// but placing a wall is no answer to a check
		{"in check", "wallOrMove=1", "4k/5/5/5/K3r w - - 0 1", []string{"Ka2", "Kb2"}},
		// each move places a wall; the square it left is free for it (written
		// without its square)
		{"wall and move", "wallOrMove=0", "4k/5/5/5/K2*1 w - - 0 1", []string{
			"Ka2/X", "Ka2/Xa3", "Ka2/Xa4", "Ka2/Xa5", "Ka2/Xb1", "Ka2/Xb5", "Ka2/Xc1", "Ka2/Xc5", "Ka2/Xd2", "Ka2/Xd5", "Ka2/Xe1", "Ka2/Xe2", "Ka2/Xe3", "Ka2/Xe4",
			"Kb1/X", "Kb1/Xa2", "Kb1/Xa3", "Kb1/Xa4", "Kb1/Xa5", "Kb1/Xb5", "Kb1/Xc1", "Kb1/Xc5", "Kb1/Xd2", "Kb1/Xd5", "Kb1/Xe1", "Kb1/Xe2", "Kb1/Xe3", "Kb1/Xe4",
			"Kb2/X", "Kb2/Xa2", "Kb2/Xa3", "Kb2/Xa4", "Kb2/Xa5", "Kb2/Xb1", "Kb2/Xb5", "Kb2/Xc1", "Kb2/Xc5", "Kb2/Xd2", "Kb2/Xd5", "Kb2/Xe1", "Kb2/Xe2", "Kb2/Xe3", "Kb2/Xe4"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			b, err := notation.ParseBlock(edgeBlock + c.params + "\n")
			require.NoError(t, err)
			p, err := notation.ParseFEN(b.Variant, c.fen, notation.FENOptions{})
			require.NoError(t, err)
			assert.Equal(t, c.want, legalSAN(t, p))
		})
	}
}

// TestWallOrMoveErrors: wallOrMove is a flag, and needs walls placed on
// squares of their own (not behind or shot from a moved piece).
func TestWallOrMoveErrors(t *testing.T) {
	for _, c := range []struct{ params, msg string }{
		{"wallPlacing=edge wallOrMove=2", `"wallOrMove=2": must be 0 or 1`},
		{"wallPlacing=past wallOrMove=1", `"wallOrMove=1": needs wallPlacing=anywhere, duck or edge`},
		{"wallPlacing=shore", `must be none, anywhere, past, arrow, duck or edge`},
	} {
		_, err := notation.ParseBlock("king:K:K:king:a1\nwall:X:::\nwall=1\n" + c.params + "\n")
		require.Error(t, err, c.params)
		assert.Contains(t, err.Error(), c.msg, c.params)
	}
}
