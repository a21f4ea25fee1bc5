package search

// Levels are the page's strengths, weakest first.
var Levels = []string{"beginner", "club", "strong"}

// levelLimits are the limits of Levels, in the same order: a beginner
// searches three plies with noisy evaluations (legal, sensible moves that
// still take a piece left hanging, but weak and varied ones), a club
// player a second, a strong one four.
var levelLimits = [...]Limits{
	{Depth: 3, Time: 500 * Millisecond, Noise: 120},
	{Time: Second},
	{Time: 4 * Second},
}

// Level returns the search limits of one of Levels. The page and
// `chimera bench`'s strong-level rows read them here, so the benchmark
// runs what the page runs.
func Level(name string) (Limits, bool) {
	for i, l := range Levels {
		if l == name {
			return levelLimits[i], true
		}
	}
	return Limits{}, false
}
