package variants_test

import (
	"math/rand"
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/notation"
	"github.com/chimera-variants/chimera/variants"
)

// dagazGame parses a shipped variant written in the path language and
// sets up fen (the start position if empty).
func dagazGame(t *testing.T, variant, fen string) *core.Position {
	text, ok := variants.Block(variant)
	require.True(t, ok, variant)
	block, err := notation.ParseBlock(text)
	require.NoError(t, err, variant)
	if fen == "" {
		p, err := core.StartPosition(block.Variant)
		require.NoError(t, err, variant)
		return p
	}
	p, err := notation.ParseFEN(block.Variant, fen, notation.FENOptions{})
	require.NoError(t, err, fen)
	return p
}

// TestDagazGamesPerft counts the moves of the games written in the path
// language. Checkers: the published English-draughts perft through depth
// 8. Fanorona: depths 1 and 2 (5, 39) are worked out by hand in
// core/progdraughts_test.go; all five depths agree with the same rules
// built there as Go programs (not with another program: no Fanorona
// engine counts chains as one move).
func TestDagazGamesPerft(t *testing.T) {
	for _, c := range []struct {
		variant string
		counts  []uint64
	}{
		{"checkers", []uint64{7, 49, 302, 1469, 7361, 36768, 179740, 845931}},
		{"fanorona", []uint64{5, 39, 688, 16254, 380132}},
	} {
		p := dagazGame(t, c.variant, "")
		for d, want := range c.counts {
			assert.Equal(t, want, p.Perft(d+1), "%s depth %d", c.variant, d+1)
		}
	}
}

// TestDagazGamesRules checks the legal moves of hand-built positions:
// obligatory and complete multi-jumps and crowning in checkers; captures
// before paika, approach, withdrawal and chains in Fanorona. Moves are
// written from-to, then xSQUARE for each piece taken, =ID for a
// promotion.
func TestDagazGamesRules(t *testing.T) {
	for _, c := range []struct {
		variant, fen, want string
	}{
		// a multi-jump must be finished; both branches of a fork count
		{"checkers", "8/8/3m1m2/8/3m4/2M5/8/M7 w - - 0 1", "c3-c7xd4xd6 c3-g7xd4xf6"},
		// a man jumping onto the far rank is crowned; the capture is obligatory
		{"checkers", "8/2m5/1M6/8/8/8/8/7m w - - 0 1", "b6-d8xc7=K"},
		// a king jumps backwards and forwards, and must go on
		{"checkers", "8/8/8/4K3/1m1m4/8/8/7m w - - 0 1", "e5-a5xd4xb4"},
		// no capture: paika steps along the lines (a1 has a diagonal, b1 none)
		{"fanorona", "8s/9/9/9/S8 w - - 0 1", "a1-a2 a1-b1 a1-b2"},
		{"fanorona", "8s/9/9/9/1S7 w - - 0 1", "b1-a1 b1-b2 b1-c1"},
		// a capture exists: paika is not allowed
		{"fanorona", "8s/9/s8/9/S8 w - - 0 1", "a1-a2xa3"},
		// approach and withdrawal from one point, and a chain
		{"fanorona", "4s4/9/4S4/3s5/2s6 w - - 0 1", "e3-e4xe5 e3-f4xd2xc1 e3-g3xd2xc1xe5"},
	} {
		p := dagazGame(t, c.variant, c.fen)
		var ml core.MoveList
		p.GenerateLegal(&ml)
		g := p.Variant().Geometry
		var got []string
		for _, m := range p.Details(ml.Moves) {
			s := g.SquareName(int(m.From)) + "-" + g.SquareName(int(m.To))
			for _, x := range m.Victims[:m.NVictims] {
				s += "x" + g.SquareName(int(x))
			}
			if m.Result != m.Piece {
				s += "=" + p.Variant().Types[m.Result.Type()].ID
			}
			got = append(got, s)
		}
		sort.Strings(got)
		assert.Equal(t, c.want, strings.Join(got, " "), "%s %s", c.variant, c.fen)
	}
}

// TestDagazGamesSAN plays random games of the path-language games and
// checks that every legal move is written in SAN so that reading it back
// finds the same move (chains with the same ends and different victims
// must be told apart).
func TestDagazGamesSAN(t *testing.T) {
	r := rand.New(rand.NewSource(5))
	for _, variant := range []string{"checkers", "fanorona", "chessdagaz"} {
		for game := 0; game < 20; game++ {
			p := dagazGame(t, variant, "")
			for ply := 0; ply < 60; ply++ {
				var ml core.MoveList
				p.GenerateLegal(&ml)
				if len(ml.Moves) == 0 {
					break
				}
				legal := append([]core.Move(nil), ml.Moves...)
				for i := range legal {
					san := notation.SAN(p, legal[i], legal)
					m, err := notation.FindSAN(p, san)
					require.NoError(t, err, "%s: %s: %s", variant, notation.FEN(p), san)
					require.True(t, p.SameMove(m, legal[i]), "%s: %s: %s reads back as another move", variant, notation.FEN(p), san)
				}
				p.Make(legal[r.Intn(len(legal))])
			}
		}
	}
}
