//go:build js && wasm

package main

import (
	"syscall/js"
)

// Move animation: a piece node moved to its new square slides there from
// the square it left (the Web Animations API, a transform from the old
// place to none), in animMillis, unless the reader asked for reduced
// motion. While any slide runs the board has the class cq-animating, so
// that a test (or a style) can wait for the board to settle.

// animMillis is how long a move's slide takes.
const animMillis = 180

// movedPiece is a piece node moved from one square to another (display
// indexes).
type movedPiece struct {
	node     js.Value
	from, to int
}

// animate slides the moved pieces from their old squares. The board's
// cq-animating is taken off by a timer calling the class list's own
// toggle (a bound native function, not Go: a slide under way never calls
// into a program that may have stopped), restarted by each new slide.
func (d *diagram) animate(moved []movedPiece) {
	if len(moved) == 0 || reducedMotion() {
		return
	}
	n := 0
	for _, m := range moved {
		if jsType(m.node.Get("animate")) != js.TypeFunction {
			continue
		}
		from := d.drawn.cells[m.from].el.Call("getBoundingClientRect")
		to := d.drawn.cells[m.to].el.Call("getBoundingClientRect")
		dx := from.Get("left").Float() - to.Get("left").Float()
		dy := from.Get("top").Float() - to.Get("top").Float()
		// a node still sliding from an earlier move stops there
		for _, a := range jsArray(m.node.Call("getAnimations")) {
			a.Call("cancel")
		}
		// the sliding piece passes over the others (z-index applies to the
		// pieces, positioned in board.css)
		frames := js.ValueOf([]any{
			map[string]any{"transform": "translate(" + px(dx) + "," + px(dy) + ")", "zIndex": 3},
			map[string]any{"transform": "none", "zIndex": 3},
		})
		m.node.Call("animate", frames, map[string]any{"duration": animMillis, "easing": "ease-out"})
		n++
	}
	if n == 0 {
		return
	}
	cls := d.board.Get("classList")
	cls.Call("add", "cq-animating")
	if d.drawn.settle.IsUndefined() {
		d.drawn.settle = cls.Get("toggle").Call("bind", cls, "cq-animating", false)
	}
	if !d.drawn.settleTimer.IsUndefined() {
		js.Global().Call("clearTimeout", d.drawn.settleTimer)
	}
	d.drawn.settleTimer = js.Global().Call("setTimeout", d.drawn.settle, animMillis+30)
}

// reducedMotion tells whether the reader asked for less motion.
func reducedMotion() bool {
	mm := js.Global().Get("matchMedia")
	if jsType(mm) != js.TypeFunction {
		return false
	}
	return js.Global().Call("matchMedia", "(prefers-reduced-motion: reduce)").Get("matches").Truthy()
}

// jsArray is a JavaScript array's items (none when it is not an array).
func jsArray(v js.Value) []js.Value {
	if jsType(v) != js.TypeObject {
		return nil
	}
	n := v.Length()
	out := make([]js.Value, n)
	for i := range out {
		out[i] = v.Index(i)
	}
	return out
}

// px writes a length in CSS pixels.
func px(x float64) string { return decimal(x, 1, false) + "px" }
