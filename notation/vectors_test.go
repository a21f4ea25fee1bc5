package notation

import (
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/internal/tsvtest"
)

// vectorCase is one row of testdata/xbetza.tsv: the pseudo-legal moves of
// one piece as XBoard's XBetza generator lists them.
type vectorCase struct {
	name, side, pieces, placement, from string
	files, ranks                        int
	moves                               []string
}

func readVectors(t *testing.T) []vectorCase {
	var cases []vectorCase
	for _, c := range tsvtest.Rows(t, "testdata/xbetza.tsv", 8) {
		vc := vectorCase{name: c[0], side: c[3], pieces: c[4], placement: c[5], from: c[6], moves: strings.Fields(c[7])}
		fmt.Sscan(c[1], &vc.files)
		fmt.Sscan(c[2], &vc.ranks)
		cases = append(cases, vc)
	}
	return cases
}

// vectorBlock turns the pieces column into a parameter block with no
// start squares.
func vectorBlock(vc vectorCase) string {
	var sb strings.Builder
	fmt.Fprintf(&sb, "files=%d ranks=%d symmetry=none maxPromote=0\n", vc.files, vc.ranks)
	royal := 0
	for i, def := range strings.Split(vc.pieces, ";") {
		id, betza, _ := strings.Cut(def, ":")
		fmt.Fprintf(&sb, "piece%s:%s:%s::\n", id, id, betza)
		if id == "K" {
			royal = i + 1
		}
	}
	if royal > 0 {
		fmt.Fprintf(&sb, "royal=%d\n", royal)
	}
	if holes := holeSquares(vc); holes != "" {
		fmt.Fprintf(&sb, "holes=%s\n", holes)
	}
	return sb.String()
}

// canonical writes a move the way the vectors do: TO, TOxV for side-effect
// victims, TO=O for castling, the origin alone for a pass.
func canonical(g *core.Geometry, m *core.MoveDetail) string {
	s := g.SquareName(int(m.To))
	if m.Flags&core.FlagCastle != 0 {
		return s + "=O"
	}
	var extra []string
	for i := 0; i < int(m.NVictims); i++ {
		if m.Victims[i] != m.To {
			extra = append(extra, "x"+g.SquareName(int(m.Victims[i])))
		}
	}
	sort.Strings(extra)
	return s + strings.Join(extra, "")
}

func TestXBetzaVectors(t *testing.T) {
	for _, vc := range readVectors(t) {
		t.Run(vc.name, func(t *testing.T) {
			b, err := ParseBlock(vectorBlock(vc))
			require.NoError(t, err)
			v := b.Variant
			p, err := ParseFEN(v, vc.placement+" "+vc.side+" - - 0 1", FENOptions{AllVirgin: true})
			require.NoError(t, err)
			from := v.Geometry.ParseSquare(vc.from)
			require.GreaterOrEqual(t, from, 0)
			var ml core.MoveList
			p.GeneratePieceMoves(&ml, from)
			set := map[string]bool{}
			for i := range ml.Moves {
				d := p.Detail(ml.Moves[i])
				set[canonical(v.Geometry, &d)] = true
			}
			got := make([]string, 0, len(set))
			for s := range set {
				got = append(got, s)
			}
			sort.Strings(got)
			want := append([]string(nil), vc.moves...)
			sort.Strings(want)
			assert.Equal(t, want, got, "pieces %s placement %s", vc.pieces, vc.placement)
		})
	}
}

// holeSquares lists the '*' squares of the placement, comma-separated.
func holeSquares(vc vectorCase) string {
	var holes []string
	for i, row := range strings.Split(vc.placement, "/") {
		rank := vc.ranks - i
		file := 0
		for k := 0; k < len(row); k++ {
			ch := row[k]
			switch {
			case ch >= '0' && ch <= '9':
				n := int(ch - '0')
				if k+1 < len(row) && row[k+1] >= '0' && row[k+1] <= '9' {
					n = n*10 + int(row[k+1]-'0')
					k++
				}
				file += n
			case ch == '*':
				holes = append(holes, fmt.Sprintf("%s%d", core.FileName(file), rank))
				file++
			default:
				file++
			}
		}
	}
	return strings.Join(holes, ",")
}
