//go:build js && wasm

package main

import (
	"fmt"
	"github.com/chimera-variants/chimera/notation"
	"syscall/js"
)

// askAI asks the worker for a move in the current position and plays it
// when it comes, showing the search's progress meanwhile.
func (d *diagram) askAI() {
	ai := js.Global().Get("chimeraAI")
	if d.thinking || jsType(ai) != js.TypeFunction {
		if jsType(ai) != js.TypeFunction {
			d.thinkEl.SetTextContent("The computer is not available on this page.")
		}
		return
	}
	if d.g.pos.Outcome(nil).Over {
		return
	}
	d.thinking = true
	d.stopBtn.Set("hidden", false)
	asked := d.g.record() + "|" + d.g.fen()
	d.thinkEl.SetTextContent("thinking…")
	var progress, done js.Func
	// the worker's reports are read field by field, whatever they hold
	progress = jsFunc("the computer's progress", func(this js.Value, args []js.Value) any {
		i := firstArg(args)
		d.thinkEl.SetTextContent(fmt.Sprintf("thinking: depth %d, score %+.2f, best %s",
			intField(i, "depth"), float64(intField(i, "score"))/100, shortToken(strField(i, "best"))))
		return nil
	}, nil)
	done = jsFunc("the computer's answer", func(this js.Value, args []js.Value) any {
		defer progress.Release()
		defer done.Release()
		d.thinking = false
		d.stopBtn.Set("hidden", true)
		r := firstArg(args)
		if e := field(r, "error"); jsType(e) == js.TypeObject {
			d.thinkEl.SetTextContent("computer: " + shortMessage(strField(e, "message")))
			return nil
		}
		best := strField(r, "best")
		if d.discard || d.g.record()+"|"+d.g.fen() != asked {
			d.discard = false
			d.thinkEl.SetTextContent("computer: stopped, the position changed")
			return nil
		}
		how := "computer"
		if field(r, "stopped").Truthy() {
			how = "computer (stopped)"
			if best == "" {
				d.thinkEl.SetTextContent("stopped before a first move was found")
				return nil
			}
		}
		d.thinkEl.SetTextContent(fmt.Sprintf("%s: %s (depth %d, %d nodes)", how, shortToken(best),
			intField(r, "depth"), intField(r, "nodes")))
		if best == "" {
			return nil // no move
		}
		m, err := notation.FindSAN(d.g.pos, best)
		if err != nil {
			d.update(fmt.Sprintf("the computer's move %q is not legal here", shortToken(best)))
			return nil
		}
		legal := d.g.legal()
		san := d.g.san(&m, legal)
		d.g.play(m)
		d.clearSelection()
		d.update("")
		d.live.SetTextContent(san)
		return nil
	}, func(err error) any {
		d.thinking = false
		d.failed(err)
		return nil
	})
	d.job = ai.Invoke(d.source, d.g.record(), d.aiLevel, progress, done)
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
