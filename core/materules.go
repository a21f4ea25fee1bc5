package core

// Mate rules that depend on who gives the mate (Shatar's): with
// MateLosesBy, a checkmate given only by pieces of those types loses for
// the side that gives it; with MateNeedsCheckBy, a checkmate wins only if
// the unbroken series of checks that led to it holds a check by one of
// those types, and is a draw otherwise. Both change the result of a mate,
// not the moves, so perft is unaffected.

// checkersIn reports whether some piece of colour by that gives check to
// a royal of the other colour has a type in set (in), and whether some
// such checker's type is not in it (out).
func (p *Position) checkersIn(by Color, set []bool) (in, out bool) {
	target := by.Other()
	if len(p.royals[target]) == 0 {
		return false, false
	}
	for _, from := range p.plist[by] {
		t := p.board[from].Type()
		if set[t] && in || !set[t] && out {
			continue // this type's answer is known already
		}
		p.checkScratch.Reset()
		p.genPiece(&p.checkScratch, int(from), true)
		if p.givesCheck(&p.checkScratch, target) {
			if set[t] {
				in = true
			} else {
				out = true
			}
		}
	}
	return in, out
}

// givesCheck reports whether one of the moves removes a royal of colour c.
func (p *Position) givesCheck(ml *MoveList, c Color) bool {
	var buf MoveDetail
	for _, cm := range ml.Moves {
		m := p.view(cm, &buf)
		for k := 0; k < int(m.NVictims); k++ {
			if pc := p.board[m.Victims[k]]; pc != NoPiece && pc.Color() == c && p.v.royal[pc.Type()] {
				return true
			}
		}
	}
	return false
}

// recordMateChecks notes, after a move by colour c, whether it gave check
// by a MateNeedsCheckBy type (for a later mate to look back on).
func (p *Position) recordMateChecks(c Color) {
	u := &p.undo[len(p.undo)-1]
	u.gaveCheck = p.InCheck()
	if u.gaveCheck {
		u.decisiveCheck, _ = p.checkersIn(c, p.v.Rules.MateNeedsCheckBy)
	}
}

// mateOutcome judges a checkmate of the side to move under the mate
// rules; ok is false when they leave the ordinary result.
func (p *Position) mateOutcome() (o Outcome, ok bool) {
	r := &p.v.Rules
	stm := p.side
	mover := stm.Other()
	if r.MateLosesBy != nil {
		if in, out := p.checkersIn(mover, r.MateLosesBy); in && !out {
			return Outcome{Over: true, Winner: stm, Reason: "checkmate by a piece that may not mate"}, true
		}
	}
	if r.MateNeedsCheckBy == nil {
		return Outcome{}, false
	}
	if in, _ := p.checkersIn(mover, r.MateNeedsCheckBy); in {
		return Outcome{}, false
	}
	// the mater's earlier moves, two plies apart, while each gave check
	for i := len(p.undo) - 3; i >= 0 && p.undo[i].gaveCheck; i -= 2 {
		if p.undo[i].decisiveCheck {
			return Outcome{}, false
		}
	}
	return p.drawOutcome("checkmate without a decisive check"), true
}
