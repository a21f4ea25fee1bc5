package main

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// sprtTest is a sequential probability ratio test on a match's results:
// H0, the first engine is Elo0 stronger than the second, against H1, it
// is Elo1 stronger (logistic Elo). After each game the log-likelihood
// ratio is compared with the bounds that alpha (the chance of accepting
// H1 when H0 holds) and beta (of accepting H0 when H1 holds) give.
type sprtTest struct {
	elo0, elo1, alpha, beta float64
}

// parseSPRT reads --sprt's "ELO0,ELO1" with the error rates.
func parseSPRT(s string, alpha, beta float64) (sprtTest, error) {
	a, b, ok := strings.Cut(s, ",")
	e0, err0 := strconv.ParseFloat(strings.TrimSpace(a), 64)
	e1, err1 := strconv.ParseFloat(strings.TrimSpace(b), 64)
	switch {
	case !ok || err0 != nil || err1 != nil || math.IsNaN(e0) || math.IsNaN(e1):
		return sprtTest{}, fmt.Errorf("--sprt %q: want ELO0,ELO1 (e.g. 0,10)", s)
	case e0 >= e1:
		return sprtTest{}, fmt.Errorf("--sprt %q: ELO0 must be below ELO1", s)
	case math.Abs(e0) >= 1000 || math.Abs(e1) >= 1000:
		return sprtTest{}, fmt.Errorf("--sprt %q: Elo bounds beyond ±1000 cannot be told apart", s)
	case !(alpha > 0 && alpha < 0.5) || !(beta > 0 && beta < 0.5):
		return sprtTest{}, fmt.Errorf("--alpha and --beta must be above 0 and below 0.5")
	}
	return sprtTest{elo0: e0, elo1: e1, alpha: alpha, beta: beta}, nil
}

// bounds are the LLR thresholds: below lower H0 is accepted, above
// upper H1 (Wald's approximations).
func (t sprtTest) bounds() (lower, upper float64) {
	return math.Log(t.beta / (1 - t.alpha)), math.Log((1 - t.beta) / t.alpha)
}

// decision says what the LLR decides: "" while the test goes on.
func (t sprtTest) decision(llr float64) string {
	lower, upper := t.bounds()
	switch {
	case llr >= upper:
		return fmt.Sprintf("H1 accepted: engine 1 is %g Elo or better", t.elo1)
	case llr <= lower:
		return fmt.Sprintf("H0 accepted: engine 1 is not %g Elo better (%g or worse)", t.elo1, t.elo0)
	}
	return ""
}

// llr is the test's log-likelihood ratio for the pairs of games played
// so far (pentanomialLLR).
func (t sprtTest) llr(p pairTally) float64 {
	return pentanomialLLR(p.counts, t.elo0, t.elo1)
}

// logisticScore is the expected score of a player elo stronger.
func logisticScore(elo float64) float64 {
	return 1 / (1 + math.Pow(10, -elo/400))
}

// pentanomialLLR is the generalised SPRT's log-likelihood ratio over
// pairs of games, counts[k] being the pairs in which the first engine
// scored k half-points (0 to 2). The games of a pair share an opening
// with colours reversed, so their results are not independent: an
// opening that favours White gives a win and a loss far more often than
// chance would. Taken per pair, the scores' spread is measured rather
// than assumed, and a test decides in fewer games (the pentanomial model
// of Fishtest and fastchess) where the trinomial model over single games
// overstates the variance.
func pentanomialLLR(counts [5]int, elo0, elo1 float64) float64 {
	return gsprtLLR(counts[:], []float64{0, 0.25, 0.5, 0.75, 1}, elo0, elo1)
}

// gsprtLLR is the generalised SPRT's log-likelihood ratio for counts[i]
// outcomes worth scores[i] (ascending, 0 to 1): the outcomes' likelihood
// under the most likely distribution whose expected score is that of
// elo1, over the same under elo0. Such a distribution, nearest the
// observed frequencies p (in the sense of maximum likelihood), is
// p_i/(1+λ(a_i-s)) for the scores a and the constrained expected score
// s, λ solving Σ p_i(a_i-s)/(1+λ(a_i-s)) = 0. Unlike the normal
// approximation it stays finite and sensible for a handful of games or
// an outcome never seen; a frequency of zero is taken as 0.001, so that
// an unseen outcome can still carry the constrained mean.
func gsprtLLR(counts []int, scores []float64, elo0, elo1 float64) float64 {
	n, sum := 0, 0.0
	p := make([]float64, len(counts))
	for i, c := range counts {
		n += c
		p[i] = max(float64(c), 1e-3)
		sum += p[i]
	}
	if n == 0 {
		return 0
	}
	for i := range p {
		p[i] /= sum
	}
	// logLikelihood is Σ p_i log(q_i) - Σ p_i log(p_i) for the
	// distribution q of mean s nearest p: -Σ p_i log(1+λ(a_i-s))
	logLikelihood := func(s float64) float64 {
		lambda := constrainedLambda(p, scores, s)
		ll := 0.0
		for i := range p {
			ll -= p[i] * math.Log(1+lambda*(scores[i]-s))
		}
		return ll
	}
	return float64(n) * (logLikelihood(logisticScore(elo1)) - logLikelihood(logisticScore(elo0)))
}

// constrainedLambda solves Σ p_i(a_i-s)/(1+λ(a_i-s)) = 0 for λ by
// bisection: the sum falls as λ grows, and λ must keep every
// 1+λ(a_i-s) positive (s lies strictly between the least and the
// greatest score).
func constrainedLambda(p, a []float64, s float64) float64 {
	lo, hi := -1/(a[len(a)-1]-s), 1/(s-a[0])
	// stay inside the open interval, where the sum is finite
	lo, hi = lo+1e-12*math.Abs(lo), hi-1e-12*math.Abs(hi)
	for range 200 {
		mid := (lo + hi) / 2
		f := 0.0
		for i := range p {
			f += p[i] * (a[i] - s) / (1 + mid*(a[i]-s))
		}
		if f > 0 {
			lo = mid
		} else {
			hi = mid
		}
	}
	return (lo + hi) / 2
}
