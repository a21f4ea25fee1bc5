package search

import (
	"math"

	"github.com/chimera-variants/chimera/core"
)

// Pruning margins, in centipawns.
const (
	reverseFutilityMargin = 90  // per ply of depth left
	futilityBase          = 100 // quiet moves at depth 1-2 that cannot reach alpha
	futilityPerDepth      = 150
	// nullVerifyDepth: from this depth on a null move's cutoff is
	// verified by a search without it, whatever the material
	nullVerifyDepth = 10
)

// lmr[depth][index] is the late-move reduction of the index-th move at a
// depth: logarithmic in both.
var lmr [64][64]int

func init() {
	for d := 1; d < 64; d++ {
		for i := 1; i < 64; i++ {
			lmr[d][i] = int(0.75 + math.Log(float64(d))*math.Log(float64(i))/2.25)
		}
	}
}

// search is the principal-variation search at an inner node: the score
// of the position for the side to move, within (alpha, beta).
func (s *Searcher) search(depth, ply, alpha, beta int, pvNode, nullOK bool) int {
	s.nodes++
	if s.timeUp() {
		return 0
	}
	if ply >= maxPly-2 {
		return s.evaluate()
	}
	// a rule that ends the game now wins over a repetition (both sides
	// passing leaves the position as it was)
	if s.p.EndedByRule() {
		return s.terminal(ply)
	}
	if v, ok := s.repetition(ply); ok {
		return v
	}
	// mate distance pruning: no line from here beats a mate found nearer
	// the root
	alpha = max(alpha, -Mate+ply)
	beta = min(beta, Mate-ply-1)
	if alpha >= beta {
		return alpha
	}
	var ttMove uint64
	e, hit := s.tt.probe(s.p.Hash())
	if hit {
		ttMove = e.move
		if !pvNode && int(e.depth) >= depth {
			if sc, ok := e.cutoff(ply, alpha, beta); ok {
				return sc
			}
		}
	}
	if depth <= 0 {
		// the quiescence search counts this node again: it is one
		// position, counted once, as other engines count theirs
		s.nodes--
		return s.quiesce(ply, alpha, beta, 0)
	}
	inCheck := s.p.InCheck()
	static := -infinity
	if !inCheck {
		static = s.staticEval(e, hit)
		if !hit {
			s.tt.store(s.p.Hash(), evalOnlyDepth, static, static, boundEval, ply, 0)
		}
	}
	s.evals[ply] = static
	eval := s.refined(static, e, hit, ply)
	if !pvNode && !inCheck && beta < Mate-maxPly && beta > -Mate+maxPly {
		if depth <= 3 && eval-reverseFutilityMargin*depth >= beta {
			return eval
		}
		// null move: if passing still fails high, this node is not worth
		// a full search. Not with only royals and pawns (zugzwang), not
		// in multi-move turns or placement phases (NullMoveOK).
		if pieces := s.officers(2); nullOK && depth >= 2 && eval >= beta && s.p.NullMoveOK() && pieces > 0 {
			r := 2 + depth/4
			if eval-beta > 200 {
				r++
			}
			s.moveSlot[ply] = -1
			s.p.MakeNull()
			v := -s.search(depth-1-r, ply+1, -beta, -beta+1, false, false)
			s.p.UnmakeNull()
			if s.stop.Load() {
				return 0
			}
			if v >= beta {
				if v > Mate-maxPly {
					v = beta
				}
				// verification: where zugzwang looms (two pieces or
				// fewer besides royals and pawns) and deep in the tree,
				// a search as shallow without the null move must agree
				if pieces > 2 && depth < nullVerifyDepth {
					return v
				}
				if s.search(depth-1-r, ply, beta-1, beta, false, false) >= beta {
					return v
				}
			}
		}
	}
	if ttMove == 0 && pvNode && depth >= 4 {
		// internal iterative deepening: a shallow search finds a move to
		// try first
		s.search(depth-2, ply, alpha, beta, true, false)
		if e, ok := s.tt.probe(s.p.Hash()); ok {
			ttMove = e.move
		}
	}
	// pseudo-legal moves, each tested for legality only when tried
	ml := &s.lists[ply]
	ml.Reset()
	s.p.GeneratePseudo(ml)
	if len(ml.Moves) == 0 {
		return s.stuck(depth, ply, alpha, beta, pvNode)
	}
	if v, ok := s.ruleEnd(ml, ply); ok {
		return v
	}
	side := s.p.Side()
	s.orderMoves(ml, ply, ttMove)
	futile := !pvNode && !inCheck && depth <= 2 && eval+futilityBase+futilityPerDepth*depth <= alpha
	origAlpha := alpha
	best := -infinity
	bestIdx := -1
	searched := 0
	for i := range ml.Moves {
		s.pickMove(ml, ply, i)
		m := ml.Moves[i]
		quiet := !m.IsCapture() && !s.promotes(m)
		// late move pruning: far down the list of a shallow node, quiet
		// moves are not tried at all, but for a pawn's (promoting
		// piece's) move that attacks something worth more: the forks
		// of slow pieces (shatranj) are found there
		if !pvNode && !inCheck && quiet && depth <= 3 && searched >= 3+4*depth*depth && best > -Mate+maxPly {
			if m.Piece() == core.NoPiece || !s.e.promotes[m.Piece().Type()] || !s.p.TryMove(m, inCheck) {
				continue
			}
			if !s.threatens(m) {
				s.p.Unmake()
				continue
			}
		} else if !s.p.TryMove(m, inCheck) {
			continue
		}
		s.moveSlot[ply] = s.historyIndex(m)
		v, skipped := s.child(m, side, depth, ply, alpha, beta, searched, pvNode, inCheck, quiet && futile && searched > 0)
		if s.stop.Load() {
			return 0
		}
		if skipped {
			continue
		}
		searched++
		if v > best {
			best, bestIdx = v, i
		}
		if v > alpha {
			alpha = v
		}
		if alpha >= beta {
			if quiet {
				s.rewardQuiet(ml, i, ply, depth)
			}
			s.rewardCaptures(ml, i, depth)
			break
		}
	}
	if searched == 0 {
		// no legal move (pruning starts only after one was searched)
		return s.stuck(depth, ply, alpha, beta, pvNode)
	}
	if bestIdx < 0 {
		return alpha
	}
	s.tt.store(s.p.Hash(), depth, best, static, boundOf(best, origAlpha, beta), ply, s.moveKey(ml.Moves[bestIdx]))
	return best
}

// child searches the position after move m, which the caller has made
// (the side to move before it was side), and takes the move back. index
// is the number of moves already searched at this node. A futile move
// that gives no check is skipped (skipped = true).
func (s *Searcher) child(m core.Move, side core.Color, depth, ply, alpha, beta, index int, pvNode, inCheck, futile bool) (v int, skipped bool) {
	defer s.p.Unmake()
	givesCheck := s.p.InCheck()
	quiet := !m.IsCapture() && !s.promotes(m)
	// threat: a quiet move that attacks something worth more than the
	// mover is neither pruned as futile nor reduced as much
	reducible := depth >= 3 && index >= 2 && quiet && !inCheck && !givesCheck
	threat := (futile && !givesCheck || reducible) && s.threatens(m)
	if futile && !givesCheck && !threat {
		return 0, true
	}
	newDepth := depth - 1
	extend := givesCheck && ply < 2*s.rootDepth+8
	if extend && !m.IsCapture() {
		// a check that takes nothing and loses the checker by static
		// exchange is not extended: extending every check made the tree
		// a tenth larger, and Win At Chess 6 positions worse; nor a
		// drop's check onto a square the enemy attacks and no own piece
		// guards, which in crazyhouse bought a ply for every spite drop
		// (README)
		s.p.Unmake()
		extend = !s.seeBelow(m, 0)
		s.p.Make(m)
	}
	if extend {
		newDepth++ // check extension
	}
	if s.p.Side() == side {
		// the turn goes on (multi-move turns): same side, same window
		return s.search(newDepth, ply+1, alpha, beta, pvNode, false), false
	}
	if index == 0 {
		return -s.search(newDepth, ply+1, -beta, -alpha, pvNode, true), false
	}
	r := 0
	if reducible {
		r = lmr[min(depth, 63)][min(index, 63)]
		if pvNode {
			r--
		}
		if threat {
			r--
		}
		if ply >= 2 && !s.improving(ply) {
			r++
		}
		// the quiet move's history: one ply less for every
		// historyReduction of good history, one more for bad
		r -= s.quietScore(m, ply) / historyReduction
		r = max(0, min(r, newDepth-1))
	}
	v = -s.search(newDepth-r, ply+1, -alpha-1, -alpha, false, true)
	if v > alpha && r > 0 {
		v = -s.search(newDepth, ply+1, -alpha-1, -alpha, false, true)
	}
	if v > alpha && v < beta && pvNode {
		v = -s.search(newDepth, ply+1, -beta, -alpha, true, true)
	}
	return v, false
}

// repetition scores a position seen before in the game or the line: the
// variant's repetition value, a perpetual checker or chaser losing.
func (s *Searcher) repetition(ply int) (int, bool) {
	if ply == 0 {
		return 0, false
	}
	n, offender := s.p.Repetitions()
	if n < 2 {
		return 0, false
	}
	r := &s.p.Variant().Rules
	stm := s.p.Side()
	if offender >= 0 {
		if core.Color(offender) == stm {
			return -Mate + ply, true
		}
		return Mate - ply, true
	}
	switch r.RepetitionValue {
	case core.ValueWin:
		return Mate - ply, true
	case core.ValueLoss:
		return -Mate + ply, true
	}
	return s.drawScore(), true
}

// ruleEnd applies the game-end rules that leave moves to play: a bare
// royal and the move rule.
func (s *Searcher) ruleEnd(ml *core.MoveList, ply int) (int, bool) {
	r := &s.p.Variant().Rules
	if r.MoveRule > 0 {
		if half, _ := s.p.Counters(); half >= r.MoveRule {
			return s.drawScore(), true
		}
	}
	if r.BareKing != core.ValueNone {
		// the pseudo-legal moves stand in for the legal ones: only the
		// rules judged before stalemate matter here
		if o := s.p.Outcome(ml.Moves); o.Over {
			switch {
			case o.Draw:
				return s.drawScore(), true
			case o.Winner == s.p.Side():
				return Mate - ply, true
			}
			return -Mate + ply, true
		}
	}
	return 0, false
}

// officers counts the side to move's pieces besides royals and promoting
// pieces, up to limit+1 (null-move pruning is unsafe in pawn endings,
// and needs verifying with few pieces).
func (s *Searcher) officers(limit int) int {
	v := s.p.Variant()
	n := 0
	for _, sq := range s.p.Pieces(s.p.Side()) {
		t := s.p.At(int(sq)).Type()
		if !v.CanBeRoyal(t) && !v.Types[t].Promotes {
			if n++; n > limit {
				break
			}
		}
	}
	return n
}

// threatens reports whether the move just made (a quiet one) lets the
// moved piece capture, next, something worth more than itself.
func (s *Searcher) threatens(m core.Move) bool {
	if m.To() < 0 {
		return false
	}
	pc := s.p.At(int(m.To()))
	if pc == core.NoPiece || s.p.Variant().CanBeRoyal(pc.Type()) {
		return false
	}
	own := s.e.value[pc.Type()]
	if a, ok := s.p.Captures(int(m.To())); ok {
		// the targets in bitboards, without listing the moves
		for {
			sq := a.Next()
			if sq < 0 {
				return false
			}
			if s.e.value[s.p.At(sq).Type()] > own {
				return true
			}
		}
	}
	ml := &s.threatList
	ml.Reset()
	s.p.GeneratePieceMoves(ml, int(m.To()))
	for _, c := range ml.Moves {
		if c.IsCapture() && s.victimValue(c) > own {
			return true
		}
	}
	return false
}

// stuck scores a node where the side to move has no legal move: the end
// of the game, or where a side that cannot move passes
// (passOnStalemate=1), the position after the pass.
func (s *Searcher) stuck(depth, ply, alpha, beta int, pvNode bool) int {
	m, ok := s.p.StalematePass()
	if !ok {
		return s.terminal(ply)
	}
	s.moveSlot[ply] = -1
	s.p.Make(m)
	v := -s.search(depth-1, ply+1, -beta, -alpha, pvNode, false)
	s.p.Unmake()
	return v
}

// improving reports whether the side to move at ply, not in check,
// stands better than two plies before (s.evals holds the line's static
// evaluations, -infinity in check).
func (s *Searcher) improving(ply int) bool {
	return ply >= 2 && s.evals[ply] != -infinity && s.evals[ply-2] != -infinity && s.evals[ply] > s.evals[ply-2]
}
