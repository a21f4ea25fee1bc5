//go:build js && wasm

package main

import (
	"errors"
	"strconv"
	"time"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/search"
	"github.com/chimera-variants/chimera/variants"
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

// benchSearch runs one of search.BenchCases' searches from a shipped
// variant's start position: chimera.benchSearch(variant, depth) returns
// {nodes, ms}, for `chimera bench --browser`.
func benchSearch(name string, depth int) (any, error) {
	text, ok := variants.Block(name)
	if !ok {
		return nil, errors.New("chimera.benchSearch: " + strconv.Quote(shortToken(name)) + " is not a shipped variant")
	}
	g, err := newGame(text)
	if err != nil {
		return nil, err
	}
	r := search.Bench(g.pos, name, depth)
	o := newJSObject()
	o.Set("nodes", float64(r.Nodes))
	o.Set("ms", float64(r.Time)/float64(time.Millisecond))
	return o, nil
}
