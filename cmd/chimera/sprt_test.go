package main

import (
	"bufio"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// llrRow is a row of an LLR table: the outcomes' counts, the
// hypotheses' Elo, the expected LLR and its tolerance.
type llrRow struct {
	counts                  []int
	elo0, elo1, llr, within float64
	line                    string
}

// readLLRRows reads testdata/name, whose rows hold n counts, then elo0,
// elo1, the LLR and the tolerance, tab-separated ("#" starts a comment).
func readLLRRows(t *testing.T, name string, n int) []llrRow {
	t.Helper()
	f, err := os.Open(filepath.Join("testdata", name))
	require.NoError(t, err)
	defer f.Close()
	var rows []llrRow
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		fields := strings.Split(line, "\t")
		require.Len(t, fields, n+4, line)
		r := llrRow{counts: make([]int, n), line: line}
		for i := range r.counts {
			r.counts[i], err = strconv.Atoi(fields[i])
			require.NoError(t, err, line)
		}
		for i, x := range []*float64{&r.elo0, &r.elo1, &r.llr, &r.within} {
			*x, err = strconv.ParseFloat(fields[n+i], 64)
			require.NoError(t, err, line)
		}
		rows = append(rows, r)
	}
	require.NoError(t, sc.Err())
	require.GreaterOrEqual(t, len(rows), 10)
	return rows
}

// TestTrinomialLLR checks the LLR of single games' wins, draws and
// losses against testdata/sprt.tsv, whose header says where each number
// comes from.
func TestTrinomialLLR(t *testing.T) {
	for _, r := range readLLRRows(t, "sprt.tsv", 3) {
		w, d, l := r.counts[0], r.counts[1], r.counts[2]
		got := gsprtLLR([]int{l, d, w}, []float64{0, 0.5, 1}, r.elo0, r.elo1)
		assert.InDelta(t, r.llr, got, r.within+1e-12, r.line)
	}
}

// TestPentanomialLLR checks the LLR of pairs of games against
// testdata/sprt-pairs.tsv, whose header says where each number comes
// from.
func TestPentanomialLLR(t *testing.T) {
	for _, r := range readLLRRows(t, "sprt-pairs.tsv", 5) {
		got := pentanomialLLR([5]int(r.counts), r.elo0, r.elo1)
		assert.InDelta(t, r.llr, got, r.within+1e-12, r.line)
	}
}

// TestPairTally: a pair counts once both its games are in, whichever
// finishes first (games finish out of order when played side by side);
// a game whose partner is still being played counts for nothing yet.
func TestPairTally(t *testing.T) {
	var p pairTally
	for _, g := range []struct {
		game  int
		score float64
	}{{1, 1}, {0, 0}, {2, 0.5}, {3, 1}, {5, 0.5}, {4, 0.5}, {6, 1}, {9, 0}, {8, 0}, {7, 1}, {10, 1}} {
		p.add(g.game, g.score)
	}
	// pairs: {0,1} a win and a loss, {2,3} a draw and a win, {4,5} two
	// draws, {6,7} two wins, {8,9} two losses; game 10 waits for game 11
	assert.Equal(t, [5]int{1, 0, 2, 1, 1}, p.counts)
	assert.Equal(t, map[int]float64{5: 1}, p.first)
	assert.Equal(t, "pairs of games by engine 1's points (0, ½, 1, 1½, 2): 1 0 2 1 1", p.String())
}

func TestSPRTBoundsAndDecision(t *testing.T) {
	tests := []struct {
		alpha, beta  float64
		lower, upper float64 // ln(β/(1-α)), ln((1-β)/α)
	}{
		{0.05, 0.05, -2.944439, 2.944439},
		{0.05, 0.10, -2.251292, 2.890372},
		{0.01, 0.05, -2.985682, 4.553877},
	}
	for _, tc := range tests {
		s, err := parseSPRT("0,10", tc.alpha, tc.beta)
		require.NoError(t, err)
		lower, upper := s.bounds()
		assert.InDelta(t, tc.lower, lower, 1e-6)
		assert.InDelta(t, tc.upper, upper, 1e-6)
		assert.Contains(t, s.decision(upper+0.01), "H1 accepted")
		assert.Contains(t, s.decision(lower-0.01), "H0 accepted")
		assert.Equal(t, "", s.decision((lower+upper)/2))
	}
}

func TestParseSPRT(t *testing.T) {
	s, err := parseSPRT(" -5, 5.5", 0.05, 0.05)
	require.NoError(t, err)
	assert.Equal(t, sprtTest{elo0: -5, elo1: 5.5, alpha: 0.05, beta: 0.05}, s)
	for _, bad := range []string{"10", "10,0", "5,5", "a,b", "0,1e9", "NaN,1"} {
		_, err := parseSPRT(bad, 0.05, 0.05)
		assert.Error(t, err, bad)
	}
	_, err = parseSPRT("0,10", 0, 0.05)
	assert.Error(t, err)
	_, err = parseSPRT("0,10", 0.05, 0.5)
	assert.Error(t, err)
}

// TestTally: the summary's counts, score and Elo. 75% is
// 400·log10(3) = 190.8 Elo; the margin is the Elo of the score ± 1.96
// standard errors, here of 3 wins and a loss: σ = √(3/16) per game,
// σ/√4 = 0.2165, so the Elo of 0.75 ± 0.4244, clamped to 0.999 above.
func TestTally(t *testing.T) {
	var r tally
	for _, s := range []float64{1, 1, 0.5, 0, 1, 0.5} {
		r.add(s)
	}
	assert.Equal(t, tally{wins: 3, draws: 2, losses: 1}, r)
	assert.Equal(t, 4.0, r.score())

	r = tally{wins: 3, losses: 1}
	diff, margin := r.elo()
	assert.InDelta(t, 400*math.Log10(3), diff, 1e-9)
	eloOf := func(s float64) float64 { return -400 * math.Log10(1/s-1) }
	se := math.Sqrt(3.0/16) / 2
	assert.InDelta(t, (eloOf(0.999)-eloOf(0.75-1.96*se))/2, margin, 1e-9)
	assert.Equal(t, "engine 1 score 3.0/4 (+3 =0 -1) 75.0%, Elo +191 ± 663 (95%)", r.String())
	diff, margin = tally{}.elo()
	assert.Equal(t, [2]float64{0, 0}, [2]float64{diff, margin})
}
