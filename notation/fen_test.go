package notation

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const chessBlock = `files=8 ranks=8 promoZone=1 promoChoice=QRBN symmetry=mirror
pawn::::a2-h2
knight:N:::b1,g1
bishop::::c1,f1
rook::::a1,h1
queen::::d1
king::KisO2::e1`

func TestFENRoundTrip(t *testing.T) {
	b, err := ParseBlock(chessBlock)
	require.NoError(t, err)
	for _, fen := range []string{
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
		"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
		"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
		"rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3",
		"r3k2r/8/8/8/8/8/8/R3K2R b Kq - 5 20",
		"4k3/8/8/8/8/8/8/4K3[NQpn] w - - 0 1",
	} {
		p, err := ParseFEN(b.Variant, fen, FENOptions{})
		require.NoError(t, err, fen)
		assert.Equal(t, fen, FEN(p))
	}
}

func TestFENStartpos(t *testing.T) {
	b, err := ParseBlock(chessBlock)
	require.NoError(t, err)
	p, err := ParseFEN(b.Variant, "startpos", FENOptions{})
	require.NoError(t, err)
	assert.Equal(t, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", FEN(p))
}

func TestFENErrors(t *testing.T) {
	b, err := ParseBlock(chessBlock)
	require.NoError(t, err)
	for _, fen := range []string{
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w - - 0 1",
		"rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1",
		"rnbqkbnx/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1",
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x - - 0 1",
		"4k3/8/8/8/8/8/8/4K3[Qz] w - - 0 1",
	} {
		_, err := ParseFEN(b.Variant, fen, FENOptions{})
		assert.Error(t, err, fen)
	}
}

func FuzzParseFEN(f *testing.F) {
	b, err := ParseBlock(chessBlock)
	require.NoError(f, err)
	for _, s := range []string{
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
		"8/8/8/8/8/8/8/8[] b - e3 3+3 0 1", "r3k2r/8/8/8/8/8/8/R3K2R w AHah c6d5 0 0 5",
		"+P~/", "*/*/*", "k7/8/8/8/8/8/8/7K w - a1a2a3a4a5 0 1",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		p, err := ParseFEN(b.Variant, s, FENOptions{})
		if err != nil {
			return
		}
		// whatever was read must write and read back identically
		out := FEN(p)
		q, err := ParseFEN(b.Variant, out, FENOptions{})
		require.NoError(t, err, out)
		assert.Equal(t, out, FEN(q))
	})
}
