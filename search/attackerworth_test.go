package search_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/chimera-variants/chimera/core"
)

// TestAttackerWorth: the attackerWorth term (per mille of each enemy
// piece's value within two king steps of a royal, in both phases) is
// what the evaluation loses when the weight goes from 100 to 0; pawns
// and pieces further away count nothing.
func TestAttackerWorth(t *testing.T) {
	for _, c := range []struct {
		name, variant, fen string
		least, most        int // the term for the side to move, centipawns
	}{
		{"the start", "chess", "startpos", 0, 0},
		{"a queen two steps from the king, in an ending", "chess", "4k3/8/4Q3/8/8/8/8/4K3 w - - 0 1", 60, 150},
		{"the same, the king's side to move", "chess", "4k3/8/4Q3/8/8/8/8/4K3 b - - 0 1", -150, -60},
		{"a queen three steps away", "chess", "4k3/8/8/4Q3/8/8/8/4K3 w - - 0 1", 0, 0},
		{"a pawn beside the king", "chess", "4k3/4P3/8/8/8/8/8/4K3 w - - 0 1", 0, 0},
		{"a Lion beside the king", "chushogi", "12/12/5k6/5N6/12/12/12/12/12/12/12/5K6 w - - 0 1", 60, 300},
	} {
		t.Run(c.name, func(t *testing.T) {
			term := termEffect(t, position(t, c.variant, c.fen), core.EvalAttackerWorth, 100)
			assert.GreaterOrEqual(t, term, c.least)
			assert.LessOrEqual(t, term, c.most)
		})
	}
}
