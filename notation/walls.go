package notation

import (
	"strings"

	"github.com/chimera-variants/chimera/core"
)

// wall=1 after a piece line makes the type a wall (core/walls.go): the
// capture matrix gets '!' in its columns for every mover, and FENs write
// and read it as '*' on a square of the board.

func init() {
	keySpellings = append(keySpellings, "wall", "wallPlacing", "wallRegion", "wallOrMove")
	knownKeys["wallplacing"] = true
	knownKeys["wallregion"] = true
	knownKeys["wallormove"] = true
}

// applyWallPlacing reads wallPlacing=, wallRegion= and wallOrMove=: every
// move also places a wall, or a turn places a wall instead of moving.
func applyWallPlacing(v *core.Variant, params map[string]string, bad func(key, msg string) error) error {
	if s, ok := params["wallplacing"]; ok {
		rules := map[string]core.WallPlacing{"none": core.WallNone, "anywhere": core.WallAnywhere,
			"past": core.WallPast, "arrow": core.WallArrow, "duck": core.WallDuck, "edge": core.WallEdge}
		wp, ok := rules[strings.ToLower(s)]
		if !ok {
			return bad("wallPlacing", "must be none, anywhere, past, arrow, duck or edge")
		}
		if wp != core.WallNone && v.WallType() < 0 {
			return bad("wallPlacing", "needs a wall type: a piece line followed by wall=1")
		}
		v.WallPlacing = wp
	}
	if s, ok := params["wallormove"]; ok {
		var on bool
		switch s {
		case "1", "true", "yes":
			on = true
		case "0", "false", "no":
		default:
			return bad("wallOrMove", "must be 0 or 1")
		}
		if on && (v.WallPlacing == core.WallNone || v.WallPlacing == core.WallPast || v.WallPlacing == core.WallArrow) {
			// a wall placed instead of a move has no moved piece to
			// place it behind or shoot it from
			return bad("wallOrMove", "needs wallPlacing=anywhere, duck or edge")
		}
		v.WallOrMove = on
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
