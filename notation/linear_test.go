package notation

import (
	"fmt"
	"runtime"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The parsers must do work linear in their input. These tests count work
// instead of timing it: the bytes a parse allocates (runtime.MemStats
// TotalAlloc, which no other test or the garbage collector disturbs) for
// inputs of size n, 2n and 4n. Linear work grows 4 times from n to 4n,
// quadratic work 16 times; a growth above maxGrowth4 fails.
const maxGrowth4 = 6.0

// bytesPerRun is the mean number of bytes f allocates.
func bytesPerRun(runs int, f func()) float64 {
	f() // warm up: lazily built tables, map growth
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	for i := 0; i < runs; i++ {
		f()
	}
	runtime.ReadMemStats(&after)
	return float64(after.TotalAlloc-before.TotalAlloc) / float64(runs)
}

// growth measures parse(input(n)), parse(input(2n)) and parse(input(4n))
// and returns the ratios of the allocations to the first.
func growth(n int, input func(n int) string, parse func(string)) (r2, r4 float64, sizes [3]float64) {
	for i, k := range []int{n, 2 * n, 4 * n} {
		s := input(k)
		sizes[i] = bytesPerRun(5, func() { parse(s) })
	}
	return sizes[1] / sizes[0], sizes[2] / sizes[0], sizes
}

// assertLinear fails when the work grows faster than linearly.
func assertLinear(t *testing.T, name string, n int, input func(n int) string, parse func(string)) {
	t.Helper()
	r2, r4, sizes := growth(n, input, parse)
	t.Logf("%s: %.0f, %.0f, %.0f bytes allocated (x%.2f, x%.2f)", name, sizes[0], sizes[1], sizes[2], r2, r4)
	assert.Less(t, r4, maxGrowth4, "%s: allocation grows faster than the input (n, 2n, 4n: %v)", name, sizes)
}

// TestLinearMeasureCatchesQuadratic: the measure flags a parser that
// concatenates strings byte by byte, as expandGroups once did (it would
// fail TestLinearXBetza).
func TestLinearMeasureCatchesQuadratic(t *testing.T) {
	quadratic := func(s string) {
		out := ""
		for i := 0; i < len(s); i++ {
			out += string(s[i])
		}
		_ = out
	}
	_, r4, sizes := growth(250, func(n int) string { return strings.Repeat("W", n) }, quadratic)
	assert.Greater(t, r4, maxGrowth4, "a quadratic parser must be caught: %v", sizes)
}

// TestLinearParlett: Parlett expressions of n alternatives (the same
// one, kept once, and distinct ones) cost work linear in n.
func TestLinearParlett(t *testing.T) {
	parse := func(s string) {
		_, err := parseParlett(s)
		require.NoError(t, err)
	}
	assertLinear(t, "1*,...", 60, func(n int) string { return strings.Repeat("1*,", n) + "1*" }, parse)
	assertLinear(t, "distinct leaps", 30, func(n int) string {
		var parts []string
		for i := 0; i < n; i++ {
			parts = append(parts, "~"+strconv.Itoa(i%30+1)+"/"+strconv.Itoa(i/30+1))
		}
		return strings.Join(parts, ",")
	}, parse)
}

func TestLinearXBetza(t *testing.T) {
	parse := func(s string) {
		_, err := parseXBetza(s)
		require.NoError(t, err)
	}
	assertLinear(t, "W...", 250, func(n int) string { return strings.Repeat("W", n) }, parse)
	assertLinear(t, "distinct atoms", 250, func(n int) string {
		atoms := []string{"W", "F", "D", "A", "N", "fW", "bF", "mD", "cA", "fN", "sW", "vF"}
		var sb strings.Builder
		for sb.Len() < n {
			sb.WriteString(atoms[sb.Len()%len(atoms)])
		}
		return sb.String()[:n-1] + "K"
	}, parse)
	assertLinear(t, "f...fW", 250, func(n int) string { return strings.Repeat("f", n-1) + "W" }, parse)
	assertLinear(t, "(W...)3", 60, func(n int) string { return "(" + strings.Repeat("W", n) + ")3" }, parse)
}

func TestLinearBlock(t *testing.T) {
	parse := func(s string) {
		_, err := ParseBlock(s)
		require.NoError(t, err)
	}
	assertLinear(t, "parameters", 500, func(n int) string {
		var sb strings.Builder
		sb.WriteString("king::::e1\n")
		for i := 0; i < n; i++ {
			fmt.Fprintf(&sb, "key%d=%d\n", i, i)
		}
		return sb.String()
	}, parse)
	assertLinear(t, "comments", 1000, func(n int) string {
		return "king::::e1\n" + strings.Repeat("# a comment line that says nothing\n", n)
	}, parse)
	assertLinear(t, "piece lines", 32, func(n int) string {
		var sb strings.Builder
		sb.WriteString("files=12 ranks=12\nking::::a1\n")
		for i := 0; i < n; i++ {
			fmt.Fprintf(&sb, "p%d:%c:fW::b%d\n", i, 'A'+i%26, 1+i%12)
		}
		return sb.String()
	}, parse)
	assertLinear(t, "square lists", 40, func(n int) string {
		return "files=36 ranks=36\nking::::" + strings.Repeat("a1,", n-1) + "a1\n"
	}, parse)
	assertLinear(t, "a long name", 1000, func(n int) string {
		return "king::::e1\n" + strings.Repeat("word ", n) + "x:X:W::\n"
	}, parse)
}

func TestLinearTables(t *testing.T) {
	ids := []string{"P", "N", "B", "R", "Q", "K", "+P"}
	// morph boards of 36, 72 and 144 squares, every square written
	sides := map[int][2]int{36: {6, 6}, 72: {9, 8}, 144: {12, 12}}
	assertLinear(t, "morph", 36, func(n int) string {
		fr := sides[n]
		rank := strings.TrimSuffix(strings.Repeat("+P,", fr[0]), ",")
		return strings.TrimSuffix(strings.Repeat(rank+"/", fr[1]), "/")
	}, func(s string) {
		first, _, _ := strings.Cut(s, "/")
		files, ranks := strings.Count(first, ",")+1, strings.Count(s, "/")+1
		_, err := parseMorphIDs(s, files, ranks, ids, 0)
		require.NoError(t, err)
	})
	// capture matrices for 8, 16 and 32 types, every cell written: the
	// text and the matrix grow with the cells, so the bytes per cell
	// must stay level
	perCell := make([]float64, 0, 3)
	for _, n := range []int{8, 16, 32} {
		types := make([]string, n)
		for i := range types {
			types[i] = string(rune('A' + i%26))
			if i >= 26 {
				types[i] = "+" + types[i]
			}
		}
		row := "." + strings.Repeat("!%^@$&~.", 2*n/8) + strings.Repeat(".", 2*n%8)
		text := strings.TrimSuffix(strings.Repeat(row+"/", n), "/")
		allocated := bytesPerRun(5, func() {
			_, err := parseCaptureMatrix(text, types)
			require.NoError(t, err)
		})
		perCell = append(perCell, allocated/float64(n*(2*n+1)))
	}
	t.Logf("captureMatrix: %.1f, %.1f, %.1f bytes per cell", perCell[0], perCell[1], perCell[2])
	assert.Less(t, perCell[2]/perCell[0], maxGrowth4/4, "captureMatrix: allocation grows faster than the cells")
}

func TestLinearFEN(t *testing.T) {
	b, err := ParseBlock(chessBlock + "\nholdingsType=1")
	require.NoError(t, err)
	assertLinear(t, "holdings", 400, func(n int) string {
		return "4k3/8/8/8/8/8/8/4K3[" + strings.Repeat("Qn", n/2) + "] w - - 0 1"
	}, func(s string) {
		_, err := ParseFEN(b.Variant, s, FENOptions{})
		require.NoError(t, err)
	})
	assertLinear(t, "castling letters", 400, func(n int) string {
		return "r3k2r/8/8/8/8/8/8/R3K2R w " + strings.Repeat("KQkq", n/4) + " - 0 1"
	}, func(s string) {
		_, err := ParseFEN(b.Variant, s, FENOptions{})
		require.NoError(t, err)
	})
}

func TestLinearGameRecord(t *testing.T) {
	b, err := ParseBlock(chessBlock)
	require.NoError(t, err)
	assertLinear(t, "moves", 200, func(n int) string {
		var sb strings.Builder
		for i := 0; i < n/4; i++ {
			fmt.Fprintf(&sb, "%d. Nf3 Nf6 %d. Ng1 Ng8 ", 2*i+1, 2*i+2)
		}
		return sb.String()
	}, func(s string) {
		p, err := ParseFEN(b.Variant, "startpos", FENOptions{})
		require.NoError(t, err)
		_, err = PlayText(p, s)
		require.NoError(t, err)
	})
}

// TestLinearDagaz: path expressions of n alternatives, of n checked
// steps and of n nested groups cost work linear in n (the expansion into
// straight lines and the programs are bounded besides).
func TestLinearDagaz(t *testing.T) {
	parse := func(s string) {
		_, err := parseDagazMove(s, s)
		require.NoError(t, err)
	}
	assertLinear(t, "(+)([p]\\1)*;...", 20, func(n int) string {
		return strings.TrimSuffix(strings.Repeat(`(+)([p]\1)*;`, n), ";")
	}, parse)
	assertLinear(t, "N;E;...", 60, func(n int) string {
		return strings.TrimSuffix(strings.Repeat("N;E;", n/2), ";")
	}, parse)
	assertLinear(t, "N[p]N[p]...", 30, func(n int) string { return strings.Repeat("N[p]", n) }, parse)
	assertLinear(t, "((((N))))", 8, func(n int) string { return strings.Repeat("(", n) + "N" + strings.Repeat(")", n) }, parse)
	assertLinear(t, "N[p]|S[x]...", 30, func(n int) string { return "N[p]|" + strings.Repeat("S[x>N]", n) }, parse)
}
