//go:build js && wasm

package main

import (
	"fmt"
	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/notation"
	"strconv"
	"strings"
	"syscall/js"
)

// buildControls makes the panel beside the board: status, messages,
// buttons, the computer, the move list, the FEN box and the legend.
func (d *diagram) buildControls() elem {
	side := d.el("div", "cq-side")
	d.status = d.el("div", "cq-status")
	d.live = d.el("div", "cq-live")
	d.live.SetAttribute("aria-live", "polite")
	d.choose = d.el("div", "cq-choose")
	d.message = d.el("div", "cq-message")
	d.message.SetAttribute("role", "alert")
	buttons := d.el("div", "cq-buttons")
	buttons.AppendChild(d.button("Undo", func() { d.cancelAI(); d.leaveSetup(); d.g.undo(); d.clearSelection(); d.update("") }))
	buttons.AppendChild(d.button("Flip", func() { d.flipped = !d.flipped; d.update("") }))
	buttons.AppendChild(d.button("Restart", func() {
		d.cancelAI()
		d.leaveSetup()
		d.g.restart()
		d.clearSelection()
		d.update("")
	}))
	nav := d.el("div", "cq-buttons cq-nav")
	step := func(label, aria string, to func(n, cur int) int) {
		b := d.button(label, func() {
			n := len(d.g.moves)
			cur := d.view
			if cur < 0 {
				cur = n
			}
			d.view = max(0, min(n, to(n, cur)))
			if d.view == n {
				d.view = -1
			}
			d.clearSelection()
			d.update("")
		})
		b.SetAttribute("aria-label", aria)
		nav.AppendChild(b)
	}
	step("«", "first position", func(n, cur int) int { return 0 })
	step("‹", "previous move", func(n, cur int) int { return cur - 1 })
	step("›", "next move", func(n, cur int) int { return cur + 1 })
	step("»", "last position", func(n, cur int) int { return n })
	buttons.AppendChild(nav)
	ai := d.el("div", "cq-ai")
	ai.AppendChild(d.button("Computer move", d.askAI))
	d.stopBtn = d.button("Stop", d.stopAI)
	d.stopBtn.SetAttribute("aria-label", "stop thinking and play the best move so far")
	d.stopBtn.Set("hidden", true)
	ai.AppendChild(d.stopBtn)
	reply := d.el("input", "")
	reply.SetAttribute("type", "checkbox")
	reply.SetAttribute("aria-label", "the computer answers every move")
	reply.AddEventListener("change", func(event) { d.aiReply = reply.Checked() }, d.failed)
	lbl := d.el("label", "cq-ai-reply")
	lbl.AppendChild(reply)
	lbl.Call("append", " answers every move")
	ai.AppendChild(lbl)
	strength := d.el("select", "cq-ai-strength")
	strength.SetAttribute("aria-label", "computer strength")
	for _, level := range aiLevels {
		opt := d.text("option", "", level)
		opt.SetAttribute("value", level)
		if level == d.aiLevel {
			opt.SetAttribute("selected", "")
		}
		strength.AppendChild(opt)
	}
	strength.AddEventListener("change", func(event) {
		if _, ok := levelLimits(strength.InputValue()); ok {
			d.aiLevel = strength.InputValue()
		}
	}, d.failed)
	ai.AppendChild(strength)
	d.thinkEl = d.el("div", "cq-thinking")
	ai.AppendChild(d.thinkEl)
	d.record = d.el("div", "cq-record")
	d.record.SetAttribute("aria-label", "moves")
	// a move of the list, clicked or chosen with Enter: show the position
	// after it
	showMove := func(e event) bool {
		t := e.Get("target")
		if t.Get("dataset").IsUndefined() || t.Get("dataset").Get("ply").IsUndefined() {
			return false
		}
		ply, err := strconv.Atoi(t.Get("dataset").Get("ply").String())
		if err != nil || d.setup {
			return false
		}
		d.view = ply + 1
		if d.view >= len(d.g.moves) {
			d.view = -1
		}
		d.clearSelection()
		d.update("")
		return true
	}
	d.focusPly = -1
	d.record.AddEventListener("click", func(e event) { showMove(e) }, d.failed)
	d.record.AddEventListener("keydown", func(e event) {
		if k := e.Key(); k == "Enter" || k == " " {
			// the list is redrawn: the focus stays on this move
			if ply := e.Get("target").Get("dataset").Get("ply"); jsType(ply) == js.TypeString {
				if n, err := strconv.Atoi(ply.String()); err == nil {
					d.focusPly = n
				}
			}
			if showMove(e) {
				e.PreventDefault()
			}
			d.focusPly = -1
		}
	}, d.failed)
	d.fenInput = d.el("input", "cq-fen")
	d.fenInput.SetAttribute("aria-label", "FEN or move list")
	load := d.button("Load", func() { d.load(d.fenInput.InputValue()) })
	copyText := func(text func() string) func() {
		return func() {
			if c := js.Global().Get("navigator").Get("clipboard"); c.Truthy() {
				c.Call("writeText", text())
			}
		}
	}
	d.palette = d.el("div", "cq-palette")
	d.setupBtn = d.button("Set up", func() {
		d.cancelAI()
		d.clearSelection()
		if !d.setup {
			// set up on a copy: the game is kept until Play
			d.setup, d.view, d.setupPos = true, -1, d.g.pos.Copy()
			d.setupBtn.SetTextContent("Play")
			d.cancelBtn.Set("hidden", false)
			d.update("")
			return
		}
		// play on from the position set up, if it can be played
		if err := d.g.setFEN(notation.FEN(d.setupPos)); err != nil {
			d.update(err.Error() + ". Change the set-up, or Cancel to go back to the game.")
			return
		}
		d.leaveSetup()
		d.update("")
	})
	buttons.AppendChild(d.setupBtn)
	d.cancelBtn = d.button("Cancel", func() {
		d.leaveSetup()
		d.update("")
	})
	d.cancelBtn.SetAttribute("aria-label", "cancel the set-up and go back to the game")
	d.cancelBtn.Set("hidden", true)
	buttons.AppendChild(d.cancelBtn)
	copies := d.el("div", "cq-buttons")
	copies.AppendChild(d.button("Copy FEN", copyText(d.g.fen)))
	copies.AppendChild(d.button("Copy moves", copyText(d.g.record)))
	for _, e := range []elem{d.status, d.message, d.live, d.choose, buttons, d.palette, ai, d.record, d.fenInput, load, copies, d.legend()} {
		side.AppendChild(e)
	}
	return side
}

// updateControls shows the status, the message, the move list and the
// FEN of the position the board shows.
func (d *diagram) updateControls(pos *core.Position, legal []core.Move, message string) {
	status := pos.Side().String() + " to move"
	if d.setup {
		status = "setting up: pick a piece, then click squares"
	} else if d.view >= 0 {
		status = fmt.Sprintf("move %d of %d (looking back)", d.view, len(d.g.moves))
	} else if o := pos.Outcome(legal); o.Over {
		status = "Game over: " + o.Reason
		if o.Draw {
			status += ", draw"
		} else {
			status += ", " + o.Winner.String() + " wins"
		}
	}
	d.status.SetTextContent(status)
	d.message.SetTextContent(shortMessage(message))
	d.message.Set("hidden", message == "")
	d.showRecord()
	d.fenInput.SetInputValue(d.g.fen())
	if d.selected < 0 && d.dropType < 0 {
		d.choose.SetTextContent("")
	}
}

// showRecord writes the move list one turn per group: "1. e4 e5" for
// one move a side, and in variants with several moves per turn (turns=)
// each side's turn on a line of its own ("2. Nf3 Nc3", "2... Nc6 Nf6
// d6"). Each move can be clicked to see the position after it; the one
// shown is marked.
func (d *diagram) showRecord() {
	d.record.SetTextContent("")
	tokens := strings.Fields(d.g.record())
	shown := len(d.g.moves) - 1
	if d.view >= 0 {
		shown = d.view - 1
	}
	multi := false
	var turn elem
	ply := 0
	for i, tok := range tokens {
		isNumber := strings.HasSuffix(tok, ".") && tok[0] >= '0' && tok[0] <= '9'
		if strings.HasSuffix(tok, "...") {
			multi = true
		}
		if isNumber || turn.Value.IsUndefined() {
			if i > 0 {
				d.record.Call("append", " ")
			}
			turn = d.el("span", "cq-turn")
			d.record.AppendChild(turn)
		} else {
			turn.Call("append", " ")
		}
		if isNumber {
			turn.AppendChild(d.text("span", "cq-turn-no", tok))
			continue
		}
		cls := "cq-mv"
		if ply == shown {
			cls += " cq-mv-current"
		}
		mv := d.text("span", cls, tok)
		mv.SetAttribute("data-ply", strconv.Itoa(ply))
		mv.SetAttribute("tabindex", "0")
		mv.SetAttribute("role", "button")
		turn.AppendChild(mv)
		if ply == d.focusPly {
			mv.Call("focus")
			d.focusPly = -1
		}
		ply++
	}
	cls := "cq-record"
	if multi {
		cls += " cq-multi"
	}
	d.record.SetAttribute("class", cls)
}
