//go:build js && wasm

package main

import (
	"github.com/chimera-variants/chimera/board"
	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/look"
)

// The diagram's actions, called by the controls (controls*.go, ai.go) and
// by the board's own events: each asks the controller (package board),
// then redraws, announces, and for a move of the player lets the
// computer answer when it answers every move.

// after finishes an action: the board is redrawn (a move dropped by
// dragging is not animated: the piece is where it belongs), the result
// announced, the keyboard focus put on the board's cursor when the action
// came from the board, and the computer asked to answer a move of the
// player.
func (d *diagram) after(r board.Result, fromBoard bool) {
	d.drawn.still = r.Dragged
	d.update(r.Message)
	d.drawn.still = false
	if r.Announce != "" {
		d.announce(r.Announce)
	}
	if fromBoard {
		d.focusBoard()
	}
	if n := len(d.g.moves); len(r.Played) > 0 && !d.g.ByComputer(n-1) && d.aiReply && !d.thinking && !d.g.pos.Outcome(nil).Over {
		d.askAI()
	}
}

// announce tells screen readers (the live region): the same text twice
// in a row is changed a little so that it is read again.
func (d *diagram) announce(s string) {
	if d.live.IsUndefined() {
		return
	}
	if d.live.TextContent() == s {
		s += "\u00a0"
	}
	d.live.SetTextContent(s)
}

// undo takes back the last move; with the computer answering every move,
// its answer and the player's move, so that the player is to move again.
func (d *diagram) undo() {
	d.cancelAI()
	d.after(d.c.Undo(d.aiReply), false)
}

// flip turns the board around.
func (d *diagram) flip() {
	d.c.Flip()
	bottom := core.White
	if d.c.Flipped() {
		bottom = core.Black
	}
	d.after(board.Result{Announce: "board flipped, " + look.SideName(d.g.block.Variant, bottom) + " at the bottom"}, false)
}

// restart takes back every move.
func (d *diagram) restart() {
	d.cancelAI()
	d.after(d.c.Restart(), false)
}

// navigate shows the position after ply moves (-1, or the number of
// moves played: the current position).
func (d *diagram) navigate(ply int) {
	d.after(d.c.Navigate(ply), false)
}

// toggleSetup enters set-up mode, or, in it, plays on from the position
// set up if it can be played (else says why and stays in set-up).
func (d *diagram) toggleSetup() {
	d.cancelAI()
	if !d.c.InSetup() {
		d.after(d.c.EnterSetup(), false)
		return
	}
	d.after(d.c.PlaySetup(), false)
}

// cancelSetup leaves set-up mode without changing the game.
func (d *diagram) cancelSetup() {
	d.after(d.c.CancelSetup(), false)
}

// applyMove plays m, a legal move found by the computer or given by the
// page, redraws and announces it. A move by the player may be answered by
// the computer (aiReply); one by the computer is not.
func (d *diagram) applyMove(m core.MoveDetail, byComputer bool) {
	d.after(d.c.ApplyMove(m, byComputer), false)
}
