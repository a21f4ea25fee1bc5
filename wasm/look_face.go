//go:build js && wasm

package main

import (
	"strings"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/look"
)

// faceNode draws a piece written as characters (look.Face): an SVG of
// 100x100 units, so that the characters scale with the square, holding
// the piece's body (a disc with a ring, janggi's octagon, or a shogi
// pentagon pointing up) and its one or two characters, stacked. The
// style sheet colours it (cq-ink-*) and turns the second side's
// pentagons round (cq-black, and the board's cq-flipped).
func faceNode(f look.Face, c core.Color) elem {
	doc := document()
	mk := func(tag string, attrs ...string) elem {
		e := elem{doc.Call("createElementNS", svgNS, tag)}
		for i := 0; i+1 < len(attrs); i += 2 {
			e.SetAttribute(attrs[i], attrs[i+1])
		}
		return e
	}
	shape := "cq-disc"
	if f.Pentagon {
		shape = "cq-pentagon"
	}
	cls := "cq-piece cq-face " + shape + " cq-" + c.String() + " cq-ink-" + f.Ink
	if f.Size != "" {
		cls += " cq-size-" + f.Size
	}
	svg := mk("svg", "class", cls, "viewBox", "0 0 100 100", "aria-hidden", "true", "data-face", f.Text)
	chars := []rune(f.Text)
	size := 56.0
	switch {
	case f.Pentagon:
		svg.AppendChild(mk("polygon", "class", "cq-face-body", "points", "50,4 79,15 91,96 9,96 21,15"))
		size = 52
	case f.Size != "":
		// janggi: octagons, the general largest, guards and soldiers smallest
		r := map[string]float64{"l": 47, "m": 42, "s": 36}[f.Size]
		svg.AppendChild(mk("polygon", "class", "cq-face-body", "points", octagon(r)))
		svg.AppendChild(mk("polygon", "class", "cq-face-ring", "points", octagon(r-5)))
		size = r * 1.12
	default:
		svg.AppendChild(mk("circle", "class", "cq-face-body", "cx", "50", "cy", "50", "r", "46"))
		svg.AppendChild(mk("circle", "class", "cq-face-ring", "cx", "50", "cy", "50", "r", "39.5"))
	}
	// one character in the middle (a pentagon's a little low, under its
	// point); two stacked, smaller
	ys := []float64{52}
	if f.Pentagon {
		ys = []float64{60}
	}
	if len(chars) >= 2 {
		size *= .62
		ys = []float64{50 - size*.52, 50 + size*.52}
		if f.Pentagon {
			ys = []float64{56 - size*.5, 56 + size*.52}
		}
	}
	for i, y := range ys {
		if i >= len(chars) {
			break
		}
		t := mk("text", "class", "cq-face-text", "x", "50", "y", num(y), "font-size", num(size),
			"text-anchor", "middle", "dominant-baseline", "central")
		t.SetTextContent(string(chars[i]))
		if i == len(ys)-1 && len(chars) > len(ys) {
			t.SetTextContent(string(chars[i:]))
		}
		svg.AppendChild(t)
	}
	return svg
}

// octagon is the points of a regular octagon of circumradius r (flat top)
// centred in the 100x100 face.
func octagon(r float64) string {
	// cos and sin of 22.5 and 67.5 degrees
	const a, b = 0.9238795, 0.3826834
	pts := [][2]float64{{b, -a}, {a, -b}, {a, b}, {b, a}, {-b, a}, {-a, b}, {-a, -b}, {-b, -a}}
	var s strings.Builder
	for i, p := range pts {
		if i > 0 {
			s.WriteByte(' ')
		}
		s.WriteString(num(50+r*p[0]) + "," + num(50+r*p[1]))
	}
	return s.String()
}
