package search

import "github.com/chimera-variants/chimera/core"

// weights are the evaluation's named weights (core/evalterms.go): the
// global terms and, per type, the material per phase, the scale of the
// derived placement tables and the value in hand.
type weights struct {
	g [core.NumEvalTerms]int
	t [][core.NumEvalTypeTerms]int
}

// defaultTerms are the global terms of an untuned evaluation.
var defaultTerms = [core.NumEvalTerms]int{
	core.EvalTempo:        10,
	core.EvalCentreWeight: 150, // a share of 0.15 of a knight's value
	core.EvalCentreCap:    50,
	core.EvalShelter:      8,
	core.EvalShelterMax:   4,
	core.EvalAttacker:     12,
	core.EvalHandAttack:   0,
	// a piece in hand is worth more than on the board (it can be put
	// anywhere)
	core.EvalHandFactor:      110,
	core.EvalPair:            30,
	core.EvalRoyalCentreFile: 8,
	core.EvalDoubled:         12,
	core.EvalIsolated:        10,
	core.EvalPassed:          12,
	// about 3/4 of the usual promotion's worth in chess terms
	core.EvalUnstoppable: 600,
	core.EvalMopUpLead:   300,
	core.EvalMopUpEdge:   10,
	core.EvalMopUpNear:   4,
	core.EvalMopUpPieces: 0,
	core.EvalMopUpShare:  0,
	core.EvalHuntNear:    10,
	core.EvalHuntApart:   5,
	// percent of the derived mobility weights (eval.go)
	core.EvalMobility: 100,
	// percent of the king-attack penalty (eval.go: kingDanger)
	core.EvalKingAttack: 100,
	// threats (eval.go: threats): an enemy piece attacked by one worth
	// less, or attacked and not guarded
	core.EvalThreat:  50,
	core.EvalHanging: 30,
	// connect rules (eval.go: connectLines): a run of the line's length
	// holding 3 own pieces and no enemy one is worth 90
	core.EvalConnect: 10,
	// placement games whose drops depend on the pieces around (eval.go:
	// placementRoom): each square a side may drop on, and each piece an
	// enclosing flip cannot turn (an Othello corner is worth a third of
	// a disc's 60 more than mobility alone would give it)
	core.EvalDropRoom: 10,
	core.EvalAnchored: 20,
	// and the pieces next to empty squares, which feed the other side's
	// drops, more so next to an empty corner (Othello's X-squares)
	core.EvalFrontier:   -5,
	core.EvalNearCorner: -30,
	// under an adjacent flip (Ataxx), what the side to move turns at
	// once with its best drop: off by default (at 40 it lost, 40.0% over
	// 40 games); chimera tune fits it
	core.EvalFlipGain: 0,
	// a piece with goal squares (King of the Hill, Racing Kings), per
	// move it needs to reach the nearest: a fifth of a pawn
	core.EvalGoalNear: 20,
	// toward a check limit (3check): one check given 100, two 400
	core.EvalChecksGiven: 100,
	core.EvalTerritory:   10,
	// a rook on an open file (files.go): off unless a variant file or a
	// fit sets it. Chess sets 20 (+31 in self-play); at 20 for all it
	// lost in shogi, where a pawn can be dropped on any file (README)
	core.EvalOpenFile: 0,
	// and open files at a royal, a penalty: off unless set (chess 15)
	core.EvalRoyalOpenFile: 0,
	// a piece short of the middle of its reach loses this percent of
	// the mobility weight a square: 100 is linear; more makes a shut-in
	// piece cost more than a free one gains (eval.go)
	core.EvalMobilityLow: 100,
	// a safe drop check (kingsafety.go: safeDropChecks): off unless a
	// variant file sets it (crazyhouse)
	core.EvalDropCheck: 0,
	// the contempt engines play with (Searcher.PlayingContempt); not an
	// evaluation weight, but a variant file or weights file may set it
	// as one: chimera tune never fits it
	core.EvalContempt: DefaultContempt,
}

// maxHandAttackers bounds the enemy pieces in hand the handAttack term
// counts.
const maxHandAttackers = 6

// SetWeights sets the evaluation's weights: the defaults (derived values,
// defaultTerms), then the variant's own (Variant.Eval), then extra (a
// weights file's); later settings of a term win. A Searcher's position
// keeps sums of the weights: use Searcher.SetWeights on a searcher's
// evaluator.
func (e *Evaluator) SetWeights(extra []core.EvalSetting) {
	v := e.v
	nt := v.NumTypes()
	w := weights{g: defaultTerms, t: make([][core.NumEvalTypeTerms]int, nt)}
	lists := [2][]core.EvalSetting{v.Eval, extra}
	for _, list := range lists {
		for _, s := range list {
			if s.Type < 0 && s.Term >= 0 && s.Term < core.NumEvalTerms {
				w.g[s.Term] = s.Value
			}
		}
	}
	for t := range w.t {
		val := e.value[t]
		if e.liable[t] {
			// a piece whose loss wins is worth its value to the other side
			val = -val
		}
		w.t[t] = [core.NumEvalTypeTerms]int{val, val, 100, 100, val * w.g[core.EvalHandFactor] / 100}
	}
	for _, list := range lists {
		for _, s := range list {
			if s.Type >= 0 && s.Type < nt && s.Term >= 0 && s.Term < core.NumEvalTypeTerms {
				w.t[s.Type][s.Term] = s.Value
			}
		}
	}
	e.w = w
	n := v.Geometry.Size()
	for ph := 0; ph < 2; ph++ {
		for c := core.White; c <= core.Black; c++ {
			if e.psq[ph][c] == nil {
				e.psq[ph][c] = make([][]int, nt)
			}
			for t := range v.Types {
				if e.psq[ph][c][t] == nil {
					e.psq[ph][c][t] = make([]int, n)
				}
				e.placement(e.psq[ph][c][t], t, c, ph, e.profs[t])
			}
		}
	}
	e.pair = make([]int, nt)
	for t := range v.Types {
		e.pair[t] = w.g[core.EvalPair] * min(e.value[t], knightValue) / knightValue
	}
	e.mobW, e.mobLowW, e.mobMid, e.anyMob = make([]int, nt), make([]int, nt), make([]int, nt), false
	e.attackBase = make([]int, nt)
	for t := range v.Types {
		if !v.CanBeRoyal(t) {
			e.attackBase[t] = 16 * e.value[t] / attackValue
		}
		if v.CanBeRoyal(t) || e.promotes[t] || e.profs[t].mean < 1 {
			continue
		}
		mean := int(e.profs[t].mean)
		w16 := min(16*e.value[t]/(mobilityShare*max(mean, 1)), 16*mobilityCap)
		e.mobW[t], e.mobMid[t] = w16*w.g[core.EvalMobility]/100, mean/2
		e.mobLowW[t] = e.mobW[t] * w.g[core.EvalMobilityLow] / 100
		e.anyMob = e.anyMob || e.mobW[t] != 0
	}
	e.threats = w.g[core.EvalThreat] != 0 || w.g[core.EvalHanging] != 0
	e.buildWeights()
}

// Settings lists every weight with its value: the global terms, then
// each type's (royal types have no material or hand terms).
func (e *Evaluator) Settings() []core.EvalSetting {
	var out []core.EvalSetting
	for i, x := range e.w.g {
		out = append(out, core.EvalSetting{Term: i, Type: -1, Value: x})
	}
	for t, terms := range e.w.t {
		for i, x := range terms {
			if e.v.CanBeRoyal(t) && i != core.EvalPsqMg && i != core.EvalPsqEg {
				continue
			}
			out = append(out, core.EvalSetting{Term: i, Type: t, Value: x})
		}
	}
	return out
}

// buildWeights fills e.weights from the weights and placement tables:
// what the position keeps summed per colour (material and middle-game
// placement, material and end-game placement, the phase and the count
// of non-promoting pieces).
func (e *Evaluator) buildWeights() {
	v := e.v
	n := v.Geometry.Size()
	np := int(v.MaxPiece()) + 1
	w := &core.Weights{Board: make([][]core.WeightVec, np), Hand: make([]core.WeightVec, np)}
	for t := range v.Types {
		val := e.value[t]
		tw := &e.w.t[t]
		mg, eg := tw[core.EvalMg], tw[core.EvalEg]
		if v.CanBeRoyal(t) {
			mg, eg = e.spareRoyal[t], e.spareRoyal[t]
		}
		for c := core.White; c <= core.Black; c++ {
			pc := core.MakePiece(t, c)
			board := make([]core.WeightVec, n)
			for sq := 0; sq < n; sq++ {
				goal := 0
				if d := e.goalDist[c][t]; d != nil {
					goal = -int(d[sq]) * e.w.g[core.EvalGoalNear]
				}
				wv := core.WeightVec{int32(mg + goal + e.psq[0][c][t][sq]*tw[core.EvalPsqMg]/100),
					int32(eg + goal + e.psq[1][c][t][sq]*tw[core.EvalPsqEg]/100)}
				if !e.promotes[t] {
					wv[2] = int32(val)
					if val > 0 {
						wv[3] = 1
					}
				}
				board[sq] = wv
			}
			w.Board[pc] = board
			h := int32(tw[core.EvalHand])
			if v.CanBeRoyal(t) {
				h = 0
			}
			w.Hand[pc] = core.WeightVec{h, h, int32(val), 1}
		}
	}
	e.weights = w
}

// PlayingContempt is the contempt an engine plays with unless it is told
// another: the weights' contempt (eval.contempt in a variant file or a
// weights file), DefaultContempt where none sets it.
func (s *Searcher) PlayingContempt() int {
	return s.e.w.g[core.EvalContempt]
}

// SetWeights changes the searcher's evaluation weights (see
// Evaluator.SetWeights) and forgets what it learnt with the old ones.
func (s *Searcher) SetWeights(extra []core.EvalSetting) {
	s.e.SetWeights(extra)
	s.p.SetWeights(s.e.weights)
	s.Clear()
}
