package notation

import (
	"bufio"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/variants"
)

func shippedVariant(t testing.TB, name string) *core.Variant {
	t.Helper()
	text, ok := variants.Block(name)
	require.True(t, ok, name)
	b, err := ParseBlock(text)
	require.NoError(t, err, name)
	return b.Variant
}

// Each SFEN of the table reads as the position its FEN states, and the
// position writes the same SFEN back.
func TestSFENRoundTrip(t *testing.T) {
	f, err := os.Open("testdata/sfen.tsv")
	require.NoError(t, err)
	defer f.Close()
	sc := bufio.NewScanner(f)
	rows := 0
	for sc.Scan() {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		cols := strings.Split(line, "\t")
		require.Len(t, cols, 3, line)
		v := shippedVariant(t, cols[0])
		p, err := ParseSFEN(v, cols[1])
		if assert.NoError(t, err, line) {
			assert.Equal(t, cols[2], FEN(p), cols[1])
		}
		q, err := ParseFEN(v, cols[2], FENOptions{})
		if assert.NoError(t, err, line) {
			assert.Equal(t, cols[1], SFEN(q), cols[2])
		}
		rows++
	}
	require.NoError(t, sc.Err())
	assert.GreaterOrEqual(t, rows, 10)
}

// A second player to move on an odd move number (a handicap game's
// "w - 1") reads as the first move; the hands and move number may be
// left out.
func TestSFENForms(t *testing.T) {
	v := shippedVariant(t, "shogi")
	tests := []struct{ sfen, fen string }{
		{"lnsgkgsn1/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1", "lnsgkgsn1/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[] b - - 0 1"},
		{"4k4/9/9/9/9/9/9/9/4K4 b", "4k4/9/9/9/9/9/9/9/4K4[] w - - 0 1"},
		{"4k4/9/9/9/9/9/9/9/4K4 w P1p", "4k4/9/9/9/9/9/9/9/4K4[Pp] b - - 0 1"},
	}
	for _, tc := range tests {
		p, err := ParseSFEN(v, tc.sfen)
		if assert.NoError(t, err, tc.sfen) {
			assert.Equal(t, tc.fen, FEN(p), tc.sfen)
		}
	}
	for _, bad := range []string{
		"", "4k4/9/9/9/9/9/9/9/4K4", "4k4/9/9/9/9/9/9/9/4K4 x - 1",
		"4k4/9/9/9/9/9/9/9/4K4[P] b - 1", "4k4/9/9/9/9/9/9/9/4K4/9 b - 1",
		"4k4/9/9/9/9/9/9/9/4K4 b 0P 1", "4k4/9/9/9/9/9/9/9/4K4 b 5000P 1", "4k4/9/9/9/9/9/9/9/4K4 b 2 1",
		"4k4/9/9/9/9/9/9/9/4K4 b Q 1", "4k4/9/9/9/9/9/9/9/4K4 b - 0", "4k4/9/9/9/9/9/9/9/4K4 b - 1 x",
		"4k4/9/9/9/9/9/9/9/4K4~ b - 1", "4k4/9/9/9/9/9/9/9/4K5 b - 1",
	} {
		_, err := ParseSFEN(v, bad)
		assert.Error(t, err, bad)
	}
}

// USI names squares by file number from the right and rank letter from
// the top, on any board.
func TestUSISquare(t *testing.T) {
	tests := []struct {
		variant string
		sq      string // Chimera's name
		want    string
	}{
		{"shogi", "c3", "7g"}, {"shogi", "a1", "9i"}, {"shogi", "i9", "1a"}, {"shogi", "e5", "5e"},
		{"minishogi", "a1", "5e"}, {"minishogi", "e5", "1a"},
		{"chushogi", "a1", "12l"}, {"chushogi", "l12", "1a"},
	}
	for _, tc := range tests {
		g := shippedVariant(t, tc.variant).Geometry
		assert.Equal(t, tc.want, USISquare(g, g.ParseSquare(tc.sq)), "%s %s", tc.variant, tc.sq)
	}
}

func FuzzParseSFEN(f *testing.F) {
	for _, s := range []string{
		"lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
		"8l/1l+R2P3/p2pBG1pp/kps1p4/Nn1P2G2/P1P1P2PP/1PS6/1KSG3+r1/LN2+p3L w Sbgn3p 124",
		"4k4/9/9/9/9/9/9/9/4K4 b 2R2B4G4S4N4L18P 1", "4k4/9/9/9/9/9/9/9/4K4 w 99999999999P 1",
		"9/9/9/9/9/9/9/9/9 b - 1", "+/+/+ b", "k b 2", "",
	} {
		f.Add(s)
	}
	v := shippedVariant(f, "shogi")
	f.Fuzz(func(t *testing.T, s string) {
		p, err := ParseSFEN(v, s)
		if err != nil {
			var fe *fenError
			require.ErrorAs(t, err, &fe)
			return
		}
		// what is read writes an SFEN that reads as the same position
		out := SFEN(p)
		q, err := ParseSFEN(v, out)
		require.NoError(t, err, out)
		require.Equal(t, FEN(p), FEN(q), s)
	})
}
