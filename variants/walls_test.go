package variants_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

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
