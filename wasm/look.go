//go:build js && wasm

package main

import (
	"strconv"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/internal/lite"
)

// The Interactive Diagram's display parameters that change the board's
// look: squareSize (pixels), lightShade, darkShade, rimColor, coordColor
// and startShade (colours; decor.go), borders (decor.go). Page text is
// untrusted, so a value is used only when it is a plain number, a #hex
// colour or a colour name; anything else is ignored. boardStyle= and
// sideNames= are package look's.

// boardStyle is the board element's style: its size in squares and the
// CSS variables the style sheet reads (--sq-pref, the preferred square
// size, which layout.css never lets overflow the page; --light, --dark,
// --rim, --coord, --start).
func boardStyle(v *core.Variant) string {
	geo := v.Geometry
	s := "--files:" + strconv.Itoa(geo.Files) + ";--ranks:" + strconv.Itoa(geo.Ranks)
	if n, err := lite.Atoi(v.Params["squaresize"]); err == nil && n >= 12 && n <= 160 {
		s += ";--sq-pref:" + strconv.Itoa(n) + "px"
	}
	if c := v.Params["lightshade"]; safeColour(c) {
		s += ";--light:" + c
	}
	if c := v.Params["darkshade"]; safeColour(c) {
		s += ";--dark:" + c
	}
	return s + styleVars(v)
}

// safeColour accepts #rgb, #rgba, #rrggbb, #rrggbbaa and colour names
// (letters only): nothing that could end the declaration.
func safeColour(c string) bool {
	switch {
	case len(c) >= 4 && len(c) <= 9 && c[0] == '#' && len(c) != 6 && len(c) != 8:
		for _, r := range c[1:] {
			if !(r >= '0' && r <= '9' || r >= 'a' && r <= 'f' || r >= 'A' && r <= 'F') {
				return false
			}
		}
		return true
	case len(c) >= 3 && len(c) <= 24:
		for _, r := range c {
			if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z') {
				return false
			}
		}
		return true
	}
	return false
}
