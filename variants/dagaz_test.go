package variants_test

import (
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chimera-variants/chimera/notation"
	"github.com/chimera-variants/chimera/variants"
)

// TestChessDagazPerft checks that chess written entirely in the path
// language (chessdagaz.txt) reproduces every chess row of the reference
// perft table (depth 5 from the start and the larger rows with -long),
// and that every one of its pieces compiled to legs, not path programs,
// so that it runs on the same generator as chess.
func TestChessDagazPerft(t *testing.T) {
	text, ok := variants.Block("chessdagaz")
	require.True(t, ok)
	block, err := notation.ParseBlock(text)
	require.NoError(t, err)
	for _, pt := range block.Variant.Types {
		for _, p := range pt.Moves.Paths {
			require.Nil(t, p.Program, "%s compiles to a path program", pt.Name)
		}
	}
	for _, row := range readPerft(t) {
		if row.variant != "chess" || row.nodes > 5_000_000 && !*long {
			continue
		}
		t.Run(row.fen+"/"+strconv.Itoa(row.depth), func(t *testing.T) {
			p, err := notation.ParseFEN(block.Variant, row.fen, notation.FENOptions{})
			require.NoError(t, err)
			assert.Equal(t, row.nodes, p.Perft(row.depth))
		})
	}
}
