package search_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/chimera-variants/chimera/search"
)

// TestPassWhenStuck: where a side that cannot move passes
// (passOnStalemate=1), the search plays the pass inside the tree instead
// of scoring a stalemate, and two passes end the game by counting even
// though the position repeats. Here neither side can drop: White passes,
// Black passes, and White's seven stones beat Black's one.
func TestPassWhenStuck(t *testing.T) {
	p := position(t, "flipello", "8/8/8/8/8/8/7p/PPPPPPP1[PPpp] w - - 0 1")
	san, info := best(t, p, 4)
	assert.Equal(t, "pass", san)
	assert.Greater(t, info.Score, search.Mate-10, "a win, not a draw by repetition")
}
