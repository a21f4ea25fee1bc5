package search

import "github.com/chimera-variants/chimera/core"

// Bounds of MovesLeft's estimate.
const (
	minMovesLeft = 30
	maxMovesLeft = 90
	// guessShare: percent of the clock ClockLimits shares over
	// MovesLeft's estimate, where captured pieces leave the game
	guessShare = 150
)

// MovesLeft estimates how many more moves the side to move will make
// in p's game, for a clock that covers the whole game: the number of
// pieces on the board and in hand besides royals, from 30 to 90. Games
// with more material last longer: chess's 30 such pieces give 30 (the
// usual estimate for chess), shogi's 38 give 38, and Chu Shogi's 90 give
// 90, where a game runs to some 200 moves a side. With a fixed 30, the
// clock's base time went in Chu Shogi's first 60 moves and the decisive
// middle game was played on the increment alone, two plies shallower.
func MovesLeft(p *core.Position) int {
	n := 0
	v := p.Variant()
	for c := core.White; c <= core.Black; c++ {
		n += len(p.Pieces(c)) - len(p.Royals(c))
		for t := range v.Types {
			n += p.Hand(c, t)
		}
	}
	return min(max(n, minMovesLeft), maxMovesLeft)
}

// ClockLimits turns the mover's clock into search limits. left is the
// time on the clock, inc the increment, overhead the time kept back for
// the move to reach the opponent, and movesToGo the moves to the next
// time control (0 when the clock covers the whole game: MovesLeft's
// estimate). The target is left over movesToGo plus three quarters of
// the increment, at most a fifth of the clock; an iteration under way may
// run to three times the target, never past a quarter of the clock.
// Keeping a quarter of every increment back lets the clock settle at
// movesToGo quarter-increments instead of running down to nothing.
//
// Over an estimate the share is half as large again (guessShare) where
// captured pieces leave the game: the search stops at 3/8 of its target
// while its best move stays (softLimit), so a move took about half its
// target and, by the arithmetic, about half the clock was still unspent
// when games were decided. In
// self-play the larger share measured +23 ± 28 Elo in chess and +49 ± 51
// in xiangqi, but −14 ± 69 in shogi and −70 ± 69 in crazyhouse, where
// captured pieces come back as drops and the game never simplifies: they
// keep the plain share (README, The AI).
func ClockLimits(p *core.Position, left, inc, overhead Duration, movesToGo int) Limits {
	avail := max(left-overhead, Millisecond)
	share := avail
	if movesToGo <= 0 {
		movesToGo = MovesLeft(p)
		if !p.Variant().Holdings {
			share = avail * guessShare / 100
		}
	}
	target := max(min(share/Duration(movesToGo)+inc*3/4, avail/5), Millisecond)
	return Limits{Time: target, MaxTime: max(min(3*target, avail/4), Millisecond)}
}
