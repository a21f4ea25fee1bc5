//go:build js && wasm

package main

import (
	"math"
	"strconv"
	"strings"
	"syscall/js"

	"github.com/chimera-variants/chimera/internal/lite"
)

// The board's size. layout.css makes the square size (--sq) the
// preferred size, never more than the diagram's width allows: the
// preferred size is the user's (--sq-user, set here from the resize grip
// and remembered per page and diagram) or else the page author's
// (squareSize=, --sq-pref). Dragging the grip at the board's
// bottom-right corner, or its arrow keys, changes the user's size.

const (
	minSquare = 12  // px: the smallest square the grip makes
	maxSquare = 160 // px: the largest, as for squareSize=
)

// buildGrip makes the resize grip: a slider for assistive technology and
// the keyboard (arrows: 2 px a square, Page Up/Down: 10, Home/End: the
// smallest/largest that fits), dragged with any pointer; a double click
// forgets the user's size.
func (d *diagram) buildGrip() elem {
	g := d.el("div", "cq-grip")
	g.SetAttribute("role", "slider")
	g.SetAttribute("tabindex", "0")
	g.SetAttribute("aria-label", "board size")
	g.SetAttribute("aria-valuemin", strconv.Itoa(minSquare))
	g.SetAttribute("aria-valuemax", strconv.Itoa(maxSquare))
	g.SetAttribute("title", "Drag to resize the board (or focus and use the arrow keys); double-click for the default size")
	g.AppendChild(icon(iconGrip))
	d.ctl.grip = g

	dragging := false
	var x0, y0, sq0, fit float64
	g.AddEventListener("pointerdown", func(e event) {
		if e.Get("button").Int() != 0 {
			return
		}
		e.PreventDefault()
		g.Call("setPointerCapture", e.Get("pointerId"))
		dragging = true
		x0, y0 = e.Get("clientX").Float(), e.Get("clientY").Float()
		sq0, fit = d.shownSquare(), d.fittingSquare()
		g.Get("classList").Call("add", "cq-dragging")
	}, d.failed)
	g.AddEventListener("pointermove", func(e event) {
		if !dragging {
			return
		}
		// the board's corner follows the pointer: half the change of its
		// width and half of its height
		geo := d.g.block.Variant.Geometry
		dx := e.Get("clientX").Float() - x0
		dy := e.Get("clientY").Float() - y0
		d.setSquare(min(fit, sq0+(dx/float64(geo.Files)+dy/float64(geo.Ranks))/2))
	}, d.failed)
	end := func(event) {
		if !dragging {
			return
		}
		dragging = false
		g.Get("classList").Call("remove", "cq-dragging")
		d.saveSize()
	}
	g.AddEventListener("pointerup", end, d.failed)
	g.AddEventListener("pointercancel", end, d.failed)
	g.AddEventListener("lostpointercapture", end, d.failed)
	g.AddEventListener("dblclick", func(event) { d.forgetSize() }, d.failed)
	g.AddEventListener("keydown", func(e event) {
		sq, fit := d.shownSquare(), d.fittingSquare()
		switch e.Key() {
		case "ArrowUp", "ArrowRight":
			sq += 2
		case "ArrowDown", "ArrowLeft":
			sq -= 2
		case "PageUp":
			sq += 10
		case "PageDown":
			sq -= 10
		case "Home":
			sq = minSquare
		case "End":
			sq = fit
		default:
			return
		}
		e.PreventDefault()
		d.setSquare(min(fit, sq))
		d.saveSize()
	}, d.failed)
	return g
}

// initSize gives the diagram's element the board's size variables (so
// the whole column, hands and bars included, can use --sq) and the size
// the user chose on this page before, if any.
func (d *diagram) initSize() {
	geo := d.g.block.Variant.Geometry
	st := d.root.Get("style")
	st.Call("setProperty", "--files", strconv.Itoa(geo.Files))
	st.Call("setProperty", "--ranks", strconv.Itoa(geo.Ranks))
	if p := d.board.Get("style").Call("getPropertyValue", "--sq-pref").String(); p != "" {
		st.Call("setProperty", "--sq-pref", p)
	}
	// the grip's value until the first layout says what is shown: the
	// preferred size
	pref := 56
	if px, err := lite.Atoi(strings.TrimSuffix(d.board.Get("style").Call("getPropertyValue", "--sq-pref").String(), "px")); err == nil {
		pref = px
	}
	d.showSquareValue(float64(pref))
	d.ctl.sizeKey = sizeKey(d.root)
	if s, ok := storageGet(d.ctl.sizeKey); ok {
		if px, err := lite.Atoi(s); err == nil && px >= minSquare && px <= maxSquare {
			d.setSquare(float64(px))
		}
	}
	d.watchSize()
}

// showSquareValue gives the grip (a slider) its value: px a square.
func (d *diagram) showSquareValue(px float64) {
	n := strconv.Itoa(int(math.Round(px)))
	d.ctl.grip.SetAttribute("aria-valuenow", n)
	d.ctl.grip.SetAttribute("aria-valuetext", n+" pixels a square")
}

// setSquare makes px the user's preferred square size (the style sheet
// still keeps the board within the diagram's width).
func (d *diagram) setSquare(px float64) {
	px = math.Round(max(minSquare, min(maxSquare, px)))
	d.root.Get("style").Call("setProperty", "--sq-user", strconv.Itoa(int(px))+"px")
	d.showSquareValue(px)
}

// forgetSize goes back to the page's square size (the loading placeholder
// may have left the user's size on the diagram's element too).
func (d *diagram) forgetSize() {
	d.root.Get("style").Call("removeProperty", "--sq-user")
	if host := d.root.Get("parentNode"); jsType(host) == js.TypeObject && jsType(host.Get("style")) == js.TypeObject {
		host.Get("style").Call("removeProperty", "--sq-user")
	}
	storageSet(d.ctl.sizeKey, "")
}

func (d *diagram) saveSize() {
	v := d.root.Get("style").Call("getPropertyValue", "--sq-user").String()
	storageSet(d.ctl.sizeKey, strings.TrimSuffix(v, "px"))
}

// shownSquare is the square size the board has now, in pixels.
func (d *diagram) shownSquare() float64 {
	// --sq is registered as a <length> (layout.css), so its computed
	// value is in pixels
	v := js.Global().Call("getComputedStyle", d.board.Value).Call("getPropertyValue", "--sq").String()
	if px, ok := parseDecimal(strings.TrimSuffix(strings.TrimSpace(v), "px")); ok && px > 0 {
		return px
	}
	files := float64(d.g.block.Variant.Geometry.Files)
	return d.board.Get("clientWidth").Float() / files
}

// fittingSquare is the largest square size the diagram's width allows
// now: the board's column (the board, and the hands when they stand
// beside it) grows by the board's number of files for each pixel a square.
func (d *diagram) fittingSquare() float64 {
	cs := js.Global().Call("getComputedStyle", d.root.Value)
	pad := cssPx(cs.Get("paddingLeft").String()) + cssPx(cs.Get("paddingRight").String())
	col := boardColumn(d.board)
	if jsType(col) != js.TypeObject {
		col = d.board.Value
	}
	room := d.root.Get("clientWidth").Float() - pad - col.Get("offsetWidth").Float()
	return max(minSquare, d.shownSquare()+room/float64(d.g.block.Variant.Geometry.Files))
}

// cssPx reads a computed length such as "8px" (0 when it is not one).
func cssPx(s string) float64 {
	px, ok := parseDecimal(strings.TrimSuffix(s, "px"))
	if !ok {
		return 0
	}
	return px
}

// watchSize follows the diagram's width: the grip's value is the square
// size shown (which the width may cap), read after each layout that
// changes it. It also guards against the one case the size rule cannot
// handle: a diagram inside an element as wide as its content (a table
// cell, a float, an inline block). The diagram measures its width from its
// container (container-type in layout.css), so there it would collapse to
// nothing; it is then marked cq-nocq and sized from the window instead.
func (d *diagram) watchSize() {
	// chimera.js observes, so that a stopped Go program is never called
	observe := js.Global().Get("chimeraObserveSize")
	if jsType(observe) != js.TypeFunction || jsType(js.Global().Get("ResizeObserver")) != js.TypeFunction {
		return
	}
	files := d.g.block.Variant.Geometry.Files
	looked := false
	cb := jsFunc("watching the diagram's width", func(this js.Value, args []js.Value) any {
		if d.root.Call("getClientRects").Length() == 0 {
			return nil // not shown (in a closed or hidden element)
		}
		// the layout that collapses does so at once: one look is enough
		if !looked && d.root.Get("clientWidth").Int() < files*minSquare {
			d.root.Get("classList").Call("add", "cq-nocq")
		}
		looked = true
		d.showSquareValue(d.shownSquare())
		return nil
	}, nil)
	observe.Invoke(d.root.Value, cb)
}

// sizeKey is the localStorage key of a diagram's size: the page's path and
// the diagram's place among the page's diagrams ("": none, not kept).
func sizeKey(root elem) string {
	host := root.Get("parentNode")
	if jsType(host) != js.TypeObject {
		return ""
	}
	all := document().Call("querySelectorAll", ".idiagram")
	for i := 0; i < all.Length(); i++ {
		if all.Index(i).Equal(host) {
			return "chimera-size:" + js.Global().Get("location").Get("pathname").String() + "#" + strconv.Itoa(i)
		}
	}
	return ""
}

// storageGet and storageSet read and write localStorage, which may be
// missing or throw (storage disabled, a sandboxed frame, the quota): then
// nothing is remembered. Reflect.get is called rather than a property
// read because a getter that throws inside a property read would stop the
// Go program, while an exception in a call is a recoverable panic.
func storageGet(key string) (val string, ok bool) {
	defer func() {
		if recover() != nil {
			val, ok = "", false
		}
	}()
	if key == "" {
		return "", false
	}
	ls := js.Global().Get("Reflect").Call("get", js.Global(), "localStorage")
	if jsType(ls) != js.TypeObject {
		return "", false
	}
	v := ls.Call("getItem", key)
	if jsType(v) != js.TypeString {
		return "", false
	}
	return v.String(), true
}

// storageSet stores val under key ("": removes the key).
func storageSet(key, val string) {
	defer func() { _ = recover() }()
	if key == "" {
		return
	}
	ls := js.Global().Get("Reflect").Call("get", js.Global(), "localStorage")
	if jsType(ls) != js.TypeObject {
		return
	}
	if val == "" {
		ls.Call("removeItem", key)
		return
	}
	ls.Call("setItem", key, val)
}
