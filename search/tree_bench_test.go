package search_test

import (
	"bufio"
	"os"
	"strings"
	"testing"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/search"
	"github.com/chimera-variants/chimera/variants/nets"
)

// treeVariants are BenchmarkTree's suites, with the depth searched.
var treeVariants = []struct {
	variant string
	depth   int
}{{"chess", 10}, {"xiangqi", 9}, {"shogi", 9}, {"crazyhouse", 8}}

// TestTreeSuites checks that every position of BenchmarkTree's suites
// reads and has a move to search.
func TestTreeSuites(t *testing.T) {
	for _, c := range treeVariants {
		for _, fen := range treeSuite(t, c.variant) {
			p := position(t, c.variant, fen)
			var ml core.MoveList
			p.GenerateLegal(&ml)
			if len(ml.Moves) == 0 {
				t.Errorf("%s %s: no legal move", c.variant, fen)
			}
		}
	}
}

// BenchmarkTree searches each position of testdata/tree/VARIANT.fen to
// a fixed depth, with the variant's shipped network and a searcher
// cleared before each (as for a new game), and reports the suite's
// nodes (nodes/op: the tree's size, which a change to pruning or
// ordering moves) and nodes per second. Its time per op is the time to
// that depth over the suite, the figure by which a change that alters
// the tree is judged, where a single position's tree swings by half
// either way. A suite's op takes seconds: run it with -benchtime 1x,
// several times (-count), and compare the fastest.
func BenchmarkTree(b *testing.B) {
	for _, c := range treeVariants {
		b.Run(c.variant, func(b *testing.B) {
			var ps []*core.Position
			for _, fen := range treeSuite(b, c.variant) {
				p := position(b, c.variant, fen)
				p.Variant().Name = c.variant // (nets.For finds a network by name)
				ps = append(ps, p)
			}
			s := search.New(ps[0])
			if err := s.SetNet(nets.For(ps[0].Variant())); err != nil {
				b.Fatal(err)
			}
			var nodes uint64
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				for _, p := range ps {
					s.SetPosition(p)
					s.Clear()
					nodes += s.Think(search.Limits{Depth: c.depth}).Nodes
				}
			}
			b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
			b.ReportMetric(float64(nodes)/float64(b.N), "nodes/op")
		})
	}
}

// treeSuite reads the FENs of testdata/tree/variant.fen ('#' lines are
// comments).
func treeSuite(b testing.TB, variant string) []string {
	f, err := os.Open("testdata/tree/" + variant + ".fen")
	if err != nil {
		b.Fatal(err)
	}
	defer f.Close()
	var fens []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if line := strings.TrimSpace(sc.Text()); line != "" && !strings.HasPrefix(line, "#") {
			fens = append(fens, line)
		}
	}
	if err := sc.Err(); err != nil || len(fens) == 0 {
		b.Fatalf("%s: %d positions, %v", variant, len(fens), err)
	}
	return fens
}
