package notation

import (
	"errors"
	"strconv"
	"strings"

	"github.com/chimera-variants/chimera/core"
)

// shuffle= names the squares whose pieces are shuffled for each new game
// (Chess960 and its kin; core/shuffle.go holds the rules of the arrays):
//
//	shuffle=1        every square of White's rank 1 (a rank number)
//	shuffle=a1-h1    squares and ranges, as in a piece line's squares
//	shuffle=b1-g1    (here the rooks stay in the corners)
//	shuffle=none     no shuffle (the default)
//
// Only White's squares are named; Black's pieces on the mirrored squares
// (by symmetry=) are shuffled to mirror White's.

// parseShuffle reads a shuffle= value into White's squares (nil: none).
func parseShuffle(s string, g *core.Geometry) ([]int, error) {
	if s == "none" || s == "" {
		return nil, nil
	}
	if n, ok := parseCount(s, core.MaxBoardSize); ok {
		if n < 1 || n > g.Ranks {
			return nil, errors.New("rank " + s + " is not a rank of the " + strconv.Itoa(g.Ranks) + "-rank board")
		}
		var out []int
		for f := range g.Files {
			if sq := g.Square(f, n-1); g.Exists[sq] {
				out = append(out, sq)
			}
		}
		return out, nil
	}
	if strings.HasPrefix(s, ",") || strings.HasSuffix(s, ",") || strings.Contains(s, ",,") {
		return nil, errors.New("an empty item: name White's squares only, e.g. shuffle=a1-h1 or shuffle=1")
	}
	white, _, err := parseSquares(s, g, "mirror")
	if err != nil {
		return nil, err
	}
	seen := map[int]bool{}
	for _, sq := range white {
		switch {
		case !g.Exists[sq]:
			return nil, errors.New(g.SquareName(sq) + " is a hole")
		case seen[sq]:
			return nil, errors.New(g.SquareName(sq) + " is named twice")
		}
		seen[sq] = true
	}
	return white, nil
}

// shuffleWarnings tells the author of a shuffle that leaves castling by
// fixed distances (no castleFiles=): a king moved off its file then
// castles only by the listed distances toward partners in the corners.
func shuffleWarnings(v *core.Variant, line int, token string, warn func(int, string, string)) {
	if len(v.Shuffle) == 0 || v.Castle960 {
		return
	}
	starts := map[int]int{}
	for t, pt := range v.Types {
		for _, sq := range pt.Start[core.White] {
			starts[sq] = t
		}
	}
	for _, sq := range v.Shuffle {
		if t, ok := starts[sq]; ok && v.CanCastle(t) {
			warn(line, token, "a castling piece is shuffled but castling keeps its listed distances: add castleFiles= (e.g. castleFiles=c,g) for the Chess960 rule")
			return
		}
	}
}
