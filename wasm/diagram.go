//go:build js && wasm

package main

import (
	"errors"
	"strconv"
	"strings"
	"syscall/js"
	"unicode/utf8"

	"github.com/chimera-variants/chimera/board"
	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/internal/lite"
)

// diagram is one playable board rendered inside a page element. What the
// board does (selection, drags, the chooser, the keyboard, set-up, undo)
// is package board's Controller; this side draws its model and forwards
// the page's events to it. Every text from the page goes into the DOM as
// text, never as HTML.
type diagram struct {
	root elem
	g    *game
	c    *board.Controller
	// mirrors of the controller's state, read by the controls (updated by
	// update): the board is flipped, the square picked up (-1: none) and
	// the hand type picked up (-1: none), how many moves the board shows
	// (-1: all), set-up mode
	flipped            bool
	selected, dropType int
	view               int
	setup              bool
	// aiOff: the page or the block turned the computer off (data-ai="off"
	// on the element, which chimera.js also sets for the page's option
	// ai: false, or enableAI=0)
	aiOff bool
	// letters: the page asked for lettered pieces (data-pieces="letters"
	// on the element, which chimera.js sets for the option pieces:
	// "letters"), rather than Chimera's drawings or a style's faces
	letters bool

	board, status, record, choose, live elem
	fenInput                            elem
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
	// the set-up palette (made by the controls, filled here) and the
	// buttons that play from the set-up or cancel it
	palette             elem
	setupBtn, cancelBtn elem
	// symbols caches the built-in symbol of each type, by type: its
	// element id, "-" for none, "" not yet looked up (a slice, as a
	// map[int] would link the runtime's map code for 8-byte keys into the
	// wasm)
	symbols []string
	// ctl: the status bar, toolbar, panel and resize grip (controls.go)
	ctl controls
	// drawn is what the board shows now (board_draw.go), in: the
	// pointer press or drag under way (board_input.go)
	drawn drawn
	in    pointer
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

// turnedOff tells whether an on/off attribute's value says off.
func turnedOff(v string) bool {
	switch strings.ToLower(strings.TrimSpace(v)) {
	case "off", "false", "no", "0":
		return true
	}
	return false
}

// renderDiagram replaces the text of el (a parameter block) by a diagram.
func renderDiagram(v js.Value) {
	host := elem{v}
	d := &diagram{selected: -1, dropType: -1, aiLevel: "club", view: -1, focusPly: -1}
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
		d.aiOff = g.block.Variant.Params["enableai"] == "0" || turnedOff(host.GetAttribute("data-ai"))
		d.letters = strings.EqualFold(host.GetAttribute("data-pieces"), "letters")
		d.c = board.NewController(g.Game)
		d.c.Face = d.faceText
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
	_, internal := errors.AsType[*internalError](err)
	if internal {
		title = "This diagram could not be drawn: an internal error of Chimera"
	}
	box.AppendChild(d.text("strong", "", title))
	msg := err.Error()
	if ae := toAPIError(err); ae != nil && !internal {
		switch {
		case ae.Line > 0:
			msg = "Line " + strconv.Itoa(ae.Line) + ", " + lite.Quote(shortToken(ae.Token)) + ": " + ae.Message
		case ae.Token != "":
			msg = lite.Quote(shortToken(ae.Token)) + ": " + ae.Message
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
// last complete move, the board is drawn afresh, and the diagram says
// what happened; the page's other diagrams are not touched.
func (d *diagram) failed(err error) {
	if d.g == nil || d.c == nil || d.status.IsUndefined() {
		d.showError(err)
		return
	}
	if safely("redrawing a diagram", func() {
		d.endDrag()
		d.c.Reset()
		d.g.sync()
		d.drawn.forget() // everything is drawn afresh
		d.update(err.Error() + "; the game was kept")
	}) != nil {
		d.root.SetTextContent("")
		d.showError(err)
	}
}

// build makes the diagram's parts: the board's column (the hands beside
// the board's top and bottom, the board with its chooser), the controls
// and the warnings.
func (d *diagram) build() {
	v := d.g.block.Variant
	geo := v.Geometry
	main := d.el("div", "cq-main")
	area := d.el("div", "cq-boardarea")
	if holdsPieces(v) {
		area.Get("classList").Call("add", "cq-handed")
	}
	d.drawn.handTop = d.el("div", "cq-hand cq-hand-top")
	d.drawn.handBottom = d.el("div", "cq-hand cq-hand-bottom")
	for _, h := range []elem{d.drawn.handTop, d.drawn.handBottom} {
		h.SetAttribute("role", "group")
		h.Set("hidden", true)
	}
	wrap := d.el("div", "cq-boardwrap")
	d.board = d.el("div", "cq-board")
	d.board.SetAttribute("role", "grid")
	d.board.SetAttribute("aria-label", variantName(v)+" board, "+strconv.Itoa(geo.Files)+" by "+strconv.Itoa(geo.Ranks))
	d.board.SetStyle(boardStyle(v))
	d.drawn.chooser = d.el("div", "cq-chooser")
	d.drawn.chooser.SetAttribute("role", "group")
	d.drawn.chooser.Set("hidden", true)
	wrap.AppendChild(d.board)
	wrap.AppendChild(d.drawn.chooser)
	area.AppendChild(d.drawn.handTop)
	area.AppendChild(wrap)
	area.AppendChild(d.drawn.handBottom)
	main.AppendChild(area)
	d.root.AppendChild(main)
	d.decorate()
	d.listen()
	d.root.AppendChild(d.buildControls())
	// the block's warnings (unknown keys, likely mistakes), if any
	if w := d.warningsBox(); !w.Value.IsUndefined() {
		d.root.AppendChild(w)
	}
}

// update draws the board from the controller's model (changing only what
// changed), the hands, the set-up palette, and the controls with a message
// ("" for none).
func (d *diagram) update(message string) {
	d.g.sync()
	d.c.Busy = d.thinking
	d.flipped = d.c.Flipped()
	d.selected, d.dropType = d.c.Selected()
	d.view = d.c.View()
	d.setup = d.c.InSetup()
	md := d.c.Model()
	d.draw(md)
	d.updatePalette(md)
	d.updateControls(md.Pos, md.Legal, message)
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
	what, err := d.c.Load(text)
	if err != nil {
		d.update("Could not load " + what + ": " + err.Error() + ". The game is unchanged.")
		d.fenInput.SetInputValue(strings.TrimSpace(text))
		return
	}
	d.update("")
	d.announce("loaded " + what)
}

// pieceName names a piece with its side as the variant's players do
// ("white pawn", "sente silver general").
func (d *diagram) pieceName(pc core.Piece) string {
	return board.PieceName(d.g.block.Variant, pc)
}
