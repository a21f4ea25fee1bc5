package main

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chimera-variants/chimera/core"
)

func TestThinkingNotes(t *testing.T) {
	tests := []struct {
		proto string
		lines []string
		want  string
		nodes uint64
	}{
		{"uci", []string{"info depth 9 seldepth 12 score cp 35 nodes 1000 pv e2e4", "info string hello"}, "+0.35/9", 1000},
		{"uci", []string{"info depth 3 score mate -2 pv a1a2"}, "-M2/3", 0},
		{"uci", []string{"info nodes 5"}, "", 5},
		{"xboard", []string{" 6      -2        4      35286 c2c4 c7c6", "move c2c4"}, "-0.02/6", 0},
		{"xboard", []string{"5 100003 10 999 a1a8"}, "+M3/5", 0},
		{"xboard", []string{"feature done=1"}, "", 0},
		{"usi", []string{"info depth 7 score cp -120 nodes 9 pv 7g7f"}, "-1.20/7", 9},
		{"ucci", []string{"info depth 6 score 4 pv b0c2 b9c7", "info time 5 nodes 900"}, "+0.04/6", 900},
		{"ucci", []string{"info depth 3 score 9997 pv h2e2"}, "+M2/3", 0},
		{"ucci", []string{"info depth 3 score -9999 pv h2e2"}, "-M1/3", 0},
	}
	for _, tc := range tests {
		e := &engine{proto: tc.proto}
		for _, l := range tc.lines {
			e.noteThinking(l)
		}
		assert.Equal(t, tc.want, e.report, "%v", tc.lines)
		assert.Equal(t, tc.nodes, e.nodes, "%v", tc.lines)
	}
	// the options UCI's family announce: UCI's names may have spaces
	e := &engine{proto: "uci"}
	e.noteThinking("option name Hash Size type spin default 16")
	assert.True(t, e.offered["Hash Size"])
	e = &engine{proto: "ucci"}
	e.noteThinking("option usemillisec type check default false")
	assert.True(t, e.offered["usemillisec"])
	assert.False(t, e.offered["type"])
}

func TestReadOpenings(t *testing.T) {
	v, err := loadVariant("shatranj")
	require.NoError(t, err)
	book, err := readOpenings(v, filepath.Join("testdata", "openings-shatranj.txt"))
	require.NoError(t, err)
	require.Len(t, book, 3)
	assert.Len(t, book[0], 4)

	bad := filepath.Join(t.TempDir(), "bad.txt")
	require.NoError(t, os.WriteFile(bad, []byte("e3 e6\n\ne3 e4\n"), 0o644))
	_, err = readOpenings(v, bad)
	assert.ErrorContains(t, err, "bad.txt:3")
}

// testMainCommand runs the test binary as a command of its own (see
// TestMain): "fake-loser LOG", a UCI engine that writes what it hears to
// LOG and answers every go with an illegal move; "fake-kin PROTO VARIANT
// LOG", a USI or UCCI engine playing the first legal move (fakeKinEngine);
// "fake-slow", a UCI chess engine whose first search outlasts its clock
// (fakeSlowEngine); or any chimera command.
func testMainCommand(args []string) int {
	if len(args) == 2 && args[0] == "fake-loser" {
		fakeLoserEngine(args[1])
		return 0
	}
	if len(args) == 3 && args[0] == "fake-crasher" {
		fakeCrasherEngine(args[1], args[2] == "hang")
		return 0
	}
	if len(args) == 1 && args[0] == "fake-slow" {
		fakeSlowEngine()
		return 0
	}
	if len(args) == 4 && args[0] == "fake-kin" {
		fakeKinEngine(args[1], args[2], args[3])
		return 0
	}
	if len(args) == 0 {
		return 2
	}
	if err := runCommand(args[0], args[1:]); err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	return 0
}

// fakeLoserEngine speaks UCI and loses every game it is asked to move in.
func fakeLoserEngine(logFile string) {
	log, err := os.Create(logFile)
	if err != nil {
		return
	}
	defer log.Close()
	in := bufio.NewScanner(os.Stdin)
	for in.Scan() {
		fmt.Fprintln(log, in.Text())
		switch f := strings.Fields(in.Text()); {
		case len(f) == 0:
		case f[0] == "uci":
			fmt.Println("id name Fake loser")
			fmt.Println("option name Hash type spin default 16 min 1 max 64")
			fmt.Println("uciok")
		case f[0] == "isready":
			fmt.Println("readyok")
		case f[0] == "go":
			fmt.Println("bestmove a1a1")
		case f[0] == "quit":
			return
		}
	}
}

// TestMatchSPRTStops plays Chimera against an engine that loses every
// game: the SPRT accepts H1 after the first pair of games whose LLR
// reaches the upper bound, long before --games; the options reach the engine between
// uci and isready; each opening is played twice, colours reversed.
func TestMatchSPRTStops(t *testing.T) {
	t.Setenv("CHIMERA_TEST_MAIN", "1")
	dir := t.TempDir()
	log, pgn := filepath.Join(dir, "fake.log"), filepath.Join(dir, "m.pgn")
	var out bytes.Buffer
	err := runMatch([]string{"--variant", "chess", "--games", "40", "--tc", "1+0.05", "--sprt", "0,200",
		"--engine1", os.Args[0] + " uci", "--proto1", "uci", "--option1", "Contempt=5",
		"--engine2", os.Args[0] + " fake-loser " + log, "--proto2", "uci", "--option2", "Hash=32", "--option2", "Skill Level=3",
		"--pgn", pgn, "--seed", "5"}, &out)
	require.NoError(t, err, out.String())
	t.Log(out.String())

	test, _ := parseSPRT("0,200", 0.05, 0.05)
	_, upper := test.bounds()
	want := 2 // games, in pairs
	for pentanomialLLR([5]int{4: want / 2}, 0, 200) < upper {
		want += 2
	}
	require.Less(t, want, 40)
	s := out.String()
	assert.Equal(t, want, strings.Count(s, "\ngame "), s)
	assert.Contains(t, s, fmt.Sprintf("game %d: ", want))
	assert.NotContains(t, s, fmt.Sprintf("game %d: ", want+1))
	assert.Contains(t, s, fmt.Sprintf("engine 1 score %d.0/%d (+%d =0 -0) 100.0%%", want, want, want))
	assert.Contains(t, s, "H1 accepted: engine 1 is 200 Elo or better")
	assert.Contains(t, s, fmt.Sprintf("pairs of games by engine 1's points (0, ½, 1, 1½, 2): 0 0 0 0 %d\n", want/2))
	assert.Regexp(t, `(?m)^openings: \d+ random, 4 plies, scored within ±100 cp`, s)

	heard, err := os.ReadFile(log)
	require.NoError(t, err)
	h := string(heard)
	assert.Regexp(t, `(?s)^uci\nsetoption name UCI_Variant value chess\nsetoption name Hash value 32\nsetoption name Skill Level value 3\nisready\n`, h)

	// games 1 and 2 share an opening of 4 book moves, engine 1 White then Black
	games, err := os.ReadFile(pgn)
	require.NoError(t, err)
	book := regexp.MustCompile(`(?m)^\[White "([^"]*)"\][\s\S]*?\n\n(1\. \S+ \{book\} 1\.\.\. \S+ \{book\} 2\. \S+ \{book\} 2\.\.\. \S+ \{book\})`).FindAllStringSubmatch(string(games), -1)
	require.GreaterOrEqual(t, len(book), 2, string(games))
	assert.Equal(t, book[0][2], book[1][2])
	assert.Contains(t, book[0][1], " uci")
	assert.Contains(t, book[1][1], "fake-loser")
	if len(book) >= 3 {
		assert.NotEqual(t, book[0][2], book[2][2], "the next pair's opening")
	}
	// after the book each move's comment holds Chimera's score and depth
	// and the time it took, as cutechess writes them
	assert.Regexp(t, `2\.\.\. \S+ \{book\} 3\. \S+ \{[+-]\d+\.\d\d/\d+ \d+\.\d\ds\}`, string(games))
}

// TestMatchSPRTAcceptsH0: with the losing engine as engine 1 (and other
// error rates) the LLR falls to the lower bound and the match ends there.
func TestMatchSPRTAcceptsH0(t *testing.T) {
	t.Setenv("CHIMERA_TEST_MAIN", "1")
	dir := t.TempDir()
	var out bytes.Buffer
	err := runMatch([]string{"--variant", "chess", "--games", "40", "--tc", "1+0.05", "--sprt", "0,200", "--alpha", "0.1", "--beta", "0.2",
		"--engine1", os.Args[0] + " fake-loser " + filepath.Join(dir, "fake.log"), "--proto1", "uci",
		"--engine2", os.Args[0] + " uci", "--proto2", "uci", "--pgn", filepath.Join(dir, "m.pgn")}, &out)
	require.NoError(t, err, out.String())
	test, _ := parseSPRT("0,200", 0.1, 0.2)
	lower, _ := test.bounds()
	want := 2
	for pentanomialLLR([5]int{want / 2}, 0, 200) > lower {
		want += 2
	}
	s := out.String()
	assert.Equal(t, want, strings.Count(s, "\ngame "), s)
	assert.Contains(t, s, fmt.Sprintf("(+0 =0 -%d)", want))
	assert.Contains(t, s, "H0 accepted")
}

// fakeSlowEngine speaks UCI in chess and plays the first legal move,
// but its first search goes on past any clock: it answers when told to
// stop, or else just before it answers its next go, as an engine on a
// loaded machine that answers late does.
func fakeSlowEngine() {
	var slow *core.Position // the first search's position, until it answers
	first := true
	fakeFirstMoveEngine("Fake slow", func(p *core.Position, answer func(*core.Position)) bool {
		if first {
			first, slow = false, p
			return true
		}
		if slow != nil {
			answer(slow)
			slow = nil
		}
		answer(p)
		return true
	}, func(answer func(*core.Position)) {
		if slow != nil {
			answer(slow)
			slow = nil
		}
	})
}

// fakeFirstMoveEngine speaks as much UCI as a match uses, in chess, and
// leaves each "go" (with its position) and "stop" to the fake engine's
// own rules; answer prints a position's first legal move as the best
// move. It returns at "quit", at the end of its input, or when onGo
// returns false.
func fakeFirstMoveEngine(name string, onGo func(p *core.Position, answer func(*core.Position)) bool, onStop func(answer func(*core.Position))) {
	v, err := loadVariant("chess")
	if err != nil {
		return
	}
	p, _ := core.StartPosition(v)
	answer := func(q *core.Position) {
		var ml core.MoveList
		q.GenerateLegal(&ml)
		fmt.Println("bestmove " + coordMoveIn(uciCoords, v, q.Details(ml.Moves), &q.Details(ml.Moves)[0]))
	}
	in := bufio.NewScanner(os.Stdin)
	for in.Scan() {
		switch f := strings.Fields(in.Text()); {
		case len(f) == 0:
		case f[0] == "uci":
			fmt.Println("id name " + name)
			fmt.Println("uciok")
		case f[0] == "isready":
			fmt.Println("readyok")
		case f[0] == "position":
			if q, err := readPosition(uciCoords, v, f[1:], "fen", "FEN", parseFEN); err == nil {
				p = q
			}
		case f[0] == "go":
			if !onGo(p, answer) {
				return
			}
		case f[0] == "stop":
			if onStop != nil {
				onStop(answer)
			}
		case f[0] == "quit":
			return
		}
	}
}

// TestMatchLateAnswer: an engine that runs out of time in one game and
// answers late is stopped and its late move read then, not taken for its
// first move of the next game (which made every later game "illegal
// move", one answer behind).
func TestMatchLateAnswer(t *testing.T) {
	if testing.Short() {
		t.Skip("waits out a clock")
	}
	t.Setenv("CHIMERA_TEST_MAIN", "1")
	var out bytes.Buffer
	err := runMatch([]string{"--variant", "chess", "--games", "2", "--tc", "0.2+0",
		"--engine1", os.Args[0] + " uci", "--proto1", "uci",
		"--engine2", os.Args[0] + " fake-slow", "--proto2", "uci", "--seed", "5",
		"--pgn", filepath.Join(t.TempDir(), "m.pgn")}, &out)
	require.NoError(t, err, out.String())
	s := out.String()
	assert.Regexp(t, `game 1: 1-0 \(no move: .*no "bestmove" within`, s)
	assert.NotContains(t, s, "illegal move", s)
	assert.Contains(t, s, "game 2: ", s)
}

// fakeCrasherEngine speaks UCI in chess and plays the first legal move,
// but fails twice, leaving a file in dir to know it did: its first
// process exits before answering "uci" (as Sjeng's first run may), its
// second exits when asked for its second move, or with hang set, stops
// reading and answering there, as a hung engine does.
func fakeCrasherEngine(dir string, hang bool) {
	runs, _ := filepath.Glob(filepath.Join(dir, "run*"))
	os.WriteFile(filepath.Join(dir, fmt.Sprint("run", len(runs))), nil, 0o644)
	if len(runs) == 0 {
		return
	}
	gos := 0
	fakeFirstMoveEngine("Fake crasher", func(p *core.Position, answer func(*core.Position)) bool {
		if gos++; len(runs) == 1 && gos == 2 {
			if hang {
				select {} // until killed
			}
			return false
		}
		answer(p)
		return true
	}, nil)
}

// TestMatchEngineExits: an engine that exits while starting is started
// again; one that exits during a game loses that game, and a new process
// plays the next, so the match goes on to the end.
func TestMatchEngineExits(t *testing.T) {
	s, runs := matchAgainstCrasher(t, "exit", "4", "2+0.05")
	assert.Equal(t, 3, runs, "started, started again, restarted after the game")
	// game 1: the crasher is Black and exits at its second move
	assert.Regexp(t, `game 1: 1-0 \(no move: .*engine exited\), engine 1 white`, s)
	assert.Contains(t, s, "note: engine 2 exited during game 1; restarted")
	for g := 2; g <= 4; g++ {
		assert.Regexp(t, fmt.Sprintf(`game %d: (1-0|0-1|1/2-1/2) \(`, g), s)
	}
	assert.Equal(t, 2, strings.Count(s, "exited"), "game 1 and its note only: "+s)
	assert.Contains(t, s, "engine 1 score 4.0/4", s)
}

// TestMatchEngineHangs: an engine that stops answering loses the game
// on time, is not heard when told to stop, and a new process of it plays
// the next game (the hung one would lose every game after, or answer one
// behind).
func TestMatchEngineHangs(t *testing.T) {
	if testing.Short() {
		t.Skip("waits out a clock")
	}
	s, runs := matchAgainstCrasher(t, "hang", "2", "0.5+0.05")
	assert.Regexp(t, `game 1: 1-0 \(no move: .*no "bestmove" within`, s)
	assert.Contains(t, s, "note: engine 2 hung during game 1; restarted")
	assert.Regexp(t, `game 2: (1-0|0-1|1/2-1/2) \((checkmate|stalemate|repetition|move rule|insufficient)`, s)
	assert.Equal(t, 3, runs, "started, started again, restarted after the game")
}

// matchAgainstCrasher plays Chimera against fakeCrasherEngine in mode
// ("exit" or "hang") from the start position, and returns the match's
// output and how many processes of the fake were started.
func matchAgainstCrasher(t *testing.T, mode, games, tc string) (string, int) {
	t.Setenv("CHIMERA_TEST_MAIN", "1")
	dir := t.TempDir()
	var out bytes.Buffer
	err := runMatch([]string{"--variant", "chess", "--games", games, "--tc", tc, "--opening-plies", "0",
		"--engine1", os.Args[0] + " uci", "--proto1", "uci",
		"--engine2", os.Args[0] + " fake-crasher " + dir + " " + mode, "--proto2", "uci", "--pgn", filepath.Join(dir, "m.pgn")}, &out)
	require.NoError(t, err, out.String())
	runs, _ := filepath.Glob(filepath.Join(dir, "run*"))
	return out.String(), len(runs)
}

// TestMatchTimeOdds: with --tc2 the second engine plays on its own clock
// and increment, whichever colour it has, and the engines are told both.
func TestMatchTimeOdds(t *testing.T) {
	t.Setenv("CHIMERA_TEST_MAIN", "1")
	dir := t.TempDir()
	log := filepath.Join(dir, "fake.log")
	var out bytes.Buffer
	err := runMatch([]string{"--variant", "chess", "--games", "2", "--tc", "1+0.05", "--tc2", "7+0.3", "--opening-plies", "0",
		"--engine1", os.Args[0] + " uci", "--proto1", "uci",
		"--engine2", os.Args[0] + " fake-loser " + log, "--proto2", "uci", "--pgn", filepath.Join(dir, "m.pgn")}, &out)
	require.NoError(t, err, out.String())
	heard, err := os.ReadFile(log)
	require.NoError(t, err)
	gos := regexp.MustCompile(`(?m)^go .*$`).FindAllString(string(heard), -1)
	require.Len(t, gos, 2, string(heard))
	// game 1: Chimera (White, 1 s) has moved; the fake engine is Black
	assert.Regexp(t, `^go wtime \d+ btime 7000 winc 50 binc 300$`, gos[0])
	w, _ := strconv.Atoi(strings.Fields(gos[0])[2])
	assert.LessOrEqual(t, w, 1050, "White's clock is engine 1's")
	// game 2: the fake engine is White and moves first
	assert.Equal(t, "go wtime 7000 btime 1000 winc 300 binc 50", gos[1])
}
