// Package texel fits an evaluation's weights to game results (Texel
// tuning): a position's score s, through the sigmoid 1/(1+10^(-K*s/400)),
// predicts the result of its game for the side the score is for (1 a
// win, 0.5 a draw, 0 a loss); K is fitted first, then the weights, by
// minimising the mean squared error of the predictions with a
// coordinate local search whose steps shrink. It knows nothing of
// chess: the caller scores the positions for given weights.
package texel

import "math"

// Sigmoid is the predicted result of a position scored s centipawns,
// with scale k.
func Sigmoid(k, s float64) float64 {
	return 1 / (1 + math.Pow(10, -k*s/400))
}

// MeanSquaredError is the mean of (result - Sigmoid(k, score))².
func MeanSquaredError(k float64, scores, results []float64) float64 {
	if len(scores) == 0 {
		return 0
	}
	sum := 0.0
	for i, s := range scores {
		d := results[i] - Sigmoid(k, s)
		sum += d * d
	}
	return sum / float64(len(scores))
}

// FitK finds the scale k in [0.005, 5] that minimises the error of the
// scores (a golden-section search: the error is unimodal in k). Self-play
// games fit k near 0.2; games against a stronger engine, whose results
// the evaluation foresees poorly, fit it lower (Chu Shogi against HaChu:
// 0.05 was the old bound, and a k held at a bound makes the weights'
// fit shrink the evaluation instead of correcting it).
func FitK(scores, results []float64) float64 {
	lo, hi := 0.005, 5.0
	phi := (math.Sqrt(5) - 1) / 2
	a, b := hi-phi*(hi-lo), lo+phi*(hi-lo)
	fa, fb := MeanSquaredError(a, scores, results), MeanSquaredError(b, scores, results)
	for hi-lo > 1e-4 {
		if fa < fb {
			hi, b, fb = b, a, fa
			a = hi - phi*(hi-lo)
			fa = MeanSquaredError(a, scores, results)
		} else {
			lo, a, fa = a, b, fb
			b = lo + phi*(hi-lo)
			fb = MeanSquaredError(b, scores, results)
		}
	}
	return (lo + hi) / 2
}

// Param is one weight to fit: its value, its first step, and its bounds.
type Param struct {
	Name     string
	Value    int
	Step     int
	Min, Max int
}

// Problem is what Fit fits: the weights, and Score, which scores every
// position for the weights x (one value per Param, in order) into out,
// from the point of view of the side whose result Results holds.
type Problem struct {
	Params  []Param
	Results []float64
	Score   func(x []int, out []float64)
	// Stop, when set, ends the fit early (a time budget); the best
	// weights so far are kept.
	Stop func() bool
	// Prior, when positive, pulls the weights toward their starting
	// values: the objective adds Prior times the sum of each weight's
	// squared distance from its start, in first steps. Game results are
	// noisy and the positions of one game share one, so without it a fit
	// to a few thousand games learns the noise.
	Prior float64
	// Progress, when set, hears of every pass: its number, the error
	// and the largest step.
	Progress func(pass int, err float64, step int)
	// K, when positive, is the scale, fixed instead of fitted: games
	// whose results the evaluation foresees poorly (against a stronger
	// engine) fit k near 0, where no weight's change moves the error,
	// so such a fit takes the scale of the variant's self-play instead.
	K float64
}

// scale is the problem's fixed K, or the k fitted to the scores.
func (pr *Problem) scale(scores []float64) float64 {
	if pr.K > 0 {
		return pr.K
	}
	return FitK(scores, pr.Results)
}

// Fit fits the scale k to the problem's starting weights, then the
// weights with k fixed (so that the evaluation keeps its scale: a
// search's margins are in centipawns), and returns them with k and the
// mean squared errors before and after (without the prior). rounds > 1 refits k and the weights again
// (for problems whose scale is anchored by a weight left out).
func Fit(pr *Problem, rounds int) (x []int, k, before, after float64) {
	n := len(pr.Results)
	scores := make([]float64, n)
	x = make([]int, len(pr.Params))
	steps := make([]int, len(pr.Params))
	for i, p := range pr.Params {
		x[i] = p.Value
	}
	penalty := func(x []int) float64 {
		if pr.Prior <= 0 {
			return 0
		}
		sum := 0.0
		for i, p := range pr.Params {
			d := float64(x[i]-p.Value) / float64(max(p.Step, 1))
			sum += d * d
		}
		return pr.Prior * sum
	}
	loss := func(x []int) float64 {
		pr.Score(x, scores)
		return MeanSquaredError(k, scores, pr.Results) + penalty(x)
	}
	final := func() float64 {
		pr.Score(x, scores)
		return MeanSquaredError(k, scores, pr.Results)
	}
	pr.Score(x, scores)
	k = pr.scale(scores)
	before = MeanSquaredError(k, scores, pr.Results)
	best := before
	pass := 0
	for round := 0; round < max(rounds, 1); round++ {
		if round > 0 {
			pr.Score(x, scores)
			k = pr.scale(scores)
			best = MeanSquaredError(k, scores, pr.Results) + penalty(x)
		}
		for i, p := range pr.Params {
			steps[i] = max(p.Step, 1)
		}
		for {
			improved := false
			for i, p := range pr.Params {
				if pr.Stop != nil && pr.Stop() {
					after = final()
					return x, k, before, after
				}
				for _, dir := range [2]int{1, -1} {
					moved := false
					// keep going while it helps (a weight far off moves
					// by many steps in one pass)
					for {
						old := x[i]
						x[i] = min(max(old+dir*steps[i], p.Min), p.Max)
						if x[i] == old {
							break
						}
						if e := loss(x); e < best {
							best, moved, improved = e, true, true
							continue
						}
						x[i] = old
						break
					}
					if moved {
						break
					}
				}
			}
			pass++
			largest := 0
			for _, s := range steps {
				largest = max(largest, s)
			}
			if pr.Progress != nil {
				pr.Progress(pass, best, largest)
			}
			if !improved {
				if largest == 1 {
					break
				}
				for i := range steps {
					steps[i] = max(steps[i]/2, 1)
				}
			}
		}
	}
	after = final()
	return x, k, before, after
}
