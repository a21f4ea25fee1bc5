package core_test

import (
	"math/rand"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/notation"
	"github.com/chimera-variants/chimera/variants"
)

// TestLegalShortcuts plays random games and checks, in every position,
// that GenerateLegal (with its pin and marked-square shortcuts) finds
// exactly the moves that trying every pseudo-legal move finds.
func TestLegalShortcuts(t *testing.T) {
	names := []string{"xiangqi", "janggi", "shogi", "minishogi", "chess", "capablanca", "crazyhouse",
		"grand", "makruk", "seirawan", "berolina", "knightmate", "cambodian", "atomic", "racingkings",
		"chushogi"}
	r := rand.New(rand.NewSource(1))
	for _, name := range names {
		text, ok := variants.Block(name)
		require.True(t, ok, name)
		block, err := notation.ParseBlock(text)
		require.NoError(t, err, name)
		positions := 0
		games := 12
		if name == "xiangqi" || name == "janggi" {
			games = 40 // the marked-square shortcut
		}
		for game := 0; game < games; game++ {
			p, err := core.StartPosition(block.Variant)
			require.NoError(t, err, name)
			for ply := 0; ply < 120; ply++ {
				var ml core.MoveList
				p.GenerateLegal(&ml)
				want := p.LegalByTrying()
				positions++
				if len(ml.Moves) != len(want) || !sameMoves(p, ml.Moves, want) {
					t.Fatalf("%s: %s: shortcut finds %d moves, trying every move %d",
						name, notation.FEN(p), len(ml.Moves), len(want))
				}
				if len(ml.Moves) == 0 {
					break
				}
				p.Make(ml.Moves[r.Intn(len(ml.Moves))])
			}
		}
		t.Logf("%s: %d positions", name, positions)
	}
}

func sameMoves(p *core.Position, a, b []core.Move) bool {
	for i := range a {
		found := false
		for j := range b {
			if p.SameMove(a[i], b[j]) {
				found = true
				break
			}
		}
		if !found {
			return false
		}
	}
	return true
}

// TestCountLegal plays random games in every shipped variant and checks,
// in every position, that perft's count of the legal moves (countLegal)
// is the number GenerateLegal lists, wherever it answers; it must answer
// in most chess and crazyhouse positions.
func TestCountLegal(t *testing.T) {
	r := rand.New(rand.NewSource(11))
	answered := map[string]int{}
	for _, name := range variants.Names() {
		text, ok := variants.Block(name)
		require.True(t, ok, name)
		block, err := notation.ParseBlock(text)
		require.NoError(t, err, name)
		for game := 0; game < 4; game++ {
			p, err := core.StartPosition(block.Variant)
			if err != nil {
				break // a variant set up by the player
			}
			for ply := 0; ply < 100; ply++ {
				var ml core.MoveList
				p.GenerateLegal(&ml)
				if n, ok := p.CountLegal(); ok {
					answered[name]++
					if n != len(ml.Moves) {
						t.Fatalf("%s: %s: counted %d legal moves, GenerateLegal lists %d",
							name, notation.FEN(p), n, len(ml.Moves))
					}
				}
				if len(ml.Moves) == 0 {
					break
				}
				p.Make(ml.Moves[r.Intn(len(ml.Moves))])
			}
		}
	}
	require.Greater(t, answered["chess"], 200)
	require.Greater(t, answered["crazyhouse"], 200)
	t.Logf("counted in %d variants", len(answered))
}

// TestLegalPinBeyondBitboards: on a board larger than bitboards (Chu
// Shogi's 144 squares), a piece pinned on a square past the 128th (the
// 11th and 12th ranks) may not leave its line. The pin shortcut kept its
// pinned squares in a 128-square set, lost these, and let Black's silver
// on i12 step off the back rank the horned falcon on j12 holds.
func TestLegalPinBeyondBitboards(t *testing.T) {
	text, ok := variants.Block("chushogi")
	require.True(t, ok)
	block, err := notation.ParseBlock(text)
	require.NoError(t, err)
	p, err := notation.ParseFEN(block.Variant,
		"lbc1gek1s1+Hl/av3x5a/f2d2tgm3/m1s3ppp2p/3p1o6/1p6i1p1/p2I8/1P2h1PPIP2/PVPPPP1DP1PP/MBSHD1Q1RCVM/ACROT1X2B1A/LF1G1KEGSTFL b - - 0 54",
		notation.FENOptions{})
	require.NoError(t, err)
	var ml core.MoveList
	p.GenerateLegal(&ml)
	want := p.LegalByTrying()
	require.Len(t, ml.Moves, len(want))
	require.True(t, sameMoves(p, ml.Moves, want))
	for _, m := range ml.Moves {
		require.NotEqual(t, "i12", block.Variant.Geometry.SquareName(int(p.Detail(m).From)), "the pinned silver moved")
	}
}
