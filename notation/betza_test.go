package notation

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chimera-variants/chimera/core"
)

func TestParseXBetzaStructure(t *testing.T) {
	const (
		N, NE, E, SE, S, SW, W, NW = 0, 1, 2, 3, 4, 5, 6, 7
	)
	dirs := func(ds ...int) core.DirSet {
		var s core.DirSet
		for _, d := range ds {
			s |= 1 << uint(d)
		}
		return s
	}
	mc := core.ModeMove | core.ModeCapture
	cases := []struct {
		betza string
		paths []core.Path
	}{
		{"fmW", []core.Path{{Legs: []core.Leg{{Atom: core.Atom{X: 1}, Dirs: dirs(N), Range: 1, Mode: core.ModeMove}}}}},
		{"R4", []core.Path{{Legs: []core.Leg{{Atom: core.Atom{X: 1}, Dirs: dirs(N, E, S, W), Range: 4, Mode: mc}}}}},
		{"NN", []core.Path{{Legs: []core.Leg{{Atom: core.Atom{X: 2, Y: 1}, Dirs: 0xFF, Range: 0, Mode: mc}}}}},
		{"cfF", []core.Path{{Legs: []core.Leg{{Atom: core.Atom{X: 1, Y: 1}, Dirs: dirs(NE, NW), Range: 1, Mode: core.ModeCapture}}}}},
		{"frF", []core.Path{{Legs: []core.Leg{{Atom: core.Atom{X: 1, Y: 1}, Dirs: dirs(NE), Range: 1, Mode: mc}}}}},
		{"frW", []core.Path{{Legs: []core.Leg{{Atom: core.Atom{X: 1}, Dirs: dirs(N, E), Range: 1, Mode: mc}}}}},
		{"fK", []core.Path{{Legs: []core.Leg{{Atom: core.Atom{X: 1}, Dirs: dirs(N), Range: 1, Mode: mc}}}}},
		{"flK", []core.Path{{Legs: []core.Leg{{Atom: core.Atom{X: 1}, Dirs: dirs(NW), Range: 1, Mode: mc}}}}},
		{"WX", []core.Path{{Legs: []core.Leg{{Atom: core.Atom{X: 4}, Dirs: dirs(N, E, S, W), Range: 1, Mode: mc}}}}},
		{"FX", []core.Path{{Legs: []core.Leg{{Atom: core.Atom{X: 4, Y: 1}, Dirs: 0xFF, Range: 1, Mode: mc}}}}},
		{"AY", []core.Path{{Legs: []core.Leg{{Atom: core.Atom{X: 4, Y: 4}, Dirs: dirs(NE, SE, SW, NW), Range: 1, Mode: mc}}}}},
		{"pR", []core.Path{{Legs: []core.Leg{{Atom: core.Atom{X: 1}, Dirs: dirs(N, E, S, W), Range: 0, Mode: mc | core.ModeHop}}}}},
		{"fcafmF", []core.Path{{Legs: []core.Leg{
			{Atom: core.Atom{X: 1, Y: 1}, Dirs: dirs(NE, NW), Range: 1, Mode: core.ModeCapture},
			{Atom: core.Atom{X: 1, Y: 1}, Dirs: dirs(0), Range: 1, Mode: core.ModeMove}}}}},
		{"afsW", []core.Path{{Legs: []core.Leg{
			{Atom: core.Atom{X: 1}, Dirs: dirs(N, E, S, W), Range: 1, Mode: core.ModeMove},
			{Atom: core.Atom{X: 1}, Dirs: dirs(1, 7), Range: 1, Mode: mc}}}}},
		{"mRcaibR", []core.Path{
			{Legs: []core.Leg{{Atom: core.Atom{X: 1}, Dirs: dirs(N, E, S, W), Range: 0, Mode: core.ModeMove}}},
			{Legs: []core.Leg{
				{Atom: core.Atom{X: 1}, Dirs: dirs(N, E, S, W), Range: 0, Mode: core.ModeCapture},
				{Atom: core.Atom{X: 1}, Dirs: dirs(4), Range: 0, Mode: mc, SameLength: true}}}}},
		{"isO2", []core.Path{{Castle: &core.Castle{Dist: 2},
			Legs: []core.Leg{{Atom: core.Atom{X: 1}, Dirs: dirs(E, W), Range: 1, Mode: core.ModeMove, Initial: 1}}}}},
		{"jO3", []core.Path{{Castle: &core.Castle{Dist: 3, PartnerSkip: 1},
			Legs: []core.Leg{{Atom: core.Atom{X: 1}, Dirs: dirs(E, W), Range: 1, Mode: core.ModeMove, Initial: 1}}}}},
		{"f@3", []core.Path{{Drop: &core.Drop{NoSameFile: true, Depth: 3}}}},
		{"'W", []core.Path{{Exempt: true, Legs: []core.Leg{{Atom: core.Atom{X: 1}, Dirs: dirs(N, E, S, W), Range: 1, Mode: mc}}}}},
	}
	for _, c := range cases {
		t.Run(c.betza, func(t *testing.T) {
			spec, err := parseXBetza(c.betza)
			require.NoError(t, err)
			assert.Equal(t, c.paths, spec.Paths)
		})
	}
}

func TestParseXBetzaExpansions(t *testing.T) {
	cases := []struct {
		betza string
		paths int
		legs  []int
	}{
		{"(paf)3R", 4, []int{1, 2, 3, 4}},
		{"afs(afzafz)2W", 3, []int{2, 4, 6}},
		{"nN", 8, []int{2, 2, 2, 2, 2, 2, 2, 2}},
		{"nA", 4, []int{2, 2, 2, 2}},
		{"ifmnD", 1, []int{2}},
		{"nC", 8, []int{3, 3, 3, 3, 3, 3, 3, 3}},
		{"[F?R]", 2, []int{1, 2}},
		{"[W-F]", 1, []int{2}},
		{"KNADcaKmcabK", 6, []int{1, 1, 1, 1, 2, 2}},
	}
	for _, c := range cases {
		t.Run(c.betza, func(t *testing.T) {
			spec, err := parseXBetza(c.betza)
			require.NoError(t, err)
			require.Len(t, spec.Paths, c.paths)
			for i, p := range spec.Paths {
				assert.Len(t, p.Legs, c.legs[i], "path %d", i)
			}
		})
	}
}

// TestParseXBetzaWorkedExamples: every worked example of the reference
// parses.
func TestParseXBetzaWorkedExamples(t *testing.T) {
	for _, s := range []string{
		"mfWcfFifmnD", "fmWfceFifmnD", "fceFifmnDifmnHfmW", "mRcpR", "gQ", "afsW", "nN", "afF", "nA",
		"WfafyafcW", "fmFcafmF", "KNADcaKmcabK", "FyafsF", "mRcaibR", "yafmcabQ", "KisO4isO3isO2",
		"mQcpQ", "DDAA", "BNN", "nQ", "(paf)3R", "(az)7N", "qQ", "fmW*fceF", "afs(afzafz)5W", "(az)N",
		"mpafN", "gafK", "ucR", "udR", "zB", "qN", "BmW", "mQK", "RNDY", "jR", "oN", "hrN", "fhN",
	} {
		_, err := parseXBetza(s)
		assert.NoError(t, err, s)
	}
}

func TestParseXBetzaErrors(t *testing.T) {
	cases := []struct {
		betza string
		pos   int // 1-based, as in the message
	}{
		{"mRcpQ7x", 7},
		{"fm", 2},
		{"R(", 2},
		{"R)", 2},
		{"mW%", 3},
		{"mW#", 3},
		{"O0", 1},
	}
	for _, c := range cases {
		t.Run(c.betza, func(t *testing.T) {
			_, err := parseXBetza(c.betza)
			require.Error(t, err)
			var xe *xbetzaError
			require.ErrorAs(t, err, &xe)
			assert.Equal(t, c.pos, xe.Pos+1, err.Error())
		})
	}
}

// FuzzXBetza: parseXBetza never panics, keeps its limits, and what it
// accepts compiles into a piece whose moves generate, on an 8x8 board.
func FuzzXBetza(f *testing.F) {
	for _, s := range []string{"mfWcfFifmnD", "KNADcaKmcabK", "(paf)3R", "afs(afzafz)5W", "[F?R]",
		"isO2", "f@3", "yafmcabQ", "'nN", "((", "a", "WXY", "U2", "mpafN", "zB",
		"(W)99999999999999999999", "(WWWWWWWW)99", "(W)9(F)9(W)9(F)9(W)9(F)9(W)9(F)9(W)9", "aaaaaaaK", "(az)N"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		spec, err := parseXBetza(s)
		if err != nil {
			var xe *xbetzaError
			require.ErrorAs(t, err, &xe)
			require.NotContains(t, err.Error(), "internal error", s)
			return
		}
		require.LessOrEqual(t, len(spec.Paths), maxPathsPerMove, s)
		require.LessOrEqual(t, moveWork(spec.Paths, core.MaxBoardSize, core.MaxBoardSize), maxMoveWork, s)
		for _, p := range spec.Paths {
			if p.Drop != nil {
				continue
			}
			require.NotEmpty(t, p.Legs, s)
			require.LessOrEqual(t, len(p.Legs), maxLegsPerPath, s)
			for _, l := range p.Legs {
				require.NotZero(t, l.Dirs, s)
				require.NotZero(t, l.Mode, s)
			}
		}
		// as a piece of a block (where the block's syntax allows the string)
		if f := strings.Fields(s); len(f) != 1 || f[0] != s || strings.ContainsAny(s, ":") || strings.Contains(s, "//") {
			return
		}
		b, err := ParseBlock("files=8 ranks=8\nking::::e1\npiece:X:" + s + "::d4\n")
		if err != nil {
			// the one limit a block adds: the work of compiling it
			require.Contains(t, err.Error(), "too much work to compile", s)
			return
		}
		pos, err := ParseFEN(b.Variant, "startpos", FENOptions{})
		require.NoError(t, err, s)
		var ml core.MoveList
		pos.GenerateLegal(&ml)
	})
}
