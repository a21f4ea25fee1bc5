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

// TestDagazTwins checks that every path expression of
// testdata/dagaz_twins.tsv gives exactly the moves of its XBetza twin,
// from every square of random positions on boards of several sizes, for
// both colours, moved and unmoved.
func TestDagazTwins(t *testing.T) {
	r := rand.New(rand.NewSource(17))
	for _, row := range tsvtest.Rows(t, "testdata/dagaz_twins.tsv", 3) {
		t.Run(row[2], func(t *testing.T) {
			for _, size := range [][2]int{{8, 8}, {9, 5}, {10, 10}, {5, 7}} {
				dz := twinBlock(t, size, "dagaz="+row[0])
				xb := twinBlock(t, size, row[1])
				for _, path := range dz.Types[1].Moves.Paths {
					require.Nil(t, path.Program, "%s should compile to legs", row[0])
				}
				for trial := 0; trial < 60; trial++ {
					fen := randomFEN(r, size[0], size[1], trial%2 == 1)
					pd, err := notation.ParseFEN(dz, fen, notation.FENOptions{})
					require.NoError(t, err, fen)
					px, err := notation.ParseFEN(xb, fen, notation.FENOptions{})
					require.NoError(t, err, fen)
					g := dz.Geometry
					for sq := 0; sq < g.Size(); sq++ {
						if pd.At(sq) == core.NoPiece {
							continue
						}
						virgin := r.Intn(2) == 0
						pd.SetVirgin(sq, virgin)
						px.SetVirgin(sq, virgin)
					}
					for sq := 0; sq < g.Size(); sq++ {
						pc := pd.At(sq)
						if pc == core.NoPiece || pc.Color() != pd.Side() {
							continue
						}
						var md, mx core.MoveList
						pd.GeneratePieceMoves(&md, sq)
						px.GeneratePieceMoves(&mx, sq)
						dd, dx := pd.Details(md.Moves), px.Details(mx.Moves)
						if !sameMoves(dd, dx) {
							t.Fatalf("%s vs %s, %s, from %s: dagaz %s, xbetza %s", row[0], row[1], fen, g.SquareName(sq),
								moveNames(g, dd), moveNames(g, dx))
						}
					}
				}
			}
		})
	}
}

// twinBlock is a board of the given size with a blocker piece (Y) and
// the piece under test (Z).
func twinBlock(t *testing.T, size [2]int, move string) *core.Variant {
	text := "files=" + itoa(size[0]) + " ranks=" + itoa(size[1]) + "\nblocker:Y:W::\ntested:Z:" + move + "::\n"
	b, err := notation.ParseBlock(text)
	require.NoError(t, err, text)
	return b.Variant
}

func itoa(n int) string {
	if n >= 10 {
		return itoa(n/10) + string(rune('0'+n%10))
	}
	return string(rune('0' + n))
}

// randomFEN fills about a third of the board with blockers and tested
// pieces of both colours.
func randomFEN(r *rand.Rand, files, ranks int, black bool) string {
	var sb strings.Builder
	for rank := ranks - 1; rank >= 0; rank-- {
		empty := 0
		for f := 0; f < files; f++ {
			x := r.Intn(12)
			if x >= 4 {
				empty++
				continue
			}
			if empty > 0 {
				sb.WriteString(itoa(empty))
				empty = 0
			}
			sb.WriteByte("YyZz"[x])
		}
		if empty > 0 {
			sb.WriteString(itoa(empty))
		}
		if rank > 0 {
			sb.WriteByte('/')
		}
	}
	if black {
		return sb.String() + " b - - 0 1"
	}
	return sb.String() + " w - - 0 1"
}

func sameMoves(a, b []core.MoveDetail) bool {
	if len(a) != len(b) {
		return false
	}
	taken := make([]bool, len(b))
	for i := range a {
		found := false
		for j := range b {
			if !taken[j] && a[i].Same(&b[j]) {
				taken[j], found = true, true
				break
			}
		}
		if !found {
			return false
		}
	}
	return true
}

func moveNames(g *core.Geometry, ms []core.MoveDetail) string {
	var s []string
	for _, m := range ms {
		s = append(s, g.SquareName(int(m.From))+g.SquareName(int(m.To)))
	}
	return strings.Join(s, " ")
}
