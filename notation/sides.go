package notation

import (
	"strings"

	"github.com/chimera-variants/chimera/core"
)

// Rules that differ between the sides: where each side may drop
// (dropRegion=) and capture en passant (epRegion=), and which side moves
// first (firstMove=). The hands may
// differ too, in the piece line's count field (2/0).

func init() {
	keySpellings = append(keySpellings, "dropRegion", "epRegion", "firstMove")
	knownKeys["dropregion"] = true
	knownKeys["firstmove"] = true
	knownKeys["epregion"] = true
}

// applySides reads dropRegion=, epRegion= and firstMove= (castlePartners= is read
// with the other castling keys in rules.go).
func applySides(v *core.Variant, params map[string]string, bad func(key, msg string) error) error {
	for _, r := range [...]struct {
		key, name string
		into      *[2][]bool
	}{{"dropregion", "dropRegion", &v.DropRegion}, {"epregion", "epRegion", &v.EPRegion}} {
		if s, ok := params[r.key]; ok {
			regions, err := sideRegions(v.Geometry, s)
			if err != nil {
				return bad(r.name, err.Error())
			}
			*r.into = regions
		}
	}
	if s, ok := params["firstmove"]; ok {
		switch strings.ToLower(s) {
		case "white":
			v.BlackFirst = false
		case "black":
			v.BlackFirst = true
		default:
			return bad("firstMove", "must be white or black")
		}
	}
	return nil
}

// sideRegions reads White's squares, then after '/' Black's; '*' is every
// square (nil); without '/' Black's are White's mirrored across the middle
// rank.
func sideRegions(g *core.Geometry, s string) ([2][]bool, error) {
	w, b, split := strings.Cut(s, "/")
	var regions [2][]bool
	for c, part := range [2]string{w, b} {
		if part == "*" || c == 1 && !split {
			continue
		}
		sqs, _, err := parseSquares(part, g, "none")
		if err != nil {
			return regions, err
		}
		regions[c] = make([]bool, g.Size())
		for _, sq := range sqs {
			regions[c][sq] = true
		}
	}
	if !split && regions[0] != nil {
		regions[1] = make([]bool, g.Size())
		for sq, in := range regions[0] {
			if in {
				regions[1][g.Square(g.FileOf(sq), g.Ranks-1-g.RankOf(sq))] = true
			}
		}
	}
	return regions, nil
}
