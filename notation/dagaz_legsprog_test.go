package notation_test

import (
	"math/rand"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/internal/tsvtest"
	"github.com/chimera-variants/chimera/notation"
)

// TestDagazLegsAgreeWithPrograms compiles every expression of
// testdata/dagaz_twins.tsv twice, to legs and (forced) to path programs,
// and checks that both give the same moves from every square of random
// positions: the two compilers read the language alike. Expressions with
// [A] are left out: legs read it as the rule of check, programs test it.
func TestDagazLegsAgreeWithPrograms(t *testing.T) {
	r := rand.New(rand.NewSource(3))
	total := 0
	for _, row := range tsvtest.Rows(t, "testdata/dagaz_twins.tsv", 3) {
		if strings.Contains(row[0], "A]") {
			continue
		}
		block := "files=8 ranks=8\nblocker:Y:W::\ntested:Z:dagaz=" + row[0] + "::\n"
		legs, err := notation.ParseBlock(block)
		require.NoError(t, err, row[0])
		*notation.DagazAllPrograms = true
		progs, err := notation.ParseBlock(block)
		*notation.DagazAllPrograms = false
		require.NoError(t, err, row[0])
		for _, p := range progs.Variant.Types[1].Moves.Paths {
			require.NotNil(t, p.Program, row[0])
		}
		for trial := 0; trial < 40; trial++ {
			fen := randomFEN(r, 8, 8, r.Intn(2) == 0)
			pl, err := notation.ParseFEN(legs.Variant, fen, notation.FENOptions{})
			require.NoError(t, err)
			pp, err := notation.ParseFEN(progs.Variant, fen, notation.FENOptions{})
			require.NoError(t, err)
			for sq := 0; sq < 64; sq++ {
				if pl.At(sq) != core.NoPiece && r.Intn(2) == 0 {
					pl.SetVirgin(sq, false)
					pp.SetVirgin(sq, false)
				}
			}
			for sq := 0; sq < 64; sq++ {
				pc := pl.At(sq)
				if pc == core.NoPiece || pc.Color() != pl.Side() {
					continue
				}
				var ml, mp core.MoveList
				pl.GeneratePieceMoves(&ml, sq)
				pp.GeneratePieceMoves(&mp, sq)
				total += len(ml.Moves)
				require.Equal(t, len(ml.Moves), len(mp.Moves), "%s in %s from %d", row[0], fen, sq)
				require.True(t, sameMoves(pl.Details(ml.Moves), pp.Details(mp.Moves)), "%s in %s from %d: legs %d moves, program %d",
					row[0], fen, sq, len(ml.Moves), len(mp.Moves))
			}
		}
	}
	require.Greater(t, total, 10000, "the positions should give moves")
}
