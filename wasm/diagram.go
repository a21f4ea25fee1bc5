//go:build js && wasm

package main

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"syscall/js"
	"unicode/utf8"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/notation"
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
		if src := host.GetAttribute("data-block"); src != "" {
			text = src
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
	d.root.AppendChild(side)
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

// listen handles the board's squares with one listener per kind of event
// (the squares are redrawn after every move).
func (d *diagram) listen() {
	geo := d.g.block.Variant.Geometry
	d.board.AddEventListener("click", func(e event) {
		if s := geo.ParseSquare(e.square()); s >= 0 && !d.dragged {
			d.clickSquare(s)
		}
		d.dragged = false
	}, d.failed)
	d.board.AddEventListener("pointerdown", func(e event) {
		// drag and drop (mouse, pen, touch): pick the piece up here
		s := geo.ParseSquare(e.square())
		if s < 0 || d.view >= 0 || d.setup {
			return
		}
		if pc := d.g.pos.At(s); pc != core.NoPiece && pc.Color() == d.g.pos.Side() {
			d.dragFrom = s
		}
	}, d.failed)
	d.board.AddEventListener("pointerup", func(e event) {
		from := d.dragFrom
		d.dragFrom = -1
		if from < 0 {
			return
		}
		// the square under the pointer where it was released
		hit := document().Call("elementFromPoint", e.Get("clientX"), e.Get("clientY"))
		if hit.IsNull() {
			return
		}
		to := geo.ParseSquare(event{js.ValueOf(map[string]any{"target": hit})}.square())
		if to < 0 || to == from {
			return
		}
		d.dragged = true
		d.selected, d.dropType = from, -1
		d.clickSquare(to)
	}, d.failed)
	d.board.AddEventListener("keydown", func(e event) {
		if k := e.Key(); k == "Enter" || k == " " {
			if s := geo.ParseSquare(e.square()); s >= 0 {
				e.PreventDefault()
				d.clickSquare(s)
			}
		}
	}, d.failed)
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

// legend lists the pieces: name, ID, XBetza and what the moves do in
// words; clicking a piece shows its moves on an empty board.
func (d *diagram) legend() elem {
	det := d.el("details", "cq-legend")
	det.AppendChild(d.text("summary", "", "Pieces"))
	// the table is made when the legend is first opened
	filled := false
	det.AddEventListener("toggle", func(event) {
		if filled || !det.Get("open").Bool() {
			return
		}
		filled = true
		table := d.el("table", "")
		diagram := d.el("div", "cq-movediagram")
		for t, pt := range d.g.block.Variant.Types {
			tr := d.el("tr", "")
			img := d.el("td", "cq-legend-img")
			img.AppendChild(d.pieceNode(core.MakePiece(t, core.White)))
			tr.AppendChild(img)
			tr.AppendChild(d.text("td", "cq-legend-id", pt.ID))
			name := d.el("td", "")
			b := d.button(pt.Name, func() { d.showMoves(diagram, t, -1) })
			b.SetAttribute("aria-label", "show the moves of the "+pt.Name)
			name.AppendChild(b)
			tr.AppendChild(name)
			tr.AppendChild(d.text("td", "cq-legend-betza", pt.Betza))
			tr.AppendChild(d.text("td", "cq-legend-words", notation.Describe(pt.Moves)))
			table.AppendChild(tr)
		}
		det.AppendChild(table)
		det.AppendChild(diagram)
	}, d.failed)
	return det
}

// showMoves draws type t alone near the middle of an empty board with its
// moves marked; hovering a square puts an enemy piece there (probe), to
// show hops and lame moves.
func (d *diagram) showMoves(box elem, t, probe int) {
	v := d.g.block.Variant
	geo := v.Geometry
	p, err := core.NewPosition(v)
	if err != nil {
		return
	}
	center := geo.Square(geo.Files/2, geo.Ranks/2)
	for !geo.Exists[center] && center > 0 {
		center--
	}
	p.Put(center, core.MakePiece(t, core.White), true)
	enemy := 0
	for i := range v.Types {
		if !v.IsRoyal(i) {
			enemy = i
			break
		}
	}
	if probe >= 0 && probe != center && geo.Exists[probe] {
		p.Put(probe, core.MakePiece(enemy, core.Black), false)
	}
	var ml core.MoveList
	p.GeneratePieceMoves(&ml, center)
	marks := map[int]string{}
	for _, m := range ml.Moves {
		if m.Flags&core.FlagCapture != 0 {
			marks[int(m.To)] = "cq-capture"
		} else if _, ok := marks[int(m.To)]; !ok {
			marks[int(m.To)] = "cq-move"
		}
		for k := 0; k < int(m.NVictims); k++ {
			if vs := int(m.Victims[k]); vs != int(m.To) {
				marks[vs] = "cq-victim"
			}
		}
		markPlatforms(p, &m, marks)
	}
	box.SetTextContent("")
	box.AppendChild(d.text("p", "cq-movediagram-title", v.Types[t].Name+": hover a square to put an enemy piece there"))
	board := d.el("div", "cq-board cq-mini")
	board.SetAttribute("style", fmt.Sprintf("--files:%d;--ranks:%d", geo.Files, geo.Ranks))
	for row := 0; row < geo.Ranks; row++ {
		for col := 0; col < geo.Files; col++ {
			sq := geo.Square(col, geo.Ranks-1-row)
			cls := "cq-sq cq-light"
			if (col+geo.Ranks-1-row)%2 == 0 {
				cls = "cq-sq cq-dark"
			}
			if !geo.Exists[sq] {
				cls += " cq-hole"
			}
			if mk, ok := marks[sq]; ok {
				cls += " cq-mark " + mk
			}
			cell := d.el("div", cls)
			cell.SetAttribute("data-sq", geo.SquareName(sq))
			if pc := p.At(sq); pc != core.NoPiece {
				cell.AppendChild(d.pieceNode(pc))
			}
			board.AppendChild(cell)
		}
	}
	// hovering: one listener for the board, which is redrawn each time
	var hover js.Func
	hover = jsFunc("the legend's hover handler", func(this js.Value, args []js.Value) any {
		if len(args) == 0 {
			return nil
		}
		if s := geo.ParseSquare(event{args[0]}.square()); s >= 0 && s != probe {
			hover.Release()
			d.showMoves(box, t, s)
		}
		return nil
	}, func(err error) any { d.failed(err); return nil })
	board.Call("addEventListener", "mouseover", hover)
	box.AppendChild(board)
}

func (d *diagram) clearSelection() { d.selected, d.dropType = -1, -1 }

func (d *diagram) pieceName(pc core.Piece) string {
	return pc.Color().String() + " " + d.g.block.Variant.Types[pc.Type()].Name
}

// candidates are the legal moves the current selection can make to (or
// through, as a locust victim) square sq.
func (d *diagram) candidates(legal []core.Move, sq int) []core.Move {
	var to, through []core.Move
	for _, m := range legal {
		if !d.selects(&m) {
			continue
		}
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
	if len(to) > 0 {
		return to
	}
	return through
}

func (d *diagram) selects(m *core.Move) bool {
	if d.dropType >= 0 {
		return m.Flags&core.FlagDrop != 0 && m.Piece.Type() == d.dropType
	}
	return d.selected >= 0 && int(m.From) == d.selected && m.Flags&core.FlagDrop == 0
}

func (d *diagram) clickSquare(sq int) {
	if d.setup {
		// set-up mode: put the palette's piece here (or empty the square)
		if d.g.block.Variant.Geometry.Exists[sq] {
			d.setupPos.Put(sq, d.setupPiece, false)
		}
		d.update("")
		return
	}
	if d.view >= 0 {
		d.view = -1 // back to the game before moving
		d.update("")
		return
	}
	legal := d.g.legal()
	if d.selected >= 0 || d.dropType >= 0 {
		if c := d.candidates(legal, sq); len(c) > 0 {
			if len(c) == 1 {
				d.playMove(c[0], legal)
				return
			}
			d.offer(c, legal)
			return
		}
	}
	pc := d.g.pos.At(sq)
	d.clearSelection()
	if pc != core.NoPiece && pc.Color() == d.g.pos.Side() {
		d.selected = sq
	}
	d.update("")
}

// offer shows a chooser when several moves fit the click (promotion
// choices, multi-leg variants).
func (d *diagram) offer(moves []core.Move, legal []core.Move) {
	d.choose.SetTextContent("")
	d.choose.AppendChild(d.text("span", "cq-choose-title", "Choose:"))
	for _, m := range moves {
		m := m
		d.choose.AppendChild(d.button(d.g.san(&m, legal), func() { d.playMove(m, d.g.legal()) }))
	}
}

func (d *diagram) playMove(m core.Move, legal []core.Move) {
	san := d.g.san(&m, legal)
	d.g.play(m)
	d.clearSelection()
	d.update("")
	d.live.SetTextContent(san)
	if d.aiReply && !d.thinking && !d.g.pos.Outcome(nil).Over {
		d.askAI()
	}
}

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

// update redraws board, hands, status and move list.
func (d *diagram) update(message string) {
	v := d.g.block.Variant
	geo := v.Geometry
	pos := d.boardPos()
	var legal []core.Move
	if d.setup {
		d.view = -1 // nothing to move: the board is being set up
	} else if d.view >= 0 && d.view < len(d.g.moves) {
		// looking back: the board shows an earlier position, read only
		pos = d.g.start.Copy()
		for i := 0; i < d.view; i++ {
			pos.Make(&d.g.moves[i])
		}
	} else {
		d.view = -1
		legal = d.g.legal()
	}
	marks := map[int]string{}
	for _, m := range legal {
		if !d.selects(&m) {
			continue
		}
		cls := "cq-move"
		switch {
		case m.Flags&core.FlagCastle != 0:
			cls = "cq-castle"
		case m.Result != m.Piece && m.Flags&core.FlagDrop == 0:
			cls = "cq-promo"
		case m.Flags&core.FlagCapture != 0 && m.NVictims > 0 && m.Victims[0] == m.To:
			cls = "cq-capture"
		}
		marks[int(m.To)] = cls
		for k := 0; k < int(m.NVictims); k++ {
			if vs := int(m.Victims[k]); vs != int(m.To) {
				marks[vs] = "cq-victim"
			}
		}
		markPlatforms(pos, &m, marks)
	}
	last := -1
	lastFrom := -1
	shown := len(d.g.moves)
	if d.view >= 0 {
		shown = d.view
	}
	if shown > 0 && !d.setup {
		last, lastFrom = int(d.g.moves[shown-1].To), int(d.g.moves[shown-1].From)
	}
	check := map[int]bool{}
	if pos.InCheck() {
		for _, r := range pos.Royals(pos.Side()) {
			check[int(r)] = true
		}
	}
	d.board.SetTextContent("")
	for row := 0; row < geo.Ranks; row++ {
		for col := 0; col < geo.Files; col++ {
			rank, file := geo.Ranks-1-row, col
			if d.flipped {
				rank, file = row, geo.Files-1-col
			}
			sq := geo.Square(file, rank)
			cell := d.el("div", "cq-sq")
			cls := []string{"cq-sq"}
			if (file+rank)%2 == 0 {
				cls = append(cls, "cq-dark")
			} else {
				cls = append(cls, "cq-light")
			}
			if !geo.Exists[sq] {
				cls = append(cls, "cq-hole")
			}
			if sq == d.selected {
				cls = append(cls, "cq-selected")
			}
			if sq == last || sq == lastFrom {
				cls = append(cls, "cq-last")
			}
			if check[sq] {
				cls = append(cls, "cq-check")
			}
			if mk, ok := marks[sq]; ok {
				cls = append(cls, "cq-mark", mk)
			}
			cell.SetAttribute("class", strings.Join(cls, " "))
			cell.SetAttribute("data-sq", geo.SquareName(sq))
			cell.SetAttribute("role", "gridcell")
			cell.SetAttribute("tabindex", "0")
			label := geo.SquareName(sq)
			if pc := pos.At(sq); pc != core.NoPiece {
				label += ", " + d.pieceName(pc)
				cell.AppendChild(d.pieceNode(pc))
			}
			cell.SetAttribute("aria-label", label)
			if col == 0 {
				cell.AppendChild(d.text("span", "cq-rank", rankLabel(d.g.block.Variant, rank)))
			}
			if row == geo.Ranks-1 {
				cell.AppendChild(d.text("span", "cq-file", core.FileName(file)))
			}
			d.board.AppendChild(cell)
		}
	}
	d.updateHands()
	d.updatePalette()
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

func (d *diagram) updateHands() {
	d.hands.SetTextContent("")
	v := d.g.block.Variant
	for _, c := range []core.Color{core.White, core.Black} {
		box := d.el("div", "cq-hand cq-hand-"+c.String())
		any := false
		for t := range v.Types {
			n := d.boardPos().Hand(c, t)
			if n == 0 {
				continue
			}
			any = true
			pc := core.MakePiece(t, c)
			tt := t
			b := d.button(fmt.Sprintf(" ×%d", n), func() {
				if c == d.g.pos.Side() {
					d.selected, d.dropType = -1, tt
					d.update("")
				}
			})
			b.SetAttribute("aria-label", fmt.Sprintf("%d %s in hand", n, d.pieceName(pc)))
			b.Call("prepend", d.pieceNode(pc).Value)
			if d.dropType == t && c == d.g.pos.Side() {
				b.SetAttribute("class", "cq-button cq-selected")
			}
			box.AppendChild(b)
		}
		if any {
			d.hands.AppendChild(box)
		}
	}
}

// updatePalette shows, in set-up mode, every piece of both sides and an
// eraser; the chosen one is what a click on the board puts down.
func (d *diagram) updatePalette() {
	d.palette.SetTextContent("")
	if !d.setup {
		return
	}
	v := d.g.block.Variant
	add := func(pc core.Piece, label, aria string) {
		b := d.button(label, func() { d.setupPiece = pc; d.update("") })
		if pc != core.NoPiece {
			b.AppendChild(d.pieceNode(pc))
		}
		b.SetAttribute("aria-label", aria)
		if pc == d.setupPiece {
			b.SetAttribute("class", "cq-button cq-selected")
		}
		d.palette.AppendChild(b)
	}
	add(core.NoPiece, "✕", "empty square")
	for _, c := range []core.Color{core.White, core.Black} {
		for t := range v.Types {
			pc := core.MakePiece(t, c)
			add(pc, "", d.pieceName(pc))
		}
	}
	turn := d.button("side to move: "+d.setupPos.Side().String(), func() {
		d.setupPos.SetSide(d.setupPos.Side().Other())
		d.update("")
	})
	d.palette.AppendChild(turn)
}

// markPlatforms marks the hop platforms of a hopper's move: the occupied
// squares it passes between its start and its destination on a line. A
// mover whose XBetza has no hop modifier ('p' or 'g', lower case, where
// atoms are upper case) passes over nothing it needs, so nothing is
// marked; squares already marked keep their mark.
func markPlatforms(pos *core.Position, m *core.Move, marks map[int]string) {
	if m.From < 0 || m.To < 0 || m.Flags&(core.FlagDrop|core.FlagCastle) != 0 || m.Piece == core.NoPiece {
		return
	}
	v := pos.Variant()
	if !strings.ContainsAny(v.Types[m.Piece.Type()].Betza, "pg") {
		return
	}
	geo := v.Geometry
	f0, r0 := geo.FileOf(int(m.From)), geo.RankOf(int(m.From))
	dx, dy := geo.FileOf(int(m.To))-f0, geo.RankOf(int(m.To))-r0
	if dx != 0 && dy != 0 && dx != dy && dx != -dy {
		return // not on a line
	}
	n := max(dx, -dx, dy, -dy)
	sx, sy := sign(dx), sign(dy)
	for i := 1; i < n; i++ {
		sq := geo.Square(f0+i*sx, r0+i*sy)
		if sq < 0 || pos.At(sq) == core.NoPiece {
			continue
		}
		if _, ok := marks[sq]; !ok {
			marks[sq] = "cq-hop"
		}
	}
}

func sign(x int) int {
	switch {
	case x > 0:
		return 1
	case x < 0:
		return -1
	}
	return 0
}
