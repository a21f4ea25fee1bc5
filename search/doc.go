// Package search is Chimera's AI: a game-tree search over any variant
// package core can play, with an evaluation derived from the variant's
// own moves.
//
// [New] makes a [Searcher] for a position; [Searcher.Think] searches it
// within [Limits] (a depth, a time, a node count) and returns an [Info]:
// the best move, its score for the side to move, the expected line. The
// search is iterative deepening: [Searcher.OnInfo] is called after each
// depth, and [Searcher.Stop], from another goroutine, ends the search
// with the best move found so far.
//
//	s := search.New(p) // p: a *core.Position
//	info := s.Think(search.Limits{Time: search.Second})
//	if info.Found {
//		p.Make(info.Best)
//	}
//
// The searcher makes and unmakes moves on p while it thinks and leaves it
// as it was; New installs the evaluation's weights in p, so that Make and
// Unmake keep its material and placement sums (one searcher per position:
// [Searcher.SetPosition] moves it to another position of the variant,
// keeping what it learnt). A fresh searcher with a depth or node limit and
// no Noise gives the same answer every time; with a time limit, how deep
// it gets depends on the machine's speed and load.
//
// Scores are centipawns from the side to move's point of view; a mate in
// n plies scores [Mate]-n. A type's value comes from its mobility,
// counted with the move generator on sample boards partly filled with
// pieces, unless its piece line sets value=; [Searcher.Evaluator] gives
// the static evaluation.
//
// Inside: principal-variation search with aspiration windows, a
// transposition table, move ordering (hash move, captures, killers,
// counter move, history and continuation history), null-move and
// futility pruning, late-move reductions driven by history, and a
// quiescence search.
package search
