package notation

import (
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/chimera-variants/chimera/core"
)

// TestDiagonals: with diagonals= a one-square diagonal step exists only
// between two marked squares, for leapers (F) and sliders (B) alike;
// orthogonal steps and longer diagonal leaps are untouched.
func TestDiagonals(t *testing.T) {
	for _, tc := range []struct {
		diagonals, piece, from string
		want                   string // destinations, sorted
	}{
		{"even", "F", "a1", "b2"},
		{"even", "F", "b1", ""},
		{"even", "F", "c3", "b2 b4 d2 d4"},
		{"odd", "F", "c3", ""},
		{"odd", "F", "b1", "a2 c2"},
		{"even", "B", "c1", "a3 b2 d2 e3"},
		{"even", "B", "a1", "b2 c3 d4 e5"},
		{"even", "K", "b1", "a1 b2 c1"},
		{"even", "K", "b2", "a1 a2 a3 b1 b3 c1 c2 c3"},
		{"even", "A", "b1", "d3"},
		{"a1,b2,c3", "B", "a1", "b2 c3"},
		{"a1,b2,d4", "B", "a1", "b2"},
	} {
		text := "files=5 ranks=5 diagonals=" + tc.diagonals + "\nking:K:K::a4,,e4\nmover:M:" + tc.piece + "::" + tc.from + "\n"
		if tc.piece == "K" {
			text = "files=5 ranks=5 diagonals=" + tc.diagonals + "\nking:K:" + tc.piece + "::" + tc.from + ",,e5\n"
		}
		b, err := ParseBlock(text)
		require.NoError(t, err, text)
		p, err := core.StartPosition(b.Variant)
		require.NoError(t, err)
		g := b.Variant.Geometry
		var ml core.MoveList
		p.GeneratePieceMoves(&ml, g.ParseSquare(tc.from))
		var got []string
		for _, m := range ml.Moves {
			got = append(got, g.SquareName(int(m.To())))
		}
		sort.Strings(got)
		require.Equal(t, tc.want, strings.Join(got, " "), "%s %s from %s", tc.diagonals, tc.piece, tc.from)
	}
}

func TestDiagonalsErrors(t *testing.T) {
	for _, s := range []string{"diagonals=", "diagonals=z9", "diagonals=evens"} {
		_, err := ParseBlock("files=5 ranks=5 " + s + "\nking::::a1\n")
		require.Error(t, err, s)
		require.Contains(t, err.Error(), "diagonals", s)
	}
}

func FuzzParseDiagonals(f *testing.F) {
	for _, s := range []string{"even", "odd", "a1,b2", "a1-e5", "", ",,", "z99", "a1,,b2"} {
		f.Add(s)
	}
	g, err := core.NewGeometry(9, 5)
	require.NoError(f, err)
	f.Fuzz(func(t *testing.T, s string) {
		d, err := parseDiagonals(s, g)
		if err == nil {
			require.Len(t, d, g.Size())
		}
	})
}
