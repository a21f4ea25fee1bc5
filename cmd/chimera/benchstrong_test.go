package main

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The native side of the strong-level rows runs the page's level from the
// position after the moves, and counts the nodes after its first
// iteration; a move list that does not play, or a level the page lacks,
// is an error.
func TestStrongNative(t *testing.T) {
	r, err := strongNative("chess", "e4 e5 Nf3", "beginner", false)
	require.NoError(t, err)
	assert.Equal(t, 3, r.Depth, "the beginner level searches three plies")
	assert.Greater(t, r.Nodes, 0.0)
	assert.Greater(t, r.nodesPerSecond(), 0.0)
	for _, c := range strongCases {
		_, err := strongNative(c.variant, c.moves, "no such level", c.net)
		assert.ErrorContains(t, err, "no level", "%s %q: the moves play", c.variant, c.moves)
	}
	_, err = strongNative("chess", "e4 e4", "beginner", false)
	assert.Error(t, err)
	// the network rows need a shipped network
	r, err = strongNative("xiangqi", "", "beginner", true)
	require.NoError(t, err)
	assert.Equal(t, 3, r.Depth)
	_, err = strongNative("makruk", "", "beginner", true)
	assert.ErrorContains(t, err, "no network is shipped for makruk")
}
