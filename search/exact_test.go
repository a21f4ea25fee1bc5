package search_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/chimera-variants/chimera/search"
)

// TestExactSpendsAllTheTime: a fixed time a move (UCI's go movetime, a
// test suite's time a position) is spent whole, even where the best
// move stays from one iteration to the next and a clock's share would
// be cut at 3/8 of it (softLimit). The assertion is a lower bound only:
// a slow machine waits longer, never fails it.
func TestExactSpendsAllTheTime(t *testing.T) {
	p := position(t, "chess", "")
	const think = 400 * search.Millisecond
	info := search.New(p).Think(search.Limits{Time: think, Exact: true})
	assert.True(t, info.Found)
	assert.GreaterOrEqual(t, info.Time, think*95/100, "depth %d", info.Depth)
}
