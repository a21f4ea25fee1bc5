package main

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"github.com/chimera-variants/chimera/core"
)

// The fuzz targets feed the protocol loops and the opening-file reader
// arbitrary input: it must never panic or hang, and whatever they print
// must be well formed. Seeds are in testdata/fuzz/FuzzName (the en-passant
// case, a 100,000-move position line, a line of 1 MB, among others).

// fuzzMaxLines is how many lines of a fuzz input the loops get, so that
// each input runs in a fraction of a second (one line may be long).
const fuzzMaxLines = 64

// fuzzTimeout guards against a hang; an input normally takes milliseconds.
const fuzzTimeout = 30 * time.Second

// firstLines cuts s after n lines.
func firstLines(s string, n int) string {
	for i, k := 0, 0; i < len(s); i++ {
		if s[i] == '\n' {
			if k++; k == n {
				return s[:i+1]
			}
		}
	}
	return s
}

// inputCommands lists, for each line a loop reads (lines beyond the line
// limit skipped, those after quit not read), its command word as the
// loop sees it; known picks the first known word of a line (UCI skips
// unknown tokens), or the first word when known is nil.
func inputCommands(s string, known map[string]bool) []string {
	var cmds []string
	for _, l := range strings.Split(s, "\n") {
		if len(strings.TrimSuffix(l, "\r")) > maxLineBytes {
			continue
		}
		f := strings.Fields(l)
		for known != nil && len(f) > 0 && !known[f[0]] {
			f = f[1:]
		}
		if len(f) == 0 {
			continue
		}
		if f[0] == "quit" {
			break
		}
		cmds = append(cmds, f[0])
	}
	return cmds
}

func count(list []string, pred func(string) bool) int {
	n := 0
	for _, s := range list {
		if pred(s) {
			n++
		}
	}
	return n
}

// FuzzUCI runs the UCI loop on arbitrary command lines (searches capped
// at a few thousand nodes): well-formed output, and one bestmove for
// each go.
func FuzzUCI(f *testing.F) {
	f.Add("position fen 7k/8/8/8/1Pp5/8/8/7K b - b3\ngo depth 2\n")
	f.Fuzz(func(t *testing.T, in string) {
		in = firstLines(in, fuzzMaxLines)
		lines := runProtocol(t, "uci", strings.NewReader(in), fuzzTimeout)
		if err := checkOutput("uci", lines); err != nil {
			t.Fatalf("%v\ninput %q", err, excerpt(in))
		}
		gos := count(inputCommands(in, uciCommands), func(c string) bool { return c == "go" })
		bests := count(lines, func(l string) bool { return strings.HasPrefix(l, "bestmove ") })
		if gos != bests {
			t.Fatalf("%d go commands, %d best moves\ninput %q", gos, bests, excerpt(in))
		}
	})
}

// FuzzUSI runs the USI loop on arbitrary command lines (searches capped
// at a few thousand nodes): well-formed output, and an answer for each
// go (a best move; checkmate notimplemented for go mate).
func FuzzUSI(f *testing.F) {
	f.Add("position sfen lnsgkgsnl/7b1/pppp1pppp/9/9/9/PPPP1PPPP/1B5R1/LNSGKGSNL b Pr 7 moves P*5e\ngo btime 100 wtime 0 byoyomi 10\n")
	f.Add("usi\nsetoption name USI_Variant value minishogi\nposition startpos moves 2e2d\ngo depth 2\ngo mate 1000\n")
	f.Fuzz(func(t *testing.T, in string) {
		in = firstLines(in, fuzzMaxLines)
		lines := runProtocol(t, "usi", strings.NewReader(in), fuzzTimeout)
		if err := checkOutput("usi", lines); err != nil {
			t.Fatalf("%v\ninput %q", err, excerpt(in))
		}
		gos := count(inputCommands(in, usiCommands), func(c string) bool { return c == "go" })
		answers := count(lines, func(l string) bool { return strings.HasPrefix(l, "bestmove ") || strings.HasPrefix(l, "checkmate ") })
		if gos != answers {
			t.Fatalf("%d go commands, %d answers\ninput %q", gos, answers, excerpt(in))
		}
	})
}

// FuzzUCCI runs the UCCI loop on arbitrary command lines (searches
// capped at a few thousand nodes): well-formed output, and an answer for
// each go (bestmove or nobestmove), besides those a stop with no search
// gets.
func FuzzUCCI(f *testing.F) {
	f.Add("ucci\nsetoption usemillisec true\nposition fen rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1 moves h2e2\ngo time 100 increment 0 opptime 100\n")
	f.Add("setoption batch on\nposition startpos\nbanmoves h2e2 b0c2\ngo draw depth 2\nprobe startpos\ngo depth 0\nstop\nsetoption variant janggi\ngo ponder time 5\nponderhit draw\n")
	f.Fuzz(func(t *testing.T, in string) {
		in = firstLines(in, fuzzMaxLines)
		lines := runProtocol(t, "ucci", strings.NewReader(in), fuzzTimeout)
		if err := checkOutput("ucci", lines); err != nil {
			t.Fatalf("%v\ninput %q", err, excerpt(in))
		}
		cmds := inputCommands(in, ucciCommands)
		gos := count(cmds, func(c string) bool { return c == "go" })
		stops := count(cmds, func(c string) bool { return c == "stop" })
		answers := count(lines, func(l string) bool { return strings.HasPrefix(l, "bestmove ") || l == "nobestmove" })
		if answers < gos || answers > gos+stops {
			t.Fatalf("%d go and %d stop commands, %d answers\ninput %q", gos, stops, answers, excerpt(in))
		}
	})
}

// FuzzCECP runs the CECP (XBoard) loop on arbitrary command lines
// (searches capped at a few thousand nodes): well-formed output, and a
// pong for each ping.
func FuzzCECP(f *testing.F) {
	f.Add("new\nforce\nsetboard 7k/8/8/8/1Pp5/8/8/7K b - b3 0 1\nusermove c4b3\ngo\n")
	f.Fuzz(func(t *testing.T, in string) {
		in = firstLines(in, fuzzMaxLines)
		lines := runProtocol(t, "xboard", strings.NewReader(in), fuzzTimeout)
		if err := checkOutput("xboard", lines); err != nil {
			t.Fatalf("%v\ninput %q", err, excerpt(in))
		}
		pings := count(inputCommands(in, nil), func(c string) bool { return c == "ping" })
		pongs := count(lines, func(l string) bool { return l == "pong" || strings.HasPrefix(l, "pong ") })
		if pings != pongs {
			t.Fatalf("%d pings, %d pongs\ninput %q", pings, pongs, excerpt(in))
		}
	})
}

// fuzzOpeningVariants are the variants FuzzOpenings reads openings for
// (the first byte of the input picks one).
var fuzzOpeningVariants = []string{"chess", "shogi", "chushogi", "fibonacci", "crazyhouse", "seirawan"}

// FuzzOpenings reads arbitrary opening files: an error names the file
// (and its line) in one line; a book holds between one and maxOpenings
// openings of at most maxOpeningPlies moves.
func FuzzOpenings(f *testing.F) {
	f.Add([]byte("\x00e4 e5 2. Nf3\n# a comment\n\nd4 d5\n"))
	compiled := map[string]*core.Variant{}
	f.Fuzz(func(t *testing.T, data []byte) {
		name := fuzzOpeningVariants[0]
		if len(data) > 0 {
			name = fuzzOpeningVariants[int(data[0])%len(fuzzOpeningVariants)]
			data = data[1:]
		}
		v := compiled[name]
		if v == nil {
			var err error
			if v, err = loadVariant(name); err != nil {
				t.Fatal(err)
			}
			compiled[name] = v
		}
		type result struct {
			book [][]core.MoveDetail
			err  error
		}
		done := make(chan result, 1)
		go func() {
			book, err := readOpeningsFrom(v, "book.txt", bytes.NewReader(data))
			done <- result{book, err}
		}()
		var r result
		select {
		case r = <-done:
		case <-time.After(fuzzTimeout):
			t.Fatalf("readOpenings still running after %v on %q", fuzzTimeout, excerpt(string(data)))
		}
		if r.err != nil {
			msg := r.err.Error()
			if !strings.HasPrefix(msg, "book.txt:") || strings.ContainsAny(msg, "\n\r") || len(msg) > 1000 {
				t.Fatalf("error %q", excerpt(msg))
			}
			return
		}
		if len(r.book) == 0 || len(r.book) > maxOpenings {
			t.Fatalf("%d openings", len(r.book))
		}
		for _, o := range r.book {
			if len(o) > maxOpeningPlies {
				t.Fatalf("an opening of %d moves", len(o))
			}
		}
	})
}

// FuzzPositions reads arbitrary positions files (tune --positions): an
// error names the file and line; every target read is a chance, 0 to 1.
// The FENs are read later, by the fit, which reports a bad one.
func FuzzPositions(f *testing.F) {
	f.Add([]byte("8/8/8/8/8/8/8/K1k5 w - - 0 1\t1\t0.2500\nx\t0.5\t-1\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		got, err := parsePositions(bytes.NewReader(data), "p.tsv", 0.5)
		if err != nil {
			if !strings.HasPrefix(err.Error(), "p.tsv:") {
				t.Fatalf("error %q does not name the file", err)
			}
			return
		}
		for _, s := range got {
			if !(s.result >= 0 && s.result <= 1) {
				t.Fatalf("target %g out of 0..1", s.result)
			}
		}
	})
}
