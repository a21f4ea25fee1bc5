//go:build js && wasm

package main

import (
	"strconv"
	"syscall/js"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/look"
	"github.com/chimera-variants/chimera/notation"
)

// legend lists the pieces: name, ID, the move as written (XBetza, or
// Parlett's notation after its marker) and what the moves do in
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
			cls := "cq-legend-betza"
			if len(pt.Betza) > 14 {
				// (a path expression: the column keeps its width, the text wraps)
				cls += " cq-legend-long"
			}
			tr.AppendChild(d.text("td", cls, pt.Betza))
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
	marks := make([]string, geo.Size()) // each square's mark class ("": none)
	for _, cm := range ml.Moves {
		m := p.Detail(cm)
		if m.Flags&core.FlagCapture != 0 {
			marks[int(m.To)] = "cq-capture"
		} else if marks[m.To] == "" {
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
	// drawn in the board's style (lines, faces), the piece's own square
	// marked as a move's start (startShade)
	board := d.el("div", "cq-board cq-mini")
	board.SetStyle("--files:" + strconv.Itoa(geo.Files) + ";--ranks:" + strconv.Itoa(geo.Ranks) + styleVars(v))
	styleBoard(board, v)
	if !look.StyleOf(v).Checkered() {
		board.AppendChild(elem{boardLines(v)})
	}
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
			if mk := marks[sq]; mk != "" {
				cls += " cq-mark " + mk
			}
			if sq == center {
				cls += " cq-selected"
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
