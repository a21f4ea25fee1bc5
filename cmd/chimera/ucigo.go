package main

// The go command of UCI and its kin (USI, UCCI): the limits its
// arguments set, the search in the background, and the scores it reports.

import (
	"slices"
	"strconv"
	"strings"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/search"
)

// goSearch starts a search of the current position in the background;
// it ends with bestmove (0000 when there is no legal move).
func (u *uciSession) goSearch(f []string) {
	u.goSearchWith(f, nil, false)
}

// goSearchWith is goSearch with a change to the limits go's arguments
// set (USI's byoyomi), made unless the search is to go on until stopped,
// and a draw offered or not (UCCI's go draw).
func (u *uciSession) goSearchWith(f []string, adjust func(search.Limits) search.Limits, drawOffered bool) {
	limits, unbounded := u.goLimits(f)
	if adjust != nil && !unbounded {
		limits = adjust(limits)
	}
	limits = u.caps.apply(limits)
	if banned := u.exclude; len(banned) > 0 {
		limits.Exclude = func(m *core.MoveDetail) bool {
			return slices.ContainsFunc(banned, func(b core.MoveDetail) bool { return m.Same(&b) })
		}
	}
	// one searcher per variant: its evaluation tables and what it learnt
	// (transposition table, history) carry over moves
	u.prepareSearcher()
	s, p, v := u.searcher, u.pos, u.v
	s.Contempt = s.PlayingContempt()
	if u.contempt != nil {
		s.Contempt = *u.contempt
	}
	job := &searchJob{s: s, done: make(chan struct{}), unbounded: unbounded && u.caps.nodes == 0}
	job.draw.Store(drawOffered)
	u.job = job
	d := u.dialect
	go func() {
		defer close(job.done)
		defer func() {
			if r := recover(); r != nil {
				u.sayError("internal error: %v", r)
				u.say("%s", d.noBest)
			}
		}()
		legal := legalMoves(p)
		s.OnInfo = func(i search.Info) {
			if !i.Found || len(i.PV) == 0 {
				return // no move to report (the game is over)
			}
			score, pv := d.score(i.Score), strings.Join(coordLine(d.coords, p, i.PV), " ")
			if d.info != nil {
				u.say("%s", d.info(i.Depth, score, i.Nodes, i.Time.Milliseconds(), pv))
				return
			}
			u.say("info depth %d score %s nodes %d time %d hashfull %d pv %s", i.Depth, score, i.Nodes, i.Time.Milliseconds(), i.HashFull, pv)
		}
		info := s.Think(limits)
		if !info.Found {
			// (with every legal move banned there is none to play)
			if u.caps.verify != nil && limits.Exclude == nil {
				u.caps.verify(p, strings.TrimPrefix(d.noBest, "bestmove "))
			}
			u.say("%s", d.noBest)
			return
		}
		best := coordMoveIn(d.coords, v, legal, &info.Best)
		if u.caps.verify != nil {
			u.caps.verify(p, best)
		}
		if job.draw.Load() && info.Score < 0 {
			// a draw offered is taken when the engine thinks itself worse
			best += " draw"
		}
		u.say("bestmove %s", best)
	}()
}

func uciScore(s int) string {
	switch {
	case s > search.Mate-200:
		return "mate " + strconv.Itoa((search.Mate-s+1)/2)
	case s < -search.Mate+200:
		return "mate -" + strconv.Itoa((search.Mate+s)/2)
	}
	return "cp " + strconv.Itoa(s)
}

// uciOverhead (ms) is kept back from the clock for the time the move
// takes to reach the GUI on a busy machine.
const uciOverhead = 100

// goLimits turns go's arguments into search limits: a depth, a node
// count, a fixed time, or a share of the clock (search.ClockLimits: what
// is left over the moves to go, estimated from the material when not
// given, plus most of the increment). Bad values
// are reported and left out; times are clamped to 0..maxClockMillis, a
// depth to maxGoDepth. unbounded is go infinite.
func (u *uciSession) goLimits(f []string) (l search.Limits, unbounded bool) {
	val := func(i int) (int64, bool) {
		if i+1 >= len(f) {
			u.sayError("go %s: no value", f[i])
			return 0, false
		}
		n, err := strconv.ParseInt(f[i+1], 10, 64)
		if err != nil {
			u.sayError("go %s: %q is not a whole number", f[i], excerpt(f[i+1]))
			return 0, false
		}
		return n, true
	}
	millis := func(n int64) int64 { return min(max(n, 0), maxClockMillis) }
	side := u.pos.Side()
	var tleft, inc, movetime int64 = -1, 0, -1
	movesToGo := int64(0) // 0: search.MovesLeft's estimate
	for i := 0; i < len(f); i++ {
		key := f[i]
		switch key {
		case "infinite":
			unbounded = true
			continue
		case "depth", "nodes", "movetime", "wtime", "btime", "winc", "binc", "movestogo", "mate":
		default:
			continue // ponder, searchmoves and its moves: not supported
		}
		n, ok := val(i)
		if !ok {
			continue
		}
		i++
		switch key {
		case "depth":
			switch {
			case n < 1:
				u.sayError("go depth %d: want 1 to %d", n, maxGoDepth)
			case n > maxGoDepth:
				u.sayError("go depth %d: at most %d, searching to %d", n, maxGoDepth, maxGoDepth)
				l.Depth = maxGoDepth
			default:
				l.Depth = int(n)
			}
		case "nodes":
			if n < 1 {
				u.sayError("go nodes %d: want a positive number", n)
			} else {
				l.Nodes = uint64(n)
			}
		case "movetime":
			if n < 0 {
				u.sayError("go movetime %d: negative, moving at once", n)
			}
			movetime = millis(n)
		case "wtime", "btime":
			// a clock may have run below zero: move at once
			if (key == "wtime") == (side == core.White) {
				tleft = millis(n)
			}
		case "winc", "binc":
			if (key == "winc") == (side == core.White) {
				inc = millis(n)
			}
		case "movestogo":
			movesToGo = min(max(n, 1), 1000)
		case "mate":
			// mate in n: search that deep (2n plies)
			l.Depth = int(min(max(2*n, 1), maxGoDepth))
		}
	}
	switch {
	case unbounded:
		return search.Limits{Depth: l.Depth, Nodes: l.Nodes}, l.Depth == 0 && l.Nodes == 0
	case movetime >= 0:
		l.Time = search.Duration(max(movetime, 1)) * search.Millisecond
		l.MaxTime, l.Exact = l.Time, true
	case tleft >= 0:
		// the clock must not fall: uciOverhead is kept for the answer to
		// reach the GUI
		c := search.ClockLimits(u.pos, search.Duration(tleft)*search.Millisecond, search.Duration(inc)*search.Millisecond,
			uciOverhead*search.Millisecond, int(movesToGo))
		l.Time, l.MaxTime = c.Time, c.MaxTime
	}
	if l.Depth == 0 && l.Time == 0 && l.Nodes == 0 {
		l.Time = 5 * search.Second
	}
	return l, false
}
