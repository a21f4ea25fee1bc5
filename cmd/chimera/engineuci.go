package main

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/chimera-variants/chimera/core"
)

// A match drives engines of UCI's family alike: UCI, USI (shogi GUIs'
// protocol) and UCCI (xiangqi GUIs'). Each hears the whole game before
// every search (position ... moves, the moves in its own coordinates),
// its clock, and answers bestmove.

// uciFamily tells whether proto is UCI or one of its kin.
func uciFamily(proto string) bool {
	return proto == "uci" || proto == "usi" || proto == "ucci"
}

// moveCoords are the coordinates an engine of UCI's family writes moves in.
func (e *engine) moveCoords() *coords {
	switch e.proto {
	case "usi", "xshogi":
		return usiCoords
	case "ucci":
		return ucciCoords
	}
	return uciCoords
}

// stopGrace is how long an engine that ran out of time has to answer
// stop before the match goes on without its late answer.
const stopGrace = 3 * time.Second

// uciInit opens the session: the protocol's greeting (uci, usi, ucci)
// and its answer, the variant when the engine may not play it by default
// (UCI_Variant; USI_Variant beside shogi; UCCI's variant option when
// offered), UCCI's clocks in milliseconds when offered, the user's
// options, and isready.
func (e *engine) uciInit(variant string) error {
	e.send("%s", e.proto)
	if _, err := e.waitFor(e.proto+"ok", 10*time.Second); err != nil {
		return err
	}
	switch e.proto {
	case "uci":
		e.send("setoption name UCI_Variant value %s", variant)
	case "usi":
		if variant != "shogi" {
			e.send("setoption name USI_Variant value %s", variant)
		}
	case "ucci":
		if e.offered["usemillisec"] {
			e.send("setoption usemillisec true")
			e.millis = true
		}
		if e.offered["variant"] {
			e.send("setoption variant %s", variant)
		}
	}
	e.sendOptions()
	e.send("isready")
	_, err := e.waitFor("readyok", 10*time.Second)
	return err
}

// uciNewGame tells the engine a game begins (UCCI has no command for it
// but the newgame option, which engines may ignore).
func (e *engine) uciNewGame() {
	e.send("isready")
	if _, err := e.waitFor("readyok", 10*time.Second); err != nil {
		e.hung = true
	}
	switch e.proto {
	case "uci":
		e.send("ucinewgame")
	case "usi":
		e.send("usinewgame")
	case "ucci":
		e.send("setoption newgame")
	}
}

// noteOption keeps the name of an option a UCI-like engine announces:
// "option name NAME type ..." (UCI, USI) or "option NAME type ..." (UCCI).
func (e *engine) noteOption(l string) {
	f := strings.Fields(l)
	if len(f) < 2 || f[0] != "option" {
		return
	}
	name := f[1]
	if name == "name" && len(f) > 2 {
		// UCI's names may have spaces: up to " type "
		rest := strings.TrimPrefix(strings.TrimSpace(l), "option name ")
		name, _, _ = strings.Cut(rest, " type ")
	}
	if e.offered == nil {
		e.offered = map[string]bool{}
	}
	e.offered[strings.TrimSpace(name)] = true
}

// uciGo has the engine move for side: the game from the start (startFEN
// for UCI, startpos for its kin) and moves, in its coordinates, the
// clocks as its protocol names them (UCI: White's and Black's; USI: the
// first player's, btime, and the second's; UCCI: its own and its
// opponent's, in seconds unless it took usemillisec). ended says why it
// gave no move: it resigned (USI's bestmove resign, UCCI's bestmove ...
// resign), claimed a win (USI's bestmove win) or found none (UCCI's
// nobestmove).
func (e *engine) uciGo(side core.Color, startFEN string, moves []string, clock, inc [2]time.Duration, timeout time.Duration) (move, ended string, err error) {
	ms := func(d time.Duration) int64 { return d.Milliseconds() }
	list := ""
	if len(moves) > 0 {
		list = " moves " + strings.Join(moves, " ")
	}
	w, b := clock[core.White], clock[core.Black]
	wi, bi := inc[core.White], inc[core.Black]
	switch e.proto {
	case "uci":
		e.send("position fen %s%s", startFEN, list)
		e.send("go wtime %d btime %d winc %d binc %d", ms(w), ms(b), ms(wi), ms(bi))
	case "usi":
		e.send("position startpos%s", list)
		e.send("go btime %d wtime %d binc %d winc %d", ms(w), ms(b), ms(wi), ms(bi))
	case "ucci":
		own, opp := clock[side], clock[side.Other()]
		unit := func(d time.Duration) int64 {
			if e.millis {
				return ms(d)
			}
			return int64(d.Seconds())
		}
		e.send("position startpos%s", list)
		e.send("go time %d increment %d opptime %d oppincrement %d", unit(own), unit(inc[side]), unit(opp), unit(inc[side.Other()]))
	}
	reply, err := e.waitFor("bestmove", timeout, "nobestmove")
	if err != nil {
		// an engine still thinking answers late: stop it and read that
		// answer now, or it would be taken for its move in the next game
		// (and every game after, one answer behind)
		e.send("stop")
		if _, err := e.waitFor("bestmove", stopGrace, "nobestmove"); err != nil {
			e.hung = true
		}
		return "", "", err
	}
	f := strings.Fields(reply)
	switch {
	case f[0] == "nobestmove":
		return "", "no move (nobestmove)", nil
	case len(f) < 2:
		return "", "", fmt.Errorf("%s: bestmove without a move", e.name)
	case e.proto == "usi" && f[1] == "resign", e.proto == "ucci" && len(f) > 2 && f[len(f)-1] == "resign":
		return "", "resigns", nil
	case e.proto == "usi" && f[1] == "win":
		return "", "claims a win where the referee sees no end", nil
	}
	return f[1], "", nil
}

// ucciReport is a UCCI engine's score as a PGN comment says it: mates
// are scores beyond ucciMaxScore, ucciMate less the plies.
func ucciReport(score string) string {
	n, err := strconv.Atoi(score)
	if err != nil {
		return ""
	}
	if abs(n) > ucciMaxScore && abs(n) <= ucciMate {
		return fmt.Sprintf("%sM%d", sign(n), (ucciMate-abs(n)+1)/2)
	}
	return fmt.Sprintf("%+.2f", float64(n)/100)
}
