package board

import (
	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/internal/lite"
)

// Pointer input (mouse, pen, touch) as chessground handles it: a press on
// one of the mover's pieces selects it at once and may become a drag;
// the release decides. A press on a square the selected piece can go to
// moves there at once. A release without a drag on the square pressed is
// a click, so no flag has to tell the click that follows a drag what to
// do: the page forwards pointer events only (and clicks that come from
// the keyboard or assistive technology, which have no pointer events).

// DragThreshold is how far (CSS pixels) a pressed pointer must move
// before the press becomes a drag: a hand that shakes while clicking
// does not drag.
const DragThreshold = 4

// Target is what a pointer is over: a square of the board, a piece in a
// hand, or nothing (Square -1, Hand NoPiece).
type Target struct {
	Square int
	Hand   core.Piece
}

// Nowhere is a target off the board and the hands.
var Nowhere = Target{Square: -1}

// At is the target square sq.
func At(sq int) Target { return Target{Square: sq} }

// InHand is the target piece pc in its side's hand.
func InHand(pc core.Piece) Target { return Target{Square: -1, Hand: pc} }

// press is a pointer pressed and not released yet.
type press struct {
	_ lite.NoEqual // no equality function in the wasm (lite.NoEqual)
	// on: a press is under way; from: where it started
	on   bool
	from Target
	// draggable: the press picked up a piece, which may be dragged;
	// otherwise the release is a click on from (set-up mode, looking back)
	draggable bool
	// dragging: the pointer moved far enough to drag the piece
	dragging bool
	// wasSelected: the piece was selected before the press, so a click
	// on it puts it down
	wasSelected bool
}

var noPress = press{}

// Dragging tells whether a piece is being dragged, and which.
func (c *Controller) Dragging() (bool, core.Piece) {
	if !c.press.on || !c.press.dragging {
		return false, core.NoPiece
	}
	return true, c.pressedPiece()
}

// pressedPiece is the piece a press picked up.
func (c *Controller) pressedPiece() core.Piece {
	if c.press.from.Square >= 0 {
		return c.Game.Pos.At(c.press.from.Square)
	}
	return c.press.from.Hand
}

// PointerDown is a pointer pressed on t. It tells whether a piece was
// picked up that may be dragged: the page then captures the pointer and
// forwards its moves.
func (c *Controller) PointerDown(t Target) (Result, bool) {
	c.press = noPress
	if c.choice != nil {
		// the press dismisses the chooser and does nothing else
		c.clear()
		return Result{Announce: "choice dismissed"}, false
	}
	if c.setup != nil || c.view >= 0 {
		c.press = press{on: true, from: t}
		return Result{}, false
	}
	if t.Square >= 0 {
		sq := t.Square
		if sq != c.selected && len(c.candidates(sq)) > 0 {
			return c.Click(sq), false
		}
		pos := c.Game.Pos
		pc := pos.At(sq)
		if pc == core.NoPiece || pc.Color() != pos.Side() || !c.movable() {
			return c.Click(sq), false
		}
		c.cursor = sq
		was := c.selected == sq && c.drop < 0
		var r Result
		if !was {
			c.clear()
			c.selected = sq
			r.Announce = c.selectionText()
		}
		c.press = press{on: true, from: t, draggable: true, wasSelected: was}
		return r, true
	}
	if t.Hand != core.NoPiece && c.canDrop(t.Hand) {
		was := c.drop == t.Hand.Type()
		var r Result
		if !was {
			r = c.ClickHand(t.Hand)
		}
		c.press = press{on: true, from: t, draggable: true, wasSelected: was}
		return r, true
	}
	return Result{}, false
}

// PointerMove is the pressed pointer moved by (dx, dy) CSS pixels from
// where it was pressed. It tells whether this move started the drag (the
// page then shows the dragged piece under the pointer).
func (c *Controller) PointerMove(dx, dy float64) bool {
	if !c.press.on || !c.press.draggable || c.press.dragging {
		return false
	}
	if dx*dx+dy*dy < DragThreshold*DragThreshold {
		return false
	}
	c.press.dragging = true
	return true
}

// PointerUp is the pointer released over t.
func (c *Controller) PointerUp(t Target) Result {
	p := c.press
	c.press = noPress
	if !p.on {
		return Result{}
	}
	if !p.draggable {
		if t == p.from && t.Square >= 0 {
			return c.Click(t.Square)
		}
		return Result{}
	}
	if !p.dragging && t == p.from {
		// a click on the piece: it stays picked up, unless it already was
		switch {
		case p.wasSelected && t.Square >= 0:
			return c.Click(t.Square)
		case p.wasSelected:
			return c.ClickHand(t.Hand)
		}
		return Result{}
	}
	// a drag (or a release on another square: the pointer moved there)
	if t.Square >= 0 && t.Square == p.from.Square {
		return Result{} // back where it started: still selected
	}
	if t.Square >= 0 {
		if cand := c.candidates(t.Square); len(cand) > 0 {
			r := c.playOrChoose(t.Square, cand)
			r.Dragged = true
			return r
		}
	}
	c.clear()
	return Result{Announce: "move cancelled"}
}

// PointerCancel is a press the browser took over (a scroll, a lost
// capture): the piece goes back and stays selected.
func (c *Controller) PointerCancel() { c.press = noPress }
