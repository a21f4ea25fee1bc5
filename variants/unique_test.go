package variants_test

import (
	"math/rand"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/internal/movekey"
	"github.com/chimera-variants/chimera/notation"
	"github.com/chimera-variants/chimera/variants"
)

// requireEachOnce fails when two moves of the list do the same thing.
func requireEachOnce(t *testing.T, p *core.Position, moves []core.Move, what string) {
	t.Helper()
	seen := make(map[string]int, len(moves))
	for i := range moves {
		d := p.Detail(moves[i])
		k := movekey.Of(&d)
		if j, ok := seen[k]; ok {
			require.Failf(t, "a move listed twice", "%s moves of %s: %s (entries %d and %d)",
				what, notation.FEN(p), notation.SAN(p, moves[i], moves), j, i)
		}
		seen[k] = i
	}
}

// TestPlayoutsListEachMoveOnce plays random games of every shipped variant
// and checks that no pseudo-legal or legal move list holds the same move
// twice (Chu Shogi's Lion reaches its igui by two paths, for one).
func TestPlayoutsListEachMoveOnce(t *testing.T) {
	const plies = 200
	for _, name := range variants.Names() {
		t.Run(name, func(t *testing.T) {
			p := startPosition(t, name)
			r := rand.New(rand.NewSource(7))
			var pseudo, legal core.MoveList
			for ply := 0; ply < plies; ply++ {
				pseudo.Reset()
				p.GeneratePseudo(&pseudo)
				requireEachOnce(t, p, pseudo.Moves, "pseudo-legal")
				legal.Reset()
				p.GenerateLegal(&legal)
				requireEachOnce(t, p, legal.Moves, "legal")
				if len(legal.Moves) == 0 {
					break
				}
				m := legal.Moves[r.Intn(len(legal.Moves))]
				p.Make(m)
			}
		})
	}
}

func BenchmarkPerftShogi4(b *testing.B)    { benchPerft(b, "shogi", 4) }
func BenchmarkPerftChushogi3(b *testing.B) { benchPerft(b, "chushogi", 3) }

// BenchmarkPerftChushogiLions: a middle game where both Lions are out and
// the generator removes the repeats among their double moves.
func BenchmarkPerftChushogiLions(b *testing.B) {
	text, _ := variants.Block("chushogi")
	block, err := notation.ParseBlock(text)
	require.NoError(b, err)
	p, err := notation.ParseFEN(block.Variant, chuLions, notation.FENOptions{})
	require.NoError(b, err)
	p.Perft(2)
	b.ResetTimer()
	var nodes uint64
	for i := 0; i < b.N; i++ {
		nodes += p.Perft(2)
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds()/1e6, "Mnodes/s")
}

const chuLions = "l1csgkeg1cfl/afbdtox2b1a/mvrh2td1rvm/pppp1npppspp/3ipp3p2/3q2hNi3/8I3/3I6PP/PPPPPPPPPP2/M1RHQ1T1H1RM/AVBDTXODSBVA/LFCSGEKG1CFL w - - 34 18"

// TestPerftWithRepeatsAllocatesNothing: removing repeated moves (Chu
// Shogi's Lions, black holes, rifle captures) allocates nothing either.
func TestPerftWithRepeatsAllocatesNothing(t *testing.T) {
	for _, name := range []string{"blackhole", "gun"} {
		p := startPosition(t, name)
		p.Perft(3)
		require.Zero(t, testing.AllocsPerRun(2, func() { p.Perft(3) }), name)
	}
	text, _ := variants.Block("chushogi")
	block, err := notation.ParseBlock(text)
	require.NoError(t, err)
	p, err := notation.ParseFEN(block.Variant, chuLions, notation.FENOptions{})
	require.NoError(t, err)
	p.Perft(2)
	require.Zero(t, testing.AllocsPerRun(2, func() { p.Perft(2) }), "chushogi")
}
