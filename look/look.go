// Package look holds how a variant's board and pieces are drawn, apart
// from the page: the board style (boardStyle=), the faces of the pieces
// (Chinese characters, kanji), the names of the sides and the
// coordinates. It is pure Go, read by the page (wasm/) and tested
// natively; the page only turns its data into elements.
package look

import (
	"strings"
	"unicode"

	"github.com/chimera-variants/chimera/core"
)

// SideName is the name of side c in variant v, as players of the game say
// it: sideNames=first,second when the block sets both (letters, digits,
// spaces and hyphens only, at most 20 characters each), else the board
// style's names: red/black for xiangqi (red moves first), green/red for
// janggi (Cho, green, moves first), sente/gote for the shogi family
// (sente moves first and sits at the bottom), white/black otherwise.
// core.White is always the side that moves first.
func SideName(v *core.Variant, c core.Color) string {
	if v != nil {
		// both names or neither: one side renamed alone would read oddly
		names := strings.Split(v.Params["sidenames"], ",")
		if len(names) == 2 && plainName(strings.TrimSpace(names[0])) && plainName(strings.TrimSpace(names[1])) {
			return strings.TrimSpace(names[c&1])
		}
	}
	return StyleOf(v).sides[c&1]
}

// plainName accepts a side name that reads well in a sentence and is
// safe anywhere: 1 to 20 letters, digits, spaces or hyphens.
func plainName(s string) bool {
	if s == "" || len([]rune(s)) > 20 {
		return false
	}
	for _, r := range s {
		if !(r == ' ' || r == '-' || unicode.IsLetter(r) || unicode.IsDigit(r)) {
			return false
		}
	}
	return true
}
