package notation_test

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/notation"
)

// legalSAN lists the legal moves of the position in SAN, sorted.
func legalSAN(t *testing.T, p *core.Position) []string {
	t.Helper()
	var ml core.MoveList
	p.GenerateLegal(&ml)
	var out []string
	for i := range ml.Moves {
		out = append(out, notation.SAN(p, ml.Moves[i], ml.Moves))
	}
	slices.Sort(out)
	return out
}

// TestSides: per-side hands (count W/B), per-side drop regions, Black
// moving first and the castling partners are read and played.
func TestSides(t *testing.T) {
	const base = "files=4 ranks=4 royal=0 symmetry=none holdingsType=1 immobileDrops=1\nman:M:K::a1,,d4:2/0\nstone:S:@::,,:0/1\n"
	for _, tc := range []struct {
		name, extra string
		want        []string
	}{
		// White holds two men, Black none: only White drops men
		{"hands", "", []string{"M@a2", "M@a3", "M@a4", "M@b1", "M@b2", "M@b3", "M@b4", "M@c1", "M@c2", "M@c3", "M@c4", "M@d1", "M@d2", "M@d3", "Ma2", "Mb1", "Mb2"}},
		// White's drops only on a2 and c3 (Black's then mirrored)
		{"region", "dropRegion=a2,c3", []string{"M@a2", "M@c3", "Ma2", "Mb1", "Mb2"}},
		// Black moves first and drops its stone only on its own region
		{"black first", "dropRegion=a1/b3,b4 firstMove=black", []string{"Mc3", "Mc4", "Md3", "S@b3", "S@b4"}},
	} {
		b, err := notation.ParseBlock(base + tc.extra + "\n")
		require.NoError(t, err, tc.name)
		assert.Empty(t, b.Warnings, tc.name)
		p, err := core.StartPosition(b.Variant)
		require.NoError(t, err, tc.name)
		assert.Equal(t, tc.want, legalSAN(t, p), tc.name)
	}
	// without '/', Black's region is White's mirrored
	b, err := notation.ParseBlock(base + "dropRegion=a2,c3\n")
	require.NoError(t, err)
	g := b.Variant.Geometry
	assert.True(t, b.Variant.DropRegion[core.Black][g.ParseSquare("a3")])
	assert.True(t, b.Variant.DropRegion[core.Black][g.ParseSquare("c2")])
	assert.False(t, b.Variant.DropRegion[core.Black][g.ParseSquare("a2")])
	// '*' is every square
	b, err = notation.ParseBlock(base + "dropRegion=a2/*\n")
	require.NoError(t, err)
	assert.Nil(t, b.Variant.DropRegion[core.Black])
}

// TestCastlePartners: a king castles only with the listed types, whatever
// stands in the corner.
func TestCastlePartners(t *testing.T) {
	const block = "files=8 ranks=8\nking:K:KisO2::e1\nrook:R:R::h1\nlance:L:fR::a1\n"
	for _, tc := range []struct {
		extra  string
		castle []string
	}{
		{"", []string{"O-O", "O-O-O"}},
		{"castlePartners=R", []string{"O-O"}},
		{"castlePartners=L", []string{"O-O-O"}},
	} {
		b, err := notation.ParseBlock(block + tc.extra + "\n")
		require.NoError(t, err)
		p, err := core.StartPosition(b.Variant)
		require.NoError(t, err)
		var got []string
		for _, m := range legalSAN(t, p) {
			if m[0] == 'O' {
				got = append(got, m)
			}
		}
		assert.Equal(t, tc.castle, got, tc.extra)
	}
}

// TestSideKeyErrors: a bad value names the key and what it takes.
func TestSideKeyErrors(t *testing.T) {
	for _, c := range []struct{ line, msg string }{
		{"dropRegion=z9", "dropRegion=z9\": \"z9\" is not a square"},
		{"dropRegion=a1/q1", "dropRegion=a1/q1\": \"q1\" is not a square"},
		{"firstMove=red", "firstMove=red\": must be white or black"},
		{"castlePartners=Q", "castlePartners=Q"},
		{"goalCount=x", "goalCount=x\": must be a number of pieces"},
	} {
		_, err := notation.ParseBlock("files=4 ranks=4 royal=0\nman:M:K::a1\n" + c.line + "\n")
		require.Error(t, err, c.line)
		assert.Contains(t, err.Error(), c.msg, c.line)
	}
	// a hand count W/B: two numbers
	_, err := notation.ParseBlock("files=4 ranks=4 royal=0\nman:M:K::a1:2/x\n")
	require.Error(t, err)
	assert.Contains(t, err.Error(), "White's/Black's")
}

// TestInitialWindows: with initialRanks=A/B the ii moves have their own
// ranks: a pawn triple-steps from its second rank only, double-steps from
// its second and third (Wildebeest).
func TestInitialWindows(t *testing.T) {
	b, err := notation.ParseBlock("files=3 ranks=8 royal=0 symmetry=none initialRanks=3/2\npawn:P:mfWifmnDiifmnH::a2,b3\n")
	require.NoError(t, err)
	p, err := core.StartPosition(b.Variant)
	require.NoError(t, err)
	assert.Equal(t, []string{"a3", "a4", "a5", "b4", "b5"}, legalSAN(t, p))
	_, err = notation.ParseBlock("files=3 ranks=8 royal=0 initialRanks=3/0\npawn:P:mfW::a2\n")
	require.Error(t, err)
}
