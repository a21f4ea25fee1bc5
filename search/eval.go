// Package search is Chimera's game-tree search: iterative deepening
// alpha-beta with a transposition table, move ordering and a quiescence
// search, over any variant the rules core can express.
package search

import (
	"github.com/chimera-variants/chimera/core"
)

// Values are centipawn-like scores from the point of view of the side to
// move.
const (
	Infinity = 1_000_000
	Mate     = 900_000
)

// Evaluator holds per-variant evaluation tables derived from the compiled
// move graphs.
type Evaluator struct {
	v *core.Variant
	// value[t]: material value of type t; psq[t][sq]: a small bonus for
	// the type's mobility from sq on an empty board (centralisation).
	value []int
	psq   [2][][]int
}

// NewEvaluator derives piece values from mobility on an empty board: the
// average number of moves of a type over all squares, scaled so that a
// chess knight is worth about 300. Royal types are worth nothing.
func NewEvaluator(v *core.Variant) *Evaluator {
	e := &Evaluator{v: v, value: make([]int, v.NumTypes())}
	g := v.Geometry
	n := g.Size()
	for c := core.White; c <= core.Black; c++ {
		e.psq[c] = make([][]int, v.NumTypes())
	}
	for t := range v.Types {
		mob := v.EmptyBoardMobility(t)
		total := 0
		for _, m := range mob {
			total += m
		}
		avg := float64(total) / float64(n)
		// a knight averages about 5.25 moves on 8x8
		val := int(avg * 300 / 5.25)
		if v.Types[t].Promotes && val > 150 {
			val = 150
		}
		if val < 60 {
			val = 60
		}
		if v.IsRoyal(t) {
			val = 0
		}
		e.value[t] = val
		for c := core.White; c <= core.Black; c++ {
			tab := make([]int, n)
			for sq := 0; sq < n; sq++ {
				tab[sq] = int(float64(mob[sq])-avg) * 4
				if v.IsRoyal(t) {
					// a royal piece is safer at home, on low-mobility squares
					r := g.RankOf(sq)
					if c == core.Black {
						r = g.Ranks - 1 - r
					}
					tab[sq] = -int(float64(mob[sq])-avg)*6 - r*15
				}
				if v.Types[t].Promotes {
					// pawns: the further the better, central ones first
					r := g.RankOf(sq)
					if c == core.Black {
						r = g.Ranks - 1 - r
					}
					f := float64(g.FileOf(sq)) - float64(g.Files-1)/2
					if f < 0 {
						f = -f
					}
					cent := float64(g.Files)/2 - f // 0.5 at the edge, 4 in the middle of 8 files
					tab[sq] = int(float64(r) * (2 + cent*2))
				}
			}
			e.psq[c][t] = tab
		}
	}
	return e
}

// Value returns the material value of a type.
func (e *Evaluator) Value(t int) int { return e.value[t] }

// Evaluate scores the position for the side to move.
func (e *Evaluator) Evaluate(p *core.Position) int {
	score := 0
	for c := core.White; c <= core.Black; c++ {
		s := 0
		for _, sq := range p.Pieces(c) {
			t := p.At(int(sq)).Type()
			s += e.value[t] + e.psq[c][t][sq]
		}
		for t := range e.value {
			if k := p.Hand(c, t); k > 0 {
				s += k * e.value[t] * 11 / 10
			}
		}
		if c == p.Side() {
			score += s
		} else {
			score -= s
		}
	}
	return score
}
