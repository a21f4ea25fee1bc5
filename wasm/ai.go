//go:build js && wasm

package main

import (
	"strconv"
	"syscall/js"

	"github.com/chimera-variants/chimera/internal/lite"
	"github.com/chimera-variants/chimera/notation"
)

// buildAIControls makes the computer's part of the toolbar: its move,
// Stop while it thinks, and a popover with its strength and whether it
// answers every move. enableAI=0 in the block, or data-ai="off" on the
// diagram's element, hides it all.
func (d *diagram) buildAIControls() elem {
	c := &d.ctl
	box := d.el("div", "cq-group cq-ai")
	c.aiMove = d.iconButton("Computer move", "", iconChip, d.askAI)
	d.stopBtn = d.iconButton("Stop", "stop thinking and play the best move so far", iconStop, d.stopAI)
	d.stopBtn.Get("classList").Call("add", "cq-stop")
	d.stopBtn.Set("hidden", true)

	body := d.el("div", "cq-ai-body")
	field := d.el("label", "cq-field")
	field.AppendChild(d.text("span", "", "Strength"))
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
	field.AppendChild(strength)
	body.AppendChild(field)
	reply := d.el("input", "")
	reply.SetAttribute("type", "checkbox")
	reply.SetAttribute("role", "switch")
	reply.SetAttribute("aria-label", "the computer answers every move")
	reply.AddEventListener("change", func(event) {
		d.aiReply = reply.Checked()
		d.showAIState()
	}, d.failed)
	sw := d.el("label", "cq-switch")
	sw.AppendChild(reply)
	sw.AppendChild(d.text("span", "", "Answers every move"))
	body.AppendChild(sw)

	box.AppendChild(c.aiMove)
	box.AppendChild(d.stopBtn)
	box.AppendChild(d.popover("cq-ai-opts", "Computer settings", iconCaret, body))
	box.Set("hidden", d.aiOff)
	return box
}

// showAIState shows whether the computer thinks (Stop instead of its
// move), whether it answers every move (a mark on its button), and keeps
// the thinking line only while it is about the game on the board.
func (d *diagram) showAIState() {
	c := &d.ctl
	c.aiMove.Set("hidden", d.thinking)
	d.stopBtn.Set("hidden", !d.thinking)
	c.aiMove.Get("classList").Call("toggle", "cq-on", d.aiReply)
	if d.aiReply {
		c.aiMove.SetAttribute("title", "Computer move (it answers every move)")
	} else {
		c.aiMove.SetAttribute("title", "Computer move")
	}
	disable(c.aiMove, d.setup || d.g.pos.Outcome(nil).Over)
	if d.thinking {
		return
	}
	switch c.thinkFor {
	case staleThought:
		c.thinkFor = d.gameKey() // the line tells why this game has no answer
	case d.gameKey():
	default:
		d.thinkEl.SetTextContent("")
		d.thinkEl.Set("hidden", true)
	}
}

// staleThought marks a thinking line written just before the game
// changed (a search ended by Undo, Restart, Load): it stays for the game
// that follows.
const staleThought = "\x00stale"

// gameKey identifies the game on the board: its moves and position.
func (d *diagram) gameKey() string { return d.g.record() + "|" + d.g.fen() }

// think shows a thinking line about the game as it is now (for: the
// game's key, or staleThought).
func (d *diagram) think(line, about string) {
	d.thinkEl.SetTextContent(line)
	d.thinkEl.Set("hidden", false)
	d.ctl.thinkFor = about
}

// askAI asks the worker for a move in the current position and plays it
// when it comes, showing the search's progress meanwhile.
func (d *diagram) askAI() {
	if d.aiOff {
		return
	}
	ai := js.Global().Get("chimeraAI")
	if d.thinking || jsType(ai) != js.TypeFunction {
		if jsType(ai) != js.TypeFunction {
			d.think("The computer is not available on this page.", d.gameKey())
		}
		return
	}
	if d.setup || d.g.pos.Outcome(nil).Over {
		return
	}
	d.closePops()
	d.thinking = true
	asked := d.gameKey()
	d.think("thinking…", asked)
	d.thinkEl.Get("classList").Call("add", "cq-busy")
	d.showAIState()
	var progress, done js.Func
	// the worker's reports are read field by field, whatever they hold
	progress = jsFunc("the computer's progress", func(this js.Value, args []js.Value) any {
		i := firstArg(args)
		d.think("thinking: depth "+strconv.Itoa(intField(i, "depth"))+", score "+signedScore(intField(i, "score"))+
			", best "+shortToken(strField(i, "best")), asked)
		return nil
	}, nil)
	done = jsFunc("the computer's answer", func(this js.Value, args []js.Value) any {
		defer progress.Release()
		defer done.Release()
		d.thinking = false
		d.thinkEl.Get("classList").Call("remove", "cq-busy")
		d.showAIState()
		r := firstArg(args)
		if e := field(r, "error"); jsType(e) == js.TypeObject {
			d.think("computer: "+shortMessage(strField(e, "message")), d.gameKey())
			return nil
		}
		best := strField(r, "best")
		if d.discard || d.gameKey() != asked {
			d.discard = false
			d.think("computer: stopped, the position changed", staleThought)
			return nil
		}
		how := "computer"
		if field(r, "stopped").Truthy() {
			how = "computer (stopped)"
			if best == "" {
				d.think("stopped before a first move was found", d.gameKey())
				return nil
			}
		}
		if best == "" {
			d.think(how+": no move", d.gameKey())
			return nil
		}
		m, err := notation.FindSAN(d.g.pos, best)
		if err != nil {
			d.update("the computer's move " + lite.Quote(shortToken(best)) + " is not legal here")
			return nil
		}
		d.applyMove(d.g.pos.Detail(m), true)
		line := how + ": " + shortToken(best) + " (depth " + strconv.Itoa(intField(r, "depth")) + ", " +
			strconv.Itoa(intField(r, "nodes")) + " nodes"
		if field(r, "net").Truthy() {
			line += ", learnt evaluation"
		}
		line += ")"
		if e := strField(r, "netError"); e != "" {
			line += "; evalNet not used: " + shortMessage(e)
		}
		d.think(line, d.gameKey())
		return nil
	}, func(err error) any {
		d.thinking = false
		d.failed(err)
		return nil
	})
	// evalNet=: a network file for the AI, fetched by the shim
	net := d.g.block.Variant.Params["evalnet"]
	d.job = ai.Invoke(d.source, d.g.record(), d.aiLevel, progress, done, net)
}

// signedScore writes a score in centipawns as pawns with its sign:
// "+0.25", "-1.50".
func signedScore(cp int) string {
	s := decimal(float64(cp)/100, 2, false)
	if cp >= 0 {
		s = "+" + s
	}
	return s
}

// cancelAI ends the search under way without playing its move (the
// position is about to change).
func (d *diagram) cancelAI() {
	if d.thinking {
		d.discard = true // its answer will not fit the position
		d.stopAI()
	}
}

// stopAI ends the search under way; the best move of its last finished
// iteration is played (chimeraAIStop answers through the same callback).
func (d *diagram) stopAI() {
	if !d.thinking {
		return
	}
	if stop := js.Global().Get("chimeraAIStop"); jsType(stop) == js.TypeFunction {
		stop.Invoke(d.job)
	}
}
