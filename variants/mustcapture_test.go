package variants_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/notation"
)

// TestMustCaptureOutcomes checks the game ends of the mandatory-capture
// family and of extinctionCount: losing everything, stalemate, being
// mated and losing a type down to a count can win or lose.
func TestMustCaptureOutcomes(t *testing.T) {
	cases := []struct {
		variant, fen string
		over         bool
		winner       core.Color
		reason       string
	}{
		// antichess: the side with no pieces left wins
		{"antichess", "8/8/8/8/8/8/8/4k3 w - - 0 1", true, core.White, "extinction"},
		// antichess: a side without a legal move wins (stalemate=win)
		{"antichess", "8/8/8/8/8/p7/P7/8 w - - 0 1", true, core.White, "stalemate"},
		{"antichess", "8/8/8/8/8/8/4p3/4K3 w - - 0 1", false, 0, ""},
		// suicide: a stalemate is judged by the pieces left
		{"suicide", "8/8/8/8/8/p7/P7/7k w - - 0 1", true, core.White, "stalemate (pieces counted)"},
		{"suicide", "8/8/8/8/8/1p6/1P6/B7 w - - 0 1", true, core.Black, "stalemate (pieces counted)"},
		// codrus: the side whose king is gone wins
		{"codrus", "4k3/8/8/8/8/8/8/Q3K3 b - - 0 1", false, 0, ""},
		{"codrus", "8/8/8/8/8/8/p7/Q3K3 b - - 0 1", true, core.Black, "extinction"},
		// losers: a side with only its king wins, and so does a mated side
		{"losers", "4k3/8/8/8/8/8/8/R3K3 w - - 0 1", true, core.Black, "extinction"},
		{"losers", "R3k3/8/4K3/8/8/8/8/7r b - - 0 1", true, core.Black, "checkmate"},
		// koedem: no king left loses only when the opponent holds both
		{"koedem", "4k3/8/8/8/8/8/8/8[k] w - - 0 1", true, core.Black, "extinction"},
		{"koedem", "4k3/8/8/8/8/8/8/8[K] b - - 0 1", false, 0, ""},
		{"koedem", "4k3/8/8/8/8/8/8/4Q3 b - - 0 1", false, 0, ""},
		// three kings: down to two kings loses
		{"threekings", "k3k3/8/8/8/8/8/8/K3K2K w - - 0 1", true, core.White, "extinction"},
		{"threekings", "k3k2k/8/8/8/8/8/8/K3K2K w - - 0 1", false, 0, ""},
	}
	for _, c := range cases {
		t.Run(c.variant+"/"+c.fen, func(t *testing.T) {
			p, err := notation.ParseFEN(loadVariant(t, c.variant), c.fen, notation.FENOptions{})
			require.NoError(t, err)
			out := p.Outcome(nil)
			assert.Equal(t, c.over, out.Over)
			if c.over {
				assert.Equal(t, c.winner, out.Winner)
				assert.False(t, out.Draw)
				assert.Equal(t, c.reason, out.Reason)
			}
		})
	}
}

// TestStalemateByCountDraws: a suicide stalemate with as many pieces on
// each side is a draw.
func TestStalemateByCountDraws(t *testing.T) {
	p, err := notation.ParseFEN(loadVariant(t, "suicide"), "8/8/8/8/8/p7/P7/8 w - - 0 1", notation.FENOptions{})
	require.NoError(t, err)
	out := p.Outcome(nil)
	assert.True(t, out.Over)
	assert.True(t, out.Draw)
}

// TestTryMoveAgreesWithLegal: a search trying pseudo-legal moves one by
// one (TryMove) gets the same moves as GenerateLegal under the move rules
// of this branch: a quiet move is refused while a capture is legal, a
// royal in check stays, royals by count and duple check.
func TestTryMoveAgreesWithLegal(t *testing.T) {
	for _, c := range []struct{ variant, fen string }{
		{"losers", "4k3/8/8/8/8/8/p7/R3K3 w - - 0 1"},    // Rxa2 is forced
		{"losers", "4r2k/8/8/8/8/3p4/4B3/4K3 w - - 0 1"}, // the only capture is illegal
		{"losers", "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"},
		{"antichess", "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w - - 0 2"},
		{"makpong", "4k3/8/8/8/8/8/4r3/4K3 w - - 0 1"},
		{"makpong", "4k3/8/8/8/8/3n4/4r3/4K3 w - - 0 1"},
		{"spartan", "2k2k2/h7/8/8/8/8/8/2R2R1K b - - 0 1"},
		{"spartan", "4k3/8/8/8/8/8/4Q3/4K3 b - - 0 1"},
		{"koedem", "4k3/8/8/8/8/8/8/4K3[KQ] w - - 0 1"},
	} {
		p, err := notation.ParseFEN(loadVariant(t, c.variant), c.fen, notation.FENOptions{})
		require.NoError(t, err)
		var legal, pseudo core.MoveList
		p.GenerateLegal(&legal)
		p.GeneratePseudo(&pseudo)
		tried := 0
		for i := range pseudo.Moves {
			if p.TryMove(pseudo.Moves[i], p.InCheck()) {
				p.Unmake()
				tried++
			}
		}
		assert.Equal(t, legal.Len(), tried, "%s %s", c.variant, c.fen)
	}
}
