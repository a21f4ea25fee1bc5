package core

import (
	"math/bits"
	"math/rand/v2"
	"slices"
	"strconv"
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
//     pieces must then stand on one rank.
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

// maxShuffleGroup bounds the castling group, whose orders are listed.
const maxShuffleGroup = 8

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
// builds the numbering.
func (v *Variant) compileShuffle() (*shufflePlan, error) {
	g := v.Geometry
	if len(v.Shuffle) > maxShuffleSquares {
		return nil, &ShuffleError{strconv.Itoa(len(v.Shuffle)) + " squares; the limit is " + strconv.Itoa(maxShuffleSquares)}
	}
	listed := make([]Piece, g.Size())
	for t, pt := range v.Types {
		for c := White; c <= Black; c++ {
			for _, sq := range pt.Start[c] {
				if sq >= 0 && sq < len(listed) {
					listed[sq] = MakePiece(t, c)
				}
			}
		}
	}
	pl := &shufflePlan{white: slices.Clone(v.Shuffle)}
	slices.Sort(pl.white) // rank*Files+file: by rank, then file
	in := map[int]bool{}
	for i, sq := range pl.white {
		if sq < 0 || sq >= g.Size() || !g.Exists[sq] {
			return nil, &ShuffleError{"square " + strconv.Itoa(sq) + " is not on the board"}
		}
		if i > 0 && pl.white[i-1] == sq {
			return nil, &ShuffleError{g.SquareName(sq) + " is named twice"}
		}
		in[sq] = true
	}
	for _, sq := range pl.white {
		f, r := g.FileOf(sq), g.Ranks-1-g.RankOf(sq)
		if v.Symmetry == "rotate" {
			f = g.Files - 1 - f
		}
		b := g.Square(f, r)
		name := g.SquareName(sq)
		switch w := listed[sq]; {
		case !g.Exists[b] || in[b]:
			return nil, &ShuffleError{name + " mirrors to " + g.SquareName(b) + ", which Black's array cannot use"}
		case w != NoPiece && w.Color() != White:
			return nil, &ShuffleError{name + " holds a Black piece: name White's squares (Black's mirror them)"}
		case w == NoPiece && listed[b] != NoPiece, w != NoPiece && listed[b] != MakePiece(w.Type(), Black):
			return nil, &ShuffleError{"Black's piece on " + g.SquareName(b) + " does not mirror White's on " + name}
		}
		pl.black = append(pl.black, b)
	}
	// the pieces: count per type (-1 empty)
	count := map[int]int{}
	var types []int
	for _, sq := range pl.white {
		t := -1
		if listed[sq] != NoPiece {
			t = listed[sq].Type()
		}
		if count[t] == 0 {
			types = append(types, t)
		}
		count[t]++
	}
	slices.Sort(types)
	// the castling group: castling types and their partners, when a
	// castling piece is shuffled
	castler := func(t int) bool { return t >= 0 && v.CanCastle(t) }
	partner := func(t int) bool { return t >= 0 && v.IsCastlePartnerType(t) }
	inGroup := map[int]bool{}
	if slices.ContainsFunc(types, castler) {
		for _, t := range types {
			inGroup[t] = castler(t) || partner(t)
		}
	}
	var group []int
	for _, sq := range pl.white {
		if listed[sq] != NoPiece && inGroup[listed[sq].Type()] {
			group = append(group, listed[sq].Type())
		}
	}
	if len(group) > 0 && g.RankOf(pl.white[0]) != g.RankOf(pl.white[len(pl.white)-1]) {
		return nil, &ShuffleError{"a castling piece is shuffled, so the squares must lie on one rank"}
	}
	if len(group) > maxShuffleGroup {
		return nil, &ShuffleError{strconv.Itoa(len(group)) + " castling pieces and partners; the limit is " + strconv.Itoa(maxShuffleGroup)}
	}
	// colour-bound types first, then the others by count
	light := 0
	for _, sq := range pl.white {
		if g.light(sq) {
			light++
		}
	}
	free := [2]int{len(pl.white) - light, light}
	var rest []int
	for _, t := range types {
		switch {
		case inGroup[t]:
		case t >= 0 && count[t] >= 2 && v.ColourBound(t):
			nl := count[t] / 2
			if count[t]%2 == 1 && moreLight(v, listed, pl.white, t) {
				nl++
			}
			for _, col := range [2]int{1, 0} { // light, then dark (Scharnagl)
				n := nl
				if col == 0 {
					n = count[t] - nl
				}
				if n > free[col] {
					return nil, &ShuffleError{v.Types[t].Name + " is colour-bound and needs " + strconv.Itoa(n) + " " + colourName[col] + " squares; " + strconv.Itoa(free[col]) + " are left"}
				}
				pl.steps = append(pl.steps, shuffleStep{t, n, col, binomial(free[col], n)})
				free[col] -= n
			}
		default:
			rest = append(rest, t)
		}
	}
	// fewest pieces first; empty squares last
	slices.SortStableFunc(rest, func(a, b int) int {
		if (a < 0) != (b < 0) {
			if a < 0 {
				return 1
			}
			return -1
		}
		return count[a] - count[b]
	})
	left := free[0] + free[1]
	for _, t := range rest {
		pl.steps = append(pl.steps, shuffleStep{t, count[t], -1, binomial(left, count[t])})
		left -= count[t]
	}
	pl.orders = groupOrders(v, group)
	if len(pl.orders) == 0 {
		return nil, &ShuffleError{"no order of the castling pieces keeps castling possible"}
	}
	pl.count = uint64(len(pl.orders))
	for _, st := range pl.steps {
		hi, lo := bits.Mul64(pl.count, st.radix)
		if hi != 0 || st.radix == 0 {
			return nil, &ShuffleError{"too many arrays to number in 64 bits"}
		}
		pl.count = lo
	}
	return pl, nil
}

var colourName = [2]string{"dark", "light"}

// moreLight reports whether the listed array has more of type t on light
// squares than on dark ones.
func moreLight(v *Variant, listed []Piece, squares []int, t int) bool {
	n := 0
	for _, sq := range squares {
		if listed[sq] != NoPiece && listed[sq].Type() == t {
			if v.Geometry.light(sq) {
				n++
			} else {
				n--
			}
		}
	}
	return n > 0
}

// groupOrders lists the distinct orders of the castling group (its types
// in file order in the listed array) in which every castling piece has
// partners on at least as many sides as in the listed order, in
// lexicographic order of the type indexes.
func groupOrders(v *Variant, listedOrder []int) [][]int {
	if len(listedOrder) == 0 {
		return [][]int{nil}
	}
	sides := func(order []int) int {
		least := 2
		for i, t := range order {
			if !v.CanCastle(t) {
				continue
			}
			n := 0
			if slices.ContainsFunc(order[:i], v.IsCastlePartnerType) {
				n++
			}
			if slices.ContainsFunc(order[i+1:], v.IsCastlePartnerType) {
				n++
			}
			least = min(least, n)
		}
		return least
	}
	need := sides(listedOrder)
	perm := slices.Clone(listedOrder)
	slices.Sort(perm)
	var out [][]int
	for {
		if sides(perm) >= need {
			out = append(out, slices.Clone(perm))
		}
		if !nextPermutation(perm) {
			return out
		}
	}
}

// nextPermutation steps a to the next distinct permutation in
// lexicographic order; false after the last.
func nextPermutation(a []int) bool {
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

// RandomShuffleIndex picks an array number uniformly, from r (nil: the
// runtime's random source). It is 0 when the variant does not shuffle.
func (v *Variant) RandomShuffleIndex(r *rand.Rand) uint64 {
	n := v.ShuffleCount()
	switch {
	case n == 0:
		return 0
	case r == nil:
		return rand.Uint64N(n)
	}
	return r.Uint64N(n)
}

// ShuffledPosition sets up the start position with the shuffled array
// numbered index (0 <= index < ShuffleCount; see the numbering above).
// Everything else is StartPosition's: hands, check counters, every piece
// unmoved, so castling rights stand for every castling piece and partner.
func ShuffledPosition(v *Variant, index uint64) (*Position, error) {
	pl := v.shuffle
	if pl == nil || index >= pl.count {
		return nil, &ShuffleError{"array " + strconv.FormatUint(index, 10) + " of " + strconv.FormatUint(v.ShuffleCount(), 10)}
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
		var cand []int
		for i, sq := range pl.white {
			if out[i] == unset && (st.colour < 0 || g.light(sq) == (st.colour == 1)) {
				cand = append(cand, i)
			}
		}
		for _, k := range unrankCombination(len(cand), st.n, d) {
			out[cand[k]] = st.typ
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

// unrankCombination is the combination numbered d (lexicographic order)
// of k positions out of n.
func unrankCombination(n, k int, d uint64) []int {
	out := make([]int, 0, k)
	c := 0
	for i := 0; i < k; i++ {
		for ; ; c++ {
			cnt := binomial(n-c-1, k-i-1)
			if d < cnt {
				out = append(out, c)
				c++
				break
			}
			d -= cnt
		}
	}
	return out
}

// rankCombination is unrankCombination's inverse.
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
