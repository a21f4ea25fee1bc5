package notation

import (
	"fmt"
	"math"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/chimera-variants/chimera/core"
)

// worstFillers are the moves worstBlock gives its piece types: those that
// cost the compiler the most time for their share of MaxBlockWork (found
// by trying sixty: cheap moves on many types, where the per-type cost
// dominates; leapers and multi-leg moves that end on every square they
// reach; sliders).
var worstFillers = []string{"@", "mfW", "ifmnD", "K", "KNAD", "R", "jR", "Q", "mcaK", "aN", "afsafsW", "aaF", "(az)7N", "KNADcaKmcabK"}

// worstBlock builds a block at the limits: a 36x36 board, as many piece
// types with move filler as MaxBlockWork allows, the first of them with
// move strings that use up MaxBlockMoveLength, a morph board and a black
// morph board on every type (every square a type change), a capture
// matrix for every pair of types, and the rule lists naming every type.
func worstBlock(t testing.TB, filler string) string {
	const dim = core.MaxBoardSize
	squares := dim * dim
	// as many types as checkBlockWork lets through
	typeCost := func(move string) float64 {
		spec, err := ParseXBetza(move)
		require.NoError(t, err)
		steps := leaperSteps
		return 2 * (float64(squares*typeOverhead) + boardWork(spec.Paths, dim, dim, squares, &steps))
	}
	n := min(int((MaxBlockWork-typeCost("K"))/typeCost(filler)), MaxPieceTypes-1)
	require.Positive(t, n, "%q alone is beyond MaxBlockWork", filler)
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
		if used+groupedLen <= MaxBlockMoveLength && i < n/2 {
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
		require.LessOrEqual(t, len(text), MaxBlockLength)
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
