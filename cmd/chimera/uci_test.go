package main

import (
	"bytes"
	"io"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/notation"
)

// UCI writes en passant as a plain from-to move, as GUIs and other
// engines expect (bestmove c4b3, not c4b3,b4), in the best move and in
// the principal variations; both forms are read.
func TestUCIEnPassantPlain(t *testing.T) {
	var out bytes.Buffer
	require.NoError(t, runUCI(nil, strings.NewReader("position fen 7k/8/8/8/1Pp5/8/8/7K b - b3\ngo depth 2\n"), &out))
	s := out.String()
	assert.Contains(t, s, "\nbestmove c4b3\n")
	assert.Regexp(t, `(?m)^info depth 1 score cp -?\d+ nodes \d+ time \d+ hashfull \d+ pv c4b3$`, s)
	assert.Regexp(t, `(?m)^info depth 2 score cp -?\d+ nodes \d+ time \d+ hashfull \d+ pv c4b3 h1[gh][12]$`, s)
	assert.NotContains(t, s, ",")

	for _, ep := range []string{"c4b3", "c4b3,b4"} {
		out.Reset()
		in := "position fen 7k/8/8/8/1Pp5/8/8/7K b - b3 moves " + ep + " h1g1\ngo depth 1\n"
		require.NoError(t, runUCI(nil, strings.NewReader(in), &out))
		assert.NotContains(t, out.String(), "error", ep)
		assert.Contains(t, out.String(), "bestmove b3b2", ep) // the pawn that took en passant runs on
	}
}

// Every legal move has a UCI string of its own, written plain unless
// another move from and to the same squares needs its victims to tell
// them apart (a Lion's double capture and its leap), and read back in
// both forms.
func TestUCIMoveForms(t *testing.T) {
	tests := []struct {
		variant, fen string
		want         []string // moves that must be written so
	}{
		{"chess", "r3k2r/1P6/8/3pP3/8/8/8/R3K2R w KQkq d6 0 2", []string{"e5d6", "b7a8q", "e1g1"}},
		{"testdata/lion.txt", "4k3/8/8/8/8/2r5/2r5/R2LK3 w - - 0 1", []string{"d1c3", "d1c3,c2", "d1d1", "d1d1,c2", "d1e2"}},
		{"testdata/jocly.txt", "9k/10/10/10/2p1p5/10/3F6/10/10/K9 w - - 0 1", nil},
		{"kyotoshogi", "p+nks+l/5/5/5/+LSK+NP[Nn] w - - 0 1", nil},
		{"shogi", "lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - - 0 3", []string{"b2h8+", "b2h8"}},
		{"seirawan", "", nil},
		{"gun", "4k3/p7/8/8/8/8/8/R3K3 w - - 0 1", nil},
		{"madhouse", "4k3/p7/8/8/8/8/8/R3K3 w - - 0 1", nil},
		{"xiangqi", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/4P4/P1P3P1P/1C5C1/9/RNBAKABNR w - - 0 1", []string{"e5e6"}},
	}
	for _, tc := range tests {
		v, err := loadVariant(tc.variant)
		require.NoError(t, err)
		p, err := notation.ParseFEN(v, tc.fen, notation.FENOptions{})
		require.NoError(t, err)
		ml := legalList(p)
		written := map[string]bool{}
		for i := range ml.Moves {
			m := &ml.Moves[i]
			s := uciMoveIn(v, ml.Moves, m)
			assert.False(t, written[s], "%s: two moves %s", tc.variant, s)
			written[s] = true
			for _, form := range []string{s, uciMove(v, m)} {
				got, ok := findUCIMove(v, ml.Moves, form)
				if assert.True(t, ok, "%s: %s not read", tc.variant, form) {
					assert.True(t, got.Same(m), "%s: %s read as another move", tc.variant, form)
				}
			}
		}
		for _, w := range tc.want {
			assert.True(t, written[w], "%s: %s not among %v", tc.variant, w, written)
		}
	}
}

// uciTestSession drives the UCI loop through a pipe, a line at a time.
type uciTestSession struct{ pipeSession }

func startUCI(t *testing.T) *uciTestSession {
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	s := &uciTestSession{pipeSession{t: t, in: inW, lines: make(chan string, 1000)}}
	done := make(chan struct{})
	go func() {
		defer close(done)
		assert.NoError(t, uciLoop(nil, inR, outW, loopOptions{}))
		outW.Close()
	}()
	go func() {
		for l := range readLines(outR) {
			s.lines <- l
		}
		close(s.lines)
	}()
	t.Cleanup(func() {
		io.WriteString(inW, "quit\n")
		inW.Close()
		select {
		case <-done:
		case <-time.After(10 * time.Second):
			t.Error("the UCI loop did not quit")
		}
	})
	return s
}

func readLines(r io.Reader) <-chan string {
	ch := make(chan string)
	go func() {
		defer close(ch)
		lr := newLineReader(r, maxLineBytes)
		for {
			l, err := lr.next()
			if err != nil {
				return
			}
			ch <- l
		}
	}()
	return ch
}

// until returns the lines up to and including the first that matches re.
func (s *uciTestSession) until(re string, timeout time.Duration) []string {
	s.t.Helper()
	return s.untilLine(regexp.MustCompile(re).MatchString, re, timeout)
}

// isready is answered at once while a search goes on; stop ends it with
// a best move; so do a new position and a new go (a GUI that forgot to
// stop); quit ends a search without end.
func TestUCISearchControl(t *testing.T) {
	s := startUCI(t)
	s.send("position startpos", "go infinite", "isready")
	s.until("^readyok$", 5*time.Second)
	s.send("stop")
	got := s.until("^bestmove ", 10*time.Second)
	assert.Regexp(t, `^bestmove [a-h][1-8][a-h][1-8]$`, got[len(got)-1])

	s.send("go infinite", "position startpos moves e2e4")
	s.until("^bestmove ", 10*time.Second)
	s.send("go infinite", "go depth 1")
	s.until("^bestmove ", 10*time.Second)
	got = s.until("^bestmove ", 10*time.Second)
	assert.Regexp(t, `^bestmove [a-h][1-8][a-h][1-8]$`, got[len(got)-1], "Black's move after e2e4")

	// wtime 0: the clock is out, the move comes at once
	start := time.Now()
	s.send("position startpos", "go wtime 0 btime 1000")
	s.until("^bestmove ", 10*time.Second)
	assert.Less(t, time.Since(start), 2*time.Second)
}

// detailList is a list of legal moves as details, as the protocols use.
type detailList struct{ Moves []core.MoveDetail }

func legalList(p *core.Position) detailList { return detailList{legalMoves(p)} }

// go movetime is a time to spend, as the UCI protocol says ("search
// exactly x mseconds"), even where the best move stays and a clock's
// share would be cut short (search.Limits.Exact). A lower bound only: a
// slow machine takes longer and still passes.
func TestUCIMovetimeSpentWhole(t *testing.T) {
	var out bytes.Buffer
	start := time.Now()
	require.NoError(t, runUCI(nil, strings.NewReader("position startpos\ngo movetime 400\n"), &out))
	assert.GreaterOrEqual(t, time.Since(start), 380*time.Millisecond)
	assert.Contains(t, out.String(), "\nbestmove ")
}
