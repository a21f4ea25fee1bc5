package search

import "github.com/chimera-variants/chimera/core"

// SEE is the searcher's static exchange evaluation of m, by its values.
func (s *Searcher) SEE(m core.Move) (int, bool) { return s.p.SEE(m, s.e.value) }

// Value is the value the searcher gives type t.
func (s *Searcher) Value(t int) int { return s.e.value[t] }

// Evaluate is the searcher's static evaluation of its position.
func (s *Searcher) Evaluate() int { return s.e.Evaluate(s.p) }

// Quiesce is the quiescence search's score of the searcher's position,
// with the widest window.
func (s *Searcher) Quiesce() int { return s.quiesce(0, -infinity, infinity, 0) }

// QuiesceWindow is the quiescence search's score within (alpha, beta),
// standing pat lazily (lazy.go) or not.
func (s *Searcher) QuiesceWindow(alpha, beta int, lazy bool) int {
	s.lazy = lazy
	s.tt.clear()
	return s.quiesce(0, alpha, beta, 0)
}

// CheapScore is the lazy estimate of the evaluation (lazy.go), when it
// applies, and LazyOK whether the searcher's variant may use it.
func (s *Searcher) CheapScore() (int, bool) { return s.e.cheapScore(s.p) }
func (s *Searcher) LazyOK() bool            { return s.e.lazyOK() }

// LazyMargin is how far the evaluation may lie from CheapScore.
const LazyMargin = lazyMargin

// SEEBelow is seeBelow: whether m probably wins less than threshold.
func (s *Searcher) SEEBelow(m core.Move, threshold int) bool { return s.seeBelow(m, threshold) }

// Promotes is promotes: whether the search treats m as a promotion.
func (s *Searcher) Promotes(m core.Move) bool { return s.promotes(m) }
