package notation

import (
	"math/rand"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/internal/tsvtest"
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
		legs, err := ParseBlock(block)
		require.NoError(t, err, row[0])
		dagazAllPrograms = true
		progs, err := ParseBlock(block)
		dagazAllPrograms = false
		require.NoError(t, err, row[0])
		for _, p := range progs.Variant.Types[1].Moves.Paths {
			require.NotNil(t, p.Program, row[0])
		}
		for trial := 0; trial < 40; trial++ {
			fen := twinFEN(r)
			pl, err := ParseFEN(legs.Variant, fen, FENOptions{})
			require.NoError(t, err)
			pp, err := ParseFEN(progs.Variant, fen, FENOptions{})
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
				require.True(t, sameMoveSet(ml.Moves, mp.Moves), "%s in %s from %d: legs %d moves, program %d",
					row[0], fen, sq, len(ml.Moves), len(mp.Moves))
			}
		}
	}
	require.Greater(t, total, 10000, "the positions should give moves")
}

// twinFEN is a random 8x8 position of blockers (Y) and tested pieces (Z).
func twinFEN(r *rand.Rand) string {
	var sb strings.Builder
	for rank := 0; rank < 8; rank++ {
		if rank > 0 {
			sb.WriteByte('/')
		}
		empty := 0
		for f := 0; f < 8; f++ {
			if x := r.Intn(12); x < 4 {
				if empty > 0 {
					sb.WriteByte(byte('0' + empty))
					empty = 0
				}
				sb.WriteByte("YyZz"[x])
			} else {
				empty++
			}
		}
		if empty > 0 {
			sb.WriteByte(byte('0' + empty))
		}
	}
	if r.Intn(2) == 0 {
		return sb.String() + " b - - 0 1"
	}
	return sb.String() + " w - - 0 1"
}

// sameMoveSet reports whether a and b hold the same moves (the counts
// are compared apart).
func sameMoveSet(a, b []core.Move) bool {
	has := func(list []core.Move, m *core.Move) bool {
		for i := range list {
			if list[i].Same(m) {
				return true
			}
		}
		return false
	}
	for i := range a {
		if !has(b, &a[i]) {
			return false
		}
	}
	for i := range b {
		if !has(a, &b[i]) {
			return false
		}
	}
	return true
}
