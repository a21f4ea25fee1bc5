package main

import (
	"fmt"
	"regexp"
	"strings"
	"time"

	"github.com/chimera-variants/chimera/core"
)

// The xshogi dialect is what GNU Shogi (1.4) speaks to its old X
// front end: no protover, features or ping. The engine starts in its own
// game loop, reading a move and answering with one; "force" makes it
// only record moves (each echoed as "12. 7g7f 8860", the clock in
// milliseconds after it), "black" or "white" names the side it plays
// (in its own odd way: "white" then "go" makes it move for White, the
// second player; "black" then "go" for Black, the first), "time" and
// "otime" set the clocks in centiseconds and the moves to go (of the side
// it does not play until go turns it round), and its move comes as "12. ... 3c3d 8090".
// Moves are written as USI writes them: 7g7f, 2d2c+, P*5e. It judges no
// side to move: told to play the wrong one, it plays it.

var (
	xshogiEcho   = regexp.MustCompile(`^\d+\. (\S+)`)
	xshogiAnswer = regexp.MustCompile(`^\d+\. \.\.\. (\S+)`)
)

// xshogiInit waits for the engine's greeting (its name and version).
func (e *engine) xshogiInit() error {
	deadline := time.After(10 * time.Second)
	select {
	case _, ok := <-e.lines:
		if !ok {
			return fmt.Errorf("%s: engine exited", e.name)
		}
		return nil
	case <-deadline:
		return fmt.Errorf("%s: no greeting within 10s", e.name)
	}
}

// xshogiNewGame starts a game with the engine in force mode. The time
// control is set as moves per period: 40 moves in the base time (the
// clocks are set before each move, increments and all).
func (e *engine) xshogiNewGame(base time.Duration) {
	e.drain()
	e.send("new")
	secs := max(int(base.Seconds()), 1)
	e.send("level 40 %d:%02d", secs/60, secs%60)
	e.send("force")
}

// drain drops what the engine said and nobody read (a result message
// after its last move).
func (e *engine) drain() {
	for {
		select {
		case _, ok := <-e.lines:
			if !ok {
				return
			}
		case <-time.After(50 * time.Millisecond):
			return
		}
	}
}

// xshogiTell plays a move on the engine's board (in force mode) and
// waits for its echo; rejected is the engine's complaint when it refuses
// the move.
func (e *engine) xshogiTell(move string) (rejected string, err error) {
	e.send("%s", move)
	deadline := time.After(10 * time.Second)
	for {
		select {
		case l, ok := <-e.lines:
			if !ok {
				return "", fmt.Errorf("%s: engine exited", e.name)
			}
			l = strings.TrimSpace(l)
			if strings.HasPrefix(l, "Illegal move") {
				return l, nil
			}
			if m := xshogiEcho.FindStringSubmatch(l); m != nil && m[1] == move {
				return "", nil
			}
		case <-deadline:
			return "", fmt.Errorf("%s: no echo of %s within 10s", e.name, move)
		}
	}
}

// xshogiMovesToGo is the number of moves GNU Shogi is told remain to
// be played on its clock, every move: left to count down its own period
// of 40, it spends a third of its clock when it thinks one move is left
// (the referee's clock never refills).
const xshogiMovesToGo = 30

// xshogiGo has the engine move for side, with own and opp on the clocks,
// and reads its move; ended says why there is none (it declared a mate
// or a draw instead of moving). The engine is left in force mode.
func (e *engine) xshogiGo(side core.Color, own, opp time.Duration, timeout time.Duration) (move, ended string, err error) {
	cs := func(d time.Duration) int64 { return max(d.Milliseconds()/10, 1) }
	// until go turns it round, the engine plays the other side: "time"
	// sets that side's clock, "otime" the clock of the side it will play
	name := "black"
	if side == core.Black {
		name = "white"
	}
	e.send("%s", name)
	e.send("time %d %d", cs(opp), xshogiMovesToGo)
	e.send("otime %d %d", cs(own), xshogiMovesToGo)
	e.send("go")
	defer e.send("force")
	deadline := time.After(timeout)
	for {
		select {
		case l, ok := <-e.lines:
			if !ok {
				return "", "", fmt.Errorf("%s: engine exited", e.name)
			}
			l = strings.TrimSpace(l)
			switch m := xshogiAnswer.FindStringSubmatch(l); {
			case m != nil:
				return m[1], "", nil
			case strings.HasSuffix(l, " mates!"), l == "Drawn game!":
				return "", "claims " + l + " where the referee sees no end", nil
			case strings.HasPrefix(l, "Illegal"):
				return "", "engine error: " + l, nil
			}
		case <-deadline:
			return "", "", fmt.Errorf("%s: no move within %v", e.name, timeout)
		}
	}
}

// tellMove tells an engine other than the mover the move m, played in p
// (not yet made): CECP engines hear it in XBoard's notation, xshogi ones
// in USI's; UCI engines are given the whole game before each search.
// rejected is the engine's complaint when it refuses the move at once
// (xshogi: CECP engines complain when next asked to move).
func (e *engine) tellMove(p *core.Position, m *core.MoveDetail) (rejected string, err error) {
	v := p.Variant()
	switch e.proto {
	case "xboard":
		e.sendMove(cecpMove(v, m))
	case "xshogi":
		return e.xshogiTell(coordMoveIn(usiCoords, v, legalMoves(p), m))
	}
	return "", nil
}

// engineMove finds the legal move an engine wrote in its protocol's
// notation: UCI's, USI's (USI, xshogi), UCCI's or XBoard's, where a pass @@@@ is also
// a piece's turn spent standing still (HaChu's Lion in Chu shogi) when
// the variant has no other pass.
func engineMove(proto string, v *core.Variant, legal []core.MoveDetail, s string) (core.MoveDetail, bool) {
	switch proto {
	case "uci":
		return findUCIMove(v, legal, s)
	case "usi", "xshogi":
		return findCoordMove(usiCoords, v, legal, s)
	case "ucci":
		return findCoordMove(ucciCoords, v, legal, s)
	}
	for i := range legal {
		if cecpMove(v, &legal[i]) == s {
			return legal[i], true
		}
	}
	if s == "@@@@" {
		for i := range legal {
			m := &legal[i]
			if m.From >= 0 && m.From == m.To && m.Flags&core.FlagDrop == 0 && m.NVictims == 0 {
				return *m, true
			}
		}
	}
	return core.MoveDetail{}, false
}

// cecpGameSetup sends, after new, what some CECP engines need before
// they play: the hash size when they asked for it (feature memory=1:
// HaChu plays no legal move without it) and leave to repeat positions
// when they offer an option to (HaChu's "Allow repeats", off by default:
// it calls a repeating move illegal; the referee judges repetitions).
func (e *engine) cecpGameSetup() {
	if e.features["memory"] == "1" {
		e.send("memory 64")
	}
	for _, o := range strings.Split(e.features["option"], "\n") {
		if strings.HasPrefix(o, "Allow repeats -check") {
			e.send("option Allow repeats=1")
		}
	}
}

// cecpJoinLegs reads the rest of a move an engine sends in parts: HaChu
// writes a Lion's double move as "move e7d8," and then "move d8d7"; the
// parts joined ("e7d8,d8d7") are the move as XBoard writes it.
func (e *engine) cecpJoinLegs(move string, deadline <-chan time.Time) (string, error) {
	for strings.HasSuffix(move, ",") {
		select {
		case l, ok := <-e.lines:
			if !ok {
				return "", fmt.Errorf("%s: engine exited", e.name)
			}
			l = strings.TrimSpace(l)
			e.noteThinking(l)
			if rest, ok := strings.CutPrefix(l, "move "); ok {
				move += rest
			}
		case <-deadline:
			return "", fmt.Errorf("%s: no second leg after %s", e.name, move)
		}
	}
	return move, nil
}
