// Package look holds how a variant's board and pieces are drawn, apart
// from the page: the board style (boardStyle=), the faces of the pieces
// (Chinese characters, kanji, symbols), the names of the sides and the
// coordinates. It is pure Go, read by the page (wasm/) and tested
// natively.
package look

import "github.com/chimera-variants/chimera/core"

// SideName is the name of side c in variant v, as players of the game say
// it: "white"/"black" by default.
func SideName(v *core.Variant, c core.Color) string {
	return c.String()
}
