package main

import (
	"bufio"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/notation"
)

// xbSession drives runXboard in-process through pipes.
type xbSession struct {
	pipeSession
	done chan error
	ping int
}

func startXboard(t *testing.T, args ...string) *xbSession {
	t.Helper()
	raw := len(args) > 0 && args[0] == "-raw"
	if raw {
		args = args[1:]
	}
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	s := &xbSession{pipeSession: pipeSession{t: t, in: inW, lines: make(chan string, 1000)}, done: make(chan error, 1)}
	go func() {
		err := runXboard(args, inR, outW)
		outW.Close()
		s.done <- err
	}()
	go func() {
		sc := bufio.NewScanner(outR)
		for sc.Scan() {
			s.lines <- sc.Text()
		}
		close(s.lines)
	}()
	if !raw {
		s.send("xboard", "protover 2")
		s.until("feature myname", 5*time.Second)
	}
	t.Cleanup(func() {
		s.send("quit")
		inW.Close()
		select {
		case <-s.done:
		case <-time.After(10 * time.Second):
			t.Error("xboard did not quit")
		}
	})
	return s
}

// until reads lines up to and including the first one starting with
// prefix and returns them all.
func (s *xbSession) until(prefix string, timeout time.Duration) []string {
	s.t.Helper()
	return s.untilLine(func(l string) bool { return strings.HasPrefix(l, prefix) }, strconv.Quote(prefix), timeout)
}

// sync sends a ping and returns every line before its pong.
func (s *xbSession) sync() []string {
	s.t.Helper()
	s.ping++
	n := strconv.Itoa(s.ping)
	s.send("ping " + n)
	got := s.until("pong "+n, 30*time.Second)
	return got[:len(got)-1]
}

// movesOf returns the "move X" lines' moves.
func movesOf(lines []string) []string {
	var ms []string
	for _, l := range lines {
		if m, ok := strings.CutPrefix(l, "move "); ok {
			ms = append(ms, m)
		}
	}
	return ms
}

// replay plays XBoard moves from a variant's start position (or fen),
// failing on an illegal one.
func replay(t *testing.T, variant, fen string, moves ...string) *core.Position {
	t.Helper()
	v, err := loadVariant(variant)
	require.NoError(t, err)
	p, err := notation.ParseFEN(v, fen, notation.FENOptions{})
	require.NoError(t, err)
	for _, s := range moves {
		ml := legalList(p)
		m, ok := findXBMove(v, ml.Moves, s)
		require.True(t, ok, "%s: %s is not legal after %v", variant, s, moves)
		p.MakeDetail(&m)
	}
	return p
}

func TestXboardFeatures(t *testing.T) {
	s := startXboard(t, "-raw")
	s.send("xboard", "protover 2")
	got := s.until("feature myname", 5*time.Second)
	f := got[len(got)-1]
	for _, want := range []string{`myname="Chimera"`, "setboard=1", "usermove=1", "ping=1", "sigint=0", "sigterm=0",
		"colors=0", "time=1", "memory=1", "done=1"} {
		assert.Contains(t, f, want)
	}
	_, list, ok := strings.Cut(f, `variants="`)
	require.True(t, ok)
	list, _, _ = strings.Cut(list, `"`)
	names := strings.Split(list, ",")
	for _, want := range []string{"normal", "capablanca", "shatranj", "xiangqi", "shogi", "crazyhouse", "atomic",
		"3check", "kingofthehill", "horde", "seirawan", "grand", "janggi", "makruk", "chu", "minishogi"} {
		assert.Contains(t, names, want)
	}
	assert.NotContains(t, names, "chess")
	assert.NotContains(t, names, "chushogi")
	assert.Empty(t, s.sync())
}

// TestXboardGame plays the opening moves in force mode, lets the engine
// move with go, answers with a legal move and checks the engine's second
// reply: both engine moves must be legal.
func TestXboardGame(t *testing.T) {
	tests := []struct {
		variant string // XBoard's name
		source  string // Chimera's
		fen     string
		opening []string
		limit   []string
	}{
		{"normal", "chess", "", []string{"e2e4", "e7e5", "g1f3"}, []string{"sd 2"}},
		{"normal", "chess", "", nil, []string{"level 40 0:05 0", "time 500", "otim 500"}},
		{"normal", "chess", "", []string{"d2d4"}, []string{"st 0.2"}},
		{"xiangqi", "xiangqi", "", []string{"h2e2", "h9g7"}, []string{"sd 2"}},
		{"grand", "grand", "", []string{"e2e4"}, []string{"sd 2"}},
		{"crazyhouse", "crazyhouse", "", []string{"e2e4", "d7d5", "e4d5", "d8d5"}, []string{"sd 2"}},
		{"shogi", "shogi", "", []string{"c3c4", "g7g6"}, []string{"sd 2"}},
		{"chu", "chushogi", "", []string{"a4a5"}, []string{"sd 1"}},
		{"minishogi", "minishogi", "", []string{"a2a3"}, []string{"sd 2"}},
		{"kingofthehill", "kingofthehill", "", nil, []string{"sd 2"}},
		{"capablanca", "capablanca", "", []string{"f2f4"}, []string{"sd 2"}},
	}
	for _, tc := range tests {
		t.Run(tc.variant+"/"+strings.Join(tc.limit, ","), func(t *testing.T) {
			s := startXboard(t)
			s.send("new", "variant "+tc.variant)
			s.send(tc.limit...)
			s.send("post", "force")
			for _, m := range tc.opening {
				s.send("usermove " + m)
			}
			out := s.sync()
			for _, l := range out {
				assert.NotContains(t, l, "Illegal", tc.variant)
				assert.NotContains(t, l, "Error", tc.variant)
			}
			s.send("go")
			got := s.until("move ", 30*time.Second)
			moves := append(append([]string{}, tc.opening...), movesOf(got)...)
			p := replay(t, tc.source, tc.fen, moves...)
			// our answer: the first legal move
			ml := legalList(p)
			require.NotEmpty(t, ml.Moves)
			answer := cecpMove(p.Variant(), &ml.Moves[0])
			s.send("usermove " + answer)
			got = s.until("move ", 30*time.Second)
			moves = append(append(moves, answer), movesOf(got)...)
			replay(t, tc.source, tc.fen, moves...)
			assert.Empty(t, movesOf(s.sync()), "no move after the reply")
		})
	}
}

// TestXboardMemory: memory N (feature memory=1) is taken as the
// transposition table's megabytes, the searches go on as before, and a
// size that is not a number is refused.
func TestXboardMemory(t *testing.T) {
	s := startXboard(t)
	s.send("new", "memory 1", "sd 4", "go")
	got := s.until("move ", 30*time.Second)
	for _, l := range got {
		assert.NotContains(t, l, "Error")
	}
	s.send("memory lots")
	assert.Contains(t, strings.Join(s.sync(), "\n"), "Error (want a number of megabytes): memory lots")
}

func TestXboardThinkingOutput(t *testing.T) {
	s := startXboard(t)
	s.send("new", "sd 3", "post", "go")
	got := s.until("move ", 30*time.Second)
	require.GreaterOrEqual(t, len(got), 2, "thinking lines before the move")
	f := strings.Fields(got[len(got)-2])
	require.GreaterOrEqual(t, len(f), 5, got)
	assert.Equal(t, "3", f[0]) // depth score centiseconds nodes pv
	s.send("new", "sd 2", "nopost", "go")
	got = s.until("move ", 30*time.Second)
	assert.Len(t, got, 1, "nopost: only the move")
}

func TestXboardSetboardMate(t *testing.T) {
	s := startXboard(t)
	s.send("new", "force", "sd 3",
		"setboard r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4", "go")
	got := s.until("1-0", 30*time.Second)
	assert.Equal(t, []string{"h5f7"}, movesOf(got))
	assert.Equal(t, "1-0 {White mates}", got[len(got)-1])
	// a bad FEN is reported
	s.send("setboard nonsense")
	out := s.sync()
	require.Len(t, out, 1)
	assert.True(t, strings.HasPrefix(out[0], "tellusererror Illegal position"), out)
}

func TestXboardUserMateAndIllegal(t *testing.T) {
	tests := []struct {
		name  string
		moves []string
		want  string
	}{
		{"fool's mate", []string{"f2f3", "e7e5", "g2g4", "d8h4"}, "0-1 {Black mates}"},
		{"illegal", []string{"e2e5"}, "Illegal move: e2e5"},
		{"wrong side", []string{"e2e4", "e4e5"}, "Illegal move: e4e5"},
		{"bare move without usermove", []string{"e2e4", "BARE e7e5", "g1f3"}, ""},
		{"unknown command", []string{"frobnicate"}, "Error (unknown command): frobnicate"},
		{"after the mate", []string{"f2f3", "e7e5", "g2g4", "d8h4", "a2a3"}, "Illegal move: a2a3"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := startXboard(t)
			s.send("new", "force")
			s.sync()
			for _, m := range tc.moves {
				switch {
				case strings.HasPrefix(m, "BARE "):
					s.send(strings.TrimPrefix(m, "BARE "))
				case strings.Contains(m, "2") || strings.Contains(m, "4") || strings.Contains(m, "5"):
					s.send("usermove " + m)
				default:
					s.send(m)
				}
			}
			out := s.sync()
			if tc.want == "" {
				assert.Empty(t, out)
				return
			}
			require.NotEmpty(t, out)
			assert.Equal(t, tc.want, out[len(out)-1])
		})
	}
}

func TestXboardUndoRemove(t *testing.T) {
	s := startXboard(t)
	s.send("new", "force", "usermove e2e4", "usermove e7e5", "undo")
	assert.Empty(t, s.sync())
	// Black is to move again: e7e5 is legal, d2d4 is not
	s.send("usermove d2d4")
	assert.Equal(t, []string{"Illegal move: d2d4"}, s.sync())
	s.send("usermove e7e5", "usermove g1f3", "remove")
	assert.Empty(t, s.sync())
	// two plies gone: Black to move after e2e4
	s.send("usermove e7e6")
	assert.Empty(t, s.sync())
	// the engine plays from there
	s.send("sd 1", "go")
	got := s.until("move ", 30*time.Second)
	replay(t, "chess", "", append([]string{"e2e4", "e7e6"}, movesOf(got)...)...)
}

func TestXboardPingWhileThinking(t *testing.T) {
	s := startXboard(t)
	s.send("new", "st 0.5", "nopost", "go", "ping 42")
	got := s.until("pong 42", 30*time.Second)
	require.Len(t, movesOf(got), 1, "the move comes before the pong: %q", got)
	assert.True(t, strings.HasPrefix(got[len(got)-2], "move "), got)
	// ? moves at once
	s.send("new", "st 30", "go")
	time.Sleep(200 * time.Millisecond)
	start := time.Now()
	s.send("?")
	s.until("move ", 10*time.Second)
	assert.Less(t, time.Since(start), 5*time.Second)
	// force while thinking: no move at all
	s.send("new", "st 30", "go")
	time.Sleep(100 * time.Millisecond)
	s.send("force")
	assert.Empty(t, movesOf(s.sync()))
	// playother: the engine answers the opponent's move
	s.send("new", "sd 1", "playother", "usermove e2e4")
	got = s.until("move ", 30*time.Second)
	replay(t, "chess", "", append([]string{"e2e4"}, movesOf(got)...)...)
}

func TestXboardDrops(t *testing.T) {
	tests := []struct {
		variant, source, fen, move string
	}{
		{"crazyhouse", "crazyhouse", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[N] w KQkq - 0 1", "N@e4"},
		{"shogi", "shogi", "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPP1PPPP/1B5R1/LNSGKGSNL[P] w - - 0 1", "P@e5"},
		// shogi promotion with +: the bishop takes on h8 and promotes
		{"shogi", "shogi", "lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - - 0 3", "b2h8+"},
	}
	for _, tc := range tests {
		t.Run(tc.variant+" "+tc.move, func(t *testing.T) {
			s := startXboard(t)
			s.send("new", "variant "+tc.variant, "force", "setboard "+tc.fen, "usermove "+tc.move)
			assert.Empty(t, s.sync())
			s.send("sd 2", "go")
			got := s.until("move ", 30*time.Second)
			replay(t, tc.source, tc.fen, append([]string{tc.move}, movesOf(got)...)...)
		})
	}
}

// Boards of ten ranks count them from 0 in XBoard's notation; larger ones
// use two digits.
func TestXboardLargeBoardCoordinates(t *testing.T) {
	xq, err := loadVariant("xiangqi")
	require.NoError(t, err)
	p, _ := core.StartPosition(xq)
	ml := legalList(p)
	m, ok := findXBMove(xq, ml.Moves, "h2e2") // the cannon to the centre
	require.True(t, ok)
	assert.Equal(t, "h3", xq.Geometry.SquareName(int(m.From)))
	assert.Equal(t, "h2e2", cecpMove(xq, &m))
	_, ok = findXBMove(xq, ml.Moves, "h3e3")
	assert.False(t, ok, "1-based ranks are not XBoard's on 10 ranks")

	// Chu Shogi (12 ranks): Black's pieces stand on ranks 10 to 12
	p = replay(t, "chushogi", "", "a4a5")
	ml = legalList(p)
	var twoDigit []string
	for i := range ml.Moves {
		if s := cecpMove(p.Variant(), &ml.Moves[i]); strings.Contains(s, "10") || strings.Contains(s, "11") {
			twoDigit = append(twoDigit, s)
		}
	}
	require.NotEmpty(t, twoDigit)
	s := startXboard(t)
	s.send("new", "variant chu", "force", "usermove a4a5", "usermove "+twoDigit[0], "sd 1", "go")
	got := s.until("move ", 60*time.Second)
	for _, l := range got {
		assert.NotContains(t, l, "Illegal")
	}
	replay(t, "chushogi", "", append([]string{"a4a5", twoDigit[0]}, movesOf(got)...)...)

	// Xiangqi from a position XBoard writes with its own letters (H, E)
	s = startXboard(t)
	s.send("new", "variant xiangqi", "force",
		"setboard rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR w - - 0 1", "usermove h0g2")
	assert.Empty(t, s.sync(), "the horse moves from h0")
}

// A parameter-block file: offered by name, taught to XBoard with setup
// and piece commands after the variant command.
func TestXboardFileVariant(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "wazirchess.txt")
	require.NoError(t, os.WriteFile(file, []byte(`files=6 ranks=6 promoZone=1 promoChoice=W symmetry=mirror
pawn:P:fmWfcF::a2-f2
wazir:W:W::b1,e1
knight:N:N::c1
king:K:K::d1
rook:R:R::a1,f1
`), 0o644))
	s := startXboard(t, "-raw", file)
	s.send("xboard", "protover 2")
	got := s.until("feature myname", 5*time.Second)
	assert.Contains(t, got[len(got)-1], ",wazirchess\"")
	s.send("new", "variant wazirchess")
	out := s.sync()
	require.NotEmpty(t, out)
	assert.Equal(t, "setup (PN.R.....WKpn.r.....wk) 6x6+0_fairy rwnkwr/pppppp/6/6/PPPPPP/RWNKWR w - - 0 1", out[0])
	assert.ElementsMatch(t, []string{"piece K& K", "piece P& fmWfcF", "piece W& W", "piece N& N", "piece R& R"}, out[1:])
	s.send("force", "usermove b1b3")
	assert.Equal(t, []string{"Illegal move: b1b3"}, s.sync())
	s.send("usermove b1b2", "usermove b2c3")
	assert.Equal(t, []string{"Illegal move: b1b2", "Illegal move: b2c3"}, s.sync())
	s.send("usermove a2a3", "sd 2", "go")
	got = s.until("move ", 30*time.Second)
	replay(t, file, "", append([]string{"a2a3"}, movesOf(got)...)...)
	// new without variant: the file's variant is the default
	s.send("new", "force", "usermove a2a3")
	assert.Empty(t, s.sync())
	// built-in variants get no setup
	s.send("variant xiangqi")
	assert.Empty(t, s.sync())
}

// Analyze mode: thinking lines without end and without moves; ping is
// answered at once; a move restarts the analysis from the new position.
func TestXboardAnalyze(t *testing.T) {
	s := startXboard(t)
	s.send("new", "force", "post", "analyze")
	got := s.until("4 ", 30*time.Second) // depth 4 reached
	assert.Empty(t, movesOf(got))
	assert.Empty(t, movesOf(s.sync()), "pong while analysing, no move")
	s.send("usermove e2e4")
	got = s.until("3 ", 30*time.Second)
	pv := strings.Fields(got[len(got)-1])
	require.GreaterOrEqual(t, len(pv), 5)
	replay(t, "chess", "", append([]string{"e2e4"}, pv[4:]...)...) // Black's line
	s.send("exit")
	assert.Empty(t, movesOf(s.sync()))
	time.Sleep(100 * time.Millisecond)
	assert.Empty(t, movesOf(s.sync()), "nothing after exit")
}

// chimera match reads CECP engines' features and ends a game on what the
// engine says instead of its move.
func TestMatchCECPEngineLines(t *testing.T) {
	f := map[string]string{}
	parseFeatures(`myname="Fairy-Max 5.0b" usermove=1 variants="normal,shatranj,king-of-the-hill" done=1`, f)
	assert.Equal(t, map[string]string{"myname": "Fairy-Max 5.0b", "usermove": "1",
		"variants": "normal,shatranj,king-of-the-hill", "done": "1"}, f)

	tests := []struct {
		lines      []string
		move, ends string
	}{
		{[]string{"1 20 0 100 e2e4", "move e2e4"}, "e2e4", ""},
		{[]string{"Illegal move: e7e5"}, "", "engine rejected a legal move: Illegal move: e7e5"},
		{[]string{"resign"}, "", "resigns"},
		{[]string{"0-1 {White resigns}"}, "", "claims 0-1 {White resigns} where the referee sees no end"},
		{[]string{"Error (unknown command): go"}, "", "engine error: Error (unknown command): go"},
	}
	for _, tc := range tests {
		e := &engine{name: "test", lines: make(chan string, 10)}
		for _, l := range tc.lines {
			e.lines <- l
		}
		move, ended, err := e.waitMove(time.Second)
		require.NoError(t, err)
		assert.Equal(t, tc.move, move)
		assert.Equal(t, tc.ends, ended)
	}
	e := &engine{name: "test", lines: make(chan string)}
	_, _, err := e.waitMove(10 * time.Millisecond)
	assert.Error(t, err)
}

func TestXboardBetza(t *testing.T) {
	for in, want := range map[string]string{
		"fWf@": "fW", "R@1": "R", "KisO2": "KisO2", "f@fW": "fW", "fmWfceFifmnD": "fmWfceFifmnD",
		"mRcpR": "mRcpR", "fW@": "fW", "": "",
	} {
		assert.Equal(t, want, xbBetza(in), in)
	}
}

// Every legal move has its own string in both notations (Kyoto shogi's
// drops of either face included), and a change of type that keeps the ID
// (Xiangqi's soldier crossing the river) adds no suffix.
func TestMoveStringsDistinct(t *testing.T) {
	tests := []struct{ variant, fen string }{
		{"kyotoshogi", "p+nks+l/5/5/5/+LSK+NP[Nn] w - - 0 1"},
		{"xiangqi", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/4P4/P1P3P1P/1C5C1/9/RNBAKABNR w - - 0 1"},
		{"shogi", "lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - - 0 3"},
		{"seirawan", ""},
		{"chess", "r3k2r/1P6/8/3pP3/8/8/8/R3K2R w KQkq d6 0 2"},
	}
	for _, tc := range tests {
		v, err := loadVariant(tc.variant)
		require.NoError(t, err)
		p, err := notation.ParseFEN(v, tc.fen, notation.FENOptions{})
		require.NoError(t, err)
		ml := legalList(p)
		uci, xb := map[string]bool{}, map[string]bool{}
		for i := range ml.Moves {
			u, x := uciMove(v, &ml.Moves[i]), cecpMove(v, &ml.Moves[i])
			assert.False(t, uci[u], "%s: two moves %s", tc.variant, u)
			assert.False(t, xb[x], "%s: two moves %s", tc.variant, x)
			uci[u], xb[x] = true, true
		}
		if tc.variant == "xiangqi" {
			assert.True(t, uci["e5e6"] && xb["e4e5"], "the soldier crossing the river")
		}
		if tc.variant == "shogi" {
			assert.True(t, uci["b2h8+"] && uci["b2h8"], "UCI writes a shogi promotion with a bare +, as Fairy-Stockfish does")
		}
	}
}

// The clock: with nothing (or less) left the engine moves at once.
func TestXboardClock(t *testing.T) {
	for _, cs := range []string{"0", "-50", "3"} {
		s := startXboard(t)
		s.send("new", "level 0 1 0", "time "+cs, "otim 6000", "go")
		start := time.Now()
		s.until("move ", 10*time.Second)
		assert.Less(t, time.Since(start), 2*time.Second, "time %s", cs)
	}
}

// The piece-to-char tables of engine-defined variants: shogi pieces on
// the piece types XBoard's shogi uses, promoted forms 11 types further
// ('+'), holdings counting the participating types up to the last one
// that can be in hand.
func TestXboardSetupTables(t *testing.T) {
	tests := []struct{ variant, setup string }{
		{"minishogi", "setup (P.BR.S...G.+.++.+Kp.br.s...g.+.++.+k) 5x5+5_shogi rbsgk/4p/5/P4/KGSBR[] w - - 0 1"},
		{"placement", "setup (PNBRQKpnbrqk) 8x8+5_fairy 8/pppppppp/8/8/8/8/PPPPPPPP/8[NNBBRRQKnnbbrrqk] w - - 0 1"},
		{"kingofthehill", "setup (PNBRQKpnbrqk) 8x8+0_fairy rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"},
	}
	for _, tc := range tests {
		s := startXboard(t)
		s.send("new", "variant "+tc.variant)
		out := s.sync()
		require.NotEmpty(t, out)
		assert.Equal(t, tc.setup, out[0])
		for _, l := range out[1:] {
			assert.True(t, strings.HasPrefix(l, "piece "), l)
			assert.NotContains(t, l, "@")
		}
	}
}
