package variants_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/notation"
)

// TestPetrifiedWall: a capturing queen becomes a wall, written '*' in the
// FEN as Fairy-Stockfish writes it, and read back as a wall; Unmake
// takes it away again.
func TestPetrifiedWall(t *testing.T) {
	p := fenPosition(t, "petrified", "4k3/8/8/3q4/8/8/3R4/4K3 w - - 0 1")
	play(t, p, "Rxd5=X")
	fen := notation.FEN(p)
	assert.Equal(t, "4k3/8/8/3*4/8/8/8/4K3 b - - 0 1", fen)
	q := fenPosition(t, "petrified", fen)
	assert.Equal(t, fen, notation.FEN(q))
	assert.Equal(t, legalCount(p), legalCount(q))
	p.Unmake()
	assert.Equal(t, "4k3/8/8/3q4/8/8/3R4/4K3 w - - 0 1", notation.FEN(p))
}

// TestAmazonsPerft: a move and its arrow are one move. The counts are
// the Game of the Amazons' published ones (2,176 first moves, 4,307,152
// after two), since the Fairy-Stockfish build the other tables come from
// lacks its amazons variant.
func TestAmazonsPerft(t *testing.T) {
	p := fenPosition(t, "amazons", "startpos")
	assert.Equal(t, uint64(2176), p.Perft(1))
	if !testing.Short() {
		assert.Equal(t, uint64(4307152), p.Perft(2))
	}
	assert.Equal(t, "3q2q3/10/10/q8q/10/10/Q8Q/10/10/3Q2Q3 w - - 0 1", notation.FEN(p))
}

// TestArrow: after an amazon's move its arrow is a wall where it landed,
// written '*'; the SAN names the arrow's square unless it is the one left.
func TestArrow(t *testing.T) {
	p := fenPosition(t, "amazons", "3q2q3/10/10/q8q/10/10/Q8Q/10/10/3Q2Q3 w - - 0 1")
	play(t, p, "Qd2/X") // the arrow back on d1: the square it left
	assert.Equal(t, "3q2q3/10/10/q8q/10/10/Q8Q/10/3Q6/3*2Q3 b - - 1 1", notation.FEN(p))
}

// TestDuck: the duck is moved, not added: after each move there is one
// wall, never on the square it stood on; Unmake puts it back. A castling
// move's duck may go where the rook stood, not where it lands. Taking the
// king wins.
func TestDuck(t *testing.T) {
	start := "4k3/8/8/8/8/8/8/4K2R w K - 0 1"
	p := fenPosition(t, "duck", start)
	play(t, p, "Kd1/Xe4")
	assert.Equal(t, "4k3/8/8/8/4*3/8/8/3K3R b - - 1 1", notation.FEN(p))
	play(t, p, "Kd8/Xe5")
	assert.Equal(t, "3k4/8/8/4*3/8/8/8/3K3R w - - 2 2", notation.FEN(p))
	var ml core.MoveList
	p.GenerateLegal(&ml)
	for i := range ml.Moves {
		assert.NotEqual(t, "Kc1/Xe5", notation.SAN(p, ml.Moves[i], ml.Moves), "the duck must move")
	}
	p.Unmake()
	p.Unmake()
	assert.Equal(t, start, notation.FEN(p))

	p = fenPosition(t, "duck", start)
	play(t, p, "O-O/g1/Xh1")
	assert.Equal(t, "4k3/8/8/8/8/8/8/5RK* b - - 1 1", notation.FEN(p))
	p = fenPosition(t, "duck", start)
	ml.Reset() // (its moves were another position's)
	p.GenerateLegal(&ml)
	for i := range ml.Moves {
		assert.NotEqual(t, "O-O/g1/Xf1", notation.SAN(p, ml.Moves[i], ml.Moves), "the rook lands on f1")
	}

	p = fenPosition(t, "duck", "4k3/8/8/8/8/8/8/4K2q b - - 0 1")
	play(t, p, "Qxe1/Xa1")
	out := p.Outcome(nil)
	assert.True(t, out.Over)
	assert.Equal(t, core.Black, out.Winner)
}
