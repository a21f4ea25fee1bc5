package main

import (
	"bytes"
	"testing"

	"github.com/chimera-variants/chimera/search"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestThinkLimits: a depth asked for alone is searched to the end; a
// time given bounds it; with neither, the default two seconds.
func TestThinkLimits(t *testing.T) {
	tests := []struct {
		depth, ms int
		timeSet   bool
		want      search.Limits
	}{
		{12, 2000, false, search.Limits{Depth: 12}},
		{12, 500, true, search.Limits{Depth: 12, Time: 500 * search.Millisecond}},
		{12, 0, true, search.Limits{Depth: 12}},
		{0, 2000, false, search.Limits{Time: 2000 * search.Millisecond}},
		{0, 300, true, search.Limits{Time: 300 * search.Millisecond}},
	}
	for _, tc := range tests {
		assert.Equal(t, tc.want, thinkLimits(tc.depth, tc.ms, tc.timeSet), "%+v", tc)
	}
}

// TestThinkDepthAlone runs chimera think with --depth only: it reports
// every iteration up to that depth and a best move.
func TestThinkDepthAlone(t *testing.T) {
	var out bytes.Buffer
	require.NoError(t, runThink([]string{"--variant", "chess", "--depth", "4"}, &out))
	s := out.String()
	assert.Contains(t, s, "\ndepth 4 score ")
	assert.NotContains(t, s, "depth 5 ")
	assert.Contains(t, s, "bestmove ")
}
