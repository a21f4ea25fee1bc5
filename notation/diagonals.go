package notation

import (
	"errors"

	"github.com/chimera-variants/chimera/core"
)

// parseDiagonals reads the diagonals= parameter: the squares that have
// diagonal links (core.Geometry.Diagonals). "even" marks the squares
// whose file+rank is even (a1, c1, b2 ...: Fanorona's board), "odd" the
// others; otherwise it is a list of squares as in lines=.
func parseDiagonals(s string, g *core.Geometry) ([]bool, error) {
	d := make([]bool, g.Size())
	switch s {
	case "even", "odd":
		want := 0
		if s == "odd" {
			want = 1
		}
		for sq := range d {
			d[sq] = (g.FileOf(sq)+g.RankOf(sq))%2 == want
		}
		return d, nil
	case "":
		return nil, errors.New("give even, odd or a list of squares")
	}
	sqs, _, err := parseSquares(s, g, "none")
	if err != nil {
		return nil, err
	}
	for _, sq := range sqs {
		d[sq] = true
	}
	return d, nil
}
