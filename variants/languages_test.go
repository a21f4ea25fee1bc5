package variants_test

import (
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chimera-variants/chimera/notation"
	"github.com/chimera-variants/chimera/variants"
)

// TestMoveLanguagesPerft: chess written in the other move languages counts
// the moves of its reference row by row. chessdagaz (every piece in the
// Dagaz path language, castling and en passant included) reproduces
// chess's rows to 5,000,000 nodes (depth 5 from the start; every row
// with -long), and every one of its pieces compiles to legs, not path
// programs, so that it runs on the same generator as chess. chessparlett
// (Parlett's notation, which cannot write castling) reproduces
// Fairy-Stockfish's no-castle chess up to depth 4 (every row with -long).
func TestMoveLanguagesPerft(t *testing.T) {
	for _, c := range []struct {
		variant, reference string
		maxDepth           int
		maxNodes           uint64
		legsOnly           bool
		minRows            int
	}{
		{"chessdagaz", "chess", 99, 5_000_000, true, 4},
		{"chessparlett", "nocastle", 4, ciNodeLimit, false, 6},
	} {
		t.Run(c.variant, func(t *testing.T) {
			text, ok := variants.Block(c.variant)
			require.True(t, ok)
			block, err := notation.ParseBlock(text)
			require.NoError(t, err)
			require.Empty(t, block.Warnings)
			if c.legsOnly {
				for _, pt := range block.Variant.Types {
					for _, p := range pt.Moves.Paths {
						require.Nil(t, p.Program, "%s compiles to a path program", pt.Name)
					}
				}
			}
			n := 0
			for _, row := range readPerft(t) {
				if row.variant != c.reference || (row.depth > c.maxDepth || row.nodes > c.maxNodes) && !*long {
					continue
				}
				n++
				t.Run(row.fen+"/"+strconv.Itoa(row.depth), func(t *testing.T) {
					p, err := notation.ParseFEN(block.Variant, row.fen, notation.FENOptions{})
					require.NoError(t, err)
					assert.Equal(t, row.nodes, p.Perft(row.depth))
				})
			}
			assert.GreaterOrEqual(t, n, c.minRows, "%s's reference rows", c.reference)
		})
	}
}
