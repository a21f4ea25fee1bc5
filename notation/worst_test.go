package notation

import (
	"fmt"
	"math"
	"os"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/chimera-variants/chimera/core"
)

// worstFillers are the moves worstBlock gives its piece types: those that
// cost the compiler the most time for their share of maxBlockWork (cheap
// moves on many types, where the per-type cost dominates; moves that find
// nothing on an empty board, so that the dead-square table tries all of
// them: captures, hoppers, multi-leg moves whose last leg fails; leapers
// and multi-leg moves that end on every square they reach; sliders).
var worstFillers = []string{"@", "mfW", "fW", "ifmnD", "K", "KNAD", "R", "jR", "Q", "cQ", "pR", "gQ", "mcaK", "caK", "aN", "afsafsW", "aaF", "(az)7N", "KNADcaKmcabK", "nNnA"}

// worstBlock builds a block at the limits: a 36x36 board, as many piece
// types with move filler as maxBlockWork allows, the first of them with
// move strings that use up maxBlockMoveLength, a morph board and a black
// morph board on every type (every square a type change), a capture
// matrix for every pair of types, and the rule lists naming every type.
func worstBlock(t testing.TB, filler string) string {
	const dim = core.MaxBoardSize
	squares := dim * dim
	// as many types as checkBlockWork lets through
	typeCost := func(move string) float64 {
		spec, err := parseXBetza(move)
		require.NoError(t, err)
		return 2 * typeWork(&core.PieceType{Moves: spec}, dim, squares)
	}
	n := min(int((maxBlockWork-typeCost("K"))/typeCost(filler)), maxPieceTypes-1)
	require.Positive(t, n, "%q alone is beyond maxBlockWork", filler)
	// IDs: letters, then '+' and a letter (what rule lists can name),
	// then two letters
	ids := []string{"K"}
	var nameable []string
	for i := 1; i <= n; i++ {
		id := string(rune('A' + i%26))
		switch {
		case i < 26:
			nameable = append(nameable, id)
		case i < 52:
			id = "+" + id
			nameable = append(nameable, id)
		default:
			id += string(rune('a' + i/26))
		}
		ids = append(ids, id)
	}
	// move strings expanding to 13320 bytes each, however cheap to run
	grouped := "(" + strings.Repeat("@", 20) + ")36" + filler
	groupedLen := expandedLength(grouped)
	if groupedLen == 0 {
		grouped = "(" + strings.Repeat("@", 20) + ")36"
		groupedLen = expandedLength(grouped)
	}
	var sb strings.Builder
	sb.WriteString("files=36 ranks=36 holdingsType=1 promoZone=3\nking::K::a1\n")
	used := expandedLength("K")
	for i := 1; i <= n; i++ {
		move := filler
		if used+groupedLen <= maxBlockMoveLength && i < n/2 {
			move = grouped
		}
		used += expandedLength(move)
		fmt.Fprintf(&sb, "piece%d:%s:%s::\n", i, ids[i], move)
		next := ids[(i+1)%(n+1)]
		morph := strings.TrimSuffix(strings.Repeat(next+"/", dim), "/")
		fmt.Fprintf(&sb, "morph=%s blackMorph=%s\n", morph, morph)
	}
	all := strings.Join(nameable, "")
	fmt.Fprintf(&sb, "extinction=%s explosionImmune=%s antiTrade=%s promoChoice=%s\n", all, all, all, all)
	sb.WriteString("captureMatrix=")
	width := 1 + 2*len(ids)
	for r := range ids {
		if r > 0 {
			sb.WriteByte('/')
		}
		fmt.Fprintf(&sb, "%s%d", ids[(r+1)%len(ids)], width)
	}
	sb.WriteByte('\n')
	return sb.String()
}

// TestWorstBlockWithinLimits: the worst blocks are within the limits (so
// BenchmarkWorstBlock measures what a page may be given); the slowest
// compile is logged.
func TestWorstBlockWithinLimits(t *testing.T) {
	if testing.Short() {
		t.Skip("compiles several large blocks")
	}
	var slowest time.Duration
	which := ""
	for _, filler := range worstFillers {
		text := worstBlock(t, filler)
		require.LessOrEqual(t, len(text), maxBlockLength)
		b, err := ParseBlock(text)
		require.NoError(t, err, filler)
		_, err = core.StartPosition(b.Variant)
		require.NoError(t, err, filler)
		// the best of three, in CPU time (the machine may be busy)
		d := time.Duration(math.MaxInt64)
		for range 3 {
			start := cpuTime()
			_, err := ParseBlock(text)
			require.NoError(t, err)
			d = min(d, cpuTime()-start)
		}
		t.Logf("%-14q %3d types, %6d bytes: %v of CPU time", filler, len(b.Variant.Types), len(text), d.Round(time.Millisecond))
		if d > slowest {
			slowest, which = d, filler
		}
	}
	t.Logf("slowest: %q, %v", which, slowest)
}

// BenchmarkWorstBlock compiles the worst blocks within the limits
// (go test ./notation -run '^$' -bench WorstBlock).
func BenchmarkWorstBlock(b *testing.B) {
	for _, filler := range worstFillers {
		text := worstBlock(b, filler)
		b.Run(filler, func(b *testing.B) {
			for b.Loop() {
				if _, err := ParseBlock(text); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// cpuTime is the CPU time the process has used so far (user and system).
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// largeMoves are moves of the pieces of the large shogi variants (Tai,
// Taikyoku): steps, sliders, limited ranges, the Lion.
var largeMoves = []string{"K", "WfF", "FfW", "fFvW", "FvW", "fR", "vR", "R", "B", "Q", "fRbW", "fBbR", "sR2fRbW",
	"BsWfR", "R2B", "fR2sW", "vRfF", "F2", "W2", "fB3bW", "fNbW", "KNADcaKmcabK", "fR5bK", "ffNbbN", "B3vW", "RF",
	"BW", "vR2sW", "fQbK", "fRbB", "sR", "bRfK", "KAD", "WA", "FD", "R4B2", "Q3", "K2", "fRK", "fKbN"}

// largeBlock is a block of a large shogi variant: types piece types on
// a dim x dim board, their moves taken in turn from moves, one start
// square each in the first ranks.
func largeBlock(dim, types int, moves []string) string {
	var sb strings.Builder
	fmt.Fprintf(&sb, "files=%d ranks=%d symmetry=rotate\nking::K::a1\n", dim, dim)
	for i := 1; i < types; i++ {
		id := string(rune('A'+i%26)) + string(rune('a'+i/26))
		sq := i
		fmt.Fprintf(&sb, "piece%d:%s:%s::%c%d\n", i, id, moves[i%len(moves)], 'a'+sq%min(dim, 26), 1+sq/min(dim, 26))
	}
	return sb.String()
}

// TestLargeVariantsCompile: the largest real variants are within the
// limits and compile quickly.
func TestLargeVariantsCompile(t *testing.T) {
	if testing.Short() {
		t.Skip("compiles several large blocks")
	}
	chu, err := os.ReadFile("../variants/chushogi.txt")
	require.NoError(t, err)
	blocks := []struct{ name, text string }{
		{"chushogi", string(chu)},
		{"tai (25x25, 93 types)", largeBlock(25, 93, largeMoves)},
		{"taikyoku (36x36, 209 types)", largeBlock(36, 209, largeMoves)},
		{"quintessence (24x24)", "files=24 ranks=24\nking::K::a1\nquintessence:Q:(az)N::b1\n"},
		{"12 queens (36x36)", largeBlock(36, 13, []string{"Q"})},
	}
	for _, b := range blocks {
		blk, err := ParseBlock(b.text)
		require.NoError(t, err, b.name)
		g := blk.Variant.Geometry
		work := 0.0
		for i := range blk.Variant.Types {
			work += 2 * typeWork(&blk.Variant.Types[i], max(g.Files, g.Ranks), g.Files*g.Ranks)
		}
		d := time.Duration(math.MaxInt64)
		for range 3 {
			start := cpuTime()
			_, err := ParseBlock(b.text)
			require.NoError(t, err)
			d = min(d, cpuTime()-start)
		}
		t.Logf("%-28s work %8.0f, %v of CPU time", b.name, work, d.Round(100*time.Microsecond))
	}
}
