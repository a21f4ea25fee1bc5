//go:build js && wasm

package main

import (
	"syscall/js"

	"github.com/chimera-variants/chimera/board"
	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/internal/lite"
)

// The board's events, forwarded to the controller: pointer events (mouse,
// pen and touch alike) on the board and the hands, keys on the board and
// the chooser, and the clicks that come without a pointer (the keyboard
// on a hand's button, assistive technology). A mouse click is its pointer
// press and release: the click event that follows is not used, so a
// click after a drag needs no flag to tell it apart.

// pointer is a press under way.
type pointer struct {
	on     bool
	id     js.Value
	x0, y0 float64
	// ghost is the dragged piece under the pointer (once the press became
	// a drag), size its width
	ghost elem
	size  float64
	// over is the square the dragged piece is over (-1: none)
	over int
}

// listen puts the board's listeners on the board's area (board and
// hands) and on the chooser, once.
func (d *diagram) listen() {
	area := elem{d.board.Call("closest", ".cq-boardarea")}
	area.AddEventListener("pointerdown", d.onPointerDown, d.failed)
	area.AddEventListener("pointermove", d.onPointerMove, d.failed)
	area.AddEventListener("pointerup", d.onPointerUp, d.failed)
	area.AddEventListener("pointercancel", func(event) { d.cancelPress() }, d.failed)
	area.AddEventListener("lostpointercapture", func(event) {
		if d.in.on {
			d.cancelPress()
		}
	}, d.failed)
	area.AddEventListener("click", func(e event) {
		// only clicks without a pointer: the pointer's were handled
		if e.Get("detail").Int() != 0 {
			return
		}
		d.c.Busy = d.thinking
		if t := d.targetOf(e.Get("target")); t.Square >= 0 {
			d.after(d.c.Click(t.Square), true)
		} else if t.Hand != core.NoPiece {
			d.after(d.c.ClickHand(t.Hand), true)
		}
	}, d.failed)
	d.board.AddEventListener("keydown", d.onKey, d.failed)
	d.board.AddEventListener("focusin", func(e event) {
		// a square focused otherwise than by the cursor (a screen reader's
		// own navigation) becomes the cursor
		if t := d.targetOf(e.Get("target")); t.Square >= 0 && t.Square != d.c.Cursor() {
			d.c.SetCursor(t.Square)
			d.draw(d.c.Model())
		}
	}, d.failed)
	ch := d.drawn.chooser
	ch.AddEventListener("pointerdown", func(e event) { e.Call("stopPropagation") }, d.failed)
	ch.AddEventListener("click", func(e event) {
		b := e.Get("target").Call("closest", ".cq-option")
		if b.IsNull() {
			return
		}
		if i, err := lite.Atoi(b.Get("dataset").Get("option").String()); err == nil {
			d.after(d.c.Choose(i), true)
		}
	}, d.failed)
	ch.AddEventListener("keydown", d.onKey, d.failed)
}

// watchOutside listens, while the chooser is open, for a press anywhere
// on the page outside the board, which dismisses it; the listener is
// removed when the chooser closes (a page's listener must not outlive
// its diagram).
func (d *diagram) watchOutside(on bool) {
	doc := document()
	if !on {
		if !d.drawn.outside.IsUndefined() {
			doc.Call("removeEventListener", "pointerdown", d.drawn.outside, true)
			d.drawn.outside.Release()
			d.drawn.outside = js.Func{}
		}
		return
	}
	if !d.drawn.outside.IsUndefined() {
		return
	}
	area := d.board.Call("closest", ".cq-boardarea")
	d.drawn.outside = jsFunc("the chooser's outside press", func(this js.Value, args []js.Value) any {
		if t := field(firstArg(args), "target"); d.c.Choosing() && jsType(t) == js.TypeObject && !area.Call("contains", t).Bool() {
			d.after(d.c.Dismiss(), false)
		}
		return nil
	}, func(err error) any { d.failed(err); return nil })
	doc.Call("addEventListener", "pointerdown", d.drawn.outside, true)
}

// targetOf is the square or hand piece an element belongs to (Nowhere
// when neither, or another diagram's).
func (d *diagram) targetOf(el js.Value) board.Target {
	if jsType(el) != js.TypeObject || jsType(el.Get("closest")) != js.TypeFunction {
		return board.Nowhere
	}
	if sq := el.Call("closest", ".cq-sq"); !sq.IsNull() && d.board.Call("contains", sq).Bool() {
		if s := d.g.block.Variant.Geometry.ParseSquare(sq.Get("dataset").Get("sq").String()); s >= 0 {
			return board.At(s)
		}
	}
	if hp := el.Call("closest", ".cq-handpiece"); !hp.IsNull() &&
		(d.drawn.handTop.Call("contains", hp).Bool() || d.drawn.handBottom.Call("contains", hp).Bool()) {
		if n, err := lite.Atoi(hp.Get("dataset").Get("piece").String()); err == nil && n > 0 {
			return board.InHand(core.Piece(n))
		}
	}
	return board.Nowhere
}

// targetAt is what lies under a point of the window (the ghost lets the
// pointer through).
func (d *diagram) targetAt(x, y float64) board.Target {
	return d.targetOf(document().Call("elementFromPoint", x, y))
}

func (d *diagram) onPointerDown(e event) {
	if e.Get("button").Int() != 0 {
		return // not the main button
	}
	if d.in.on {
		if !e.Get("pointerId").Equal(d.in.id) {
			return // another pointer is pressed (a second finger)
		}
		d.cancelPress() // the release of this pointer's last press was missed
	}
	t := d.targetOf(e.Get("target"))
	if t == board.Nowhere {
		return
	}
	d.c.Busy = d.thinking
	// the browser's default is kept: its mousedown focuses the square
	// pressed as a pointer's focus (no focus ring), and the focus moved
	// to the cursor after the release follows that (the squares select
	// no text: user-select in board.css)
	r, _ := d.c.PointerDown(t)
	d.in = pointer{on: true, id: e.Get("pointerId"), x0: e.Get("clientX").Float(), y0: e.Get("clientY").Float(), over: -1}
	// the pointer's moves and release come here wherever it goes (a
	// synthetic event's pointer cannot be captured: then they bubble)
	area := e.Get("currentTarget")
	tryJS(func() { area.Call("setPointerCapture", d.in.id) })
	d.after(r, false)
}

func (d *diagram) onPointerMove(e event) {
	if !d.in.on || !e.Get("pointerId").Equal(d.in.id) {
		return
	}
	x, y := e.Get("clientX").Float(), e.Get("clientY").Float()
	if d.c.PointerMove(x-d.in.x0, y-d.in.y0) {
		d.startGhost()
		d.draw(d.c.Model())
	}
	if d.in.ghost.IsUndefined() {
		return
	}
	d.moveGhost(x, y)
	// the square under the dragged piece is highlighted
	over := -1
	if t := d.targetAt(x, y); t.Square >= 0 {
		over = d.drawn.index[t.Square]
	}
	if over != d.in.over {
		if d.in.over >= 0 {
			d.drawn.cells[d.in.over].el.Get("classList").Call("remove", "cq-over")
		}
		if over >= 0 {
			d.drawn.cells[over].el.Get("classList").Call("add", "cq-over")
		}
		d.in.over = over
	}
}

func (d *diagram) onPointerUp(e event) {
	if !d.in.on || !e.Get("pointerId").Equal(d.in.id) {
		return
	}
	t := d.targetAt(e.Get("clientX").Float(), e.Get("clientY").Float())
	d.endDrag()
	d.after(d.c.PointerUp(t), true)
}

// cancelPress ends a press the browser took over: the piece goes back.
func (d *diagram) cancelPress() {
	if !d.in.on {
		return
	}
	d.endDrag()
	d.c.PointerCancel()
	d.update("")
}

// startGhost shows the dragged piece under the pointer, as large as a
// square.
func (d *diagram) startGhost() {
	_, pc := d.c.Dragging()
	if pc == core.NoPiece {
		return
	}
	size := d.drawn.cells[0].el.Get("offsetWidth").Float()
	g := d.el("div", "cq-ghost")
	g.SetAttribute("aria-hidden", "true")
	g.SetStyle("width:" + px(size) + ";height:" + px(size) + ";--sq:" + px(size))
	g.AppendChild(d.drawnPiece(pc))
	d.in.ghost, d.in.size = g, size
	d.board.Get("parentNode").Call("appendChild", g.Value)
	d.board.Get("classList").Call("add", "cq-dragging")
}

// moveGhost puts the dragged piece's middle under the pointer.
func (d *diagram) moveGhost(x, y float64) {
	d.in.ghost.Get("style").Set("transform", "translate("+px(x-d.in.size/2)+","+px(y-d.in.size/2)+")")
}

// endDrag forgets the press and takes the dragged piece away.
func (d *diagram) endDrag() {
	if !d.in.ghost.IsUndefined() {
		d.in.ghost.Call("remove")
		d.board.Get("classList").Call("remove", "cq-dragging")
	}
	if d.in.over >= 0 && d.in.over < len(d.drawn.cells) {
		d.drawn.cells[d.in.over].el.Get("classList").Call("remove", "cq-over")
	}
	d.in = pointer{over: -1}
}

func (d *diagram) onKey(e event) {
	if e.Get("ctrlKey").Bool() || e.Get("altKey").Bool() || e.Get("metaKey").Bool() {
		return
	}
	d.c.Busy = d.thinking
	r := d.c.Key(e.Key())
	if !r.Handled {
		return
	}
	e.PreventDefault()
	d.after(r, true)
}

// focusBoard puts the keyboard focus on the chooser's option, or else on
// the cursor's square, without scrolling.
func (d *diagram) focusBoard() {
	opt := map[string]any{"preventScroll": true}
	if d.c.Choosing() {
		if b := d.drawn.chooser.Call("querySelector", `.cq-option[tabindex="0"]`); !b.IsNull() {
			b.Call("focus", opt)
		}
		return
	}
	if len(d.drawn.index) == 0 {
		return
	}
	if i := d.drawn.index[d.c.Cursor()]; i >= 0 && i < len(d.drawn.cells) {
		d.drawn.cells[i].el.Call("focus", opt)
	}
}

// tryJS runs a call that may throw in JavaScript (setPointerCapture of a
// pointer that is not active), ignoring the exception.
func tryJS(f func()) {
	defer func() { _ = recover() }()
	f()
}
