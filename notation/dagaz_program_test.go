package notation_test

import (
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/internal/tsvtest"
	"github.com/chimera-variants/chimera/notation"
)

// TestDagazPrograms checks the moves of path programs (approach,
// withdrawal, Fanorona's capture chain with and without its board's
// missing diagonals) on positions worked out by hand
// (testdata/dagaz_programs.tsv).
func TestDagazPrograms(t *testing.T) {
	for _, row := range tsvtest.Rows(t, "testdata/dagaz_programs.tsv", 5) {
		board, row := row[0], row[1:]
		b, err := notation.ParseBlock(board + "\nblocker:Y:W::\ntested:Z:dagaz=" + row[0] + "::\n")
		require.NoError(t, err, row[0])
		v := b.Variant
		hasProgram := false
		for _, p := range v.Types[1].Moves.Paths {
			hasProgram = hasProgram || p.Program != nil
		}
		require.True(t, hasProgram, row[0])
		p, err := notation.ParseFEN(v, row[1], notation.FENOptions{})
		require.NoError(t, err, row[1])
		g := v.Geometry
		var ml core.MoveList
		p.GeneratePieceMoves(&ml, g.ParseSquare(row[2]))
		var got []string
		for _, m := range p.Details(ml.Moves) {
			s := g.SquareName(int(m.From)) + "-" + g.SquareName(int(m.To))
			for _, x := range m.Victims[:m.NVictims] {
				s += "x" + g.SquareName(int(x))
			}
			got = append(got, s)
		}
		sort.Strings(got)
		want := row[3]
		if want == "-" {
			want = ""
		}
		require.Equal(t, want, strings.Join(got, " "), "%s from %s in %s", row[0], row[2], row[1])
	}
}
