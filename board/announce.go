package board

import (
	"strconv"
	"strings"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/look"
)

// The announcements: what a screen reader is told after each action, in
// words, with the sides named as the variant's players name them
// (look.SideName: white/black, red/black, sente/gote).

// maxListed is how many target squares a selection's announcement names
// before it says how many more there are (a drop can go to most squares).
const maxListed = 12

// PieceName names a piece with its side: "white pawn".
func PieceName(v *core.Variant, pc core.Piece) string {
	return look.SideName(v, pc.Color()) + " " + v.Types[pc.Type()].Name
}

// SquareLabel is the accessible name of a square of the position: "e2,
// white pawn", "e4".
func SquareLabel(v *core.Variant, pos *core.Position, sq int) string {
	s := v.Geometry.SquareName(sq)
	if pc := pos.At(sq); pc != core.NoPiece {
		s += ", " + PieceName(v, pc)
	}
	return s
}

// labelName names a piece in a label: its side and type, and the text it
// shows, if any ("black kraken Kr").
func (c *Controller) labelName(pc core.Piece) string {
	s := PieceName(c.Game.Variant(), pc)
	if c.Face != nil {
		if f := c.Face(pc); f != "" {
			s += " " + f
		}
	}
	return s
}

// squareLabel is the accessible name of square sq of pos: "e2, white
// pawn" (with the piece's text, if it shows one).
func (c *Controller) squareLabel(pos *core.Position, sq int) string {
	s := c.Game.Variant().Geometry.SquareName(sq)
	if pc := pos.At(sq); pc != core.NoPiece {
		s += ", " + c.labelName(pc)
	}
	return s
}

// selectionText announces what is picked up and where it can go: "e2,
// white pawn, selected; 2 moves: e3, e4".
func (c *Controller) selectionText() string {
	v := c.Game.Variant()
	pos := c.Game.Pos
	var what string
	if c.drop >= 0 {
		pc := core.MakePiece(c.drop, pos.Side())
		what = PieceName(v, pc) + " in hand"
	} else {
		what = SquareLabel(v, pos, c.selected)
	}
	marks := c.markers(pos)
	var names []string
	n := 0
	for sq := 0; sq < len(marks); sq++ {
		mk := marks[sq]
		if mk == NoMarker || mk == MarkVictim || mk == MarkHop {
			continue
		}
		n++
		if len(names) < maxListed {
			names = append(names, v.Geometry.SquareName(sq)+mk.phrase())
		}
	}
	switch n {
	case 0:
		return what + ", selected; no moves"
	case 1:
		return what + ", selected; 1 move: " + names[0]
	}
	s := what + ", selected; " + itoa(n) + " moves: " + strings.Join(names, ", ")
	if n > len(names) {
		s += ", and " + itoa(n-len(names)) + " more"
	}
	return s
}

// phrase is what a target's marker adds to its name in an announcement.
func (m Marker) phrase() string {
	switch m {
	case MarkCapture:
		return " capture"
	case MarkCapturePromo:
		return " capture and promotion"
	case MarkPromo:
		return " promotion"
	case MarkCastle:
		return " castling"
	}
	return ""
}

// labelPhrase is what a marker adds to a square's accessible name.
func (m Marker) labelPhrase() string {
	switch m {
	case MarkMove:
		return ", legal move"
	case MarkVictim:
		return ", taken on the way"
	case MarkHop:
		return ", jumped over"
	case NoMarker:
		return ""
	}
	return "," + m.phrase()
}

// moveText says what move m of the current position does: "e4: white
// pawn e2-e4", "exd5: white pawn e4xd5, takes black pawn", "P@e5: white
// pawn dropped on e5".
func (c *Controller) moveText(m *core.MoveDetail) string {
	v := c.Game.Variant()
	geo := v.Geometry
	pos := c.Game.Pos
	san := c.Game.SAN(m, c.Game.Legal())
	if m.Piece == core.NoPiece && m.Gate != core.NoPiece {
		// a wall placed instead of a move (wallOrMove)
		return san + ": " + look.SideName(v, pos.Side()) + " places " + PieceName(v, m.Gate) + " on " + geo.SquareName(int(m.GateSq))
	}
	if m.Piece == core.NoPiece {
		return san + ": " + look.SideName(v, pos.Side()) + " passes"
	}
	s := san + ": " + PieceName(v, m.Piece)
	if m.Flags&core.FlagDrop != 0 || m.From < 0 {
		s += " dropped on " + geo.SquareName(int(m.To))
	} else {
		sep := "-"
		for k := 0; k < int(m.NVictims); k++ {
			if m.Victims[k] == m.To {
				sep = "x"
			}
		}
		s += " " + geo.SquareName(int(m.From)) + sep + geo.SquareName(int(m.To))
	}
	var taken []string
	for k := 0; k < int(m.NVictims); k++ {
		if pc := pos.At(int(m.Victims[k])); pc != core.NoPiece && pc.Color() != m.Piece.Color() {
			taken = append(taken, PieceName(v, pc))
		}
	}
	if len(taken) > 0 {
		s += ", takes " + strings.Join(taken, " and ")
	}
	if m.Result != m.Piece && m.Result != core.NoPiece && m.Flags&core.FlagDrop == 0 {
		s += ", becomes " + v.Types[m.Result.Type()].Name
	}
	if m.Flags&core.FlagCastle != 0 {
		s += ", castling"
	}
	return s
}

// afterMoveText is what follows a move's announcement: the game's end, or
// check.
func (c *Controller) afterMoveText() string {
	pos := c.Game.Pos
	if o := pos.Outcome(outcomeList(c.Game.Legal())); o.Over {
		return ". " + OutcomeText(c.Game.Variant(), o)
	}
	if pos.InCheck() {
		return ", check"
	}
	return ""
}

// OutcomeText says how a game ended: "Game over: checkmate, white wins".
func OutcomeText(v *core.Variant, o core.Outcome) string {
	s := "Game over: " + o.Reason
	if o.Draw {
		return s + ", draw"
	}
	return s + ", " + look.SideName(v, o.Winner) + " wins"
}

// sideToMoveText: "white to move".
func (c *Controller) sideToMoveText() string {
	return look.SideName(c.Game.Variant(), c.Shown().Side()) + " to move"
}

// chooserText announces the chooser: "e8: choose one of 4: queen, rook,
// bishop, knight".
func (c *Controller) chooserText() string {
	ch := c.choice
	names := make([]string, len(ch.options))
	for i, o := range ch.options {
		names[i] = c.optionText(o)
	}
	return c.Game.Variant().Geometry.SquareName(ch.anchor) + ": choose one of " + itoa(len(names)) + ": " + strings.Join(names, ", ")
}

// optionText names an option: its piece, and its SAN where pieces alike
// must be told apart ("lion, Lxd4-c3").
func (c *Controller) optionText(o Option) string {
	if isSidePass(&o.Move) {
		if o.Move.Gate != core.NoPiece {
			return o.SAN // a wall placed instead of a move: pass/Xa3
		}
		return "pass"
	}
	s := c.Game.Variant().Types[o.Piece.Type()].Name
	if sameResults(c.choice.options) {
		s += " " + o.SAN
	}
	return s
}

func join(a, b string) string {
	switch {
	case a == "":
		return b
	case b == "":
		return a
	}
	return a + "; " + b
}

func itoa(n int) string { return strconv.Itoa(n) }
