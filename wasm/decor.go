//go:build js && wasm

package main

import (
	"strconv"
	"strings"
	"syscall/js"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/look"
)

// The board's decoration: the style's class and lines (package look says
// what to draw, this file only makes the elements) and the coordinates on
// the board's rim. Both live inside the board element, absolutely placed,
// aria-hidden and never in the pointer's way: the lines under the
// squares (whose backgrounds the lined styles make transparent), the
// labels in the rim around the squares, so they never cover a piece.

// decorate gives the board its style, once, after the board element is
// made: the class cq-style-NAME (and cq-lined, cq-points), the classes of
// the Interactive Diagram's borders= parameter, and for lined styles the
// lines' SVG.
func (d *diagram) decorate() {
	v := d.g.block.Variant
	styleBoard(d.board, v)
	d.ensureLines()
}

// styleBoard puts the style's classes on a board element (the diagram's
// or the legend's small one).
func styleBoard(board elem, v *core.Variant) {
	s := look.StyleOf(v)
	cls := board.Get("classList")
	cls.Call("add", "cq-style-"+s.Name())
	if !s.Checkered() {
		cls.Call("add", "cq-lined")
	}
	if s.OnPoints() {
		cls.Call("add", "cq-points")
	}
	switch b, ok := v.Params["borders"]; {
	case !ok:
	case b == "0":
		cls.Call("add", "cq-borders-0")
	default:
		cls.Call("add", "cq-borders")
	}
	if safeColour(v.Params["startshade"]) {
		cls.Call("add", "cq-startshade")
	}
}

// ensureLines puts the style's lines into the board as its first child,
// unless they are there (the board's squares may have been rebuilt), and
// turns them with the board.
func (d *diagram) ensureLines() {
	v := d.g.block.Variant
	if look.StyleOf(v).Checkered() {
		return
	}
	svg := d.board.Call("querySelector", ":scope > .cq-decor")
	if svg.IsNull() {
		svg = boardLines(v)
		d.board.Call("prepend", svg)
	}
	turnLines(svg, v, d.flipped)
}

// boardLines is the SVG of a lined style's board drawing, one unit a
// square (the drawing's own units); line widths are in pixels whatever
// the board's size.
func boardLines(v *core.Variant) js.Value {
	geo := v.Geometry
	doc := document()
	mk := func(tag string, attrs ...string) js.Value {
		e := doc.Call("createElementNS", svgNS, tag)
		for i := 0; i+1 < len(attrs); i += 2 {
			e.Call("setAttribute", attrs[i], attrs[i+1])
		}
		return e
	}
	w, h := strconv.Itoa(geo.Files), strconv.Itoa(geo.Ranks)
	svg := mk("svg", "class", "cq-decor", "aria-hidden", "true", "focusable", "false",
		"viewBox", "0 0 "+w+" "+h, "preserveAspectRatio", "none")
	drawing := look.BoardDrawing(v)
	lines := mk("g", "class", "cq-decor-lines")
	for _, s := range drawing.Lines {
		cls := "cq-line"
		if s.Bold {
			cls = "cq-line cq-line-bold"
		}
		lines.Call("appendChild", mk("line", "class", cls, "vector-effect", "non-scaling-stroke",
			"x1", num(s.X1), "y1", num(s.Y1), "x2", num(s.X2), "y2", num(s.Y2)))
	}
	for _, p := range drawing.Dots {
		lines.Call("appendChild", mk("circle", "class", "cq-star", "cx", num(p.X), "cy", num(p.Y), "r", ".07"))
	}
	svg.Call("appendChild", lines)
	// the river's words stay upright when the board is flipped
	for _, l := range drawing.Labels {
		t := mk("text", "class", "cq-river", "x", num(l.X), "y", num(l.Y),
			"text-anchor", "middle", "dominant-baseline", "central", "font-size", ".5")
		t.Set("textContent", l.Text)
		svg.Call("appendChild", t)
	}
	return svg
}

// turnLines shows the drawing half turned on a flipped board.
func turnLines(svg js.Value, v *core.Variant, flipped bool) {
	g := svg.Call("querySelector", ".cq-decor-lines")
	if g.IsNull() {
		return
	}
	if !flipped {
		g.Call("removeAttribute", "transform")
		return
	}
	geo := v.Geometry
	g.Call("setAttribute", "transform", "rotate(180 "+num(float64(geo.Files)/2)+" "+num(float64(geo.Ranks)/2)+")")
}

// num writes a drawing coordinate, to a thousandth.
func num(x float64) string { return decimal(x, 3, true) }

// drawCoordinates (re)draws the labels on the board's rim for the board
// as it is now shown (d.flipped), and marks the board and its area (with
// the hands) cq-flipped (the shogi pieces' direction follows it). Call it after the squares are
// (re)built and on flip. It also puts back the style's lines if
// rebuilding the squares removed them.
func (d *diagram) drawCoordinates() {
	v := d.g.block.Variant
	d.ensureLines()
	cls := d.board.Get("classList")
	cls.Call("add", "cq-rimmed")
	cls.Call("toggle", "cq-flipped", d.flipped)
	// the hands beside the board turn their shogi pieces with it
	if area := d.board.Call("closest", ".cq-boardarea"); !area.IsNull() {
		area.Get("classList").Call("toggle", "cq-flipped", d.flipped)
	}
	if old := d.board.Call("querySelector", ":scope > .cq-coords"); !old.IsNull() {
		old.Call("remove")
	}
	box := d.el("div", "cq-coords")
	box.SetAttribute("aria-hidden", "true")
	c := look.CoordinatesOf(v, d.flipped)
	for _, side := range []struct {
		name   string
		labels []string
	}{{"top", c.Top}, {"bottom", c.Bottom}, {"left", c.Left}, {"right", c.Right}} {
		for i, l := range side.labels {
			s := d.text("span", "cq-coord cq-coord-"+side.name, l)
			s.SetStyle("--i:" + strconv.Itoa(i))
			box.AppendChild(s)
		}
	}
	d.board.AppendChild(box)
}

// styleVars are the board's CSS variables for the Interactive Diagram's
// colour parameters rimColor (the rim around the squares), coordColor
// (the coordinates) and startShade (the square a move starts from: the
// selected piece's, the last move's origin), each used only when it is a
// safe colour.
func styleVars(v *core.Variant) string {
	var b strings.Builder
	for _, p := range [][2]string{{"rimcolor", "--rim"}, {"coordcolor", "--coord"}, {"startshade", "--start"}} {
		if c := v.Params[p[0]]; safeColour(c) {
			b.WriteString(";" + p[1] + ":" + c)
		}
	}
	return b.String()
}
