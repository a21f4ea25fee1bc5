package core

// Weights are numbers per piece and square, and per piece in hand, that a
// position keeps summed per colour as pieces come and go, so that make
// and unmake keep them up to date: a search's material and piece-square
// terms, kept incrementally instead of recounted at every node.
type Weights struct {
	// Board[pc][sq] counts for pc's colour while pc stands on sq (pc is
	// the Piece value, so Board has an entry for every piece of the
	// variant: MaxPiece+1).
	Board [][]WeightVec
	// Hand[pc] counts for pc's colour once per piece pc in hand.
	Hand []WeightVec
}

// WeightVec is a fixed set of sums (a search keeps middle-game, end-game,
// phase and piece-count terms).
type WeightVec [4]int32

func (a *WeightVec) add(b *WeightVec) {
	a[0] += b[0]
	a[1] += b[1]
	a[2] += b[2]
	a[3] += b[3]
}

func (a *WeightVec) addTimes(b *WeightVec, k int32) {
	a[0] += k * b[0]
	a[1] += k * b[1]
	a[2] += k * b[2]
	a[3] += k * b[3]
}

func (a *WeightVec) sub(b *WeightVec) {
	a[0] -= b[0]
	a[1] -= b[1]
	a[2] -= b[2]
	a[3] -= b[3]
}

// MaxPiece is the largest Piece value of the variant (Weights.Board and
// Weights.Hand need MaxPiece+1 entries).
func (v *Variant) MaxPiece() Piece { return MakePiece(len(v.Types)-1, Black) }

// SetWeights installs w (nil removes them) and sums the board and the
// hands under it.
func (p *Position) SetWeights(w *Weights) {
	p.weights = w
	p.wsum = [2]WeightVec{}
	if w == nil {
		return
	}
	for c := White; c <= Black; c++ {
		for _, sq := range p.plist[c] {
			p.wsum[c].add(&w.Board[p.board[sq]][sq])
		}
		for t, n := range p.hand[c] {
			p.wsum[c].addTimes(&w.Hand[MakePiece(t, c)], int32(n))
		}
	}
}

// Weights returns the installed weights (nil when none).
func (p *Position) Weights() *Weights { return p.weights }

// WeightSums returns colour c's sums of the installed weights.
func (p *Position) WeightSums(c Color) WeightVec { return p.wsum[c] }

// handWeight adjusts the sums for a hand count changing from old to n.
func (p *Position) handWeight(c Color, t, old, n int) {
	if p.layer != nil {
		p.layerHand(MakePiece(t, c), old, n)
	}
	if p.weights != nil {
		p.wsum[c].addTimes(&p.weights.Hand[MakePiece(t, c)], int32(n-old))
	}
}
