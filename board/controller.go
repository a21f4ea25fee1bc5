// Package board holds what a diagram's board does, apart from drawing it:
// the game record, selection, dragging, the promotion and multi-leg
// chooser, navigation through the record, undo, set-up mode, the keyboard
// cursor and the announcements for screen readers. The page (wasm/)
// forwards pointer and key events to a Controller and draws its Model;
// this package has no DOM and is tested natively, as chessground keeps its
// state machine apart from its rendering.
package board

import (
	"strings"

	"github.com/chimera-variants/chimera/core"
)

// Controller is one board's state machine. Its methods are the user's
// actions; each returns a Result saying what to tell the user and what
// was played, and the page then draws Model().
type Controller struct {
	Game *Game
	// Busy is set while the computer thinks: the board then refuses to
	// pick pieces up (it is not the player's turn).
	Busy bool
	// Face, when set, is the text a piece shows on the page (a letter, a
	// kanji; "" for a picture). The labels of squares, hands and chooser
	// name the piece with it, so that what is seen is part of the name
	// (voice control says what it sees).
	Face func(core.Piece) string

	flipped bool
	// view is how many moves of the record the board shows (-1: all, the
	// current position, where moves can be made)
	view int
	// selected is the square whose piece is picked up (-1: none), drop
	// the type picked up from the hand (-1: none)
	selected, drop int
	press          press
	choice         *chooser
	// chain is the selected piece's moves with their stops and the stops
	// clicked so far (chain.go)
	chain *chain
	// cursor is the keyboard's square (-1: not placed yet; Model puts it
	// on a sensible piece)
	cursor int
	setup  *setup
}

// Result is what an action did: the moves it played (to be animated; the
// computer may answer), the text to announce to screen readers, and a
// message to show (a refused action, "" when none).
type Result struct {
	Played   []core.MoveDetail
	Announce string
	Message  string
	// Dragged: the move was dropped by dragging, so the piece is where it
	// belongs already and is not animated.
	Dragged bool
	// Handled tells a key handler that the key was used (the page then
	// stops the browser's own action, such as scrolling).
	Handled bool
}

// NewController makes the controller of a game.
func NewController(g *Game) *Controller {
	return &Controller{Game: g, view: -1, selected: -1, drop: -1, cursor: -1, press: noPress}
}

// Flipped tells whether Black's side is at the bottom.
func (c *Controller) Flipped() bool { return c.flipped }

// Flip turns the board around.
func (c *Controller) Flip() { c.flipped = !c.flipped }

// View is the number of moves the board shows, -1 for the current
// position.
func (c *Controller) View() int { return c.view }

// InSetup tells whether the board is being set up.
func (c *Controller) InSetup() bool { return c.setup != nil }

// Selected is the square picked up (-1: none) and the hand type picked up
// for a drop (-1: none).
func (c *Controller) Selected() (sq, dropType int) { return c.selected, c.drop }

// Choosing tells whether the chooser is open.
func (c *Controller) Choosing() bool { return c.choice != nil }

// Shown is the position the board shows: the set-up's, an earlier one of
// the record when looking back, or the game's.
func (c *Controller) Shown() *core.Position {
	switch {
	case c.setup != nil:
		return c.setup.pos
	case c.view >= 0:
		return c.Game.PositionAt(c.view)
	}
	return c.Game.Pos
}

// clear drops the selection, the chooser and any press under way.
func (c *Controller) clear() {
	c.selected, c.drop, c.choice, c.press, c.chain = -1, -1, nil, noPress, nil
}

// Deselect puts down whatever is picked up and closes the chooser.
func (c *Controller) Deselect() { c.clear() }

// Reset forgets everything transient (selection, chooser, drag, looking
// back) and rebuilds the position from the record: after an internal
// error, the game is as it was before the action that failed.
func (c *Controller) Reset() {
	c.clear()
	c.view = -1
	c.Game.Replay()
}

// movable tells whether the player may pick pieces up now.
func (c *Controller) movable() bool { return c.setup == nil && c.view < 0 && !c.Busy }

// candidates are the legal moves the current selection can make to (or
// through, as a locust victim) square sq.
func (c *Controller) candidates(sq int) []core.MoveDetail {
	if c.selected < 0 && c.drop < 0 {
		return nil
	}
	var to, through []core.MoveDetail
	for _, m := range c.fitting() {
		if int(m.To) == sq {
			to = append(to, m)
			continue
		}
		for k := 0; k < int(m.NVictims); k++ {
			if int(m.Victims[k]) == sq {
				through = append(through, m)
			}
		}
	}
	if len(to) == 0 && len(through) == 0 && sq == c.selected && c.drop < 0 &&
		c.Game.Variant().IsRoyal(c.Game.Pos.At(sq).Type()) {
		// the side's pass (janggi) is the royal piece moved onto itself
		for _, m := range c.Game.Legal() {
			if isSidePass(&m) {
				to = append(to, m)
			}
		}
	}
	if len(to) > 0 {
		return to
	}
	return through
}

// isSidePass tells a pass of the whole side (no piece moves) from a
// piece's move back to its square.
func isSidePass(m *core.MoveDetail) bool {
	return m.From < 0 && m.Flags&core.FlagPass != 0 && m.Flags&core.FlagDrop == 0
}

// selects tells whether m is a move of the selected piece (or a drop of
// the selected hand type).
func (c *Controller) selects(m *core.MoveDetail) bool {
	if c.drop >= 0 {
		return m.Flags&core.FlagDrop != 0 && m.Piece.Type() == c.drop
	}
	return c.selected >= 0 && int(m.From) == c.selected && m.Flags&core.FlagDrop == 0
}

// Click is a click (or Enter) on square sq: in set-up mode it puts the
// chosen piece there; looking back, it returns to the current position;
// otherwise it selects, deselects, moves or opens the chooser.
func (c *Controller) Click(sq int) Result {
	v := c.Game.Variant()
	if sq < 0 || sq >= v.Geometry.Size() || !v.Geometry.Exists[sq] {
		return Result{}
	}
	c.cursor = sq
	if c.setup != nil {
		return c.setupPut(sq)
	}
	if c.view >= 0 {
		c.view = -1
		c.clear()
		return Result{Announce: "back to the current position"}
	}
	var r Result
	if c.choice != nil {
		// any other action dismisses the chooser, and the click is then
		// taken as one with nothing selected
		c.clear()
		r.Announce = "choice dismissed"
	}
	if r, ok := c.chainClick(sq); ok {
		return r
	}
	if c.selected == sq && c.drop < 0 {
		// a second click puts the piece down; a move that ends where it
		// started (a pass, a Lion's igui) is offered in the chooser
		// instead of being played by surprise
		if cand := c.candidates(sq); len(cand) > 0 {
			c.openChooser(sq, cand)
			return Result{Announce: c.chooserText()}
		}
		c.clear()
		return Result{Announce: "deselected"}
	}
	if cand := c.candidates(sq); len(cand) > 0 {
		return c.playOrChoose(sq, cand)
	}
	had := c.selected >= 0 || c.drop >= 0
	c.clear()
	pos := c.Game.Pos
	pc := pos.At(sq)
	switch {
	case pc != core.NoPiece && pc.Color() == pos.Side() && c.movable():
		c.selected = sq
		r.Announce = join(r.Announce, c.selectionText())
	case pc != core.NoPiece && pc.Color() == pos.Side() && c.Busy:
		r.Announce = join(r.Announce, "the computer is thinking")
	case had:
		r.Announce = join(r.Announce, "deselected")
	}
	return r
}

// ClickHand is a click on a piece in a hand: it picks it up for a drop
// (the side to move's own hand), or puts it back when it was picked up.
func (c *Controller) ClickHand(pc core.Piece) Result {
	if c.setup != nil || c.view >= 0 {
		return Result{}
	}
	var r Result
	if c.choice != nil {
		c.clear()
		r.Announce = "choice dismissed"
	}
	if c.drop == pc.Type() && pc.Color() == c.Game.Pos.Side() {
		c.clear()
		return Result{Announce: "deselected"}
	}
	if !c.canDrop(pc) {
		return r
	}
	c.clear()
	c.drop = pc.Type()
	r.Announce = join(r.Announce, c.selectionText())
	return r
}

// canDrop tells whether pc can be picked up from its hand now.
func (c *Controller) canDrop(pc core.Piece) bool {
	pos := c.Game.Pos
	return c.movable() && pc != core.NoPiece && pc.Color() == pos.Side() &&
		(pos.Hand(pc.Color(), pc.Type()) > 0 || c.Game.Variant().UnlimitedDrop(pc.Type()))
}

// playOrChoose plays the one move that fits a click on sq, or opens the
// chooser when several do.
func (c *Controller) playOrChoose(sq int, cand []core.MoveDetail) Result {
	if len(cand) == 1 {
		return c.play(cand[0])
	}
	c.openChooser(sq, cand)
	return Result{Announce: c.chooserText()}
}

// play makes the player's move m and says what it was.
func (c *Controller) play(m core.MoveDetail) Result {
	text := c.moveText(&m)
	c.Game.Play(m, false)
	c.clear()
	c.cursor = int(m.To)
	return Result{Played: []core.MoveDetail{m}, Announce: text + c.afterMoveText()}
}

// ApplyMove plays m, a legal move found by the computer or given by the
// page. A move of the computer leaves the keyboard cursor where it was.
func (c *Controller) ApplyMove(m core.MoveDetail, byComputer bool) Result {
	if !byComputer {
		c.view = -1
		return c.play(m)
	}
	text := c.moveText(&m)
	c.Game.Play(m, true)
	c.clear()
	c.view = -1
	return Result{Played: []core.MoveDetail{m}, Announce: text + c.afterMoveText()}
}

// Undo takes back the last move; with pair (the computer answers every
// move) the computer's answer and the player's move before it, so that
// the player is to move again.
func (c *Controller) Undo(pair bool) Result {
	c.leaveSetup()
	c.clear()
	c.view = -1
	n := 0
	if pair {
		n = c.Game.UndoTurn()
	} else if c.Game.Undo() {
		n = 1
	}
	switch n {
	case 0:
		return Result{Announce: "no move to take back"}
	case 1:
		return Result{Announce: "took back one move; " + c.sideToMoveText()}
	}
	return Result{Announce: "took back " + itoa(n) + " moves; " + c.sideToMoveText()}
}

// Restart takes back every move.
func (c *Controller) Restart() Result {
	c.leaveSetup()
	c.clear()
	c.view, c.cursor = -1, -1
	c.Game.Restart()
	return Result{Announce: "new game; " + c.sideToMoveText()}
}

// Navigate shows the position after ply moves of the record (-1, or the
// number of moves played: the current position). Set-up mode ignores it.
func (c *Controller) Navigate(ply int) Result {
	if c.setup != nil {
		return Result{}
	}
	n := len(c.Game.Moves)
	ply = min(ply, n)
	if ply < 0 || ply == n {
		ply = -1
	}
	c.clear()
	c.view = ply
	if ply < 0 {
		return Result{Announce: "current position"}
	}
	return Result{Announce: "move " + itoa(ply) + " of " + itoa(n)}
}

// Load takes a FEN (text with a '/' and no '.'), or else a move list from
// the start position. What cannot be loaded leaves the game as it was;
// the error says why, and what names what was being loaded ("the FEN",
// "the move list").
func (c *Controller) Load(text string) (what string, err error) {
	c.leaveSetup()
	c.clear()
	c.view = -1
	text = strings.TrimSpace(text)
	what = "the move list"
	if isFEN(text) {
		what = "the FEN"
		err = c.Game.SetFEN(text)
	} else {
		err = c.Game.LoadText(text)
	}
	if err == nil {
		c.cursor = -1
	}
	return what, err
}

// isFEN tells a FEN from a move list: a FEN has ranks separated by '/',
// a move list has move numbers with dots.
func isFEN(text string) bool {
	slash, dot := false, false
	for i := 0; i < len(text); i++ {
		switch text[i] {
		case '/':
			slash = true
		case '.':
			dot = true
		}
	}
	return slash && !dot
}

// PieceAt is the piece on square sq of the position shown.
func (c *Controller) PieceAt(sq int) core.Piece { return c.Shown().At(sq) }
