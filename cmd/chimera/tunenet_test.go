package main

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/notation"
	"github.com/chimera-variants/chimera/search"
	"github.com/chimera-variants/chimera/variants"
	"github.com/chimera-variants/chimera/variants/nets"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestTuneNet: the positions of read games saved, read back without the
// games, and a network trained on them (alone, and on top of the
// hand-made evaluation), which the UCI option EvalFile loads and
// searches with; a network of another variant, or no network file, is
// an error naming the file.
func TestTuneNet(t *testing.T) {
	dir := t.TempDir()
	saved := filepath.Join(dir, "chess.positions")
	var log bytes.Buffer
	err := runTune([]string{"--variant", "chess", "--pgn", "testdata/tune.pgn", "--pgn-scores", "chim-tg",
		"--save-positions", saved, "--seconds", "0", "--concurrency", "2"}, &log)
	require.NoError(t, err, log.String())
	m := regexp.MustCompile(`wrote (\d+) positions to`).FindStringSubmatch(log.String())
	require.NotNil(t, m, log.String())
	data, err := os.ReadFile(saved)
	require.NoError(t, err)
	lines := strings.Split(strings.TrimSpace(string(data)), "\n")
	assert.Equal(t, m[1], strconv.Itoa(len(lines)))
	assert.Regexp(t, `^\S+ [wb] \S+ \S+ \d+ \d+\t(1|0\.5|0)\t0\.\d{4}$`, lines[0], "scored by chim-tg: a chance")

	for _, c := range []struct{ onTop, kingBuckets bool }{{false, false}, {true, false}, {true, true}} {
		onTop := c.onTop
		net := filepath.Join(dir, "chess.net")
		args := []string{"--variant", "chess", "--positions", saved, "--net", net, "--epochs", "3", "--hidden", "8"}
		if onTop {
			args = append(args, "--on-top")
		}
		inputs := "768"
		if c.kingBuckets {
			args = append(args, "--king-buckets")
			inputs = "4608"
		}
		log.Reset()
		require.NoError(t, runTune(args, &log), log.String())
		assert.Contains(t, log.String(), m[1]+" positions read from")
		assert.Regexp(t, `the hand-made evaluation's error on the positions held out: 0\.\d+`, log.String())
		assert.Regexp(t, `epoch 3: loss 0\.\d+ \(train\), 0\.\d+ \(held out\)`, log.String())
		assert.Equal(t, onTop, strings.Contains(log.String(), "the correction centred"), log.String())
		assert.Equal(t, onTop, strings.Contains(log.String(), "50% of the correction kept"), log.String())
		assert.Equal(t, c.kingBuckets, strings.Contains(log.String(), "folded into 6 king buckets"), log.String())

		if onTop {
			// trained on from itself: it starts where it ended (its
			// error as written is the new training's at epoch 0)
			written := regexp.MustCompile(`as written \(a byte a first-layer weight\): error on the positions held out (0\.\d+)`).FindStringSubmatch(log.String())
			require.NotNil(t, written, log.String())
			again := []string{"--variant", "chess", "--positions", saved, "--net", filepath.Join(dir, "again.net"), "--on-top",
				"--from", net, "--epochs", "0", "--share", "100"}
			if c.kingBuckets {
				again = append(again, "--king-buckets")
			}
			log.Reset()
			require.NoError(t, runTune(again, &log), log.String())
			assert.Contains(t, log.String(), "started from "+net+" (8 hidden units)")
			assert.Regexp(t, `epoch 0: loss 0\.\d+ \(train\), `+written[1]+` \(held out\)`, log.String())
			err := runTune(append(again[:len(again):len(again)], "--king-buckets="+strconv.FormatBool(!c.kingBuckets)), &log)
			assert.ErrorContains(t, err, "--from "+net+": a network trained with on-top true and king buckets "+strconv.FormatBool(c.kingBuckets))
		}

		var out bytes.Buffer
		in := "setoption name EvalFile value " + net + "\nposition startpos moves e2e4\ngo depth 3\n"
		require.NoError(t, runUCI(nil, strings.NewReader(in), &out))
		assert.NotContains(t, out.String(), "error", out.String())
		assert.Regexp(t, `bestmove [a-h][1-8][a-h][1-8]`, out.String())

		out.Reset()
		in = "setoption name UCI_Variant value xiangqi\nsetoption name EvalFile value " + net + "\n"
		require.NoError(t, runUCI(nil, strings.NewReader(in), &out))
		assert.Contains(t, out.String(), "info string error: EvalFile: "+net+": a network of "+inputs+" inputs: this game's has")
	}
	log.Reset()
	require.NoError(t, runTune([]string{"--variant", "chess", "--positions", saved, "--net", filepath.Join(dir, "shipped.net"), "--on-top",
		"--from", "<shipped>", "--epochs", "1"}, &log), log.String())
	assert.Contains(t, log.String(), "started from <shipped> (64 hidden units)")
	err = runTune([]string{"--variant", "kingofthehill", "--positions", saved, "--net", filepath.Join(dir, "none.net"), "--from", "<shipped>"}, &log)
	assert.ErrorContains(t, err, "--from <shipped>: no network is shipped for")

	var out bytes.Buffer
	require.NoError(t, runUCI(nil, strings.NewReader("setoption name EvalFile value testdata/queenless.weights\n"), &out))
	assert.Contains(t, out.String(), "info string error: EvalFile: testdata/queenless.weights: not a network file")
}

// TestShippedNet: the UCI engine plays chess with the network shipped
// for it unless EvalFile is emptied, and with <shipped> again after;
// the option's default says so. A block file's evalNet= names a network
// beside it, which is used in its place; one that is not there is an
// error that says so, and the engine plays on without it. The scores of
// a one-ply search tell the evaluations apart.
func TestShippedNet(t *testing.T) {
	depthOne := func(args []string, evalFile string) (score, log string) {
		in := "uci\n"
		if evalFile != "" {
			in += "setoption name EvalFile value " + evalFile + "\n"
		}
		in += "position startpos moves e2e4 e7e5 g1f3\ngo depth 1\n"
		var out bytes.Buffer
		require.NoError(t, runUCI(args, strings.NewReader(in), &out))
		require.Contains(t, out.String(), "option name EvalFile type string default <shipped>")
		m := regexp.MustCompile(`info depth 1 .*score cp (-?\d+)`).FindStringSubmatch(out.String())
		require.NotNil(t, m, out.String())
		return m[1], out.String()
	}
	shipped, _ := depthOne(nil, "")
	none, _ := depthOne(nil, "<empty>")
	assert.NotEqual(t, shipped, none, "the shipped network changes no score")
	again, _ := depthOne(nil, "<shipped>")
	assert.Equal(t, shipped, again)

	dir := t.TempDir()
	chess, _ := variants.Block("chess")
	net, err := os.ReadFile("../../variants/nets/chess.net")
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(filepath.Join(dir, "my.net"), net, 0o644))
	for file, block := range map[string]string{"mine.txt": chess + "\nevalNet=my.net\n", "lost.txt": chess + "\nevalNet=lost.net\n"} {
		require.NoError(t, os.WriteFile(filepath.Join(dir, file), []byte(block), 0o644))
	}
	score, log := depthOne([]string{filepath.Join(dir, "mine.txt")}, "")
	assert.Equal(t, shipped, score, "the block's network is the shipped one")
	assert.NotContains(t, log, "error")
	score, log = depthOne([]string{filepath.Join(dir, "lost.txt")}, "")
	assert.Equal(t, none, score)
	assert.Contains(t, log, "info string error: evalNet not used: stat "+filepath.Join(dir, "lost.net"))
}

// TestParsePositions: a positions file's lines, and the errors for bad
// ones, naming the file and line.
func TestParsePositions(t *testing.T) {
	got, err := parsePositions(strings.NewReader("8/8/8/8/8/8/8/K1k5 w - - 0 1\t1\t0.2500\n8/8/8/8/8/8/8/K1k5 b - - 0 1\t0.5\t-1\n"), "f", 0.5)
	require.NoError(t, err)
	require.Len(t, got, 2)
	assert.InDelta(t, 0.625, got[0].result, 1e-9, "half the chance, half the result")
	assert.Equal(t, 0.5, got[1].result)
	for _, c := range []struct{ in, err string }{
		{"a\tb\n", "f:1: want a FEN, a result and a chance"},
		{"x\t1\t0.5\nx\t2\t0.5\n", `f:2: result "2" and chance "0.5"`},
		{"x\t1\t-0.5\n", `f:1: result "1" and chance "-0.5"`},
	} {
		_, err := parsePositions(strings.NewReader(c.in), "f", 0.5)
		assert.ErrorContains(t, err, c.err, c.in)
	}
}

// TestTuneScoreEngine: a UCI engine (the test binary as chimera uci)
// scores every position at a fixed depth, and the chances its scores
// foretell are written with the positions; a command that is no engine
// is an error naming it.
func TestTuneScoreEngine(t *testing.T) {
	t.Setenv("CHIMERA_TEST_MAIN", "1")
	dir := t.TempDir()
	in := filepath.Join(dir, "in.positions")
	lines := "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3\t1\t-1\n" +
		"rnb1kbnr/pppp1ppp/8/4p3/4P2q/8/PPPP1PPP/RNBQKBNR w KQkq - 0 3\t0\t-1\n" +
		"rnbqkbnr/pppp1ppp/8/4p3/4P2Q/8/PPPP1PPP/RNB1KBNR b KQkq - 0 3\t1\t-1\n"
	require.NoError(t, os.WriteFile(in, []byte(lines), 0o644))
	out := filepath.Join(dir, "out.positions")
	var log bytes.Buffer
	err := runTune([]string{"--variant", "chess", "--positions", in, "--score-engine", os.Args[0] + " uci", "--score-depth", "2",
		"--save-positions", out, "--net", filepath.Join(dir, "n.net"), "--epochs", "1", "--hidden", "2", "--concurrency", "2"}, &log)
	require.NoError(t, err, log.String())
	assert.Regexp(t, `3 of 3 positions scored by \S+ uci at depth 2 in \S+: its scores foretell the results at K`, log.String())
	data, err := os.ReadFile(out)
	require.NoError(t, err)
	got := strings.Split(strings.TrimSpace(string(data)), "\n")
	require.Len(t, got, 3)
	for _, l := range got {
		assert.Regexp(t, `\t(1|0)\t0\.\d{4}$`, l, "every position has a chance now")
	}
	err = runTune([]string{"--variant", "chess", "--positions", in, "--score-engine", filepath.Join(dir, "no-engine"), "--net", filepath.Join(dir, "n.net")}, &log)
	assert.ErrorContains(t, err, "--score-engine "+filepath.Join(dir, "no-engine"))
}

// TestStartNet: a network started from (--from) on another training's
// scale scores every position as it did, in centipawns; started from
// two (their average), here the same network twice, it has both's
// hidden units and still scores as one.
func TestStartNet(t *testing.T) {
	v, err := loadVariant("chess")
	require.NoError(t, err)
	shipped := nets.For(v)
	require.NotNil(t, shipped)
	started, err := startNet(v, netSettings{from: fileList{"<shipped>"}, onTop: true}, shipped.Scale*2, 0)
	require.NoError(t, err)
	assert.Equal(t, shipped.Scale*2, started.Scale)
	p, err := notation.ParseFEN(v, "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4", notation.FENOptions{})
	require.NoError(t, err)
	own, other := search.NetFeatures(p, core.White, false, nil), search.NetFeatures(p, core.Black, false, nil)
	want := nets.For(v).Centipawns(own, other)
	assert.NotZero(t, want)
	assert.InDelta(t, want, started.Centipawns(own, other), 1)
	twice, err := startNet(v, netSettings{from: fileList{"<shipped>", "<shipped>"}, onTop: true}, shipped.Scale, 0)
	require.NoError(t, err)
	assert.Equal(t, 2*shipped.Hidden, twice.Hidden)
	assert.InDelta(t, want, twice.Centipawns(own, other), 1)
	_, err = startNet(v, netSettings{from: fileList{"<shipped>"}, onTop: true, kingBuckets: true}, shipped.Scale, 0)
	assert.ErrorContains(t, err, "king buckets")
}
