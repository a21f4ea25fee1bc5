package variants_test

import (
	"math/rand"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/notation"
	"github.com/chimera-variants/chimera/variants"
)

// TestPlayoutsWriteEachMoveApart plays random games of every shipped
// variant and checks that no two legal moves are written alike in SAN
// (check marks aside, as notation.FindSAN reads them), so that a game
// record reads back as the game played. Xiangqi wrote two soldiers'
// captures on one square, one across the river and one not, both Pxg6.
func TestPlayoutsWriteEachMoveApart(t *testing.T) {
	const plies, workLimit = 200, 12_000_000
	for _, name := range variants.Names() {
		t.Run(name, func(t *testing.T) {
			p := startPosition(t, name)
			r := rand.New(rand.NewSource(11))
			var legal core.MoveList
			seen := map[string]int{}
			// each move's SAN looks at every other move: n² a ply, so the
			// games with thousands of moves a ply (Amazons, Duck chess)
			// are played for fewer plies
			work := 0
			for ply := 0; ply < plies && work < workLimit; ply++ {
				legal.Reset()
				p.GenerateLegal(&legal)
				if len(legal.Moves) == 0 {
					break
				}
				work += len(legal.Moves) * len(legal.Moves)
				clear(seen)
				// every move written from the one list, as chimera moves
				// does: a mark of check looks at the position after the
				// move and must leave the list's details alone (Madhouse
				// lost them 60 plies in)
				for i, m := range legal.Moves {
					san := strings.TrimRight(notation.SAN(p, m, legal.Moves), "+#")
					if j, ok := seen[san]; ok {
						require.Failf(t, "two moves written alike", "%s: moves %d and %d both %s",
							notation.FEN(p), j, i, san)
					}
					seen[san] = i
				}
				p.Make(legal.Moves[r.Intn(len(legal.Moves))])
			}
		})
	}
}
