package board

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestFanoronaChooser: in Fanorona (moves in the path language) the
// opening f3-e3 captures by approach (d3) or by withdrawal (g3): two
// moves with the same ends, so the second click opens the chooser, and
// the choice plays the capture it names; a chain is entered stop by
// stop, and the chooser offers the captures that end it there.
func TestFanoronaChooser(t *testing.T) {
	c := newBoard(t, "fanorona", "")
	c.Click(sq(t, c, "f3"))
	r := c.Click(sq(t, c, "e3"))
	assert.Empty(t, r.Played)
	md := c.Model()
	require.NotNil(t, md.Chooser)
	var got []string
	for _, o := range md.Chooser.Options {
		got = append(got, o.SAN)
	}
	require.Len(t, got, 2, "%v", got)
	assert.NotEqual(t, got[0], got[1])
	r = c.Choose(1)
	require.Len(t, r.Played, 1)
	assert.Equal(t, []int16{int16(sq(t, c, "g3"))}, r.Played[0].Victims[:r.Played[0].NVictims], "the withdrawal")

	// Black's stone f4 reaches g3 directly (taking h2 and i1) or by a
	// chain through f3 (taking f2 and f1, then h3 by approach or e3 by
	// withdrawal); chains go on from g3, so a click there is a stop
	// (chain.go) and a second click ends the move there
	c.Click(sq(t, c, "f4"))
	r = c.Click(sq(t, c, "g3"))
	assert.Empty(t, r.Played, "g3 is a stop")
	r = c.Click(sq(t, c, "g3"))
	require.Len(t, r.Played, 1)
	assert.Equal(t, []int16{int16(sq(t, c, "h2")), int16(sq(t, c, "i1"))}, r.Played[0].Victims[:r.Played[0].NVictims])
	c.Game.Undo()
	// through f3: the second step's approach and withdrawal end on g3 alike
	for _, s := range []string{"f4", "f3", "g3", "g3"} {
		r = c.Click(sq(t, c, s))
		assert.Empty(t, r.Played, s)
	}
	md = c.Model()
	require.NotNil(t, md.Chooser)
	got = nil
	for _, o := range md.Chooser.Options {
		got = append(got, o.SAN)
	}
	assert.Len(t, got, 2, "%v", got)
}
