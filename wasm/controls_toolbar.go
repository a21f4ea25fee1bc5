//go:build js && wasm

package main

import (
	"syscall/js"
)

// buildToolbar makes the bar on the board's bottom edge: moving through
// the game, flip, undo, the computer (its move, Stop while it thinks, its
// settings in a popover), the menu of FEN and record tools, and the
// resize grip. In set-up mode the game's buttons give way to Play and
// Cancel.
func (d *diagram) buildToolbar() elem {
	c := &d.ctl
	// cq-buttons: the class of the button row this bar replaces, which
	// pages and tests may look for
	bar := d.el("div", "cq-toolbar cq-buttons")
	bar.SetAttribute("role", "toolbar")
	bar.SetAttribute("aria-label", "game controls")
	c.toolbar = bar

	play := d.el("div", "cq-group cq-play-tools")
	nav := d.el("div", "cq-group cq-nav")
	step := func(name, aria, path string, to func(cur, n int) int) elem {
		b := d.iconButton(name, aria, path, func() {
			n := len(d.g.moves)
			cur := d.view
			if cur < 0 {
				cur = n
			}
			d.navigate(max(0, to(cur, n)))
		})
		nav.AppendChild(b)
		return b
	}
	c.first = step("First position", "first position", iconFirst, func(cur, n int) int { return 0 })
	c.prev = step("Previous move", "previous move", iconPrev, func(cur, n int) int { return cur - 1 })
	c.next = step("Next move", "next move", iconNext, func(cur, n int) int { return cur + 1 })
	c.last = step("Last position", "last position", iconLast, func(cur, n int) int { return n })
	play.AppendChild(nav)
	c.undo = d.iconButton("Undo", "Undo the last move", iconUndo, d.undo)
	play.AppendChild(c.undo)
	play.AppendChild(d.buildAIControls())
	bar.AppendChild(play)

	// set-up mode: Play from the position set up, or Cancel
	setBtns := d.el("div", "cq-group cq-setup-tools")
	d.setupBtn = d.el("button", "cq-btn cq-text cq-primary")
	d.setupBtn.SetAttribute("type", "button")
	d.setupBtn.SetTextContent("Play")
	d.setupBtn.AddEventListener("click", func(event) { d.toggleSetup() }, d.failed)
	d.cancelBtn = d.el("button", "cq-btn cq-text")
	d.cancelBtn.SetAttribute("type", "button")
	d.cancelBtn.SetTextContent("Cancel")
	d.cancelBtn.SetAttribute("aria-label", "cancel the set-up and go back to the game")
	d.cancelBtn.AddEventListener("click", func(event) { d.cancelSetup() }, d.failed)
	setBtns.AppendChild(d.setupBtn)
	setBtns.AppendChild(d.cancelBtn)
	bar.AppendChild(setBtns)

	bar.AppendChild(d.el("span", "cq-spacer"))
	bar.AppendChild(d.iconButton("Flip", "Flip the board", iconFlip, d.flip))
	bar.AppendChild(d.buildMenu())
	bar.AppendChild(d.buildGrip())

	// arrow keys move between the toolbar's buttons (Tab still reaches each)
	bar.AddEventListener("keydown", func(e event) {
		k := e.Key()
		if k != "ArrowLeft" && k != "ArrowRight" {
			return
		}
		t := e.Get("target")
		if !t.Get("classList").Call("contains", "cq-btn").Bool() {
			return
		}
		btns := bar.Call("querySelectorAll", ".cq-btn")
		var shown []js.Value
		at := -1
		for i := 0; i < btns.Length(); i++ {
			b := btns.Index(i)
			if b.Get("offsetParent").IsNull() || !b.Call("closest", ".cq-pop-body").IsNull() {
				continue // hidden, or inside an open popover
			}
			if b.Equal(t) {
				at = len(shown)
			}
			shown = append(shown, b)
		}
		if at < 0 {
			return
		}
		step := 1
		if k == "ArrowLeft" {
			step = -1
		}
		shown[(at+step+len(shown))%len(shown)].Call("focus")
		e.PreventDefault()
	}, d.failed)
	return bar
}

// popover is a button (a <details> summary) that opens body under the
// toolbar; Escape or a pointer down elsewhere closes it, and opening it
// closes the diagram's other popover.
func (d *diagram) popover(class, name, path string, body elem) elem {
	det := d.el("details", "cq-pop "+class)
	sum := d.el("summary", "cq-btn")
	sum.SetAttribute("aria-label", name)
	sum.SetAttribute("title", name)
	sum.AppendChild(icon(path))
	sum.AppendChild(d.text("span", "cq-sr", name))
	det.AppendChild(sum)
	body.Get("classList").Call("add", "cq-pop-body")
	det.AppendChild(body)
	// while open, a pointer going down anywhere outside closes it (the
	// listener lives only that long)
	var outside js.Func
	doc := document()
	det.AddEventListener("toggle", func(event) {
		if !det.Get("open").Bool() {
			if outside.Truthy() {
				doc.Call("removeEventListener", "pointerdown", outside, true)
				outside.Release()
				outside = js.Func{}
			}
			return
		}
		for _, p := range d.ctl.pops {
			if !p.Equal(det.Value) {
				p.Set("open", false)
			}
		}
		if !outside.Truthy() {
			outside = jsFunc("closing a popover", func(this js.Value, args []js.Value) any {
				if t := field(firstArg(args), "target"); !det.Call("contains", t).Bool() {
					det.Set("open", false)
				}
				return nil
			}, nil)
			doc.Call("addEventListener", "pointerdown", outside, true)
		}
	}, d.failed)
	det.AddEventListener("keydown", func(e event) {
		if e.Key() == "Escape" && det.Get("open").Bool() {
			det.Set("open", false)
			sum.Call("focus")
			e.PreventDefault()
		}
	}, d.failed)
	d.ctl.pops = append(d.ctl.pops, det)
	return det
}

// closePops closes the diagram's popovers.
func (d *diagram) closePops() {
	for _, p := range d.ctl.pops {
		p.Set("open", false)
	}
}

// buildMenu makes the menu (⋯): the FEN or move list field with Load,
// copying the FEN and the moves, set-up and restart.
func (d *diagram) buildMenu() elem {
	body := d.el("div", "cq-menu-body")
	row := d.el("div", "cq-fen-row")
	d.fenInput = d.el("input", "cq-fen")
	d.fenInput.SetAttribute("aria-label", "FEN or move list")
	d.fenInput.SetAttribute("spellcheck", "false")
	d.fenInput.SetAttribute("autocomplete", "off")
	load := func() {
		d.load(d.fenInput.InputValue())
		if d.message.Get("hidden").Bool() {
			d.closePops() // loaded; a refusal stays in view to be corrected
		}
	}
	d.fenInput.AddEventListener("keydown", func(e event) {
		if e.Key() == "Enter" {
			e.PreventDefault()
			load()
		}
	}, d.failed)
	lb := d.el("button", "cq-btn cq-text cq-primary cq-load")
	lb.SetAttribute("type", "button")
	lb.SetAttribute("title", "Load the FEN or the move list")
	lb.AppendChild(icon(iconLoad))
	lb.Call("append", "Load")
	lb.AddEventListener("click", func(event) { load() }, d.failed)
	row.AppendChild(d.fenInput)
	row.AppendChild(lb)
	body.AppendChild(row)
	var items []elem
	copyText := func(text func() string) func() {
		return func() {
			if cb := js.Global().Get("navigator").Get("clipboard"); cb.Truthy() {
				cb.Call("writeText", text())
			}
		}
	}
	copyItem := func(label string, text func() string) {
		b := d.menuItem(label, iconCopy, nil)
		b.AddEventListener("click", func(event) {
			copyText(text)()
			b.Get("classList").Call("add", "cq-done") // a tick until the menu closes
		}, d.failed)
		items = append(items, b)
	}
	copyItem("Copy FEN", d.g.fen)
	copyItem("Copy moves", d.g.record)
	items = append(items, d.el("hr", "cq-sep"),
		d.menuItem("Set up", iconSetup, func() { d.closePops(); d.toggleSetup() }),
		d.menuItem("Restart", iconRestart, func() { d.closePops(); d.restart() }))
	for _, it := range items {
		body.AppendChild(it)
	}
	menu := d.popover("cq-menu", "More: FEN, moves, set up, restart", iconMore, body)
	menu.AddEventListener("toggle", func(event) {
		if menu.Get("open").Bool() {
			return
		}
		done := body.Call("querySelectorAll", ".cq-done")
		for i := 0; i < done.Length(); i++ {
			done.Index(i).Get("classList").Call("remove", "cq-done")
		}
	}, d.failed)
	return menu
}
