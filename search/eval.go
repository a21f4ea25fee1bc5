// Package search is Chimera's game-tree search: iterative deepening
// principal-variation search with aspiration windows, a transposition
// table, move ordering, pruning and a quiescence search, over any
// variant the rules core can express.
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

const (
	tempo = 10
	// centreWeight: a piece's bonus on a square is this share of its
	// value times its relative extra mobility there.
	centreWeight = 0.15
	centreCap    = 50
	// shelter: a royal's own pieces on the squares around it, per piece
	// (up to shelterMax of them), in the middle game.
	shelterBonus = 8
	shelterMax   = 4
	// attackerPenalty: per enemy non-pawn within two king steps of a
	// royal, in the middle game.
	attackerPenalty = 12
	// handFactor: a piece in hand is worth this many tenths of its value
	// (it can be put anywhere).
	handFactor = 11
	pairBonus  = 30
)

// Evaluator holds per-variant evaluation tables derived from the compiled
// move graphs.
type Evaluator struct {
	v *core.Variant
	// value[t]: material value of type t
	value []int
	// psq[phase][c][t][sq]: placement bonus of a type in the middle game
	// (0) and the end game (1)
	psq [2][2][][]int
	// bound marks colour-bound types (the bishop pair bonus)
	bound []bool
	// near[sq]: squares within two king steps, ring[sq]: within one
	near, ring [][]int16
	// phaseMax is the non-promoting, non-royal material of the start
	// position; phase runs from it (middle game) to 0 (end game)
	phaseMax int
	promotes []bool
}

// NewEvaluator derives the tables for a variant (see values.go for the
// material values). A piece line's `value=` overrides its derived value.
func NewEvaluator(v *core.Variant) *Evaluator {
	nt := v.NumTypes()
	g := v.Geometry
	n := g.Size()
	e := &Evaluator{v: v, value: make([]int, nt), bound: make([]bool, nt), promotes: make([]bool, nt)}
	blocker := blockerType(v)
	samples := samplesFor(v)
	profs := make([]typeProfile, nt)
	for t := range v.Types {
		profs[t] = sampleMobility(v, t, blocker, samples)
		e.bound[t] = colourBound(v, t)
		e.value[t] = mobilityValue(profs[t].mean, e.bound[t])
		if e.value[t] < minValue {
			e.value[t] = minValue
		}
	}
	// promoting types are worth part of what they may become
	for t := range v.Types {
		best := bestPromotion(v, t, e.value)
		if best > e.value[t] {
			e.promotes[t] = v.Types[t].Promotes
			e.value[t] += int(promotionShare * float64(best-e.value[t]))
			if v.Types[t].Promotes && e.value[t] < pawnValue {
				e.value[t] = pawnValue
			}
		}
		if v.Types[t].Value > 0 {
			e.value[t] = v.Types[t].Value
		}
		if v.IsRoyal(t) {
			e.value[t] = 0
		}
	}
	for t, pt := range v.Types {
		if !v.IsRoyal(t) && !pt.Promotes {
			e.phaseMax += e.value[t] * (len(pt.Start[core.White]) + pt.InHand)
		}
	}
	if e.phaseMax == 0 {
		e.phaseMax = 1
	}
	for ph := 0; ph < 2; ph++ {
		for c := core.White; c <= core.Black; c++ {
			e.psq[ph][c] = make([][]int, nt)
			for t := range v.Types {
				e.psq[ph][c][t] = e.placement(t, c, ph, profs[t])
			}
		}
	}
	e.ring = make([][]int16, n)
	e.near = make([][]int16, n)
	for sq := 0; sq < n; sq++ {
		if !g.Exists[sq] {
			continue
		}
		for dy := -2; dy <= 2; dy++ {
			for dx := -2; dx <= 2; dx++ {
				if dx == 0 && dy == 0 {
					continue
				}
				to := g.Step(sq, dx, dy)
				if to < 0 {
					continue
				}
				e.near[sq] = append(e.near[sq], int16(to))
				if dx >= -1 && dx <= 1 && dy >= -1 && dy <= 1 {
					e.ring[sq] = append(e.ring[sq], int16(to))
				}
			}
		}
	}
	return e
}

// bestPromotion is the highest value among the types t may become.
func bestPromotion(v *core.Variant, t int, value []int) int {
	best := 0
	pt := &v.Types[t]
	if pt.Promotes {
		for _, set := range v.PromoChoice {
			for _, u := range set {
				if u != t && value[u] > best {
					best = value[u]
				}
			}
		}
	}
	if pt.Promoted >= 0 && pt.Promoted < len(value) && value[pt.Promoted] > best {
		best = value[pt.Promoted]
	}
	return best
}

// placement builds one type's bonus table for one colour and phase.
func (e *Evaluator) placement(t int, c core.Color, phase int, prof typeProfile) []int {
	v := e.v
	g := v.Geometry
	tab := make([]int, g.Size())
	for sq := range tab {
		if !g.Exists[sq] {
			continue
		}
		r := g.RankOf(sq)
		if c == core.Black {
			r = g.Ranks - 1 - r
		}
		f := float64(g.FileOf(sq)) - float64(g.Files-1)/2
		if f < 0 {
			f = -f
		}
		cent := float64(g.Files)/2 - f // 0.5 at the edge, 4 in the middle of 8 files
		rel := 0.0
		if prof.mean > 0 {
			rel = (prof.perSquare[sq] - prof.mean) / prof.mean
		}
		switch {
		case v.IsRoyal(t) && phase == 0:
			// a royal is safer at home, on squares where it moves little
			tab[sq] = -int(rel*30) - r*15
		case v.IsRoyal(t):
			// in the end game it should come out to the centre
			tab[sq] = int(rel * 40)
		case e.promotes[t]:
			// the further the better, central ones first; more so late
			adv := float64(r)
			if phase == 0 {
				tab[sq] = int(adv * (2 + cent*2))
			} else {
				tab[sq] = int(adv * adv * 3)
			}
		default:
			b := int(float64(e.value[t]) * centreWeight * rel)
			if b > centreCap {
				b = centreCap
			}
			if b < -centreCap {
				b = -centreCap
			}
			tab[sq] = b
		}
	}
	return tab
}

// Value returns the material value of a type.
func (e *Evaluator) Value(t int) int { return e.value[t] }

// Evaluate scores the position for the side to move.
func (e *Evaluator) Evaluate(p *core.Position) int {
	var mg, eg [2]int
	phase := 0
	for c := core.White; c <= core.Black; c++ {
		var colours [2]uint64 // per square colour, a bit per bound type seen
		for _, sq := range p.Pieces(c) {
			t := p.At(int(sq)).Type()
			val := e.value[t]
			mg[c] += val + e.psq[0][c][t][sq]
			eg[c] += val + e.psq[1][c][t][sq]
			if !e.promotes[t] {
				phase += val
			}
			if e.bound[t] && t < 64 {
				colours[e.squareColour(int(sq))] |= 1 << t
			}
		}
		if colours[0]&colours[1] != 0 {
			mg[c] += pairBonus
			eg[c] += pairBonus
		}
		for t := range e.value {
			if k := p.Hand(c, t); k > 0 {
				h := k * e.value[t] * handFactor / 10
				mg[c] += h
				eg[c] += h
				phase += k * e.value[t]
			}
		}
		for _, r := range p.Royals(c) {
			mg[c] += e.royalSafety(p, int(r), c)
		}
	}
	// phase: 0 at the end, phaseMax*2 with every piece on the board
	full := 2 * e.phaseMax
	if phase > full {
		phase = full
	}
	stm, opp := p.Side(), p.Side().Other()
	m := mg[stm] - mg[opp]
	g := eg[stm] - eg[opp]
	return (m*phase+g*(full-phase))/full + tempo
}

func (e *Evaluator) squareColour(sq int) int {
	g := e.v.Geometry
	return (g.FileOf(sq) + g.RankOf(sq)) & 1
}

// royalSafety counts the royal's own pieces next to it and the enemy
// pieces (not pawns) close to it.
func (e *Evaluator) royalSafety(p *core.Position, sq int, c core.Color) int {
	s := 0
	shelter := 0
	for _, to := range e.ring[sq] {
		if pc := p.At(int(to)); pc != core.NoPiece && pc.Color() == c {
			shelter++
		}
	}
	if shelter > shelterMax {
		shelter = shelterMax
	}
	s += shelter * shelterBonus
	for _, to := range e.near[sq] {
		if pc := p.At(int(to)); pc != core.NoPiece && pc.Color() != c && !e.promotes[pc.Type()] {
			s -= attackerPenalty
		}
	}
	return s
}
