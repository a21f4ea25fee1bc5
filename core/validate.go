package core

import "strconv"

// PositionError says why a position cannot be played from: what is wrong
// and, when one square is to blame, which. Validate returns one; a caller
// that lets a person set up positions can mark the square.
type PositionError struct {
	// Square is the square to blame, -1 when it is the position as a
	// whole (a missing royal, a miscounted hand).
	Square int
	// Msg says what is wrong, in words for the person who set it up.
	Msg string
}

// Error returns Msg.
func (e *PositionError) Error() string { return e.Msg }

// Validate reports why play cannot start from p, or nil. It judges what
// any variant's rules imply, from the variant's data alone, for a
// position made up by hand (a set-up, a FEN):
//
//   - the board is consistent: pieces only on squares of the board, each
//     listed once (no square holds two pieces);
//   - a side that starts with royal pieces has one, on the board or in
//     hand, and no more than it starts with unless some promotion or
//     change of type can make one;
//   - the side that has just moved has left its royals safe, as every
//     legal move must (not attacked, not facing the enemy royal where
//     that is forbidden, not checking where checks are forbidden);
//   - no piece stands where it may never arrive ('!' on its morph board)
//     or where it would have had to promote (a square it could never
//     move from, in its promotion zone: a pawn on the last rank).
//
// Validate expects a position without history, as ParseFEN makes.
func (p *Position) Validate() error {
	if err := p.validateBoard(); err != nil {
		return err
	}
	for _, c := range [2]Color{White, Black} {
		if err := p.validateRoyals(c); err != nil {
			return err
		}
	}
	if err := p.validateSquares(); err != nil {
		return err
	}
	mover := p.side.Other()
	if !p.royalsSafe(mover) {
		msg := mover.String() + " is not to move but is in check"
		if p.v.Rules.RoyalsFacing && p.royalsFace() {
			msg = "the royal pieces face each other on an open file"
		} else if p.v.Rules.ChecksForbidden && p.InCheck() {
			msg = p.side.String() + " is in check, and checks are not allowed in this variant"
		}
		return &PositionError{Square: -1, Msg: msg}
	}
	return nil
}

// validateBoard checks that the board and the piece lists agree.
func (p *Position) validateBoard() error {
	g := p.v.Geometry
	var count [2][]int
	for c := range count {
		count[c] = make([]int, len(p.v.Types))
	}
	royals := [2]int{}
	for sq, pc := range p.board {
		if pc == NoPiece {
			continue
		}
		c, t := pc.Color(), pc.Type()
		if t < 0 || t >= len(p.v.Types) {
			return &PositionError{Square: sq, Msg: "an unknown piece on " + g.SquareName(sq)}
		}
		if !g.Exists[sq] {
			return &PositionError{Square: sq, Msg: "a " + c.String() + " " + p.v.Types[t].Name + " stands on a hole of the board"}
		}
		i := int(p.pidx[sq])
		if i < 0 || i >= len(p.plist[c]) || int(p.plist[c][i]) != sq {
			return &PositionError{Square: sq, Msg: "the piece on " + g.SquareName(sq) + " is not in its side's piece list"}
		}
		count[c][t]++
		if p.v.royal[t] {
			royals[c]++
		}
	}
	for c := White; c <= Black; c++ {
		if len(p.plist[c]) != sumInts(count[c]) {
			return &PositionError{Square: -1, Msg: c.String() + "'s piece list holds " + strconv.Itoa(len(p.plist[c])) + " pieces, the board " + strconv.Itoa(sumInts(count[c])) + ": two pieces on one square?"}
		}
		for t := range count[c] {
			if count[c][t] != p.count[c][t] {
				return &PositionError{Square: -1, Msg: c.String() + " has " + strconv.Itoa(count[c][t]) + " " + p.v.Types[t].Name + " on the board, counted " + strconv.Itoa(p.count[c][t])}
			}
			if p.hand[c][t] < 0 {
				return &PositionError{Square: -1, Msg: c.String() + " holds " + strconv.Itoa(p.hand[c][t]) + " " + p.v.Types[t].Name + " in hand"}
			}
		}
		if len(p.royals[c]) != royals[c] {
			return &PositionError{Square: -1, Msg: c.String() + "'s royal pieces are listed wrongly"}
		}
	}
	return nil
}

// validateRoyals checks colour c's number of royal pieces against the
// start position's.
func (p *Position) validateRoyals(c Color) error {
	start, have, onBoard, made := 0, 0, 0, false
	name := ""
	for t, pt := range p.v.Types {
		if !p.v.royal[t] {
			continue
		}
		if name == "" {
			name = pt.Name
		}
		start += len(pt.Start[c]) + pt.InHand[c]
		have += p.count[c][t] + p.hand[c][t]
		onBoard += p.count[c][t]
		made = made || p.v.canBecome(t)
	}
	switch {
	case start > 0 && have == 0:
		return &PositionError{Square: -1, Msg: c.String() + " has no " + name + " (the royal piece), which this variant needs"}
	case onBoard == 0 && p.royalTypesAtStart(c):
		return &PositionError{Square: -1, Msg: c.String() + " has no " + name + " (the royal piece) on the board"}
	case have > start && !made:
		return &PositionError{Square: -1, Msg: c.String() + " has " + strconv.Itoa(have) + " royal pieces (" + name + "), more than the " + strconv.Itoa(start) + " it starts with"}
	}
	return nil
}

// validateSquares checks that no piece stands where it may not arrive or
// where it would have had to promote.
func (p *Position) validateSquares() error {
	g := p.v.Geometry
	for sq, pc := range p.board {
		if pc == NoPiece {
			continue
		}
		c, t := pc.Color(), pc.Type()
		tab := p.v.morph[c][t]
		if tab == nil {
			continue
		}
		name := "the " + c.String() + " " + p.v.Types[t].Name
		switch cell := tab[sq]; {
		case cell.Kind == MorphForbidden:
			return &PositionError{Square: sq, Msg: name + " may not stand on " + g.SquareName(sq)}
		case p.isDead(pc, int16(sq)) && !p.v.ImmobileDrops &&
			(cell.Kind == MorphChoice || cell.Kind == MorphShogiForced ||
				(cell.Kind == MorphShogi && p.v.Types[t].Promoted >= 0)):
			return &PositionError{Square: sq, Msg: name + " on " + g.SquareName(sq) + " could never move: it must promote there"}
		}
	}
	return nil
}

// canBecome reports whether some rule can turn a piece into type t:
// promotion sets, promoted forms, promotion moves, morph boards, the
// capture matrix or a captured piece's demotion.
func (v *Variant) canBecome(t int) bool {
	for _, set := range v.PromoChoice {
		for _, u := range set {
			if u == t {
				return true
			}
		}
	}
	for u, pt := range v.Types {
		if u == t {
			continue
		}
		if pt.Promoted == t || pt.Demoted == t || (pt.PromoTo == t && len(pt.PromoMoves.Paths) > 0) {
			return true
		}
		for c := White; c <= Black; c++ {
			for _, cell := range v.morph[c][u] {
				if cell.Kind == MorphChange && cell.Type == t {
					return true
				}
			}
		}
	}
	for _, row := range v.CaptureMatrix {
		for _, cell := range row {
			if cell.Kind == CaptureChange && cell.Type == t {
				return true
			}
		}
	}
	return false
}

func sumInts(xs []int) int {
	n := 0
	for _, x := range xs {
		n += x
	}
	return n
}
