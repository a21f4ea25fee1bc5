package learn

import (
	"io"
	"math/rand"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chimera-variants/chimera/internal/nnet"
)

// TestTrainLearns: a planted rule (the side to move wins with feature 0
// among its own, loses with feature 1, else even) is learnt.
func TestTrainLearns(t *testing.T) {
	r := rand.New(rand.NewSource(2))
	var samples []Sample
	for range 2000 {
		own := []int32{int32(2 + r.Intn(10)), int32(r.Intn(2))}
		target := float32(0.9)
		if own[1] == 1 {
			target = 0.1
		}
		samples = append(samples, Sample{Own: own, Other: []int32{int32(2 + r.Intn(10))}, Target: target})
	}
	n, err := New(12, 4, 100, 3)
	require.NoError(t, err)
	before := Loss(n, samples[1800:])
	Train(n, samples[:1800], samples[1800:], Options{Epochs: 20, Batch: 32, Rate: 0.01, Seed: 4}, io.Discard)
	after := Loss(n, samples[1800:])
	require.Less(t, after, before/4, "loss %.4f before, %.4f after", before, after)
	require.Greater(t, n.Centipawns([]int32{3, 0}, []int32{4}), 100)
	require.Less(t, n.Centipawns([]int32{3, 1}, []int32{4}), -100)
}

// TestCentreShrink: after Centre the mean output over the samples is
// zero; Shrink scales every output.
func TestCentreShrink(t *testing.T) {
	n, err := New(20, 6, 100, 5)
	require.NoError(t, err)
	n.B2 = 0.7
	var samples []Sample
	for i := range 50 {
		samples = append(samples, Sample{Own: []int32{int32(i % 20)}, Other: []int32{int32((i * 7) % 20)}})
	}
	shift := Centre(n, samples)
	require.Greater(t, shift, float32(0.3))
	sum := float32(0)
	for _, s := range samples {
		sum += n.Output(s.Own, s.Other)
	}
	require.InDelta(t, 0, sum/50, 1e-5)
	before := n.Output([]int32{1}, []int32{2})
	Shrink(n, 0.5)
	require.InDelta(t, before/2, n.Output([]int32{1}, []int32{2}), 1e-6)
}

// TestFold: a network trained on Factored features, folded, gives for
// the features alone the output it gave with the shared ones.
func TestFold(t *testing.T) {
	const sets, base = 3, 10
	r := rand.New(rand.NewSource(6))
	n, err := New((sets+1)*base, 5, 100, 7)
	require.NoError(t, err)
	var views [][2][]int32
	for range 20 {
		own := []int32{int32(r.Intn(sets * base)), int32(r.Intn(sets * base))}
		other := []int32{int32(r.Intn(sets * base))}
		views = append(views, [2][]int32{own, other})
	}
	var want []float32
	for _, v := range views {
		own, other := Factored(append([]int32(nil), v[0]...), sets, base), Factored(append([]int32(nil), v[1]...), sets, base)
		require.Len(t, own, 4)
		require.Equal(t, int32(sets*base)+v[0][1]%base, own[3])
		want = append(want, n.Output(own, other))
	}
	require.NoError(t, Fold(n, base))
	require.Equal(t, sets*base, n.Inputs)
	require.Len(t, n.W1, sets*base*5)
	for i, v := range views {
		require.InDelta(t, want[i], n.Output(v[0], v[1]), 1e-5)
	}
	require.Error(t, Fold(n, 7))
}

// TestAverageIsTheMean: the averaged network's output is the mean of
// its members' in centipawns, whatever their scales and widths, for
// every view tried; and networks that read their inputs differently are
// refused.
func TestAverageIsTheMean(t *testing.T) {
	a, err := New(40, 8, 300, 1)
	require.NoError(t, err)
	b, err := New(40, 16, 450, 2)
	require.NoError(t, err)
	b.B2 = 0.7
	avg, err := Average(a, b)
	require.NoError(t, err)
	assert.Equal(t, 24, avg.Hidden)
	views := [][2][]int32{{{1, 5, 9}, {2, 30}}, {{39}, {}}, {{0, 1, 2, 3}, {4, 5, 6, 7}}}
	for _, v := range views {
		want := (float64(a.Output(v[0], v[1]))*300 + float64(b.Output(v[0], v[1]))*450) / 2
		got := float64(avg.Output(v[0], v[1]) * avg.Scale)
		assert.InDelta(t, want, got, 1e-3, "views %v", v)
	}
	c, err := New(41, 8, 300, 3)
	require.NoError(t, err)
	_, err = Average(a, c)
	assert.ErrorContains(t, err, "reads 41 inputs")
	wide, err := New(40, nnet.MaxHidden, 300, 4)
	require.NoError(t, err)
	_, err = Average(a, wide)
	assert.ErrorContains(t, err, "hidden units in all")
}
