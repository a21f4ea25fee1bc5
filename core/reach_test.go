package core_test

import (
	"math/rand"
	"sort"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/notation"
	"github.com/chimera-variants/chimera/variants"
)

// TestReachAttacks checks, for every piece Reach covers in random games
// (royals and promoting pieces included), that its Attacks are the enemy
// pieces its generated captures take on their destination, and that its
// count of squares is Mobility's.
func TestReachAttacks(t *testing.T) {
	attacks := 0
	eachPieceInRandomGames(t, 5, func(t *testing.T, v *core.Variant, p *core.Position, sq int) bool {
		reach, ok := p.Reach(sq, -1)
		if !ok {
			return false
		}
		c := p.At(sq).Color()
		var ml core.MoveList
		p.GeneratePieceMoves(&ml, sq)
		var want []int
		for _, m := range p.Details(ml.Moves) {
			if m.To < 0 || int(m.To) == sq || m.Flags&core.FlagCapture == 0 {
				continue
			}
			if pc := p.At(int(m.To)); pc != core.NoPiece && pc.Color() != c {
				want = append(want, int(m.To))
			}
		}
		want = unique(want)
		var got []int
		set := reach.Attacks
		for s := set.Next(); s >= 0; s = set.Next() {
			got = append(got, s)
		}
		require.Equal(t, want, got, "%s: %s on %s", notation.FEN(p), v.Types[p.At(sq).Type()].Name, v.Geometry.SquareName(sq))
		require.Equal(t, len(want), reach.Attacks.Len())
		for _, s := range want {
			require.True(t, reach.Attacks.Has(s))
		}
		if n := p.Mobility(sq); n >= 0 {
			require.Equal(t, n, reach.Squares)
		}
		attacks += len(want)
		return true
	})
	require.Greater(t, attacks, 50, "the games should reach positions with captures")
}

// unique sorts squares and drops repeats (nil for none).
func unique(sqs []int) []int {
	sort.Ints(sqs)
	var out []int
	for i, s := range sqs {
		if i == 0 || s != sqs[i-1] {
			out = append(out, s)
		}
	}
	return out
}

// TestSquareSetEmpty: an empty set has no square and Next says so.
func TestSquareSetEmpty(t *testing.T) {
	var s core.SquareSet
	require.Equal(t, 0, s.Len())
	require.False(t, s.Has(0))
	require.False(t, s.Has(-1))
	require.Equal(t, -1, s.Next())
	require.Equal(t, 0, s.Union(s).Len())
}

// TestCaptures: in random games of every shipped variant, where Captures
// answers, its set is exactly the enemy pieces the piece's generated
// captures land on (en passant aside: it lands on an empty square); the
// search reads its threats from it instead of listing the moves there.
// Xiangqi's horse and cannon (a lame leap, a hop) must be among the
// pieces it answers for.
func TestCaptures(t *testing.T) {
	r := rand.New(rand.NewSource(7))
	seen := map[string]bool{}
	for _, name := range variants.Names() {
		text, _ := variants.Block(name)
		block, err := notation.ParseBlock(text)
		require.NoError(t, err, name)
		v := block.Variant
		p, err := core.StartPosition(v)
		if err != nil {
			continue // (placement games start with an empty board)
		}
		for ply := 0; ply < 40; ply++ {
			for c := core.White; c <= core.Black; c++ {
				for _, sq := range p.Pieces(c) {
					set, ok := p.Captures(int(sq))
					if !ok {
						continue
					}
					var ml core.MoveList
					p.GeneratePieceMoves(&ml, int(sq))
					var want []int
					for _, m := range p.Details(ml.Moves) {
						if m.Flags&core.FlagCapture != 0 && m.To >= 0 {
							if pc := p.At(int(m.To)); pc != core.NoPiece && pc.Color() != c {
								want = append(want, int(m.To))
							}
						}
					}
					var got []int
					for s := set.Next(); s >= 0; s = set.Next() {
						got = append(got, s)
					}
					require.Equal(t, unique(want), got, "%s %s: %s on %s", name, notation.FEN(p),
						v.Types[p.At(int(sq)).Type()].Name, v.Geometry.SquareName(int(sq)))
					seen[name+" "+v.Types[p.At(int(sq)).Type()].Name] = true
				}
			}
			var legal core.MoveList
			p.GenerateLegal(&legal)
			if len(legal.Moves) == 0 {
				break
			}
			p.Make(legal.Moves[r.Intn(len(legal.Moves))])
		}
	}
	for _, want := range []string{"xiangqi horse", "xiangqi cannon", "chess knight", "shogi rook"} {
		require.True(t, seen[want], want)
	}
}
