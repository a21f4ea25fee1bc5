//go:build js && wasm

package main

import (
	"runtime"
	"syscall/js"
)

// benchPerft counts perft from the start position of a block, timed by
// the page's clock (performance.now: the search's clock is not exported,
// and the time package costs the page about 40 KB): chimera.benchPerft(
// block, depth) returns {nodes, ms}, for `chimera bench --browser
// --against-wasm`, which runs it beside Fairy-Stockfish's wasm build.
func benchPerft(text string, depth int) (any, error) {
	g, err := newGame(text)
	if err != nil {
		return nil, err
	}
	runtime.GC() // (no collection marking beside the timed perft)
	perf := js.Global().Get("performance")
	start := perf.Call("now").Float()
	n := g.pos.Perft(depth)
	o := newJSObject()
	o.Set("nodes", float64(n))
	o.Set("ms", perf.Call("now").Float()-start)
	return o, nil
}
