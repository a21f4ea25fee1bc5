package search

import (
	"sync/atomic"
	"time"

	"github.com/chimera-variants/chimera/core"
)

const maxPly = 128

// Limits bound a search: a depth, a time, or both (0 = no bound).
type Limits struct {
	Depth int
	Time  time.Duration
}

// Info reports a finished iteration.
type Info struct {
	Depth int
	Score int // for the side to move at the root
	Nodes uint64
	Time  time.Duration
	Best  core.Move
	Found bool // Best is a move (there was a legal move)
}

// Searcher searches one position. It is not safe for concurrent use.
type Searcher struct {
	p        *core.Position
	e        *Evaluator
	tt       []ttEntry
	nodes    uint64
	stop     atomic.Bool
	deadline time.Time
	lists    [maxPly]core.MoveList
	scores   [maxPly][]int
	killers  [maxPly][2]uint64
	// OnInfo, when set, is called after every completed iteration.
	OnInfo func(Info)
}

type ttEntry struct {
	key   uint64
	move  uint64
	score int32
	depth int8
	bound int8
}

const (
	boundExact = iota + 1
	boundLower
	boundUpper
)

// New makes a searcher for position p (which it modifies while
// searching and restores).
func New(p *core.Position) *Searcher {
	return &Searcher{p: p, e: NewEvaluator(p.Variant()), tt: make([]ttEntry, 1<<18)}
}

// Clear forgets everything learnt in earlier searches (a new game).
func (s *Searcher) Clear() {
	clear(s.tt)
	s.killers = [maxPly][2]uint64{}
}

// Stop asks a running search to finish as soon as it can.
func (s *Searcher) Stop() { s.stop.Store(true) }

func moveKey(m *core.Move) uint64 {
	return uint64(uint16(m.From)) | uint64(uint16(m.To))<<16 | uint64(m.Result)<<32 |
		uint64(m.NVictims)<<48 | uint64(uint16(m.UnloadSq))<<52
}

// Think runs iterative deepening within the limits and returns the last
// completed iteration.
func (s *Searcher) Think(l Limits) Info {
	s.stop.Store(false)
	s.nodes = 0
	start := time.Now()
	if l.Time > 0 {
		s.deadline = start.Add(l.Time)
	} else {
		s.deadline = time.Time{}
	}
	maxDepth := l.Depth
	if maxDepth <= 0 {
		maxDepth = maxPly - 8
	}
	var best Info
	for depth := 1; depth <= maxDepth; depth++ {
		score, move, ok := s.root(depth)
		if s.stop.Load() && depth > 1 {
			break
		}
		best = Info{Depth: depth, Score: score, Nodes: s.nodes, Time: time.Since(start), Best: move, Found: ok}
		if s.OnInfo != nil {
			s.OnInfo(best)
		}
		if !ok || score > Mate-maxPly || score < -Mate+maxPly {
			break
		}
		if l.Time > 0 && time.Since(start) > l.Time/2 {
			break
		}
	}
	return best
}

func (s *Searcher) timeUp() bool {
	if s.stop.Load() {
		return true
	}
	if s.nodes&1023 == 0 && !s.deadline.IsZero() && time.Now().After(s.deadline) {
		s.stop.Store(true)
	}
	return s.stop.Load()
}

func (s *Searcher) root(depth int) (int, core.Move, bool) {
	ml := &s.lists[0]
	ml.Reset()
	s.p.GenerateLegal(ml)
	if len(ml.Moves) == 0 {
		return s.terminal(ml, 0), core.Move{}, false
	}
	s.order(ml, 0)
	alpha, beta := -Infinity, Infinity
	bestIdx := 0
	side := s.p.Side()
	for i := range ml.Moves {
		m := ml.Moves[i]
		s.p.Make(&m)
		var v int
		if s.p.Side() == side {
			v = s.negamax(depth-1, 1, alpha, beta)
		} else {
			v = -s.negamax(depth-1, 1, -beta, -alpha)
		}
		s.p.Unmake()
		if s.stop.Load() && depth > 1 {
			break
		}
		if v > alpha {
			alpha, bestIdx = v, i
		}
	}
	best := ml.Moves[bestIdx]
	s.store(depth, alpha, boundExact, moveKey(&best))
	return alpha, best, true
}

// terminal scores a position without legal moves (or ended by a rule).
func (s *Searcher) terminal(ml *core.MoveList, ply int) int {
	o := s.p.Outcome(ml.Moves)
	switch {
	case !o.Over || o.Draw:
		return 0
	case o.Winner == s.p.Side():
		return Mate - ply
	}
	return -Mate + ply
}

func (s *Searcher) probe() (ttEntry, bool) {
	k := s.p.Hash()
	e := s.tt[k&uint64(len(s.tt)-1)]
	return e, e.key == k
}

func (s *Searcher) store(depth, score, bound int, move uint64) {
	k := s.p.Hash()
	s.tt[k&uint64(len(s.tt)-1)] = ttEntry{key: k, move: move, score: int32(score), depth: int8(depth), bound: int8(bound)}
}

func (s *Searcher) negamax(depth, ply, alpha, beta int) int {
	s.nodes++
	if s.timeUp() {
		return 0
	}
	if ply >= maxPly-1 {
		return s.e.Evaluate(s.p)
	}
	var ttMove uint64
	if e, ok := s.probe(); ok {
		ttMove = e.move
		if int(e.depth) >= depth {
			sc := int(e.score)
			switch {
			case e.bound == boundExact:
				return sc
			case e.bound == boundLower && sc >= beta:
				return sc
			case e.bound == boundUpper && sc <= alpha:
				return sc
			}
		}
	}
	if depth <= 0 {
		return s.quiesce(ply, alpha, beta, 0)
	}
	inCheck := s.p.InCheck()
	// null move: if passing still fails high, this node is not worth a
	// full search. Not in check, not near mate scores, not with only
	// royals and pawns (zugzwang), and not when a turn holds several moves.
	if depth >= 3 && !inCheck && ply > 0 && beta < Mate-maxPly && s.p.NullMoveOK() && s.hasPieces() &&
		s.e.Evaluate(s.p) >= beta {
		s.p.MakeNull()
		v := -s.negamax(depth-3, ply+1, -beta, -beta+1)
		s.p.UnmakeNull()
		if s.stop.Load() {
			return 0
		}
		if v >= beta {
			return v
		}
	}
	ml := &s.lists[ply]
	ml.Reset()
	s.p.GenerateLegal(ml)
	if len(ml.Moves) == 0 {
		return s.terminal(ml, ply)
	}
	s.orderWith(ml, ply, ttMove)
	side := s.p.Side()
	origAlpha := alpha
	best := -Infinity
	var bestMove uint64
	for i := range ml.Moves {
		m := ml.Moves[i]
		s.p.Make(&m)
		ext := 0
		givesCheck := s.p.InCheck()
		if givesCheck && ply < 40 {
			ext = 1 // check extension
		}
		var v int
		if s.p.Side() == side {
			v = s.negamax(depth-1+ext, ply+1, alpha, beta)
		} else {
			// late quiet moves are searched shallower first (LMR)
			reduce := 0
			if depth >= 3 && i >= 4 && !inCheck && !givesCheck && m.Flags&(core.FlagCapture|core.FlagPromotion) == 0 {
				reduce = 1
				if i >= 12 {
					reduce = 2
				}
			}
			v = -s.negamax(depth-1+ext-reduce, ply+1, -beta, -alpha)
			if reduce > 0 && v > alpha {
				v = -s.negamax(depth-1+ext, ply+1, -beta, -alpha)
			}
		}
		s.p.Unmake()
		if s.stop.Load() {
			return 0
		}
		if v > best {
			best, bestMove = v, moveKey(&m)
		}
		if v > alpha {
			alpha = v
		}
		if alpha >= beta {
			if m.Flags&core.FlagCapture == 0 {
				k := &s.killers[ply]
				if k[0] != bestMove {
					k[1], k[0] = k[0], bestMove
				}
			}
			break
		}
	}
	bound := boundExact
	switch {
	case best <= origAlpha:
		bound = boundUpper
	case best >= beta:
		bound = boundLower
	}
	s.store(depth, best, bound, bestMove)
	return best
}

// quiesce searches captures (and promotions) until the position is quiet.
func (s *Searcher) quiesce(ply, alpha, beta, qdepth int) int {
	s.nodes++
	if s.timeUp() {
		return 0
	}
	stand := s.e.Evaluate(s.p)
	if stand >= beta || ply >= maxPly-1 || qdepth > 8 {
		return stand
	}
	if stand > alpha {
		alpha = stand
	}
	ml := &s.lists[ply]
	ml.Reset()
	s.p.GenerateLegal(ml)
	if len(ml.Moves) == 0 {
		return s.terminal(ml, ply)
	}
	// keep the captures and promotions, one per from-to-result (variants
	// of one capture, such as where a Madhouse victim is put, would make
	// the quiescence search explode)
	n := 0
	for i := range ml.Moves {
		m := &ml.Moves[i]
		if m.Flags&(core.FlagCapture|core.FlagPromotion) == 0 {
			continue
		}
		if n > 0 {
			prev := &ml.Moves[n-1]
			if prev.From == m.From && prev.To == m.To && prev.Result == m.Result {
				continue
			}
		}
		ml.Moves[n] = *m
		n++
	}
	ml.Moves = ml.Moves[:n]
	s.orderWith(ml, ply, 0)
	side := s.p.Side()
	for i := range ml.Moves {
		m := ml.Moves[i]
		s.p.Make(&m)
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
		if v >= beta {
			return v
		}
		if v > alpha {
			alpha = v
		}
	}
	return alpha
}

func (s *Searcher) order(ml *core.MoveList, ply int) { s.orderWith(ml, ply, 0) }

// orderWith sorts moves: the hash move, captures by victim value minus
// attacker value, promotions, killers, the rest.
func (s *Searcher) orderWith(ml *core.MoveList, ply int, ttMove uint64) {
	if cap(s.scores[ply]) < len(ml.Moves) {
		s.scores[ply] = make([]int, len(ml.Moves), 2*len(ml.Moves))
	}
	sc := s.scores[ply][:len(ml.Moves)]
	for i := range ml.Moves {
		m := &ml.Moves[i]
		k := moveKey(m)
		v := 0
		switch {
		case k == ttMove && ttMove != 0:
			v = 1 << 30
		case m.Flags&core.FlagCapture != 0:
			victim := 0
			for j := 0; j < int(m.NVictims); j++ {
				if pc := s.p.At(int(m.Victims[j])); pc != core.NoPiece {
					victim += s.e.value[pc.Type()]
				}
			}
			attacker := 0
			if m.Piece != core.NoPiece {
				attacker = s.e.value[m.Piece.Type()]
			}
			v = 1<<20 + victim*16 - attacker
		case m.Flags&core.FlagPromotion != 0:
			v = 1<<19 + s.e.value[m.Result.Type()]
		case k == s.killers[ply][0]:
			v = 1 << 18
		case k == s.killers[ply][1]:
			v = 1<<18 - 1
		}
		sc[i] = v
	}
	// insertion sort, best first: lists are short and nothing is allocated
	for i := 1; i < len(sc); i++ {
		for j := i; j > 0 && sc[j] > sc[j-1]; j-- {
			sc[j], sc[j-1] = sc[j-1], sc[j]
			ml.Moves[j], ml.Moves[j-1] = ml.Moves[j-1], ml.Moves[j]
		}
	}
}

// hasPieces reports whether the side to move has a piece besides royals
// and promoting pieces (null-move pruning is unsafe in pawn endings).
func (s *Searcher) hasPieces() bool {
	v := s.p.Variant()
	for _, sq := range s.p.Pieces(s.p.Side()) {
		t := s.p.At(int(sq)).Type()
		if !v.IsRoyal(t) && !v.Types[t].Promotes {
			return true
		}
	}
	return false
}
