package main

import (
	"cmp"
	"flag"
	"fmt"
	"io"
	"math/rand"
	"os"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/notation"
)

type matchPlayer struct {
	eng     *engine
	variant string // the name the engine knows the variant by
}

// runMatch plays games between two engines and reports the score and the
// Elo difference of the first; with --sprt it stops when a sequential
// probability ratio test decides.
func runMatch(args []string, out io.Writer) error {
	fs := flag.NewFlagSet("match", flag.ContinueOnError)
	variant := fs.String("variant", "chess", "shipped variant (the referee's rules)")
	games := fs.Int("games", 10, "number of games (in pairs with the same opening); with --sprt the most")
	tc := fs.String("tc", "10+0.1", "time control: seconds+increment per game and side")
	tc2 := fs.String("tc2", "", "the second engine's time control, for time odds (default: --tc)")
	self, _ := os.Executable()
	e1 := fs.String("engine1", self+" uci", "first engine command")
	p1 := fs.String("proto1", "uci", "first engine protocol: uci, usi, ucci, xboard or xshogi (GNU Shogi)")
	v1 := fs.String("variant1", "", "variant name for the first engine (default: XBoard's name for xboard: chess->normal, chushogi->chu)")
	e2 := fs.String("engine2", "/usr/games/fairymax", "second engine command")
	p2 := fs.String("proto2", "xboard", "second engine protocol: uci, usi, ucci, xboard or xshogi (GNU Shogi)")
	v2 := fs.String("variant2", "", "variant name for the second engine")
	var opts [2]engineOptions
	fs.Var(&opts[0], "option1", `an option for the first engine, "Name=Value" (repeatable)`)
	fs.Var(&opts[1], "option2", `an option for the second engine, "Name=Value" (repeatable)`)
	pgnFile := fs.String("pgn", "match.pgn", "file for the games")
	seed := fs.Int64("seed", 1, "random seed for the openings")
	openingFile := fs.String("openings", "", "file of openings, one per line as SAN moves from the start (used in turn, each for a pair of games)")
	openingPlies := fs.Int("opening-plies", 4, "random moves from the start for each opening (4: two per side)")
	balance := fs.Int("balance", 100, "keep a random opening only when Chimera's quick search scores it within this many centipawns of 0 (0: any)")
	concurrency := fs.Int("concurrency", 1, "games played at once (each with its own engine processes)")
	sprtFlag := fs.String("sprt", "", "ELO0,ELO1: a sequential probability ratio test of the first engine, stopping the match when it decides")
	alpha := fs.Float64("alpha", 0.05, "SPRT: the chance of accepting ELO1 when ELO0 holds")
	beta := fs.Float64("beta", 0.05, "SPRT: the chance of accepting ELO0 when ELO1 holds")
	if _, err := parseFlags(fs, args, 0); err != nil {
		return err
	}
	var clocks [2]timeControl
	var err error
	if clocks[0], err = parseTC(*tc); err != nil {
		return err
	}
	clocks[1] = clocks[0]
	if *tc2 != "" {
		if clocks[1], err = parseTC(*tc2); err != nil {
			return err
		}
	}
	switch {
	case *games < 1:
		return fmt.Errorf("--games %d: want at least 1", *games)
	case *openingPlies < 0 || *openingPlies > maxOpeningPlies:
		return fmt.Errorf("--opening-plies %d: want 0 to %d", *openingPlies, maxOpeningPlies)
	case *balance < 0:
		return fmt.Errorf("--balance %d: want centipawns, 0 or more", *balance)
	}
	var test *sprtTest
	if *sprtFlag != "" {
		t, err := parseSPRT(*sprtFlag, *alpha, *beta)
		if err != nil {
			return err
		}
		test = &t
	}
	v, err := loadVariant(*variant)
	if err != nil {
		return err
	}
	var book [][]core.MoveDetail
	if *openingFile != "" {
		if book, err = readOpenings(v, *openingFile); err != nil {
			return err
		}
	}
	name := func(proto, given string) string {
		if given != "" {
			return given
		}
		if proto == "xboard" {
			return xbName(*variant) // chess -> normal, chushogi -> chu
		}
		return *variant
	}
	variants := [2]string{name(*p1, *v1), name(*p2, *v2)}
	specs := [2]struct{ cmd, proto string }{{*e1, *p1}, {*e2, *p2}}
	// the openings are drawn up front, so a seed gives the same games
	// whatever the concurrency
	var openings [][]core.MoveDetail
	if len(book) > 0 {
		openings = make([][]core.MoveDetail, (*games+1)/2)
		for i := range openings {
			openings[i] = book[i%len(book)]
		}
	} else {
		d := &openingDrawer{v: v, rng: rand.New(rand.NewSource(*seed)), plies: *openingPlies, balance: *balance}
		var scores []int
		openings, scores = d.drawAll((*games + 1) / 2)
		fmt.Fprintln(out, openingSummary(*openingPlies, *balance, scores))
	}
	pgn, err := os.Create(*pgnFile)
	if err != nil {
		return err
	}
	defer pgn.Close()
	start, _ := core.StartPosition(v)
	var (
		mu       sync.Mutex // guards pgn, out, results, decision and firstErr
		results  tally
		pairs    pairTally
		decision string
		firstErr error
		noteOnce sync.Once
	)
	stop := make(chan struct{}) // closed when the SPRT decides
	next := make(chan int)
	go func() {
		defer close(next)
		for g := 0; g < *games; g++ {
			select {
			case next <- g:
			case <-stop:
				return
			}
		}
	}()
	var wg sync.WaitGroup
	for w := 0; w < max(1, min(*concurrency, *games)); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var players [2]matchPlayer
			defer func() {
				for _, pl := range players {
					if pl.eng != nil {
						pl.eng.quit()
					}
				}
			}()
			// give up: the match ends with the error once the games
			// already handed out are done
			fail := func(err error) {
				mu.Lock()
				firstErr = cmp.Or(firstErr, err)
				mu.Unlock()
				for range next {
				}
			}
			for i, spec := range specs {
				e, err := launchEngine(spec.cmd, spec.proto, variants[i], opts[i])
				if err != nil {
					fail(err)
					return
				}
				players[i] = matchPlayer{eng: e, variant: variants[i]}
			}
			noteOnce.Do(func() {
				mu.Lock()
				defer mu.Unlock()
				for i, pl := range players {
					if names := pl.eng.unannounced(); len(names) > 0 {
						fmt.Fprintf(out, "note: engine %d did not announce option %s (sent all the same)\n", i+1, strings.Join(names, ", "))
					}
				}
			})
			for g := range next {
				mu.Lock()
				over := decision != ""
				mu.Unlock()
				if over {
					continue // handed out as the test decided
				}
				white := g % 2 // engine index playing White; each opening twice, colours reversed
				res, reason, moves, notes, err := playGame(v, players, white, openings[g/2], clocks)
				mu.Lock()
				if err != nil {
					firstErr = cmp.Or(firstErr, err)
				} else {
					s := map[string]float64{"1-0": 1, "0-1": 0, "1/2-1/2": .5}[res]
					if white == 1 {
						s = 1 - s
					}
					results.add(s)
					pairs.add(g, s)
					fmt.Fprintf(pgn, "[Event \"chimera match\"]\n[Round \"%d\"]\n[Variant \"%s\"]\n[White \"%s\"]\n[Black \"%s\"]\n[Result \"%s\"]\n[Termination \"%s\"]\n\n%s %s\n\n",
						g+1, *variant, players[white].eng.name, players[1-white].eng.name, res, reason,
						notation.AnnotatedGameText(start, moves, notes), res)
					fmt.Fprintf(out, "game %d: %s (%s), engine 1 %s", g+1, res, reason, []string{"white", "black"}[white])
					if test != nil {
						llr := test.llr(pairs)
						lower, upper := test.bounds()
						fmt.Fprintf(out, "; LLR %.2f (%.2f, %.2f)", llr, lower, upper)
						if dec := test.decision(llr); dec != "" && decision == "" {
							decision = dec
							close(stop)
						}
					}
					fmt.Fprintln(out)
				}
				mu.Unlock()
				// an engine that exited or hung lost the game it was
				// playing (playGame scored it); a new process plays the
				// next
				for i, pl := range players {
					if !pl.eng.broken() {
						continue
					}
					what := "exited"
					if !pl.eng.exited() {
						what = "hung"
					}
					pl.eng.quit()
					e, err := launchEngine(specs[i].cmd, specs[i].proto, variants[i], opts[i])
					if err != nil {
						players[i].eng = nil
						fail(err)
						return
					}
					players[i].eng = e
					mu.Lock()
					fmt.Fprintf(out, "note: engine %d %s during game %d; restarted\n", i+1, what, g+1)
					mu.Unlock()
				}
			}
		}()
	}
	wg.Wait()
	if firstErr != nil {
		return firstErr
	}
	fmt.Fprintln(out, results)
	if test != nil {
		fmt.Fprintln(out, pairs)
		lower, upper := test.bounds()
		fmt.Fprintf(out, "SPRT elo0 %g elo1 %g alpha %g beta %g: LLR %.2f (%.2f, %.2f), ", test.elo0, test.elo1, test.alpha, test.beta,
			test.llr(pairs), lower, upper)
		if decision != "" {
			fmt.Fprintln(out, decision)
		} else {
			fmt.Fprintf(out, "no decision after %d games\n", results.games())
		}
	}
	return nil
}

// launchEngine starts an engine and readies it for the variant. An
// engine that exits or fails to answer while starting is tried once more
// a second later: a first run can fail where the next succeeds (Sjeng,
// run twice at once for the first time, races to create its files).
func launchEngine(command, proto, variant string, options engineOptions) (*engine, error) {
	var err error
	for try := 0; try < 2; try++ {
		if try > 0 {
			time.Sleep(time.Second)
		}
		var e *engine
		if e, err = startEngine(command, proto); err != nil {
			return nil, err // no such program: trying again will not help
		}
		e.options = options
		if err = e.init(variant); err == nil {
			return e, nil
		}
		e.quit()
	}
	return nil, err
}

// timeControl is one engine's clock: the time for the game and the
// increment per move.
type timeControl struct{ base, inc time.Duration }

// parseTC reads a time control, "seconds+increment" (the increment
// optional).
func parseTC(s string) (timeControl, error) {
	a, b, _ := strings.Cut(s, "+")
	base, err := strconv.ParseFloat(a, 64)
	if err != nil {
		return timeControl{}, fmt.Errorf("time control %q: want seconds+increment", s)
	}
	inc := 0.0
	if b != "" {
		if inc, err = strconv.ParseFloat(b, 64); err != nil {
			return timeControl{}, fmt.Errorf("time control %q: want seconds+increment", s)
		}
	}
	return timeControl{time.Duration(base * float64(time.Second)), time.Duration(inc * float64(time.Second))}, nil
}

// maxGamePlies: a game still going after this many plies is drawn.
const maxGamePlies = 1000

// playGame plays one game, the referee being Chimera's rules. It returns
// the result, why, and the moves. clocks holds each player's time
// control (they differ in a match at time odds).
func playGame(v *core.Variant, players [2]matchPlayer, white int, opening []core.MoveDetail, clocks [2]timeControl) (res, reason string, moves []core.MoveDetail, notes []string, err error) {
	p, _ := core.StartPosition(v)
	startFEN := notation.FEN(p)
	for i, pl := range players {
		pl.eng.newGame(pl.variant, clocks[i].base, clocks[i].inc)
	}
	// clock and inc per side, from the player who has it
	clock := [2]time.Duration{clocks[white].base, clocks[1-white].base}
	inc := [2]time.Duration{clocks[white].inc, clocks[1-white].inc}
	// the game's moves as UCI's family of engines are told them, in each
	// one's coordinates, each written in the position it was played in
	// (plain from-to where that names it)
	coordMoves := map[*coords][]string{}
	play := func(m *core.MoveDetail, note string) {
		legal := legalMoves(p)
		for _, d := range []*coords{uciCoords, usiCoords, ucciCoords} {
			coordMoves[d] = append(coordMoves[d], coordMoveIn(d, v, legal, m))
		}
		p.MakeDetail(m)
		moves = append(moves, *m)
		notes = append(notes, note)
	}
	winner := func(c core.Color) string {
		if c == core.White {
			return "1-0"
		}
		return "0-1"
	}
	// tell tells engine j the move m (not yet made); an engine that
	// refuses a legal move, or does not answer, loses
	tell := func(j int, m *core.MoveDetail) (over bool) {
		rejected, err := players[j].eng.tellMove(p, m)
		if err != nil {
			rejected = err.Error()
		}
		if rejected == "" {
			return false
		}
		loser := core.White
		if j != white {
			loser = core.Black
		}
		res, reason = winner(loser.Other()), "engine rejected a legal move: "+rejected
		return true
	}
	for i := range opening {
		m := opening[i]
		for j := range players {
			if tell(j, &m) {
				return res, reason, moves, notes, nil
			}
		}
		play(&m, "book")
	}
	// the variant's rules end games (move rule, repetition); the limit
	// only guards against a variant without such rules
	for ply := 0; ply < maxGamePlies; ply++ {
		if o := p.Outcome(nil); o.Over {
			if o.Draw {
				return "1/2-1/2", o.Reason, moves, notes, nil
			}
			return winner(o.Winner), o.Reason, moves, notes, nil
		}
		side := p.Side()
		idx := white
		if side == core.Black {
			idx = 1 - white
		}
		e := players[idx].eng
		own, opp := clock[side], clock[side.Other()]
		started := time.Now()
		e.report = ""
		var reply string
		if uciFamily(e.proto) {
			var ended string
			reply, ended, err = e.uciGo(side, startFEN, coordMoves[e.moveCoords()], clock, inc, own+5*time.Second)
			if ended != "" {
				return winner(side.Other()), ended, moves, notes, nil
			}
		} else if e.proto == "xshogi" {
			var ended string
			reply, ended, err = e.xshogiGo(side, own, opp, own+5*time.Second)
			if ended != "" {
				return winner(side.Other()), ended, moves, notes, nil
			}
		} else {
			e.send("time %d", own.Milliseconds()/10)
			e.send("otim %d", opp.Milliseconds()/10)
			e.send("go")
			var ended string
			reply, ended, err = e.waitMove(own + 5*time.Second)
			e.send("force")
			if ended != "" {
				// the engine rejected a move, resigned or claimed a result
				return winner(side.Other()), ended, moves, notes, nil
			}
		}
		if err != nil {
			return winner(side.Other()), "no move: " + err.Error(), moves, notes, nil
		}
		spent := time.Since(started)
		clock[side] -= spent
		if clock[side] < -200*time.Millisecond {
			return winner(side.Other()), "time forfeit", moves, notes, nil
		}
		clock[side] += inc[side]
		reply = strings.Fields(reply + " ")[0]
		legal := legalMoves(p)
		m, found := engineMove(e.proto, v, legal, reply)
		if !found {
			return winner(side.Other()), "illegal move " + excerpt(reply), moves, notes, nil
		}
		// the other engine hears the move; the mover already knows it
		if tell(1-idx, &m) {
			return res, reason, moves, notes, nil
		}
		play(&m, moveNote(e.report, spent))
	}
	return "1/2-1/2", "move limit", moves, notes, nil
}

// moveNote is a move's comment in the match's games: the engine's score
// and depth when it reported them, and the time the move took, as
// cutechess writes them ("+0.42/9 0.35s"), so a game shows where each
// engine spent its clock.
func moveNote(report string, spent time.Duration) string {
	t := fmt.Sprintf("%.2fs", spent.Seconds())
	if report == "" {
		return t
	}
	return report + " " + t
}
