package notation

import (
	"strings"

	"github.com/chimera-variants/chimera/core"
)

// wall=1 after a piece line makes the type a wall (core/walls.go): the
// capture matrix gets '!' in its columns for every mover, and FENs write
// and read it as '*' on a square of the board.

func init() {
	keySpellings = append(keySpellings, "wall", "wallPlacing", "wallRegion")
	knownKeys["wallplacing"] = true
	knownKeys["wallregion"] = true
}

// applyWallPlacing reads wallPlacing= and wallRegion=: every move also
// places a wall.
func applyWallPlacing(v *core.Variant, params map[string]string, bad func(key, msg string) error) error {
	if s, ok := params["wallplacing"]; ok {
		rules := map[string]core.WallPlacing{"none": core.WallNone, "anywhere": core.WallAnywhere,
			"past": core.WallPast, "arrow": core.WallArrow, "duck": core.WallDuck}
		wp, ok := rules[strings.ToLower(s)]
		if !ok {
			return bad("wallPlacing", "must be none, anywhere, past, arrow or duck")
		}
		if wp != core.WallNone && v.WallType() < 0 {
			return bad("wallPlacing", "needs a wall type: a piece line followed by wall=1")
		}
		v.WallPlacing = wp
	}
	if s, ok := params["wallregion"]; ok {
		sqs, _, err := parseSquares(s, v.Geometry, "none")
		if err != nil {
			return bad("wallRegion", err.Error())
		}
		v.WallRegion = make([]bool, v.Geometry.Size())
		for _, sq := range sqs {
			v.WallRegion[sq] = true
		}
	}
	return nil
}

// forbidWallCaptures puts '!' in the capture matrix wherever a wall would
// be the victim, making the matrix when the block has none.
func forbidWallCaptures(v *core.Variant) {
	n := len(v.Types)
	for w := range v.Types {
		if !v.Types[w].Wall {
			continue
		}
		for len(v.CaptureMatrix) < n {
			v.CaptureMatrix = append(v.CaptureMatrix, nil)
		}
		for t := range v.CaptureMatrix {
			if len(v.CaptureMatrix[t]) < 1+2*n {
				row := make([]core.CaptureCell, 1+2*n)
				copy(row, v.CaptureMatrix[t])
				v.CaptureMatrix[t] = row
			}
			v.CaptureMatrix[t][1+w] = core.CaptureCell{Kind: core.CaptureForbidden}
			v.CaptureMatrix[t][1+n+w] = core.CaptureCell{Kind: core.CaptureForbidden}
		}
	}
}
