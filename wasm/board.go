//go:build js && wasm

package main

import (
	"fmt"
	"github.com/chimera-variants/chimera/core"
	"strings"
	"syscall/js"
)

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
	d.updateControls(pos, legal, message)
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
