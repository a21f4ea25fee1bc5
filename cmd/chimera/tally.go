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
