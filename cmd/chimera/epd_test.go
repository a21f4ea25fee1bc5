package main

import (
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestReadWAC: the shipped Win At Chess suite reads whole, every best
// move legal where it stands.
func TestReadWAC(t *testing.T) {
	v, err := loadVariant("chess")
	require.NoError(t, err)
	f, err := os.Open("testdata/wac.epd")
	require.NoError(t, err)
	defer f.Close()
	cases, err := readEPD(v, f)
	require.NoError(t, err)
	require.Len(t, cases, 300)
	assert.Equal(t, "WAC.001", cases[0].id)
	assert.Equal(t, []string{"Qg6"}, cases[0].bm)
	assert.Equal(t, []string{"Rd6"}, cases[273].am)
}

// TestEPDErrors: bad lines are refused with the line named.
func TestEPDErrors(t *testing.T) {
	v, err := loadVariant("chess")
	require.NoError(t, err)
	for _, tc := range []struct{ text, want string }{
		{"8/8/8/8/8/8/8/K6k w - -", "line 1"},
		{"8/8/8/8/8/8/8/K6k w - - id \"x\";", "no bm or am"},
		{"8/8/8/8/8/8/8/K6k w - - bm Qh8;", "not a legal move"},
		{"\n\nnonsense w - - bm e4;", "line 3"},
		{strings.Repeat("x", 5000), "longer than"},
	} {
		_, err := readEPD(v, strings.NewReader(tc.text))
		require.Error(t, err, tc.text)
		assert.Contains(t, err.Error(), tc.want)
	}
}

// TestEPDRuns: a mate in one is found at a short time and at a small
// depth, the runner counting it and the nodes searched; a bad limit is
// refused.
func TestEPDRuns(t *testing.T) {
	suite := t.TempDir() + "/m1.epd"
	require.NoError(t, os.WriteFile(suite, []byte("6k1/5ppp/8/8/8/8/8/R5K1 w - - bm Ra8#; id \"m1\";\n6k1/5ppp/8/8/8/8/8/R5K1 w - - am Ra8#; id \"m1-avoid\";\n"), 0o644))
	for _, tc := range []struct {
		flags []string
		want  string // a pattern of the counts line; "" for a refusal
	}{
		{[]string{"--time", "200"}, `chimera solved 1 of 2 at 200 ms, [1-9][0-9]* nodes`},
		{[]string{"--depth", "3"}, `chimera solved 1 of 2 at depth 3, [1-9][0-9]* nodes`},
		{[]string{"--depth", "-1"}, ""},
		{[]string{"--depth", "101"}, ""},
		{[]string{"--time", "0"}, ""},
	} {
		var out strings.Builder
		err := runEPD(append(tc.flags, suite), &out)
		if tc.want == "" {
			assert.Error(t, err, "%v", tc.flags)
			continue
		}
		require.NoError(t, err, "%v", tc.flags)
		assert.Regexp(t, tc.want, out.String(), "%v", tc.flags)
	}
}

// FuzzReadEPD: reading a suite never panics, and what it reads has a
// position and a best or avoided move for every case.
func FuzzReadEPD(f *testing.F) {
	v, err := loadVariant("chess")
	require.NoError(f, err)
	for _, s := range []string{
		"2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - bm Qg6; id \"WAC.001\";",
		"8/1p6/p5R1/k7/Prpp4/K7/1NP5/8 w - - am Rd6; bm Rb6 Rg5+; id \"WAC.274\";",
		"# comment\n\n8/8/8/8/8/8/8/K6k w - - bm Kb1;", ";;;", "bm bm bm",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		cases, err := readEPD(v, strings.NewReader(text))
		if err != nil {
			return
		}
		for _, c := range cases {
			require.NotNil(t, c.position)
			require.NotEmpty(t, append(c.bm, c.am...))
		}
	})
}
