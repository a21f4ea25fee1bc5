package core_test

import (
	"fmt"
	"math/rand"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/notation"
	"github.com/chimera-variants/chimera/variants"
)

// randomLayer gives every piece on every square, and the first pieces
// in hand, random rows in each view; with buckets > 1 as many sets of
// rows, each square of a view's royal choosing one at random.
func randomLayer(v *core.Variant, r *rand.Rand, buckets int) *core.Layer {
	// (13 wide: addRow's eight-a-step loop and the rest after it)
	l := &core.Layer{Width: 13}
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
	if buckets > 1 {
		set := len(l.Rows) / l.Width
		for range (buckets - 1) * set {
			row()
		}
		for view := range 2 {
			l.Buckets[view] = make([]int32, n)
			for sq := range n {
				l.Buckets[view][sq] = int32(r.Intn(buckets) * set)
			}
		}
	}
	return l
}

// TestLayerFollowsMoves plays random games with a layer installed and
// checks after moves and take-backs that the sums are those the
// position would have if the layer were installed anew; with royals'
// buckets, only after some of them, so that a royal also leaves its
// bucket and comes back between two reads.
func TestLayerFollowsMoves(t *testing.T) {
	for _, buckets := range []int{1, 6} {
		t.Run(fmt.Sprint(buckets, " buckets"), func(t *testing.T) { layerFollowsMoves(t, buckets) })
	}
}

func layerFollowsMoves(t *testing.T, buckets int) {
	r := rand.New(rand.NewSource(5))
	for _, name := range []string{"chess", "crazyhouse", "shogi", "xiangqi", "chushogi"} {
		text, ok := variants.Block(name)
		require.True(t, ok, name)
		block, err := notation.ParseBlock(text)
		require.NoError(t, err, name)
		v := block.Variant
		p, err := core.StartPosition(v)
		require.NoError(t, err)
		l := randomLayer(v, r, buckets)
		p.SetLayer(l)
		checked := 0
		check := func(what string) {
			if buckets > 1 && what != "the start" && what != "every move taken back" && r.Intn(3) > 0 {
				return
			}
			checked++
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
			if ply == 60 {
				// installed again mid-game: the moves made before have
				// no saved sums, so taking them back must undo their rows
				p.SetLayer(l)
			}
		}
		for ; made > 0; made-- {
			p.Unmake()
		}
		check("every move taken back")
		require.Greater(t, checked, 10, name)
	}
}

// BenchmarkAddRow times adding a row of a network's width (64) to a sum
// and taking it away again, as a quiet move does in both views.
func BenchmarkAddRow(b *testing.B) {
	sum, rows := make([]int32, 64), make([]int32, 64*100)
	for i := range rows {
		rows[i] = int32(i % 7)
	}
	for i := 0; b.Loop(); i++ {
		r := (i % 100) * 64
		core.AddRow(sum, rows[r:r+64], 1)
		core.AddRow(sum, rows[r:r+64], -1)
	}
}
