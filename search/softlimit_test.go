package search

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestSoftLimit: a best move that stays leaves 3/8 of the time to
// think for new iterations; one that just changed, 7/8; changing
// again and again, all of it, never more.
func TestSoftLimit(t *testing.T) {
	for _, c := range []struct {
		changes float64
		want    Duration
	}{
		{0, 375 * Millisecond},
		{0.25, 500 * Millisecond}, // changed three iterations ago
		{1, 875 * Millisecond},    // changed in the last one
		{1.5, Second},             // and the one before
		{4, Second},
	} {
		assert.Equal(t, c.want, softLimit(Second, c.changes), "changes %g", c.changes)
	}
	assert.Equal(t, Duration(0), softLimit(0, 1), "no time: no limit to scale")
}
