package shx

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/notation"
	"github.com/chimera-variants/chimera/variants"
)

func TestX(t *testing.T) {
	for _, c := range []struct {
		name string
		idx  []uint64
	}{{"fischerandom", []uint64{0, 959, 711}}, {"caparandom", []uint64{0, 83999, 40321}}} {
		text, _ := variants.Block(c.name)
		b, _ := notation.ParseBlock(text)
		v := b.Variant
		for _, i := range c.idx {
			p, _ := core.ShuffledPosition(v, i)
			fmt.Printf("%s\t%s\n", c.name, notation.FEN(p))
			r := rand.New(rand.NewPCG(i, 3))
			for ply := 1; ply <= 16; ply++ {
				var ml core.MoveList
				p.GenerateLegal(&ml)
				if len(ml.Moves) == 0 {
					break
				}
				// prefer castling when available
				m := ml.Moves[r.IntN(len(ml.Moves))]
				for _, mm := range ml.Moves {
					if mm.Flags&core.FlagCastle != 0 {
						m = mm
					}
				}
				p.Make(&m)
				if ply == 10 || ply == 16 {
					fmt.Printf("%s\t%s\n", c.name, notation.FEN(p))
				}
			}
		}
	}
}
