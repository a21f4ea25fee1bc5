package main

import (
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"
)

// perftCase is one row of `chimera bench --against`: a shipped variant,
// whose name is also the UCI_Variant name Fairy-Stockfish knows it by,
// and a perft depth from its start position.
type perftCase struct {
	variant string
	depth   int
}

// againstCases are the rows of `chimera bench --against` by default: each
// run takes about 0.5-5 s on one core of a 2020s machine (xiangqi 5
// longer on Chimera's side). Chu Shogi is there for Chimera's own speed:
// most Fairy-Stockfish builds lack it.
var againstCases = []perftCase{
	{"chess", 6}, {"crazyhouse", 6}, {"capablanca", 5}, {"xiangqi", 5},
	{"janggi", 5}, {"grand", 4}, {"shogi", 5}, {"chushogi", 4},
}

// parsePerftCases reads --variants: "chess:6,xiangqi:5,...".
func parsePerftCases(s string) ([]perftCase, error) {
	var cases []perftCase
	for _, item := range strings.Split(s, ",") {
		item = strings.TrimSpace(item)
		if item == "" {
			continue
		}
		name, d, ok := strings.Cut(item, ":")
		depth, err := strconv.Atoi(d)
		if !ok || name == "" || err != nil || depth < 1 || depth > 20 {
			return nil, fmt.Errorf("--variants: %q is not VARIANT:DEPTH (a depth from 1 to 20)", excerpt(item))
		}
		cases = append(cases, perftCase{name, depth})
	}
	if len(cases) == 0 {
		return nil, fmt.Errorf("--variants: no VARIANT:DEPTH")
	}
	return cases, nil
}

// perftRow is one measured row: the best time of each side over the
// rounds. engineTime is 0 when the engine was not run (skipped says why).
type perftRow struct {
	variant     string
	depth       int
	nodes       uint64 // Chimera's count
	engineNodes uint64
	chimeraTime time.Duration
	engineTime  time.Duration
	skipped     string
}

// mnps is millions of nodes per second.
func mnps(nodes uint64, d time.Duration) float64 {
	if d <= 0 {
		return 0
	}
	return float64(nodes) / d.Seconds() / 1e6
}

// ratio is Chimera's speed over the engine's: above 1, Chimera is faster.
// It is 0 when the engine side is missing.
func (r perftRow) ratio() float64 {
	if r.engineTime <= 0 || r.chimeraTime <= 0 || r.engineNodes != r.nodes {
		return 0
	}
	return r.engineTime.Seconds() / r.chimeraTime.Seconds()
}

// mismatch says how the two counts differ, or "" when they agree (or the
// engine was not run).
func (r perftRow) mismatch() string {
	if r.engineTime <= 0 || r.engineNodes == r.nodes {
		return ""
	}
	return fmt.Sprintf("%s depth %d: the engine counts %d nodes, Chimera %d", r.variant, r.depth, r.engineNodes, r.nodes)
}

// perftTable prints measured rows as they come, side by side, and at
// the end, loudly, each count that differs.
type perftTable struct {
	out io.Writer
	bad []string
}

func newPerftTable(out io.Writer, engineName string, rounds int) *perftTable {
	fmt.Fprintf(out, "perft from the start position, best of %d interleaved rounds; engine: %s\n", rounds, engineName)
	fmt.Fprintf(out, "ratio = Chimera's speed / the engine's (above 1: Chimera is faster)\n")
	fmt.Fprintf(out, "%-12s %5s %12s %12s %12s %7s\n", "variant", "depth", "nodes", "engine M/s", "Chimera M/s", "ratio")
	return &perftTable{out: out}
}

func (t *perftTable) row(r perftRow) {
	engine, ratio, note := "-", "-", ""
	if r.engineTime > 0 {
		engine = fmt.Sprintf("%.2f", mnps(r.engineNodes, r.engineTime))
		if q := r.ratio(); q > 0 {
			ratio = fmt.Sprintf("%.2f", q)
		}
	}
	if r.skipped != "" {
		note = "  (" + r.skipped + ")"
	}
	if m := r.mismatch(); m != "" {
		note = "  <<< NODE COUNT MISMATCH: engine " + strconv.FormatUint(r.engineNodes, 10)
		t.bad = append(t.bad, m)
	}
	fmt.Fprintf(t.out, "%-12s %5d %12d %12s %12.2f %7s%s\n", r.variant, r.depth, r.nodes, engine,
		mnps(r.nodes, r.chimeraTime), ratio, note)
}

// end repeats the differing counts, and returns an error naming them.
func (t *perftTable) end() error {
	if len(t.bad) == 0 {
		return nil
	}
	for _, m := range t.bad {
		fmt.Fprintf(t.out, "!!! NODE COUNT MISMATCH: %s\n", m)
	}
	return fmt.Errorf("bench: the node counts differ (%s)", strings.Join(t.bad, "; "))
}

// runBenchAgainst measures Chimera's perft beside a UCI engine's `go
// perft` (Fairy-Stockfish's): for each case, rounds of engine then
// Chimera, interleaved so that a busy moment of a shared machine slows
// both, keeping the best time of each (the least disturbed run).
func runBenchAgainst(path string, cases []perftCase, rounds int, out io.Writer) error {
	e, err := startPerftEngine(path)
	if err != nil {
		return err
	}
	defer e.quit()
	table := newPerftTable(out, e.name, rounds)
	for _, c := range cases {
		p, err := startOf(c.variant)
		if err != nil {
			return err
		}
		r := perftRow{variant: c.variant, depth: c.depth}
		runEngine := e.knows(c.variant)
		if !runEngine {
			r.skipped = "the engine lacks " + c.variant
		}
		// warm up both: grow Chimera's move lists, and let the engine
		// set up the variant
		p.Perft(c.depth - 1)
		if runEngine && c.depth > 1 {
			if _, _, err := e.perft(c.variant, c.depth-1); err != nil {
				return err
			}
		}
		for round := 0; round < rounds; round++ {
			if runEngine {
				n, el, err := e.perft(c.variant, c.depth)
				if err != nil {
					return err
				}
				r.engineNodes = n
				if round == 0 || el < r.engineTime {
					r.engineTime = el
				}
			}
			start := time.Now()
			r.nodes = p.Perft(c.depth)
			if el := time.Since(start); round == 0 || el < r.chimeraTime {
				r.chimeraTime = el
			}
		}
		table.row(r)
	}
	return table.end()
}

// perftEngine is a UCI engine that counts perft (`go perft D`, as
// Fairy-Stockfish and Stockfish do), with the variants it offers.
type perftEngine struct {
	*engine
	// variants are UCI_Variant's values; nil when the engine has no such
	// option (it plays chess alone)
	variants map[string]bool
}

// perftTimeout bounds one `go perft`.
const perftTimeout = 10 * time.Minute

func startPerftEngine(path string) (*perftEngine, error) {
	e, err := startEngine(path, "uci")
	if err != nil {
		return nil, fmt.Errorf("--against %s: %w", path, err)
	}
	pe := &perftEngine{engine: e}
	e.send("uci")
	deadline := time.After(10 * time.Second)
	for {
		select {
		case l, ok := <-e.lines:
			if !ok {
				return nil, fmt.Errorf("%s: engine exited", e.name)
			}
			f := strings.Fields(l)
			if len(f) == 1 && f[0] == "uciok" {
				return pe, nil
			}
			// option name UCI_Variant type combo default chess var chess var ...
			if len(f) > 3 && f[0] == "option" && f[1] == "name" && f[2] == "UCI_Variant" {
				pe.variants = map[string]bool{}
				for i := 3; i+1 < len(f); i++ {
					if f[i] == "var" {
						pe.variants[f[i+1]] = true
					}
				}
			}
		case <-deadline:
			e.quit()
			return nil, fmt.Errorf("%s: no uciok within 10s (is it a UCI engine?)", e.name)
		}
	}
}

// knows reports whether the engine offers the variant. Fairy-Stockfish
// keeps its old variant, silently, when told one it lacks, so this is
// asked of the list it announced.
func (e *perftEngine) knows(variant string) bool {
	if e.variants == nil {
		return variant == "chess"
	}
	return e.variants[variant]
}

// perft runs `go perft depth` from the variant's start position and
// times it from the command to the engine's total, "Nodes searched: N"
// (Fairy-Stockfish prints no time of its own). The time includes the
// engine's per-command overhead, small beside a run of a second.
func (e *perftEngine) perft(variant string, depth int) (uint64, time.Duration, error) {
	if e.variants != nil {
		e.send("setoption name UCI_Variant value %s", variant)
	}
	e.send("isready")
	if _, err := e.waitFor("readyok", 30*time.Second); err != nil {
		return 0, 0, err
	}
	e.send("position startpos")
	start := time.Now()
	e.send("go perft %d", depth)
	l, err := e.waitFor("Nodes searched:", perftTimeout)
	el := time.Since(start)
	if err != nil {
		return 0, 0, err
	}
	n, err := strconv.ParseUint(strings.TrimSpace(strings.TrimPrefix(l, "Nodes searched:")), 10, 64)
	if err != nil {
		return 0, 0, fmt.Errorf("%s: %q is not a node count", e.name, l)
	}
	return n, el, nil
}

// formatPerftCases is the --variants form of cases.
func formatPerftCases(cases []perftCase) string {
	s := make([]string, len(cases))
	for i, c := range cases {
		s[i] = fmt.Sprintf("%s:%d", c.variant, c.depth)
	}
	return strings.Join(s, ",")
}

// quicker is cases a depth shallower (--quick), down to depth 1.
func quicker(cases []perftCase) []perftCase {
	q := make([]perftCase, len(cases))
	for i, c := range cases {
		q[i] = perftCase{c.variant, max(c.depth-1, 1)}
	}
	return q
}
