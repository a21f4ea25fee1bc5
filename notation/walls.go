package notation

import "github.com/chimera-variants/chimera/core"

// wall=1 after a piece line makes the type a wall (core/walls.go): the
// capture matrix gets '!' in its columns for every mover, and FENs write
// and read it as '*' on a square of the board.

func init() {
	keySpellings = append(keySpellings, "wall")
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
