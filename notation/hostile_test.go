package notation

import (
	"bufio"
	"fmt"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chimera-variants/chimera/core"
)

// hostileDeadline is how long one hostile input may take before the
// test fails instead of hanging (they take milliseconds).
const hostileDeadline = 5 * time.Second

// repeatMacro is the {{TEXT*N}} shorthand of testdata/hostile.tsv.
var repeatMacro = regexp.MustCompile(`(?s)\{\{(.*?)\*(\d+)\}\}`)

// expandHostile turns a hostile.tsv input into the text it stands for.
func expandHostile(s string) string {
	s = strings.NewReplacer(`\n`, "\n", `\t`, "\t").Replace(s)
	return repeatMacro.ReplaceAllStringFunc(s, func(m string) string {
		sub := repeatMacro.FindStringSubmatch(m)
		n, _ := strconv.Atoi(sub[2])
		return strings.Repeat(sub[1], n)
	})
}

// hostileCase is one row of testdata/hostile.tsv.
type hostileCase struct {
	line                  int
	category, input, want string
}

func readHostile(t testing.TB) []hostileCase {
	f, err := os.Open("testdata/hostile.tsv")
	require.NoError(t, err)
	defer f.Close()
	var cases []hostileCase
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for ln := 1; sc.Scan(); ln++ {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		cols := strings.Split(line, "\t")
		require.Len(t, cols, 3, "testdata/hostile.tsv line %d", ln)
		cases = append(cases, hostileCase{ln, cols[0], expandHostile(cols[1]), cols[2]})
	}
	require.NoError(t, sc.Err())
	return cases
}

// hostileParsers maps each category of hostile.tsv to the parser it
// feeds.
func hostileParsers(t testing.TB) map[string]func(string) error {
	chess, err := ParseBlock(chessBlock)
	require.NoError(t, err)
	ids := []string{"P", "N", "B", "R", "Q", "K"}
	return map[string]func(string) error{
		"xbetza":  func(s string) error { _, err := parseXBetza(s); return err },
		"parlett": func(s string) error { _, err := parseParlett(s); return err },
		"block":   func(s string) error { _, err := ParseBlock(s); return err },
		"morph": func(s string) error {
			_, err := parseMorphIDs(s, core.MaxBoardSize, core.MaxBoardSize, append(ids, "+P"), 0)
			return err
		},
		"capture": func(s string) error { _, err := parseCaptureMatrix(s, ids); return err },
		"squares": func(s string) error {
			_, err := ParseBlock("files=36 ranks=36\nking:K:K::" + s + "\n")
			return err
		},
		"fen": func(s string) error { _, err := ParseFEN(chess.Variant, s, FENOptions{}); return err },
		"game": func(s string) error {
			p, err := ParseFEN(chess.Variant, "startpos", FENOptions{})
			require.NoError(t, err)
			_, err = PlayText(p, s)
			return err
		},
		"san": func(s string) error {
			p, err := ParseFEN(chess.Variant, "startpos", FENOptions{})
			require.NoError(t, err)
			_, err = FindSAN(p, s)
			return err
		},
	}
}

// runGuarded runs f in a goroutine and fails the test if it panics or
// takes longer than hostileDeadline, so that a regression shows as a
// failure rather than a hang.
func runGuarded(t *testing.T, f func() error) error {
	t.Helper()
	type result struct {
		err   error
		panic any
	}
	done := make(chan result, 1)
	go func() {
		defer func() {
			if r := recover(); r != nil {
				done <- result{panic: r}
			}
		}()
		done <- result{err: f()}
	}()
	select {
	case r := <-done:
		if r.panic != nil {
			t.Fatalf("panic: %v", r.panic)
		}
		return r.err
	case <-time.After(hostileDeadline):
		t.Fatalf("no answer within %v", hostileDeadline)
		return nil
	}
}

// TestHostileInputs: every input of testdata/hostile.tsv is refused with
// the expected error, without a panic and within the deadline.
func TestHostileInputs(t *testing.T) {
	parsers := hostileParsers(t)
	seen := map[string]bool{}
	for _, c := range readHostile(t) {
		parse, ok := parsers[c.category]
		require.True(t, ok, "line %d: unknown category %q", c.line, c.category)
		seen[c.category] = true
		name := fmt.Sprintf("%d_%s", c.line, c.category)
		t.Run(name, func(t *testing.T) {
			err := runGuarded(t, func() error { return parse(c.input) })
			require.Error(t, err, "line %d: %q", c.line, clip(c.input))
			assert.Contains(t, err.Error(), c.want, "line %d", c.line)
			assert.Less(t, len(err.Error()), 600, "line %d: the message quotes too much", c.line)
		})
	}
	for cat := range parsers {
		assert.True(t, seen[cat], "no hostile input of category %q", cat)
	}
}
