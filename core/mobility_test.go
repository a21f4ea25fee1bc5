package core_test

import (
	"math/rand"
	"strconv"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/internal/tsvtest"
	"github.com/chimera-variants/chimera/notation"
	"github.com/chimera-variants/chimera/variants"
)

// eachPieceInRandomGames plays a random game of each variant of
// testdata/mobility.tsv, as many plies as its row says, and calls check
// for every piece on the board of every position; check reports whether
// it checked the piece, and at least 100 must be checked per variant.
func eachPieceInRandomGames(t *testing.T, seed int64, check func(t *testing.T, v *core.Variant, p *core.Position, sq int) bool) {
	r := rand.New(rand.NewSource(seed))
	for _, row := range tsvtest.Rows(t, "testdata/mobility.tsv", 2) {
		t.Run(row[0], func(t *testing.T) {
			text, ok := variants.Block(row[0])
			require.True(t, ok)
			block, err := notation.ParseBlock(text)
			require.NoError(t, err)
			v := block.Variant
			p, err := core.StartPosition(v)
			require.NoError(t, err)
			plies, err := strconv.Atoi(row[1])
			require.NoError(t, err)
			checked := 0
			for ply := 0; ply < plies; ply++ {
				for c := core.White; c <= core.Black; c++ {
					for _, sq := range p.Pieces(c) {
						if check(t, v, p, int(sq)) {
							checked++
						}
					}
				}
				var legal core.MoveList
				p.GenerateLegal(&legal)
				if len(legal.Moves) == 0 {
					break
				}
				p.Make(legal.Moves[r.Intn(len(legal.Moves))])
			}
			require.Greater(t, checked, 100)
		})
	}
}

// TestMobility checks, for every leaping and sliding piece of random
// games, that Mobility counts the squares its generated moves reach, and
// MobilityNear those of them within one king step of the enemy royal.
func TestMobility(t *testing.T) {
	eachPieceInRandomGames(t, 3, func(t *testing.T, v *core.Variant, p *core.Position, sq int) bool {
		pc := p.At(sq)
		if v.IsRoyal(pc.Type()) || v.Types[pc.Type()].Promotes {
			return false
		}
		var ml core.MoveList
		p.GeneratePieceMoves(&ml, sq)
		reached := map[int16]bool{}
		for _, m := range p.Details(ml.Moves) {
			if m.Flags&core.FlagCastle == 0 && int(m.To) != sq && m.To >= 0 {
				reached[m.To] = true
			}
		}
		require.Equal(t, len(reached), p.Mobility(sq), "%s: %s on %s", notation.FEN(p),
			v.Types[pc.Type()].Name, v.Geometry.SquareName(sq))
		royal := int(p.Royals(pc.Color().Other())[0])
		near := 0
		for to := range reached {
			if kingDistance(v.Geometry, int(to), royal) <= 1 {
				near++
			}
		}
		n, hits := p.MobilityNear(sq, royal)
		require.Equal(t, len(reached), n)
		require.Equal(t, near, hits, "%s: %s on %s, royal on %s", notation.FEN(p),
			v.Types[pc.Type()].Name, v.Geometry.SquareName(sq), v.Geometry.SquareName(royal))
		return true
	})
}

// TestMobilityOffBitboards: on a board too large for bitboards the term
// is left out.
func TestMobilityOffBitboards(t *testing.T) {
	text, ok := variants.Block("chushogi")
	require.True(t, ok)
	block, err := notation.ParseBlock(text)
	require.NoError(t, err)
	p, err := core.StartPosition(block.Variant)
	require.NoError(t, err)
	require.Equal(t, -1, p.Mobility(int(p.Pieces(core.White)[0])))
}

// kingDistance is the number of king steps from a to b on an open board.
func kingDistance(g *core.Geometry, a, b int) int {
	return max(abs(g.FileOf(a)-g.FileOf(b)), abs(g.RankOf(a)-g.RankOf(b)))
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
