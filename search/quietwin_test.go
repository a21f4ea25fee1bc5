package search_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/chimera-variants/chimera/search"
)

// A quiet move that ends the game at once wins in the quiescence
// search, which tries only captures and promotions otherwise: the side
// to move does not stand pat on a won position.
func TestQuietWinNotStoodOn(t *testing.T) {
	cases := []struct {
		name, variant, fen string
		wins               bool
	}{
		{"a drop gives check shogi's check", "checkshogi", "4k4/9/9/9/9/9/9/9/4K4[G] w - - 1+1 0 1", true},
		{"nothing to drop, no check to give", "checkshogi", "4k4/9/9/9/9/9/9/9/4K4[] w - - 1+1 0 1", false},
		{"the third check by a quiet rook move", "3check", "4k3/8/8/8/8/8/8/R3K3 w - - 1+3 0 1", true},
		{"a check, not the last", "3check", "4k3/8/8/8/8/8/8/R3K3 w - - 3+3 0 1", false},
		{"the king steps onto the hill", "kingofthehill", "8/8/8/8/8/3K4/8/k7 w - - 0 1", true},
		{"the hill out of the king's reach", "kingofthehill", "K7/8/8/8/8/8/8/k7 w - - 0 1", false},
		{"a disc completes four across", "connect4", "7/7/7/7/7/PPP4[PPPPPPPPPPPPPPPPPPpppppppppppppppppppppp] w - - 0 1", true},
		{"the fourth square taken", "connect4", "7/7/7/7/7/PPPp3[PPPPPPPPPPPPPPPPPPpppppppppppppppppppp] w - - 0 1", false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			score := search.New(position(t, c.variant, c.fen)).Quiesce()
			if c.wins {
				assert.Greater(t, score, search.Mate-100)
			} else {
				assert.Less(t, score, search.Mate-100)
			}
		})
	}
}
