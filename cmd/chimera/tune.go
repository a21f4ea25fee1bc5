package main

import (
	"flag"
	"fmt"
	"io"
	"math/rand"
	"os"
	"runtime"
	"sync"
	"time"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/internal/nnet"
	"github.com/chimera-variants/chimera/notation"
	"github.com/chimera-variants/chimera/search"
)

// tuneSample is a quiet position of a self-play game and the game's
// result for White (1, 0.5, 0).
type tuneSample struct {
	fen    string
	result float64
	// game: the game's own result for White; chance: the win chance for
	// White an engine's score foretold (-1: none), which result mixes in
	game, chance float64
	// for a position of a read game: its ply, and the side that made
	// the move before it
	ply   int
	mover core.Color
}

// Self-play games end early when the searches agree a side has won: a
// score beyond adjudicateScore for adjudicatePlies plies in a row.
const (
	adjudicateScore = 1000
	adjudicatePlies = 6
	// tuneMaxPlies draws a game still going.
	tuneMaxPlies = 400
	// quietMargin: a position is kept only when the search's score is
	// within this of the static evaluation (nothing hangs).
	quietMargin = 150
)

// runTune plays fast self-play games of a variant and fits the
// evaluation's weights to their results (internal/texel), writing a
// weights file.
func runTune(args []string, out io.Writer) error {
	fs := flag.NewFlagSet("tune", flag.ContinueOnError)
	variant := fs.String("variant", "chess", "shipped variant or parameter-block file")
	games := fs.Int("games", 400, "self-play games")
	nodes := fs.Int("nodes", 1000, "nodes searched per move")
	outFile := fs.String("out", "", "weights file to write (default VARIANT.weights)")
	seconds := fs.Int("seconds", 180, "time for the fit, after the games (0 with --save-positions: no fit, the positions gathered only)")
	plies := fs.Int("opening-plies", 6, "random moves from the start of each game")
	seed := fs.Int64("seed", 1, "random seed for the openings")
	workers := fs.Int("concurrency", runtime.NumCPU(), "games played at once")
	prior := fs.Float64("prior", 2e-5, "pull of the weights toward their start (per squared first step)")
	scale := fs.Float64("k", 0, "the fit's scale K, fixed (0: fitted); for games read whose results the evaluation foresees poorly, the K of the variant's self-play fit")
	eval := fs.Bool("eval-lines", false, "write the weights as a variant file's eval. lines")
	var pgn fileList
	fs.Var(&pgn, "pgn", "a PGN file of the variant's games (chimera match's) to fit to as well, its first --opening-plies plies left out; repeatable. With it, --games defaults to 0")
	scorer := fs.String("pgn-scores", "", "a player of the --pgn games (a part of its White or Black tag) whose scores in the move comments (\"+1.25/12\") the positions after its moves are fitted to as well: the win chance they foretell (calibrated on the games' results), mixed with the result by --score-mix")
	mix := fs.Float64("score-mix", 0.5, "with --pgn-scores, the share of the foretold win chance in a position's target (the rest is the game's result)")
	var positions fileList
	fs.Var(&positions, "positions", "a positions file (--save-positions) to fit to as well; repeatable. With it, --games defaults to 0")
	save := fs.String("save-positions", "", "write the positions gathered (played, read and from --positions) to this file, for later fits")
	scoreEngine := fs.String("score-engine", "", "a UCI engine (a command) that scores every position gathered by a search to --score-depth: the win chance its score foretells (calibrated on the games' results) becomes the position's, mixed with the result by --score-mix")
	scoreDepth := fs.Int("score-depth", 7, "with --score-engine, the depth of its searches")
	var ns netSettings
	fs.StringVar(&ns.file, "net", "", "train a network (a learnt evaluation) to the positions instead of fitting the weights, and write it to this file")
	fs.IntVar(&ns.hidden, "hidden", 64, "with --net, the hidden units of each side's view")
	fs.IntVar(&ns.epochs, "epochs", 20, "with --net, passes over the positions")
	fs.Float64Var(&ns.rate, "rate", 0.002, "with --net, the training's step size")
	fs.BoolVar(&ns.onTop, "on-top", false, "with --net, train the network as a correction to the hand-made evaluation (added to it) rather than in its place")
	fs.BoolVar(&ns.kingBuckets, "king-buckets", false, "with --net, give each view a set of features for each of six regions its own royal may stand in (files left, middle, right; first rank or not)")
	fs.IntVar(&ns.share, "share", 50, "with --on-top, the percent of the learnt correction kept (1 to 100)")
	fs.Var(&ns.from, "from", "with --net, start from this network file (the variant's, trained alike: --on-top and --king-buckets as it was) instead of random weights, its hidden units kept; <shipped> for the variant's shipped network. Repeatable: the networks' average (their hidden units side by side, an ensemble), which --epochs 0 --share 100 writes as it is")
	if _, err := parseFlags(fs, args, 0); err != nil {
		return err
	}
	gamesSet := false
	fs.Visit(func(f *flag.Flag) { gamesSet = gamesSet || f.Name == "games" })
	if (len(pgn) > 0 || len(positions) > 0) && !gamesSet {
		*games = 0
	}
	switch {
	case *games < 0 || *games == 0 && len(pgn) == 0 && len(positions) == 0:
		return fmt.Errorf("--games %d: want at least 1 (or a --pgn or --positions file)", *games)
	case *nodes < 1:
		return fmt.Errorf("--nodes %d: want at least 1", *nodes)
	case *scale < 0 || *scale > 5:
		return fmt.Errorf("--k %g: want 0 (fitted) or a scale up to 5", *scale)
	case *workers < 1:
		return fmt.Errorf("--concurrency %d: want at least 1", *workers)
	case *seconds < 0:
		return fmt.Errorf("--seconds %d: want 0 or more", *seconds)
	case *scoreDepth < 1 || *scoreDepth > 99:
		return fmt.Errorf("--score-depth %d: want 1 to 99", *scoreDepth)
	case ns.share < 1 || ns.share > 100:
		return fmt.Errorf("--share %d: want 1 to 100", ns.share)
	case ns.hidden < 1 || ns.hidden > nnet.MaxHidden:
		return fmt.Errorf("--hidden %d: want 1 to %d", ns.hidden, nnet.MaxHidden)
	case ns.epochs < 0 || !(ns.rate > 0 && ns.rate < 1):
		return fmt.Errorf("--epochs %d, --rate %g: want at least 0 and a rate between 0 and 1", ns.epochs, ns.rate)
	case *mix < 0 || *mix > 1:
		return fmt.Errorf("--score-mix %g: want 0 to 1", *mix)
	case *scorer != "" && len(pgn) == 0:
		return fmt.Errorf("--pgn-scores needs a --pgn file")
	case *plies < 0 || *plies > maxOpeningPlies:
		return fmt.Errorf("--opening-plies %d: want 0 to %d", *plies, maxOpeningPlies)
	}
	v, err := loadVariant(*variant)
	if err != nil {
		return err
	}
	name := *outFile
	if name == "" {
		name = *variant + ".weights"
	}
	started := time.Now()
	var samples []tuneSample
	if *games > 0 {
		var score string
		samples, score = selfPlay(v, *games, *nodes, *plies, *seed, *workers, out)
		fmt.Fprintf(out, "%d games (%s) in %s: %d quiet positions\n", *games, score, time.Since(started).Round(time.Second), len(samples))
	}
	read := 0
	if len(pgn) > 0 {
		started := time.Now()
		got, score, err := readGames(v, *variant, pgn, gameScores{*scorer, *mix}, *plies, *workers, out)
		if err != nil {
			return err
		}
		read = len(got)
		samples = append(samples, got...)
		fmt.Fprintf(out, "games read from %s (%s) in %s: %d quiet positions\n", pgn.String(), score, time.Since(started).Round(time.Second), read)
	}
	for _, name := range positions {
		got, err := readPositions(name, *mix)
		if err != nil {
			return err
		}
		fmt.Fprintf(out, "%d positions read from %s\n", len(got), name)
		samples = append(samples, got...)
	}
	if len(samples) == 0 {
		return fmt.Errorf("no positions to fit")
	}
	if *scoreEngine != "" {
		if err := engineScores(samples, *scoreEngine, *variant, *scoreDepth, *workers, *mix, out); err != nil {
			return err
		}
	}
	if *save != "" {
		if err := writePositions(*save, samples); err != nil {
			return err
		}
		fmt.Fprintf(out, "wrote %d positions to %s\n", len(samples), *save)
	}
	if ns.file != "" {
		return trainNet(v, samples, ns, out)
	}
	if *seconds == 0 && *save != "" {
		return nil
	}
	fit, err := fitWeights(v, samples, time.Duration(*seconds)*time.Second, *prior, *scale, out)
	if err != nil {
		return err
	}
	f, err := os.Create(name)
	if err != nil {
		return err
	}
	from := fmt.Sprintf("%d games at %d nodes a move", *games, *nodes)
	if len(pgn) > 0 {
		from += fmt.Sprintf(" and %d positions of the games of %s", read, pgn.String())
	}
	header := []string{
		fmt.Sprintf("%s: Texel-tuned by chimera tune (%s, %d positions)", *variant, from, len(samples)),
		fmt.Sprintf("K %.3f, mean squared error %.5f before, %.5f after", fit.k, fit.before, fit.after),
	}
	prefix := ""
	if *eval {
		prefix = "eval."
	}
	if err := writeWeights(f, v, header, fit.changed, prefix); err != nil {
		f.Close()
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	fmt.Fprintf(out, "wrote %s (%d weights that differ from the defaults)\n", name, len(fit.changed))
	return nil
}

// selfPlay plays games from random balanced openings, workers at once
// (one searcher each), and keeps their quiet positions with the
// results; score tallies the results ("+W =D -L" for White).
func selfPlay(v *core.Variant, games, nodes, plies int, seed int64, workers int, out io.Writer) (samples []tuneSample, score string) {
	var mu sync.Mutex
	var wg sync.WaitGroup
	next, done := 0, 0
	var tally [3]int
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			d := &openingDrawer{v: v, rng: rand.New(rand.NewSource(seed + int64(w)*7919)), plies: plies, balance: 100}
			var s *search.Searcher
			for {
				mu.Lock()
				if next >= games {
					mu.Unlock()
					return
				}
				next++
				mu.Unlock()
				opening, _ := d.draw()
				got, result := playSelf(v, opening, nodes, &s)
				mu.Lock()
				for i := range got {
					got[i].result, got[i].game, got[i].chance = result, result, -1
				}
				samples = append(samples, got...)
				tally[int(2-2*result)]++
				done++
				if done%50 == 0 {
					fmt.Fprintf(out, "  %d games, %d positions\n", done, len(samples))
				}
				mu.Unlock()
			}
		}(w)
	}
	wg.Wait()
	return samples, fmt.Sprintf("+%d =%d -%d for White", tally[0], tally[1], tally[2])
}

// playSelf plays one game from an opening with *s (made on first use)
// searching nodes per move, and returns its quiet positions and White's
// result.
func playSelf(v *core.Variant, opening []core.MoveDetail, nodes int, s **search.Searcher) ([]tuneSample, float64) {
	p, err := core.StartPosition(v)
	if err != nil {
		return nil, 0.5
	}
	for i := range opening {
		p.MakeDetail(&opening[i])
	}
	if *s == nil {
		*s = search.New(p)
	} else {
		(*s).SetPosition(p)
		(*s).Clear()
	}
	se := *s
	var got []tuneSample
	var ml core.MoveList
	winning := 0 // plies in a row the side to move's score was beyond adjudicateScore, signed by White
	for ply := 0; ply < tuneMaxPlies; ply++ {
		if o := p.Outcome(nil); o.Over {
			switch {
			case o.Draw:
				return got, 0.5
			case o.Winner == core.White:
				return got, 1
			default:
				return got, 0
			}
		}
		info := se.Think(search.Limits{Nodes: uint64(nodes)})
		if !info.Found {
			return got, 0.5
		}
		white := info.Score
		if p.Side() == core.Black {
			white = -white
		}
		switch {
		case white > adjudicateScore:
			winning = max(winning, 0) + 1
		case white < -adjudicateScore:
			winning = min(winning, 0) - 1
		default:
			winning = 0
		}
		if winning >= adjudicatePlies {
			return got, 1
		}
		if winning <= -adjudicatePlies {
			return got, 0
		}
		m := info.Best
		quiet := m.NVictims == 0 && m.Result == m.Piece && !p.InCheck()
		if !quiet && !p.InCheck() && onlyCaptures(p, &ml) {
			// where every move captures (Clobber) no position is quieter:
			// it counts when its static evaluation agrees with the search
			quiet = true
		}
		if quiet && abs(info.Score) < adjudicateScore {
			if static := se.Evaluator().Evaluate(p); abs(static-info.Score) <= quietMargin {
				got = append(got, tuneSample{fen: notation.FEN(p)})
			}
		}
		p.MakeDetail(&m)
	}
	return got, 0.5
}

// onlyCaptures reports whether every legal move of p captures (and there
// is one); ml is scratch space.
func onlyCaptures(p *core.Position, ml *core.MoveList) bool {
	ml.Reset()
	p.GenerateLegal(ml)
	for _, m := range ml.Moves {
		if !m.IsCapture() {
			return false
		}
	}
	return len(ml.Moves) > 0
}
