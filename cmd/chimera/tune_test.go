package main

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/notation"
	"github.com/chimera-variants/chimera/variants"
)

// TestUCIWeights: the Weights option changes what the engine plays. With
// a queen worth nothing, the static score of a position a queen up is
// about level, and a bad file is an error naming it.
func TestUCIWeights(t *testing.T) {
	cases := []struct {
		weights string
		// the depth-1 score of White's extra queen: above or below 400
		above bool
		err   string
	}{
		{"", true, ""},
		{"testdata/queenless.weights", false, ""},
		{"testdata/missing.weights", true, "missing.weights"},
	}
	for _, c := range cases {
		in := "position fen 4k3/pppppppp/8/8/8/8/PPPPPPPP/3QK3 w - - 0 1\ngo depth 1\n"
		if c.weights != "" {
			in = "setoption name Weights value " + c.weights + "\n" + in
		}
		var out bytes.Buffer
		require.NoError(t, runUCI(nil, strings.NewReader(in), &out))
		s := out.String()
		if c.err != "" {
			assert.Contains(t, s, "info string error: Weights: ")
			assert.Contains(t, s, c.err)
		}
		m := regexp.MustCompile(`score cp (-?\d+)`).FindStringSubmatch(s)
		require.NotNil(t, m, s)
		n := 0
		for _, ch := range strings.TrimPrefix(m[1], "-") {
			n = 10*n + int(ch-'0')
		}
		if strings.HasPrefix(m[1], "-") {
			n = -n
		}
		assert.Equal(t, c.above, n > 400, "%s: score %d", c.weights, n)
	}
}

// TestTuneWritesWeights: a tiny tune run plays its games, fits and
// writes a weights file that reads back, for the variant it was tuned
// for, as notation.ParseWeights reads variant files' lines.
func TestTuneWritesWeights(t *testing.T) {
	if testing.Short() {
		t.Skip("plays games")
	}
	// clobber: every move captures, so its positions count only by the
	// rule for such games (onlyCaptures)
	for _, variant := range []string{"chess", "minishogi", "clobber"} {
		out := filepath.Join(t.TempDir(), variant+".weights")
		var log bytes.Buffer
		err := runTune([]string{"--variant", variant, "--games", "6", "--nodes", "300", "--seconds", "3", "--out", out, "--concurrency", "2"}, &log)
		require.NoError(t, err, log.String())
		assert.Contains(t, log.String(), "6 games")
		assert.Regexp(t, `mean squared error 0\.\d+ before, 0\.\d+ after`, log.String())
		data, err := os.ReadFile(out)
		require.NoError(t, err)
		v, err := loadVariant(variant)
		require.NoError(t, err)
		_, err = notation.ParseWeights(string(data), v)
		require.NoError(t, err, string(data))
		assert.True(t, strings.HasPrefix(string(data), "# "+variant+": Texel-tuned"), string(data))
	}
}

// TestTuneReadsGames: with --pgn the fit is to the games read (no
// self-play unless --games asks): the four finished chess games of
// testdata/tune.pgn are kept, the shogi game and the unfinished one left
// out, and the weights file says where its positions came from.
func TestTuneReadsGames(t *testing.T) {
	out := filepath.Join(t.TempDir(), "chess.weights")
	var log bytes.Buffer
	err := runTune([]string{"--variant", "chess", "--pgn", "testdata/tune.pgn", "--seconds", "2", "--out", out, "--concurrency", "2"}, &log)
	require.NoError(t, err, log.String())
	assert.Contains(t, log.String(), "2 games left out")
	assert.Contains(t, log.String(), "(+3 =1 -0 for White)")
	assert.NotContains(t, log.String(), "games at 1000 nodes", "no self-play")
	m := regexp.MustCompile(`in \S+: (\d+) quiet positions`).FindStringSubmatch(log.String())
	require.NotNil(t, m, log.String())
	assert.Greater(t, len(m[1]), 1, "tens of quiet positions from four games: %s", m[1])
	data, err := os.ReadFile(out)
	require.NoError(t, err)
	assert.Contains(t, string(data), "of the games of testdata/tune.pgn")
	err = runTune([]string{"--variant", "chess", "--pgn", "testdata/missing.pgn"}, &bytes.Buffer{})
	assert.ErrorContains(t, err, "missing.pgn")

	// the players' scores in the comments: every quiet position after the
	// opening has one (both players are chim-tg); nobody's are an error
	log.Reset()
	err = runTune([]string{"--variant", "chess", "--pgn", "testdata/tune.pgn", "--pgn-scores", "CHIM-TG", "--seconds", "1", "--out", out, "--concurrency", "2"}, &log)
	require.NoError(t, err, log.String())
	scored := regexp.MustCompile(`(\d+) positions scored by CHIM-TG: its scores foretell its results at K [0-9.]+, offset [-+]\d+`).FindStringSubmatch(log.String())
	require.NotNil(t, scored, log.String())
	assert.Equal(t, m[1], scored[1], "every quiet position follows a scored move")
	err = runTune([]string{"--variant", "chess", "--pgn", "testdata/tune.pgn", "--pgn-scores", "nobody", "--seconds", "1", "--out", out}, &bytes.Buffer{})
	assert.ErrorContains(t, err, "--pgn-scores nobody: no position")
}

// TestCommentScore: engines' scores as chimera match and cutechess write
// them, in centipawns; anything else is none.
func TestCommentScore(t *testing.T) {
	for _, c := range []struct {
		comment string
		cp      float64
		ok      bool
	}{
		{"+1.25/12", 125, true},
		{"-0.30/9 1.2s", -30, true},
		{" 0.00/1", 0, true},
		{"+79.80/7", 7980, true},
		{"book", 0, false},
		{"+M5/10", 0, false},
		{"#3", 0, false},
		{"", 0, false},
		{"-/4", 0, false},
		{"+Inf/3", 0, false},
	} {
		cp, ok := commentScore(c.comment)
		assert.Equal(t, c.ok, ok, c.comment)
		assert.InDelta(t, c.cp, cp, 1e-9, c.comment)
	}
}

// TestTuneFlags: bad flags are errors naming them.
func TestTuneFlags(t *testing.T) {
	for _, c := range []struct{ args, want string }{
		{"--games 0", "--games 0"},
		{"--nodes 0", "--nodes 0"},
		{"--concurrency 0", "--concurrency 0"},
		{"--k -1", "--k -1"},
		{"--score-mix 1.5", "--score-mix 1.5"},
		{"--pgn-scores hachu", "--pgn-scores needs a --pgn file"},
		{"--variant nosuch", "nosuch"},
	} {
		err := runTune(strings.Fields(c.args), &bytes.Buffer{})
		require.Error(t, err, c.args)
		assert.Contains(t, err.Error(), c.want)
	}
}

// TestOnlyCaptures: the start of Clobber has only captures, chess's none.
func TestOnlyCaptures(t *testing.T) {
	for _, c := range []struct {
		variant string
		want    bool
	}{{"clobber", true}, {"clobber10", true}, {"chess", false}, {"crazyhouse", false}} {
		v, err := loadVariant(c.variant)
		require.NoError(t, err)
		p, err := core.StartPosition(v)
		require.NoError(t, err)
		var ml core.MoveList
		assert.Equal(t, c.want, onlyCaptures(p, &ml), c.variant)
	}
}

// TestUCIBlockFileKeptForItsGame: a session started with a block file
// (a shipped game with other weights) keeps it when told UCI_Variant of
// that same game, as chimera match and GUIs tell every engine; told
// another game, it plays that one.
func TestUCIBlockFileKeptForItsGame(t *testing.T) {
	text, ok := variants.Block("chess")
	require.True(t, ok)
	file := filepath.Join(t.TempDir(), "queenless.txt")
	require.NoError(t, os.WriteFile(file, []byte(text+"\neval.mg.Q=0 eval.eg.Q=0\n"), 0o644))
	for _, c := range []struct {
		variant string
		kept    bool
	}{
		{"", true},
		{"chess", true},
		{"nocastle", false}, // castling is the king's move: another game
		{"crazyhouse", false},
	} {
		in := "position fen 4k3/pppppppp/8/8/8/8/PPPPPPPP/3QK3 w - - 0 1\ngo depth 1\n"
		if c.variant != "" {
			in = "setoption name UCI_Variant value " + c.variant + "\n" + in
		}
		var out bytes.Buffer
		require.NoError(t, runUCI([]string{file}, strings.NewReader(in), &out))
		s := out.String()
		m := regexp.MustCompile(`score cp (-?\d+)`).FindStringSubmatch(s)
		require.NotNil(t, m, s)
		n, err := strconv.Atoi(m[1])
		require.NoError(t, err)
		assert.Equal(t, c.kept, n < 400, "UCI_Variant %q: score %d\n%s", c.variant, n, s)
		assert.Equal(t, c.kept && c.variant != "", strings.Contains(s, "info string "+c.variant+": playing it as "), s)
	}
}
