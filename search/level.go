package search

// Levels are the page's strengths, weakest first.
var Levels = []string{"beginner", "club", "strong"}

// Level returns the search limits of one of Levels: a beginner searches
// three plies with noisy evaluations (legal, sensible moves that still
// take a piece left hanging, but weak and varied ones), a club player a
// second, a strong one four. The page and `chimera bench`'s strong-level
// rows read them here, so the benchmark runs what the page runs.
func Level(name string) (Limits, bool) {
	switch name {
	case "beginner":
		return Limits{Depth: 3, Time: 500 * Millisecond, Noise: 120}, true
	case "club":
		return Limits{Time: Second}, true
	case "strong":
		return Limits{Time: 4 * Second}, true
	}
	return Limits{}, false
}
