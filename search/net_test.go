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
// hand-made evaluation adds to it.
func TestNetLayerAgrees(t *testing.T) {
	r := rand.New(rand.NewSource(9))
	for _, name := range []string{"chess", "crazyhouse", "shogi"} {
		p := position(t, name, "")
		n, err := learn.New(search.NetInputs(p.Variant()), 16, 2000, 3)
		require.NoError(t, err)
		plain := search.New(p.Copy())
		s := search.New(p)
		require.NoError(t, s.SetNet(n))
		checked := 0
		for ply := 0; ply < 80; ply++ {
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
		require.Greater(t, checked, 20, name)

		n.OnTop = true
		require.NoError(t, s.SetNet(n))
		plain.SetPosition(p)
		stm := p.Side()
		half, _ := p.Counters()
		p.SetCounters(0, 1) // (the move rule scales the sum, not each part)
		net := n.Centipawns(search.NetFeatures(p, stm, nil), search.NetFeatures(p, stm.Other(), nil))
		require.NotZero(t, net, "%s: a network that adds nothing tests nothing", name)
		require.InDelta(t, plain.Evaluate()+net, s.Evaluate(), 1, name)
		p.SetCounters(half, 1)

		other, err := learn.New(search.NetInputs(p.Variant())+1, 16, 200, 3)
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
		white := search.NetFeatures(p, core.White, nil)
		black := search.NetFeatures(p, core.Black, nil)
		slices.Sort(white)
		slices.Sort(black)
		require.Equal(t, white, black, name)
	}
}
