//go:build js && wasm

package main

import (
	"strconv"
	"syscall/js"

	"github.com/chimera-variants/chimera/board"
	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/look"
)

// controls are the parts of a diagram around its board: the status bar on
// the board's top edge, the toolbar on its bottom edge (controls_toolbar.go)
// with the resize grip (resize.go), and the panel beside or below the
// board with the messages, the computer's thinking line and the move list.
// Every action goes through the diagram's own methods (board_actions.go).
type controls struct {
	// the status bar: the side to move's token, and Restart when the game
	// is over
	bar, dot, again elem
	// the toolbar and the buttons whose state follows the game
	toolbar                               elem
	first, prev, next, last, undo, aiMove elem
	// popovers of this diagram (the computer's settings, the menu): one is
	// open at a time
	pops []elem
	// thinkFor is the game (record and FEN) the thinking line is about:
	// once the game moves on, the line goes
	thinkFor string
	// the resize grip, and the localStorage key its size is kept under
	// ("": not kept)
	grip    elem
	sizeKey string
}

// buildControls makes the status bar and the toolbar around the board
// (in the board's column, .cq-main) and returns the panel: messages, the
// thinking line, the set-up palette, the move list and the legend.
func (d *diagram) buildControls() elem {
	side := d.el("div", "cq-side")
	d.status = d.el("span", "cq-status")
	d.status.SetAttribute("role", "status")
	d.live = d.el("div", "cq-live cq-sr")
	d.live.SetAttribute("aria-live", "polite")
	d.message = d.el("div", "cq-message")
	d.message.SetAttribute("role", "alert")
	d.message.Set("hidden", true)
	d.thinkEl = d.el("div", "cq-thinking")
	d.thinkEl.Set("hidden", true)
	d.palette = d.el("div", "cq-palette")
	d.record = d.buildRecord()
	bar := d.buildStatusBar()
	tools := d.buildToolbar()
	// the bars sit on the board's edges, in the board's column
	if col := boardColumn(d.board); jsType(col) == js.TypeObject {
		col.Call("prepend", bar.Value)
		col.Call("append", tools.Value)
	} else {
		side.AppendChild(bar)
		side.AppendChild(tools)
	}
	for _, e := range []elem{d.message, d.thinkEl, d.palette, d.record, d.live, d.legend()} {
		side.AppendChild(e)
	}
	d.initSize()
	return side
}

// boardColumn is the element holding the board (and its hands): .cq-main,
// or the board's parent; null when the board is not in the page yet.
func boardColumn(board elem) js.Value {
	if jsType(board.Value) != js.TypeObject {
		return js.Null()
	}
	if col := board.Call("closest", ".cq-main"); jsType(col) == js.TypeObject {
		return col
	}
	return board.Get("parentNode")
}

// buildStatusBar makes the bar on the board's top edge: a token of the
// colour of the side to move, the status, and a Restart button shown when
// the game is over.
func (d *diagram) buildStatusBar() elem {
	c := &d.ctl
	c.bar = d.el("div", "cq-statusbar")
	c.dot = d.el("span", "cq-dot")
	c.dot.SetAttribute("aria-hidden", "true")
	c.again = d.el("button", "cq-btn cq-text cq-again")
	c.again.SetAttribute("type", "button")
	c.again.AppendChild(icon(iconRestart))
	c.again.Call("append", "Restart")
	c.again.AddEventListener("click", func(event) { d.restart() }, d.failed)
	c.again.Set("hidden", true)
	c.bar.AppendChild(c.dot)
	c.bar.AppendChild(d.status)
	c.bar.AppendChild(c.again)
	return c.bar
}

// updateControls shows the status, the message, the toolbar's state, the
// move list and the FEN of the position the board shows.
func (d *diagram) updateControls(pos *core.Position, legal []core.MoveDetail, message string) {
	c := &d.ctl
	v := d.g.block.Variant
	n := len(d.g.moves)
	shown := n
	if d.view >= 0 {
		shown = d.view
	}
	over, draw := false, false
	side := pos.Side()
	status := look.SideName(v, side) + " to move"
	switch {
	case d.setup:
		status = "setting up: pick a piece, then click squares"
	case d.view >= 0:
		status = "move " + strconv.Itoa(d.view) + " of " + strconv.Itoa(n) + " (looking back)"
	default:
		if o := board.Outcome(pos, legal); o.Over {
			over = true
			status = "Game over: " + o.Reason
			if o.Draw {
				draw = true
				status += ", draw"
			} else {
				status += ", " + look.SideName(v, o.Winner) + " wins"
				side = o.Winner
			}
		} else if pos.InCheck() {
			status += ", in check"
		}
	}
	d.status.SetTextContent(status)
	c.dot.SetAttribute("data-color", strconv.Itoa(int(side)))
	c.dot.SetAttribute("data-side", look.SideName(v, side))
	c.bar.Get("classList").Call("toggle", "cq-status-over", over)
	c.bar.Get("classList").Call("toggle", "cq-status-draw", draw)
	c.bar.Get("classList").Call("toggle", "cq-status-back", d.view >= 0)
	c.again.Set("hidden", !over)

	d.message.SetTextContent(shortMessage(message))
	d.message.Set("hidden", message == "")

	// the toolbar: set-up has its own buttons; the others say where they
	// would lead
	c.toolbar.Get("classList").Call("toggle", "cq-setting-up", d.setup)
	disable(c.first, d.setup || shown == 0)
	disable(c.prev, d.setup || shown == 0)
	disable(c.next, d.setup || shown == n)
	disable(c.last, d.setup || shown == n)
	disable(c.undo, d.setup || n == 0)
	d.showAIState()

	d.showRecord()
	// the field is not rewritten under the user's typing
	if !document().Get("activeElement").Equal(d.fenInput.Value) {
		d.fenInput.SetInputValue(d.g.fen())
	}
}

// disable greys out a button that would do nothing now. It stays
// focusable (aria-disabled, not disabled): a button that loses the focus
// the moment it is used up (Next at the last move) would drop the
// keyboard user on the page's body.
func disable(b elem, off bool) {
	if jsType(b.Value) == js.TypeObject {
		b.SetAttribute("aria-disabled", strconv.FormatBool(off))
	}
}
