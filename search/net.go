package search

import (
	"errors"
	"math"
	"strconv"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/internal/nnet"
)

// A learnt evaluation (internal/nnet) in place of the hand-made one: each
// side sees the board from its own first rank, each piece a feature by
// its type, whether it is the side's own, and its square; in games with
// drops, each piece in hand too, the k-th of a type its own feature.
// A network with king buckets has a set of these features for each of
// netKingBuckets regions of the board, a view using the set of the
// region its own royal stands in (see kingBucket).

// netHandSlots bounds the pieces of one type in hand that count apart.
const netHandSlots = 8

// maxNetFeatures bounds the features of one view (a stack array holds
// them).
const maxNetFeatures = 512

// netKingBuckets is the number of regions of a network with king
// buckets (kingBucket).
const netKingBuckets = 6

// NetInputs is the number of features a network for variant v has, with
// king buckets or without.
func NetInputs(v *core.Variant, kingBuckets bool) int {
	n := netSet(v)
	if kingBuckets {
		n *= netKingBuckets
	}
	return n
}

// NetBaseInputs is the number of features in one king bucket's set
// (NetInputs without buckets): a feature f of a network with buckets
// is feature f mod NetBaseInputs of one without, in a bucket.
func NetBaseInputs(v *core.Variant) int { return netSet(v) }

// netSet is the number of features in one king bucket's set.
func netSet(v *core.Variant) int {
	nt, nsq := len(v.Types), v.Geometry.Size()
	n := 2 * nt * nsq
	if hasHands(v) {
		n += 2 * nt * netHandSlots
	}
	return n
}

// NetFits reports why network n cannot evaluate variant v (nil when it
// can).
func NetFits(v *core.Variant, n *nnet.Net) error {
	if want := NetInputs(v, n.KingBuckets); n.Inputs != want {
		// (no fmt: the page links this package)
		return errors.New("a network of " + strconv.Itoa(n.Inputs) + " inputs: this game's has " + strconv.Itoa(want) + " (a network is for one game)")
	}
	return nil
}

// kingBucket is the region of square sq, for a view's own royal, in
// view's eyes (its own first rank first): its files in three groups, the
// middle file or two (a file either side of the middle on an odd board,
// the Xiangqi palace's three files apart), and its first rank apart from
// the others. A view without exactly one royal uses the first region.
func kingBucket(v *core.Variant, view core.Color, sq int) int {
	g := v.Geometry
	sq = viewSquare(v, view, sq)
	// twice the file's distance from the middle of the board
	d := 2*g.FileOf(sq) - (g.Files - 1)
	group := 1
	if d <= -2 {
		group = 0
	} else if d >= 2 {
		group = 2
	}
	rank := 0
	if g.RankOf(sq) > 0 {
		rank = 1
	}
	return 2*group + rank
}

// viewSquare is square sq as colour view sees it: from its own first
// rank, the files turned too where Black's army is White's turned half
// round (symmetry=rotate: shogi's rook on each side's right), so that
// both sides see their armies alike.
func viewSquare(v *core.Variant, view core.Color, sq int) int {
	g := v.Geometry
	if view == core.Black {
		file := g.FileOf(sq)
		if v.Symmetry == "rotate" {
			file = g.Files - 1 - file
		}
		sq = g.Square(file, g.Ranks-1-g.RankOf(sq))
	}
	return sq
}

// hasHands reports whether pieces of variant v can be in hand (a drop
// game).
func hasHands(v *core.Variant) bool {
	if v.Holdings {
		return true
	}
	for t := range v.Types {
		if v.Types[t].InHand[0] > 0 || v.Types[t].InHand[1] > 0 {
			return true
		}
	}
	return false
}

// NetFeatures appends the features of position p as side c sees it, in
// the set of c's royal's bucket when kingBuckets is set.
func NetFeatures(p *core.Position, c core.Color, kingBuckets bool, dst []int32) []int32 {
	v := p.Variant()
	off := int32(0)
	if r := p.Royals(c); kingBuckets && len(r) == 1 {
		off = int32(kingBucket(v, c, int(r[0])) * netSet(v))
	}
	for _, side := range [2]core.Color{c, c.Other()} {
		for _, sq := range p.Pieces(side) {
			dst = append(dst, off+boardFeature(v, c, p.At(int(sq)), int(sq)))
		}
	}
	if hasHands(v) {
		for _, side := range [2]core.Color{c, c.Other()} {
			for t := range v.Types {
				for k := range min(p.Hand(side, t), netHandSlots) {
					dst = append(dst, off+handFeature(v, c, core.MakePiece(t, side), k))
				}
			}
		}
	}
	return dst
}

// boardFeature is the feature of piece pc on square sq in the view of
// colour view: by type, whether it is view's own, and the square as
// view sees it (viewSquare).
func boardFeature(v *core.Variant, view core.Color, pc core.Piece, sq int) int32 {
	return int32((relative(view, pc)*len(v.Types)+pc.Type())*v.Geometry.Size() + viewSquare(v, view, sq))
}

// handFeature is the feature of the (k+1)-th piece pc in hand in the
// view of colour view (k below netHandSlots).
func handFeature(v *core.Variant, view core.Color, pc core.Piece, k int) int32 {
	nt := len(v.Types)
	return int32(2*nt*v.Geometry.Size() + (relative(view, pc)*nt+pc.Type())*netHandSlots + k)
}

// relative is 0 for a piece of colour view, 1 for the other's.
func relative(view core.Color, pc core.Piece) int {
	if pc.Color() == view {
		return 0
	}
	return 1
}

// SetNet makes the evaluator use network n (nil: the hand-made
// evaluation again). The network must have the variant's inputs.
func (e *Evaluator) SetNet(n *nnet.Net) error {
	if n != nil {
		if err := NetFits(e.v, n); err != nil {
			return err
		}
	}
	e.net, e.layer, e.b1 = n, nil, nil
	if n != nil {
		e.layer, e.b1 = netLayer(e.v, n)
	}
	return nil
}

// layerOne is 1 in the layer's fixed point: the network's first-layer
// weights are kept as integers so that adding and taking away a row
// leaves no rounding behind.
const layerOne = 1 << 18

// netLayer is network n's first layer as a core.Layer, in fixed point,
// with its biases.
func netLayer(v *core.Variant, n *nnet.Net) (*core.Layer, []int32) {
	l := &core.Layer{Width: n.Hidden, Rows: make([]int32, len(n.W1))}
	for i, w := range n.W1 {
		l.Rows[i] = int32(math.Round(float64(w) * layerOne))
	}
	b1 := make([]int32, n.Hidden)
	for i, b := range n.B1 {
		b1[i] = int32(math.Round(float64(b) * layerOne))
	}
	hands := hasHands(v)
	if n.KingBuckets {
		set := int32(netSet(v))
		for view := core.White; view <= core.Black; view++ {
			l.Buckets[view] = make([]int32, v.Geometry.Size())
			for sq := range l.Buckets[view] {
				l.Buckets[view][sq] = int32(kingBucket(v, view, sq)) * set
			}
		}
	}
	for view := core.White; view <= core.Black; view++ {
		for pc := core.Piece(0); pc <= v.MaxPiece(); pc++ {
			board := make([]int32, v.Geometry.Size())
			for sq := range board {
				board[sq] = boardFeature(v, view, pc, sq)
			}
			l.Board[view] = append(l.Board[view], board)
			var hand []int32
			if hands {
				for k := range netHandSlots {
					hand = append(hand, handFeature(v, view, pc, k))
				}
			}
			l.Hand[view] = append(l.Hand[view], hand)
		}
	}
	return l, b1
}

// netScore is the network's score for the side to move, with the move
// rule's scaling.
func (e *Evaluator) netScore(p *core.Position) int {
	stm := p.Side()
	var score int
	if p.Layer() == e.layer {
		score = e.layerScore(p.LayerSum(stm), p.LayerSum(stm.Other()))
	} else {
		var own, other [maxNetFeatures]int32
		kb := e.net.KingBuckets
		score = e.net.Centipawns(NetFeatures(p, stm, kb, own[:0]), NetFeatures(p, stm.Other(), kb, other[:0]))
	}
	if mr := e.v.Rules.MoveRule; mr > 0 {
		half, _ := p.Counters()
		score = score * (2*mr - min(half, mr)) / (2 * mr)
	}
	return score
}

// layerScore is the network's output, in centipawns, from the sums the
// position keeps of its first layer: the side to move's own, then the
// other's.
func (e *Evaluator) layerScore(own, other []int32) int {
	n := e.net
	h := n.Hidden
	w2 := n.W2[:2*h]
	b1 := e.b1[:h]
	own, other = own[:h], other[:h]
	// four sums, not one: each addition then waits on the one four
	// before it, not the last (the order changes the float's rounding,
	// by far less than a centipawn)
	var y [4]float32
	j := 0
	for ; j+4 <= h; j += 4 {
		y[0] += w2[j]*clipFixed(own[j]+b1[j]) + w2[h+j]*clipFixed(other[j]+b1[j])
		y[1] += w2[j+1]*clipFixed(own[j+1]+b1[j+1]) + w2[h+j+1]*clipFixed(other[j+1]+b1[j+1])
		y[2] += w2[j+2]*clipFixed(own[j+2]+b1[j+2]) + w2[h+j+2]*clipFixed(other[j+2]+b1[j+2])
		y[3] += w2[j+3]*clipFixed(own[j+3]+b1[j+3]) + w2[h+j+3]*clipFixed(other[j+3]+b1[j+3])
	}
	for ; j < h; j++ {
		y[0] += w2[j]*clipFixed(own[j]+b1[j]) + w2[h+j]*clipFixed(other[j]+b1[j])
	}
	return int((n.B2 + (y[0] + y[1]) + (y[2] + y[3])) * n.Scale)
}

// clipFixed is a fixed-point sum clipped to [0, 1], as a float.
func clipFixed(a int32) float32 {
	return float32(min(max(a, 0), layerOne)) * (1.0 / layerOne)
}

// SetNet makes the searcher evaluate with network n and forgets what it
// learnt with the evaluation before.
func (s *Searcher) SetNet(n *nnet.Net) error {
	if err := s.e.SetNet(n); err != nil {
		return err
	}
	s.p.SetLayer(s.e.layer)
	s.Clear()
	return nil
}
