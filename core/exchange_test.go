package core_test

import (
	"math/rand"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/notation"
)

// TestExchangeBitboardsAgree plays random games in every shipped variant
// with bitboards and checks, for every pseudo-legal capture of every
// position, that the static exchange found by bitboards equals the one
// the step-table walks find. The values per type repeat (ties between
// attackers) and grow irregularly.
func TestExchangeBitboardsAgree(t *testing.T) {
	r := rand.New(rand.NewSource(11))
	starts := bitboardStarts(t)
	exchanges := 0
	for _, st := range starts {
		name, p := st.name, st.p
		values := make([]int, p.Variant().NumTypes())
		for ty := range values {
			values[ty] = 100*(ty%5+1) + 7*ty
		}
		for ply := 0; ply < 40; ply++ {
			var pseudo core.MoveList
			p.GeneratePseudo(&pseudo)
			for _, m := range pseudo.Moves {
				if !m.IsCapture() {
					continue
				}
				got, ok := p.SEE(m, values)
				var walked int
				var walkedOK bool
				p.WithoutBitboards(func() { walked, walkedOK = p.SEE(m, values) })
				if walkedOK != ok || walked != got {
					d := p.Detail(m)
					t.Fatalf("%s: %s: %s: bitboards %d %v, walks %d %v", name, notation.FEN(p),
						notation.SANDetail(p, &d), got, ok, walked, walkedOK)
				}
				if ok {
					exchanges++
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
	t.Logf("%d variants with bitboards, %d exchanges", len(starts), exchanges)
	require.Greater(t, len(starts), 100)
	require.Greater(t, exchanges, 10000)
}
