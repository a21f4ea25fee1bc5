package core_test

import (
	"math/rand"
	"testing"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/notation"
	"github.com/stretchr/testify/require"
)

// tactical returns the details of the captures and promotions of moves
// (read at once: the next generation may reuse the move store).
func tactical(p *core.Position, moves []core.Move) []core.MoveDetail {
	var out []core.MoveDetail
	for _, m := range moves {
		if m.IsCapture() || m.IsPromotion() {
			out = append(out, p.Detail(m))
		}
	}
	return out
}

// TestTacticalAgrees plays random games in the shipped variants with
// bitboards and, at every position, compares the captures and promotions
// of GenerateTactical with GeneratePseudo's: the same moves in the same
// order (the quiescence search's tree depends on the order).
func TestTacticalAgrees(t *testing.T) {
	r := rand.New(rand.NewSource(13))
	starts := bitboardStarts(t)
	captures, promotions := 0, 0
	for _, st := range starts {
		name, p := st.name, st.p
		for ply := 0; ply < 120; ply++ {
			var pseudo, tact core.MoveList
			p.GeneratePseudo(&pseudo)
			want := tactical(p, pseudo.Moves)
			p.GenerateTactical(&tact)
			got := tactical(p, tact.Moves)
			same := len(want) == len(got)
			for i := 0; same && i < len(want); i++ {
				same = want[i].Same(&got[i])
			}
			if !same {
				t.Fatalf("%s: %s: GeneratePseudo's captures and promotions %d, GenerateTactical's %d, or in another order",
					name, notation.FEN(p), len(want), len(got))
			}
			for _, m := range pseudo.Moves {
				if m.IsPromotion() {
					promotions++
				} else if m.IsCapture() {
					captures++
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
	t.Logf("%d variants with bitboards: %d captures, %d promotions", len(starts), captures, promotions)
	require.Greater(t, captures, 10000)
	require.Greater(t, promotions, 500)
}
