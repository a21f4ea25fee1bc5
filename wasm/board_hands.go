//go:build js && wasm

package main

import (
	"strconv"
	"strings"

	"github.com/chimera-variants/chimera/board"
	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/look"
)

// The hands and the set-up palette. Each side's hand is beside its own
// side of the board: the player's (the bottom side's) at the bottom, the
// opponent's at the top, swapping when the board is flipped. Its pieces
// are buttons, picked up by a click or dragged onto the board
// (board_input.go reads data-piece).

// holdsPieces tells whether the variant ever has pieces in hand, so that
// its hands keep their place even while empty.
func holdsPieces(v *core.Variant) bool {
	if v.Holdings {
		return true
	}
	for _, t := range v.Types {
		if t.InHand != [2]int{} {
			return true
		}
	}
	return false
}

// drawHands redraws a hand only when what it shows changed.
func (d *diagram) drawHands(md *board.Model) {
	holds := holdsPieces(d.g.block.Variant)
	for i, h := range []board.Hand{md.Top, md.Bottom} {
		el := d.drawn.handTop
		if i == 1 {
			el = d.drawn.handBottom
		}
		var key strings.Builder
		key.WriteString(h.Name)
		for _, p := range h.Pieces {
			key.WriteString("|" + strconv.Itoa(int(p.Piece)) + ":" + strconv.Itoa(p.Count))
			if p.Selected {
				key.WriteString("s")
			}
			if p.DragFrom {
				key.WriteString("d")
			}
		}
		if key.String() == d.drawn.handKeys[i] {
			continue
		}
		d.drawn.handKeys[i] = key.String()
		el.SetTextContent("")
		el.Set("hidden", !holds && len(h.Pieces) == 0)
		el.SetAttribute("aria-label", h.Name+" hand")
		el.SetAttribute("data-color", strconv.Itoa(int(h.Color)))
		for _, p := range h.Pieces {
			b := d.el("button", "cq-handpiece")
			b.SetAttribute("type", "button")
			b.SetAttribute("data-piece", strconv.Itoa(int(p.Piece)))
			b.SetAttribute("aria-label", p.Label)
			b.SetAttribute("aria-pressed", strconv.FormatBool(p.Selected))
			if p.DragFrom {
				b.Get("classList").Call("add", "cq-dragfrom")
			}
			b.AppendChild(d.drawnPiece(p.Piece))
			if p.Count > 1 {
				n := d.text("span", "cq-count", strconv.Itoa(p.Count))
				n.SetAttribute("aria-hidden", "true")
				b.AppendChild(n)
			}
			el.AppendChild(b)
		}
	}
}

// updatePalette shows, in set-up mode, every piece of both sides and an
// eraser; the chosen one is what a click on the board puts down. It is
// redrawn only when the choice or the side to move changes.
func (d *diagram) updatePalette(md *board.Model) {
	if d.palette.IsUndefined() {
		return
	}
	key := ""
	if d.c.InSetup() {
		key = strconv.Itoa(int(md.SetupPiece)) + "/" + strconv.Itoa(int(md.Pos.Side()))
	}
	if key == d.drawn.paletteKey {
		return
	}
	d.drawn.paletteKey = key
	d.palette.SetTextContent("")
	if key == "" {
		return
	}
	v := d.g.block.Variant
	add := func(pc core.Piece, label, aria string) {
		b := d.button(label, func() { d.after(d.c.SetupPiece(pc), false) })
		if pc != core.NoPiece {
			b.AppendChild(d.pieceNode(pc))
		}
		b.SetAttribute("aria-label", aria)
		b.SetAttribute("aria-pressed", strconv.FormatBool(pc == md.SetupPiece))
		if pc == md.SetupPiece {
			b.SetAttribute("class", "cq-button cq-selected")
		}
		d.palette.AppendChild(b)
	}
	add(core.NoPiece, "✕", "empty square")
	for _, pc := range d.c.Palette() {
		add(pc, "", d.pieceName(pc))
	}
	turn := d.button("side to move: "+look.SideName(v, md.Pos.Side()), func() { d.after(d.c.SetupToggleSide(), false) })
	d.palette.AppendChild(turn)
}
