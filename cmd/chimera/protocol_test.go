package main

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"os"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/notation"
)

// testCaps keep every search of a protocol test or fuzz input short.
var testCaps = loopOptions{nodes: 1000, depth: 3}

// checkMove reports whether move, which the engine answers in p, is a
// legal move written in the protocol's notation ("0000" or nothing in a
// position without a legal move).
func checkMove(proto string, p *core.Position, move string) error {
	ml := legalList(p)
	v := p.Variant()
	if d, ok := map[string]*dialect{"uci": uciDialect, "usi": usiDialect, "ucci": ucciDialect}[proto]; ok {
		none := strings.TrimPrefix(d.noBest, "bestmove ")
		if move == none && len(ml.Moves) == 0 {
			return nil
		}
		if _, ok := findCoordMove(d.coords, v, ml.Moves, move); !ok {
			return fmt.Errorf("bestmove %s is not legal in %s", move, notation.FEN(p))
		}
		return nil
	}
	m, ok := findXBMove(v, ml.Moves, move)
	if !ok || cecpMove(v, &m) != move {
		return fmt.Errorf("move %s is not legal in %s", move, notation.FEN(p))
	}
	return nil
}

// lockedBuffer collects a loop's output while the test may read it.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// runProtocol runs the UCI ("uci") or CECP ("xboard") loop on input with
// testCaps and returns its output lines. It fails when the loop does not
// end within timeout or returns an error.
func runProtocol(t testing.TB, proto string, input io.Reader, timeout time.Duration) []string {
	t.Helper()
	var out lockedBuffer
	var mu sync.Mutex
	var wrong []error
	opts := testCaps
	opts.verify = func(p *core.Position, move string) {
		if err := checkMove(proto, p, move); err != nil {
			mu.Lock()
			wrong = append(wrong, err)
			mu.Unlock()
		}
	}
	done := make(chan error, 1)
	go func() {
		switch proto {
		case "uci":
			done <- uciLoop(nil, input, &out, opts)
		case "usi":
			done <- usiLoop(nil, input, &out, opts)
		case "ucci":
			done <- ucciLoop(nil, input, &out, opts)
		default:
			done <- xboardLoop(nil, input, &out, opts)
		}
	}()
	select {
	case err := <-done:
		require.NoError(t, err)
		mu.Lock()
		require.Empty(t, wrong, "moves the engine played")
		mu.Unlock()
	case <-time.After(timeout):
		t.Fatalf("%s loop still running after %v; output so far:\n%s", proto, timeout, excerptLines(out.String()))
	}
	s := strings.TrimSuffix(out.String(), "\n")
	if s == "" {
		return nil
	}
	return strings.Split(s, "\n")
}

func excerptLines(s string) string {
	if len(s) > 2000 {
		return s[:1000] + "\n...\n" + s[len(s)-1000:]
	}
	return s
}

// maxOutputLine is the longest line a loop may print (the feature line
// lists every variant; principal variations stay far shorter).
const maxOutputLine = 8192

var (
	uciMessage  = regexp.MustCompile(`^(id (name|author) .+|option name \S+ type .+|uciok|readyok|bestmove \S+|info (depth \d+ score (cp|mate) -?\d+ nodes \d+ time \d+ hashfull \d+ pv( \S+)*|string .+))$`)
	usiMessage  = regexp.MustCompile(`^(id (name|author) .+|option name \S+ type .+|usiok|readyok|bestmove \S+|checkmate notimplemented|info (depth \d+ score (cp|mate) -?\d+ nodes \d+ time \d+ hashfull \d+ pv( \S+)*|string .+))$`)
	ucciMessage = regexp.MustCompile(`^(id (name|author) .+|option [a-z]+ type .+|ucciok|readyok|bestmove \S+( draw)?|nobestmove|bye|pophash( bestmove \S+)?( lowerbound -?\d+ depth \d+)?( upperbound -?\d+ depth \d+)?|info (depth \d+ score -?\d+ pv( \S+)*|depth 0 score -?\d+|time \d+ nodes \d+|message .+))$`)
	cecpMessage = regexp.MustCompile(`^(feature .+|move \S+|Illegal move: .+|Error \(.+\): .*|tellusererror .+|pong.*|(1-0|0-1|1/2-1/2) \{.+\}|setup \(.+\) .+|piece \S+ \S+|-?\d+ -?\d+ \d+ \d+( \S+)*)$`)
)

// checkOutput reports the first line of a loop's output that is not
// well formed: printable ASCII only, not too long, one of the protocol's
// messages, and no internal error (a panic caught in the loop).
func checkOutput(proto string, lines []string) error {
	re := map[string]*regexp.Regexp{"uci": uciMessage, "usi": usiMessage, "ucci": ucciMessage}[proto]
	if re == nil {
		re = cecpMessage
	}
	for i, l := range lines {
		if len(l) > maxOutputLine {
			return fmt.Errorf("line %d: %d bytes long", i+1, len(l))
		}
		for _, c := range []byte(l) {
			if c < ' ' || c >= 0x7f {
				return fmt.Errorf("line %d: byte %#x in %q", i+1, c, excerpt(l))
			}
		}
		if !re.MatchString(l) {
			return fmt.Errorf("line %d: not a %s message: %q", i+1, proto, excerpt(l))
		}
		if strings.Contains(l, "internal error") {
			return fmt.Errorf("line %d: %s", i+1, l)
		}
	}
	return nil
}

// hostileCase is a row of testdata/hostile.tsv.
type hostileCase struct {
	line        int
	proto, name string
	input       func() io.Reader
	want        *regexp.Regexp // a line of the output must match ("" : no requirement)
	wantNot     *regexp.Regexp // no line may match
}

// expandInput builds an input from its description: parts joined by
// " + ", each a Go string literal ("uci\n") or a repetition of one
// (1000000*"a").
func expandInput(desc string) (func() io.Reader, error) {
	type part struct {
		text  string
		count int
	}
	var parts []part
	for _, p := range strings.Split(desc, ` + `) {
		p = strings.TrimSpace(p)
		count := 1
		if i := strings.Index(p, `*"`); i > 0 {
			n, err := strconv.Atoi(p[:i])
			if err != nil {
				return nil, fmt.Errorf("repeat count %q", p[:i])
			}
			count, p = n, p[i+1:]
		}
		s, err := strconv.Unquote(p)
		if err != nil {
			return nil, fmt.Errorf("%s: %v", p, err)
		}
		parts = append(parts, part{s, count})
	}
	return func() io.Reader {
		var rs []io.Reader
		for _, p := range parts {
			rs = append(rs, &repeatReader{s: p.text, left: p.count})
		}
		return io.MultiReader(rs...)
	}, nil
}

// repeatReader reads s left times over without building the whole input.
type repeatReader struct {
	s    string
	left int
	off  int
}

func (r *repeatReader) Read(p []byte) (int, error) {
	n := 0
	for n < len(p) && r.left > 0 {
		c := copy(p[n:], r.s[r.off:])
		n += c
		r.off += c
		if r.off == len(r.s) {
			r.off = 0
			r.left--
		}
	}
	if n == 0 && r.left <= 0 {
		return 0, io.EOF
	}
	return n, nil
}

func readHostile(t *testing.T) []hostileCase {
	f, err := os.Open("testdata/hostile.tsv")
	require.NoError(t, err)
	defer f.Close()
	var cases []hostileCase
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if strings.TrimSpace(line) == "" || strings.HasPrefix(line, "#") {
			continue
		}
		cols := strings.Split(line, "\t")
		require.GreaterOrEqual(t, len(cols), 3, "hostile.tsv:%d", n)
		in, err := expandInput(cols[2])
		require.NoError(t, err, "hostile.tsv:%d", n)
		c := hostileCase{line: n, proto: cols[0], name: cols[1], input: in}
		if len(cols) > 3 && cols[3] != "" {
			c.want = regexp.MustCompile(cols[3])
		}
		if len(cols) > 4 && cols[4] != "" {
			c.wantNot = regexp.MustCompile(cols[4])
		}
		cases = append(cases, c)
	}
	require.NoError(t, sc.Err())
	require.NotEmpty(t, cases)
	return cases
}

// TestHostileInput: each input of testdata/hostile.tsv is answered with
// an error or ignored, within a generous time, with well-formed output
// and without a panic; then the loop still answers (isready, ping).
func TestHostileInput(t *testing.T) {
	for _, c := range readHostile(t) {
		t.Run(fmt.Sprintf("%s/%d %s", c.proto, c.line, c.name), func(t *testing.T) {
			probe, answer := "\nisready\n", "readyok"
			if c.proto == "xboard" {
				probe, answer = "\nping 4242\n", "pong 4242"
			}
			start := time.Now()
			lines := runProtocol(t, c.proto, io.MultiReader(c.input(), strings.NewReader(probe)), 60*time.Second)
			t.Logf("%v, %d lines of output", time.Since(start).Round(time.Millisecond), len(lines))
			require.NoError(t, checkOutput(c.proto, lines), excerptLines(strings.Join(lines, "\n")))
			if !strings.HasPrefix(c.name, "quit") {
				assert.Contains(t, lines, answer, "the loop answers after the input")
			}
			if c.want != nil {
				assert.True(t, anyMatch(c.want, lines), "no line matches %s in\n%s", c.want, excerptLines(strings.Join(lines, "\n")))
			}
			if c.wantNot != nil {
				assert.False(t, anyMatch(c.wantNot, lines), "a line matches %s in\n%s", c.wantNot, excerptLines(strings.Join(lines, "\n")))
			}
		})
	}
}

func anyMatch(re *regexp.Regexp, lines []string) bool {
	for _, l := range lines {
		if re.MatchString(l) {
			return true
		}
	}
	return false
}

// TestLineReader: lines of up to the limit come back whole (with \r\n or
// no end), longer ones are reported and skipped.
func TestLineReader(t *testing.T) {
	in := "short\r\n" + strings.Repeat("x", 10) + "\n" + strings.Repeat("y", 11) + "\nafter\n" +
		strings.Repeat("z", 100000) + "\nlast"
	lr := newLineReader(strings.NewReader(in), 10)
	var got []string
	for {
		l, err := lr.next()
		if err == io.EOF {
			break
		}
		if err == errLineTooLong {
			l = "<too long>"
		} else {
			require.NoError(t, err)
		}
		got = append(got, l)
	}
	assert.Equal(t, []string{"short", strings.Repeat("x", 10), "<too long>", "after", "<too long>", "last"}, got)
}

func TestExcerpt(t *testing.T) {
	assert.Equal(t, "e2e4", excerpt("e2e4"))
	assert.Equal(t, "a?b??", excerpt("a\x00b\xff\n"))
	assert.Equal(t, strings.Repeat("a", maxMessageBytes)+"...", excerpt(strings.Repeat("a", 3*maxMessageBytes)))
}

// TestReadSmallFile: devices and large files are refused.
func TestReadSmallFile(t *testing.T) {
	_, err := readSmallFile("/dev/zero", 100)
	assert.ErrorContains(t, err, "not a regular file")
	big := t.TempDir() + "/big.txt"
	require.NoError(t, os.WriteFile(big, bytes.Repeat([]byte("a"), 101), 0o644))
	_, err = readSmallFile(big, 100)
	assert.ErrorContains(t, err, "larger than 100 bytes")
	_, err = loadVariant("/dev/zero")
	assert.ErrorContains(t, err, "not a regular file")
}

// TestHostileCommandLine: perft with hostile variant files and FENs
// answers with an error (runCommand turns a panic into one too).
func TestHostileCommandLine(t *testing.T) {
	dir := t.TempDir()
	files := map[string]string{
		"binary.txt":   "\x00\xff\xfe:::\n\x1b[2J",
		"nopiece.txt":  "files=8 ranks=8\n",
		"huge.txt":     "files=1000 ranks=1000\nking::K::a1\n",
		"offboard.txt": "files=8 ranks=8\nking::K::a1\nrook::R::z99\n",
	}
	for name, text := range files {
		require.NoError(t, os.WriteFile(dir+"/"+name, []byte(text), 0o644))
		err := runCommand("perft", []string{"--variant", dir + "/" + name, "1"})
		assert.Error(t, err, name)
	}
	for _, fen := range []string{"garbage", "9/8/8/8/8/8/8/8 w", "k7/8/8/8/8/8/8/99999999999999999999 w - - 0 1",
		strings.Repeat("8/", 10000), "k7/8/8/8/8/8/8/K7 x - - 0 1"} {
		err := runCommand("perft", []string{"--fen", fen, "1"})
		assert.Error(t, err, excerpt(fen))
	}
	assert.Error(t, runCommand("perft", []string{"--variant", "/dev/zero", "1"}))
}
