package learn

import (
	"fmt"
	"io"
	"math"
	"math/rand"

	"github.com/chimera-variants/chimera/internal/nnet"
)

// New makes a network with small random weights.
func New(inputs, hidden int, scale float32, seed int64) (*nnet.Net, error) {
	if inputs < 1 || inputs > 1<<24 || hidden < 1 || hidden > nnet.MaxHidden {
		return nil, fmt.Errorf("nnet: %d inputs and %d hidden units: want 1 to %d and 1 to %d", inputs, hidden, 1<<24, nnet.MaxHidden)
	}
	r := rand.New(rand.NewSource(seed))
	n := &nnet.Net{Inputs: inputs, Hidden: hidden, W1: make([]float32, inputs*hidden), B1: make([]float32, hidden),
		W2: make([]float32, 2*hidden), Scale: scale}
	for i := range n.W1 {
		n.W1[i] = float32(r.NormFloat64() * 0.05)
	}
	for i := range n.B1 {
		n.B1[i] = 0.25
	}
	for i := range n.W2 {
		n.W2[i] = float32(r.NormFloat64() * 0.1)
	}
	return n, nil
}

// Sample is a position's two views and its target: the win chance of the
// side to move (0 to 1).
type Sample struct {
	Own, Other []int32
	Target     float32
	// Base is added to the output (a logit): with it the network learns
	// a correction to another evaluation
	Base float32
}

// Options steer Train.
type Options struct {
	Epochs int
	Batch  int
	Rate   float64 // Adam's step size
	Seed   int64
}

// Loss is the mean squared error of network n's win chances on samples.
func Loss(n *nnet.Net, samples []Sample) float64 {
	sum := 0.0
	for i := range samples {
		d := sigmoid(samples[i].Base+n.Output(samples[i].Own, samples[i].Other)) - float64(samples[i].Target)
		sum += d * d
	}
	return sum / float64(max(len(samples), 1))
}

func sigmoid(y float32) float64 { return 1 / (1 + math.Exp(-float64(y))) }

// adam keeps one parameter array's moments.
type adam struct{ m, v []float32 }

func newAdam(n int) adam { return adam{make([]float32, n), make([]float32, n)} }

func (a *adam) step(p, g []float32, rate, c1, c2 float64) {
	const b1, b2, eps = 0.9, 0.999, 1e-8
	for i, gi := range g {
		if gi == 0 && a.m[i] == 0 {
			continue
		}
		a.m[i] = b1*a.m[i] + (1-b1)*gi
		a.v[i] = b2*a.v[i] + (1-b2)*gi*gi
		mh := float64(a.m[i]) / c1
		vh := float64(a.v[i]) / c2
		p[i] -= float32(rate * mh / (math.Sqrt(vh) + eps))
		g[i] = 0
	}
}

// Train fits network n to train by minibatch Adam on the squared error
// of its win chance, reporting each epoch's loss on train and valid to
// log. It keeps the weights of the epoch with the least loss on valid.
func Train(n *nnet.Net, train, valid []Sample, o Options, log io.Writer) {
	h := n.Hidden
	gW1, gB1, gW2 := make([]float32, len(n.W1)), make([]float32, h), make([]float32, 2*h)
	var gB2 float32
	aW1, aB1, aW2, aB2 := newAdam(len(n.W1)), newAdam(h), newAdam(2*h), newAdam(1)
	gB2s := []float32{0}
	b2 := []float32{n.B2}
	r := rand.New(rand.NewSource(o.Seed))
	order := r.Perm(len(train))
	best := Loss(n, valid)
	fmt.Fprintf(log, "  epoch 0: loss %.5f (train), %.5f (held out)\n", Loss(n, train), best)
	keep := clone(n)
	var acc, grad [2 * nnet.MaxHidden]float32
	t := 0
	for epoch := 1; epoch <= o.Epochs; epoch++ {
		r.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
		for start := 0; start < len(order); start += o.Batch {
			end := min(start+o.Batch, len(order))
			for _, k := range order[start:end] {
				s := &train[k]
				rawHidden(n, s.Own, acc[:h])
				rawHidden(n, s.Other, acc[h:2*h])
				y := n.B2 + s.Base
				for j, w := range n.W2 {
					y += w * clip(acc[j])
				}
				sg := sigmoid(y)
				g := float32(2 * (sg - float64(s.Target)) * sg * (1 - sg))
				gB2 += g
				for j, w := range n.W2 {
					a := acc[j]
					gW2[j] += g * clip(a)
					if a > 0 && a < 1 {
						grad[j] = g * w
					} else {
						grad[j] = 0
					}
				}
				for j := 0; j < h; j++ {
					gB1[j] += grad[j] + grad[h+j]
				}
				for _, f := range s.Own {
					row := gW1[int(f)*h : int(f)*h+h]
					for j := range row {
						row[j] += grad[j]
					}
				}
				for _, f := range s.Other {
					row := gW1[int(f)*h : int(f)*h+h]
					for j := range row {
						row[j] += grad[h+j]
					}
				}
			}
			t++
			c1, c2 := 1-math.Pow(0.9, float64(t)), 1-math.Pow(0.999, float64(t))
			inv := 1 / float32(end-start)
			scaleGrad(gW1, inv)
			scaleGrad(gB1, inv)
			scaleGrad(gW2, inv)
			gB2s[0] = gB2 * inv
			gB2 = 0
			aW1.step(n.W1, gW1, o.Rate, c1, c2)
			aB1.step(n.B1, gB1, o.Rate, c1, c2)
			aW2.step(n.W2, gW2, o.Rate, c1, c2)
			b2[0] = n.B2
			aB2.step(b2, gB2s, o.Rate, c1, c2)
			n.B2 = b2[0]
		}
		l := Loss(n, valid)
		fmt.Fprintf(log, "  epoch %d: loss %.5f (train), %.5f (held out)\n", epoch, Loss(n, train), l)
		if l < best {
			best = l
			keep = clone(n)
		}
	}
	*n = *keep
}

func scaleGrad(g []float32, k float32) {
	for i := range g {
		g[i] *= k
	}
}

func clip(a float32) float32 { return min(max(a, 0), 1) }

// rawHidden sums one view's features into acc, unclipped (the training
// needs to know where the clip cut).
func rawHidden(n *nnet.Net, features []int32, acc []float32) {
	h := n.Hidden
	copy(acc, n.B1)
	for _, f := range features {
		row := n.W1[int(f)*h : int(f)*h+h]
		for j, w := range row {
			acc[j] += w
		}
	}
}

// clone copies n.
func clone(n *nnet.Net) *nnet.Net {
	c := *n
	c.W1 = append([]float32(nil), n.W1...)
	c.B1 = append([]float32(nil), n.B1...)
	c.W2 = append([]float32(nil), n.W2...)
	return &c
}

// Centre shifts n's output bias so that its mean output over samples is
// zero: a network trained on top of another evaluation then
// corrects it without moving it as a whole. (Positions taken after a
// move score better for the side to move on average, for the move
// before was not always the best; a search that took that bias for a
// bonus of having the move would misjudge every null move and stand
// pat.) It returns the shift, in units of the output.
func Centre(n *nnet.Net, samples []Sample) float32 {
	if len(samples) == 0 {
		return 0
	}
	sum := 0.0
	for i := range samples {
		sum += float64(n.Output(samples[i].Own, samples[i].Other))
	}
	shift := float32(sum / float64(len(samples)))
	n.B2 -= shift
	return shift
}

// Shrink multiplies n's output by k (0 < k ≤ 1): a
// correction learnt from few games, trusted only in part.
func Shrink(n *nnet.Net, k float32) {
	for i := range n.W2 {
		n.W2[i] *= k
	}
	n.B2 *= k
}

// Factored appends to features, a view's features in a network whose
// first layer holds sets of base features (king buckets: feature f is
// feature f mod base of set f / base), each one's feature in a set
// shared by all, after the last set (at sets × base): trained so, every
// set learns what it has in common with the others from all the
// positions, and only what differs from its own. Fold makes the network
// of the sets alone.
func Factored(features []int32, sets, base int) []int32 {
	for _, f := range features {
		features = append(features, int32(sets*base)+f%int32(base))
	}
	return features
}

// Fold adds the shared set of a network trained on Factored features
// (its last base rows) to each of its other sets and drops it: the
// network then gives, for a view's features alone, the output it gave
// for them with the shared ones.
func Fold(n *nnet.Net, base int) error {
	h := n.Hidden
	if base < 1 || n.Inputs%base != 0 || n.Inputs/base < 2 {
		return fmt.Errorf("nnet: %d inputs are not two or more sets of %d", n.Inputs, base)
	}
	sets := n.Inputs/base - 1
	shared := n.W1[sets*base*h:]
	for s := range sets {
		rows := n.W1[s*base*h : (s+1)*base*h]
		for i := range rows {
			rows[i] += shared[i]
		}
	}
	n.W1 = n.W1[: sets*base*h : sets*base*h]
	n.Inputs = sets * base
	return nil
}
