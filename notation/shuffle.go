package notation

import (
	"errors"
	"slices"

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

// parseShuffle reads a shuffle= value into White's squares (nil: none);
// holes in it are skipped (core refuses a square named twice).
func parseShuffle(s string, g *core.Geometry) ([]int, error) {
	if s == "none" {
		return nil, nil
	}
	if n, ok := parseCount(s, g.Ranks); ok && n > 0 {
		s = "a" + s + "-" + core.FileName(g.Files-1) + s // the whole rank
	}
	// read as symmetry=none, an empty item would start Black's list
	white, black, err := parseSquares(s, g, "none")
	if len(black) > 0 {
		err = errors.New("an empty item: name White's squares only, e.g. shuffle=a1-h1 or shuffle=1")
	}
	var out []int
	for _, sq := range white {
		if g.Exists[sq] {
			out = append(out, sq)
		}
	}
	return out, err
}

// shuffleWarning is the warning for a shuffle that leaves castling by
// fixed distances (no castleFiles=): a king moved off its file then
// castles only by the listed distances toward partners in the corners.
func shuffleWarning(v *core.Variant, line int, token string) *BlockError {
	if v.Castle960 {
		return nil
	}
	for _, sq := range v.Shuffle {
		for t, pt := range v.Types {
			if v.CanCastle(t) && slices.Contains(pt.Start[core.White], sq) {
				return &BlockError{line, token, "a castling piece is shuffled but castling keeps its listed distances: add castleFiles= (e.g. castleFiles=c,g) for the Chess960 rule"}
			}
		}
	}
	return nil
}
