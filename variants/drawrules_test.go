package variants_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chimera-variants/chimera/core"
)

// Game ends that perft does not see: who wins a drawn game, and what a
// bare king means.

// TestArmageddonDrawOdds: a stalemate or a repetition, drawn in chess,
// is won by Black in armageddon, whichever side is stuck.
func TestArmageddonDrawOdds(t *testing.T) {
	for _, fen := range []string{"k7/8/1Q6/8/8/8/8/7K b - - 0 1", "8/8/8/8/8/1q6/8/K6k w - - 0 1"} {
		out := fenPosition(t, "armageddon", fen).Outcome(nil)
		require.True(t, out.Over, fen)
		assert.Equal(t, core.Black, out.Winner, fen)
		out = fenPosition(t, "chess", fen).Outcome(nil)
		require.True(t, out.Over, fen)
		assert.True(t, out.Draw, fen)
	}
	p := fenPosition(t, "armageddon", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")
	play(t, p, "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8")
	out := p.Outcome(nil)
	require.True(t, out.Over)
	assert.Equal(t, core.Black, out.Winner)
}

// TestShatarBareKingDraws: in shatar a side left with its king alone
// draws at once (Robado), whichever side bared it.
func TestShatarBareKingDraws(t *testing.T) {
	p := fenPosition(t, "shatar", "4k3/8/8/8/8/8/3r4/3RK3 w - - 0 1")
	require.False(t, p.Outcome(nil).Over)
	play(t, p, "Rxd2")
	out := p.Outcome(nil)
	require.True(t, out.Over)
	assert.True(t, out.Draw)
	assert.Zero(t, legalCount(p))
}

// TestCourierBareKingClaim: in courier chess a bared side loses, except
// that the side to move, just bared, plays on while the opponent has only
// one piece besides its king (it may bare that one in reply).
func TestCourierBareKingClaim(t *testing.T) {
	p := fenPosition(t, "courier", "12/12/6k5/6R5/12/12/12/5K6 b - - 0 1")
	assert.False(t, p.Outcome(nil).Over, "rook and king against a bare king, the bare side to move")
	play(t, p, "Kxg5")
	assert.False(t, p.Outcome(nil).Over, "both bare: neither has lost")

	p = fenPosition(t, "courier", "12/12/6k5/12/12/12/5r6/5KN3R1 w - - 0 1")
	play(t, p, "Kxf2")
	out := p.Outcome(nil)
	require.True(t, out.Over, "two pieces and the king against a bare king")
	assert.Equal(t, core.White, out.Winner)
}

// TestJanggiModernCount: in modern Janggi a drawn game goes to the side
// with more points, Han (Black) getting 1.5 more: with equal material
// Black wins when both sides pass, a White chariot up White wins.
func TestJanggiModernCount(t *testing.T) {
	p := fenPosition(t, "janggimodern", "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1")
	play(t, p, "pass pass")
	out := p.Outcome(nil)
	require.True(t, out.Over)
	assert.Equal(t, core.Black, out.Winner)
	p = fenPosition(t, "janggimodern", "1nba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1")
	play(t, p, "pass pass")
	out = p.Outcome(nil)
	require.True(t, out.Over)
	assert.Equal(t, core.White, out.Winner)
}
