package board

import (
	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/notation"
)

// Set-up mode: pieces are placed freely from a palette (NoPiece erases)
// on a copy of the position, and Play starts a game from it if it can be
// played; Cancel goes back to the game, which set-up never changes.

type setup struct {
	pos   *core.Position
	piece core.Piece
}

// EnterSetup starts setting up, from the current position.
func (c *Controller) EnterSetup() Result {
	if c.setup != nil {
		return Result{}
	}
	c.clear()
	c.view = -1
	c.setup = &setup{pos: c.Game.Pos.Copy()}
	return Result{Announce: "set-up: choose a piece, then squares to put it on"}
}

// SetupPiece chooses what a click puts down in set-up mode (NoPiece: the
// click empties the square).
func (c *Controller) SetupPiece(pc core.Piece) Result {
	if c.setup == nil {
		return Result{}
	}
	c.setup.piece = pc
	if pc == core.NoPiece {
		return Result{Announce: "eraser chosen"}
	}
	return Result{Announce: PieceName(c.Game.Variant(), pc) + " chosen"}
}

// SetupPieceChosen is the piece a click puts down in set-up mode.
func (c *Controller) SetupPieceChosen() core.Piece {
	if c.setup == nil {
		return core.NoPiece
	}
	return c.setup.piece
}

// SetupToggleSide changes the side to move of the position set up.
func (c *Controller) SetupToggleSide() Result {
	if c.setup == nil {
		return Result{}
	}
	c.setup.pos.SetSide(c.setup.pos.Side().Other())
	return Result{Announce: c.sideToMoveText()}
}

// setupPut puts the chosen piece on sq (or empties it).
func (c *Controller) setupPut(sq int) Result {
	c.setup.pos.Put(sq, c.setup.piece, false)
	name := c.Game.Variant().Geometry.SquareName(sq)
	if c.setup.piece == core.NoPiece {
		return Result{Announce: name + " emptied"}
	}
	return Result{Announce: name + ", " + PieceName(c.Game.Variant(), c.setup.piece)}
}

// PlaySetup starts a game from the position set up, if it can be played
// (core's Validate: royals present, the side not to move not in check,
// pieces where they may stand). Otherwise set-up stays open and the
// result's Message says why.
func (c *Controller) PlaySetup() Result {
	if c.setup == nil {
		return Result{}
	}
	if err := c.Game.SetFEN(notation.FEN(c.setup.pos)); err != nil {
		msg := err.Error() + ". Change the set-up, or Cancel to go back to the game."
		return Result{Message: msg, Announce: msg}
	}
	c.setup = nil
	c.clear()
	c.cursor = -1
	return Result{Announce: "playing from the position set up; " + c.sideToMoveText()}
}

// CancelSetup leaves set-up mode; the game is as it was.
func (c *Controller) CancelSetup() Result {
	if c.setup == nil {
		return Result{}
	}
	c.leaveSetup()
	return Result{Announce: "set-up cancelled"}
}

func (c *Controller) leaveSetup() {
	if c.setup != nil {
		c.setup = nil
		c.clear()
	}
}

// Palette lists what set-up mode can put down: every type of either side.
func (c *Controller) Palette() []core.Piece {
	v := c.Game.Variant()
	out := make([]core.Piece, 0, 2*len(v.Types))
	for _, col := range []core.Color{core.White, core.Black} {
		for t := range v.Types {
			out = append(out, core.MakePiece(t, col))
		}
	}
	return out
}
