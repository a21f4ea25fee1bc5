package main

import (
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

// USI writes every legal move in a string of its own (7g7f, 8h2b+, P*5e;
// Kyoto shogi's turning back with -; a Lion's double capture with its
// victim) and reads it back as that move.
func TestUSIMoveForms(t *testing.T) {
	tests := []struct {
		variant, sfen string
		want          []string // moves that must be written so
	}{
		{"shogi", "lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL b - 3", []string{"8h2b+", "8h2b", "7f7e", "1g1f"}},
		{"shogi", "lnsgkgsnl/7b1/pppp1pppp/9/9/9/PPPP1PPPP/1B5R1/LNSGKGSNL b Pr 7", []string{"P*5e"}},
		{"shogi", "lnsgkgsnl/7b1/pppp1pppp/9/9/9/PPPP1PPPP/1B5R1/LNSGKGSNL w Pr 8", []string{"R*5e", "R*1b"}},
		{"minishogi", "rbsgk/4p/5/P4/KGSBR b - 1", []string{"5d5c", "2e3d"}},
		{"kyotoshogi", "p+nks+l/5/5/5/+LSK+NP b - 1", nil},
		{"chushogi", "lfcsgekgscfl/a1b1txot1b1a/mvrhdqndhrvm/pppppppppppp/3i4i3/12/12/3I4I3/PPPPPPPPPPPP/MVRHDNQDHRVM/A1B1TOXT1B1A/LFCSGKEGSCFL b - 1", []string{"7j5h"}},
	}
	for _, tc := range tests {
		v, err := loadVariant(tc.variant)
		require.NoError(t, err)
		p, err := notation.ParseSFEN(v, tc.sfen)
		require.NoError(t, err, tc.sfen)
		var ml core.MoveList
		p.GenerateLegal(&ml)
		require.NotEmpty(t, ml.Moves, tc.sfen)
		written := map[string]bool{}
		legal := p.Details(ml.Moves)
		for i := range legal {
			m := &legal[i]
			s := coordMoveIn(usiCoords, v, legal, m)
			assert.False(t, written[s], "%s: two moves %s", tc.variant, s)
			written[s] = true
			got, ok := findCoordMove(usiCoords, v, legal, s)
			if assert.True(t, ok, "%s: %s not read", tc.variant, s) {
				assert.True(t, got.Same(m), "%s: %s read as another move", tc.variant, s)
			}
		}
		for _, w := range tc.want {
			assert.True(t, written[w], "%s: %s not among %v", tc.variant, w, written)
		}
	}
}

// A USI session through a game with promotions and drops: the options,
// positions from startpos and from an SFEN with hands, clocks with
// byoyomi, a variant chosen by USI_Variant, and a mated side resigning.
// Every best move must be legal where it is played (checkMove).
func TestUSISession(t *testing.T) {
	in := strings.Join([]string{
		"usi",
		"setoption name USI_Hash value 256",
		"isready",
		"usinewgame",
		"position startpos moves 7g7f 3c3d 8h2b+ 3a2b",
		"go btime 1000 wtime 1000 byoyomi 100",
		"position startpos moves 7g7f 3c3d 8h2b+ 3a2b B*4e",
		"go btime 0 wtime 0 byoyomi 100",
		"position sfen lnsgkgsnl/7b1/pppp1pppp/9/9/9/PPPP1PPPP/1B5R1/LNSGKGSNL b Pr 7 moves P*5e R*5f",
		"go depth 2",
		"position sfen 4k4/4G4/4P4/9/9/9/9/9/4K4 w - 2",
		"go depth 2",
		"setoption name USI_Variant value minishogi",
		"position startpos moves 1e1d",
		"go movetime 100",
		"gameover win",
		"quit",
	}, "\n") + "\n"
	lines := runProtocol(t, "usi", strings.NewReader(in), 60*time.Second)
	require.NoError(t, checkOutput("usi", lines), strings.Join(lines, "\n"))
	var best []string
	for _, l := range lines {
		if b, ok := strings.CutPrefix(l, "bestmove "); ok {
			best = append(best, b)
		}
		assert.NotContains(t, l, "error", "no command was refused")
	}
	require.Len(t, best, 5, strings.Join(lines, "\n"))
	assert.Equal(t, "resign", best[3], "mated, the side to move resigns")
	assert.Contains(t, lines, "usiok")
	assert.Contains(t, lines, "readyok")
	usiOption := regexp.MustCompile(`^option name USI_Variant type combo default shogi var shogi( var \S+)* var minishogi( var \S+)*$`)
	assert.True(t, slicesContainsMatch(lines, usiOption), "the USI_Variant option lists the shogi family")
	// principal variations are written in USI's coordinates too
	assert.True(t, slicesContainsMatch(lines, regexp.MustCompile(`^info depth \d+ score (cp|mate) -?\d+ nodes \d+ time \d+ hashfull \d+ pv [1-9][a-i]`)))
}

func slicesContainsMatch(lines []string, re *regexp.Regexp) bool {
	for _, l := range lines {
		if re.MatchString(l) {
			return true
		}
	}
	return false
}

// Byoyomi is time each move may take beyond the main time: with the main
// time spent, the engine thinks for most of it, and answers within it.
func TestUSIByoyomi(t *testing.T) {
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	s := &pipeSession{t: t, in: inW, lines: make(chan string, 1000)}
	done := make(chan struct{})
	go func() {
		defer close(done)
		assert.NoError(t, usiLoop(nil, inR, outW, loopOptions{}))
		outW.Close()
	}()
	go func() {
		for l := range readLines(outR) {
			s.lines <- l
		}
		close(s.lines)
	}()
	defer func() {
		s.send("quit")
		inW.Close()
		<-done
	}()
	isBest := func(l string) bool { return strings.HasPrefix(l, "bestmove ") }
	s.send("position startpos", "go btime 0 wtime 0 byoyomi 1500")
	start := time.Now()
	got := s.untilLine(isBest, "bestmove", 10*time.Second)
	took := time.Since(start)
	assert.Regexp(t, `^bestmove [1-9][a-i][1-9][a-i]\+?$`, got[len(got)-1])
	assert.Less(t, took, 1500*time.Millisecond+500*time.Millisecond, "within the byoyomi (and a slow machine's margin)")
	assert.Greater(t, took, 300*time.Millisecond, "the byoyomi is used, not thrown away")
}
