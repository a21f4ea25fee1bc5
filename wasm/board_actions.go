//go:build js && wasm

package main

import (
	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/notation"
)

// The diagram's actions, called by the controls (controls.go, ai.go):
// each changes the game or the view and redraws.

// undo takes back the last move (with the computer answering every move,
// back to the player's turn).
func (d *diagram) undo() {
	d.cancelAI()
	d.leaveSetup()
	d.g.undo()
	d.clearSelection()
	d.view = -1
	d.update("")
}

// flip turns the board around.
func (d *diagram) flip() {
	d.flipped = !d.flipped
	d.update("")
}

// restart takes back every move.
func (d *diagram) restart() {
	d.cancelAI()
	d.leaveSetup()
	d.g.restart()
	d.clearSelection()
	d.view = -1
	d.update("")
}

// navigate shows the position after ply moves (-1, or the number of
// moves played: the current position).
func (d *diagram) navigate(ply int) {
	if d.setup {
		return
	}
	n := len(d.g.moves)
	ply = min(ply, n)
	if ply < 0 || ply == n {
		ply = -1
	}
	d.view = ply
	d.clearSelection()
	d.update("")
}

// toggleSetup enters set-up mode, or, in it, plays on from the position
// set up if it can be played (else says why and stays in set-up).
func (d *diagram) toggleSetup() {
	d.cancelAI()
	d.clearSelection()
	if !d.setup {
		d.setup, d.view, d.setupPos = true, -1, d.g.pos.Copy()
		d.setupBtn.SetTextContent("Play")
		d.cancelBtn.Set("hidden", false)
		d.update("")
		return
	}
	if err := d.g.setFEN(notation.FEN(d.setupPos)); err != nil {
		d.update(err.Error() + ". Change the set-up, or Cancel to go back to the game.")
		return
	}
	d.leaveSetup()
	d.update("")
}

// cancelSetup leaves set-up mode without changing the game.
func (d *diagram) cancelSetup() {
	d.leaveSetup()
	d.update("")
}

// applyMove plays m, a legal move found by the computer or given by the
// page, redraws and announces it. A move by the player may be answered by
// the computer (aiReply); one by the computer is not.
func (d *diagram) applyMove(m core.Move, byComputer bool) {
	if byComputer {
		legal := d.g.legal()
		san := d.g.san(&m, legal)
		d.g.play(m)
		d.clearSelection()
		d.update("")
		d.live.SetTextContent(san)
		return
	}
	d.playMove(m, d.g.legal())
}
