package search_test

import (
	"testing"

	"github.com/chimera-variants/chimera/internal/nnet"
	"github.com/chimera-variants/chimera/search"
	"github.com/chimera-variants/chimera/variants/nets"
)

// BenchmarkSearch searches fixed positions to a fixed depth and reports
// nodes per second (search speed) and nodes (search efficiency: fewer is
// better at equal strength).
func BenchmarkSearch(b *testing.B) { benchSearch(b, benchPositions, false) }

// BenchmarkSearchNet is BenchmarkSearch with the variants' shipped
// networks on top of the evaluation, as the native engine plays them:
// the network's first layer is kept through every make and unmake.
func BenchmarkSearchNet(b *testing.B) { benchSearch(b, netBenchPositions, true) }

// benchSearch searches each of positions to its depth, with the
// variant's shipped network when withNet is set.
func benchSearch(b *testing.B, positions []benchPosition, withNet bool) {
	for _, c := range positions {
		b.Run(c.variant, func(b *testing.B) {
			p := position(b, c.variant, c.fen)
			var n *nnet.Net
			if withNet {
				p.Variant().Name = c.variant // (nets.For finds a network by name)
				if n = nets.For(p.Variant()); n == nil {
					b.Fatalf("no network shipped for %s", c.variant)
				}
			}
			var nodes uint64
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				s := search.New(p)
				if withNet {
					if err := s.SetNet(n); err != nil {
						b.Fatal(err)
					}
				}
				info := s.Think(search.Limits{Depth: c.depth})
				nodes += info.Nodes
			}
			b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
			b.ReportMetric(float64(nodes)/float64(b.N), "nodes/op")
		})
	}
}

// BenchmarkEvaluate times the static evaluation of the same positions
// (with the searcher's weights installed, as in a search).
func BenchmarkEvaluate(b *testing.B) {
	for _, c := range benchPositions {
		b.Run(c.variant, func(b *testing.B) {
			p := position(b, c.variant, c.fen)
			s := search.New(p)
			b.ResetTimer()
			sum := 0
			for i := 0; i < b.N; i++ {
				sum += s.Evaluate()
			}
			if sum == 1 {
				b.Log(sum)
			}
		})
	}
}

// benchPosition is a position a benchmark searches, with the depth.
type benchPosition struct {
	variant, fen string
	depth        int
}

// benchPositions are the positions the benchmarks search and evaluate,
// with the depth searched.
var benchPositions = []benchPosition{
	{"chess", "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N2N2/PP2BPPP/R2QKB1R w KQ - 0 8", 10},
	{"xiangqi", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1", 10},
	{"shogi", "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[] w - - 0 1", 10},
	// (a Chu Shogi opening, each side's Lion out)
	{"chushogi", "lfcsgekgscfl/a1b1txot1b1a/mvrhdq1dhrvm/pppp1ppppppp/3ip3i3/6N5/6n5/3IP3I3/PPPP1PPPPPPP/MVRHD1QDHRVM/A1B1TOXT1B1A/LFCSGKEGSCFL w - - 6 4", 8},
	// (Othello after 24 stones, from a self-play game: the placement
	// terms)
	{"flipello", "1p1PP3/p1PP1PpP/pppP2p1/p1pPpPpp/p2pP3/2p1P3/4P3/4P3[PPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPpppppppppppppppppppppppppppppppppppppppppppppppp] w - - 0 13", 10},
}

// netBenchPositions are BenchmarkSearchNet's: the variants with a
// shipped network, a position of each from play.
var netBenchPositions = []benchPosition{
	{"chess", "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N2N2/PP2BPPP/R2QKB1R w KQ - 0 8", 10},
	{"crazyhouse", "r2q1rk1/ppp2ppp/2np1n2/2b1p1B1/2B1P1b1/2NP1N2/PPP2PPP/R2Q1RK1[] w - - 0 8", 9},
	{"shogi", "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[] w - - 0 1", 10},
	{"xiangqi", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1", 9},
}
