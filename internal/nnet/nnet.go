// Package nnet holds a small evaluation network: each side's view of a
// position is a set of active features (a piece of a type and colour on
// a square, a count of a type in hand), which sum rows of the first
// layer into a hidden layer clipped to [0, 1]; the two views, the side
// to move's first, feed one output. Training and files are in
// internal/nnet/learn, which the page does not link.
package nnet

// MaxHidden bounds the hidden layer (a stack array holds it).
const MaxHidden = 256

// Net is the network. Its output is a win chance's logit; Scale turns it
// into centipawns.
type Net struct {
	Inputs, Hidden int
	// W1 holds a row of Hidden weights per feature; B1 the hidden
	// layer's biases.
	W1, B1 []float32
	// W2 holds the output's weights, the side to move's Hidden first.
	W2 []float32
	B2 float32
	// Scale: centipawns per unit of the output.
	Scale float32
	// OnTop: the network corrects another evaluation (its output is
	// added to that one's), rather than standing alone.
	OnTop bool
	// KingBuckets: each view's features come in sets, one for each
	// region its own royal may stand in (the regions are the
	// evaluator's: search.NetInputs).
	KingBuckets bool
}

// hidden sums one view's features into acc and clips it.
func (n *Net) hidden(features []int32, acc []float32) {
	h := n.Hidden
	acc = acc[:h]
	copy(acc, n.B1)
	for _, f := range features {
		addRow(acc, n.W1[int(f)*h:int(f)*h+h])
	}
	for j, a := range acc {
		acc[j] = min(max(a, 0), 1)
	}
}

// addRow adds row to acc (of the same length), eight at a time.
func addRow(acc, row []float32) {
	row = row[:len(acc)]
	j := 0
	for ; j+8 <= len(acc); j += 8 {
		a, r := acc[j:j+8:j+8], row[j:j+8:j+8]
		a[0] += r[0]
		a[1] += r[1]
		a[2] += r[2]
		a[3] += r[3]
		a[4] += r[4]
		a[5] += r[5]
		a[6] += r[6]
		a[7] += r[7]
	}
	for ; j < len(acc); j++ {
		acc[j] += row[j]
	}
}

// Output is the network's output for the side to move's features own
// and the other side's other (features outside the inputs are ignored
// by the caller's contract: every one must be below Inputs).
func (n *Net) Output(own, other []int32) float32 {
	var acc [2 * MaxHidden]float32
	h := n.Hidden
	n.hidden(own, acc[:h])
	n.hidden(other, acc[h:2*h])
	y := n.B2
	for j, w := range n.W2 {
		y += w * acc[j]
	}
	return y
}

// Centipawns is Output in centipawns.
func (n *Net) Centipawns(own, other []int32) int {
	return int(n.Output(own, other) * n.Scale)
}
