package board

import (
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chimera-variants/chimera/core"
)

// fanoronaChain: the white stone on e2 captures e4 by approach (e2-e3)
// and may go on to f3, taking g3 by approach; a1 and a5 keep both sides
// in the game.
const fanoronaChain = "s8/4s4/6s2/4S4/S8 w - - 0 1"

// names lists the names of squares.
func names(c *Controller, sqs []int) []string {
	var out []string
	for _, s := range sqs {
		out = append(out, name(c, s))
	}
	return out
}

// shown is the piece the board shows on a square (its model).
func shown(t *testing.T, c *Controller, at string) core.Piece {
	t.Helper()
	for _, s := range c.Model().Squares {
		if s.Name == at {
			return s.Piece
		}
	}
	t.Fatalf("no square %s", at)
	return core.NoPiece
}

// stopNames lists the stops of m as "square/taken".
func stopNames(c *Controller, m *core.MoveDetail) []string {
	var out []string
	for _, s := range c.Game.Pos.Stops(m) {
		out = append(out, name(c, s.Sq)+"/"+strconv.Itoa(s.Taken))
	}
	return out
}

// TestStopsOfChains: core's Stops finds the landing points of a Fanorona
// chain and of a draughts multi-jump, and one stop for a plain move.
func TestStopsOfChains(t *testing.T) {
	c := newBoard(t, "fanorona", fanoronaChain)
	var got [][]string
	for _, m := range c.Game.Legal() {
		got = append(got, stopNames(c, &m))
	}
	assert.ElementsMatch(t, [][]string{{"e3/1"}, {"e3/1", "f3/2"}}, got, "e4 is taken from e3, g3 from f3")

	c = newBoard(t, "checkers", "1m6/8/5m2/8/3m4/2M5/8/M7 w - - 0 1")
	legal := c.Game.Legal()
	require.Len(t, legal, 1, "the double jump is obligatory and must be finished")
	assert.Equal(t, []string{"e5/1", "g7/2"}, stopNames(c, &legal[0]), "d4 is taken on the way to e5")

	c = newBoard(t, "chess", "")
	m := findSAN(t, c.Game.Pos, "Nf3")
	assert.Equal(t, []string{"f3/0"}, stopNames(c, &m))
}

// TestFanoronaChainByClicks: the chain is entered landing point by
// landing point; the second stop ends it and both stones are gone.
func TestFanoronaChainByClicks(t *testing.T) {
	c := newBoard(t, "fanorona", fanoronaChain)
	c.Click(sq(t, c, "e2"))
	assert.Equal(t, map[string]Marker{"e3": MarkMove, "f3": MarkMove, "e4": MarkVictim, "g3": MarkVictim}, marked(c))
	r := c.Click(sq(t, c, "e3"))
	assert.Empty(t, r.Played, "a chain goes on from e3: the click is a stop")
	assert.Equal(t, "e3: click the next stop, or e3 again to stop there", r.Announce)
	assert.Equal(t, []string{"e3"}, names(c, c.Path()))
	assert.Equal(t, map[string]Marker{"e3": MarkMove, "f3": MarkMove, "e4": MarkVictim, "g3": MarkVictim}, marked(c),
		"e3 to stop there, f3 to go on")
	var sel []string
	for _, s := range c.Model().Squares {
		if s.Selected {
			sel = append(sel, s.Name)
		}
	}
	assert.ElementsMatch(t, []string{"e2", "e3"}, sel, "the stone and its stop are highlighted")
	stone := piece(t, c, "S", core.White)
	assert.Equal(t, stone, shown(t, c, "e3"), "the stone is shown on its stop")
	assert.Equal(t, core.NoPiece, shown(t, c, "e2"))
	assert.Equal(t, core.NoPiece, shown(t, c, "e4"), "e4, taken from e3, is shown gone")
	assert.NotEqual(t, core.NoPiece, shown(t, c, "g3"), "g3 is taken only from f3")
	assert.Equal(t, stone, c.Game.Pos.At(sq(t, c, "e2")), "the position itself is unchanged")

	r = c.Click(sq(t, c, "f3"))
	require.Len(t, r.Played, 1)
	pos := c.Game.Pos
	for _, s := range []string{"e2", "e4", "g3"} {
		assert.Equal(t, core.NoPiece, pos.At(sq(t, c, s)), s)
	}
	assert.Equal(t, piece(t, c, "S", core.White), pos.At(sq(t, c, "f3")))
	assert.Contains(t, c.Game.Record(), "f3")
	assert.Empty(t, c.Path())
}

// TestFanoronaChainStopsEarly: a second click on the path's last stop
// (or on the stone) ends the chain there.
func TestFanoronaChainStopsEarly(t *testing.T) {
	for _, again := range []string{"e3", "e2"} {
		c := newBoard(t, "fanorona", fanoronaChain)
		c.Click(sq(t, c, "e2"))
		c.Click(sq(t, c, "e3"))
		r := c.Click(sq(t, c, again))
		require.Len(t, r.Played, 1, again)
		pos := c.Game.Pos
		assert.Equal(t, piece(t, c, "S", core.White), pos.At(sq(t, c, "e3")), again)
		assert.Equal(t, core.NoPiece, pos.At(sq(t, c, "e4")), again)
		assert.NotEqual(t, core.NoPiece, pos.At(sq(t, c, "g3")), "g3 stays: the chain stopped, "+again)
	}
}

// TestFanoronaFinalSquare: a click straight on a chain's final square
// plays it when it is the only move ending there.
func TestFanoronaFinalSquare(t *testing.T) {
	c := newBoard(t, "fanorona", fanoronaChain)
	c.Click(sq(t, c, "e2"))
	r := c.Click(sq(t, c, "f3"))
	require.Len(t, r.Played, 1)
	assert.Equal(t, core.NoPiece, c.Game.Pos.At(sq(t, c, "g3")))
}

// TestFanoronaApproachOrWithdrawal: moving e3-e4 takes e5 by approach or
// e2 by withdrawal; the landing point opens the chooser, a click on a
// victim plays the capture that takes it.
func TestFanoronaApproachOrWithdrawal(t *testing.T) {
	const fen = "4s4/9/4S4/4s4/S8 w - - 0 1"
	c := newBoard(t, "fanorona", fen)
	c.Click(sq(t, c, "e3"))
	r := c.Click(sq(t, c, "e4"))
	assert.Empty(t, r.Played)
	require.True(t, c.Choosing())
	assert.Len(t, c.Model().Chooser.Options, 2)
	assert.True(t, c.Model().Chooser.Labelled, "the same stone twice: the options show their SAN")

	c = newBoard(t, "fanorona", fen)
	c.Click(sq(t, c, "e3"))
	r = c.Click(sq(t, c, "e2"))
	require.Len(t, r.Played, 1)
	assert.Equal(t, core.NoPiece, c.Game.Pos.At(sq(t, c, "e2")), "withdrawal took e2")
	assert.NotEqual(t, core.NoPiece, c.Game.Pos.At(sq(t, c, "e5")))
}

// TestCheckersDoubleJumpByClicks: the landing point of the first jump,
// then the second; a click on the first alone does not stop the chain
// (it must be finished).
func TestCheckersDoubleJumpByClicks(t *testing.T) {
	c := newBoard(t, "checkers", "1m6/8/5m2/8/3m4/2M5/8/M7 w - - 0 1")
	c.Click(sq(t, c, "c3"))
	r := c.Click(sq(t, c, "e5"))
	assert.Empty(t, r.Played)
	assert.Equal(t, "e5: click the next stop", r.Announce)
	assert.Equal(t, piece(t, c, "M", core.White), shown(t, c, "e5"))
	assert.Equal(t, core.NoPiece, shown(t, c, "d4"), "jumped on the way to e5")
	assert.NotEqual(t, core.NoPiece, shown(t, c, "f6"), "not jumped yet")
	r = c.Click(sq(t, c, "e5"))
	assert.Empty(t, r.Played)
	assert.Equal(t, "the move cannot stop on e5", r.Message)
	r = c.Click(sq(t, c, "g7"))
	require.Len(t, r.Played, 1)
	pos := c.Game.Pos
	assert.Equal(t, core.NoPiece, pos.At(sq(t, c, "d4")))
	assert.Equal(t, core.NoPiece, pos.At(sq(t, c, "f6")))
	assert.Equal(t, piece(t, c, "M", core.White), pos.At(sq(t, c, "g7")))
}

// TestChainByPointer: the page's pointer events (down and up on the same
// square) enter a chain as clicks do.
func TestChainByPointer(t *testing.T) {
	c := newBoard(t, "checkers", "1m6/8/5m2/8/3m4/2M5/8/M7 w - - 0 1")
	tap := func(s string) Result {
		r, _ := c.PointerDown(At(sq(t, c, s)))
		if u := c.PointerUp(At(sq(t, c, s))); len(u.Played) > 0 || u.Announce != "" {
			return u
		}
		return r
	}
	tap("c3")
	assert.Equal(t, "c3", selectedName(c))
	assert.Empty(t, tap("e5").Played)
	require.Len(t, tap("g7").Played, 1)
}

// TestFanoronaVictimThenStops: e3-e4 takes e5 by approach or e2 by
// withdrawal, and either chain may go on to f4 taking g4; the withdrawal
// chain may then go on to g3, taking e5 by withdrawal. A click on e5
// keeps the moves that take it (they go different ways, so the click
// plays none yet); the stops e4, f4 and f4 again then leave the approach
// chain alone: e2 stays.
func TestFanoronaVictimThenStops(t *testing.T) {
	const fen = "s3s4/6s2/4S4/4s4/S8 w - - 0 1"
	c := newBoard(t, "fanorona", fen)
	c.Click(sq(t, c, "e3"))
	r := c.Click(sq(t, c, "e5"))
	assert.Empty(t, r.Played)
	assert.Equal(t, "taking e5: click the next stop", r.Announce)
	c.Click(sq(t, c, "e4"))
	assert.Equal(t, []string{"e4"}, names(c, c.Path()))
	r = c.Click(sq(t, c, "f4"))
	assert.Equal(t, "f4: click the next stop, or f4 again to stop there", r.Announce)
	assert.Contains(t, marked(c), "g3", "the withdrawal chain to g3 takes e5 too")
	r = c.Click(sq(t, c, "f4"))
	require.Len(t, r.Played, 1)
	pos := c.Game.Pos
	assert.Equal(t, core.NoPiece, pos.At(sq(t, c, "e5")))
	assert.Equal(t, core.NoPiece, pos.At(sq(t, c, "g4")))
	assert.NotEqual(t, core.NoPiece, pos.At(sq(t, c, "e2")), "no withdrawal")

	// the landing point clicked twice: approach or withdrawal, chooser
	c = newBoard(t, "fanorona", fen)
	c.Click(sq(t, c, "e3"))
	c.Click(sq(t, c, "e4"))
	r = c.Click(sq(t, c, "e4"))
	assert.Empty(t, r.Played)
	require.True(t, c.Choosing())
	assert.Len(t, c.Model().Chooser.Options, 2)
}

// TestLionByStops: the Chu Shogi lion's double moves are entered the same
// way: its first victim is a stop (core's Stops: the leg that took it),
// then the second square, the victim again (take it and stay) or the
// lion's own square (igui: take it and come back).
func TestLionByStops(t *testing.T) {
	c := newBoard(t, "chushogi", lionFEN)
	m := findSAN(t, c.Game.Pos, "Nxf7-f8")
	assert.Equal(t, []string{"f7/1", "f8/1"}, stopNames(c, &m))
	lion := c.Game.Pos.At(sq(t, c, "f6"))
	for _, tt := range []struct{ second, lands string }{{"f8", "f8"}, {"f7", "f7"}, {"f6", "f6"}} {
		c := newBoard(t, "chushogi", lionFEN)
		c.Click(sq(t, c, "f6"))
		r := c.Click(sq(t, c, "f7"))
		assert.Empty(t, r.Played, "f7 is a stop: the lion may go on")
		assert.Equal(t, "f7: click the next stop, or f7 again to stop there", r.Announce)
		assert.Equal(t, lion, shown(t, c, "f7"), "the lion stands on its victim's square")
		assert.Equal(t, core.NoPiece, shown(t, c, "f6"))
		r = c.Click(sq(t, c, tt.second))
		require.Len(t, r.Played, 1, tt.second)
		pos := c.Game.Pos
		assert.Equal(t, lion, pos.At(sq(t, c, tt.lands)), tt.second)
		if tt.lands != "f7" {
			assert.Equal(t, core.NoPiece, pos.At(sq(t, c, "f7")), tt.second)
		}
		if tt.lands != "f6" {
			assert.Equal(t, core.NoPiece, pos.At(sq(t, c, "f6")), tt.second)
		}
	}
}
