package main

import (
	"fmt"
	"io"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/notation"
	"github.com/chimera-variants/chimera/search"
	"github.com/chimera-variants/chimera/variants"
)

// xbVariant is a variant XBoard may ask for: its XBoard name and where
// Chimera finds it.
type xbVariant struct{ name, source string }

// xboard is the state of one CECP session.
type xboard struct {
	out   io.Writer
	outMu sync.Mutex

	mu       sync.Mutex
	variants []xbVariant
	defName  string // the variant "new" starts (the command-line one, or normal)
	defSrc   string
	vname    string // current XBoard variant name
	v        *core.Variant
	startFEN string
	pos      *core.Position
	moves    []core.MoveDetail
	force    bool
	engine   core.Color
	post     bool
	// clocks and limits
	mps          int
	base, inc    time.Duration
	st           time.Duration
	sd           int
	myTime       time.Duration
	clock        bool // level or time set the clock (then even 0 or less left means: move at once)
	oppTime      time.Duration
	analyzing    bool
	searcher     *search.Searcher // the running search
	engine0      *search.Searcher // kept between moves of one variant (what it learnt)
	hashMB       int              // the transposition table's megabytes (memory; 0: the default)
	gen          int              // bumped whenever a running search must not play its move
	pendingPongs []string
	wg           sync.WaitGroup
	caps         loopOptions // bounds on every search (tests, fuzz targets)
}

func (x *xboard) say(format string, a ...any) {
	x.outMu.Lock()
	fmt.Fprintf(x.out, format+"\n", a...)
	x.outMu.Unlock()
}

// runXboard speaks CECP (the XBoard/WinBoard protocol, version 2) on
// in/out. NAME|FILE, when given, is the variant "new" starts and, for a
// parameter-block file, one more variant offered to XBoard.
func runXboard(args []string, in io.Reader, out io.Writer) error {
	return xboardLoop(args, in, out, loopOptions{})
}

// xboardLoop runs a CECP session on in/out with opts (caps on every
// search). Lines longer than maxLineBytes are answered with an error and
// skipped. At the end of the input a move being thought about is still
// played; an analysis is stopped.
func xboardLoop(args []string, in io.Reader, out io.Writer, opts loopOptions) error {
	x := &xboard{out: out, defName: "normal", defSrc: "chess", post: true, caps: opts}
	for _, n := range variants.Names() {
		x.variants = append(x.variants, xbVariant{xbName(n), n})
	}
	if len(args) > 0 {
		src := args[0]
		if _, ok := variants.Block(src); ok {
			x.defName, x.defSrc = xbName(src), src
		} else {
			v, err := loadVariant(src)
			if err != nil {
				return err
			}
			name := v.Name
			if name == "" || name == src || strings.ContainsAny(name, "/\\ ,.") {
				name = strings.TrimSuffix(filepath.Base(src), filepath.Ext(src))
			}
			name = strings.Map(func(r rune) rune {
				if r == ' ' || r == ',' || r == '"' {
					return '_'
				}
				return r
			}, name)
			x.variants = append(x.variants, xbVariant{name, src})
			x.defName, x.defSrc = name, src
		}
	}
	if err := x.setVariant(x.defName, x.defSrc); err != nil {
		return err
	}
	lr := newLineReader(in, maxLineBytes)
	for {
		line, err := lr.next()
		if err == errLineTooLong {
			x.say("Error (line longer than %d bytes): skipped", maxLineBytes)
			continue
		}
		if err != nil {
			// the end of the input: a move being thought about is still
			// played (the search is bounded), an analysis ends
			x.mu.Lock()
			analyzing := x.analyzing
			x.mu.Unlock()
			if !analyzing {
				x.wg.Wait()
			}
			x.abort()
			if err == io.EOF {
				return nil
			}
			return err
		}
		if !x.command(strings.TrimSpace(line)) {
			x.abort()
			return nil
		}
	}
}

// setVariant switches to a variant and its start position.
func (x *xboard) setVariant(name, src string) error {
	v, err := loadVariant(src)
	if err != nil {
		return err
	}
	p, err := core.StartPosition(v)
	if err != nil {
		return err
	}
	x.vname, x.v, x.pos, x.moves = name, v, p, nil
	x.engine0 = nil
	x.startFEN = notation.FEN(p)
	return nil
}

func (x *xboard) lookupVariant(name string) (xbVariant, bool) {
	for _, xv := range x.variants {
		if xv.name == name || xv.source == name {
			return xv, true
		}
	}
	return xbVariant{}, false
}

// abort stops a running search without playing its move. Stop is
// repeated until the search has ended: a stop that comes before the
// search has begun would otherwise be forgotten when it begins.
func (x *xboard) abort() {
	x.mu.Lock()
	x.gen++
	x.mu.Unlock()
	done := make(chan struct{})
	go func() {
		x.wg.Wait()
		close(done)
	}()
	for stopped := false; !stopped; {
		x.mu.Lock()
		if x.searcher != nil {
			x.searcher.Stop()
		}
		x.mu.Unlock()
		select {
		case <-done:
			stopped = true
		case <-time.After(2 * time.Millisecond):
		}
	}
	x.mu.Lock()
	for _, p := range x.pendingPongs {
		x.say("%s", p)
	}
	x.pendingPongs = nil
	x.mu.Unlock()
}

// cecpStopsSearch are the commands that end a running search without
// its move before they act.
var cecpStopsSearch = map[string]bool{
	"new": true, "variant": true, "force": true, "result": true, "go": true, "playother": true,
	"setboard": true, "undo": true, "remove": true, "usermove": true, "analyze": true, "exit": true,
}

// cecpKnown are the commands understood (or deliberately ignored); any
// other word that looks like a move is one.
var cecpKnown = map[string]bool{
	"xboard": true, "accepted": true, "rejected": true, "hard": true, "easy": true, "random": true,
	"computer": true, "name": true, "rating": true, "ics": true, "draw": true, "hint": true, "bk": true,
	"nps": true, "memory": true, "cores": true, "option": true, ".": true, "white": true, "black": true,
	"protover": true, "quit": true, "?": true, "ping": true, "post": true, "nopost": true, "level": true,
	"st": true, "sd": true, "time": true, "otim": true, "edit": true,
}

// command handles one line; it returns false on quit. A panic while
// handling it is reported as an internal error and the session goes on.
func (x *xboard) command(line string) (goOn bool) {
	defer func() {
		if r := recover(); r != nil {
			x.say("Error (internal error: %s): %s", oneLine(fmt.Errorf("%v", r)), excerpt(line))
			goOn = true
		}
	}()
	f := strings.Fields(line)
	if len(f) == 0 {
		return true
	}
	arg := strings.TrimSpace(strings.TrimPrefix(line, f[0]))
	switch {
	case cecpStopsSearch[f[0]], !cecpKnown[f[0]] && looksLikeMove(f[0]):
		// the running search ends without its move
		x.abort()
	case f[0] == "quit":
		return false
	}
	// the rest under the lock, released even when a command panics
	x.mu.Lock()
	defer x.mu.Unlock()
	switch f[0] {
	case "xboard", "accepted", "rejected", "hard", "easy", "random", "computer", "name", "rating", "ics",
		"draw", "hint", "bk", "nps", "cores", "option", ".", "white", "black":
	case "memory":
		// the memory the GUI allows the engine, in megabytes: the
		// transposition table's size (the rest, a few megabytes, on top)
		mb, err := strconv.Atoi(arg)
		if err != nil || mb < 0 {
			x.say("Error (want a number of megabytes): %s", excerpt(line))
			return true
		}
		// the next search's searcher is made with it (a search under
		// way keeps its own)
		x.hashMB, x.engine0 = mb, nil
	case "protover":
		var names []string
		for _, xv := range x.variants {
			names = append(names, xv.name)
		}
		x.say("feature done=0")
		x.say("feature myname=\"Chimera\" setboard=1 usermove=1 playother=1 ping=1 colors=0 time=1 draw=0 "+
			"sigint=0 sigterm=0 reuse=1 analyze=1 memory=1 san=0 name=0 variants=\"%s\" done=1", strings.Join(names, ","))
	case "quit":
		return false
	case "new":
		if err := x.setVariant(x.defName, x.defSrc); err != nil {
			x.say("Error (%s): new", oneLine(err))
		}
		x.force, x.engine, x.sd, x.analyzing = false, core.Black, 0, false
	case "variant":
		xv, ok := x.lookupVariant(arg)
		if !ok {
			x.say("Error (unknown variant): %s", excerpt(arg))
			return true
		}
		if err := x.setVariant(xv.name, xv.source); err != nil {
			x.say("Error (%s): variant", oneLine(err))
		} else if !xbBuiltin[xv.name] {
			for _, l := range xbSetup(x.v, x.pos) {
				x.say("%s", l)
			}
		}
		x.reanalyze()
	case "force", "result":
		x.force = true
	case "go":
		x.force = false
		x.engine = x.pos.Side()
		x.startSearch()
	case "playother":
		x.force = false
		x.engine = x.pos.Side().Other()
	case "?":
		if x.searcher != nil {
			x.searcher.Stop()
		}
	case "ping":
		if x.searcher != nil && !x.analyzing {
			x.pendingPongs = append(x.pendingPongs, "pong "+excerpt(arg))
		} else {
			x.say("pong %s", excerpt(arg))
		}
	case "post", "nopost":
		x.post = f[0] == "post"
	case "level":
		if err := x.level(f[1:]); err != nil {
			x.say("Error (%s): %s", oneLine(err), excerpt(line))
		}
	case "st":
		if d, ok := cecpSeconds(arg); ok && d > 0 {
			x.st, x.clock = d, false
		} else {
			x.say("Error (want seconds per move): %s", excerpt(line))
		}
	case "sd":
		if n, err := strconv.Atoi(arg); err == nil && n > 0 {
			x.sd = min(n, maxGoDepth)
		} else {
			x.say("Error (want a depth of 1 or more): %s", excerpt(line))
		}
	case "time", "otim":
		if cs, err := strconv.ParseInt(arg, 10, 64); err == nil {
			// centiseconds; a clock may have run below zero
			cs = min(max(cs, -maxClockMillis/10), maxClockMillis/10)
			d := time.Duration(cs) * 10 * time.Millisecond
			if f[0] == "time" {
				x.myTime, x.clock = d, true
			} else {
				x.oppTime = d
			}
		} else {
			x.say("Error (want centiseconds): %s", excerpt(line))
		}
	case "setboard":
		x.setboard(arg)
		x.reanalyze()
	case "undo", "remove":
		n := 1
		if f[0] == "remove" {
			n = 2
		}
		for ; n > 0 && len(x.moves) > 0; n-- {
			x.pos.Unmake()
			x.moves = x.moves[:len(x.moves)-1]
		}
		x.reanalyze()
	case "usermove":
		if arg == "" {
			x.say("Error (want a move): usermove")
			return true
		}
		x.userMove(arg)
	case "analyze", "exit":
		// analysis: think about the position (and each one it is
		// moved to) without end and without moving
		x.analyzing = f[0] == "analyze"
		x.reanalyze()
	case "edit":
		x.say("Error (not supported): %s", f[0])
	default:
		if looksLikeMove(f[0]) {
			x.userMove(f[0])
		} else {
			x.say("Error (unknown command): %s", excerpt(f[0]))
		}
	}
	return true
}

func (x *xboard) setboard(fen string) {
	if strings.TrimSpace(fen) == "" {
		x.say("tellusererror Illegal position: no FEN")
		return
	}
	if len(fen) > maxFENBytes {
		x.say("tellusererror Illegal position: a FEN longer than %d bytes", maxFENBytes)
		return
	}
	if m, ok := xbFENLetters[x.vname]; ok {
		board, rest, _ := strings.Cut(fen, " ")
		b := []byte(board)
		for i, c := range b {
			if r, ok := m[c]; ok {
				b[i] = r
			}
		}
		fen = string(b) + " " + rest
	}
	p, err := notation.ParseFEN(x.v, strings.TrimSpace(fen), notation.FENOptions{})
	if err != nil {
		x.say("tellusererror Illegal position: %s", oneLine(err))
		return
	}
	x.pos, x.moves, x.startFEN = p, nil, notation.FEN(p)
}

// userMove plays the opponent's move and, when the engine is to move,
// starts thinking.
// The caller has aborted the running search and holds x.mu.
func (x *xboard) userMove(s string) {
	var ml core.MoveList
	x.pos.GenerateLegal(&ml)
	m, ok := findXBMove(x.v, legalMoves(x.pos), s)
	if !ok || x.pos.Outcome(ml.Moves).Over {
		x.say("Illegal move: %s", excerpt(s))
		return
	}
	x.pos.MakeDetail(&m)
	x.moves = append(x.moves, m)
	if x.analyzing {
		x.reanalyze()
		return
	}
	if o := x.pos.Outcome(nil); o.Over {
		x.say("%s", xbResult(o))
		return
	}
	if !x.force && x.pos.Side() == x.engine {
		x.startSearch()
	}
}
