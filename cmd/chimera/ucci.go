package main

import (
	"io"
	"strconv"
	"strings"
	"sync"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/search"
)

// UCCI, the Universal Chinese Chess Interface (xqbase.com, version 3.0),
// is UCI for xiangqi GUIs: the same session with its own words (ucci,
// ucciok, banmoves, probe and pophash, nobestmove, bye), options named by
// one lower-case word and set without name and value (setoption
// usemillisec true), moves in ICCS coordinates (files a-i, ranks 0-9 from
// Red's side: h2e2), and clocks given as the mover's and the opponent's
// (go time T increment I opptime T2), in seconds unless the GUI turns on
// usemillisec. Chimera speaks it for any variant; xiangqi's family is
// offered by name.

// ucciCoords writes moves as UCCI does: h2e2 (ranks counted from 0).
var ucciCoords = &coords{square: iccsSquare, drop: "@"}

// iccsSquare names a square as ICCS does: its file's letter and its rank
// counted from 0.
func iccsSquare(g *core.Geometry, sq int) string {
	return core.FileName(g.FileOf(sq)) + strconv.Itoa(g.RankOf(sq))
}

// ucciDialect is UCCI's: plain number scores, nobestmove when there is no
// move, the depth and line apart from the time and nodes.
var ucciDialect = &dialect{coords: ucciCoords, noBest: "nobestmove", score: ucciScore, info: ucciInfo, message: "info message"}

// ucciMate is the score of a mate on the board as UCCI engines write it
// (a mate in n plies: ucciMate - n); other scores are kept below
// ucciMaxScore so that none reads as a mate.
const (
	ucciMate     = 10000
	ucciMaxScore = 9000
)

// ucciScore writes a score as a plain number, mates near ±ucciMate.
func ucciScore(s int) string {
	switch {
	case s > search.Mate-200:
		return strconv.Itoa(ucciMate - (search.Mate - s))
	case s < -search.Mate+200:
		return strconv.Itoa(-ucciMate + (search.Mate + s))
	}
	return strconv.Itoa(min(max(s, -ucciMaxScore), ucciMaxScore))
}

// ucciInfo writes an iteration as UCCI's two kinds of info: depth, score
// and line; time and nodes.
func ucciInfo(depth int, score string, nodes uint64, ms int64, pv string) string {
	return "info depth " + strconv.Itoa(depth) + " score " + score + " pv " + pv +
		"\ninfo time " + strconv.FormatInt(ms, 10) + " nodes " + strconv.FormatUint(nodes, 10)
}

// ucciCommands are the commands of the UCCI protocol; as in UCI, a line
// is read from its first known command on.
var ucciCommands = map[string]bool{
	"ucci": true, "isready": true, "setoption": true, "position": true, "banmoves": true,
	"go": true, "ponderhit": true, "stop": true, "probe": true, "quit": true,
}

// runUCCI speaks UCCI on in/out; the variant is xiangqi unless args name
// another (a shipped variant or a parameter-block file), and the variant
// option changes it.
func runUCCI(args []string, in io.Reader, out io.Writer) error {
	return ucciLoop(args, in, out, loopOptions{})
}

// ucciLoop runs a UCCI session on in/out with opts (caps on every search).
func ucciLoop(args []string, in io.Reader, out io.Writer, opts loopOptions) error {
	u, err := newSession(args, out, opts, "xiangqi", ucciDialect)
	if err != nil {
		return err
	}
	c := &ucciSession{uciSession: u}
	return u.serve(in, ucciCommands, c.command)
}

// ucciSession is a UCI session with what UCCI adds: clocks in seconds
// until usemillisec.
type ucciSession struct {
	*uciSession
	millis bool
}

var (
	xiangqiFamilyOnce sync.Once
	xiangqiFamily     []string
)

// ucciVariants lists the shipped variants a xiangqi GUI is offered: those
// drawn on a xiangqi or janggi board, xiangqi first.
func ucciVariants() []string {
	xiangqiFamilyOnce.Do(func() { xiangqiFamily = boardFamily("xiangqi", "xiangqi", "janggi") })
	return xiangqiFamily
}

// searching tells whether a search is running.
func (u *uciSession) searching() bool {
	if u.job == nil {
		return false
	}
	select {
	case <-u.job.done:
		return false
	default:
		return true
	}
}

// command handles the words of one line of a UCCI session; it returns
// false on quit.
func (c *ucciSession) command(fields []string) bool {
	u := c.uciSession
	switch fields[0] {
	case "ucci":
		u.sayID()
		u.say("option usemillisec type check default false")
		u.say("option batch type check default false")
		u.say("option newgame type button")
		u.say("option contempt type spin min -1000 max 1000 default %d", search.DefaultContempt)
		u.say("option hashsize type spin min 0 max %d default 0", search.MaxHashMB)
		u.say("option variant type combo var %s default %s", strings.Join(ucciVariants(), " var "), excerpt(u.variantName))
		u.say("option variantfile type string default <empty>")
		u.say("ucciok")
	case "isready":
		u.say("readyok")
	case "setoption":
		u.settle()
		c.setOption(fields[1:])
	case "position":
		u.settle()
		p, err := readPosition(ucciCoords, u.v, fields[1:], "fen", "FEN", parseFEN)
		if err != nil {
			u.sayError("%v", err)
			return true
		}
		u.pos, u.exclude = p, nil
	case "banmoves":
		u.settle()
		c.banMoves(fields[1:])
	case "go":
		u.settle()
		c.goSearch(fields[1:])
	case "ponderhit":
		// the ponder search, one without end, ends with its move (a draw
		// offered with it is answered there)
		if u.searching() {
			u.job.draw.Store(len(fields) > 1 && fields[1] == "draw")
			u.settle()
		}
	case "stop":
		if !u.searching() {
			// a stop with no search going on: an answer all the same, so
			// that the GUI does not wait for one
			u.say("nobestmove")
			return true
		}
		u.settle()
	case "probe":
		c.probe(fields[1:])
	case "quit":
		u.settle()
		u.say("bye")
		return false
	}
	return true
}

// setOption reads "NAME [VALUE]": usemillisec, batch, newgame, contempt,
// hashsize (megabytes; 0 is the engine's own size), variant,
// variantfile. Other names (usebook and the like) are not Chimera's
// options and are passed over, as UCCI allows.
func (c *ucciSession) setOption(f []string) {
	u := c.uciSession
	if len(f) == 0 {
		return
	}
	name, value := strings.ToLower(f[0]), strings.Join(f[1:], " ")
	on := func() bool {
		switch strings.ToLower(value) {
		case "true", "on", "1":
			return true
		case "false", "off", "0":
			return false
		}
		u.sayError("%s: want true or false, not %q", name, excerpt(value))
		return false
	}
	switch name {
	case "usemillisec":
		c.millis = on()
	case "batch":
		u.batch = on()
	case "newgame":
		u.newGame()
	case "contempt":
		u.setOption([]string{"name", "Contempt", "value", value})
	case "hashsize":
		if value == "0" {
			value = strconv.Itoa(search.DefaultHashMB)
		}
		u.setOption([]string{"name", "Hash", "value", value})
	case "variant":
		u.setOption([]string{"name", "UCI_Variant", "value", value})
	case "variantfile":
		u.setOption([]string{"name", "VariantFile", "value", value})
	}
}

// banMoves sets the moves the next searches of the current position must
// not play (until the next position command): moves the rules forbid
// that the engine does not see, such as a perpetual chase.
func (c *ucciSession) banMoves(f []string) {
	u := c.uciSession
	if len(f) > maxPositionMoves {
		u.sayError("banmoves: %d moves, more than %d", len(f), maxPositionMoves)
		return
	}
	legal := legalMoves(u.pos)
	u.exclude = nil
	for _, s := range f {
		m, ok := findCoordMove(ucciCoords, u.v, legal, s)
		if !ok {
			u.sayError("banmoves: %s is not a legal move", excerpt(s))
			continue
		}
		u.exclude = append(u.exclude, m)
	}
}

// goSearch starts a search for go's arguments: "go [ponder|draw] depth D
// | depth infinite | infinite | nodes N | time T [movestogo M | increment
// I] [opptime ...]". The mover's clock becomes UCI's wtime or btime (the
// opponent's figures are not used); ponder searches until stopped (or
// ponderhit); depth 0 answers with the evaluation and nobestmove.
func (c *ucciSession) goSearch(f []string) {
	u := c.uciSession
	own, ownInc := "wtime", "winc"
	if u.pos.Side() == core.Black {
		own, ownInc = "btime", "binc"
	}
	var args []string
	draw := false
	value := func(i int) string {
		if i+1 < len(f) {
			return f[i+1]
		}
		return ""
	}
	for i := 0; i < len(f); i++ {
		switch key := f[i]; key {
		case "ponder", "infinite":
			args = append(args, "infinite")
		case "draw":
			draw = true
		case "depth":
			switch value(i) {
			case "infinite":
				args = append(args, "infinite")
			case "0":
				c.evaluate()
				return
			default:
				args = append(args, key, value(i))
			}
			i++
		case "nodes", "movestogo":
			args = append(args, key, value(i))
			i++
		case "time", "increment":
			name := own
			if key == "increment" {
				name = ownInc
			}
			args = append(args, name, c.toMillis(value(i)))
			i++
		case "opptime", "oppmovestogo", "oppincrement":
			i++
		}
	}
	u.goSearchWith(args, nil, draw)
}

// toMillis turns a time of go into milliseconds: as it is with
// usemillisec, from seconds (perhaps with a fraction) otherwise. What is
// not a number is passed on for goLimits to report.
func (c *ucciSession) toMillis(s string) string {
	if c.millis {
		return s
	}
	secs, err := strconv.ParseFloat(s, 64)
	if err != nil || secs != secs {
		return s
	}
	return strconv.FormatInt(int64(min(max(secs*1000, -maxClockMillis), maxClockMillis)), 10)
}

// evaluate answers go depth 0: the position's static evaluation, and no
// move.
func (c *ucciSession) evaluate() {
	u := c.uciSession
	u.prepareSearcher()
	u.say("info depth 0 score %s", ucciScore(u.searcher.Evaluator().Evaluate(u.pos)))
	u.say("nobestmove")
}

// probe answers "probe fen FEN|startpos [moves ...]" with what the
// transposition table holds about that position: "pophash [bestmove M]
// [lowerbound B depth D] [upperbound A depth D]", a bare pophash when it
// holds nothing or a search is using the table.
func (c *ucciSession) probe(f []string) {
	u := c.uciSession
	p, err := readPosition(ucciCoords, u.v, f, "fen", "FEN", parseFEN)
	if err != nil {
		u.sayError("probe: %v", err)
		return
	}
	if u.searcher == nil || u.searching() {
		u.say("pophash")
		return
	}
	e, ok := u.searcher.Probe(p)
	if !ok {
		u.say("pophash")
		return
	}
	reply := "pophash"
	if e.HasMove {
		reply += " bestmove " + coordMoveIn(ucciCoords, u.v, legalMoves(p), &e.Move)
	}
	depth := strconv.Itoa(e.Depth)
	if e.Lower {
		reply += " lowerbound " + ucciScore(e.Score) + " depth " + depth
	}
	if e.Upper {
		reply += " upperbound " + ucciScore(e.Score) + " depth " + depth
	}
	u.say("%s", reply)
}
