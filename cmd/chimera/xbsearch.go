package main

// CECP's clock and search: the time control (level; st and sd limit it), the
// search it limits, and the move it plays (with the turn going on in
// multi-move games).

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/chimera-variants/chimera/notation"
	"github.com/chimera-variants/chimera/search"
)

// maxLevelMoves is the most moves per session a level command may give.
const maxLevelMoves = 100000

// level MPS BASE INC: moves per session (0 = all), base time in minutes
// or minutes:seconds, increment in seconds. Times beyond maxClockMillis
// are clamped.
func (x *xboard) level(f []string) error {
	if len(f) != 3 {
		return fmt.Errorf("want level MPS BASE INC")
	}
	mps, err := strconv.Atoi(f[0])
	if err != nil || mps < 0 || mps > maxLevelMoves {
		return fmt.Errorf("want 0 to %d moves per session", maxLevelMoves)
	}
	mins, secs, colon := strings.Cut(f[1], ":")
	m, okM := cecpSeconds(mins)
	s, okS := time.Duration(0), true
	if colon {
		s, okS = cecpSeconds(secs)
	}
	inc, okI := cecpSeconds(f[2])
	if !okM || !okS || !okI || strings.ContainsAny(f[1], "eE") {
		return fmt.Errorf("want minutes[:seconds] and seconds")
	}
	x.mps = mps
	x.base = min(60*m+s, maxClockMillis*time.Millisecond)
	x.inc = inc
	x.myTime, x.oppTime = x.base, x.base
	x.st, x.clock = 0, true
	return nil
}

// cecpSeconds reads a number of seconds (a decimal fraction allowed) of
// at least 0, clamped to maxClockMillis.
func cecpSeconds(s string) (time.Duration, bool) {
	f, err := strconv.ParseFloat(s, 64)
	if err != nil || math.IsNaN(f) || f < 0 {
		return 0, false
	}
	return time.Duration(math.Min(f, maxClockMillis/1000) * float64(time.Second)), true
}

// limits turns the time control into search limits: a fixed time per move
// (st), or a share of the clock (search.ClockLimits, after keeping
// uciOverhead back for the move to reach the GUI) over the moves to the
// time control, estimated from the material when it covers the whole
// game. sd limits the depth.
func (x *xboard) limits() search.Limits {
	l := search.Limits{Depth: x.sd}
	overhead := uciOverhead * time.Millisecond
	switch {
	case x.st > 0:
		l.Time = search.Duration(max(x.st-overhead, time.Millisecond))
		l.MaxTime, l.Exact = l.Time, true
	case x.clock:
		left := 0
		if x.mps > 0 {
			_, full := x.pos.Counters()
			left = x.mps - (full-1)%x.mps
		}
		c := search.ClockLimits(x.pos, search.Duration(x.myTime), search.Duration(x.inc), search.Duration(overhead), left)
		l.Time, l.MaxTime = c.Time, c.MaxTime
	case l.Depth == 0:
		l.Time = 5 * search.Second
	}
	return l
}

// reanalyze restarts the analysis after the position changed (the
// caller has aborted the running one and holds x.mu).
func (x *xboard) reanalyze() {
	if x.analyzing {
		x.startSearch()
	}
}

// startSearch thinks about the current position in a goroutine, then
// plays and announces the move unless the search was aborted. The caller
// holds x.mu.
func (x *xboard) startSearch() {
	if o := x.pos.Outcome(nil); o.Over {
		if !x.analyzing {
			x.say("%s", xbResult(o))
		}
		return
	}
	// the searcher gets its own copy, replayed so that it knows the history
	p, err := notation.ParseFEN(x.v, x.startFEN, notation.FENOptions{})
	if err != nil {
		x.say("Error (internal): %v", err)
		return
	}
	for i := range x.moves {
		p.MakeDetail(&x.moves[i])
	}
	s := x.engine0
	if s == nil {
		var err error
		if s, err = newSearcher(p); err != nil {
			x.say("telluser %s", oneLine(err))
		}
		s.Contempt = s.PlayingContempt()
		if x.hashMB > 0 {
			s.SetHashSize(x.hashMB)
		}
		x.engine0 = s
	} else {
		s.SetPosition(p)
	}
	x.searcher = s
	gen := x.gen
	limits := x.limits()
	if x.analyzing {
		limits = search.Limits{}
	}
	limits = x.caps.apply(limits)
	v := x.v
	post := x.post || x.analyzing
	s.OnInfo = func(i search.Info) {
		if !post || !i.Found {
			return
		}
		score := i.Score
		switch {
		case score > search.Mate-1000:
			score = 100000 + (search.Mate-score+1)/2
		case score < -search.Mate+1000:
			score = -100000 - (search.Mate+score)/2
		}
		pv := []string{}
		for k := range i.PV {
			pv = append(pv, cecpMove(v, &i.PV[k]))
		}
		if len(pv) == 0 {
			pv = append(pv, cecpMove(v, &i.Best))
		}
		x.say("%d %d %d %d %s", i.Depth, score, i.Time.Milliseconds()/10, i.Nodes, strings.Join(pv, " "))
	}
	x.wg.Add(1)
	go func() {
		defer x.wg.Done()
		defer func() {
			if r := recover(); r != nil {
				// (every lock is released by then: all are deferred)
				x.say("Error (internal error: %s): go", oneLine(fmt.Errorf("%v", r)))
				x.mu.Lock()
				x.searcher = nil
				for _, p := range x.pendingPongs {
					x.say("%s", p)
				}
				x.pendingPongs = nil
				x.mu.Unlock()
			}
		}()
		started := time.Now()
		info := s.Think(limits)
		if x.finish(gen, info, time.Since(started)) {
			x.nextInTurn(gen)
		}
	}()
}

// nextInTurn thinks about the next move of a turn of several moves,
// unless the search was aborted or the engine is no longer to move.
func (x *xboard) nextInTurn(gen int) {
	x.mu.Lock()
	defer x.mu.Unlock()
	if gen == x.gen && x.searcher == nil && !x.force && x.pos.Side() == x.engine {
		x.startSearch()
	}
}

// finish plays the move a search found, unless the search was aborted,
// and announces it and the game end. It reports whether the engine is
// still to move (turns of several moves).
func (x *xboard) finish(gen int, info search.Info, used time.Duration) bool {
	x.mu.Lock()
	defer x.mu.Unlock()
	x.searcher = nil
	if gen != x.gen || x.analyzing {
		return false
	}
	defer func() {
		for _, p := range x.pendingPongs {
			x.say("%s", p)
		}
		x.pendingPongs = nil
	}()
	x.myTime = max(x.myTime-used, 0)
	if !info.Found {
		if o := x.pos.Outcome(nil); o.Over {
			x.say("%s", xbResult(o))
		}
		return false
	}
	m := info.Best
	if x.caps.verify != nil {
		x.caps.verify(x.pos, cecpMove(x.v, &m))
	}
	x.pos.MakeDetail(&m)
	x.moves = append(x.moves, m)
	x.say("move %s", cecpMove(x.v, &m))
	x.myTime += x.inc
	if o := x.pos.Outcome(nil); o.Over {
		x.say("%s", xbResult(o))
		return false
	}
	return !x.force && x.pos.Side() == x.engine
}
