package main

import (
	"fmt"
	"io"
	"sync"
	"time"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/internal/texel"
	"github.com/chimera-variants/chimera/notation"
	"github.com/chimera-variants/chimera/search"
)

// minTypeSamples: a type seen in fewer positions keeps its weights
// (too few to fit them without fitting the noise).
const minTypeSamples = 200

// fitResult is what fitWeights found: the weights that differ from the
// untuned defaults, the scale k and the errors before and after.
type fitResult struct {
	changed              []core.EvalSetting
	k, before, after     float64
	positions, evaluated int
}

// tunedGlobals are the global terms the fit moves, with their first
// steps: the rest are rare (mop-up, hunting) or structural (caps).
var tunedGlobals = []struct{ term, step, lo, hi int }{
	{core.EvalShelter, 4, -50, 100},
	{core.EvalAttacker, 4, -50, 100},
	{core.EvalHandAttack, 4, -50, 100},
	{core.EvalPair, 8, -100, 200},
	{core.EvalRoyalCentreFile, 4, -50, 100},
	{core.EvalDoubled, 4, -50, 100},
	{core.EvalIsolated, 4, -50, 100},
	{core.EvalPassed, 4, -50, 100},
	{core.EvalCentreWeight, 30, 0, 1000},
	{core.EvalMobility, 20, 0, 400},
	{core.EvalKingAttack, 20, 0, 400},
	{core.EvalThreat, 8, -50, 200},
	{core.EvalHanging, 8, -50, 200},
	{core.EvalAttackerWorth, 10, 0, 300},
	{core.EvalConnect, 4, 0, 200},
	{core.EvalDropRoom, 2, 0, 200},
	{core.EvalAnchored, 4, 0, 400},
	{core.EvalFrontier, 2, -100, 50},
	{core.EvalNearCorner, 4, -300, 50},
	{core.EvalFlipGain, 4, 0, 300},
	{core.EvalGoalNear, 4, 0, 300},
	{core.EvalChecksGiven, 10, 0, 1000},
	{core.EvalTerritory, 2, 0, 200},
	{core.EvalOpenFile, 4, -50, 100},
	{core.EvalRoyalOpenFile, 4, -50, 100},
	{core.EvalMobilityLow, 20, 0, 600},
	{core.EvalDropCheck, 8, 0, 400},
}

// fitWeights reads the samples' positions and fits the weights of v's
// evaluation to their results, starting from the variant's own, for at
// most budget; k > 0 fixes the scale.
func fitWeights(v *core.Variant, samples []tuneSample, budget time.Duration, prior, k float64, out io.Writer) (fitResult, error) {
	var pos []*core.Position
	var results []float64
	for _, s := range samples {
		p, err := notation.ParseFEN(v, s.fen, notation.FENOptions{})
		if err != nil {
			return fitResult{}, fmt.Errorf("self-play position %q: %v", s.fen, err)
		}
		pos = append(pos, p)
		results = append(results, s.result)
	}
	// the untuned defaults, to write only what differs from them
	own := v.Eval
	v.Eval = nil
	ev := search.NewEvaluator(v)
	defaults := ev.Settings()
	v.Eval = own
	ev.SetWeights(nil)
	start := ev.Settings()

	seen, inHand := make([]int, v.NumTypes()), make([]int, v.NumTypes())
	for _, p := range pos {
		var here [256]bool
		for c := core.White; c <= core.Black; c++ {
			for _, sq := range p.Pieces(c) {
				if t := p.At(int(sq)).Type(); t < len(here) {
					here[t] = true
				}
			}
			for t := range seen {
				if p.Hand(c, t) > 0 && t < len(here) {
					here[t] = true
					inHand[t]++
				}
			}
		}
		for t := range seen {
			if t < len(here) && here[t] {
				seen[t]++
			}
		}
	}
	drops := v.Holdings
	for t := range v.Types {
		drops = drops || v.Types[t].InHand[0] > 0 || v.Types[t].InHand[1] > 0
	}
	var params []texel.Param
	var which []core.EvalSetting // the setting each param is
	value := func(term, typ int) int {
		for _, s := range start {
			if s.Term == term && s.Type == typ {
				return s.Value
			}
		}
		return 0
	}
	add := func(term, typ, step, lo, hi int) {
		s := core.EvalSetting{Term: term, Type: typ}
		params = append(params, texel.Param{Name: notation.WeightName(v, s), Value: value(term, typ), Step: step, Min: lo, Max: hi})
		which = append(which, s)
	}
	for _, g := range tunedGlobals {
		if (g.term == core.EvalHandAttack || g.term == core.EvalDropCheck) && !drops {
			continue
		}
		add(g.term, -1, g.step, g.lo, g.hi)
	}
	for t := range v.Types {
		if seen[t] < minTypeSamples {
			continue
		}
		// values stay within a third and three times their start: the
		// fit corrects the derived values, it does not invent new ones
		if !v.CanBeRoyal(t) {
			for _, term := range []int{core.EvalMg, core.EvalEg, core.EvalHand} {
				if term == core.EvalHand && inHand[t] < minTypeSamples {
					continue
				}
				x := value(term, t)
				if x < 0 {
					// a burden (an antichess piece): the same range, mirrored
					add(term, t, 16, 3*x-100, x/3)
					continue
				}
				add(term, t, 16, x/3, 3*x+100)
			}
		}
		add(core.EvalPsqMg, t, 25, 0, 300)
		add(core.EvalPsqEg, t, 25, 0, 300)
	}
	settings := make([]core.EvalSetting, len(which))
	const workers = 2
	score := func(x []int, scores []float64) {
		for i := range which {
			settings[i] = which[i]
			settings[i].Value = x[i]
		}
		ev.SetWeights(settings)
		var wg sync.WaitGroup
		for w := 0; w < workers; w++ {
			wg.Add(1)
			go func(w int) {
				defer wg.Done()
				for i := w; i < len(pos); i += workers {
					s := ev.Evaluate(pos[i])
					if pos[i].Side() == core.Black {
						s = -s
					}
					scores[i] = float64(s)
				}
			}(w)
		}
		wg.Wait()
	}
	deadline := time.Now().Add(budget)
	pr := &texel.Problem{Params: params, Results: results, Score: score, Prior: prior, K: k,
		Stop: func() bool { return time.Now().After(deadline) },
		Progress: func(pass int, err float64, step int) {
			fmt.Fprintf(out, "  pass %d: error %.5f (steps up to %d)\n", pass, err, step)
		}}
	fmt.Fprintf(out, "fitting %d weights to %d positions\n", len(params), len(pos))
	x, k, before, after := texel.Fit(pr, 1)
	fmt.Fprintf(out, "K %.3f: mean squared error %.5f before, %.5f after\n", k, before, after)
	// every weight that differs from the untuned default: the fitted
	// ones and the variant's own that the fit left alone
	final := map[[2]int]int{}
	for _, s := range start {
		final[[2]int{s.Term, s.Type}] = s.Value
	}
	for i, s := range which {
		final[[2]int{s.Term, s.Type}] = x[i]
	}
	res := fitResult{k: k, before: before, after: after, positions: len(pos)}
	for _, d := range defaults {
		if got := final[[2]int{d.Term, d.Type}]; got != d.Value {
			res.changed = append(res.changed, core.EvalSetting{Term: d.Term, Type: d.Type, Value: got})
		}
	}
	return res, nil
}
