package search_test

import (
	"fmt"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/notation"
	"github.com/chimera-variants/chimera/search"
	"github.com/chimera-variants/chimera/variants"
)

// Think searches within a time: a mate in one is found at the first
// depth, so the answer does not depend on the machine's speed.
func ExampleSearcher_Think() {
	text, _ := variants.Block("chess")
	block, err := notation.ParseBlock(text)
	if err != nil {
		panic(err)
	}
	p, err := notation.ParseFEN(block.Variant, "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", notation.FENOptions{})
	if err != nil {
		panic(err)
	}
	s := search.New(p)
	info := s.Think(search.Limits{Time: 200 * search.Millisecond})
	fmt.Println(info.Found, notation.SANDetail(p, &info.Best))
	// A mate in n plies scores Mate-n for the side to move.
	fmt.Println(info.Score == search.Mate-1)
	// Output:
	// true Ra8#
	// true
}

// With a depth and no time the search is the same on every machine;
// OnInfo reports each finished iteration.
func ExampleNew() {
	text, _ := variants.Block("xiangqi")
	block, err := notation.ParseBlock(text)
	if err != nil {
		panic(err)
	}
	p, err := core.StartPosition(block.Variant)
	if err != nil {
		panic(err)
	}
	s := search.New(p)
	s.Contempt = search.DefaultContempt
	s.OnInfo = func(info search.Info) { fmt.Println("depth", info.Depth, "done") }
	info := s.Think(search.Limits{Depth: 3})

	// The position is as it was, and the best move is one of its legal
	// moves, ready to make.
	var ml core.MoveList
	p.GenerateLegal(&ml)
	_, legal := p.Find(ml.Moves, &info.Best)
	fmt.Println(info.Found, legal, len(info.PV) > 0)
	p.MakeDetail(&info.Best)
	// Output:
	// depth 1 done
	// depth 2 done
	// depth 3 done
	// true true true
}
