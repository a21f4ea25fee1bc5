//go:build js && wasm

package main

import (
	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/search"
)

// The AI keeps one searcher for the variant it last played: deriving the
// evaluation (piece values from sampled mobility) and allocating the
// transposition table cost more than a short search, and what the table
// learnt about the game carries over from move to move.
var (
	cachedText     string
	cachedSearcher *search.Searcher
)

// searcherFor returns the searcher for the variant in text, pointed at p.
func searcherFor(text string, p *core.Position) *search.Searcher {
	if cachedSearcher == nil || cachedText != text {
		cachedSearcher, cachedText = search.New(p), text
		cachedSearcher.Contempt = search.DefaultContempt
	} else {
		cachedSearcher.SetPosition(p)
	}
	return cachedSearcher
}

// benchSearch runs one of search.BenchCases' searches from the start
// position of a block: chimera.benchSearch(block, depth) returns {nodes,
// ms}, for `chimera bench --browser`, which sends the shipped variant's
// block (the page need not embed the shipped variants for it).
func benchSearch(text string, depth int) (any, error) {
	g, err := newGame(text)
	if err != nil {
		return nil, err
	}
	r := search.Bench(g.pos, variantName(g.block.Variant), depth)
	o := newJSObject()
	o.Set("nodes", float64(r.Nodes))
	o.Set("ms", float64(r.Time)/float64(search.Millisecond))
	return o, nil
}
