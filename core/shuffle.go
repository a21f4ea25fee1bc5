package core

import (
	"cmp"
	"math/bits"
	"slices"

	"github.com/chimera-variants/chimera/internal/lite"
)

// Shuffled start arrays (the shuffle= parameter, Chess960 and its kin).
//
// Variant.Shuffle names White's squares whose pieces are permuted at the
// start of a game; Black's pieces on the mirrored squares (by Symmetry:
// the rank flipped, or the board turned for "rotate") are permuted the
// same way, so Black mirrors White. Empty squares among them are
// shuffled too (a piece may land there). Two rules restrict the arrays,
// both read from the compiled rules, never from names:
//
//   - a colour-bound type (no move changes the square's colour: the
//     bishop, the ferz, the alfil) with two or more pieces is spread over
//     both colours, half on each (an odd one out on the colour the listed
//     array has more of); a lone colour-bound piece may stand anywhere;
//   - a castling piece (a type with O moves) keeps castling partners on
//     as many sides as it has in the listed array (the king between its
//     rooks): the castling piece and the partner types among the shuffled
//     pieces must then stand on one rank. Pieces outside the shuffled
//     squares are not considered (rooks left in the corners are always
//     outside a king shuffled between them).
//
// The arrays are numbered 0..ShuffleCount()-1 as a mixed-radix number,
// least significant digit first: for each colour-bound type its light
// squares (file+rank odd; a1 is dark) then its dark squares, as a
// combination of the free squares of that colour in file order; then the
// other types, fewest pieces first (then in type order), and the empty
// squares, as a combination of the free squares; then the order of the
// castling group on the squares left. On 8 files this is Scharnagl's
// Chess960 numbering: the orthodox array is 518.

// maxShuffleSquares bounds the shuffled squares (and the binomials of
// the numbering, which fit in 64 bits up to 64 squares).
const maxShuffleSquares = 64

// maxShuffleGroup bounds the castling group, whose orders are listed
// (compileShuffle's message says 6: 720 orders).
const maxShuffleGroup = 6

// ShuffleError is a shuffle= that cannot be used: it names the problem.
type ShuffleError struct{ Msg string }

func (e *ShuffleError) Error() string { return "shuffle: " + e.Msg }

// shufflePlan is the compiled shuffle: squares, placement steps and the
// castling group's orders.
type shufflePlan struct {
	// white: White's shuffled squares by rank, then file; black[i]
	// mirrors white[i].
	white, black []int
	steps        []shuffleStep
	// orders: the castling group's allowed orders on the squares left
	// after the steps (types, -1 none).
	orders [][]int
	count  uint64
}

// shuffleStep places n pieces of one type (-1: empty squares) on the
// free squares of one colour (-1: any).
type shuffleStep struct {
	typ, n, colour int
	radix          uint64
}

// ColourBound reports whether every move of type t keeps the colour of
// its square: each leg's step has an even file+rank sum (an odd leaper
// leg counts once, an odd sliding leg makes it unbound), and no move
// wraps or leaps anywhere. Castling and drops are not counted. A type
// without moves is not colour-bound.
func (v *Variant) ColourBound(t int) bool {
	any := false
	for _, p := range v.Types[t].Moves.Paths {
		if p.Castle != nil || p.Drop != nil || len(p.Legs) == 0 {
			continue
		}
		odd := 0
		for _, l := range p.Legs {
			if l.Atom.Universal || l.Cylinder {
				return false
			}
			if (l.Atom.X+l.Atom.Y)%2 == 0 {
				continue
			}
			if l.Range != 1 || l.SameLength {
				return false
			}
			odd++
		}
		if odd%2 != 0 {
			return false
		}
		any = true
	}
	return any
}

// light reports whether sq is a light square (file+rank odd).
func (g *Geometry) light(sq int) bool { return (g.FileOf(sq)+g.RankOf(sq))&1 == 1 }

// compileShuffle checks Variant.Shuffle against the listed array and
// builds the numbering. (Plain loops over slices, few error paths and no
// sort: the page links this code, where each map access, sort and
// message costs far more than natively.)
func (v *Variant) compileShuffle() (*shufflePlan, error) {
	g := v.Geometry
	n := g.Size()
	// listed[sq]: the listed array's piece type + 1 (0 empty), Black's
	// as -(type + 1)
	listed := make([]int, n)
	for t, pt := range v.Types {
		for c, sqs := range pt.Start {
			for _, sq := range sqs {
				if sq >= 0 && sq < n {
					listed[sq] = (t + 1) * (1 - 2*c)
				}
			}
		}
	}
	in := make([]bool, n)
	for _, sq := range v.Shuffle {
		if len(v.Shuffle) > maxShuffleSquares || sq < 0 || sq >= n || !g.Exists[sq] || in[sq] {
			return nil, &ShuffleError{"a square off the board or named twice, or too many squares"}
		}
		in[sq] = true
	}
	var white, black []int
	var steps []shuffleStep
	nk := len(v.Types) + 1
	count := make([]int, nk)
	group := make([]bool, nk) // castling types and partners
	anyCastler := false
	var free [2]int // dark and light squares
	rotate := v.Symmetry == "rotate"
	firstRank, lastRank := -1, -1
	// by rank, then file (file and rank counted, not divided: the
	// page's code is smaller without the divisions)
	for sq, f, r := 0, 0, 0; sq < n; sq, f = sq+1, f+1 {
		if f == g.Files {
			f, r = 0, r+1
		}
		if !in[sq] {
			continue
		}
		if firstRank < 0 {
			firstRank = r
		}
		lastRank = r
		bf := f
		if rotate {
			bf = g.Files - 1 - f
		}
		b := (g.Ranks-1-r)*g.Files + bf
		k := listed[sq]
		if k < 0 || in[b] || !g.Exists[b] || listed[b] != -k {
			return nil, mirrorError(g, b, sq)
		}
		white = append(white, sq)
		black = append(black, b)
		free[(f+r)&1]++
		count[k]++
		if k > 0 {
			castles := v.CanCastle(k - 1)
			anyCastler = anyCastler || castles
			group[k] = castles || v.IsCastlePartnerType(k-1)
		}
	}
	// the castling group, when a castling piece is shuffled, is placed
	// last, in an order that keeps castling
	var order []int
	for _, sq := range white {
		if k := listed[sq]; anyCastler && group[k] {
			order = append(order, k-1)
		}
	}
	if len(order) > 0 && firstRank != lastRank || len(order) > maxShuffleGroup {
		return nil, &ShuffleError{"a castling piece is shuffled: the squares must lie on one rank, with at most 6 castling pieces and partners"}
	}
	// colour-bound types first (light, then dark: Scharnagl's order),
	// then the others, fewest pieces first, then the empty squares
	for k := 1; k < nk; k++ {
		if count[k] < 2 || anyCastler && group[k] || !v.ColourBound(k-1) {
			continue
		}
		nl := count[k] / 2
		if count[k]%2 == 1 && moreLight(g, listed, white, k) {
			nl++
		}
		steps = append(steps, shuffleStep{k - 1, nl, 1, 0}, shuffleStep{k - 1, count[k] - nl, 0, 0})
		count[k] = 0
	}
	for c := 1; c <= len(white); c++ {
		for k := 1; k < nk; k++ {
			if count[k] == c && !(anyCastler && group[k]) {
				steps = append(steps, shuffleStep{k - 1, c, -1, 0})
			}
		}
	}
	if count[0] > 0 {
		steps = append(steps, shuffleStep{-1, count[0], -1, 0})
	}
	orders := groupOrders(v, order)
	total := uint64(len(orders))
	left := free[0] + free[1]
	for i := range steps {
		st := &steps[i]
		if st.colour >= 0 {
			st.radix = binomial(free[st.colour], st.n)
			free[st.colour] -= st.n
		} else {
			st.radix = binomial(left, st.n)
		}
		left -= st.n
		hi, lo := bits.Mul64(total, st.radix)
		if hi != 0 {
			return nil, &ShuffleError{"too many arrays to number in 64 bits"}
		}
		total = lo
	}
	if total == 0 {
		// a colour-bound type with more pieces than squares of a colour,
		// or no order of the castling group keeps castling
		return nil, &ShuffleError{"no array keeps the colour-bound pieces on both colours and castling possible"}
	}
	return &shufflePlan{white, black, steps, orders, total}, nil
}

// mirrorError says that Black's piece on b does not mirror White's on
// sq.
//
//go:noinline
func mirrorError(g *Geometry, b, sq int) error {
	return &ShuffleError{"Black's piece on " + g.SquareName(b) + " does not mirror White's on " + g.SquareName(sq) + " (name White's squares only)"}
}

// moreLight reports whether the listed array has more of kind k (type
// + 1) on light squares than on dark ones.
//
//go:noinline
func moreLight(g *Geometry, listed []int, squares []int, k int) bool {
	n := 0
	for _, sq := range squares {
		if listed[sq] == k {
			n += 2*((g.FileOf(sq)+g.RankOf(sq))&1) - 1
		}
	}
	return n > 0
}

// groupOrders lists the distinct orders of the castling group (its types
// in file order in the listed array) in which every castling piece has
// partners on at least as many sides as in the listed order, in
// lexicographic order of the type indexes.
func groupOrders(v *Variant, listedOrder []int) [][]int {
	need := castlingSides(v, listedOrder)
	perm := slices.Clone(listedOrder)
	lite.SortInts(perm, cmp.Compare) // slices' sorts are much more code in the wasm
	var out [][]int
	for {
		if castlingSides(v, perm) >= need {
			out = append(out, slices.Clone(perm))
		}
		if !nextPermutation(perm) {
			return out
		}
	}
}

// castlingSides is the least number of sides (0, 1, 2) on which a
// castling piece of the order has a partner.
//
//go:noinline
func castlingSides(v *Variant, order []int) int {
	least := 2
	for i, t := range order {
		if !v.CanCastle(t) {
			continue
		}
		lo, hi := 0, 0
		for j, u := range order {
			if j != i && v.IsCastlePartnerType(u) {
				if j < i {
					lo = 1
				} else {
					hi = 1
				}
			}
		}
		least = min(least, lo+hi)
	}
	return least
}

// nextPermutation steps a to the next distinct permutation in
// lexicographic order; false after the last.
func nextPermutation[T cmp.Ordered](a []T) bool {
	i := len(a) - 2
	for i >= 0 && a[i] >= a[i+1] {
		i--
	}
	if i < 0 {
		return false
	}
	j := len(a) - 1
	for a[j] <= a[i] {
		j--
	}
	a[i], a[j] = a[j], a[i]
	slices.Reverse(a[i+1:])
	return true
}

// binomial is n choose k (0 when k > n); n <= 64 keeps it in 64 bits.
// (Not inlined: the page's wasm pays for every copy.)
//
//go:noinline
func binomial(n, k int) uint64 {
	if k < 0 || k > n {
		return 0
	}
	row := make([]uint64, k+1)
	row[0] = 1
	for i := 1; i <= n; i++ {
		for j := min(i, k); j > 0; j-- {
			row[j] += row[j-1]
		}
	}
	return row[k]
}

// ShuffleCount is the number of start arrays shuffle= allows (0 when the
// variant does not shuffle). The variant must be compiled.
func (v *Variant) ShuffleCount() uint64 {
	if v.shuffle == nil {
		return 0
	}
	return v.shuffle.count
}

// ShuffledPosition sets up the start position with the shuffled array
// numbered index (0 <= index < ShuffleCount; see the numbering above).
// Everything else is StartPosition's: hands, check counters, every piece
// unmoved, so castling rights stand for every castling piece and partner.
func ShuffledPosition(v *Variant, index uint64) (*Position, error) {
	pl := v.shuffle
	if pl == nil || index >= pl.count {
		return nil, &ShuffleError{"no such array"}
	}
	p, err := StartPosition(v)
	if err != nil {
		return nil, err
	}
	for i, t := range pl.arrange(v.Geometry, index) {
		p.Put(pl.white[i], NoPiece, false)
		p.Put(pl.black[i], NoPiece, false)
		if t >= 0 {
			p.Put(pl.white[i], MakePiece(t, White), true)
			p.Put(pl.black[i], MakePiece(t, Black), true)
		}
	}
	return p, nil
}

// arrange lists the types (-1: empty) on the shuffled squares for array
// index.
func (pl *shufflePlan) arrange(g *Geometry, index uint64) []int {
	const unset = -2
	out := make([]int, len(pl.white))
	for i := range out {
		out[i] = unset
	}
	for _, st := range pl.steps {
		d := index % st.radix
		index /= st.radix
		// combination d (lexicographic) of st.n of the free squares of
		// the step's colour: a square is taken when d falls among the
		// combinations that take it, C(free squares after it, left - 1)
		free := 0
		for i, sq := range pl.white {
			if out[i] == unset && (st.colour < 0 || g.light(sq) == (st.colour == 1)) {
				free++
			}
		}
		left := st.n
		for i, sq := range pl.white {
			if left == 0 || out[i] != unset || st.colour >= 0 && g.light(sq) != (st.colour == 1) {
				continue
			}
			free--
			if c := binomial(free, left-1); d < c {
				out[i] = st.typ
				left--
			} else {
				d -= c
			}
		}
	}
	order := pl.orders[index%uint64(len(pl.orders))]
	k := 0
	for i := range out {
		if out[i] == unset {
			out[i] = order[k]
			k++
		}
	}
	return out
}

// ShuffleIndex finds the number of the array p starts from: the pieces on
// the shuffled squares (both sides) form an allowed array. False when
// they do not, or the variant does not shuffle.
func (v *Variant) ShuffleIndex(p *Position) (uint64, bool) {
	pl := v.shuffle
	if pl == nil {
		return 0, false
	}
	g := v.Geometry
	types := make([]int, len(pl.white))
	for i, sq := range pl.white {
		w, b := p.At(sq), p.At(pl.black[i])
		types[i] = -1
		if w != NoPiece {
			types[i] = w.Type()
		}
		if w != NoPiece && (w.Color() != White || b != MakePiece(w.Type(), Black)) || w == NoPiece && b != NoPiece {
			return 0, false
		}
	}
	used := make([]bool, len(types))
	var index, scale uint64 = 0, 1
	for _, st := range pl.steps {
		var chosen []int
		n := 0
		for i, sq := range pl.white {
			if used[i] || st.colour >= 0 && g.light(sq) != (st.colour == 1) {
				continue
			}
			if types[i] == st.typ {
				chosen = append(chosen, n)
				used[i] = true
			}
			n++
		}
		if len(chosen) != st.n {
			return 0, false
		}
		index += scale * rankCombination(n, chosen)
		scale *= st.radix
	}
	var rest []int
	for i, t := range types {
		if !used[i] {
			rest = append(rest, t)
		}
	}
	for k, o := range pl.orders {
		if slices.Equal(o, rest) {
			return index + scale*uint64(k), true
		}
	}
	return 0, false
}

// rankCombination numbers a combination of positions out of n in
// lexicographic order (arrange takes them in the same order).
func rankCombination(n int, chosen []int) uint64 {
	var d uint64
	c := 0
	for i, pos := range chosen {
		for ; c < pos; c++ {
			d += binomial(n-c-1, len(chosen)-i-1)
		}
		c = pos + 1
	}
	return d
}
