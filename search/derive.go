package search

import "github.com/chimera-variants/chimera/core"

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
	e.drops = hasHands(v)
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
