//go:build js && wasm

package main

import (
	"strconv"
	"strings"

	"github.com/chimera-variants/chimera/board"
)

// The chooser: the moves that fit one destination (promotion choices,
// multi-leg moves) drawn on the board as a column of pieces from that
// square, each a button (labelled with its SAN when pieces alike must be
// told apart). The arrows move among them, Enter or a click chooses, and
// any other action dismisses it (the controller decides; board_input.go
// forwards).

// drawChooser shows the model's chooser over the board, or hides it.
func (d *diagram) drawChooser(md *board.Model) {
	ch := md.Chooser
	key := ""
	if ch != nil {
		var b strings.Builder
		b.WriteString(strconv.Itoa(ch.Anchor) + "/" + strconv.Itoa(ch.Focus) + "/" + strconv.FormatBool(md.Flipped))
		for _, o := range ch.Options {
			b.WriteString("|" + o.SAN)
		}
		key = b.String()
	}
	if key == d.drawn.chooserKey {
		return
	}
	box := d.drawn.chooser
	d.drawn.chooserKey = key
	box.SetTextContent("")
	box.Set("hidden", ch == nil)
	d.board.Get("classList").Call("toggle", "cq-choosing", ch != nil)
	d.watchOutside(ch != nil)
	if ch == nil {
		return
	}
	v := d.g.block.Variant
	box.SetAttribute("aria-label", "choose the move to "+v.Geometry.SquareName(ch.Anchor))
	origin := box.Get("parentNode").Call("getBoundingClientRect")
	for i, o := range ch.Options {
		place := ch.Places[i]
		at := d.drawn.cells[place[0]*md.Files+place[1]].el.Call("getBoundingClientRect")
		b := d.el("button", "cq-option")
		b.SetAttribute("type", "button")
		b.SetAttribute("data-option", strconv.Itoa(i))
		b.SetAttribute("aria-label", ch.Labels[i])
		tab := "-1"
		if i == ch.Focus {
			tab = "0"
		}
		b.SetAttribute("tabindex", tab)
		size := at.Get("width").Float()
		b.SetStyle("left:" + px(at.Get("left").Float()-origin.Get("left").Float()) +
			";top:" + px(at.Get("top").Float()-origin.Get("top").Float()) +
			";width:" + px(size) + ";height:" + px(at.Get("height").Float()) + ";--sq:" + px(size))
		b.AppendChild(d.drawnPiece(o.Piece))
		if ch.Labelled {
			s := d.text("span", "cq-option-san", o.SAN)
			s.SetAttribute("aria-hidden", "true")
			b.AppendChild(s)
		}
		box.AppendChild(b)
	}
}
