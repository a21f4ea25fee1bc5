package texel

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestFitRecoversPlantedValue plants piece values in synthetic games: a
// position is a difference in pawns and knights, its result drawn with
// the sigmoid of the planted score. From a wrong knight value, the fit
// finds the planted one (the pawn, fixed, anchors the scale).
func TestFitRecoversPlantedValue(t *testing.T) {
	cases := []struct {
		name           string
		knight, start  int
		kPlanted       float64
		positions      int
		tolerance      int
		rounds         int
		pawnFixedValue int
	}{
		{"knight 320 from 200", 320, 200, 1.0, 40000, 25, 6, 100},
		{"knight 250 from 400", 250, 400, 1.4, 40000, 25, 6, 100},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			rng := rand.New(rand.NewPCG(1, 2))
			pawns := make([]float64, c.positions)
			knights := make([]float64, c.positions)
			results := make([]float64, c.positions)
			for i := range results {
				pawns[i] = float64(rng.IntN(7) - 3)
				knights[i] = float64(rng.IntN(5) - 2)
				s := float64(c.pawnFixedValue)*pawns[i] + float64(c.knight)*knights[i]
				switch u := rng.Float64(); {
				case u < Sigmoid(c.kPlanted, s):
					results[i] = 1
				default:
					results[i] = 0
				}
			}
			pr := &Problem{
				Params:  []Param{{Name: "knight", Value: c.start, Step: 32, Min: 0, Max: 2000}},
				Results: results,
				Score: func(x []int, out []float64) {
					for i := range out {
						out[i] = float64(c.pawnFixedValue)*pawns[i] + float64(x[0])*knights[i]
					}
				},
			}
			x, k, before, after := Fit(pr, c.rounds)
			assert.InDelta(t, c.knight, x[0], float64(c.tolerance), "knight value")
			assert.InDelta(t, c.kPlanted, k, 0.15, "scale")
			assert.Less(t, after, before, "the error falls")
		})
	}
}

// TestFitK: scores with results exactly on a sigmoid give back its k.
func TestFitK(t *testing.T) {
	for _, k := range []float64{0.01, 0.03, 0.3, 1, 2.5} {
		var scores, results []float64
		for s := -6000.0; s <= 6000; s += 10 {
			scores = append(scores, s)
			results = append(results, Sigmoid(k, s))
		}
		assert.InDelta(t, k, FitK(scores, results), 1e-3)
	}
}

// TestFitStops: a stop at once keeps the starting weights.
func TestFitStops(t *testing.T) {
	pr := &Problem{
		Params:  []Param{{Value: 7, Step: 4, Min: -100, Max: 100}},
		Results: []float64{1, 0},
		Score:   func(x []int, out []float64) { out[0], out[1] = float64(x[0]), -float64(x[0]) },
		Stop:    func() bool { return true },
	}
	x, _, _, _ := Fit(pr, 1)
	assert.Equal(t, []int{7}, x)
}

// TestPriorHoldsBack: with a strong prior a weight the data barely
// supports stays near its start; without, it moves to the data's value.
func TestPriorHoldsBack(t *testing.T) {
	results := []float64{1, 1, 1, 0}
	mk := func(prior float64) int {
		pr := &Problem{
			Params:  []Param{{Value: 0, Step: 10, Min: -1000, Max: 1000}},
			Results: results,
			Prior:   prior,
			Score: func(x []int, out []float64) {
				out[0], out[1], out[2], out[3] = 100, 100, 100+float64(x[0]), 50
			},
		}
		x, _, _, _ := Fit(pr, 1)
		return x[0]
	}
	free, held := mk(0), mk(1)
	assert.Greater(t, free, 50)
	assert.Less(t, held, free/4)
}

// TestFixedK: where the scale and a weight trade against each other
// (scores proportional to the weight), a fitted k absorbs the error and
// the weight stays; a fixed K makes the weight move to the data's value.
func TestFixedK(t *testing.T) {
	var feature, results []float64
	for f := -5.0; f <= 5; f++ {
		feature = append(feature, f)
		results = append(results, Sigmoid(1, 100*f))
	}
	mk := func(k float64) (int, float64) {
		pr := &Problem{
			Params:  []Param{{Value: 50, Step: 10, Min: 0, Max: 1000}},
			Results: results,
			K:       k,
			Score: func(x []int, out []float64) {
				for i, f := range feature {
					out[i] = float64(x[0]) * f
				}
			},
		}
		x, k, _, _ := Fit(pr, 1)
		return x[0], k
	}
	x, k := mk(0)
	assert.InDelta(t, 2, k, 0.01, "k fitted to the start")
	assert.InDelta(t, 50, x, 2)
	x, k = mk(1)
	assert.Equal(t, 1.0, k)
	assert.InDelta(t, 100, x, 2)
}

// TestCalibrate: results drawn from a known scale and bias give them
// back.
func TestCalibrate(t *testing.T) {
	var scores, results []float64
	for s := -600.0; s <= 600; s += 5 {
		scores = append(scores, s)
		results = append(results, Sigmoid(0.5, s-120))
	}
	k, offset, mse := Calibrate(scores, results)
	assert.InDelta(t, 0.5, k, 0.01)
	assert.InDelta(t, -120, offset, 1)
	assert.Less(t, mse, 1e-6)
}
