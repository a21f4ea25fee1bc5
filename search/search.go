package search

import (
	"sync/atomic"

	"github.com/chimera-variants/chimera/core"
)

const maxPly = 128

// ttLog2 sizes the transposition table: 2^19 slots of 32 bytes, the
// DefaultHashMB a searcher starts with.
const ttLog2 = 19

// Limits bound a search: a depth, a time, a node count, or several (0 =
// no bound). With a time, an iteration is not started after 3/8 of it
// while the best move stays, after up to all of it while the best move
// keeps changing (softLimit), and after all of it when the last
// iteration's score dropped;
// the search is cut off at MaxTime (default: Time), keeping the best move
// of the cut iteration when it found a better one. With Exact, all of
// Time is spent.
type Limits struct {
	// Depth is the deepest iteration, in plies.
	Depth int
	// Time is the time to think; MaxTime, when set, the hard limit
	// (search.Duration(d) converts a time.Duration).
	Time    Duration
	MaxTime Duration
	// Exact spends all of Time, starting iterations until it runs out:
	// a fixed time a move (UCI's go movetime, CECP's st, a test suite's
	// time a position) is a time to use, not a clock to save.
	Exact bool
	// Nodes is the number of positions to visit (checked every 1024).
	Nodes uint64
	// Noise, when positive, adds a pseudo-random amount of up to Noise
	// centipawns (centred on 0) to every evaluation, different from one
	// search to the next: a weaker and more varied player for a beginner
	// level, which still sees a piece left hanging.
	Noise int
	// Exclude, when set, reports the root moves not to play (UCCI's
	// banmoves: moves the rules forbid that the search does not see, a
	// perpetual chase). A function, so that a program that bans nothing
	// (the page) links no code for it.
	Exclude func(m *core.MoveDetail) bool
}

// Info reports a finished iteration.
type Info struct {
	Depth int               // the iteration's depth, in plies
	Score int               // for the side to move at the root
	Nodes uint64            // positions visited since Think started
	Time  Duration          // time since Think started
	Best  core.MoveDetail   // the move to play, when Found
	Found bool              // Best is a move (there was a legal move)
	PV    []core.MoveDetail // the expected line, Best first
	// HashFull is how full the transposition table is, in thousandths:
	// the share of a sample of its slots that this search wrote
	HashFull int
}

// Searcher searches one position. It is not safe for concurrent use,
// except for Stop.
type Searcher struct {
	p          *core.Position
	e          *Evaluator
	tt         table
	nodes      uint64
	nodeLimit  uint64
	stop       atomic.Bool
	deadline   int64 // nanotime reading ending the search (0: none)
	lists      [maxPly]core.MoveList
	threatList core.MoveList // scratch for threatens
	scores     [maxPly][]int
	killers    [maxPly][2]uint64
	evals      [maxPly]int // static evaluation at each ply of the line (-infinity: in check)
	histStride int
	// history tables (history.go), and the slot of the move made at
	// each ply of the line (-1: a null move or pass)
	history  []int16
	cont     []int16
	counters []uint64
	captures []int16 // capture history, victims entries per slot
	slots    int
	victims  int
	// contRows: where the continuation table is capped, how many rows
	// of slots entries it holds, a previous move's slot hashed to one
	// (0: not capped, a row per slot). captureShift: where the capture
	// history is capped, the shift that hashes an index into it.
	contRows     int
	captureShift int
	moveSlot     [maxPly]int
	boardSize    int
	rootDepth    int
	// captureTo: the square each quiescence ply's capture went to
	captureTo [maxPly]int16
	rootSide  core.Color
	// noise and noiseKey: Limits.Noise and this search's key for it;
	// noisy: the table holds noisy scores (cleared before the next search)
	noise    int
	noiseKey uint64
	searches uint64
	noisy    bool
	// lazy: the quiescence search may stand pat on cheapScore (lazy.go)
	lazy    bool
	exclude func(m *core.MoveDetail) bool // Limits.Exclude of the running search
	// OnInfo, when set, is called after every completed iteration.
	OnInfo func(Info)
	// Contempt is what a draw costs the side to move at the root, in
	// centipawns (the other side gains it): with a positive contempt the
	// search avoids repetitions and dead positions it only thinks level,
	// and plays on for a win against a weaker opponent. 0 scores draws
	// as level; engines use PlayingContempt.
	Contempt int
}

// DefaultContempt is the contempt Chimera's engines and page play with
// where neither the variant nor a weights file sets eval.contempt.
const DefaultContempt = 20

// evaluate is the evaluation of the current position for the side to
// move, with the search's noise.
func (s *Searcher) evaluate() int {
	v := s.e.Evaluate(s.p)
	if s.noise > 0 {
		v += int(mix(s.p.Hash()^s.noiseKey)%uint64(s.noise)) - s.noise/2
	}
	return v
}

// mix scrambles a number (SplitMix64's finaliser).
func mix(x uint64) uint64 {
	x ^= x >> 30
	x *= 0xbf58476d1ce4e5b9
	x ^= x >> 27
	x *= 0x94d049bb133111eb
	return x ^ x>>31
}

// drawScore is a draw's score for the side to move.
func (s *Searcher) drawScore() int {
	if s.p.Side() == s.rootSide {
		return -s.Contempt
	}
	return s.Contempt
}

// New makes a searcher for position p (which it modifies while
// searching and restores). It installs its evaluation's weights in p, so
// that make and unmake keep the material and placement sums.
func New(p *core.Position) *Searcher {
	v := p.Variant()
	n := v.Geometry.Size()
	s := &Searcher{p: p, e: NewEvaluator(v), tt: newTable(ttLog2), boardSize: n, histStride: v.NumTypes() * n}
	p.SetWeights(s.e.weights)
	s.newHistories(2*s.histStride, v.NumTypes()+1)
	return s
}

// SetPosition points the searcher at another position of the same
// variant, keeping what it learnt (transposition table, history).
func (s *Searcher) SetPosition(p *core.Position) {
	s.p = p
	if p.Weights() != s.e.weights {
		p.SetWeights(s.e.weights)
	}
	if p.Layer() != s.e.layer {
		p.SetLayer(s.e.layer)
	}
}

// Evaluator returns the searcher's evaluation.
func (s *Searcher) Evaluator() *Evaluator { return s.e }

// Clear forgets everything learnt in earlier searches (a new game).
func (s *Searcher) Clear() {
	s.tt.clear()
	s.killers = [maxPly][2]uint64{}
	clear(s.history)
	clear(s.cont)
	clear(s.counters)
	clear(s.captures)
}

// Stop asks a running search to finish as soon as it can.
func (s *Searcher) Stop() { s.stop.Store(true) }

// aspiration is the first half-width of the root window.
const aspiration = 35

// dropMargin: an iteration whose score falls this far below the last
// one's earns the search more time.
const dropMargin = 30

// Think runs iterative deepening within the limits and returns the last
// completed iteration (or the part of an interrupted one that already
// improved on it). The position forgets the Moves generated on it before
// (core.Position.ForgetMoves).
func (s *Searcher) Think(l Limits) Info {
	s.stop.Store(false)
	s.p.ForgetMoves()
	s.nodes = 0
	s.nodeLimit = l.Nodes
	s.tt.age++
	for i := range s.history {
		s.history[i] /= 2
	}
	s.killers = [maxPly][2]uint64{}
	s.rootSide = s.p.Side()
	s.searches++
	s.noise, s.noiseKey = max(l.Noise, 0), mix(s.searches)
	s.lazy = s.noise == 0 && s.e.lazyOK()
	if s.noisy || s.noise > 0 {
		s.tt.clear()
	}
	s.noisy = s.noise > 0
	s.exclude = l.Exclude
	start := nanotime()
	s.deadline = 0
	if l.MaxTime > 0 {
		s.deadline = start + int64(l.MaxTime)
	} else if l.Time > 0 {
		s.deadline = start + int64(l.Time)
	}
	maxDepth := l.Depth
	if maxDepth <= 0 || maxDepth > maxPly-8 {
		maxDepth = maxPly - 8
	}
	var best Info
	score, prevScore := 0, 0
	// changes: how often the best move changed lately, each iteration
	// halving what the ones before it counted
	changes := 0.0
	for depth := 1; depth <= maxDepth; depth++ {
		s.rootDepth = depth
		var move core.Move
		var ok bool
		if depth < 4 || score > Mate-maxPly || score < -Mate+maxPly {
			score, move, ok = s.root(depth, -infinity, infinity)
		} else {
			// aspiration: a narrow window around the last score, widened
			// on the side that failed
			delta := aspiration
			alpha, beta := score-delta, score+delta
			for {
				score, move, ok = s.root(depth, alpha, beta)
				if s.stop.Load() {
					break
				}
				switch {
				case score <= alpha:
					alpha = max(score-delta, -infinity)
				case score >= beta:
					beta = min(score+delta, infinity)
				default:
					goto done
				}
				delta *= 3
			}
		done:
		}
		if s.stop.Load() && depth > 1 {
			// an interrupted iteration counts when its first move was
			// searched and a new best move was found
			if d := s.p.Detail(move); ok && best.Found && !d.Same(&best.Best) && score > best.Score {
				best.Best, best.Score = d, score
				best.PV = []core.MoveDetail{d}
			}
			break
		}
		before, had := best.Best, best.Found
		best = Info{Depth: depth, Score: score, Nodes: s.nodes, Time: since(start), Found: ok, HashFull: s.tt.hashFull()}
		if ok {
			best.Best = s.p.Detail(move)
		}
		changes /= 2
		if ok && had && !before.Same(&best.Best) {
			changes++
		}
		if ok {
			best.PV = s.principalVariation(move, depth)
		}
		if s.OnInfo != nil {
			s.OnInfo(best)
		}
		if !ok || score > Mate-maxPly || score < -Mate+maxPly {
			break
		}
		// no new iteration after part of the time (softLimit), or after
		// all of it when the score has just dropped (the move may be a
		// mistake the next iteration finds a way round)
		soft := softLimit(l.Time, changes)
		if depth > 4 && score < prevScore-dropMargin {
			soft = l.Time
		}
		prevScore = score
		if l.Time > 0 && !l.Exact && since(start) > soft {
			break
		}
	}
	best.Nodes, best.Time, best.HashFull = s.nodes, since(start), s.tt.hashFull()
	return best
}

// softLimit is the time after which no new iteration starts: 3/8 of the
// time to think while the best move stays, more while it keeps changing
// (changes: the iterations' changes of best move, each halved by every
// iteration after it), at most all of it. A move that stays is likely
// the one a longer search would play, and the time saved goes to the
// moves where the search is unsure: against the same build with half
// the time for every move, chess at 2+0.05 scored 56.9% over 247 games
// (README, The AI).
func softLimit(time Duration, changes float64) Duration {
	return min(Duration(float64(time)*(0.375+0.5*changes)), time)
}

func (s *Searcher) timeUp() bool {
	if s.nodes&1023 == 0 {
		if s.deadline != 0 && nanotime() > s.deadline {
			s.stop.Store(true)
		}
		if s.nodeLimit > 0 && s.nodes >= s.nodeLimit {
			s.stop.Store(true)
		}
	}
	return s.stop.Load()
}

// root searches the root moves within (alpha, beta); it returns the best
// score and move. Interrupted, it returns what it has so far (ok is false
// when not even the first move was searched).
func (s *Searcher) root(depth, alpha, beta int) (int, core.Move, bool) {
	ml := &s.lists[0]
	ml.Reset()
	s.p.GenerateLegal(ml)
	if s.exclude != nil {
		s.dropExcluded(ml)
		if len(ml.Moves) == 0 {
			// every legal move banned: no move to report
			return 0, core.NoMove, false
		}
	}
	if len(ml.Moves) == 0 {
		return s.terminal(0), core.NoMove, false
	}
	var ttMove uint64
	if e, ok := s.tt.probe(s.p.Hash()); ok {
		ttMove = e.move
	}
	s.orderMoves(ml, 0, ttMove)
	best := -infinity
	bestIdx := -1
	origAlpha := alpha
	inCheck := s.p.InCheck()
	s.evals[0] = -infinity
	if !inCheck {
		s.evals[0] = s.evaluate()
	}
	for i := range ml.Moves {
		s.pickMove(ml, 0, i)
		m := ml.Moves[i]
		side := s.p.Side()
		s.moveSlot[0] = s.historyIndex(m)
		s.p.Make(m)
		v, _ := s.child(m, side, depth, 0, alpha, beta, i, true, inCheck, false)
		if s.stop.Load() && depth > 1 {
			break
		}
		if v > best {
			best, bestIdx = v, i
		}
		if v > alpha {
			alpha = v
		}
		if alpha >= beta {
			break
		}
	}
	if bestIdx < 0 {
		return best, core.NoMove, false
	}
	bm := ml.Moves[bestIdx]
	if !s.stop.Load() {
		s.tt.store(s.p.Hash(), depth, best, noEval, boundOf(best, origAlpha, beta), 0, s.moveKey(bm))
	}
	return best, bm, true
}

// dropExcluded removes the moves of Limits.Exclude from the root's list.
func (s *Searcher) dropExcluded(ml *core.MoveList) {
	kept := ml.Moves[:0]
	for _, m := range ml.Moves {
		if d := s.p.Detail(m); !s.exclude(&d) {
			kept = append(kept, m)
		}
	}
	ml.Moves = kept
}

// noMoves is an empty, non-nil move list: Outcome takes it as "no legal
// move" without generating any.
var noMoves = []core.Move{}

// terminal scores a position without legal moves (or ended by a rule).
func (s *Searcher) terminal(ply int) int {
	o := s.p.Outcome(noMoves)
	switch {
	case !o.Over:
		return 0
	case o.Draw:
		return s.drawScore()
	case o.Winner == s.p.Side():
		return Mate - ply
	}
	return -Mate + ply
}

// principalVariation follows the hash moves from the root.
func (s *Searcher) principalVariation(first core.Move, depth int) []core.MoveDetail {
	pv := make([]core.MoveDetail, 1, depth) // (one allocation, not one per doubling)
	pv[0] = s.p.Detail(first)
	s.p.Make(first)
	made := 1
	var ml core.MoveList
	for len(pv) < depth {
		e, ok := s.tt.probe(s.p.Hash())
		if !ok || e.move == 0 {
			break
		}
		ml.Reset()
		s.p.GenerateLegal(&ml)
		found := -1
		for i := range ml.Moves {
			if s.moveKey(ml.Moves[i]) == e.move {
				found = i
				break
			}
		}
		if found < 0 {
			break
		}
		m := ml.Moves[found]
		pv = append(pv, s.p.Detail(m))
		s.p.Make(m)
		made++
		if n, _ := s.p.Repetitions(); n > 1 {
			break
		}
	}
	for ; made > 0; made-- {
		s.p.Unmake()
	}
	return pv
}
