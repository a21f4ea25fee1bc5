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

// TestDescribeDagaz checks the legend's words for path expressions: legs
// read as their XBetza twins do, programs name what they do.
func TestDescribeDagaz(t *testing.T) {
	cases := map[string]string{
		`(+)([p]\1)*`:         "slides orthogonally",
		`N,OM;E,OT;S,TR;W,RM`: "leaps (2,1) like a knight",
		`(*)[p]|\1[ex](\1[ex])*;(*)[p]|~1~1[ex](~1[ex])*`: "moves by a path program (captures by approach, taking the whole line of pieces); " +
			"moves by a path program (captures by withdrawal, taking the whole line of pieces)",
		`((*-\1)[p][R]|(\1[ex](\1[ex])*[E>\1];~1~1[ex](~1[ex])*[E>~1])@)+`: "moves by a path program (captures by approach or withdrawal, " +
			"taking the whole line of pieces, may go on capturing from where it lands)",
		// the one-square legs use one atom for all eight directions: the
		// words follow the directions
		`OM[p]`:                         "leaps diagonally forward (moves only)",
		`(X)([p]\1)*`:                   "slides diagonally",
		`OMN`:                           "leaps orthogonally or diagonally forward",
		`((OM)[ex]\1[p])++`:             "moves by a path program (may take several pieces in one move, must go on while it can)",
		`*[A];[MA](E[pA]){2}|E^[M]W{2}`: "leaps in any direction; castles, moving 2 squares toward its partner",
	}
	for expr, want := range cases {
		spec, err := parseDagazMove(expr, "dagaz="+expr)
		require.NoError(t, err)
		assert.Equal(t, want, Describe(spec), expr)
	}
}
