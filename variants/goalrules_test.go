package variants_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chimera-variants/chimera/core"
)

// TestGoalSafe: a lion on its goal rank wins only while no enemy piece
// attacks it (goalRule=safe); one that arrives attacked wins when the
// attack is gone at its side's turn.
func TestGoalSafe(t *testing.T) {
	p := fenPosition(t, "dobutsu", "1l1/2L/3/E1G[Cc] w - - 0 1")
	play(t, p, "Lc4")
	assert.False(t, p.Outcome(nil).Over, "the black lion on b4 attacks c4")
	assert.NotZero(t, legalCount(p))

	p = fenPosition(t, "dobutsu", "l2/2L/3/E1G[Cc] w - - 0 1")
	play(t, p, "Lc4")
	out := p.Outcome(nil)
	require.True(t, out.Over, "no attacker: the lion on c4 wins at once")
	assert.Equal(t, core.White, out.Winner)
	assert.Zero(t, legalCount(p))

	// arrived attacked; Black steps away instead of taking: White wins
	p = fenPosition(t, "dobutsu", "1l1/2L/3/E1G[Cc] w - - 0 1")
	play(t, p, "Lc4 La4")
	out = p.Outcome(nil)
	require.True(t, out.Over)
	assert.Equal(t, core.White, out.Winner)
}

// TestGoalHold: a knight on e5 wins at the start of its side's next turn
// (goalRule=hold): the opponent's one reply may take it.
func TestGoalHold(t *testing.T) {
	p := fenPosition(t, "jesonmor", "9/9/3n5/9/9/9/5N3/9/N8 w - - 0 1")
	play(t, p, "Ne5")
	assert.False(t, p.Outcome(nil).Over, "Black may still reply")
	play(t, p, "Nxe5")
	assert.False(t, p.Outcome(nil).Over, "White may still reply")
	play(t, p, "Nb3")
	out := p.Outcome(nil)
	require.True(t, out.Over, "the black knight held e5 for a move")
	assert.Equal(t, core.Black, out.Winner)
	assert.Equal(t, "goal square held", out.Reason)
	assert.Zero(t, legalCount(p))
}
