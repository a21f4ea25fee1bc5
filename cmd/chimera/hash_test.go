package main

import (
	"bytes"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestHashOption: every engine protocol offers the transposition table's
// size (UCI's Hash, USI's USI_Hash, UCCI's hashsize), and a search with a
// 1 MB table reports it fuller (hashfull, in thousandths) than the same
// search with the default 16 MB; a size out of range is refused with a
// message and the default kept.
func TestHashOption(t *testing.T) {
	hashFull := regexp.MustCompile(`info depth 8 .*hashfull (\d+) `)
	for _, c := range []struct {
		name  string
		run   func([]string, *strings.Reader, *bytes.Buffer) error
		offer string // the option as the engine offers it
		set   string // the command setting 1 MB
		bad   string // a size out of range
		go8   string // a search to depth 8
	}{
		{"uci", func(a []string, in *strings.Reader, out *bytes.Buffer) error { return runUCI(a, in, out) },
			"option name Hash type spin default 16 min 1 max 16384",
			"setoption name Hash value 1\n", "setoption name hash value 0\n", "uci\nposition startpos\ngo depth 8\n"},
		{"usi", func(a []string, in *strings.Reader, out *bytes.Buffer) error { return runUSI(a, in, out) },
			"option name USI_Hash type spin default 16 min 1 max 16384",
			"setoption name USI_Hash value 1\n", "setoption name USI_Hash value 99999\n", "usi\nposition startpos\ngo depth 8\n"},
	} {
		t.Run(c.name, func(t *testing.T) {
			full := map[string]int{}
			for _, setup := range []string{"", c.set, c.bad} {
				var out bytes.Buffer
				require.NoError(t, c.run(nil, strings.NewReader(setup+c.go8), &out))
				assert.Contains(t, out.String(), c.offer)
				m := hashFull.FindStringSubmatch(out.String())
				require.NotNil(t, m, "%q: no depth-8 line with hashfull in %s", setup, out.String())
				full[setup], _ = strconv.Atoi(m[1])
				if setup == c.bad {
					assert.Contains(t, out.String(), "Hash: want a number of megabytes from 1 to 16384")
				}
			}
			assert.Greater(t, full[c.set], 3*full[""], "1 MB fills faster than the default: %v", full)
			assert.Equal(t, full[""], full[c.bad], "a size refused keeps the default")
		})
	}
	// UCCI: hashsize in megabytes, 0 the engine's own size
	var out bytes.Buffer
	require.NoError(t, runUCCI(nil, strings.NewReader("ucci\nsetoption hashsize 0\nsetoption hashsize 1\nposition startpos\ngo depth 8\n"), &out))
	assert.Contains(t, out.String(), "option hashsize type spin min 0 max 16384 default 0")
	assert.NotContains(t, out.String(), "want a number")
}
