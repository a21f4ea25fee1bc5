//go:build js && wasm

package main

import (
	"bytes"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/internal/nnet"
	"github.com/chimera-variants/chimera/search"
)

// The AI keeps one searcher for the variant it last played: deriving the
// evaluation (piece values from sampled mobility) and allocating the
// transposition table cost more than a short search, and what the table
// learnt about the game carries over from move to move.
var (
	cachedText     string
	cachedSearcher *search.Searcher
	// cachedNet: the network file the searcher evaluates with (nil:
	// none), and cachedNetErr why it does not
	cachedNet    []byte
	cachedNetErr string
)

// searcherFor returns the searcher for the variant in text, pointed at p,
// evaluating with the network in file net (nil: none), and why not when
// the file is not a network for the variant ("" when it is, or with no
// file).
func searcherFor(text string, p *core.Position, net []byte) (*search.Searcher, string) {
	// an empty file is a file (not a network), not none
	sameNet := (cachedNet == nil) == (net == nil) && bytes.Equal(cachedNet, net)
	if cachedSearcher != nil && cachedText == text && sameNet {
		cachedSearcher.SetPosition(p)
		return cachedSearcher, cachedNetErr
	}
	cachedSearcher, cachedText, cachedNet, cachedNetErr = search.New(p), text, net, ""
	cachedSearcher.Contempt = cachedSearcher.PlayingContempt()
	if net != nil {
		if err := setNet(cachedSearcher, p.Variant(), net); err != nil {
			cachedNetErr = err.Error()
		}
	}
	return cachedSearcher, cachedNetErr
}

// setNet makes s evaluate with the network in file b, made for variant v.
func setNet(s *search.Searcher, v *core.Variant, b []byte) error {
	n, err := nnet.Decode(b, 1<<20) // the file's size bounds what it allocates
	if err != nil {
		return err
	}
	return s.SetNet(n)
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
