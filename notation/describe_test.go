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
		`(*)([p]\1)*`:                   "slides in any direction",
		`N[p];OM[e];[M](N[p]){2}`:       "leaps orthogonally forward (moves only); leaps diagonally forward (captures only); steps 2 squares orthogonally forward, blocked by pieces on the way (moves only), first move only",
	}
	for expr, want := range cases {
		spec, err := parseDagazMove(expr, "dagaz="+expr)
		require.NoError(t, err)
		assert.Equal(t, want, Describe(spec), expr)
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
