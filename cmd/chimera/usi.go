package main

import (
	"io"
	"strconv"
	"strings"
	"sync"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/notation"
	"github.com/chimera-variants/chimera/search"
	"github.com/chimera-variants/chimera/variants"
)

// USI, the Universal Shogi Interface, is UCI for shogi GUIs: the same
// session (isready, setoption, position, go, stop, bestmove) with its own
// words (usi, usinewgame, gameover), SFEN positions, squares numbered
// from the first player's right and lettered from the top (7g7f, 8h2b+,
// P*5e) and clocks named for the first player, "Black" (btime). Chimera
// speaks it for any variant; the shogi family is offered by name.

// usiCoords writes moves as USI does: 7g7f, 8h2b+, P*5e, a Kyoto shogi
// piece turning back 5e4d-.
var usiCoords = &coords{square: notation.USISquare, drop: "*", demote: true}

// usiDialect is USI's: mates counted in plies, resign when there is no move.
var usiDialect = &dialect{coords: usiCoords, noBest: "bestmove resign", score: usiScore, message: "info string"}

// usiCommands are the commands of the USI protocol; as in UCI, a line is
// read from its first known command on.
var usiCommands = map[string]bool{
	"usi": true, "debug": true, "isready": true, "setoption": true, "usinewgame": true,
	"position": true, "go": true, "stop": true, "ponderhit": true, "gameover": true, "quit": true,
}

// runUSI speaks USI on in/out; the variant is shogi unless args name
// another (a shipped variant or a parameter-block file), and USI_Variant
// changes it.
func runUSI(args []string, in io.Reader, out io.Writer) error {
	return usiLoop(args, in, out, loopOptions{})
}

// usiLoop runs a USI session on in/out with opts (caps on every search).
func usiLoop(args []string, in io.Reader, out io.Writer, opts loopOptions) error {
	u, err := newSession(args, out, opts, "shogi", usiDialect)
	if err != nil {
		return err
	}
	return u.serve(in, usiCommands, u.usiCommand)
}

var (
	shogiFamilyOnce sync.Once
	shogiFamily     []string
)

// usiVariants lists the shipped variants a shogi GUI is offered: those
// drawn on a shogi or chu shogi board (boardStyle=), shogi first.
func usiVariants() []string {
	shogiFamilyOnce.Do(func() { shogiFamily = boardFamily("shogi", "shogi", "chu") })
	return shogiFamily
}

// boardFamily lists first and the other shipped variants drawn on one of
// the board styles (boardStyle=): the variants a GUI for one game is
// offered.
func boardFamily(first string, styles ...string) []string {
	family := []string{first}
	for _, n := range variants.Names() {
		if n == first {
			continue
		}
		text, ok := variants.Block(n)
		if !ok {
			continue
		}
		b, err := notation.ParseBlock(text)
		if err != nil {
			continue
		}
		style := strings.ToLower(b.Variant.Params["boardstyle"])
		for _, s := range styles {
			if style == s {
				family = append(family, n)
				break
			}
		}
	}
	return family
}

// usiCommand handles the words of one line of a USI session; it returns
// false on quit.
func (u *uciSession) usiCommand(fields []string) bool {
	switch fields[0] {
	case "usi":
		u.sayID()
		u.say("option name USI_Variant type combo default %s var %s", excerpt(u.variantName), strings.Join(usiVariants(), " var "))
		u.say("option name VariantFile type string default <empty>")
		u.say("option name Contempt type spin default %d min -1000 max 1000", search.DefaultContempt)
		u.say("option name USI_Hash type spin default %d min %d max %d", search.DefaultHashMB, search.MinHashMB, search.MaxHashMB)
		u.say("option name Weights type string default <empty>")
		u.say("option name EvalFile type string default %s", shippedNet)
		u.say("usiok")
	case "isready":
		u.say("readyok")
	case "setoption":
		u.settle()
		f := fields[1:]
		// USI_Variant is UCI_Variant and USI_Hash Hash; USI_Ponder and
		// the like are not options of Chimera's and are passed over
		if len(f) > 1 && f[0] == "name" && strings.EqualFold(f[1], "USI_Variant") {
			f = append([]string{"name", "UCI_Variant"}, f[2:]...)
		}
		if len(f) > 1 && f[0] == "name" && strings.EqualFold(f[1], "USI_Hash") {
			f = append([]string{"name", "Hash"}, f[2:]...)
		}
		u.setOption(f)
	case "usinewgame":
		u.settle()
		u.newGame()
	case "position":
		u.settle()
		p, err := usiPosition(u.v, fields[1:])
		if err != nil {
			u.sayError("%v", err)
			return true
		}
		u.pos = p
	case "go":
		u.settle()
		for _, f := range fields[1:] {
			if f == "mate" {
				// tsume shogi solving: an answer USI provides for
				u.say("checkmate notimplemented")
				return true
			}
		}
		u.usiGo(fields[1:])
	case "stop", "ponderhit", "gameover":
		// (ponderhit: a go ponder search, one without end, ends with its move)
		u.settle()
	case "quit":
		u.settle()
		return false
	}
	return true
}

// usiGo starts a search for go's arguments: USI's clocks are the first
// player's (btime, binc: Chimera's White) and the second's (wtime, winc);
// byoyomi is the time each move may take once the main time is spent,
// added to the share of the main time; go ponder searches until stopped.
func (u *uciSession) usiGo(f []string) {
	rename := map[string]string{"btime": "wtime", "wtime": "btime", "binc": "winc", "winc": "binc", "ponder": "infinite"}
	var args []string
	byoyomi := int64(-1)
	ownTime, movetime, fixed := false, false, false
	own := "btime"
	if u.pos.Side() == core.Black {
		own = "wtime"
	}
	for i := 0; i < len(f); i++ {
		switch f[i] {
		case "byoyomi":
			if i+1 < len(f) {
				n, err := strconv.ParseInt(f[i+1], 10, 64)
				if err != nil || n < 0 {
					u.sayError("go byoyomi: %q is not a number of milliseconds", excerpt(f[i+1]))
				} else {
					byoyomi = min(n, maxClockMillis)
				}
				i++
			}
			continue
		case own:
			ownTime = true
		case "movetime", "infinite", "ponder":
			movetime = true
		case "depth", "nodes":
			fixed = true
		}
		if r, ok := rename[f[i]]; ok {
			args = append(args, r)
		} else {
			args = append(args, f[i])
		}
	}
	if byoyomi > 0 && !movetime && (ownTime || !fixed) {
		if !ownTime {
			args = append(args, map[string]string{"btime": "wtime", "wtime": "btime"}[own], "0")
		}
		b := search.Duration(max(byoyomi-uciOverhead, 1)) * search.Millisecond
		u.goSearchWith(args, func(l search.Limits) search.Limits {
			l.Time += b
			l.MaxTime += b
			return l
		}, false)
		return
	}
	u.goSearchWith(args, nil, false)
}

// usiScore writes a score as USI does: centipawns, or a mate's distance
// in plies (negative: being mated).
func usiScore(s int) string {
	switch {
	case s > search.Mate-200:
		return "mate " + strconv.Itoa(search.Mate-s)
	case s < -search.Mate+200:
		return "mate -" + strconv.Itoa(search.Mate+s)
	}
	return "cp " + strconv.Itoa(s)
}

// usiPosition reads "startpos|sfen SFEN... [moves m1 m2 ...]": at most
// maxPositionMoves moves, an SFEN of at most maxFENBytes.
func usiPosition(v *core.Variant, f []string) (*core.Position, error) {
	return readPosition(usiCoords, v, f, "sfen", "SFEN", notation.ParseSFEN)
}
