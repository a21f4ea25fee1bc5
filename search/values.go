package search

import (
	"math"
	"math/rand/v2"

	"github.com/chimera-variants/chimera/core"
)

// Piece values are derived from what a type can do on a board that is
// neither empty nor full: on an empty board a bishop has 1.7 times a
// knight's moves, on a real one it is worth about as much. So the
// type's moves are counted, with the real move generator, on boards
// where a fixed share of the squares holds pieces of either colour
// (hoppers need screens, lame leapers get blocked, sliders stop early).
// The mean number of moves, corrected for colour binding, relative to a
// chess knight's and raised to mobilityExponent, times knightValue, is
// the value. Per-square means give the piece-square tables
// (centralisation).

const (
	// sampleDensity is the share of occupied squares on a sample board,
	// about that of a middle game.
	sampleDensity = 0.35
	// knightMobility is a chess knight's mean sampled mobility on 8x8:
	// 5.25 targets, each usable when empty or an enemy.
	knightMobility = 5.25 * (1 - sampleDensity/2)
	knightValue    = 325
	// mobilityExponent: value grows faster than mobility (a queen is worth
	// more than a rook and a bishop together). With the density above it
	// gives chess values of about N 325, B 330, R 495, Q 975.
	mobilityExponent = 1.2
	// colourBoundFactor discounts a type that never leaves its square
	// colour (a bishop reaches half the board).
	colourBoundFactor = 0.92
	// promotionShare is the part of its best promotion's gain that a
	// promoting type is worth beforehand.
	promotionShare = 0.06
	// pawnFloor is the least a promoting type is worth (a shatranj pawn,
	// which only promotes to a ferz, comes out at about that: 0.22 of a
	// knight, as in Fairy-Max's shatranj), minValue the least of the rest.
	pawnFloor = 70
	minValue  = 50
)

// typeProfile is what sampling found about one type.
type typeProfile struct {
	mean      float64   // mean number of moves over squares and samples
	perSquare []float64 // mean number of moves per square
}

// sampleMobility counts a White piece of type t's pseudo-legal moves on
// every square of `samples` random boards (deterministic: the same
// variant always gets the same values).
func sampleMobility(v *core.Variant, t, blocker, samples int) typeProfile {
	g := v.Geometry
	n := g.Size()
	prof := typeProfile{perSquare: make([]float64, n)}
	p, err := core.NewPosition(v)
	if err != nil {
		return prof
	}
	rng := rand.New(rand.NewPCG(uint64(t)+1, 0x5eed))
	var ml core.MoveList
	occupied := make([]bool, n)
	total, squares := 0.0, 0
	for s := 0; s < samples; s++ {
		for sq := 0; sq < n; sq++ {
			occupied[sq] = false
			if g.Exists[sq] && rng.Float64() < sampleDensity {
				occupied[sq] = true
				c := core.White
				if rng.IntN(2) == 1 {
					c = core.Black
				}
				p.Put(sq, core.MakePiece(blocker, c), false)
			}
		}
		for sq := 0; sq < n; sq++ {
			if !g.Exists[sq] || occupied[sq] {
				continue
			}
			p.Put(sq, core.MakePiece(t, core.White), false)
			ml.Reset()
			p.GeneratePieceMoves(&ml, sq)
			p.Put(sq, core.NoPiece, false)
			k := float64(countDestinations(p, &ml))
			prof.perSquare[sq] += k
			total += k
			squares++
		}
		for sq := 0; sq < n; sq++ {
			if occupied[sq] {
				p.Put(sq, core.NoPiece, false)
			}
		}
	}
	if squares > 0 {
		prof.mean = total / float64(squares)
	}
	// per-square means: each square was empty in about (1-density) of
	// the samples
	empty := float64(samples) * (1 - sampleDensity)
	for sq := range prof.perSquare {
		prof.perSquare[sq] /= empty
	}
	return prof
}

// countDestinations counts distinct (destination, victims) outcomes:
// promotion choices and the like are one move for mobility.
func countDestinations(p *core.Position, ml *core.MoveList) int {
	k := 0
	for i := range ml.Moves {
		m := p.Detail(ml.Moves[i])
		dup := false
		for j := 0; j < i; j++ {
			o := p.Detail(ml.Moves[j])
			if o.To == m.To && o.NVictims == m.NVictims && (m.NVictims == 0 || o.Victims[0] == m.Victims[0]) {
				dup = true
				break
			}
		}
		if !dup {
			k++
		}
	}
	return k
}

// colourBound reports whether type t's moves on an empty board never
// change the square colour (bishops, ferzes, alfils).
func colourBound(v *core.Variant, t int) bool {
	g := v.Geometry
	p, err := core.NewPosition(v)
	if err != nil {
		return false
	}
	var ml core.MoveList
	any := false
	for sq := 0; sq < g.Size(); sq++ {
		if !g.Exists[sq] {
			continue
		}
		p.Put(sq, core.MakePiece(t, core.White), false)
		ml.Reset()
		p.GeneratePieceMoves(&ml, sq)
		p.Put(sq, core.NoPiece, false)
		for i := range ml.Moves {
			to := int(ml.Moves[i].To())
			if to < 0 {
				continue
			}
			any = true
			if (g.FileOf(to)+g.RankOf(to))&1 != (g.FileOf(sq)+g.RankOf(sq))&1 {
				return false
			}
		}
	}
	return any
}

// blockerType picks the type used to fill sample boards: the most common
// non-royal type of the start position (usually the pawn), so that
// capture-matrix bans and hop bans on rarer types do not distort values.
func blockerType(v *core.Variant) int {
	best, count := 0, -1
	for t := range v.Types {
		if v.CanBeRoyal(t) {
			continue
		}
		if k := len(v.Types[t].Start[core.White]) + max(v.Types[t].InHand[0], v.Types[t].InHand[1]); k > count {
			best, count = t, k
		}
	}
	return best
}

// samplesFor keeps derivation fast on big boards: about 4000 placements
// per type.
func samplesFor(v *core.Variant) int {
	n := v.Geometry.Size()
	s := 4000 / n
	if s < 4 {
		s = 4
	}
	if s > 48 {
		s = 48
	}
	return s
}

// mobilityValue turns a sampled mean mobility into a material value.
func mobilityValue(mob float64, bound bool) int {
	if bound {
		mob *= colourBoundFactor
	}
	return int(knightValue * math.Pow(mob/knightMobility, mobilityExponent))
}
