package main

import (
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/notation"
)

// UCCI writes xiangqi's moves in ICCS coordinates, ranks counted from 0
// on Red's side (h2e2: the cannon to the centre), each legal move in a
// string of its own that reads back as that move.
func TestUCCIMoveForms(t *testing.T) {
	for _, tc := range []struct {
		variant, fen string
		want         []string
	}{
		{"xiangqi", "", []string{"h2e2", "b0c2", "h0g2", "a0a1", "i3i4", "e0e1"}},
		{"xiangqi", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 0 1", []string{"h7e7", "b9c7", "a9a8"}},
		{"minixiangqi", "", nil},
	} {
		v, err := loadVariant(tc.variant)
		require.NoError(t, err)
		p, err := parseFEN(v, tc.fen)
		require.NoError(t, err)
		var ml core.MoveList
		p.GenerateLegal(&ml)
		require.NotEmpty(t, ml.Moves)
		written := map[string]bool{}
		legal := p.Details(ml.Moves)
		for i := range legal {
			m := &legal[i]
			s := coordMoveIn(ucciCoords, v, legal, m)
			assert.Regexp(t, `^[a-i][0-9][a-i][0-9]$`, s)
			assert.False(t, written[s], "two moves %s", s)
			written[s] = true
			got, ok := findCoordMove(ucciCoords, v, legal, s)
			if assert.True(t, ok, "%s not read", s) {
				assert.True(t, got.Same(m), "%s read as another move", s)
			}
		}
		for _, w := range tc.want {
			assert.True(t, written[w], "%s: %s not among %v", tc.variant, w, written)
		}
	}
}

// ucciBest lists the moves of a UCCI session's bestmove lines.
func ucciBest(lines []string) []string {
	var best []string
	for _, l := range lines {
		if b, ok := strings.CutPrefix(l, "bestmove "); ok {
			best = append(best, b)
		}
		if l == "nobestmove" {
			best = append(best, l)
		}
	}
	return best
}

// A UCCI session in batch mode (each command waits for the search
// before it): options, positions from startpos and from a FEN with the
// moves since, clocks with the opponent's, a banned move left unplayed,
// the table probed, a static evaluation, a draw offer taken when losing
// and turned down when winning, a stop with no search, another variant,
// and bye. Every best move must be legal where it is played.
func TestUCCISession(t *testing.T) {
	const mateIn1 = "3k5/9/9/9/9/9/9/9/4R4/4K4 w - - 0 1" // e1d1 mates
	const afterD9E8 = "rnbakabnr/9/1c2c4/p1p1C1p1p/9/9/P1P1P1P1P/1C7/9/RNBAKABNR b - - 0 2 moves d9e8"
	in := strings.Join([]string{
		"ucci",
		"setoption usemillisec true",
		"setoption batch true",
		"setoption hashsize 64", // not Chimera's: passed over
		"isready",
		"setoption newgame",
		"position startpos moves h2e2 h7e7",
		"go time 2000 increment 100 opptime 2000 oppincrement 100",
		"position fen " + afterD9E8,
		"go depth 3",
		"probe fen " + afterD9E8,
		"probe startpos moves a0a1",
		"position fen " + mateIn1,
		"go depth 3",
		"banmoves e1d1",
		"go depth 3",
		"go depth 0",
		"position fen r2k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1", // Red has only the general
		"go draw depth 3",
		"position fen " + mateIn1,
		"go draw depth 3",
		"stop",
		"setoption variant minixiangqi",
		"position startpos",
		"go depth 2",
		"quit",
	}, "\n") + "\n"
	lines := runProtocol(t, "ucci", strings.NewReader(in), 60*time.Second)
	all := strings.Join(lines, "\n")
	require.NoError(t, checkOutput("ucci", lines), all)
	for _, l := range lines {
		assert.NotContains(t, l, "error", "no command was refused")
	}
	assert.Contains(t, lines, "ucciok")
	assert.Contains(t, lines, "readyok")
	assert.Equal(t, "bye", lines[len(lines)-1])
	assert.True(t, slicesContainsMatch(lines, regexp.MustCompile(`^option variant type combo var xiangqi( var \S+)* var minixiangqi( var \S+)* default xiangqi$`)))
	best := ucciBest(lines)
	require.Len(t, best, 9, all)
	assert.Equal(t, "e1d1", best[2], "the mate in one")
	assert.NotEqual(t, "e1d1", best[3], "the banned move is not played")
	assert.Equal(t, "nobestmove", best[4], "go depth 0: no move")
	assert.Regexp(t, `^\S+ draw$`, best[5], "the losing side takes the draw")
	assert.Equal(t, "e1d1", best[6], "the winning side plays on")
	assert.Equal(t, "nobestmove", best[7], "stop without a search is answered")
	assert.Contains(t, lines, "info depth 1 score 9999 pv e1d1", "a mate in one ply scores 10000 - 1")
	assert.True(t, slicesContainsMatch(lines, regexp.MustCompile(`^info depth 0 score -?\d+$`)))
	assert.True(t, slicesContainsMatch(lines, regexp.MustCompile(`^info time \d+ nodes \d+$`)))
	// the table holds the searched position, with the move played there
	assert.True(t, slicesContainsMatch(lines, regexp.MustCompile(`^pophash bestmove `+best[1]+` lowerbound -?\d+ depth \d+( upperbound -?\d+ depth \d+)?$`)), all)
	assert.Contains(t, lines, "pophash", "a position never searched")
}

// UCCI's clocks are in seconds until the GUI sets usemillisec.
func TestUCCIClockUnits(t *testing.T) {
	c := &ucciSession{}
	assert.Equal(t, "1500", c.toMillis("1.5"))
	assert.Equal(t, "300000", c.toMillis("300"))
	assert.Equal(t, "x", c.toMillis("x"), "left for goLimits to report")
	c.millis = true
	assert.Equal(t, "1500", c.toMillis("1500"))
}

// A UCCI FEN is Chimera's xiangqi FEN: the same letters (B the elephant,
// N the horse), Red upper case and moving first.
func TestUCCIFEN(t *testing.T) {
	v, err := loadVariant("xiangqi")
	require.NoError(t, err)
	p, err := parseFEN(v, "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1")
	require.NoError(t, err)
	start, err := core.StartPosition(v)
	require.NoError(t, err)
	assert.Equal(t, notation.FEN(start), notation.FEN(p))
}
