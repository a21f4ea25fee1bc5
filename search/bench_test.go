package search_test

import (
	"testing"

	"github.com/chimera-variants/chimera/search"
)

// BenchmarkSearch searches fixed positions to a fixed depth and reports
// nodes per second (search speed) and nodes (search efficiency: fewer is
// better at equal strength).
func BenchmarkSearch(b *testing.B) {
	cases := []struct{ variant, fen string }{
		{"chess", "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N2N2/PP2BPPP/R2QKB1R w KQ - 0 8"},
		{"xiangqi", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"},
		{"shogi", "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[] w - - 0 1"},
	}
	for _, c := range cases {
		b.Run(c.variant, func(b *testing.B) {
			p := position(b, c.variant, c.fen)
			var nodes uint64
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				s := search.New(p)
				info := s.Think(search.Limits{Depth: 10})
				nodes += info.Nodes
			}
			b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
			b.ReportMetric(float64(nodes)/float64(b.N), "nodes/op")
		})
	}
}
