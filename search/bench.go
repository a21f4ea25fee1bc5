package search

import (
	"runtime"

	"github.com/chimera-variants/chimera/core"
)

// BenchCase is one fixed search for measuring speed: the same work
// natively and in the browser, so that their nodes per second compare.
type BenchCase struct {
	// Variant is a shipped variant's name (package variants).
	Variant string
	// Depth is the depth searched.
	Depth int
}

// BenchCases are the searches `chimera bench` and the page's benchmark
// run, from each variant's start position.
var BenchCases = []BenchCase{{"chess", 11}, {"xiangqi", 8}, {"shogi", 9}}

// BenchResult is what one bench search did.
type BenchResult struct {
	Variant string
	Depth   int
	// Nodes is the number of positions the search visited.
	Nodes uint64
	// Time is how long it took.
	Time Duration
}

// NodesPerSecond is the search speed.
func (r BenchResult) NodesPerSecond() float64 {
	if r.Time <= 0 {
		return 0
	}
	return float64(r.Nodes) / r.Time.Seconds()
}

// Bench searches p to the given depth with a fresh searcher and reports
// the nodes and the time (the searcher's set-up excluded).
func Bench(p *core.Position, variant string, depth int) BenchResult {
	s := New(p)
	// finish the collection the searcher's tables may have started: on a
	// single thread (WebAssembly) its marking would otherwise run beside
	// the timed search, every pointer write paying a write barrier
	runtime.GC()
	info := s.Think(Limits{Depth: depth})
	return BenchResult{Variant: variant, Depth: depth, Nodes: info.Nodes, Time: info.Time}
}
