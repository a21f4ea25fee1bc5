package board

import (
	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/look"
)

// The render model: everything the page draws, computed from the
// controller's state. The page compares it with what it drew last and
// changes only what differs.

// Marker is what a square shows while a piece is picked up: where it can
// go and how (each kind has its own shape on the page), the pieces it
// takes on the way and the pieces a hopper jumps over.
type Marker uint8

const (
	NoMarker Marker = iota
	MarkMove
	MarkCapture
	// MarkCapturePromo is a capture that promotes: both marks are shown.
	MarkCapturePromo
	MarkPromo
	MarkCastle
	// MarkVictim is a piece the move takes on the way (locust captures).
	MarkVictim
	// MarkHop is a piece a hopper jumps over (its platform).
	MarkHop
)

// Square is one square as shown.
type Square struct {
	Sq     int
	Name   string
	Exists bool
	// Dark: the square's colour in a checkered board
	Dark  bool
	Piece core.Piece
	// Selected: its piece is picked up; Last: the last move's from or to;
	// Check: a royal in check; Cursor: the keyboard's square; DragFrom:
	// the piece is being dragged away from here
	Selected, Last, Check, Cursor, DragFrom bool
	Marker                                  Marker
	// Label is the accessible name: "e2, white pawn"
	Label string
}

// HandPiece is one type in a hand.
type HandPiece struct {
	Piece    core.Piece
	Count    int
	Selected bool
	DragFrom bool
	// Label: "white pawn, 2 in hand"
	Label string
}

// Hand is a side's pieces in hand, in the variant's order of types.
type Hand struct {
	Color core.Color
	// Name is the side's name ("white", "sente")
	Name   string
	Pieces []HandPiece
}

// ChooserView is the open chooser: its square, its options and where
// each is drawn (display row and column), and which has the keyboard.
type ChooserView struct {
	Anchor  int
	Options []Option
	Places  [][2]int
	Focus   int
	// Labelled: options leave the same piece, so each shows its SAN
	Labelled bool
	// Labels are the options' accessible names
	Labels []string
}

// Status is the state of play of the position shown.
type Status struct {
	Side    core.Color
	Outcome core.Outcome
	// View is the number of moves shown (-1: the current position), of
	// Moves played
	View, Moves int
	Setup       bool
	// Text is the status line: "white to move", "Game over: checkmate,
	// white wins", "move 3 of 10 (looking back)"
	Text string
}

// Model is the board as the page draws it.
type Model struct {
	Files, Ranks int
	Flipped      bool
	// Squares in display order: row by row from the top, each row from
	// the left (Files squares a row)
	Squares []Square
	// Top and Bottom are the hands beside the top and the bottom of the
	// board: the opponent's and the player's (White's at the bottom
	// unless flipped)
	Top, Bottom Hand
	Chooser     *ChooserView
	// Dragging: a piece is being dragged (the page draws it under the
	// pointer)
	Dragging  bool
	DragPiece core.Piece
	Cursor    int
	// Pos is the position shown, Legal its legal moves (nil when looking
	// back or setting up: nothing can be moved)
	Pos   *core.Position
	Legal []core.MoveDetail
	// SetupPiece is what a click puts down in set-up mode
	SetupPiece core.Piece
	Status     Status
}

// Model computes the board as it is to be drawn now.
func (c *Controller) Model() *Model {
	v := c.Game.Variant()
	geo := v.Geometry
	pos := c.Shown()
	md := &Model{Files: geo.Files, Ranks: geo.Ranks, Flipped: c.flipped, Pos: pos, Cursor: c.Cursor()}
	if c.setup == nil && c.view < 0 {
		md.Legal = c.Game.Legal()
	}
	var marks []Marker
	if md.Legal != nil {
		marks = c.markers(pos)
	}
	last, lastFrom := -1, -1
	shown := len(c.Game.Moves)
	if c.view >= 0 {
		shown = c.view
	}
	if shown > 0 && c.setup == nil {
		m := c.Game.Moves[shown-1]
		last, lastFrom = int(m.To), int(m.From)
	}
	check := make([]bool, geo.Size()) // a slice: a map[int] would link the map code for 8-byte keys
	if pos.InCheck() {
		for _, r := range pos.Royals(pos.Side()) {
			check[r] = true
		}
	}
	dragging, dragPiece := c.Dragging()
	md.Dragging, md.DragPiece = dragging, dragPiece
	halfway := c.halfway()
	md.Squares = make([]Square, 0, geo.Size())
	for row := 0; row < geo.Ranks; row++ {
		for col := 0; col < geo.Files; col++ {
			sq := c.SquareAt(row, col)
			s := Square{Sq: sq, Name: geo.SquareName(sq), Exists: geo.Exists[sq], Piece: pos.At(sq),
				Dark:     (geo.FileOf(sq)+geo.RankOf(sq))%2 == 0,
				Selected: sq == c.selected && c.drop < 0 || c.onPath(sq), Last: sq == last || sq == lastFrom,
				Check: check[sq], Cursor: sq == md.Cursor,
				DragFrom: dragging && c.press.from.Square == sq}
			if marks != nil {
				s.Marker = marks[sq]
			}
			s.Label = c.squareLabel(pos, sq)
			if pc, ok := halfway.at(sq); ok {
				// a move entered stop by stop: shown as far as it is clicked
				s.Piece, s.Label = pc, geo.SquareName(sq)
				if pc != core.NoPiece {
					s.Label += ", " + c.labelName(pc)
				}
			}
			s.Label += s.Marker.labelPhrase()
			if s.Check {
				s.Label += ", in check"
			}
			md.Squares = append(md.Squares, s)
		}
	}
	bottom := core.White
	if c.flipped {
		bottom = core.Black
	}
	md.Bottom = c.hand(pos, bottom, dragging)
	md.Top = c.hand(pos, bottom.Other(), dragging)
	if ch := c.choice; ch != nil {
		row, col := c.DisplayPlace(ch.anchor)
		cv := &ChooserView{Anchor: ch.anchor, Options: ch.options, Focus: ch.focus,
			Places: chooserPlaces(row, col, geo.Ranks, geo.Files, len(ch.options)), Labelled: sameResults(ch.options)}
		for _, o := range ch.options {
			cv.Labels = append(cv.Labels, c.optionLabel(o))
		}
		md.Chooser = cv
	}
	if c.setup != nil {
		md.SetupPiece = c.setup.piece
	}
	md.Status = c.status(pos, md.Legal)
	return md
}

// hand lists side col's pieces in hand.
func (c *Controller) hand(pos *core.Position, col core.Color, dragging bool) Hand {
	v := c.Game.Variant()
	h := Hand{Color: col, Name: look.SideName(v, col)}
	for t := range v.Types {
		n := pos.Hand(col, t)
		label := itoa(n) + " in hand"
		if v.UnlimitedDrop(t) {
			// an endless supply: drawn as one piece without a count
			n, label = 1, "any number in hand"
		}
		if n == 0 {
			continue
		}
		pc := core.MakePiece(t, col)
		mine := col == pos.Side() && c.setup == nil && c.view < 0
		h.Pieces = append(h.Pieces, HandPiece{Piece: pc, Count: n,
			Selected: mine && c.drop == t,
			DragFrom: dragging && c.press.from.Hand == pc,
			Label:    c.labelName(pc) + ", " + label})
	}
	return h
}

// status describes the state of play of pos, the position shown.
func (c *Controller) status(pos *core.Position, legal []core.MoveDetail) Status {
	v := c.Game.Variant()
	s := Status{Side: pos.Side(), View: c.view, Moves: len(c.Game.Moves), Setup: c.setup != nil}
	switch {
	case c.setup != nil:
		s.Text = "setting up: pick a piece, then click squares; " + look.SideName(v, pos.Side()) + " to move"
	case c.view >= 0:
		s.Text = "move " + itoa(c.view) + " of " + itoa(len(c.Game.Moves)) + " (looking back)"
	default:
		s.Outcome = pos.Outcome(outcomeList(legal))
		if s.Outcome.Over {
			s.Text = OutcomeText(v, s.Outcome)
		} else {
			s.Text = look.SideName(v, pos.Side()) + " to move"
		}
	}
	return s
}

// markers marks, for the piece picked up in pos (the current position),
// each square by what a move there does; the result has one entry a
// square.
func (c *Controller) markers(pos *core.Position) []Marker {
	v := c.Game.Variant()
	marks := make([]Marker, v.Geometry.Size())
	if c.selected < 0 && c.drop < 0 {
		return marks
	}
	type kinds struct{ moved, capture, promo, castle bool }
	to := make([]kinds, len(marks)) // a slice: a map[int] would link the map code for 8-byte keys
	legal := c.fitting()
	for i := range legal {
		m := &legal[i]
		if m.To < 0 {
			continue
		}
		k := &to[m.To]
		k.moved = true
		k.castle = k.castle || m.Flags&core.FlagCastle != 0
		k.promo = k.promo || m.Result != m.Piece && m.Flags&core.FlagDrop == 0
		for j := 0; j < int(m.NVictims); j++ {
			if vs := int(m.Victims[j]); vs == int(m.To) {
				k.capture = k.capture || m.IsCapture()
			}
		}
	}
	for sq, k := range to {
		if !k.moved {
			continue
		}
		switch {
		case k.castle:
			marks[sq] = MarkCastle
		case k.capture && k.promo:
			marks[sq] = MarkCapturePromo
		case k.promo:
			marks[sq] = MarkPromo
		case k.capture:
			marks[sq] = MarkCapture
		default:
			marks[sq] = MarkMove
		}
	}
	c.nextStops(marks)
	for i := range legal {
		m := &legal[i]
		for j := 0; j < int(m.NVictims); j++ {
			if vs := int(m.Victims[j]); marks[vs] == NoMarker {
				marks[vs] = MarkVictim
			}
		}
		markPlatforms(pos, m, marks)
	}
	return marks
}

// markPlatforms marks the hop platforms of m (HopPlatforms); squares
// already marked keep their mark.
func markPlatforms(pos *core.Position, m *core.MoveDetail, marks []Marker) {
	for _, sq := range HopPlatforms(pos, m) {
		if marks[sq] == NoMarker {
			marks[sq] = MarkHop
		}
	}
}

// HopPlatforms lists the hop platforms of a hopper's move: the occupied
// squares it passes between its start and its destination on a line. A
// mover with no hopping leg passes over nothing it needs: none.
func HopPlatforms(pos *core.Position, m *core.MoveDetail) []int {
	if m.From < 0 || m.To < 0 || m.Flags&(core.FlagDrop|core.FlagCastle) != 0 || m.Piece == core.NoPiece {
		return nil
	}
	v := pos.Variant()
	if !hops(&v.Types[m.Piece.Type()].Moves) {
		return nil
	}
	geo := v.Geometry
	f0, r0 := geo.FileOf(int(m.From)), geo.RankOf(int(m.From))
	dx, dy := geo.FileOf(int(m.To))-f0, geo.RankOf(int(m.To))-r0
	if dx != 0 && dy != 0 && dx != dy && dx != -dy {
		return nil // not on a line
	}
	n := max(dx, -dx, dy, -dy)
	sx, sy := sign(dx), sign(dy)
	var out []int
	for i := 1; i < n; i++ {
		if sq := geo.Square(f0+i*sx, r0+i*sy); sq >= 0 && pos.At(sq) != core.NoPiece {
			out = append(out, sq)
		}
	}
	return out
}

// hops tells whether some leg of spec hops (XBetza p or g, whatever
// language wrote it): a last leg that hops, or an earlier one whose relay
// square must be occupied (with m as well, mp, the square is ignored).
func hops(spec *core.MoveSpec) bool {
	for _, p := range spec.Paths {
		for i, l := range p.Legs {
			last := i == len(p.Legs)-1
			if l.Mode&core.ModeGrasshop != 0 || l.Mode&core.ModeHop != 0 && (last || l.Mode&core.ModeMove == 0) {
				return true
			}
		}
	}
	return false
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
