package notation_test

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/notation"
)

// TestParsePGN: testdata/games.pgn's four games, their tags and moves,
// each played to its end.
func TestParsePGN(t *testing.T) {
	text, err := os.ReadFile("testdata/games.pgn")
	require.NoError(t, err)
	games, err := notation.ParsePGN(string(text))
	require.NoError(t, err)
	want := []struct {
		event, result, moves, fen string
		line                      int
		comments                  map[int]string
	}{
		{`test "one"`, "1-0", "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6?? 4. Qxf7# 1-0", "r1bqkb1r/pppp1Qpp/2n2n2/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 0 4", 4,
			map[int]string{1: "the king's pawn; two squares"}},
		{"two", "1/2-1/2", "1. e4 Kd7 2. Kd2 Ke6 1/2-1/2", "8/8/4k3/8/4P3/8/3K4/8 w - - 3 3", 13,
			map[int]string{3: "(a brace holds no variation)"}},
		{"three", "0-1", "1. f3 1... e5 2. g4 Qh4#", "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3", 18,
			map[int]string{1: "+0.10/8", 2: "-0.25/9 across lines"}},
		{"four", "*", "1. d4 d5 *", "rnbqkbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBQKBNR w KQkq d6 0 2", 23,
			map[int]string{0: "an opening"}},
	}
	require.Len(t, games, len(want))
	v := chessVariant(t)
	for i, w := range want {
		g := games[i]
		assert.Equal(t, w.event, g.Tags["Event"], "game %d", i+1)
		assert.Equal(t, w.result, g.Result(), "game %d", i+1)
		assert.Equal(t, w.moves, g.Moves, "game %d", i+1)
		assert.Equal(t, w.line, g.Line, "game %d", i+1)
		assert.Equal(t, w.comments, g.Comments, "game %d", i+1)
		p, err := core.StartPosition(v)
		require.NoError(t, err)
		if fen, ok := g.Tags["FEN"]; ok {
			p, err = notation.ParseFEN(v, fen, notation.FENOptions{})
			require.NoError(t, err)
		}
		_, err = notation.PlayText(p, g.Moves)
		require.NoError(t, err, "game %d", i+1)
		assert.Equal(t, w.fen, notation.FEN(p), "game %d", i+1)
	}
	assert.Equal(t, `A\B`, games[0].Tags["White"])
}

// TestParsePGNErrors: a broken tag pair and the limits are refused with
// the line named.
func TestParsePGNErrors(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"[Event \"a\"]\n[Result 1-0]\n1. e4 1-0", "line 2"},
		{"[Event \"a\"\n1. e4", "line 1"},
		{"[Event \"" + strings.Repeat("x", notation.MaxPGNTagLength) + "\"]\n", "the limit is 1024"},
		{manyTags(notation.MaxPGNTags + 1), "line 65: more than 64 tags"},
	} {
		_, err := notation.ParsePGN(c.text)
		if assert.Error(t, err, c.text) {
			assert.Contains(t, err.Error(), c.want)
		}
	}
}

// manyTags is a game of n distinct tags.
func manyTags(n int) string {
	var b strings.Builder
	for i := range n {
		fmt.Fprintf(&b, "[T%d \"v\"]\n", i)
	}
	return b.String()
}

// FuzzParsePGN: any text gives games or an error, never a panic; the
// games' moves hold no comment or variation characters, and each
// comment stands at a place the moves have (no later than the last).
func FuzzParsePGN(f *testing.F) {
	text, err := os.ReadFile("testdata/games.pgn")
	require.NoError(f, err)
	f.Add(string(text))
	f.Add("[A \"b\\\"\"]\n{ ( } ) ; x\n%y\n1-0 [B \"c\"]")
	f.Fuzz(func(t *testing.T, text string) {
		games, err := notation.ParsePGN(text)
		if err != nil {
			return
		}
		for _, g := range games {
			assert.NotContains(t, g.Moves, "{")
			assert.NotContains(t, g.Moves, "(")
			assert.LessOrEqual(t, len(g.Tags), notation.MaxPGNTags)
			for at, c := range g.Comments {
				assert.LessOrEqual(t, at, len(strings.Fields(g.Moves)), "comment %q", c)
				assert.NotEmpty(t, c)
			}
		}
	})
}
