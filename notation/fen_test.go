package notation

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/variants"
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
		// the e.p. victim is not the piece beyond the first square: it is
		// written after the squares
		"B7/8/8/8/8/8/8/7B b - a1a1a8 0 1",
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
		"B7/8/8/8/8/8/8/7B b 0 a1a8h1",
	} {
		_, err := ParseFEN(b.Variant, fen, FENOptions{})
		assert.Error(t, err, fen)
	}
}

// fuzzFENVariants are the variants FuzzParseFEN and FuzzPlayText read
// positions and games of: holdings, promoted pieces, check counters,
// multi-move turns, two-digit ranks.
var fuzzFENVariants = []string{"chess", "crazyhouse", "shogi", "3check", "fibonacci", "xiangqi", "grand", "chushogi"}

func fuzzVariants(f *testing.F) []*core.Variant {
	var out []*core.Variant
	for _, name := range fuzzFENVariants {
		text, ok := variants.Block(name)
		require.True(f, ok, name)
		b, err := ParseBlock(text)
		require.NoError(f, err, name)
		out = append(out, b.Variant)
	}
	return out
}

// FuzzParseFEN: whatever ParseFEN accepts, FEN writes back as a FEN that
// reads as the same position (same FEN, same hash: pieces, side, e.p.
// rights, unmoved flags, hands, turn).
func FuzzParseFEN(f *testing.F) {
	vs := fuzzVariants(f)
	for _, s := range []string{
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
		"8/8/8/8/8/8/8/8[] b - e3 3+3 0 1", "r3k2r/8/8/8/8/8/8/R3K2R w AHah c6d5 0 0 5",
		"+P~/", "*/*/*", "k7/8/8/8/8/8/8/7K w - a1a2a3a4a5 0 1",
		"B7/8/8/8/8/8/8/7B b 0 a1a1a8", "rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3",
		"4k3/8/8/8/8/8/8/4K3 w - - 0 1 +1+2", "4k3/8/8/8/8/8/8/4K3 w - - 0 1 T3/2",
		"lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[-] w - - 0 1",
	} {
		for k := range vs {
			f.Add(uint8(k), s)
		}
	}
	f.Fuzz(func(t *testing.T, k uint8, s string) {
		v := vs[int(k)%len(vs)]
		p, err := ParseFEN(v, s, FENOptions{})
		if err != nil {
			var fe *fenError
			if !errors.As(err, &fe) {
				require.NotContains(t, err.Error(), "internal", s)
			}
			return
		}
		out := FEN(p)
		require.LessOrEqual(t, len(out), maxFENLength, s)
		q, err := ParseFEN(v, out, FENOptions{})
		require.NoError(t, err, "%q wrote %q", s, out)
		assert.Equal(t, out, FEN(q), "%q", s)
		assert.Equal(t, p.Hash(), q.Hash(), "%q wrote %q, which reads as another position", s, out)
	})
}

// TestFENEnPassantVictim: the brief's FEN keeps its e.p. rights through a
// round trip: squares a1 (twice) and the victim on a8.
func TestFENEnPassantVictim(t *testing.T) {
	b, err := ParseBlock(chessBlock)
	require.NoError(t, err)
	p, err := ParseFEN(b.Variant, "B7/8/8/8/8/8/8/7B b 0 a1a1a8", FENOptions{})
	require.NoError(t, err)
	squares, victim := p.EnPassant()
	g := b.Variant.Geometry
	assert.Equal(t, []int{g.ParseSquare("a1"), g.ParseSquare("a1")}, squares)
	assert.Equal(t, g.ParseSquare("a8"), victim)
	assert.Equal(t, "B7/8/8/8/8/8/8/7B b - a1a1a8 0 1", FEN(p))
	// the default victim (the piece beyond the first square) is not written
	p, err = ParseFEN(b.Variant, "4k3/8/8/3pP3/8/8/8/4K3 w - d6d5 0 2", FENOptions{})
	require.NoError(t, err)
	assert.Equal(t, "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2", FEN(p))
}

// TestFENCastlingLetterOffBoard: a castling letter naming a file beyond
// the board (W on 8 files) is read without a panic in every variant (it
// once made ParseFEN read a square outside the board in a variant with
// Chess960-style castling), and what is accepted writes back as a FEN
// that reads as the same position.
func TestFENCastlingLetterOffBoard(t *testing.T) {
	for _, name := range variants.Names() {
		text, _ := variants.Block(name)
		b, err := ParseBlock(text)
		require.NoError(t, err, name)
		for _, fen := range []string{
			"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KWQkq - 0 1",
			"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w Zz - 0 1",
		} {
			var p *core.Position
			require.NotPanics(t, func() { p, err = ParseFEN(b.Variant, fen, FENOptions{}) }, "%s: %s", name, fen)
			if err != nil {
				continue
			}
			q, err := ParseFEN(b.Variant, FEN(p), FENOptions{})
			require.NoError(t, err, "%s: %s", name, fen)
			assert.Equal(t, p.Hash(), q.Hash(), "%s: %s", name, fen)
		}
	}
}
