package search_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chimera-variants/chimera/search"
)

// TestQuiescenceExchangeToTheEnd: an exchange of five captures on one
// square is searched to its end (the captures after the fourth are
// recaptures on the same square, still tried): Re3, Re2 and Qe1 win the
// pawn e5 that Re7 and Re8 guard. Without the queen the first capture
// loses a rook, and the quiescence search stands pat.
func TestQuiescenceExchangeToTheEnd(t *testing.T) {
	for _, c := range []struct {
		fen  string
		gain bool
	}{
		{"3qr1k1/4r3/8/4p3/8/4R3/4R3/4Q1K1 w - - 0 1", true},
		{"3qr1k1/4r3/8/4p3/8/4R3/4R3/6K1 w - - 0 1", false},
	} {
		s := search.New(position(t, "chess", c.fen))
		static, q := s.Evaluate(), s.Quiesce()
		if c.gain {
			assert.Greater(t, q, static+50, "%s: the pawn is won", c.fen)
		} else {
			assert.Equal(t, static, q, "%s: stand pat", c.fen)
		}
	}
}

// TestQuiescenceRecapturesOnly: after four plies of the quiescence
// search, only recaptures are tried. In this Chu Shogi middle-game position
// (from a game against HaChu, where Chimera had 100 ms for its move) the
// depth-2 iteration took 53,334 nodes before, 42,062 with the rule.
func TestQuiescenceRecapturesOnly(t *testing.T) {
	p := position(t, "chushogi", "2csgekg3l/4t1ot2fa/v1r1d2d1rv1/3p2b1p1pm/1h2n4p1p/1p1ip7/12/2PN4I2q/1MCPP1QXPPP1/1+HR2D1D2VM/1F1GTOETSRFA/3SK3GC1L w - - 0 73")
	s := search.New(p)
	var nodes [3]uint64
	s.OnInfo = func(i search.Info) { nodes[i.Depth] = i.Nodes }
	info := s.Think(search.Limits{Depth: 2})
	require.True(t, info.Found)
	assert.Less(t, nodes[2]-nodes[1], uint64(48000), "depth 2's nodes")
}
