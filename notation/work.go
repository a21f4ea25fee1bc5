package notation

import (
	"math"

	"github.com/chimera-variants/chimera/core"
)

// moveWork estimates, from above, how many squares core's move generator
// visits for one piece moving by paths on an empty files x ranks board:
// the work of one move generation for the piece. Starting the walk in a direction
// counts dirCost visits. It follows the generator's walk: a
// leg visits up to its range of squares in each of its directions
// (slides stop at the edge; cylinder slides may go round twice), and the
// next leg is walked again from every square where the walk may go on
// (every square of an m or y leg, one square of a p, g or c leg); z and
// q legs only turn one way once a turn has been made. The estimate is
// saturated at math.MaxInt32.
func moveWork(paths []core.Path, files, ranks int) int {
	dim := max(files, ranks)
	total := 0.0
	for i := range paths {
		total += pathWork(&paths[i], dim)
		if total >= math.MaxInt32 {
			return math.MaxInt32
		}
	}
	return int(total)
}

// dirCost is what starting a walk in one direction costs the generator,
// counted in visits (measured: a visit about 12 ns, a direction 20 ns).
const dirCost = 2

// pathWork is moveWork for one path on a board whose longer side is dim.
func pathWork(p *core.Path, dim int) float64 {
	switch {
	case p.Drop != nil:
		return 0
	case p.Castle != nil:
		return float64(p.Castle.Dist) * 2
	case len(p.Legs) == 0:
		return 0
	}
	if len(p.Legs) == 1 && p.Legs[0].Atom.Universal {
		// a move to every square: each one costs about two visits
		return float64(2*dim*dim + dirCost)
	}
	// walks[toggled][lastTurn+1]: how many times the walker enters the
	// leg in that state
	var walks [2][3]float64
	walks[0][1] = 1
	work := 0.0
	for i, l := range p.Legs {
		final := i == len(p.Legs)-1
		var next [2][3]float64
		for tg := 0; tg < 2; tg++ {
			for lt := -1; lt <= 1; lt++ {
				n := walks[tg][lt+1]
				if n == 0 {
					continue
				}
				steps := legSteps(l, tg == 1, dim)
				for d := 0; d < 8; d++ {
					if !l.Dirs.Has(d) {
						continue
					}
					turn := 0
					if i > 0 {
						if d >= 1 && d <= 3 {
							turn = 1
						} else if d >= 5 {
							turn = -1
						}
						if l.Turn != 0 && lt != 0 && turn != 0 && turn*lt*int(l.Turn) < 0 {
							continue
						}
						if turn == 0 {
							turn = lt
						}
					}
					work += n * (steps + dirCost)
					if final || l.Atom.Universal {
						continue
					}
					// where the walk goes on: every square of a relay
					// leg, the first occupied one of a hop or capture
					goOn := 1.0
					if l.Mode&(core.ModeMove|core.ModeToggle) != 0 && !l.SameLength {
						goOn = steps
					}
					ntg := tg
					if l.Mode&(core.ModeToggle|core.ModeGrasshop) != 0 {
						ntg = 1 - tg
					}
					next[ntg][turn+1] += n * goOn
				}
			}
		}
		walks = next
		if work >= math.MaxInt32 {
			return math.MaxInt32
		}
	}
	return work
}

// legSteps is the number of squares a leg may visit in one direction:
// its range (toggled: a leaper becomes a slider and a slider a leaper,
// as in core), at most the length of a line of the board, twice that on
// a cylinder.
func legSteps(l core.Leg, toggled bool, dim int) float64 {
	line := dim - 1
	if l.Cylinder {
		line = 2 * dim
	}
	rng := l.Range
	switch {
	case l.SameLength:
		rng = 0
	case toggled && rng == 1:
		rng = 0
	case toggled:
		rng = 1
	}
	if rng == 0 || rng > line {
		rng = line
	}
	return float64(max(rng, 1))
}

// probeWork is what core's dead-square table spends, from above, on one
// path of a piece standing on one square of the empty board, in visits,
// besides the walks it charges to its own budget: it looks for one move
// and stops there. A leap or slide is decided by its first square (two
// with j; firstSquareCost), a path of single leaps in one direction after its first leg
// is walked in full (pathWork), and any other path is a walk core
// charges to deadWalkBudget, which here costs only the check.
func probeWork(p *core.Path, dim int) float64 {
	if p.Drop != nil || p.Castle != nil || len(p.Legs) == 0 {
		return 0
	}
	first := p.Legs[0]
	if first.Atom.Universal {
		return 1 + dirCost
	}
	if len(p.Legs) == 1 {
		return float64(dirCount(first.Dirs)) * firstSquareCost
	}
	for _, l := range p.Legs[1:] {
		if l.Range != 1 || l.Atom.Universal || dirCount(l.Dirs) != 1 {
			return 1 + dirCost
		}
	}
	return pathWork(p, dim)
}

// firstSquareCost is what core's dead-square table spends on one
// direction of a leap or slide on one square, counted in visits: it
// looks up the first square in a step table (measured: about 2 ns, a
// visit about 12 ns). Hoppers cost no more, being walked on core's
// budget.
const firstSquareCost = 0.25

// dirCount is the number of directions of a leg.
func dirCount(d core.DirSet) int {
	n := 0
	for i := 0; i < 8; i++ {
		if d.Has(i) {
			n++
		}
	}
	return n
}

// typeWork is the compiler's work for one piece type of one colour on a
// board whose longer side is dim and which has squares existing squares:
// typeOverhead and the probeWork of every path of the type on every
// square.
func typeWork(pt *core.PieceType, dim, squares int) float64 {
	w := float64(typeOverhead)
	for _, spec := range []*core.MoveSpec{&pt.Moves, &pt.LineMoves, &pt.PromoMoves} {
		for i := range spec.Paths {
			w += probeWork(&spec.Paths[i], dim)
		}
	}
	return float64(squares) * w
}
