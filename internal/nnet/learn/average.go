package learn

import (
	"fmt"

	"github.com/chimera-variants/chimera/internal/nnet"
)

// Average is the network whose output is the mean of nets' outputs (in
// centipawns, on the first one's Scale): their hidden units side by
// side, each net's output weights divided among them. Networks trained
// apart err apart, so their mean errs less than either (an ensemble),
// at the cost of a wider hidden layer. They must read the same inputs
// the same way (OnTop and KingBuckets alike) and together hold at most
// nnet.MaxHidden hidden units.
func Average(nets ...*nnet.Net) (*nnet.Net, error) {
	if len(nets) == 0 {
		return nil, fmt.Errorf("nnet: no networks to average")
	}
	first := nets[0]
	hidden := 0
	for i, n := range nets {
		if n.Inputs != first.Inputs || n.OnTop != first.OnTop || n.KingBuckets != first.KingBuckets {
			return nil, fmt.Errorf("nnet: network %d reads %d inputs (on top %t, king buckets %t), the first %d (%t, %t)",
				i+1, n.Inputs, n.OnTop, n.KingBuckets, first.Inputs, first.OnTop, first.KingBuckets)
		}
		hidden += n.Hidden
	}
	if hidden > nnet.MaxHidden {
		return nil, fmt.Errorf("nnet: %d hidden units in all, more than %d", hidden, nnet.MaxHidden)
	}
	a := &nnet.Net{Inputs: first.Inputs, Hidden: hidden, Scale: first.Scale, OnTop: first.OnTop, KingBuckets: first.KingBuckets,
		W1: make([]float32, first.Inputs*hidden), B1: make([]float32, 0, hidden), W2: make([]float32, 2*hidden)}
	at := 0 // where the current net's hidden units start
	for _, n := range nets {
		h := n.Hidden
		for f := range n.Inputs {
			copy(a.W1[f*hidden+at:f*hidden+at+h], n.W1[f*h:f*h+h])
		}
		a.B1 = append(a.B1, n.B1...)
		// on the first net's scale, and one share of the mean
		k := n.Scale / first.Scale / float32(len(nets))
		for j := range h {
			a.W2[at+j] = n.W2[j] * k          // the side to move's view
			a.W2[hidden+at+j] = n.W2[h+j] * k // the other's
		}
		a.B2 += n.B2 * k
		at += h
	}
	return a, nil
}
