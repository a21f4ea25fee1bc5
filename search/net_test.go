package search_test

import (
	"math/rand"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/internal/nnet/learn"
	"github.com/chimera-variants/chimera/search"
)

// TestNetLayerAgrees: the network's score from the sums the position
// keeps through make and unmake is its score summed anew from the
// features (to a centipawn, for a network whose unit is 2,000: the kept sums are in fixed point), in games
// with and without pieces in hand; and a network on top of the
// hand-made evaluation adds to it; with king buckets and without.
func TestNetLayerAgrees(t *testing.T) {
	for _, kb := range []bool{false, true} {
		netLayerAgrees(t, kb)
	}
}

func netLayerAgrees(t *testing.T, kb bool) {
	r := rand.New(rand.NewSource(9))
	for _, name := range []string{"chess", "crazyhouse", "shogi"} {
		p := position(t, name, "")
		n, err := learn.New(search.NetInputs(p.Variant(), kb), 16, 2000, 3)
		require.NoError(t, err)
		n.KingBuckets = kb
		plain := search.New(p.Copy())
		s := search.New(p)
		require.NoError(t, s.SetNet(n))
		checked := 0
		for ply := 0; ply < 160; ply++ {
			var ml core.MoveList
			p.GenerateLegal(&ml)
			if len(ml.Moves) == 0 {
				break
			}
			p.Make(ml.Moves[r.Intn(len(ml.Moves))])
			if ply%3 == 0 {
				p.Unmake()
				continue
			}
			// the same evaluation summed anew: a copy without the layer
			q := p.Copy()
			q.SetLayer(nil)
			require.InDelta(t, s.Evaluator().Evaluate(q), s.Evaluate(), 1, "%s, ply %d", name, ply)
			checked++
		}
		require.Greater(t, checked, 40, name)

		n.OnTop = true
		require.NoError(t, s.SetNet(n))
		plain.SetPosition(p)
		stm := p.Side()
		half, _ := p.Counters()
		p.SetCounters(0, 1) // (the move rule scales the sum, not each part)
		net := n.Centipawns(search.NetFeatures(p, stm, kb, nil), search.NetFeatures(p, stm.Other(), kb, nil))
		require.NotZero(t, net, "%s: a network that adds nothing tests nothing", name)
		require.InDelta(t, plain.Evaluate()+net, s.Evaluate(), 1, name)
		p.SetCounters(half, 1)

		other, err := learn.New(search.NetInputs(p.Variant(), kb)+1, 16, 200, 3)
		require.NoError(t, err)
		require.ErrorContains(t, s.SetNet(other), "inputs")
	}
}

// TestNetViewsAlike: in a symmetric start position both sides see the
// same features, whether Black's army is White's mirrored (chess,
// xiangqi) or turned half round (shogi, symmetry=rotate).
func TestNetViewsAlike(t *testing.T) {
	for _, name := range []string{"chess", "xiangqi", "shogi", "chushogi"} {
		p := position(t, name, "")
		white := search.NetFeatures(p, core.White, true, nil)
		black := search.NetFeatures(p, core.Black, true, nil)
		slices.Sort(white)
		slices.Sort(black)
		require.Equal(t, white, black, name)
	}
}

// TestNetKingBuckets: with king buckets a view's features are its
// features without them, moved to the set of the region its royal stands
// in, by file (the middle file or two, the files left and right of them)
// and by rank (the first, the others), as the view sees the board.
func TestNetKingBuckets(t *testing.T) {
	for _, c := range []struct {
		name, fen    string
		white, black int
	}{
		{"chess", "", 2, 2}, // e1, e8: the middle files, first rank
		{"chess", "r1bq1rk1/pppp1ppp/2n2n2/2b1p3/2B1P3/2N2N2/PPPP1PPP/R1BQ1RK1 w - - 6 6", 4, 4}, // castled short
		{"chess", "2kr3r/8/8/8/8/8/3K4/8 w - - 0 1", 3, 0},                                       // d2: the middle, above the first rank; c8: queen's side
		{"xiangqi", "", 2, 2}, // the palace's middle file
		{"xiangqi", "3ak4/9/9/9/9/9/9/9/9/5K3 w - - 0 1", 4, 2}, // f0 (right), e9 from Black's rank (middle)
		{"shogi", "", 2, 2},
	} {
		p := position(t, c.name, c.fen)
		set := int32(search.NetBaseInputs(p.Variant()))
		for side, want := range map[core.Color]int{core.White: c.white, core.Black: c.black} {
			plain := search.NetFeatures(p, side, false, nil)
			buckets := search.NetFeatures(p, side, true, nil)
			require.Len(t, buckets, len(plain))
			for i := range plain {
				require.Less(t, plain[i], set)
				require.Equal(t, plain[i]+int32(want)*set, buckets[i], "%s %q, view %d", c.name, c.fen, side)
			}
		}
	}
}
