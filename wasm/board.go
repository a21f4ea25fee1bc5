//go:build js && wasm

package main

import (
	"strings"
	"syscall/js"
	"unicode"

	"github.com/chimera-variants/chimera/board"
	"github.com/chimera-variants/chimera/core"
)

// Drawing the board from the controller's model. The squares are made
// once (again only when the board is flipped) and then updated by
// comparing the model with what they show: a class, a label or a tab stop
// that changed is set, a piece that moved is the same node moved to its
// new square (and animated there), so an update costs what changed, not
// the whole board.

// drawn is what the diagram's board shows now.
type drawn struct {
	// rows are the grid's row elements (nil: the squares are to be made),
	// cells the squares in display order, index the display index of each
	// square; flipped: how the squares were laid out
	rows    []elem
	cells   []cell
	index   []int
	flipped bool
	// the hands beside the board's top and bottom, and what they show
	handTop, handBottom elem
	handKeys            [2]string
	// the chooser over the board, and what it shows
	chooser    elem
	chooserKey string
	// palette: what the set-up palette shows
	paletteKey string
	// still: draw the next update without animation (a piece dropped by
	// dragging is where it belongs already)
	still bool
	// settle takes the board's cq-animating off (a bound native function),
	// settleTimer is the timer that will call it
	settle, settleTimer js.Value
	// faces caches the text each piece shows (faceText)
	faces map[core.Piece]string
	// outside listens for presses outside the board while the chooser is
	// open (watchOutside)
	outside js.Func
}

// forget makes the next draw make everything again: the squares, the
// hands, the chooser and the palette (after an internal error, what the
// page shows may not be what was last drawn).
func (dr *drawn) forget() {
	dr.rows = nil
	dr.handKeys = [2]string{"!", "!"}
	dr.chooserKey, dr.paletteKey = "!", "!"
}

// cell is one square as drawn.
type cell struct {
	el            elem
	cls, label    string
	cursor, chose bool
	piece         core.Piece
}

// draw brings the board up to the model.
func (d *diagram) draw(md *board.Model) {
	animate := !d.drawn.still
	if d.drawn.rows == nil || d.drawn.flipped != md.Flipped {
		d.buildSquares(md)
		animate = false
	}
	d.drawPieces(md, animate)
	for i := range md.Squares {
		s := &md.Squares[i]
		c := &d.drawn.cells[i]
		if cls := squareClass(s); cls != c.cls {
			c.el.SetAttribute("class", cls)
			c.cls = cls
		}
		if s.Label != c.label {
			c.el.SetAttribute("aria-label", s.Label)
			c.label = s.Label
		}
		if s.Cursor != c.cursor {
			tab := "-1"
			if s.Cursor {
				tab = "0"
			}
			c.el.SetAttribute("tabindex", tab)
			c.cursor = s.Cursor
		}
		if s.Selected != c.chose {
			if s.Selected {
				c.el.SetAttribute("aria-selected", "true")
			} else {
				c.el.Call("removeAttribute", "aria-selected")
			}
			c.chose = s.Selected
		}
	}
	d.drawHands(md)
	d.drawChooser(md)
}

// buildSquares makes the grid's rows and squares for the board as it is
// shown now (flipped or not), then the coordinates on its rim.
func (d *diagram) buildSquares(md *board.Model) {
	// every row goes, tracked or not (after an internal error the
	// tracking may be behind the page)
	for _, r := range jsArray(d.board.Call("querySelectorAll", ":scope > .cq-row")) {
		r.Call("remove")
	}
	geo := d.g.block.Variant.Geometry
	d.drawn.rows = make([]elem, md.Ranks)
	d.drawn.cells = make([]cell, len(md.Squares))
	d.drawn.index = make([]int, geo.Size())
	d.drawn.flipped = md.Flipped
	frag := elem{document().Call("createDocumentFragment")}
	for r := range d.drawn.rows {
		row := d.el("div", "cq-row")
		row.SetAttribute("role", "row")
		d.drawn.rows[r] = row
		frag.AppendChild(row)
		for k := 0; k < md.Files; k++ {
			i := r*md.Files + k
			s := &md.Squares[i]
			el := d.el("div", "")
			el.SetAttribute("role", "gridcell")
			el.SetAttribute("data-sq", s.Name)
			el.SetAttribute("tabindex", "-1")
			row.AppendChild(el)
			d.drawn.cells[i] = cell{el: el}
			d.drawn.index[s.Sq] = i
		}
	}
	d.board.AppendChild(frag)
	d.drawCoordinates()
}

// squareClass is the class attribute of a square: its colour, and what it
// shows (selected, the last move, check, a move marker, the dragged
// piece's origin).
func squareClass(s *board.Square) string {
	var b strings.Builder
	b.WriteString("cq-sq")
	if s.Dark {
		b.WriteString(" cq-dark")
	} else {
		b.WriteString(" cq-light")
	}
	if !s.Exists {
		b.WriteString(" cq-hole")
	}
	if s.Selected {
		b.WriteString(" cq-selected")
	}
	if s.Last {
		b.WriteString(" cq-last")
	}
	if s.Check {
		b.WriteString(" cq-check")
	}
	if s.DragFrom {
		b.WriteString(" cq-dragfrom")
	}
	b.WriteString(markerClass[s.Marker])
	return b.String()
}

// markerClass are the classes of each marker: shapes of their own (dot,
// ring, star, dashed square, cross, diamond); a capture that promotes
// shows the ring and the star.
var markerClass = [...]string{
	board.NoMarker:         "",
	board.MarkMove:         " cq-mark cq-move",
	board.MarkCapture:      " cq-mark cq-capture",
	board.MarkCapturePromo: " cq-mark cq-capture cq-promo",
	board.MarkPromo:        " cq-mark cq-promo",
	board.MarkCastle:       " cq-mark cq-castle",
	board.MarkVictim:       " cq-mark cq-victim",
	board.MarkHop:          " cq-mark cq-hop",
}

// loosePiece is a piece node taken off a square that changed, to be put
// on another square showing the same piece (a move) or removed (a
// capture).
type loosePiece struct {
	node  js.Value
	piece core.Piece
	from  int // display index
}

// drawPieces moves, adds and removes piece nodes where the model's pieces
// differ from the squares'. A piece that left one square and arrived on
// another is the same node, animated from the nearest square it left.
func (d *diagram) drawPieces(md *board.Model, animate bool) {
	cells := d.drawn.cells
	var pool []loosePiece
	for i := range md.Squares {
		c := &cells[i]
		if c.piece != core.NoPiece && c.piece != md.Squares[i].Piece {
			if n := pieceOf(c.el); !n.IsNull() {
				pool = append(pool, loosePiece{node: n, piece: c.piece, from: i})
			}
			c.piece = core.NoPiece
		}
	}
	var moved []movedPiece
	for i := range md.Squares {
		pc := md.Squares[i].Piece
		c := &cells[i]
		if pc == core.NoPiece || c.piece == pc {
			continue
		}
		best := -1
		for j, l := range pool {
			if l.piece == pc && (best < 0 || d.distance(l.from, i, md.Files) < d.distance(pool[best].from, i, md.Files)) {
				best = j
			}
		}
		if best >= 0 {
			l := pool[best]
			pool = append(pool[:best], pool[best+1:]...)
			c.el.Call("appendChild", l.node)
			if animate {
				moved = append(moved, movedPiece{node: l.node, from: l.from, to: i})
			}
		} else {
			c.el.AppendChild(d.drawnPiece(pc))
		}
		c.piece = pc
	}
	for _, l := range pool {
		l.node.Call("remove")
	}
	d.animate(moved)
}

// drawnPiece is the node of piece pc on the board (its square, a hand,
// the chooser, the ghost), hidden from assistive technology: the square
// or button it is in names the piece, and a face drawn as text (a kanji, a
// letter) must not read as a second name.
func (d *diagram) drawnPiece(pc core.Piece) elem {
	n := d.pieceNode(pc)
	n.SetAttribute("aria-hidden", "true")
	return n
}

// faceText is the text piece pc shows on the page: its letters or
// characters ("" for a picture or a chess symbol), for the labels that
// name it (board.Controller.Face).
func (d *diagram) faceText(pc core.Piece) string {
	if f, ok := d.drawn.faces[pc]; ok {
		return f
	}
	f := strings.TrimSpace(d.pieceNode(pc).TextContent())
	if !strings.ContainsFunc(f, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }) {
		f = ""
	}
	if d.drawn.faces == nil {
		d.drawn.faces = map[core.Piece]string{}
	}
	d.drawn.faces[pc] = f
	return f
}

// pieceOf is the piece node in a square (null when none): looked up, not
// kept, because a page image that fails to load is replaced by another
// node.
func pieceOf(square elem) js.Value {
	return square.Call("querySelector", ":scope > .cq-piece")
}

// distance compares how far apart two display places are.
func (d *diagram) distance(a, b, files int) int {
	dr, dc := a/files-b/files, a%files-b%files
	return dr*dr + dc*dc
}

// markPlatforms marks a hopper's platforms (board.HopPlatforms) for the
// legend's move diagram; squares already marked keep their mark.
func markPlatforms(pos *core.Position, m *core.MoveDetail, marks []string) {
	for _, sq := range board.HopPlatforms(pos, m) {
		if marks[sq] == "" {
			marks[sq] = "cq-hop"
		}
	}
}
