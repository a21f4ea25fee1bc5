package main

// This file writes and reads moves in coordinates, as UCI, USI and UCCI
// send them (a dialect's squares and drop sign).

import (
	"strings"

	"github.com/chimera-variants/chimera/core"
)

// uciPlain writes a move the way UCI GUIs and engines for variants do:
// from and to squares, a promotion ID in lower case (a shogi-style
// promotion to the promoted= form a bare +, as Fairy-Stockfish writes
// it), drops as ID@square, a pass as 0000, Seirawan gating /h (plus the
// square when it is not the from square), a relocated capture @square.
// Captured pieces are not written: en passant's victim, like any victim
// the from and to squares imply, goes without saying.
func uciPlain(v *core.Variant, m *core.MoveDetail) string {
	return uciText(v, m, false)
}

// uciMove writes a move with its side-effect victims after commas
// (e5f6,e5; Lion double captures, igui, hit and run; en passant c4b3,b4
// as Chimera once wrote it): the form in which every legal move has its
// own string. uciMoveIn writes it only where the plain form is ambiguous;
// findUCIMove reads both.
func uciMove(v *core.Variant, m *core.MoveDetail) string {
	return uciText(v, m, true)
}

func uciText(v *core.Variant, m *core.MoveDetail, victims bool) string {
	return coordText(uciCoords, v, m, victims)
}

// coords is how a coordinate protocol writes a move: UCI's a1 squares
// and P@e4 drops, USI's 9i squares and P*5e drops.
type coords struct {
	square func(g *core.Geometry, sq int) string
	drop   string // between a dropped piece and its square
	// demote: a change back to the unpromoted form is written "-" (USI,
	// Kyoto shogi), not as the lower-case ID
	demote bool
}

var uciCoords = &coords{square: (*core.Geometry).SquareName, drop: "@"}

func coordText(d *coords, v *core.Variant, m *core.MoveDetail, victims bool) string {
	g := v.Geometry
	switch {
	case m.From < 0 && m.Flags&core.FlagPass != 0 && m.Gate != core.NoPiece:
		// a wall placed instead of a move (wallOrMove): one string per square
		return "0000/" + strings.ToLower(v.Types[m.Gate.Type()].ID) + d.square(g, int(m.GateSq))
	case m.From < 0 && m.Flags&core.FlagPass != 0:
		return "0000"
	case m.Flags&core.FlagDrop != 0:
		// the face it is dropped as (Kyoto shogi: either)
		return v.Types[m.Result.Type()].ID + d.drop + d.square(g, int(m.To))
	}
	s := d.square(g, int(m.From)) + d.square(g, int(m.To))
	if m.Result != m.Piece && v.Types[m.Result.Type()].ID != v.Types[m.Piece.Type()].ID {
		// (a change that keeps the ID, like Xiangqi's soldier crossing the river, is not written)
		switch {
		case v.Types[m.Piece.Type()].Promoted == m.Result.Type():
			s += "+" // a shogi-style promotion, written as Fairy-Stockfish does
		case d.demote && v.Types[m.Result.Type()].Promoted == m.Piece.Type():
			s += "-"
		default:
			s += strings.ToLower(v.Types[m.Result.Type()].ID)
		}
	}
	if m.Gate != core.NoPiece {
		s += "/" + strings.ToLower(v.Types[m.Gate.Type()].ID)
		if m.GateSq != m.From {
			s += d.square(g, int(m.GateSq))
		}
	}
	if victims {
		for i := 0; i < int(m.NVictims); i++ {
			if m.Victims[i] != m.To {
				s += "," + d.square(g, int(m.Victims[i]))
			}
		}
	}
	if m.Flags&core.FlagUnload != 0 {
		s += "@" + d.square(g, int(m.UnloadSq))
	}
	return s
}

// uciMoveIn writes m, one of the legal moves, for UCI: the plain form,
// unless another legal move has the same one (a Lion's double capture
// and its leap to the same square); then the form with its victims.
func uciMoveIn(v *core.Variant, legal []core.MoveDetail, m *core.MoveDetail) string {
	return coordMoveIn(uciCoords, v, legal, m)
}

// coordMoveIn is uciMoveIn in the coordinates d.
func coordMoveIn(d *coords, v *core.Variant, legal []core.MoveDetail, m *core.MoveDetail) string {
	plain := coordText(d, v, m, false)
	for i := range legal {
		o := &legal[i]
		if o.From == m.From && o.To == m.To && !o.Same(m) && coordText(d, v, o, false) == plain {
			return coordText(d, v, m, true)
		}
	}
	return plain
}

// uciLine writes a line of moves from p (a principal variation) for UCI,
// each move in the position it is played in; p is not changed.
func uciLine(p *core.Position, line []core.MoveDetail) []string {
	return coordLine(uciCoords, p, line)
}

// coordLine is uciLine in the coordinates d.
func coordLine(d *coords, p *core.Position, line []core.MoveDetail) []string {
	q := p.Copy()
	out := make([]string, 0, len(line))
	for i := range line {
		m := line[i]
		out = append(out, coordMoveIn(d, q.Variant(), legalMoves(q), &m))
		q.MakeDetail(&m)
	}
	return out
}

// findUCIMove finds the legal move written s: in the form with victims
// (every move has its own), or plain when that names one legal move.
// Only moves from the square s starts with are written out.
func findUCIMove(v *core.Variant, legal []core.MoveDetail, s string) (core.MoveDetail, bool) {
	return findCoordMove(uciCoords, v, legal, s)
}

// findCoordMove is findUCIMove in the coordinates d.
func findCoordMove(d *coords, v *core.Variant, legal []core.MoveDetail, s string) (core.MoveDetail, bool) {
	g := v.Geometry
	found, plain := -1, 0
	for i := range legal {
		m := &legal[i]
		if m.From >= 0 && m.Flags&core.FlagDrop == 0 && !strings.HasPrefix(s, d.square(g, int(m.From))) {
			continue
		}
		if coordText(d, v, m, true) == s {
			return *m, true
		}
		if coordText(d, v, m, false) == s {
			found, plain = i, plain+1
		}
	}
	if plain == 1 {
		return legal[found], true
	}
	return core.MoveDetail{}, false
}
