package search_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/chimera-variants/chimera/search"
)

// TestMovesLeft: the estimate counts the pieces on the board and in
// hand besides royals, within 30..90.
func TestMovesLeft(t *testing.T) {
	for _, c := range []struct {
		variant, fen string
		want         int
	}{
		{"chess", "", 30},
		{"chess", "8/8/4k3/8/8/3RK3/8/8 w - - 0 1", 30}, // 1 piece: at least 30
		{"shogi", "", 38},
		{"capablanca", "", 38},
		{"chushogi", "", 90}, // 92 pieces, 2 kings; the drunk elephants are not royal yet
		// crazyhouse: 30 on the board besides the kings, 6 in hand
		{"crazyhouse", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[QNPqnp] w KQkq - 0 1", 36},
	} {
		p := position(t, c.variant, c.fen)
		assert.Equal(t, c.want, search.MovesLeft(p), "%s %s", c.variant, c.fen)
	}
}

// TestClockLimits: the target is the clock over the moves to go (half as
// much again over an estimate of them where captured pieces leave the
// game) plus three quarters of the
// increment, at most a fifth of the clock, and the hard limit three
// times that, at most a quarter of the clock (all after the overhead is
// kept back).
func TestClockLimits(t *testing.T) {
	ms := search.Millisecond
	for _, c := range []struct {
		name, variant         string
		left, inc             search.Duration
		movesToGo             int
		wantTime, wantMaxTime search.Duration
	}{
		// 9.9 s × 1.5 over chess's 30 moves + 75 ms; three times that
		{"chess 10+0.1", "chess", 10000 * ms, 100 * ms, 0, 570 * ms, 1710 * ms},
		// crazyhouse's captures come back as drops: the plain share
		{"crazyhouse 10+0.1", "crazyhouse", 10000 * ms, 100 * ms, 0, 405 * ms, 1215 * ms},
		// Chu Shogi spreads the clock over 90 moves
		{"chu 10+0.1", "chushogi", 10000 * ms, 100 * ms, 0, 240 * ms, 720 * ms},
		// low on time: a fifth, a quarter of the 200 ms left
		{"chess 0.3 s", "chess", 300 * ms, 100 * ms, 0, 40 * ms, 50 * ms},
		// moves to go given: 9.9 s over 5 would be past a fifth
		{"5 moves to go", "chushogi", 10000 * ms, 100 * ms, 5, 1980 * ms, 2475 * ms},
		{"9 moves to go", "chess", 10000 * ms, 0, 9, 1100 * ms, 2475 * ms},
		// a clock run out: a millisecond, not nothing (nothing means no limit)
		{"no time", "chess", 0, 0, 0, ms, ms},
	} {
		l := search.ClockLimits(position(t, c.variant, ""), c.left, c.inc, 100*ms, c.movesToGo)
		assert.Equal(t, c.wantTime, l.Time, c.name)
		assert.Equal(t, c.wantMaxTime, l.MaxTime, c.name)
	}
}
