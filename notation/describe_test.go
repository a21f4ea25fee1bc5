package notation

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestDescribe(t *testing.T) {
	cases := map[string]string{
		"R":            "slides orthogonally",
		"N":            "leaps (2,1) like a knight",
		"K":            "leaps in any direction",
		"mRcpR":        "slides orthogonally (moves only); slides orthogonally over one piece (captures only)",
		"fmWfceFifmnD": "leaps orthogonally forward (moves only); leaps diagonally forward (captures only); steps 2 squares orthogonally forward, blocked by pieces on the way (moves only), first move only",
		"gQ":           "slides in any direction, landing just beyond the first piece",
	}
	for betza, want := range cases {
		spec, err := parseXBetza(betza)
		require.NoError(t, err)
		assert.Equal(t, want, Describe(spec), betza)
	}
}

// TestDescribeContinuation: a continuation leg is named by its turn from
// the leg before, and an orthodox atom by the kind the turn gives it.
func TestDescribeContinuation(t *testing.T) {
	cases := map[string]string{
		"[W-B]":     "moves in 2 steps: leaps orthogonally (moves only), then slides diagonally turning 45 degrees",
		"fcafmF":    "moves in 2 steps: leaps diagonally forward (captures only), then leaps diagonally straight on (moves only)",
		"mRcaibR":   "slides orthogonally (moves only); moves in 2 steps: slides orthogonally (captures only), then slides orthogonally straight back",
		"cafKmcabK": "moves in 2 steps: leaps in any direction (captures only), then leaps one square straight on; moves in 2 steps: leaps in any direction, then leaps one square straight back",
		"afzafzW":   "moves in 3 steps: leaps orthogonally (moves only), then leaps one square turning the other way than the turn before (moves only), then leaps one square turning the other way than the turn before",
		"caKmcabK":  "moves in 2 steps: leaps in any direction (captures only), then leaps one square straight on or turning 45 degrees or turning 90 degrees or turning 135 degrees; moves in 2 steps: leaps in any direction, then leaps one square straight back",
	}
	for betza, want := range cases {
		spec, err := parseXBetza(betza)
		require.NoError(t, err)
		assert.Equal(t, want, Describe(spec), betza)
	}
}
