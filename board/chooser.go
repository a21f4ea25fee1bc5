package board

import "github.com/chimera-variants/chimera/core"

// The chooser: when several moves fit a destination (promotion choices,
// the legs of a multi-leg move, a move back to the start square), the
// board shows them as pieces in a column at that square and waits; any
// other action dismisses it.

type chooser struct {
	anchor  int
	options []Option
	focus   int
}

// Option is one move of the chooser: the piece it leaves on the
// destination, its SAN and the move.
type Option struct {
	Piece core.Piece
	SAN   string
	Move  core.MoveDetail
}

// openChooser offers the moves cand, which fit a click on square anchor.
func (c *Controller) openChooser(anchor int, cand []core.MoveDetail) {
	legal := c.Game.Legal()
	opts := make([]Option, len(cand))
	for i := range cand {
		m := cand[i]
		pc := m.Result
		if pc == core.NoPiece {
			pc = m.Piece
		}
		if pc == core.NoPiece {
			pc = c.Game.Pos.At(anchor) // a side's pass: the royal clicked
		}
		opts[i] = Option{Piece: pc, SAN: c.Game.SAN(&m, legal), Move: m}
	}
	c.press = noPress
	c.choice = &chooser{anchor: anchor, options: opts}
	c.cursor = anchor
}

// Choose plays option i of the chooser.
func (c *Controller) Choose(i int) Result {
	if c.choice == nil || i < 0 || i >= len(c.choice.options) {
		return Result{}
	}
	return c.play(c.choice.options[i].Move)
}

// Dismiss closes the chooser (and puts the piece down) without moving.
func (c *Controller) Dismiss() Result {
	if c.choice == nil {
		return Result{}
	}
	c.clear()
	return Result{Announce: "choice dismissed"}
}

// chooserKey handles a key while the chooser is open: arrows move among
// the options, Enter or Space chooses, Escape dismisses. Other keys are
// left to the page (Tab leaves the chooser open).
func (c *Controller) chooserKey(key string) Result {
	n := len(c.choice.options)
	switch key {
	case "ArrowUp", "ArrowLeft":
		c.choice.focus = (c.choice.focus + n - 1) % n
	case "ArrowDown", "ArrowRight":
		c.choice.focus = (c.choice.focus + 1) % n
	case "Home":
		c.choice.focus = 0
	case "End":
		c.choice.focus = n - 1
	case "Enter", " ":
		r := c.Choose(c.choice.focus)
		r.Handled = true
		return r
	case "Escape":
		r := c.Dismiss()
		r.Handled = true
		return r
	default:
		return Result{}
	}
	o := c.choice.options[c.choice.focus]
	return Result{Announce: c.optionText(o), Handled: true}
}

// optionLabel is an option's accessible name: the optionText with the
// piece's text, if it shows one.
func (c *Controller) optionLabel(o Option) string {
	s := c.optionText(o)
	if c.Face != nil {
		if f := c.Face(o.Piece); f != "" {
			s += " " + f
		}
	}
	return s
}

// sameResults tells whether two options leave the same piece, so that the
// page must label them (with their SAN) to tell them apart.
func sameResults(opts []Option) bool {
	seen := map[core.Piece]bool{}
	for _, o := range opts {
		if seen[o.Piece] || isSidePass(&o.Move) {
			return true
		}
		seen[o.Piece] = true
	}
	return false
}

// chooserPlaces puts n options in a column on the anchor's display
// column, from the anchor toward the board's middle (downward from the
// top half, upward from the bottom half, as promotion choosers are
// drawn), moved back from the edge when the column would not fit; more
// options than rows continue in the next columns toward the middle.
// Places are (row, column) of the display, row 0 at the top.
func chooserPlaces(anchorRow, anchorCol, rows, cols, n int) [][2]int {
	down := anchorRow < (rows+1)/2
	step := 1
	if anchorCol >= (cols+1)/2 {
		step = -1
	}
	m := min(n, rows)
	first := min(anchorRow, rows-m)
	if !down {
		first = max(anchorRow, m-1)
	}
	out := make([][2]int, n)
	for i := range out {
		k, col := i%rows, anchorCol+step*(i/rows)
		col = ((col % cols) + cols) % cols
		row := first + k
		if !down {
			row = first - k
		}
		out[i] = [2]int{row, col}
	}
	return out
}
