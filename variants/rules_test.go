package variants_test

import (
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/internal/tsvtest"
	"github.com/chimera-variants/chimera/notation"
	"github.com/chimera-variants/chimera/variants"
)

func loadVariant(t *testing.T, name string) *core.Variant {
	text, ok := variants.Block(name)
	if !ok {
		b, err := os.ReadFile(name)
		require.NoError(t, err)
		text = string(b)
	}
	block, err := notation.ParseBlock(text)
	require.NoError(t, err)
	return block.Variant
}

// TestRules checks positions whose legal moves show a rule: moves that
// must be there and moves that must not (testdata/rules.tsv).
func TestRules(t *testing.T) {
	for _, c := range tsvtest.Rows(t, "testdata/rules.tsv", 5) {
		t.Run(c[0]+"/"+c[4], func(t *testing.T) {
			v := loadVariant(t, c[0])
			p, err := notation.ParseFEN(v, c[1], notation.FENOptions{})
			require.NoError(t, err)
			var ml core.MoveList
			p.GenerateLegal(&ml)
			got := map[string]bool{}
			for i := range ml.Moves {
				san := notation.SAN(p, ml.Moves[i], ml.Moves)
				got[strings.TrimRight(san, "+#")] = true
			}
			for _, m := range strings.Fields(c[2]) {
				if m != "-" {
					assert.True(t, got[m], "%s must be legal; have %v", m, got)
				}
			}
			for _, m := range strings.Fields(c[3]) {
				if m != "-" {
					assert.False(t, got[m], "%s must not be legal", m)
				}
			}
		})
	}
}

// TestGoalSquareEndsGame: a king reaching the hill wins, and the game
// outcome says so.
func TestGoalSquareEndsGame(t *testing.T) {
	v := loadVariant(t, "kingofthehill")
	p, err := notation.ParseFEN(v, "4k3/8/8/8/8/3K4/8/8 w - - 0 1", notation.FENOptions{})
	require.NoError(t, err)
	var ml core.MoveList
	p.GenerateLegal(&ml)
	for i := range ml.Moves {
		if notation.SAN(p, ml.Moves[i], ml.Moves) == "Kd4" {
			p.Make(ml.Moves[i])
			out := p.Outcome(nil)
			assert.True(t, out.Over)
			assert.Equal(t, core.White, out.Winner)
			return
		}
	}
	t.Fatal("Kd4 not found")
}

// play makes a sequence of moves given in SAN (check marks ignored).
func play(t *testing.T, p *core.Position, moves string) {
	for _, san := range strings.Fields(moves) {
		var ml core.MoveList
		p.GenerateLegal(&ml)
		found := false
		for i := range ml.Moves {
			if strings.TrimRight(notation.SAN(p, ml.Moves[i], ml.Moves), "+#") == san {
				p.Make(ml.Moves[i])
				found = true
				break
			}
		}
		require.True(t, found, "move %s in %s", san, notation.FEN(p))
	}
}

func TestRepetitionDraw(t *testing.T) {
	v := loadVariant(t, "chess")
	p, err := core.StartPosition(v)
	require.NoError(t, err)
	play(t, p, "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1")
	assert.False(t, p.Outcome(nil).Over, "twice is not yet a draw")
	play(t, p, "Ng8")
	out := p.Outcome(nil)
	assert.True(t, out.Over)
	assert.True(t, out.Draw)
	assert.Equal(t, "repetition", out.Reason)
}

func TestPerpetualCheckLoses(t *testing.T) {
	v := loadVariant(t, "xiangqi")
	// the white chariot shuttles between d2 and e2, checking every time
	p, err := notation.ParseFEN(v, "3k5/9/9/9/9/9/9/9/4R4/5K3 w - - 0 1", notation.FENOptions{})
	require.NoError(t, err)
	play(t, p, "Rd2 Ke10 Re2 Kd10 Rd2 Ke10 Re2 Kd10")
	out := p.Outcome(nil)
	require.True(t, out.Over, "repeated three times")
	assert.Equal(t, core.Black, out.Winner, "the side giving perpetual check loses")
	assert.Equal(t, "perpetual check", out.Reason)
}

func TestShogiFourfoldNeeded(t *testing.T) {
	v := loadVariant(t, "shogi")
	p, err := core.StartPosition(v)
	require.NoError(t, err)
	play(t, p, "Kf2 Kd8 Ke1 Ke9 Kf2 Kd8 Ke1 Ke9")
	assert.False(t, p.Outcome(nil).Over, "shogi needs four repetitions")
	play(t, p, "Kf2 Kd8 Ke1 Ke9")
	assert.True(t, p.Outcome(nil).Over)
}

// TestChuShogiCounterStrike: after a Lion is taken by a non-Lion, the
// opponent may not take a Lion with a non-Lion on the next move.
func TestChuShogiCounterStrike(t *testing.T) {
	v := loadVariant(t, "chushogi")
	fen := "11k/12/12/12/12/7n4/5g6/4N7/12/12/12/K6R4 b - - 0 1"
	p, err := notation.ParseFEN(v, fen, notation.FENOptions{})
	require.NoError(t, err)
	play(t, p, "Gxe5")
	var ml core.MoveList
	p.GenerateLegal(&ml)
	for i := range ml.Moves {
		assert.NotEqual(t, "Rxh7", notation.SAN(p, ml.Moves[i], ml.Moves), "counter-strike")
	}
	// without the Lion capture before, the rook may take the Lion
	q, err := notation.ParseFEN(v, fen, notation.FENOptions{})
	require.NoError(t, err)
	play(t, q, "Gf5 Rxh7")
}

// TestBareKingLoses: in shatranj a side left with its king alone loses
// once its own move has not bared the other king too (as Fairy-Stockfish
// judges it); with bareKing= the bare side loses at once. Either way the
// ended game has no moves.
func TestBareKingLoses(t *testing.T) {
	v := loadVariant(t, "shatranj")
	p, err := notation.ParseFEN(v, "4k3/8/8/8/8/8/8/R3K3 b - - 0 1", notation.FENOptions{})
	require.NoError(t, err)
	require.False(t, p.Outcome(nil).Over, "the bare side moves first")
	play(t, p, "Kd8")
	out := p.Outcome(nil)
	require.True(t, out.Over)
	assert.Equal(t, core.White, out.Winner)
	assert.Zero(t, p.Perft(1), "an ended game has no moves")

	p, err = notation.ParseFEN(v, "4k3/4R3/8/8/8/8/8/4K3 b - - 0 1", notation.FENOptions{})
	require.NoError(t, err)
	play(t, p, "Kxe7")
	assert.False(t, p.Outcome(nil).Over, "baring the other king in return saves the game")

	block, err := notation.ParseBlock("files=8 ranks=8 symmetry=none bareKing=loss\nrook::::a1,,a8\nking::K::e1,,e8")
	require.NoError(t, err)
	p, err = notation.ParseFEN(block.Variant, "4k3/8/8/8/8/8/8/R3K3 b - - 0 1", notation.FENOptions{})
	require.NoError(t, err)
	out = p.Outcome(nil)
	require.True(t, out.Over)
	assert.Equal(t, core.White, out.Winner)
	assert.Equal(t, "bare king", out.Reason)
	assert.Zero(t, p.Perft(1), "an ended game has no moves")
}

// TestJanggiPassingEnds: two passes in a row end the game in a draw, and
// so does a pass that leaves the generals facing (bikjang) for the second
// turn running; neither position has moves left.
func TestJanggiPassingEnds(t *testing.T) {
	v := loadVariant(t, "janggi")
	p, err := core.StartPosition(v)
	require.NoError(t, err)
	play(t, p, "pass")
	assert.False(t, p.Outcome(nil).Over, "one pass")
	play(t, p, "pass")
	out := p.Outcome(nil)
	require.True(t, out.Over, "two passes")
	assert.True(t, out.Draw)
	var ml core.MoveList
	p.GenerateLegal(&ml)
	assert.Zero(t, ml.Len())

	// White's Kd2 puts the generals face to face; Black passes
	q, err := notation.ParseFEN(v, "3k5/9/9/9/9/9/9/9/4K4/9 w - - 0 1", notation.FENOptions{})
	require.NoError(t, err)
	play(t, q, "Kd2")
	assert.False(t, q.Outcome(nil).Over, "bikjang: Black may still part the generals")
	play(t, q, "pass")
	out = q.Outcome(nil)
	require.True(t, out.Over, "bikjang stood for a whole turn")
	assert.True(t, out.Draw)
	assert.Equal(t, "bikjang", out.Reason)
	q.GenerateLegal(&ml)
	assert.Zero(t, ml.Len())
}

// TestCaptureMatrixRifle: '~' makes one mover/victim pair a rifle capture
// (the capturer stays); the other captures of the mover are ordinary.
func TestCaptureMatrixRifle(t *testing.T) {
	text, ok := variants.Block("chess")
	require.True(t, ok)
	// types: pawn knight bishop rook queen king; the rook shoots pawns
	block, err := notation.ParseBlock(text + "\ncaptureMatrix=///.~\n")
	require.NoError(t, err)
	p, err := notation.ParseFEN(block.Variant, "4k3/p7/8/8/8/8/8/R3K3 w - - 0 1", notation.FENOptions{})
	require.NoError(t, err)
	play(t, p, "Rxa7-a1")
	assert.Equal(t, "4k3/8/8/8/8/8/8/R3K3 b - - 0 1", notation.FEN(p), "the rook stays on a1")
	q, err := notation.ParseFEN(block.Variant, "4k3/n7/8/8/8/8/8/R3K3 w - - 0 1", notation.FENOptions{})
	require.NoError(t, err)
	play(t, q, "Rxa7")
	assert.Equal(t, "4k3/R7/8/8/8/8/8/4K3 b - - 0 1", notation.FEN(q), "taking a knight is an ordinary capture")
	// the pawn's captures are ordinary too
	r, err := notation.ParseFEN(block.Variant, "4k3/8/8/8/8/1n6/P7/4K3 w - - 0 1", notation.FENOptions{})
	require.NoError(t, err)
	play(t, r, "axb3")
}

// TestSameGameSameWeights: a variant that is another's game under a
// second name carries that game's tuned evaluation weights.
func TestSameGameSameWeights(t *testing.T) {
	for _, pair := range [][2]string{{"normal", "chess"}} {
		a, b := loadVariant(t, pair[0]), loadVariant(t, pair[1])
		require.NotEmpty(t, b.Eval, pair[1])
		assert.Equal(t, b.Eval, a.Eval, "%s carries %s's weights", pair[0], pair[1])
	}
}
