package notation

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chimera-variants/chimera/core"
)

// chess960Block is Fischer random chess with the shuffle left to the cases.
const chess960Block = "files=8 ranks=8 promoZone=1 promoChoice=QRBN castleFiles=c,g\npawn::::a2-h2\nknight:N:::b1,g1\n" +
	"bishop::::c1,f1\nrook::::a1,h1\nqueen::::d1\nking::KisO2::e1\n"

// TestShuffleParameter reads shuffle= values: the squares they name, the
// number of arrays, and the errors with the line and token.
func TestShuffleParameter(t *testing.T) {
	cases := []struct {
		name, extra string
		squares     string // White's squares, or the error's text
		count       uint64
	}{
		{"a rank", "shuffle=1", "a1 b1 c1 d1 e1 f1 g1 h1", 960},
		{"a range", "shuffle=a1-h1", "a1 b1 c1 d1 e1 f1 g1 h1", 960},
		{"a list", "shuffle=b1,c1,f1,g1", "b1 c1 f1 g1", 4},
		{"leading zero", "shuffle=01", "a1 b1 c1 d1 e1 f1 g1 h1", 960},
		{"none", "shuffle=none", "", 0},
		{"rank 0", "shuffle=0", "error: \"0\" is not a square", 0},
		{"rank 9", "shuffle=9", "error: \"9\" is not a square", 0},
		{"not a square", "shuffle=a1-z1", "error: \"a1-z1\" is not a square", 0},
		{"twice", "shuffle=a1,b1,a1", "error: named twice", 0},
		{"empty item", "shuffle=a1,,h1", "error: an empty item", 0},
		{"Black's squares", "shuffle=a8-h8", "error: does not mirror White's on a8 (name White's squares only)", 0},
		{"both sides", "shuffle=a1,a8", "error: Black's piece on a8 does not mirror White's on a1", 0},
		{"two ranks with a king", "shuffle=a1-h2", "error: the squares must lie on one rank", 0},
		{"not mirrored", "symmetry=none shuffle=1", "error: does not mirror", 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			text := chess960Block + c.extra + "\n"
			if c.name == "not mirrored" {
				text = strings.Replace(text, "king::KisO2::e1", "king::KisO2::e1,,d8", 1)
			}
			b, err := ParseBlock(text)
			if want, ok := strings.CutPrefix(c.squares, "error: "); ok {
				require.Error(t, err)
				var be *BlockError
				require.ErrorAs(t, err, &be)
				assert.Equal(t, 8, be.Line, "the shuffle= line")
				assert.True(t, strings.HasPrefix(be.Token, "shuffle="), be.Token)
				assert.Contains(t, be.Msg, want)
				return
			}
			require.NoError(t, err)
			v := b.Variant
			var names []string
			for _, sq := range v.Shuffle {
				names = append(names, v.Geometry.SquareName(sq))
			}
			assert.Equal(t, c.squares, strings.Join(names, " "))
			assert.Equal(t, c.count, v.ShuffleCount())
		})
	}
}

// TestShuffleWarning: a shuffled castling piece without castleFiles=
// castles by the listed distances, which the author is told.
func TestShuffleWarning(t *testing.T) {
	b, err := ParseBlock(strings.Replace(chess960Block, " castleFiles=c,g", "", 1) + "shuffle=1\n")
	require.NoError(t, err)
	require.Len(t, b.Warnings, 1)
	assert.Contains(t, b.Warnings[0].Msg, "add castleFiles=")
	b, err = ParseBlock(chess960Block + "shuffle=1\n")
	require.NoError(t, err)
	assert.Empty(t, b.Warnings)
}

// TestShuffleFEN: a shuffled array's FEN has Shredder-FEN castling rights
// (the partner's file, the higher file first) and reads back as the same
// position; a king that has moved leaves none.
func TestShuffleFEN(t *testing.T) {
	b, err := ParseBlock(chess960Block + "shuffle=1\n")
	require.NoError(t, err)
	v := b.Variant
	for _, c := range []struct {
		n     uint64
		fen   string
		moves string
		after string
	}{
		{518, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1", "Nf3 Nf6 g3 g6 Bg2 Bg7 O-O", "rnbqk2r/ppppppbp/5np1/8/8/5NP1/PPPPPPBP/RNBQ1RK1 b ha - 3 4"},
		{0, "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1", "Ne3 Ne6 Rf1", ""},
		{959, "rkrnnqbb/pppppppp/8/8/8/8/PPPPPPPP/RKRNNQBB w CAca - 0 1", "Kb1", ""},
	} {
		p, err := core.ShuffledPosition(v, c.n)
		require.NoError(t, err)
		require.Equal(t, c.fen, FEN(p))
		q, err := ParseFEN(v, c.fen, FENOptions{})
		require.NoError(t, err)
		assert.Equal(t, p.Hash(), q.Hash())
		n, ok := v.ShuffleIndex(q)
		assert.True(t, ok)
		assert.Equal(t, c.n, n)
		if c.after != "" {
			_, err := PlayText(q, c.moves)
			require.NoError(t, err)
			assert.Equal(t, c.after, FEN(q))
		}
	}
}

func FuzzParseShuffle(f *testing.F) {
	for _, s := range []string{"1", "a1-h1", "b1,g1", "none", "", "0", "a1,,b1", "z9", "a1-a8", "08", "h1-a1", "99999999999999999999"} {
		f.Add(s)
	}
	g, err := core.NewGeometry(8, 8)
	require.NoError(f, err)
	f.Fuzz(func(t *testing.T, s string) {
		sqs, err := parseShuffle(s, g)
		if err != nil {
			return
		}
		for _, sq := range sqs {
			require.True(t, sq >= 0 && sq < g.Size() && g.Exists[sq], s)
		}
		if strings.ContainsAny(s, " \t\r\n\v\f/#=:") {
			return // in a block that would be more than one value
		}
		// the block compiles, or refuses the shuffle (a square named
		// twice, Black's squares...) naming its line
		b, err := ParseBlock(chess960Block + "shuffle=" + s + "\n")
		if err != nil {
			var be *BlockError
			require.ErrorAs(t, err, &be)
			require.Equal(t, 8, be.Line, s)
			return
		}
		if n := b.Variant.ShuffleCount(); n > 0 {
			for _, i := range []uint64{0, n / 2, n - 1} {
				p, err := core.ShuffledPosition(b.Variant, i)
				require.NoError(t, err, s)
				j, ok := b.Variant.ShuffleIndex(p)
				require.True(t, ok, s)
				require.Equal(t, i, j, s)
			}
		}
	})
}

// TestChess960CastlingSAN: castling is named by the partner's side, not
// by the way the king goes: from b1 the king castles with the a1 rook to
// c1, to the right, and that is O-O-O.
func TestChess960CastlingSAN(t *testing.T) {
	b, err := ParseBlock(chess960Block + "shuffle=1\n")
	require.NoError(t, err)
	for _, c := range []struct{ fen, san, after string }{
		{"rk4r1/pppppppp/8/8/8/8/PPPPPPPP/RK4R1 w GAga - 0 1", "O-O-O", "rk4r1/pppppppp/8/8/8/8/PPPPPPPP/2KR2R1 b ga - 1 1"},
		{"rk4r1/pppppppp/8/8/8/8/PPPPPPPP/RK4R1 w GAga - 0 1", "O-O", "rk4r1/pppppppp/8/8/8/8/PPPPPPPP/R4RK1 b ga - 1 1"},
		{"2r2kr1/pppppppp/8/8/8/8/PPPPPPPP/2R2KR1 w GCgc - 0 1", "O-O", "2r2kr1/pppppppp/8/8/8/8/PPPPPPPP/2R2RK1 b gc - 1 1"},
		{"2r1k1r1/pppppppp/8/8/8/8/PPPPPPPP/2R1K1R1 w GCgc - 0 1", "O-O-O", "2r1k1r1/pppppppp/8/8/8/8/PPPPPPPP/2KR2R1 b gc - 1 1"},
	} {
		p, err := ParseFEN(b.Variant, c.fen, FENOptions{})
		require.NoError(t, err)
		_, err = PlayText(p, c.san)
		require.NoError(t, err, c.fen+" "+c.san)
		assert.Equal(t, c.after, FEN(p), c.fen+" "+c.san)
	}
}
