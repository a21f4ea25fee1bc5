package search

import (
	"math/bits"

	"github.com/chimera-variants/chimera/core"
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
	// centipawn (0: no mobility term), mobMid[t] the reach that scores 0
	mobW, mobMid []int
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
}

const maxFiles = 36

// NewEvaluator derives the tables for a variant (see values.go for the
// material values) with the weights the variant sets (Variant.Eval). A
// piece line's `value=` overrides its derived value.
func NewEvaluator(v *core.Variant) *Evaluator {
	nt := v.NumTypes()
	g := v.Geometry
	n := g.Size()
	e := &Evaluator{v: v, value: make([]int, nt), spareRoyal: make([]int, nt), bound: make([]bool, nt), promotes: make([]bool, nt),
		promoScale: make([]float64, nt), profs: make([]typeProfile, nt)}
	blocker := blockerType(v)
	samples := samplesFor(v)
	profs := e.profs
	for t := range v.Types {
		profs[t] = sampleMobility(v, t, blocker, samples)
		e.bound[t] = colourBound(v, t)
		e.value[t] = mobilityValue(profs[t].mean, e.bound[t])
		if e.value[t] < minValue {
			e.value[t] = minValue
		}
	}
	// promoting types are worth part of what they may become
	for t := range v.Types {
		best := bestPromotion(v, t, e.value)
		if best > e.value[t] {
			e.promotes[t] = v.Types[t].Promotes
			if e.promotes[t] {
				// pawn terms are sized by what promotion gains: a chess
				// pawn's queen, not a shatranj pawn's ferz
				e.promoScale[t] = min(1, max(minPromoScale, float64(best-e.value[t])/chessPromotionGain))
				e.passScale = max(e.passScale, e.promoScale[t])
			}
			e.value[t] += int(promotionShare * float64(best-e.value[t]))
			if v.Types[t].Promotes && e.value[t] < pawnFloor {
				e.value[t] = pawnFloor
			}
		}
		if v.Types[t].Value > 0 {
			e.value[t] = v.Types[t].Value
		}
		if v.CanBeRoyal(t) {
			if !v.IsRoyal(t) {
				e.spareRoyal[t] = e.value[t]
			}
			e.value[t] = 0
		}
	}
	for t, pt := range v.Types {
		if !v.CanBeRoyal(t) && !pt.Promotes {
			e.phaseMax += e.value[t] * (len(pt.Start[core.White]) + max(pt.InHand[0], pt.InHand[1]))
		}
	}
	if e.phaseMax == 0 {
		e.phaseMax = 1
	}
	e.fileOf = make([]int8, n)
	e.rankOf[0] = make([]int8, n)
	e.rankOf[1] = make([]int8, n)
	for sq := 0; sq < n; sq++ {
		e.fileOf[sq] = int8(g.FileOf(sq))
		e.rankOf[0][sq] = int8(g.RankOf(sq))
		e.rankOf[1][sq] = int8(g.Ranks - 1 - g.RankOf(sq))
	}
	for t := range v.Types {
		if e.promotes[t] {
			e.structure = true
		}
	}
	e.fileSlider = fileSliders(v)
	for _, on := range e.fileSlider {
		e.anySlider = e.anySlider || on
	}
	e.ring = make([][]int16, n)
	e.near = make([][]int16, n)
	for sq := 0; sq < n; sq++ {
		if !g.Exists[sq] {
			continue
		}
		for dy := -2; dy <= 2; dy++ {
			for dx := -2; dx <= 2; dx++ {
				if dx == 0 && dy == 0 {
					continue
				}
				to := g.Step(sq, dx, dy)
				if to < 0 {
					continue
				}
				e.near[sq] = append(e.near[sq], int16(to))
				if dx >= -1 && dx <= 1 && dy >= -1 && dy <= 1 {
					e.ring[sq] = append(e.ring[sq], int16(to))
				}
			}
		}
	}
	for t := range v.Types {
		e.anyBound = e.anyBound || e.bound[t]
	}
	for t := range v.Types {
		e.drops = e.drops || v.Types[t].InHand[0] > 0 || v.Types[t].InHand[1] > 0
	}
	e.drops = e.drops || v.Holdings
	e.bareLoses = v.Rules.BareKing == core.ValueLoss || bareByExtinction(&v.Rules)
	e.windows, e.connectN = v.ConnectWindows(), v.Rules.Connect.N
	e.dropRoom, e.anchored = v.DropRoomDiffers(), v.Flip == core.FlipEnclosed
	e.flipGain = v.Flip == core.FlipAdjacent || v.Flip == core.FlipAdjacentJoined
	e.goalDist = goalDistances(v)
	e.quietEnds = quietEnds(v, e.goalDist)
	e.countMoves = fewMovers(v, e.profs)
	e.territory = e.countMoves && v.Rules.Stalemate == core.ValueLoss && v.Flip == core.FlipNone && !anyCaptures(v) &&
		anyMovers(e.profs) && sameArmies(v)
	e.liable = make([]bool, v.NumTypes())
	for t := range e.liable {
		e.liable[t] = lossWins(&v.Rules, t)
		e.burden = e.burden || e.liable[t]
	}
	e.SetWeights(nil)
	return e
}

// goalDistances measures, for each colour and type with goal squares,
// every square's distance to the nearest goal square in the type's own
// moves on an empty board (a king's steps, a knight's jumps), at most
// maxGoalDistance: a piece's way to its goal.
func goalDistances(v *core.Variant) (dist [2][][]int8) {
	n := v.Geometry.Size()
	var p *core.Position // an empty board, made for the first type with goals
	var ml core.MoveList
	var reach [][]int16 // the squares one move away
	for c := core.White; c <= core.Black; c++ {
		dist[c] = make([][]int8, v.NumTypes())
		for t := range v.Types {
			d := make([]int8, n)
			any := false
			for sq := range d {
				d[sq] = maxGoalDistance
				if v.IsGoal(c, t, sq) {
					d[sq], any = 0, true
				}
			}
			if !any {
				continue
			}
			if p == nil {
				var err error
				if p, err = core.NewPosition(v); err != nil {
					return dist
				}
				reach = make([][]int16, n)
			}
			for sq := range reach {
				reach[sq] = reach[sq][:0]
				if !v.Geometry.Exists[sq] {
					continue
				}
				p.Put(sq, core.MakePiece(t, c), false)
				ml.Reset()
				p.GeneratePieceMoves(&ml, sq)
				p.Put(sq, core.NoPiece, false)
				for _, m := range ml.Moves {
					if to := m.To(); to >= 0 {
						reach[sq] = append(reach[sq], int16(to))
					}
				}
			}
			// each pass settles the squares one move further out
			for changed := true; changed; {
				changed = false
				for sq, tos := range reach {
					for _, to := range tos {
						if d[to]+1 < d[sq] {
							d[sq], changed = d[to]+1, true
						}
					}
				}
			}
			dist[c][t] = d
		}
	}
	return dist
}

// maxCountedMovers bounds the pieces with moves a side may start with
// for the evaluation to count their moves one by one (fewMovers).
const maxCountedMovers = 4

// fewMovers reports whether each side starts with at most
// maxCountedMovers pieces that move (royals and promoting pieces
// aside, as in the mobility term).
func fewMovers(v *core.Variant, profs []typeProfile) bool {
	var n [2]int
	for t := range v.Types {
		if v.CanBeRoyal(t) || v.Types[t].Promotes || profs[t].mean < 1 {
			continue
		}
		for c := range n {
			n[c] += len(v.Types[t].Start[c]) + v.Types[t].InHand[c]
		}
	}
	return n[0] <= maxCountedMovers && n[1] <= maxCountedMovers
}

// anyMovers reports whether some type has moves on the board.
func anyMovers(profs []typeProfile) bool {
	for _, pr := range profs {
		if pr.mean >= 1 {
			return true
		}
	}
	return false
}

// sameArmies reports whether both sides start with the same pieces, on
// the board and in hand: where they do not (Fox and Hounds' fox against
// four hounds that only go forward), a square reached first means
// different things to each, and counting them lost (25.0% in 40 games).
func sameArmies(v *core.Variant) bool {
	for t := range v.Types {
		pt := &v.Types[t]
		if len(pt.Start[0])+pt.InHand[0] != len(pt.Start[1])+pt.InHand[1] {
			return false
		}
	}
	return true
}

// anyCaptures reports whether some type of v may capture (a path
// program counts as one that may).
func anyCaptures(v *core.Variant) bool {
	for t := range v.Types {
		for _, path := range v.Types[t].Moves.Paths {
			if path.Program != nil {
				return true
			}
			for _, leg := range path.Legs {
				if leg.Mode&core.ModeCapture != 0 {
					return true
				}
			}
		}
	}
	return false
}

// maxGoalDistance caps goalDistances (and is what a square from which
// the goal cannot be reached gets).
const maxGoalDistance = 8

// lossWins reports whether the extinction rule makes losing every piece
// of type t a win (extinctionValue=win), so that having them is a
// burden: every type in antichess and giveaway, the king in Codrus.
func lossWins(r *core.Rules, t int) bool {
	if r.ExtinctionValue != core.ValueWin {
		return false
	}
	for _, x := range r.Extinction {
		if x < 0 || x == t {
			return true
		}
	}
	return false
}

// bestPromotion is the highest value among the types t may become.
// bareByExtinction reports whether the extinction rule is the bare-king
// rule in Fairy-Stockfish's form: a side down to one piece of all its
// pieces (the royal) loses.
func bareByExtinction(r *core.Rules) bool {
	if r.ExtinctionValue != core.ValueLoss || r.ExtinctionCount != 1 {
		return false
	}
	for _, t := range r.Extinction {
		if t < 0 {
			return true
		}
	}
	return false
}

func bestPromotion(v *core.Variant, t int, value []int) int {
	best := 0
	pt := &v.Types[t]
	if pt.Promotes {
		for _, set := range v.PromoChoice {
			for _, u := range set {
				if u != t && value[u] > best {
					best = value[u]
				}
			}
		}
	}
	if pt.Promoted >= 0 && pt.Promoted < len(value) && value[pt.Promoted] > best {
		best = value[pt.Promoted]
	}
	return best
}

// placement fills one type's bonus table for one colour and phase.
func (e *Evaluator) placement(tab []int, t int, c core.Color, phase int, prof typeProfile) {
	v := e.v
	g := v.Geometry
	for sq := range tab {
		if !g.Exists[sq] {
			continue
		}
		r := g.RankOf(sq)
		if c == core.Black {
			r = g.Ranks - 1 - r
		}
		f := float64(g.FileOf(sq)) - float64(g.Files-1)/2
		if f < 0 {
			f = -f
		}
		cent := float64(g.Files)/2 - f // 0.5 at the edge, 4 in the middle of 8 files
		// the profile is White's: Black's piece on sq stands where
		// White's would stand on the mirrored (or rotated) square
		own := sq
		if c == core.Black {
			own = e.mirror(sq)
		}
		rel := 0.0
		if prof.mean > 0 && own >= 0 {
			rel = (prof.perSquare[own] - prof.mean) / prof.mean
		}
		switch {
		case v.CanBeRoyal(t) && phase == 0:
			// a royal is safer at home, away from the central files
			// (castled), on squares where it moves little
			tab[sq] = -int(rel*30) - r*15 - int(cent*float64(e.w.g[core.EvalRoyalCentreFile]))
		case v.CanBeRoyal(t):
			// in the end game it should come out to the centre
			tab[sq] = int(rel * 40)
		case e.promotes[t]:
			// the further the better, central ones first; more so late
			adv := float64(r)
			if phase == 0 {
				tab[sq] = int(adv * (2 + cent*2) * e.promoScale[t])
			} else {
				tab[sq] = int(adv * adv * 3 * e.promoScale[t])
			}
		default:
			// scaled like a knight's for stronger pieces (a queen gains
			// little from the centre and should not rush there), and by
			// the value for weaker ones: a shatranj alfil's central
			// squares are not worth half a pawn
			scale := min(float64(e.value[t]), knightValue)
			b := int(scale * (float64(e.w.g[core.EvalCentreWeight]) / 1000) * rel)
			capB := e.w.g[core.EvalCentreCap]
			if b > capB {
				b = capB
			}
			if b < -capB {
				b = -capB
			}
			tab[sq] = b
		}
	}
}

// Value returns the material value of type t (an index into
// Variant.Types), in centipawns.
func (e *Evaluator) Value(t int) int { return e.value[t] }

// Evaluate scores the position for the side to move.
func (e *Evaluator) Evaluate(p *core.Position) int {
	// material, placement, phase and piece counts: kept by the position
	// through make and unmake when the searcher installed its weights
	var sums [2]core.WeightVec
	if p.Weights() == e.weights {
		sums = [2]core.WeightVec{p.WeightSums(core.White), p.WeightSums(core.Black)}
	} else {
		sums = e.recount(p)
	}
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
						mob += w * (p.PieceMoveCount(int(sq)) - e.mobMid[t])
					}
					continue
				}
				if w != 0 {
					mob += w * (r.Squares - e.mobMid[t])
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
	// phase: 0 at the end, phaseMax*2 with every piece on the board
	full := 2 * e.phaseMax
	if phase > full {
		phase = full
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
	score := (m*phase + g*(full-phase)) / full
	// as the move-rule clock runs, an advantage is worth less: the side
	// ahead prefers captures and pawn moves to shuffling into a draw
	if mr := e.v.Rules.MoveRule; mr > 0 {
		half, _ := p.Counters()
		score = score * (2*mr - min(half, mr)) / (2 * mr)
	}
	return score + e.w.g[core.EvalTempo]
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

// mopUp is the bonus for the stronger side's royal on own and the lone
// enemy royal on enemy: the enemy far from the centre, the two close.
func (e *Evaluator) mopUp(own, enemy int) int {
	g := e.v.Geometry
	cf, cr := float64(g.Files-1)/2, float64(g.Ranks-1)/2
	df := float64(e.fileOf[enemy]) - cf
	dr := float64(e.rankOf[0][enemy]) - cr
	edge := max(df, -df, dr, -dr)
	return int(edge*float64(e.w.g[core.EvalMopUpEdge])) + (g.Files+g.Ranks-e.distance(own, enemy))*e.w.g[core.EvalMopUpNear]
}

// closeIn is the bonus of colour c's pieces (not its royals) for their
// nearness to the enemy royal on enemy, in the mop-up: a large army
// (Chu Shogi's) does not mate a fortified royal by driving it to the
// edge and bringing its own royal near; its pieces have to come to it.
func (e *Evaluator) closeIn(p *core.Position, c core.Color, enemy int) int {
	w := e.w.g[core.EvalMopUpPieces]
	if w == 0 {
		return 0
	}
	g := e.v.Geometry
	far := max(g.Files, g.Ranks)
	b := 0
	for _, sq := range p.Pieces(c) {
		if !e.v.CanBeRoyal(p.At(int(sq)).Type()) {
			b += far - e.distance(int(sq), enemy)
		}
	}
	return b * w
}

// hunt is the bonus for chasing the last enemy pieces (of colour o)
// where a bare royal loses: the own royal near them, theirs far from
// their royal's help.
func (e *Evaluator) hunt(p *core.Position, own, enemyRoyal int, o core.Color) int {
	g := e.v.Geometry
	far := max(g.Files, g.Ranks)
	b := 0
	for _, sq := range p.Pieces(o) {
		if int(sq) == enemyRoyal {
			continue
		}
		b += (far-e.distance(own, int(sq)))*e.w.g[core.EvalHuntNear] + e.distance(enemyRoyal, int(sq))*e.w.g[core.EvalHuntApart]
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

// pawnStructure scores colour c's promoting pieces by files: doubled and
// isolated ones lose, passed ones (no enemy promoting piece ahead on
// their file or the files beside) gain with their advance, mostly late.
//
// A passed one gains too when the enemy royal is far from its promotion
// square and the own royal near; when the enemy has nothing but royals
// and promoting pieces, a passed one whose promotion square the enemy
// royal cannot reach in time (the rule of the square) is nearly a new
// piece.
func (e *Evaluator) pawnStructure(p *core.Position, c core.Color, bareEnemy bool, pawns *[2][maxFiles]uint8, front, rear *[2][maxFiles]int8) (mg, eg int) {
	opp := c.Other()
	own, enemy := -1, -1
	if r := p.Royals(c); len(r) == 1 {
		own = int(r[0])
	}
	if r := p.Royals(opp); len(r) == 1 {
		enemy = int(r[0])
	}
	g := e.v.Geometry
	files := e.v.Geometry.Files
	doubled, isolated, perRank := e.w.g[core.EvalDoubled], e.w.g[core.EvalIsolated], e.w.g[core.EvalPassed]
	ranks := int8(e.v.Geometry.Ranks)
	for f := 0; f < files; f++ {
		n := int(pawns[c][f])
		if n == 0 {
			continue
		}
		if n > 1 {
			mg -= doubled * (n - 1)
			eg -= doubled * (n - 1)
		}
		left := f > 0 && pawns[c][f-1] > 0
		right := f+1 < files && pawns[c][f+1] > 0
		if !left && !right {
			mg -= isolated * n
			eg -= isolated * n
		}
		// passed: every enemy promoting piece on f-1..f+1 stands behind
		// (in c's view: its own-view rank r' means c-view rank ranks-1-r')
		r := front[c][f]
		passed := true
		for g := f - 1; g <= f+1 && passed; g++ {
			if g < 0 || g >= files || pawns[opp][g] == 0 {
				continue
			}
			// the enemy's most advanced piece from its side is its
			// furthest toward c's back rank: c-view rank ranks-1-front
			if ranks-1-rear[opp][g] > r {
				passed = false
			}
		}
		if passed {
			eg += int(float64(perRank*int(r)*int(r)/2) * e.passScale)
			mg += int(float64(perRank*int(r)/2) * e.passScale)
			if enemy >= 0 && own >= 0 {
				promo := g.Square(f, int(ranks)-1)
				if c == core.Black {
					promo = g.Square(f, 0)
				}
				dEnemy, dOwn := e.distance(enemy, promo), e.distance(own, promo)
				eg += int(float64((4*dEnemy-2*dOwn)*int(r)/2) * e.passScale)
				togo := int(ranks) - 1 - int(r)
				if p.Side() == opp {
					dEnemy--
				}
				if bareEnemy && dEnemy > togo {
					eg += int(float64(e.w.g[core.EvalUnstoppable]) * e.passScale)
				}
			}
		}
	}
	return mg, eg
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

// kingDanger is the middle-game bonus for attackers pieces reaching
// the squares around the enemy royal with units king-attack units (in
// sixteenths; see attackValue).
func (e *Evaluator) kingDanger(units, attackers int) int {
	if attackers < 2 {
		return 0
	}
	u := min(units, 16*maxAttackUnits)
	return u * u * e.w.g[core.EvalKingAttack] / (256 * 100)
}

// royalSafety counts the royal's own pieces next to it and the enemy
// pieces (not pawns) close to it; in drop games, the enemy's pieces in
// hand threaten a royal with little shelter. The middle-game part is s;
// worth, the enemy pieces close by their value, counts in both phases:
// a Lion or a Free King beside a royal mates in an ending too.
func (e *Evaluator) royalSafety(p *core.Position, sq int, c core.Color) (s, worth int) {
	shelter := 0
	for _, to := range e.ring[sq] {
		if pc := p.At(int(to)); pc != core.NoPiece && pc.Color() == c {
			shelter++
		}
	}
	most := e.w.g[core.EvalShelterMax]
	if shelter > most {
		shelter = most
	}
	s += shelter * e.w.g[core.EvalShelter]
	attacker, perMille := e.w.g[core.EvalAttacker], e.w.g[core.EvalAttackerWorth]
	for _, to := range e.near[sq] {
		if pc := p.At(int(to)); pc != core.NoPiece && pc.Color() != c && !e.promotes[pc.Type()] {
			s -= attacker
			worth -= e.value[pc.Type()] * perMille
		}
	}
	worth /= 1000
	if ha := e.w.g[core.EvalHandAttack]; ha != 0 && most > 0 && e.drops {
		o, inHand := c.Other(), 0
		for t := range e.value {
			inHand += p.Hand(o, t)
		}
		s -= ha * min(inHand, maxHandAttackers) * (most - shelter) / most
	}
	return s + worth, worth
}
