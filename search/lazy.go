package search

import "github.com/chimera-variants/chimera/core"

// lazyMargin bounds, in centipawns, how far the evaluation's terms
// beyond material and placement (mobility, king safety, threats, pawn
// structure) may move a score: where the rest already fails high by more
// than this, the quiescence search stands pat on it without them, and
// where it falls short of alpha by more, it evaluates them only when a
// capture is left to try. In the benchmark searches with the shipped
// networks (chess, crazyhouse, shogi, xiangqi) they moved it by less
// than 300 in all but two in ten thousand evaluations.
const lazyMargin = 400

// lazyOK reports whether the variant's evaluation is mostly material and
// placement, so that a lazy estimate (cheapScore) bounds it: not where
// material is a burden, lines or placement terms decide, or a quiet move
// may end the game.
func (e *Evaluator) lazyOK() bool {
	return !e.burden && !e.quietEnds && e.connectN == 0 && !e.dropRoom && !e.anchored &&
		!e.flipGain && !e.territory && e.v.Rules.CheckLimit <= 1
}

// cheapScore is the evaluation's material and placement, tapered as
// Evaluate's are (taper), plus the network when one is installed on
// top: Evaluate without its costly terms. It reports false when a side
// has no piece but royals and promoting ones: there a passed pawn that
// the enemy royal cannot catch is worth nearly a new piece (pawns.go),
// more than the margin, so the full evaluation must judge the pawn
// races of such endings.
func (e *Evaluator) cheapScore(p *core.Position) (int, bool) {
	sums := e.sums(p)
	if sums[core.White][3] == 0 || sums[core.Black][3] == 0 {
		return 0, false
	}
	stm, opp := p.Side(), p.Side().Other()
	score := e.taper(p, int(sums[stm][0]-sums[opp][0]), int(sums[stm][1]-sums[opp][1]), int(sums[0][2]+sums[1][2]))
	if e.net != nil && e.net.OnTop {
		score += e.netScore(p)
	}
	return score, true
}
