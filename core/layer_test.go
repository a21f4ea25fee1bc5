package core_test

import (
	"math/rand"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/notation"
	"github.com/chimera-variants/chimera/variants"
)

// randomLayer gives every piece on every square, and the first pieces
// in hand, random rows in each view.
func randomLayer(v *core.Variant, r *rand.Rand) *core.Layer {
	l := &core.Layer{Width: 5}
	row := func() int32 {
		for range l.Width {
			l.Rows = append(l.Rows, int32(r.Intn(2001)-1000))
		}
		return int32(len(l.Rows)/l.Width - 1)
	}
	n := v.Geometry.Size()
	for view := range 2 {
		for pc := core.Piece(0); pc <= v.MaxPiece(); pc++ {
			board := make([]int32, n)
			for sq := range board {
				board[sq] = row()
			}
			l.Board[view] = append(l.Board[view], board)
			l.Hand[view] = append(l.Hand[view], []int32{row(), row(), row()})
		}
	}
	return l
}

// TestLayerFollowsMoves plays random games with a layer installed and
// checks after every move and every take-back that the sums are those
// the position would have if the layer were installed anew.
func TestLayerFollowsMoves(t *testing.T) {
	r := rand.New(rand.NewSource(5))
	for _, name := range []string{"chess", "crazyhouse", "shogi", "xiangqi", "chushogi"} {
		text, ok := variants.Block(name)
		require.True(t, ok, name)
		block, err := notation.ParseBlock(text)
		require.NoError(t, err, name)
		v := block.Variant
		p, err := core.StartPosition(v)
		require.NoError(t, err)
		l := randomLayer(v, r)
		p.SetLayer(l)
		check := func(what string) {
			q := p.Copy()
			q.SetLayer(l)
			for c := core.White; c <= core.Black; c++ {
				require.Equal(t, q.LayerSum(c), p.LayerSum(c), "%s: %s, view %d", name, what, c)
			}
		}
		check("the start")
		made := 0
		for ply := 0; ply < 120; ply++ {
			var ml core.MoveList
			p.GenerateLegal(&ml)
			if len(ml.Moves) == 0 {
				break
			}
			m := ml.Moves[r.Intn(len(ml.Moves))]
			p.Make(m)
			made++
			check("a move")
			if r.Intn(4) == 0 {
				p.Unmake()
				made--
				check("a take-back")
			}
		}
		for ; made > 0; made-- {
			p.Unmake()
		}
		check("every move taken back")
	}
}
