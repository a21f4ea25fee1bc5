package main

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestMain lets the test binary play a tiny UCI engine for `bench
// --against` (see fakePerftEngine) when run with CHIMERA_FAKE_UCI set,
// and be chimera or a fake match engine (testMainCommand) with
// CHIMERA_TEST_MAIN set, or one of the engines of fakeEngines for
// `match` (CHIMERA_FAKE_ENGINE).
func TestMain(m *testing.M) {
	if _, ok := os.LookupEnv("CHIMERA_TEST_MAIN"); ok {
		os.Exit(testMainCommand(os.Args[1:]))
	}
	if fake, ok := fakeEngines[os.Getenv("CHIMERA_FAKE_ENGINE")]; ok {
		fake()
		os.Exit(0)
	}
	if offer, ok := os.LookupEnv("CHIMERA_FAKE_UCI"); ok {
		fakePerftEngine(offer, os.Getenv("CHIMERA_FAKE_UCI_OFF"))
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// fakePerftCounts are the start-position perft counts the fake engine
// knows (Fairy-Stockfish's, as in variants/testdata/perft.tsv).
var fakePerftCounts = map[string][]uint64{
	"chess":   {1, 20, 400, 8902},
	"xiangqi": {1, 44, 1920, 79666},
}

// fakePerftEngine speaks as much UCI as `bench --against` uses, the way
// Fairy-Stockfish does: offer is its UCI_Variant list ("-": no such
// option), a variant it lacks is ignored silently, and `go perft` prints
// a line per move and then the total, one too many for the variant off.
func fakePerftEngine(offer, off string) {
	variant := "chess"
	in := bufio.NewScanner(os.Stdin)
	for in.Scan() {
		f := strings.Fields(in.Text())
		switch {
		case len(f) == 0:
		case f[0] == "uci":
			fmt.Println("id name Fake perft")
			if offer != "-" {
				fmt.Println("option name UCI_Variant type combo default chess var " + strings.ReplaceAll(offer, ",", " var "))
			}
			fmt.Println("option name Threads type spin default 1 min 1 max 512")
			fmt.Println("uciok")
		case f[0] == "isready":
			fmt.Println("readyok")
		case len(f) == 5 && f[0] == "setoption" && f[2] == "UCI_Variant":
			if strings.Contains(","+offer+",", ","+f[4]+",") {
				variant = f[4]
			}
		case len(f) == 3 && f[0] == "go" && f[1] == "perft":
			var d int
			fmt.Sscan(f[2], &d)
			n := fakePerftCounts[variant][d]
			if variant == off {
				n++
			}
			fmt.Println("a1a2: 1")
			fmt.Println()
			fmt.Println("Nodes searched:", n)
		case f[0] == "quit":
			return
		}
	}
}

// benchLines runs `chimera bench` with args against the fake engine and
// returns the output's lines by their first word.
func benchLines(t *testing.T, offer, off string, args ...string) (map[string][]string, string, error) {
	t.Setenv("CHIMERA_FAKE_UCI", offer)
	t.Setenv("CHIMERA_FAKE_UCI_OFF", off)
	var out bytes.Buffer
	err := runBench(append([]string{"--against", os.Args[0]}, args...), &out)
	rows := map[string][]string{}
	for _, l := range strings.Split(out.String(), "\n") {
		if f := strings.Fields(l); len(f) > 0 {
			rows[f[0]] = f
		}
	}
	return rows, out.String(), err
}

func TestBenchAgainst(t *testing.T) {
	rows, text, err := benchLines(t, "chess,xiangqi", "", "--variants", "chess:3,xiangqi:2,chushogi:1", "--rounds", "2")
	require.NoError(t, err, text)
	assert.Contains(t, text, "best of 2 interleaved rounds")
	for _, want := range []struct {
		variant, depth, nodes string
	}{{"chess", "3", "8902"}, {"xiangqi", "2", "1920"}} {
		f := rows[want.variant]
		require.Len(t, f, 6, text)
		assert.Equal(t, []string{want.depth, want.nodes}, f[1:3], text)
		var engine, chimera, ratio float64
		_, err := fmt.Sscan(strings.Join(f[3:], " "), &engine, &chimera, &ratio)
		require.NoError(t, err, text)
		assert.InDelta(t, chimera/engine, ratio, 0.01, text) // all rounded to 2 places
	}
	// an engine without the variant: Chimera's speed alone
	f := rows["chushogi"]
	require.GreaterOrEqual(t, len(f), 6, text)
	assert.Equal(t, []string{"1", "36", "-"}, f[1:4], text)
	assert.Equal(t, "-", f[5], text)
	assert.Contains(t, text, "(the engine lacks chushogi)")
}

func TestBenchAgainstMismatch(t *testing.T) {
	rows, text, err := benchLines(t, "chess,xiangqi", "xiangqi", "--variants", "chess:2,xiangqi:2", "--rounds", "1")
	require.Error(t, err)
	assert.Contains(t, err.Error(), "xiangqi depth 2: the engine counts 1921 nodes, Chimera 1920")
	assert.Contains(t, text, "!!! NODE COUNT MISMATCH: xiangqi depth 2")
	assert.Contains(t, strings.Join(rows["xiangqi"], " "), "<<< NODE COUNT MISMATCH: engine 1921")
	assert.NotContains(t, strings.Join(rows["chess"], " "), "MISMATCH")
}

func TestBenchAgainstChessOnlyEngine(t *testing.T) {
	// no UCI_Variant option: a chess engine, never told to switch
	rows, text, err := benchLines(t, "-", "", "--variants", "chess:2,xiangqi:2", "--rounds", "1", "--quick")
	require.NoError(t, err, text)
	assert.Equal(t, []string{"1", "20"}, rows["chess"][1:3], text)
	assert.NotEqual(t, "-", rows["chess"][3], text)
	assert.Equal(t, []string{"1", "44", "-"}, rows["xiangqi"][1:4], text)
}

func TestBenchAgainstNoEngine(t *testing.T) {
	var out bytes.Buffer
	err := runBench([]string{"--against", "/nonexistent/engine"}, &out)
	assert.ErrorContains(t, err, "/nonexistent/engine")
}

func TestPerftTable(t *testing.T) {
	rows := []perftRow{
		{variant: "chess", depth: 6, nodes: 10_000_000, engineNodes: 10_000_000, chimeraTime: time.Second, engineTime: 2 * time.Second},
		{variant: "shogi", depth: 5, nodes: 30_000_000, engineNodes: 30_000_000, chimeraTime: 3 * time.Second, engineTime: time.Second},
		{variant: "chushogi", depth: 4, nodes: 5_000_000, chimeraTime: time.Second, skipped: "the engine lacks chushogi"},
		{variant: "janggi", depth: 5, nodes: 100, engineNodes: 101, chimeraTime: time.Second, engineTime: time.Second},
	}
	var out bytes.Buffer
	table := newPerftTable(&out, "fsf", 3)
	for _, r := range rows {
		table.row(r)
	}
	err := table.end()
	require.Error(t, err)
	assert.Equal(t, "bench: the node counts differ (janggi depth 5: the engine counts 101 nodes, Chimera 100)", err.Error())
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	require.Len(t, lines, 8)
	want := []string{
		"chess 6 10000000 5.00 10.00 2.00",
		"shogi 5 30000000 30.00 10.00 0.33",
		"chushogi 4 5000000 - 5.00 - (the engine lacks chushogi)",
		"janggi 5 100 0.00 0.00 - <<< NODE COUNT MISMATCH: engine 101",
	}
	for i, w := range want {
		assert.Equal(t, w, strings.Join(strings.Fields(lines[3+i]), " "))
	}
	assert.Equal(t, "!!! NODE COUNT MISMATCH: janggi depth 5: the engine counts 101 nodes, Chimera 100", lines[7])
}

func TestParsePerftCases(t *testing.T) {
	tests := []struct {
		in   string
		want []perftCase
		err  string
	}{
		{"chess:6", []perftCase{{"chess", 6}}, ""},
		{" chess:6, xiangqi:5 ,", []perftCase{{"chess", 6}, {"xiangqi", 5}}, ""},
		{"chess", nil, `"chess" is not VARIANT:DEPTH`},
		{"chess:0", nil, "not VARIANT:DEPTH"},
		{"chess:x", nil, "not VARIANT:DEPTH"},
		{":4", nil, "not VARIANT:DEPTH"},
		{"chess:21", nil, "not VARIANT:DEPTH"},
		{",", nil, "no VARIANT:DEPTH"},
	}
	for _, tc := range tests {
		got, err := parsePerftCases(tc.in)
		if tc.err != "" {
			assert.ErrorContains(t, err, tc.err, tc.in)
			continue
		}
		require.NoError(t, err, tc.in)
		assert.Equal(t, tc.want, got, tc.in)
	}
	assert.Equal(t, []perftCase{{"chess", 5}, {"grand", 1}}, quicker([]perftCase{{"chess", 6}, {"grand", 1}}))
	assert.Equal(t, "chess:6,crazyhouse:6,capablanca:5,xiangqi:5,janggi:5,grand:4,shogi:5,chushogi:4", formatPerftCases(againstCases))
}

func TestBenchAgainstFlags(t *testing.T) {
	tests := []struct {
		args []string
		err  string
	}{
		{[]string{"--against-wasm", "fsf"}, "--against-wasm needs --browser DIR"},
		{[]string{"--against-wasm", "fsf", "--browser", "dist", "--against", "x"}, "give one of them"},
		{[]string{"--against", "x", "--rounds", "0"}, "--rounds must be at least 1"},
		{[]string{"--against", "x", "--variants", "chess"}, "not VARIANT:DEPTH"},
		{[]string{"--against-wasm", t.TempDir(), "--browser", "dist"}, "no stockfish.js in"},
	}
	for _, tc := range tests {
		var out bytes.Buffer
		assert.ErrorContains(t, runBench(tc.args, &out), tc.err, "%v", tc.args)
	}
}
