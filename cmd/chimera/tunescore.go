package main

import (
	"fmt"
	"io"
	"strings"
	"sync"
	"time"

	"github.com/chimera-variants/chimera/internal/texel"
)

// scoreTimeout bounds one position's search by the scoring engine.
const scoreTimeout = time.Minute

// engineScores has a UCI engine search every sample to a fixed depth
// (--score-engine, --score-depth), workers engines at once, and gives
// each sample the win chance the engine's score foretells (calibrated on
// the games' results: texel.Calibrate), mixed with the result by mix.
// A position the engine scores as a mate, or not at all, keeps its
// chance from before. variant is the name the engine is told
// (UCI_Variant).
func engineScores(samples []tuneSample, command, variant string, depth, workers int, mix float64, out io.Writer) error {
	scores := make([]float64, len(samples))
	scored := make([]bool, len(samples))
	var mu sync.Mutex
	var wg sync.WaitGroup
	var firstErr error
	next, done := 0, 0
	started := time.Now()
	for w := 0; w < workers; w++ {
		e, err := startEngine(command, "uci")
		if err == nil {
			err = e.uciInit(variant)
		}
		if err != nil {
			return fmt.Errorf("--score-engine %s: %v", command, err)
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			defer e.quit()
			for {
				mu.Lock()
				if next == len(samples) || firstErr != nil {
					mu.Unlock()
					return
				}
				i := next
				next++
				mu.Unlock()
				e.report = ""
				e.send("position fen %s", samples[i].fen)
				e.send("go depth %d", depth)
				_, err := e.waitFor("bestmove", scoreTimeout)
				cp, ok := commentScore(e.report)
				mu.Lock()
				if err != nil && firstErr == nil {
					firstErr = fmt.Errorf("--score-engine %s: %v", command, err)
				}
				if ok {
					if strings.Contains(samples[i].fen, " b ") {
						cp = -cp // (for White)
					}
					scores[i], scored[i] = cp, true
				}
				if done++; done%20000 == 0 {
					fmt.Fprintf(out, "  %d positions scored\n", done)
				}
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	if firstErr != nil {
		return firstErr
	}
	var s, r []float64
	for i, ok := range scored {
		if ok {
			s = append(s, scores[i])
			r = append(r, samples[i].game)
		}
	}
	if len(s) == 0 {
		return fmt.Errorf("--score-engine %s: no position got a score", command)
	}
	k, offset, mse := texel.Calibrate(s, r)
	for i, ok := range scored {
		if ok {
			sm := &samples[i]
			sm.chance = texel.Sigmoid(k, scores[i]+offset)
			sm.result = mix*sm.chance + (1-mix)*sm.game
		}
	}
	fmt.Fprintf(out, "%d of %d positions scored by %s at depth %d in %s: its scores foretell the results at K %.3f, offset %+.0f (error %.5f against %.5f for a coin)\n",
		len(s), len(samples), command, depth, time.Since(started).Round(time.Second), k, offset, mse, texel.MeanSquaredError(0, s, r))
	return nil
}
