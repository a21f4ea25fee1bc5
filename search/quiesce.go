package search

import "github.com/chimera-variants/chimera/core"

const (
	// maxQuiesce bounds the capture sequences: with multi-capturers,
	// hook movers and drops they could otherwise go on for long.
	maxQuiesce = 8
	// deltaMargin: a capture that cannot lift the score to alpha even
	// with this much to spare is not tried.
	deltaMargin = 200
	// recaptureDepth: after this many plies of the quiescence search,
	// only recaptures on the square of the last capture are tried (check
	// evasions and compulsory captures all are). On Chu Shogi's crowded
	// board every exchange branched into every other one: in a
	// middle-game position a depth-2 iteration took 53,334 nodes, all
	// but 169 of them quiescence nodes, where the game's clock allowed
	// about 20,000.
	recaptureDepth = 4
)

// quiesce searches captures and promotions (every move when in check)
// until the position is quiet.
func (s *Searcher) quiesce(ply, alpha, beta, qdepth int) int {
	s.nodes++
	if s.timeUp() {
		return 0
	}
	if ply >= maxPly-2 {
		return s.evaluate()
	}
	if s.p.EndedByRule() || s.bareLost() {
		return s.terminal(ply)
	}
	e, hit := s.tt.probe(s.p.Hash())
	if hit {
		if sc, ok := e.cutoff(ply, alpha, beta); ok {
			return sc
		}
	}
	// a deeper entry is worth more than what this search finds
	keep := !hit || e.depth <= 0
	origAlpha := alpha
	inCheck := s.p.InCheck()
	// a compulsory capture (mustCapture) leaves no quiet move to stand
	// on. Where material is a burden (antichess) standing pat on one
	// would be optimistic at every such node: every capture is searched
	// there, however much it gives away. Where captures gain (checkers,
	// fanorona), the captures tried bound the score from below anyway,
	// and searching them all measured worse (README, The AI)
	forced := s.e.burden && !inCheck && qdepth < maxQuiesce && s.p.CaptureCompulsory()
	stand := -infinity
	static := noEval
	// lazy: the stand-pat score is cheapScore's bound, the full
	// evaluation put off until a capture is left to try
	lazy := false
	if !inCheck && !forced || qdepth >= maxQuiesce {
		if qdepth < maxQuiesce && s.lazy && (!hit || int(e.eval) == noEval) {
			cheap, ok := s.e.cheapScore(s.p)
			if ok && cheap-lazyMargin >= beta {
				if keep {
					s.tt.store(s.p.Hash(), 0, cheap-lazyMargin, noEval, boundLower, ply, 0)
				}
				return cheap - lazyMargin
			}
			if ok && cheap+lazyMargin <= alpha {
				lazy, stand = true, cheap+lazyMargin
			}
		}
		if !lazy {
			static = s.staticEval(e, hit)
			if v, done := s.standPat(static, &alpha, beta, ply, keep, qdepth); done {
				return v
			}
			stand = static
		}
	}
	ml := &s.lists[ply]
	ml.Reset()
	if inCheck {
		// every evasion, and mate when there is none
		s.p.GenerateLegal(ml)
		if len(ml.Moves) == 0 {
			return s.terminal(ply)
		}
	} else {
		// the captures among the pseudo-legal moves, tested for legality
		// when tried (a quiet move that ends the game is looked for
		// among all of them)
		if s.e.quietEnds {
			s.p.GeneratePseudo(ml)
		} else {
			s.p.GenerateTactical(ml)
		}
		if s.e.quietEnds {
			if v, ok := s.quietWin(ml, ply); ok {
				if keep {
					s.tt.store(s.p.Hash(), 0, v, static, boundLower, ply, 0)
				}
				return v
			}
		}
		if forced {
			keepCaptures(ml)
		} else {
			s.keepTactical(ml, stand, alpha)
			if qdepth >= recaptureDepth {
				keepRecaptures(ml, s.captureTo[ply-1])
			}
		}
		if lazy && len(ml.Moves) > 0 {
			// a capture is left to try: the full evaluation decides
			// after all, and prunes by its own delta
			static = s.staticEval(e, hit)
			if v, done := s.standPat(static, &alpha, beta, ply, keep, qdepth); done {
				return v
			}
			stand = static
			s.keepTactical(ml, stand, alpha)
		}
	}
	s.orderMoves(ml, ply, e.move)
	side := s.p.Side()
	best := stand
	bestKey := uint64(0)
	for i := range ml.Moves {
		s.pickMove(ml, ply, i)
		m := ml.Moves[i]
		if inCheck {
			s.p.Make(m)
		} else if !s.p.TryMove(m, false) {
			continue
		}
		s.captureTo[ply] = m.To()
		// the slot the evasions below order by (continuation history):
		// left stale, it would be an earlier search's, and a searcher
		// cleared for a new game would not search as a new one
		s.moveSlot[ply] = s.historyIndex(m)
		var v int
		if s.p.Side() == side {
			v = s.quiesce(ply+1, alpha, beta, qdepth+1)
		} else {
			v = -s.quiesce(ply+1, -beta, -alpha, qdepth+1)
		}
		s.p.Unmake()
		if s.stop.Load() {
			return 0
		}
		if v > best {
			best = v
			bestKey = s.moveKey(m)
		}
		if v >= beta {
			if keep {
				s.tt.store(s.p.Hash(), 0, v, static, boundLower, ply, bestKey)
			}
			return v
		}
		if v > alpha {
			alpha = v
		}
	}
	if best == -infinity {
		if forced {
			// (no capture was legal after all)
			return s.staticEval(e, hit)
		}
		return alpha
	}
	if keep {
		s.tt.store(s.p.Hash(), 0, best, static, boundOf(best, origAlpha, beta), ply, bestKey)
	}
	return best
}

// standPat takes the static evaluation as the score of standing pat:
// the node's value when it fails high (done), else a floor for alpha.
func (s *Searcher) standPat(static int, alpha *int, beta, ply int, keep bool, qdepth int) (int, bool) {
	if static >= beta || qdepth >= maxQuiesce {
		if keep {
			s.tt.store(s.p.Hash(), 0, static, static, boundLower, ply, 0)
		}
		return static, true
	}
	*alpha = max(*alpha, static)
	return 0, false
}

// keepTactical keeps the captures and promotions worth trying: not
// those that cannot reach alpha, not those that probably lose material,
// and one per from-to-result (variants of one capture, such as where a
// Madhouse victim is put, would make the search explode).
func (s *Searcher) keepTactical(ml *core.MoveList, stand, alpha int) {
	n := 0
	for _, m := range ml.Moves {
		if !m.IsCapture() && !s.promotes(m) {
			continue
		}
		if n > 0 {
			prev := ml.Moves[n-1]
			if prev.From() == m.From() && prev.To() == m.To() && prev.Result() == m.Result() {
				continue
			}
		}
		if !m.IsPromotion() {
			if stand+s.victimValue(m)+deltaMargin < alpha || s.seeBelow(m, -seeMargin) {
				continue
			}
		}
		ml.Moves[n] = m
		n++
	}
	ml.Moves = ml.Moves[:n]
}

// keepRecaptures keeps the moves of ml that go to sq.
func keepRecaptures(ml *core.MoveList, sq int16) {
	n := 0
	for _, m := range ml.Moves {
		if m.To() == sq {
			ml.Moves[n] = m
			n++
		}
	}
	ml.Moves = ml.Moves[:n]
}

// keepCaptures keeps the captures of ml.
func keepCaptures(ml *core.MoveList) {
	n := 0
	for _, m := range ml.Moves {
		if m.IsCapture() {
			ml.Moves[n] = m
			n++
		}
	}
	ml.Moves = ml.Moves[:n]
}

// bareLost reports whether the side to move is left with its royals
// alone while the other side is not, in a variant where that loses: the
// search sees it when it generates moves, the quiescence search here (a
// capture of the last piece is a win, not just its value).
func (s *Searcher) bareLost() bool {
	if !s.e.bareLoses {
		return false
	}
	p := s.p
	stm, opp := p.Side(), p.Side().Other()
	return len(p.Pieces(stm)) == len(p.Royals(stm)) && len(p.Royals(stm)) > 0 &&
		len(p.Pieces(opp)) > len(p.Royals(opp))
}
