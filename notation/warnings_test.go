package notation

import (
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chimera-variants/chimera/variants"
)

// warningCase is one case of testdata/warnings.txt: a block and the
// warnings it must give, in order.
type warningCase struct {
	name, block string
	want        []wantWarning
}

type wantWarning struct {
	line         int
	token, match string
}

// readWarningCases reads testdata/warnings.txt (its format is described
// at its top).
func readWarningCases(t *testing.T) []warningCase {
	data, err := os.ReadFile("testdata/warnings.txt")
	require.NoError(t, err)
	var cases []warningCase
	var cur *warningCase
	inWant := false
	for n, line := range strings.Split(string(data), "\n") {
		switch {
		case strings.HasPrefix(line, "=== "):
			cases = append(cases, warningCase{name: line[4:]})
			cur, inWant = &cases[len(cases)-1], false
		case cur == nil:
			// the file's header
		case line == "--- want":
			inWant = true
		case !inWant:
			cur.block += line + "\n"
		case line != "":
			f := strings.Split(line, "\t")
			require.Len(t, f, 3, "testdata/warnings.txt:%d: line, token, message", n+1)
			ln, err := strconv.Atoi(f[0])
			require.NoError(t, err, "testdata/warnings.txt:%d", n+1)
			cur.want = append(cur.want, wantWarning{ln, f[1], f[2]})
		}
	}
	require.NotEmpty(t, cases)
	return cases
}

func TestBlockWarnings(t *testing.T) {
	for _, c := range readWarningCases(t) {
		t.Run(c.name, func(t *testing.T) {
			b, err := ParseBlock(c.block)
			require.NoError(t, err, "the block compiles; warnings are not errors")
			var got []string
			for _, w := range b.Warnings {
				got = append(got, w.Error())
			}
			require.Len(t, b.Warnings, len(c.want), "warnings: %q", got)
			for i, w := range c.want {
				gw := b.Warnings[i]
				assert.Equal(t, w.line, gw.Line, "line of %q", gw.Msg)
				assert.Equal(t, w.token, gw.Token, "token of %q", gw.Msg)
				switch {
				case strings.HasPrefix(w.match, "=="):
					assert.Equal(t, w.match[2:], gw.Msg)
				case strings.HasPrefix(w.match, "!"):
					assert.NotContains(t, gw.Msg, w.match[1:])
				default:
					assert.Contains(t, gw.Msg, w.match)
				}
			}
		})
	}
}

// TestShippedVariantsHaveNoWarnings: every variant Chimera ships is
// written as meant, so a page showing one shows no warnings box.
func TestShippedVariantsHaveNoWarnings(t *testing.T) {
	for _, name := range variants.Names() {
		text, ok := variants.Block(name)
		require.True(t, ok, name)
		b, err := ParseBlock(text)
		require.NoError(t, err, name)
		for _, w := range b.Warnings {
			t.Errorf("%s: %v", name, w)
		}
	}
}

// TestKeySpellings: every key the parser knows has the spelling authors
// write, used in suggestions, and every spelling is of a known key.
func TestKeySpellings(t *testing.T) {
	spelled := map[string]bool{}
	for _, s := range keySpellings {
		low := strings.ToLower(s)
		assert.False(t, spelled[low], "%s is listed twice", s)
		spelled[low] = true
		assert.True(t, knownKeys[low] || pieceKeys[low] || uiKeys[low], "%s is not a key the parser knows", s)
	}
	for _, k := range allKeys() {
		assert.True(t, spelled[k], "the key %s has no spelling in keySpellings", k)
	}
}

func TestEditDistance(t *testing.T) {
	cases := []struct {
		a, b string
		want int
	}{
		{"", "", 0}, {"promozon", "promozone", 1}, {"rnaks", "ranks", 1}, {"files", "ranks", 4},
		{"", "abc", 3}, {"abc", "", 3}, {"kitten", "sitting", 3}, {"ca", "abc", 3},
	}
	for _, c := range cases {
		assert.Equal(t, c.want, editDistance(c.a, c.b), "%s -> %s", c.a, c.b)
		assert.Equal(t, c.want, editDistance(c.b, c.a), "%s -> %s", c.b, c.a)
	}
}

// TestWarningsOfHostileBlocks: a block of thousands of unknown keys close
// to known ones, and of many rectangles, is still quick (the suggestions
// stop after maxSuggested keys) and every key is reported.
func TestWarningsOfHostileBlocks(t *testing.T) {
	var sb strings.Builder
	const keys = 10000
	for i := range keys {
		sb.WriteString("promoZon")
		sb.WriteString(strconv.Itoa(i))
		sb.WriteString("=1 ")
		if i%1000 == 999 {
			sb.WriteString("\n")
		}
	}
	sb.WriteString("\nking::::e1\n")
	b, err := ParseBlock(sb.String())
	require.NoError(t, err)
	require.Len(t, b.Warnings, keys)
	suggested := 0
	for _, w := range b.Warnings {
		if strings.Contains(w.Msg, "did you mean") {
			suggested++
		}
	}
	assert.Equal(t, maxSuggested, suggested)
}
