package notation

import (
	"math"

	"github.com/chimera-variants/chimera/core"
)

// moveWork estimates, from above, how many squares core's move generator
// visits for one piece moving by paths on an empty files x ranks board:
// the work of one move generation for the piece, and of one square of
// the compiler's dead-square table. Starting the walk in a direction
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

// boardWork is the compiler's work for one piece type on a files x ranks
// board with squares existing squares: the squares the generator visits
// for a piece of the type standing on each square in turn, summed. Paths
// of leaper legs only are counted by leaperWork, which knows that a walk
// ends at the board's edge (moveWork does not: it would count a
// quintessence's 37 paths of up to 73 knight leaps in full on every
// square); the others count moveWork on every square. steps is the
// budget of look-ups leaperWork may still spend in the whole block; when
// it runs out, the cruder count is used.
func boardWork(paths []core.Path, files, ranks, squares int, steps *int) float64 {
	dim := max(files, ranks)
	total := 0.0
	for i := range paths {
		if w, ok := leaperWork(&paths[i], files, ranks, steps); ok {
			total += w
			continue
		}
		total += float64(squares) * pathWork(&paths[i], dim)
	}
	return total
}

// leaperStep is the state of a walk in leaperWork: where the walk stands
// relative to its origin, the absolute direction of the last leg and
// the last turn (for z and q).
type leaperStep struct {
	dx, dy       int8
	dir, turnIdx int8
}

// leaperWork counts, from above, the squares the generator visits for a
// path of single leaps (no slides, range toggles, cylinder or rifle
// legs) from every square of an empty files x ranks board: a walk that
// has moved (dx, dy) can only have started on one of (files-|dx|) x
// (ranks-|dy|) squares, so walks that must have left the board are not
// counted. It reports false for other paths and when steps runs out.
func leaperWork(p *core.Path, files, ranks int, steps *int) (float64, bool) {
	if p.Drop != nil || p.Castle != nil || len(p.Legs) == 0 {
		return 0, false
	}
	for _, l := range p.Legs {
		if l.Range != 1 || l.Atom.Universal || l.Cylinder || l.SameLength || l.Mode&(core.ModeToggle|core.ModeGrasshop) != 0 {
			return 0, false
		}
	}
	origins := func(dx, dy int) float64 {
		return float64(max(files-abs(dx), 0) * max(ranks-abs(dy), 0))
	}
	walks := map[leaperStep]float64{{turnIdx: 1}: 1}
	work := 0.0
	for i, l := range p.Legs {
		final := i == len(p.Legs)-1
		next := map[leaperStep]float64{}
		for st, n := range walks {
			lt := int(st.turnIdx) - 1
			from := origins(int(st.dx), int(st.dy))
			for d := 0; d < 8; d++ {
				if !l.Dirs.Has(d) {
					continue
				}
				if *steps--; *steps < 0 {
					return 0, false
				}
				dir, turn := d, 0
				if i > 0 {
					dir = (int(st.dir) + d) & 7
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
				work += n * from * (1 + dirCost)
				if final {
					continue
				}
				x, y := l.Atom.Vector(dir)
				nx, ny := int(st.dx)+x, int(st.dy)+y
				if origins(nx, ny) == 0 {
					continue // off the board from every square
				}
				next[leaperStep{int8(nx), int8(ny), int8(dir), int8(turn + 1)}] += n
			}
		}
		walks = next
		if len(walks) == 0 || work >= math.MaxInt32 {
			break
		}
	}
	return work, true
}
