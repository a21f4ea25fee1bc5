package core_test

import (
	"math/rand"
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/notation"
)

// TestCheckSquares: the squares from which a type checks a royal, by
// hand, with pieces in the way.
func TestCheckSquares(t *testing.T) {
	v := parseVariant(t, "crazyhouse")
	for _, tc := range []struct {
		fen, royal, by, id, want string
	}{
		{"4k3/8/8/8/8/8/8/4K3[] w - - 0 1", "e8", "w", "N", "c7 d6 f6 g7"},
		{"4k3/8/8/8/8/8/8/4K3[] w - - 0 1", "e8", "w", "P", "d7 f7"},
		{"4k3/8/8/8/8/8/8/4K3[] w - - 0 1", "e1", "b", "P", "d2 f2"},
		{"4k3/8/8/8/8/8/8/4K3[] w - - 0 1", "e8", "w", "R", "a8 b8 c8 d8 e2 e3 e4 e5 e6 e7 f8 g8 h8"},
		{"4k3/3p4/8/8/8/8/8/4K3[] w - - 0 1", "e8", "w", "B", "f7 g6 h5"},
		{"2r1k1n1/3pp3/5p2/8/8/8/8/4K3[] w - - 0 1", "e8", "w", "Q", "d8 f7 f8 g6 h5"},
		{"4k3/8/8/8/8/8/8/4K3[] w - - 0 1", "e8", "w", "K", "d7 d8 e7 f7 f8"},
	} {
		p, err := notation.ParseFEN(v, tc.fen, notation.FENOptions{})
		require.NoError(t, err)
		g := v.Geometry
		by := core.White
		if tc.by == "b" {
			by = core.Black
		}
		ty := v.TypeByID(tc.id)
		require.GreaterOrEqual(t, ty, 0, tc.id)
		set := p.CheckSquares(g.ParseSquare(tc.royal), by, ty)
		var got []string
		for s := set.Next(); s >= 0; s = set.Next() {
			got = append(got, g.SquareName(s))
		}
		sort.Strings(got)
		require.Equal(t, tc.want, strings.Join(got, " "), "%s: %s %s checking %s", tc.fen, tc.by, tc.id, tc.royal)
	}
}

// TestCheckSquaresDrops: in random crazyhouse games with full hands,
// a drop gives check exactly when it lands on one of its type's check
// squares of the enemy royal.
func TestCheckSquaresDrops(t *testing.T) {
	v := parseVariant(t, "crazyhouse")
	r := rand.New(rand.NewSource(7))
	checks, drops := 0, 0
	for game := 0; game < 20; game++ {
		p, err := notation.ParseFEN(v, "r1bqkb1r/pppppppp/8/8/8/8/PPPPPPPP/R1BQKB1R[NNBRQPPnnbrqpp] w KQkq - 0 1", notation.FENOptions{})
		require.NoError(t, err)
		for ply := 0; ply < 40; ply++ {
			var legal core.MoveList
			p.GenerateLegal(&legal)
			if len(legal.Moves) == 0 {
				break
			}
			by := p.Side()
			royal := p.SoleRoyal(by.Other())
			if royal >= 0 && !p.InCheck() {
				for _, m := range legal.Moves {
					if !m.IsDrop() {
						continue
					}
					set := p.CheckSquares(royal, by, m.Piece().Type())
					p.Make(m)
					gives := p.Attacked(royal, by)
					p.Unmake()
					require.Equal(t, gives, set.Has(int(m.To())), "%s: drop on %s", notation.FEN(p), v.Geometry.SquareName(int(m.To())))
					drops++
					if gives {
						checks++
					}
				}
			}
			p.Make(legal.Moves[r.Intn(len(legal.Moves))])
		}
	}
	require.Greater(t, checks, 100, "the games should have drops that check")
	require.Greater(t, drops, 10*checks)
}
