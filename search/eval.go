package search

import (
	"math/bits"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/internal/nnet"
)

// Mate is the score of a mate on the board. Scores are centipawn-like
// values from the point of view of the side to move; a mate n plies away
// scores Mate-n (and -(Mate-n) for the side that is mated), so a score
// above Mate-128 means the search has found a mate.
const Mate = 900_000

// infinity bounds every score, the search's window included.
const infinity = 1_000_000

const (
	// mobility: per square a piece reaches beyond half its mean (over
	// random boards), its value over mobilityShare times its mean reach,
	// at most mobilityCap centipawns a square (times the mobility
	// weight, in percent)
	mobilityShare = 10
	mobilityCap   = 4
	// chessPromotionGain: a chess pawn's promotion to a queen; pawn terms
	// are scaled by a type's own gain relative to it, but not below
	// minPromoScale: a shatranj pawn's ferz is a small gain, yet pushing
	// pawns to make new pieces is how its endings are won (an engine that
	// did not care lost to one that promoted three times as often)
	chessPromotionGain = 850
	minPromoScale      = 0.35
	// king attack: each piece reaching a square within one king step of
	// the enemy royal scores one unit per such square and one per
	// attackValue centipawns of its own value; with two attackers or
	// more, the royal's side loses units² centipawns in the middle game
	// (times the kingAttack weight, in percent), counting at most
	// maxAttackUnits units
	attackValue    = 200
	maxAttackUnits = 24
)

// lastPieces[n] is the penalty, late in the game, for a side down to n
// pieces besides its royals where a bare royal loses (shatranj): the
// last ones are worth more than their moves, for taking them wins.
var lastPieces = [...]int{0, 150, 60, 20}

// Evaluator holds per-variant evaluation tables derived from the compiled
// move graphs. A Searcher makes its own; Searcher.Evaluator returns it,
// for a static score or a type's value.
type Evaluator struct {
	v *core.Variant
	// value[t]: material value of type t, derived or the piece line's
	// value= (move ordering, exchanges and the phase use it; the
	// evaluation's own values per phase are w.t[t])
	value []int
	// spareRoyal[t]: the material worth of a royal by count (Chu and
	// Sho Shogi's crown prince beside the king, Spartan's second king)
	// from its moves: each side keeps one royal, so only a spare one
	// counts in the difference; value[t] stays 0 (no exchanges)
	spareRoyal []int
	// profs: the sampled mobility per type, from which the placement
	// tables are built (again when the weights change)
	profs []typeProfile
	// w: the evaluation's weights (weights.go)
	w weights
	// psq[phase][c][t][sq]: placement bonus of a type in the middle game
	// (0) and the end game (1)
	psq [2][2][][]int
	// bound marks colour-bound types (the bishop pair bonus); pair[t] is
	// the bonus for type t on both colours, smaller for weak pieces (two
	// shatranj alfils are not a bishop pair)
	bound []bool
	pair  []int
	// near[sq]: squares within two king steps, ring[sq]: within one
	near, ring [][]int16
	// phaseMax is the non-promoting, non-royal material of the start
	// position; phase runs from it (middle game) to 0 (end game)
	phaseMax int
	promotes []bool
	// promoScale[t]: what promotion gains type t relative to a chess
	// pawn's queen (minPromoScale to 1); passScale: the largest of them
	promoScale []float64
	passScale  float64
	// anyBound: some type is colour-bound (the pair bonus)
	anyBound bool
	// mobW[t]: a type's bonus per square it reaches, in sixteenths of a
	// centipawn (0: no mobility term), mobMid[t] the reach that scores 0,
	// mobLowW[t] the weight a square below that costs
	mobW, mobLowW, mobMid []int
	// attackBase[t]: a type's king-attack units for its value, in
	// sixteenths
	attackBase []int
	anyMob     bool
	// threats: the threat or hanging weight is set (threats.go)
	threats bool
	// bareLoses: a side left with only royals loses (lastPieces applies)
	bareLoses bool
	// drops: pieces may be in hand (the handAttack term)
	drops bool
	// weights: value and placement per piece and square, for the
	// position to keep summed through make and unmake (New installs
	// them): material plus middle-game placement, material plus end-game
	// placement, the phase (material of non-promoting pieces) and the
	// count of those pieces
	weights *core.Weights
	// structure: the variant has promoting types whose structure is
	// judged by files (boards of at most maxFiles files)
	structure bool
	// fileSlider[t]: type t slides forward along its file (files.go:
	// the openFile term); anySlider: some type does
	fileSlider []bool
	anySlider  bool
	fileOf     []int8
	rankOf     [2][]int8 // rank from each side's point of view
	// windows: a connect rule's runs of connectN squares, one after
	// another (core.Variant.ConnectWindows), for the connect term
	windows  []int16
	connectN int
	// dropRoom: the squares a side may drop on depend on the pieces
	// (Othello, Ataxx); anchored: an enclosing flip rule (Othello), for
	// the placement terms
	dropRoom, anchored bool
	// flipGain: an adjacent flip rule (Ataxx), for the flipGain term
	flipGain bool
	// liable: types whose loss wins (extinctionValue=win: antichess's
	// every type, Codrus's king): their material counts against them
	liable []bool
	burden bool // some type is liable
	// goalDist[c][t][sq]: the moves type t of colour c needs from sq to
	// its nearest goal square (nil: the type has none), for goalNear
	goalDist [2][][]int8
	// territory: a game of few pieces that never capture, where a side
	// without moves loses (Joust, Amazons): the squares a side reaches
	// first are the moves it has left (core.Position.Territory)
	territory bool
	// quietEnds: a move that takes nothing can end the game (quietWin)
	quietEnds bool
	// countMoves: where Reach does not apply, a game with few pieces
	// that move (at most maxCountedMovers a side at the start: Joust's
	// knights) counts their moves for mobility
	countMoves bool
	// net: a learnt evaluation in place of this one, or on top of it
	// (SetNet); layer: its first layer as the position keeps it
	net   *nnet.Net
	layer *core.Layer
	// b1: the network's hidden biases, in the layer's fixed point
	b1 []int32
}

const maxFiles = 36

// Value returns the material value of type t (an index into
// Variant.Types), in centipawns.
func (e *Evaluator) Value(t int) int { return e.value[t] }

// Evaluate scores the position for the side to move.
func (e *Evaluator) Evaluate(p *core.Position) int {
	if e.net == nil {
		return e.handMade(p)
	}
	if e.net.OnTop {
		return e.handMade(p) + e.netScore(p)
	}
	return e.netScore(p)
}

// handMade is the evaluation by the terms below (Evaluate without a
// network).
func (e *Evaluator) handMade(p *core.Position) int {
	sums := e.sums(p)
	var mg, eg [2]int
	var officers [2]int          // pieces other than royals and promoting ones
	var pawns [2][maxFiles]uint8 // promoting pieces per file
	var front [2][maxFiles]int8  // the most advanced one's rank, per file (own view)
	var rear [2][maxFiles]int8   // the least advanced one's rank, per file (own view)
	phase := int(sums[0][2] + sums[1][2])
	var reach [2]sideReach // the threats term's sets, per side
	for c := core.White; c <= core.Black; c++ {
		mg[c], eg[c], officers[c] = int(sums[c][0]), int(sums[c][1]), int(sums[c][3])
		if e.structure || e.anyBound {
			var colours [2]uint64 // per square colour, a bit per bound type seen
			for _, sq := range p.Pieces(c) {
				t := p.At(int(sq)).Type()
				if e.promotes[t] {
					f, r := e.fileOf[sq], e.rankOf[c][sq]
					if pawns[c][f] == 0 || r > front[c][f] {
						front[c][f] = r
					}
					if pawns[c][f] == 0 || r < rear[c][f] {
						rear[c][f] = r
					}
					pawns[c][f]++
				}
				if e.bound[t] && t < 64 {
					colours[e.squareColour(int(sq))] |= 1 << t
				}
			}
			if both := colours[0] & colours[1]; both != 0 {
				b := e.pair[bits.TrailingZeros64(both)]
				mg[c] += b
				eg[c] += b
			}
		}
		if e.anyMob || e.threats {
			enemyRoyal := -1
			if e.w.g[core.EvalKingAttack] != 0 {
				enemyRoyal = p.SoleRoyal(c.Other())
			}
			mob, units, attackers := 0, 0, 0
			for _, sq := range p.Pieces(c) {
				t := p.At(int(sq)).Type()
				w := e.mobW[t]
				if w == 0 && !e.threats {
					continue
				}
				r, ok := p.Reach(int(sq), enemyRoyal)
				if !ok {
					if e.countMoves && w != 0 {
						mob += e.mobility(t, p.PieceMoveCount(int(sq)))
					}
					continue
				}
				if w != 0 {
					mob += e.mobility(t, r.Squares)
					if r.Near > 0 {
						attackers++
						units += 16*r.Near + e.attackBase[t]
					}
				}
				if e.threats {
					reach[c].attacks = reach[c].attacks.Union(r.Attacks)
					reach[c].lesser += e.lesserVictims(p, t, r.Attacks)
				}
			}
			if w := e.w.g[core.EvalDropCheck]; w != 0 && e.drops && enemyRoyal >= 0 {
				// a check the enemy cannot stop by taking the piece
				// dropped starts an attack on its own
				if n := e.safeDropChecks(p, c, enemyRoyal); n > 0 {
					attackers++
					units += n * w
				}
			}
			if attackers > 0 && e.drops {
				// pieces in hand join an attack under way: a drop
				// brings one next to the royal at once
				for t, base := range e.attackBase {
					if n := min(p.Hand(c, t), 2); n > 0 && base > 0 {
						attackers += n
						units += n * (16 + base)
					}
				}
			}
			mg[c] += mob/16 + e.kingDanger(units, attackers)
			eg[c] += mob / 16
		}
		for _, r := range p.Royals(c) {
			m, g := e.royalSafety(p, int(r), c)
			mg[c] += m
			eg[c] += g
		}
		if len(p.Royals(c)) == 0 {
			// a royal by count (Sho and Chu Shogi's king without its
			// prince)
			if r := p.SoleRoyal(c); r >= 0 {
				m, g := e.royalSafety(p, r, c)
				mg[c] += m
				eg[c] += g
			}
		}
	}
	if e.threats {
		for c := core.White; c <= core.Black; c++ {
			b := e.threatBonus(p, c, &reach[c])
			mg[c] += b
			eg[c] += b
		}
	}
	if w := e.w.g[core.EvalConnect]; w != 0 && e.connectN > 0 {
		lines := e.connectLines(p)
		for c := core.White; c <= core.Black; c++ {
			mg[c] += w * lines[c]
			eg[c] += w * lines[c]
		}
	}
	if w := e.w.g[core.EvalChecksGiven]; w != 0 && e.v.Rules.CheckLimit > 1 {
		given := p.ChecksGiven()
		for c := core.White; c <= core.Black; c++ {
			b := w * given[c] * given[c]
			mg[c] += b
			eg[c] += b
		}
	}
	if e.dropRoom || e.anchored {
		b := e.placementRoom(p)
		for c := core.White; c <= core.Black; c++ {
			mg[c] += b[c]
			eg[c] += b[c]
		}
	}
	if e.structure {
		for c := core.White; c <= core.Black; c++ {
			mgp, egp := e.pawnStructure(p, c, officers[c.Other()] == 0, &pawns, &front, &rear)
			open := e.openFiles(p, c, &pawns)
			mg[c] += mgp + open + e.royalFiles(p, c, &pawns)
			eg[c] += egp + open/2
		}
	}
	// mop-up: a side a piece ahead drives the lone enemy royal to the
	// edge and brings its own royal near (how endings are won); where a
	// bare royal loses, a side ahead against one or two pieces hunts
	// them down instead. A royal by count is lone too (Sho and Chu
	// Shogi's king once its prince is gone); SoleRoyal walks the pieces
	// to find it, so it is asked only when a lead or that rule may use it.
	lead := int(sums[core.White][2] - sums[core.Black][2])
	royal := [2]int{-1, -1}
	if e.bareLoses || max(lead, -lead) >= e.w.g[core.EvalMopUpLead] {
		royal = [2]int{p.SoleRoyal(core.White), p.SoleRoyal(core.Black)}
	}
	if royal[0] >= 0 && royal[1] >= 0 {
		share := e.w.g[core.EvalMopUpShare]
		for c := core.White; c <= core.Black; c++ {
			o := c.Other()
			if c == core.Black {
				lead = -lead
			}
			own, enemy := len(p.Pieces(c))-1, len(p.Pieces(o))-1
			switch {
			case e.bareLoses && enemy > 0 && enemy <= 2 && own > enemy && lead > 0:
				eg[c] += e.hunt(p, royal[c], royal[o], o)
			case lead >= e.w.g[core.EvalMopUpLead] && (share <= 0 || lead >= phase/share):
				eg[c] += e.mopUp(royal[c], royal[o]) + e.closeIn(p, c, royal[o])
			}
		}
	}
	if e.bareLoses {
		for c := core.White; c <= core.Black; c++ {
			if n := len(p.Pieces(c)) - len(p.Royals(c)); n < len(lastPieces) && len(p.Royals(c)) > 0 {
				eg[c] -= lastPieces[n]
			}
		}
	}
	stm, opp := p.Side(), p.Side().Other()
	m := mg[stm] - mg[opp]
	g := eg[stm] - eg[opp]
	if w := e.w.g[core.EvalFlipGain]; w != 0 && e.flipGain {
		// the side to move's best drop turns these at once (a quiet
		// search sees no capture to try)
		b := w * p.FlipGain()[stm]
		m += b
		g += b
	}
	if w := e.w.g[core.EvalTerritory]; w != 0 && e.territory {
		if own, ok := p.Territory(); ok {
			b := w * (own[stm] - own[opp])
			m += b
			g += b
		}
	}
	return e.taper(p, m, g, phase)
}

// taper blends the side to move's middle-game and end-game advantages
// m and g by the phase (0 at the end, phaseMax*2 with every piece on
// the board), scales the result down as the move-rule clock runs (the
// side ahead prefers captures and pawn moves to shuffling into a draw)
// and adds the tempo.
func (e *Evaluator) taper(p *core.Position, m, g, phase int) int {
	full := 2 * e.phaseMax
	phase = min(phase, full)
	score := (m*phase + g*(full-phase)) / full
	if mr := e.v.Rules.MoveRule; mr > 0 {
		half, _ := p.Counters()
		score = score * (2*mr - min(half, mr)) / (2 * mr)
	}
	return score + e.w.g[core.EvalTempo]
}

// sums are each side's material, placement, phase and piece counts:
// kept by the position through make and unmake when the searcher
// installed its weights, else counted.
func (e *Evaluator) sums(p *core.Position) [2]core.WeightVec {
	if p.Weights() == e.weights {
		return [2]core.WeightVec{p.WeightSums(core.White), p.WeightSums(core.Black)}
	}
	return e.recount(p)
}

// connectLines scores each side's open runs of a connect rule's line:
// a run no enemy piece and no piece that does not count blocks is worth
// the square of the own pieces in it (one piece 1, three 9), so that
// lines near completion, and squares on many lines, count most.
func (e *Evaluator) connectLines(p *core.Position) (score [2]int) {
	n := e.connectN
	types := e.v.Rules.Connect.Types
	for i := 0; i+n <= len(e.windows); i += n {
		var own [2]int
		blocked := false
		for _, sq := range e.windows[i : i+n] {
			pc := p.At(int(sq))
			if pc == core.NoPiece {
				continue
			}
			if types != nil && !types[pc.Type()] {
				blocked = true
				break
			}
			own[pc.Color()]++
		}
		switch {
		case blocked:
		case own[core.Black] == 0:
			score[core.White] += own[core.White] * own[core.White]
		case own[core.White] == 0:
			score[core.Black] += own[core.Black] * own[core.Black]
		}
	}
	return score
}

// placementRoom is each side's bonus in a placement game whose drops
// depend on the pieces around: the squares it may drop on (Othello's
// mobility: a side left with few drops must give the other good ones),
// and, under an enclosing flip, its pieces that cannot be turned
// (corners, and edges filled from them) and those next to empty squares
// (which give the other side drops, worst beside an empty corner).
func (e *Evaluator) placementRoom(p *core.Position) (b [2]int) {
	if w := e.w.g[core.EvalDropRoom]; w != 0 && e.dropRoom {
		room := p.DropSquares()
		b = [2]int{w * room[0], w * room[1]}
	}
	if !e.anchored {
		return b
	}
	w, wf, wc := e.w.g[core.EvalAnchored], e.w.g[core.EvalFrontier], e.w.g[core.EvalNearCorner]
	for c := core.White; c <= core.Black; c++ {
		if w != 0 {
			b[c] += w * p.AnchoredPieces(c)
		}
		if wf != 0 || wc != 0 {
			frontier, near := p.Exposure(c)
			b[c] += wf*frontier + wc*near
		}
	}
	return b
}

// recount sums the weights over the board and the hands: what the
// position keeps incrementally once the weights are installed.
func (e *Evaluator) recount(p *core.Position) [2]core.WeightVec {
	var sums [2]core.WeightVec
	for c := core.White; c <= core.Black; c++ {
		for _, sq := range p.Pieces(c) {
			w := &e.weights.Board[p.At(int(sq))][sq]
			for i := range w {
				sums[c][i] += w[i]
			}
		}
		for t := range e.value {
			if k := int32(p.Hand(c, t)); k > 0 {
				w := &e.weights.Hand[core.MakePiece(t, c)]
				for i := range w {
					sums[c][i] += k * w[i]
				}
			}
		}
	}
	return sums
}

// Recount reports whether the sums the position keeps for this
// evaluator's weights equal a recount from scratch (a test of make and
// unmake's bookkeeping).
func (e *Evaluator) Recount(p *core.Position) bool {
	return p.Weights() == e.weights && e.recount(p) == [2]core.WeightVec{p.WeightSums(core.White), p.WeightSums(core.Black)}
}

// mirror maps a square to the one that corresponds to it from the other
// side: the rank flipped, and the file too when the set-up is rotated.
func (e *Evaluator) mirror(sq int) int {
	g := e.v.Geometry
	f, r := g.FileOf(sq), g.Ranks-1-g.RankOf(sq)
	if e.v.Symmetry == "rotate" {
		f = g.Files - 1 - f
	}
	return g.Square(f, r)
}

// distance is the number of king steps between two squares.
func (e *Evaluator) distance(a, b int) int {
	df := int(e.fileOf[a]) - int(e.fileOf[b])
	dr := int(e.rankOf[0][a]) - int(e.rankOf[0][b])
	return max(df, -df, dr, -dr)
}

func (e *Evaluator) squareColour(sq int) int {
	g := e.v.Geometry
	return (g.FileOf(sq) + g.RankOf(sq)) & 1
}

// mobility scores a type-t piece that reaches squares squares, in
// sixteenths of a centipawn: the type's weight per square beyond the
// middle of its reach, the low weight per square short of it. A
// concave score (mobilityLow above 100) makes a shut-in piece cost more
// than a free one gains, so the search frees its worst piece first.
func (e *Evaluator) mobility(t, squares int) int {
	d := squares - e.mobMid[t]
	if d < 0 {
		return e.mobLowW[t] * d
	}
	return e.mobW[t] * d
}
