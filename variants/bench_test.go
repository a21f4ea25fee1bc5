package variants_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/notation"
	"github.com/chimera-variants/chimera/variants"
)

func startPosition(tb testing.TB, name string) *core.Position {
	text, ok := variants.Block(name)
	require.True(tb, ok, name)
	block, err := notation.ParseBlock(text)
	require.NoError(tb, err)
	p, err := core.StartPosition(block.Variant)
	require.NoError(tb, err)
	return p
}

// TestPerftAllocatesNothing: once the move lists have grown, perft (move
// generation, make and unmake) allocates nothing per node.
func TestPerftAllocatesNothing(t *testing.T) {
	for _, name := range []string{"chess", "crazyhouse", "capablanca", "berolina", "makruk", "xiangqi", "janggi", "shogi"} {
		p := startPosition(t, name)
		p.Perft(3) // warm up: grow the move lists and undo stacks
		allocs := testing.AllocsPerRun(3, func() { p.Perft(3) })
		require.Zero(t, allocs, name)
	}
}

func benchPerft(b *testing.B, name string, depth int) {
	p := startPosition(b, name)
	p.Perft(depth)
	b.ResetTimer()
	var nodes uint64
	for i := 0; i < b.N; i++ {
		nodes += p.Perft(depth)
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds()/1e6, "Mnodes/s")
}

func BenchmarkPerftChess5(b *testing.B)      { benchPerft(b, "chess", 5) }
func BenchmarkPerftCapablanca4(b *testing.B) { benchPerft(b, "capablanca", 4) }
func BenchmarkPerftMakruk4(b *testing.B)     { benchPerft(b, "makruk", 4) }
func BenchmarkPerftXiangqi4(b *testing.B)    { benchPerft(b, "xiangqi", 4) }
func BenchmarkPerftJanggi4(b *testing.B)     { benchPerft(b, "janggi", 4) }
func BenchmarkPerftGrand3(b *testing.B)      { benchPerft(b, "grand", 3) }
func BenchmarkPerftCrazyhouse4(b *testing.B) { benchPerft(b, "crazyhouse", 4) }
