package main

import (
	"bufio"
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/notation"
	"github.com/chimera-variants/chimera/search"
)

// A test suite in EPD (Win At Chess and the like): each line a position's
// first four FEN fields, then operations "bm MOVE...;" (best moves),
// "am MOVE...;" (moves to avoid) and "id "NAME";". A position is solved
// when the move found is one of bm, and none of am.
type epdCase struct {
	line     int
	fen      string
	id       string
	bm, am   []string
	position *core.Position
}

// Limits of a suite file: as the opening files' (README, Limits).
const (
	maxEPDLine  = 4096
	maxEPDCases = 100000
)

// readEPD reads a suite for variant v. Blank lines and lines starting
// with # are skipped; a line that is not a position with bm or am is an
// error naming it.
func readEPD(v *core.Variant, r io.Reader) ([]epdCase, error) {
	var cases []epdCase
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, maxEPDLine), maxEPDLine)
	n := 0
	for sc.Scan() {
		n++
		text := strings.TrimSpace(sc.Text())
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		if len(cases) == maxEPDCases {
			return nil, fmt.Errorf("line %d: more than %d positions", n, maxEPDCases)
		}
		c, err := parseEPD(v, text)
		if err != nil {
			return nil, fmt.Errorf("line %d: %v", n, err)
		}
		c.line = n
		cases = append(cases, c)
	}
	if err := sc.Err(); err != nil {
		if errors.Is(err, bufio.ErrTooLong) {
			return nil, fmt.Errorf("line %d: longer than %d bytes", n+1, maxEPDLine)
		}
		return nil, err
	}
	return cases, nil
}

// parseEPD reads one line of a suite.
func parseEPD(v *core.Variant, text string) (epdCase, error) {
	f := strings.Fields(text)
	if len(f) < 5 {
		return epdCase{}, fmt.Errorf("%q: a position and its operations expected", clipText(text))
	}
	c := epdCase{fen: strings.Join(f[:4], " ")}
	p, err := notation.ParseFEN(v, c.fen+" 0 1", notation.FENOptions{})
	if err != nil {
		return epdCase{}, err
	}
	c.position = p
	for op := range strings.SplitSeq(strings.Join(f[4:], " "), ";") {
		words := strings.Fields(op)
		if len(words) == 0 {
			continue
		}
		switch words[0] {
		case "bm":
			c.bm = append(c.bm, words[1:]...)
		case "am":
			c.am = append(c.am, words[1:]...)
		case "id":
			c.id = strings.Trim(strings.Join(words[1:], " "), `"`)
		}
	}
	if len(c.bm)+len(c.am) == 0 {
		return epdCase{}, fmt.Errorf("%q: no bm or am operation", clipText(text))
	}
	for _, list := range [][]string{c.bm, c.am} {
		for _, san := range list {
			if _, err := notation.FindSAN(p, san); err != nil {
				return epdCase{}, fmt.Errorf("%s: %v", c.id, err)
			}
		}
	}
	return c, nil
}

// solves reports whether the move d played in c's position solves it.
func (c *epdCase) solves(d *core.MoveDetail) bool {
	is := func(list []string) bool {
		for _, san := range list {
			m, err := notation.FindSAN(c.position, san)
			if md := c.position.Detail(m); err == nil && md.Same(d) {
				return true
			}
		}
		return false
	}
	return (len(c.bm) == 0 || is(c.bm)) && !is(c.am)
}

func clipText(s string) string {
	if len(s) > 60 {
		return s[:60] + "…"
	}
	return s
}

// runEPD runs a test suite: Chimera thinks on each position for the time
// given (or to the depth given), and with --engine a UCI engine does too,
// position by position beside it; it prints the positions either fails
// and the solved counts, with the nodes each searched in all: two
// searches compared at one nominal depth, what each finds there and what
// the depth cost it.
func runEPD(args []string, out io.Writer) error {
	fs := flag.NewFlagSet("epd", flag.ContinueOnError)
	variant := fs.String("variant", "chess", "shipped variant or parameter-block file")
	ms := fs.Int("time", 1000, "milliseconds per position")
	engineCmd := fs.String("engine", "", "also a UCI engine's command (e.g. fairy-stockfish), on the same positions")
	engineVariant := fs.String("engine-variant", "", "the variant's name for the engine (default: --variant)")
	depth := fs.Int("depth", 0, "search each position to this depth instead of for --time (both engines)")
	rest, err := parseFlags(fs, args, 1)
	if err != nil {
		return err
	}
	if *ms < 1 || *ms > 3600000 {
		return fmt.Errorf("--time %d: between 1 and 3600000 milliseconds", *ms)
	}
	if *depth < 0 || *depth > maxGoDepth {
		return fmt.Errorf("--depth %d: between 1 and %d (0: search for --time)", *depth, maxGoDepth)
	}
	limits := search.Limits{Time: search.Duration(*ms) * search.Millisecond, Exact: true}
	at := fmt.Sprintf("%d ms", *ms)
	if *depth > 0 {
		limits, at = search.Limits{Depth: *depth}, fmt.Sprintf("depth %d", *depth)
	}
	v, err := loadVariant(*variant)
	if err != nil {
		return err
	}
	if len(rest) != 1 {
		return errors.New("epd: a suite file expected (see chimera help)")
	}
	text, err := readSmallFile(rest[0], maxEPDLine*maxEPDCases)
	if err != nil {
		return fmt.Errorf("%s: %v", rest[0], err)
	}
	cases, err := readEPD(v, bytes.NewReader(text))
	if err != nil {
		return fmt.Errorf("%s: %v", rest[0], err)
	}
	var eng *engine
	if *engineCmd != "" {
		if eng, err = startEngine(*engineCmd, "uci"); err != nil {
			return err
		}
		defer eng.quit()
		if err := eng.init(cmpOr(*engineVariant, *variant)); err != nil {
			return err
		}
	}
	solved, engSolved := 0, 0
	var nodes, engNodes uint64
	for i := range cases {
		c := &cases[i]
		p := c.position.Copy()
		s, err := newSearcher(p)
		if err != nil && i == 0 {
			fmt.Fprintf(os.Stderr, "warning: %v\n", err)
		}
		info := s.Think(limits)
		nodes += info.Nodes
		ok := info.Found && c.solves(&info.Best)
		if ok {
			solved++
		}
		mine := "(none)"
		if info.Found {
			mine = sanIn(c.position, &info.Best)
		}
		line := fmt.Sprintf("%-10s chimera %-8s %s", c.id, mine, mark(ok))
		if eng != nil {
			theirs, eok, n := epdEngineMove(eng, v, c, *ms, *depth)
			engNodes += n
			if eok {
				engSolved++
			}
			line += fmt.Sprintf("   engine %-8s %s", theirs, mark(eok))
		}
		fmt.Fprintf(out, "%s   best %s\n", line, strings.Join(c.bm, " "))
	}
	fmt.Fprintf(out, "chimera solved %d of %d at %s, %d nodes\n", solved, len(cases), at, nodes)
	if eng != nil {
		fmt.Fprintf(out, "engine solved %d of %d at %s, %d nodes (%s)\n", engSolved, len(cases), at, engNodes, *engineCmd)
	}
	return nil
}

// epdEngineMove asks the UCI engine for its move in c's position, for ms
// milliseconds or to depth (when above 0); it returns the nodes its last
// report gave.
func epdEngineMove(e *engine, v *core.Variant, c *epdCase, ms, depth int) (string, bool, uint64) {
	e.send("ucinewgame")
	e.send("position fen %s 0 1", c.fen)
	e.nodes = 0 // (an engine that reports no nodes adds none)
	wait := time.Duration(ms)*time.Millisecond + 30*time.Second
	if depth > 0 {
		e.send("go depth %d", depth)
		wait = 10 * time.Minute
	} else {
		e.send("go movetime %d", ms)
	}
	l, err := e.waitFor("bestmove", wait)
	if err != nil {
		return "(" + err.Error() + ")", false, 0
	}
	nodes := e.nodes
	f := strings.Fields(l)
	if len(f) < 2 {
		return "(none)", false, nodes
	}
	d, ok := findUCIMove(v, legalMoves(c.position), f[1])
	if !ok {
		return f[1] + "?", false, nodes
	}
	return sanIn(c.position, &d), c.solves(&d), nodes
}

// sanIn writes m, a legal move of p, in SAN.
func sanIn(p *core.Position, m *core.MoveDetail) string {
	return notation.SANDetail(p, m)
}

func mark(ok bool) string {
	if ok {
		return "ok"
	}
	return "--"
}

func cmpOr(a, b string) string {
	if a != "" {
		return a
	}
	return b
}
