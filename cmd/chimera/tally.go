package main

import (
	"fmt"
	"math"
)

// tally counts a match's results from the first engine's side.
type tally struct {
	wins, draws, losses int
}

// add counts a game the first engine scored s in (1, ½ or 0).
func (t *tally) add(s float64) {
	switch s {
	case 1:
		t.wins++
	case 0:
		t.losses++
	default:
		t.draws++
	}
}

func (t tally) games() int { return t.wins + t.draws + t.losses }

// score is the first engine's points.
func (t tally) score() float64 { return float64(t.wins) + float64(t.draws)/2 }

// elo is the Elo difference the mean score gives, with its 95% margin
// from the games' standard error: the Elo of the score ± 1.96 standard
// errors, halved. A score of 0 or 1 is taken as 0.001 or 0.999, so a
// clean sweep gives a large but finite number.
func (t tally) elo() (diff, margin float64) {
	n := float64(t.games())
	if n == 0 {
		return 0, 0
	}
	mean := t.score() / n
	variance := (float64(t.wins)*(1-mean)*(1-mean) + float64(t.draws)*(0.5-mean)*(0.5-mean) + float64(t.losses)*mean*mean) / n
	se := math.Sqrt(variance / n)
	elo := func(s float64) float64 {
		s = math.Min(math.Max(s, 0.001), 0.999)
		return -400 * math.Log10(1/s-1)
	}
	return elo(mean), (elo(mean+1.96*se) - elo(mean-1.96*se)) / 2
}

// String is the summary line: score, W/D/L, percentage, Elo ± margin.
func (t tally) String() string {
	n := t.games()
	pct := 0.0
	if n > 0 {
		pct = 100 * t.score() / float64(n)
	}
	diff, margin := t.elo()
	return fmt.Sprintf("engine 1 score %.1f/%d (+%d =%d -%d) %.1f%%, Elo %+.0f ± %.0f (95%%)",
		t.score(), n, t.wins, t.draws, t.losses, pct, diff, margin)
}

// pairTally counts the finished pairs of games, the two games of a pair
// sharing an opening with colours reversed, by the first engine's
// points in the pair.
type pairTally struct {
	// counts[k]: the pairs in which the first engine scored k
	// half-points (two losses, a loss and a draw, a win and a loss or two
	// draws, a win and a draw, two wins)
	counts [5]int
	// first holds the score of a pair's game that finished while the
	// other is still being played, by pair
	first map[int]float64
}

// add counts game g (from 0: games 2k and 2k+1 make a pair), in which
// the first engine scored s (1, ½ or 0). A pair counts once both of its
// games have finished, in whichever order.
func (t *pairTally) add(g int, s float64) {
	pair := g / 2
	other, ok := t.first[pair]
	if !ok {
		if t.first == nil {
			t.first = map[int]float64{}
		}
		t.first[pair] = s
		return
	}
	delete(t.first, pair)
	t.counts[int(math.Round(2*(s+other)))]++
}

// String lists the counts, from two losses to two wins.
func (t pairTally) String() string {
	c := t.counts
	return fmt.Sprintf("pairs of games by engine 1's points (0, ½, 1, 1½, 2): %d %d %d %d %d", c[0], c[1], c[2], c[3], c[4])
}
