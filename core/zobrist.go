package core

// zobristKeys are the random numbers whose XOR identifies a position.
type zobristKeys struct {
	piece  [][]uint64 // [Piece][square]
	virgin []uint64   // [square], for types that track their unmoved state
	ep     []uint64   // [square]
	hand   [][]uint64 // [Piece][count & 63]
	side   uint64
	left   [64]uint64 // moves left in the turn
}

// splitmix64 is a small deterministic generator: the same variant gets
// the same keys in every run, so hashes are reproducible.
type splitmix64 uint64

func (s *splitmix64) next() uint64 {
	*s += 0x9e3779b97f4a7c15
	z := uint64(*s)
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

func newZobristKeys(types, squares int) zobristKeys {
	rng := splitmix64(0x5eed)
	var z zobristKeys
	np := 2*types + 2
	z.piece = make([][]uint64, np)
	z.hand = make([][]uint64, np)
	for p := 2; p < np; p++ {
		z.piece[p] = make([]uint64, squares)
		for sq := range z.piece[p] {
			z.piece[p][sq] = rng.next()
		}
		z.hand[p] = make([]uint64, 64)
		for i := 1; i < 64; i++ {
			z.hand[p][i] = rng.next()
		}
	}
	z.virgin = make([]uint64, squares)
	z.ep = make([]uint64, squares)
	for sq := 0; sq < squares; sq++ {
		z.virgin[sq] = rng.next()
		z.ep[sq] = rng.next()
	}
	z.side = rng.next()
	for i := 1; i < 64; i++ {
		z.left[i] = rng.next()
	}
	z.left[1] = 0 // the usual state hashes as before
	return z
}
