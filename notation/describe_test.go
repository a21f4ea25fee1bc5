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
