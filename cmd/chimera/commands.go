package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"sort"
	"strconv"
	"time"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/notation"
	"github.com/chimera-variants/chimera/search"
	"github.com/chimera-variants/chimera/variants"
)

type posFlags struct {
	variant, fen, virgin, play string
}

func (pf *posFlags) register(fs *flag.FlagSet) {
	fs.StringVar(&pf.variant, "variant", "chess", "shipped variant name or parameter-block file")
	fs.StringVar(&pf.fen, "fen", "", "position in FEN (default: the start position)")
	fs.StringVar(&pf.virgin, "virgin", "", "\"all\": every piece counts as unmoved")
	fs.StringVar(&pf.play, "play", "", "moves in SAN to play first (\"e4 e5 Nf3\")")
}

func (pf *posFlags) position() (*core.Position, error) {
	v, err := loadVariant(pf.variant)
	if err != nil {
		return nil, err
	}
	p, err := loadPosition(v, pf.fen, pf.virgin)
	if err != nil {
		return nil, err
	}
	if pf.play != "" {
		if _, err := notation.PlayText(p, pf.play); err != nil {
			return nil, err
		}
	}
	return p, nil
}

func runPerft(args []string, out io.Writer) error {
	fs := flag.NewFlagSet("perft", flag.ContinueOnError)
	var pf posFlags
	pf.register(fs)
	divide := fs.Bool("divide", false, "print the count below each move")
	pos, err := parseFlags(fs, args, 1)
	if err != nil {
		return err
	}
	if len(pos) != 1 {
		return fmt.Errorf("perft needs one DEPTH argument")
	}
	depth, err := strconv.Atoi(pos[0])
	if err != nil || depth < 0 {
		return fmt.Errorf("depth %q is not a number", pos[0])
	}
	p, err := pf.position()
	if err != nil {
		return err
	}
	start := time.Now()
	var nodes uint64
	if *divide && depth > 0 {
		moves, counts := p.Divide(depth)
		lines := make([]string, len(moves))
		for i := range moves {
			lines[i] = fmt.Sprintf("%s %d", notation.SAN(p, moves[i], moves), counts[i])
			nodes += counts[i]
		}
		sort.Strings(lines)
		for _, l := range lines {
			fmt.Fprintln(out, l)
		}
	} else {
		nodes = p.Perft(depth)
	}
	el := time.Since(start)
	fmt.Fprintf(out, "time %d ms, %.2f M nodes/s\n", el.Milliseconds(), float64(nodes)/el.Seconds()/1e6)
	fmt.Fprintf(out, "nodes %d\n", nodes)
	return nil
}

// jsonMove is the --json form of a move.
type jsonMove struct {
	From      string   `json:"from"`
	To        string   `json:"to"`
	Captures  []string `json:"captures"`
	Promotion string   `json:"promotion"`
	Drop      string   `json:"drop"`
	Notation  string   `json:"notation"`
}

func runMoves(args []string, out io.Writer) error {
	fs := flag.NewFlagSet("moves", flag.ContinueOnError)
	var pf posFlags
	pf.register(fs)
	from := fs.String("from", "", "only the moves of the piece on this square")
	pseudo := fs.Bool("pseudo", false, "pseudo-legal moves (royals may be left capturable)")
	asJSON := fs.Bool("json", false, "one JSON array of move objects")
	if _, err := parseFlags(fs, args, 0); err != nil {
		return err
	}
	p, err := pf.position()
	if err != nil {
		return err
	}
	g := p.Variant().Geometry
	var ml core.MoveList
	if *pseudo {
		p.GeneratePseudo(&ml)
	} else {
		p.GenerateLegal(&ml)
	}
	var all core.MoveList
	p.GenerateLegal(&all)
	fromSq := -2
	if *from != "" {
		fromSq = g.ParseSquare(*from)
		if fromSq < 0 {
			return fmt.Errorf("--from %q is not a square of the board", *from)
		}
	}
	list := []jsonMove{}
	for i := range ml.Moves {
		m := p.Detail(ml.Moves[i])
		if fromSq != -2 && int(m.From) != fromSq {
			continue
		}
		jm := jsonMove{To: g.SquareName(int(m.To)), Captures: []string{}}
		switch {
		case m.From < 0 && m.Flags&core.FlagPass != 0:
			jm.To = ""
		case m.Flags&core.FlagDrop != 0:
			jm.Drop = p.Variant().Types[m.Piece.Type()].ID
		default:
			jm.From = g.SquareName(int(m.From))
		}
		for k := 0; k < int(m.NVictims); k++ {
			jm.Captures = append(jm.Captures, g.SquareName(int(m.Victims[k])))
		}
		if m.Result != m.Piece {
			jm.Promotion = p.Variant().Types[m.Result.Type()].ID
		}
		jm.Notation = notation.SAN(p, ml.Moves[i], all.Moves)
		list = append(list, jm)
	}
	if *asJSON {
		enc := json.NewEncoder(out)
		return enc.Encode(list)
	}
	for _, jm := range list {
		fmt.Fprintln(out, jm.Notation)
	}
	fmt.Fprintf(out, "%d moves\n", len(list))
	return nil
}

func runVariants(out io.Writer) error {
	for _, n := range variants.Names() {
		fmt.Fprintln(out, n)
	}
	return nil
}

func runBench(args []string, out io.Writer) error {
	fs := flag.NewFlagSet("bench", flag.ContinueOnError)
	depth := fs.Int("depth", 5, "perft depth for chess")
	browser := fs.String("browser", "", "also run the search benchmark in headless Chromium on this built dist/ directory")
	chromium := fs.String("chromium", "/usr/bin/chromium", "Chromium for --browser")
	against := fs.String("against", "", "a UCI engine that counts perft (Fairy-Stockfish): compare its perft speed with Chimera's")
	rounds := fs.Int("rounds", 3, "--against, --against-wasm: rounds of each side, interleaved; the best time counts")
	list := fs.String("variants", "", "--against, --against-wasm: VARIANT:DEPTH,... (default "+formatPerftCases(againstCases)+"; "+formatPerftCases(wasmCases)+" in the browser)")
	quick := fs.Bool("quick", false, "--against, --against-wasm: each depth one less")
	againstWasm := fs.String("against-wasm", "", "with --browser: the directory of the npm package fairy-stockfish-nnue.wasm, to compare perft speeds in Chromium")
	if _, err := parseFlags(fs, args, 0); err != nil {
		return err
	}
	if *against != "" || *againstWasm != "" {
		cases := againstCases
		if *againstWasm != "" {
			cases = wasmCases
		}
		if *list != "" {
			var err error
			if cases, err = parsePerftCases(*list); err != nil {
				return err
			}
		}
		if *quick {
			cases = quicker(cases)
		}
		if *rounds < 1 {
			return fmt.Errorf("--rounds must be at least 1")
		}
		if *againstWasm != "" {
			if *browser == "" {
				return fmt.Errorf("--against-wasm needs --browser DIR, the built dist/ with Chimera's wasm")
			}
			if *against != "" {
				return fmt.Errorf("--against and --against-wasm are two runs: give one of them")
			}
			return benchWasmAgainst(*browser, *againstWasm, *chromium, cases, *rounds, out)
		}
		return runBenchAgainst(*against, cases, *rounds, out)
	}
	cases := []struct {
		variant string
		depth   int
	}{{"chess", *depth}, {"capablanca", *depth - 1}, {"xiangqi", *depth - 1}, {"shogi", *depth - 1},
		{"makruk", *depth - 1}, {"crazyhouse", *depth - 1}}
	for _, c := range cases {
		p, err := startOf(c.variant)
		if err != nil {
			return err
		}
		p.Perft(c.depth - 1) // warm up: grow move lists and caches
		var nodes uint64
		var best time.Duration
		for run := 0; run < 3; run++ {
			start := time.Now()
			nodes = p.Perft(c.depth)
			if el := time.Since(start); run == 0 || el < best {
				best = el
			}
		}
		fmt.Fprintf(out, "perft %-12s depth %d: %12d nodes %8.0f ms %7.2f M nodes/s (best of 3)\n",
			c.variant, c.depth, nodes, best.Seconds()*1000, float64(nodes)/best.Seconds()/1e6)
	}
	var native []search.BenchResult
	for _, c := range search.BenchCases {
		v, err := loadVariant(c.Variant)
		if err != nil {
			return err
		}
		// the better of two, each from a fresh start position as in the
		// browser: a position searched before keeps its pieces listed in
		// another order, which changes the order of equal moves and so
		// the tree
		var r search.BenchResult
		for run := 0; run < 2; run++ {
			p, err := core.StartPosition(v)
			if err != nil {
				return err
			}
			if r2 := search.Bench(p, c.Variant, c.Depth); run == 0 || r2.Time < r.Time {
				r = r2
			}
		}
		native = append(native, r)
		fmt.Fprintf(out, "search %-11s depth %d: %9d nodes %8.0f ms %7.0f k nodes/s\n", r.Variant, r.Depth, r.Nodes,
			r.Time.Seconds()*1000, r.NodesPerSecond()/1e3)
	}
	if *browser != "" {
		return benchBrowser(*browser, *chromium, native, out)
	}
	return nil
}

// runThink searches a position and prints each iteration, then the move.
// thinkLimits are chimera think's search limits: a depth asked for is
// searched to the end, unless a time is given too (a default time cap
// would cut a fixed-depth search short on a slow position, and node
// counts compared at a fixed depth would then mislead).
func thinkLimits(depth, ms int, timeSet bool) search.Limits {
	if depth > 0 && !timeSet {
		ms = 0
	}
	return search.Limits{Depth: depth, Time: search.Duration(ms) * search.Millisecond}
}

func runThink(args []string, out io.Writer) error {
	fs := flag.NewFlagSet("think", flag.ContinueOnError)
	var pf posFlags
	pf.register(fs)
	depth := fs.Int("depth", 0, "search depth (0: until the time is up)")
	ms := fs.Int("time", 2000, "time in milliseconds (0: no limit; with --depth and no --time, no limit)")
	if _, err := parseFlags(fs, args, 0); err != nil {
		return err
	}
	timeSet := false
	fs.Visit(func(f *flag.Flag) { timeSet = timeSet || f.Name == "time" })
	p, err := pf.position()
	if err != nil {
		return err
	}
	s, err := newSearcher(p)
	if err != nil {
		fmt.Fprintf(os.Stderr, "warning: %v\n", err)
	}
	s.OnInfo = func(i search.Info) {
		fmt.Fprintf(out, "depth %d score %d nodes %d time %d ms nps %.0f best %s\n", i.Depth, i.Score, i.Nodes,
			i.Time.Milliseconds(), float64(i.Nodes)/max(i.Time.Seconds(), 1e-6), notation.SANDetail(p, &i.Best))
	}
	info := s.Think(thinkLimits(*depth, *ms, timeSet))
	if !info.Found {
		fmt.Fprintln(out, "bestmove (none)")
		return nil
	}
	fmt.Fprintf(out, "bestmove %s\n", notation.SANDetail(p, &info.Best))
	return nil
}
