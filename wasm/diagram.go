//go:build js && wasm

package main

import (
	"errors"
	"fmt"
	"github.com/chimera-variants/chimera/core"
	"strings"
	"syscall/js"
	"unicode/utf8"
)

// diagram is one playable board rendered inside a page element. Every
// text from the page goes into the DOM as text, never as HTML.
type diagram struct {
	root    elem
	g       *game
	flipped bool
	// selected is the square whose piece is picked up (-1: none), dropType
	// the hand type picked up for a drop (-1: none).
	selected int
	dropType int

	board, status, record, choose, live, hands elem
	fenInput                                   elem
	// message shows what went wrong with the last action (a FEN or move
	// list that could not be loaded, a set-up that cannot be played)
	message elem
	// focusPly: the move of the list to give the keyboard focus back to
	// after the list is redrawn (-1: none)
	focusPly int

	// the AI: the block's text (the worker builds its own game from it),
	// whether it answers every move, its strength (one of aiLevels), and
	// whether it is thinking now
	source   string
	aiReply  bool
	aiLevel  string
	thinking bool
	thinkEl  elem
	// job is the worker's id for the search under way; stopBtn stops it
	job     js.Value
	stopBtn elem
	discard bool
	// view is how many moves of the game the board shows (-1: all).
	view int
	// dragFrom is the square a drag started on (-1: none); dragged tells
	// the click that follows a drop to do nothing.
	dragFrom int
	dragged  bool
	// set-up mode: pieces are placed freely from a palette (setupPiece;
	// NoPiece erases), and Play starts a game from that position
	setup      bool
	setupPiece core.Piece
	palette    elem
	// setupPos is the position being set up: the game itself changes only
	// when a valid position is played from (Play), never on Cancel
	setupPos            *core.Position
	setupBtn, cancelBtn elem
	// symbols caches the built-in symbol of each type ("": none)
	symbols map[int]string
}

// glyphs are the chess symbols for the orthodox names: the solid forms,
// coloured by the style sheet for either side.
var glyphs = map[string]string{
	"king": "♚", "queen": "♛", "rook": "♜", "bishop": "♝", "knight": "♞", "pawn": "♟",
}

func (d *diagram) el(tag, class string) elem {
	e := newElem(tag)
	if class != "" {
		e.SetAttribute("class", class)
	}
	return e
}

func (d *diagram) text(tag, class, text string) elem {
	e := d.el(tag, class)
	e.SetTextContent(text)
	return e
}

func (d *diagram) button(label string, onClick func()) elem {
	b := d.text("button", "cq-button", label)
	b.SetAttribute("type", "button")
	b.AddEventListener("click", func(event) { onClick() }, d.failed)
	return b
}

// renderDiagram replaces the text of el (a parameter block) by a diagram.
func renderDiagram(v js.Value) {
	host := elem{v}
	d := &diagram{selected: -1, dropType: -1, aiLevel: "club", view: -1, dragFrom: -1}
	// a block that cannot be compiled, or a panic while compiling or
	// drawing, shows its error in this element; the page's other diagrams
	// go on
	err := safely("drawing a diagram", func() {
		text := host.TextContent()
		// the editor sets data-block, possibly to "": then the element's
		// text is the previous diagram's, not a block
		if host.Call("hasAttribute", "data-block").Bool() {
			text = host.GetAttribute("data-block")
		}
		// line numbers in error messages count from the block's first line
		text = strings.TrimLeft(text, "\r\n")
		host.SetAttribute("data-block", text)
		host.SetTextContent("")
		d.source = text
		d.root = d.el("div", "cq")
		host.AppendChild(d.root)
		g, err := newGame(text)
		if err != nil {
			d.showError(err)
			return
		}
		d.g = g
		d.build()
		d.update("")
	})
	if err != nil {
		d.g = nil
		_ = safely("showing a diagram's error", func() {
			host.SetTextContent("")
			d.root = d.el("div", "cq")
			host.AppendChild(d.root)
			d.showError(err)
		})
	}
}

// showError puts an error inside the diagram, as text: for a parse error
// its line, token and what is wrong. Long tokens and messages are cut.
func (d *diagram) showError(err error) {
	box := d.el("div", "cq-error")
	box.SetAttribute("role", "alert")
	title := "This diagram's parameter block has an error"
	var ie *internalError
	if errors.As(err, &ie) {
		title = "This diagram could not be drawn: an internal error of Chimera"
	}
	box.AppendChild(d.text("strong", "", title))
	msg := err.Error()
	if ae := toAPIError(err); ae != nil && ie == nil {
		switch {
		case ae.Line > 0:
			msg = fmt.Sprintf("Line %d, %q: %s", ae.Line, shortToken(ae.Token), ae.Message)
		case ae.Token != "":
			msg = fmt.Sprintf("%q: %s", shortToken(ae.Token), ae.Message)
		default:
			msg = ae.Message
		}
	}
	box.AppendChild(d.text("p", "cq-error-text", shortMessage(msg)))
	d.root.AppendChild(box)
}

// shortMessage cuts an error message to 300 characters: messages quote
// the page's text, which may be a line of any length.
func shortMessage(s string) string {
	const max = 300
	if utf8.RuneCountInString(s) <= max {
		return s
	}
	return string([]rune(s)[:max]) + "…"
}

// failed handles a panic in one of the diagram's event handlers
// (jsFunc recovered it): the game goes back to the position after its
// last complete move and the diagram says what happened; the page's other
// diagrams are not touched.
func (d *diagram) failed(err error) {
	if d.g == nil || d.status.IsUndefined() {
		d.showError(err)
		return
	}
	d.clearSelection()
	d.view, d.dragFrom, d.dragged = -1, -1, false
	if safely("redrawing a diagram", func() {
		d.g.replay()
		d.update(err.Error() + "; the game was kept")
	}) != nil {
		d.root.SetTextContent("")
		d.showError(err)
	}
}

func (d *diagram) build() {
	v := d.g.block.Variant
	geo := v.Geometry
	main := d.el("div", "cq-main")
	d.hands = d.el("div", "cq-hands")
	d.board = d.el("div", "cq-board")
	d.board.SetAttribute("role", "grid")
	d.board.SetAttribute("aria-label", fmt.Sprintf("%s board, %d by %d", variantName(v), geo.Files, geo.Ranks))
	d.board.SetAttribute("style", boardStyle(v))
	d.listen()
	main.AppendChild(d.board)
	main.AppendChild(d.hands)
	d.root.AppendChild(main)
	d.root.AppendChild(d.buildControls())
	// the block's warnings (unknown keys, likely mistakes), if any
	if w := d.warningsBox(); !w.Value.IsUndefined() {
		d.root.AppendChild(w)
	}
}

// leaveSetup ends set-up mode, if on; the game is as Play or Cancel
// left it.
func (d *diagram) leaveSetup() {
	if !d.setup {
		return
	}
	d.setup, d.setupPos = false, nil
	d.clearSelection()
	d.setupBtn.SetTextContent("Set up")
	d.cancelBtn.Set("hidden", true)
}

// boardPos is the position the board edits: the set-up's, or the game's.
func (d *diagram) boardPos() *core.Position {
	if d.setup && d.setupPos != nil {
		return d.setupPos
	}
	return d.g.pos
}

func variantName(v *core.Variant) string {
	if v.Name != "" {
		return v.Name
	}
	return "Chess variant"
}

// load takes a FEN, or else a move list from the start position. What
// cannot be loaded leaves the game as it was (position, moves, undo) and
// says why, naming the move for a move list; the text stays in the box
// to be corrected.
func (d *diagram) load(text string) {
	d.cancelAI()
	d.leaveSetup()
	text = strings.TrimSpace(text)
	var err error
	what := "the move list"
	if strings.Count(text, "/") >= 1 && !strings.Contains(text, ".") {
		what = "the FEN"
		err = d.g.setFEN(text)
	} else {
		err = d.g.loadText(text)
	}
	d.clearSelection()
	d.view = -1
	if err != nil {
		d.update(fmt.Sprintf("Could not load %s: %s. The game is unchanged.", what, err))
		d.fenInput.SetInputValue(text)
		return
	}
	d.update("")
}

func (d *diagram) clearSelection() { d.selected, d.dropType = -1, -1 }

func (d *diagram) pieceName(pc core.Piece) string {
	return pc.Color().String() + " " + d.g.block.Variant.Types[pc.Type()].Name
}
