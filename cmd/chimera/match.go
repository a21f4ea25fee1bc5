package main

import (
	"flag"
	"fmt"
	"io"
	"math"
	"math/rand"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/notation"
)

type matchPlayer struct {
	eng     *engine
	variant string // the name the engine knows the variant by
}

// runMatch plays games between two engines and reports the score and the
// Elo difference of the first.
func runMatch(args []string, out io.Writer) error {
	fs := flag.NewFlagSet("match", flag.ContinueOnError)
	variant := fs.String("variant", "chess", "shipped variant (the referee's rules)")
	games := fs.Int("games", 10, "number of games (in pairs with the same opening)")
	tc := fs.String("tc", "10+0.1", "time control: seconds+increment per game and side")
	self, _ := os.Executable()
	e1 := fs.String("engine1", self+" uci", "first engine command")
	p1 := fs.String("proto1", "uci", "first engine protocol: uci or xboard")
	v1 := fs.String("variant1", "", "variant name for the first engine (default: XBoard's name for xboard: chess->normal, chushogi->chu)")
	e2 := fs.String("engine2", "/usr/games/fairymax", "second engine command")
	p2 := fs.String("proto2", "xboard", "second engine protocol: uci or xboard")
	v2 := fs.String("variant2", "", "variant name for the second engine")
	pgnFile := fs.String("pgn", "match.pgn", "file for the games")
	seed := fs.Int64("seed", 1, "random seed for the openings")
	if err := fs.Parse(args); err != nil {
		return err
	}
	base, inc, err := parseTC(*tc)
	if err != nil {
		return err
	}
	v, err := loadVariant(*variant)
	if err != nil {
		return err
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
	players := [2]matchPlayer{{variant: name(*p1, *v1)}, {variant: name(*p2, *v2)}}
	for i, spec := range []struct{ cmd, proto string }{{*e1, *p1}, {*e2, *p2}} {
		e, err := startEngine(spec.cmd, spec.proto)
		if err != nil {
			return err
		}
		defer e.quit()
		if err := e.init(players[i].variant); err != nil {
			return err
		}
		players[i].eng = e
	}
	pgn, err := os.Create(*pgnFile)
	if err != nil {
		return err
	}
	defer pgn.Close()
	rng := rand.New(rand.NewSource(*seed))
	var scores []float64
	var opening []core.Move
	for g := 0; g < *games; g++ {
		if g%2 == 0 {
			opening = randomOpening(v, rng, 2)
		}
		white := g % 2 // engine index playing White
		res, reason, moves, err := playGame(v, players, white, opening, base, inc)
		if err != nil {
			return err
		}
		s := map[string]float64{"1-0": 1, "0-1": 0, "1/2-1/2": .5}[res]
		if white == 1 {
			s = 1 - s
		}
		scores = append(scores, s)
		start, _ := core.StartPosition(v)
		fmt.Fprintf(pgn, "[Event \"chimera match\"]\n[Variant \"%s\"]\n[White \"%s\"]\n[Black \"%s\"]\n[Result \"%s\"]\n[Termination \"%s\"]\n\n%s %s\n\n",
			*variant, players[white].eng.name, players[1-white].eng.name, res, reason,
			notation.GameText(start, moves), res)
		fmt.Fprintf(out, "game %d: %s (%s), engine 1 %s\n", g+1, res, reason, []string{"white", "black"}[white])
	}
	w, d, l := 0, 0, 0
	total := 0.0
	for _, s := range scores {
		total += s
		switch s {
		case 1:
			w++
		case 0:
			l++
		default:
			d++
		}
	}
	n := float64(len(scores))
	mean := total / n
	varSum := 0.0
	for _, s := range scores {
		varSum += (s - mean) * (s - mean)
	}
	se := math.Sqrt(varSum/n) / math.Sqrt(n)
	elo := func(s float64) float64 {
		s = math.Min(math.Max(s, 0.001), 0.999)
		return -400 * math.Log10(1/s-1)
	}
	fmt.Fprintf(out, "engine 1 score %.1f/%d (+%d =%d -%d) %.1f%%, Elo %+.0f ± %.0f (95%%)\n", total, len(scores), w, d, l,
		100*mean, elo(mean), (elo(mean+1.96*se)-elo(mean-1.96*se))/2)
	return nil
}

func parseTC(s string) (time.Duration, time.Duration, error) {
	a, b, _ := strings.Cut(s, "+")
	base, err := strconv.ParseFloat(a, 64)
	if err != nil {
		return 0, 0, fmt.Errorf("time control %q: want seconds+increment", s)
	}
	inc := 0.0
	if b != "" {
		if inc, err = strconv.ParseFloat(b, 64); err != nil {
			return 0, 0, fmt.Errorf("time control %q: want seconds+increment", s)
		}
	}
	return time.Duration(base * float64(time.Second)), time.Duration(inc * float64(time.Second)), nil
}

// randomOpening picks random legal moves from the start position.
func randomOpening(v *core.Variant, rng *rand.Rand, plies int) []core.Move {
	p, _ := core.StartPosition(v)
	var moves []core.Move
	for i := 0; i < plies; i++ {
		var ml core.MoveList
		p.GenerateLegal(&ml)
		if len(ml.Moves) == 0 {
			break
		}
		m := ml.Moves[rng.Intn(len(ml.Moves))]
		p.Make(&m)
		moves = append(moves, m)
	}
	return moves
}

// playGame plays one game, the referee being Chimera's rules. It returns
// the result, why, and the moves.
func playGame(v *core.Variant, players [2]matchPlayer, white int, opening []core.Move, base, inc time.Duration) (string, string, []core.Move, error) {
	p, _ := core.StartPosition(v)
	startFEN := notation.FEN(p)
	for _, pl := range players {
		pl.eng.newGame(pl.variant, base, inc)
	}
	clock := [2]time.Duration{base, base}
	var moves []core.Move
	moveText := func(e *engine, m *core.Move) string {
		if e.proto == "uci" {
			return uciMove(v, m)
		}
		return cecpMove(v, m)
	}
	tell := func(m *core.Move) {
		for _, pl := range players {
			if pl.eng.proto == "xboard" {
				pl.eng.sendMove(moveText(pl.eng, m))
			}
		}
	}
	for i := range opening {
		m := opening[i]
		tell(&m)
		p.Make(&m)
		moves = append(moves, m)
	}
	winner := func(c core.Color) string {
		if c == core.White {
			return "1-0"
		}
		return "0-1"
	}
	for ply := 0; ply < 400; ply++ {
		if o := p.Outcome(nil); o.Over {
			if o.Draw {
				return "1/2-1/2", o.Reason, moves, nil
			}
			return winner(o.Winner), o.Reason, moves, nil
		}
		side := p.Side()
		idx := white
		if side == core.Black {
			idx = 1 - white
		}
		e := players[idx].eng
		own, opp := clock[side], clock[side.Other()]
		started := time.Now()
		var reply string
		var err error
		if e.proto == "uci" {
			var ms []string
			for i := range moves {
				ms = append(ms, uciMove(v, &moves[i]))
			}
			e.send("position fen %s moves %s", startFEN, strings.Join(ms, " "))
			wt, bt := clock[core.White], clock[core.Black]
			e.send("go wtime %d btime %d winc %d binc %d", wt.Milliseconds(), bt.Milliseconds(), inc.Milliseconds(), inc.Milliseconds())
			reply, err = e.waitFor("bestmove", own+5*time.Second)
			reply = strings.TrimPrefix(reply, "bestmove ")
		} else {
			e.send("time %d", own.Milliseconds()/10)
			e.send("otim %d", opp.Milliseconds()/10)
			e.send("go")
			var ended string
			reply, ended, err = e.waitMove(own + 5*time.Second)
			e.send("force")
			if ended != "" {
				// the engine rejected a move, resigned or claimed a result
				return winner(side.Other()), ended, moves, nil
			}
		}
		if err != nil {
			return winner(side.Other()), "no move: " + err.Error(), moves, nil
		}
		clock[side] -= time.Since(started)
		if clock[side] < -200*time.Millisecond {
			return winner(side.Other()), "time forfeit", moves, nil
		}
		clock[side] += inc
		reply = strings.Fields(reply + " ")[0]
		var ml core.MoveList
		p.GenerateLegal(&ml)
		found := -1
		for i := range ml.Moves {
			if moveText(e, &ml.Moves[i]) == reply {
				found = i
				break
			}
		}
		if found < 0 {
			return winner(side.Other()), "illegal move " + reply, moves, nil
		}
		m := ml.Moves[found]
		// the other CECP engine hears the move; the mover already knows it
		for j, pl := range players {
			if pl.eng.proto == "xboard" && j != idx {
				pl.eng.sendMove(moveText(pl.eng, &m))
			}
		}
		p.Make(&m)
		moves = append(moves, m)
	}
	return "1/2-1/2", "move limit", moves, nil
}
