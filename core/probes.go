package core

// Probes for a search: they let it test legality only for the moves it
// actually tries (after a cutoff the rest of a list never needs the
// test), and see game ends without generating moves.

// TryMove makes a pseudo-legal move of the side to move when it is legal
// (the test GenerateLegal applies) and reports whether it did; after
// true the caller takes the move back with Unmake. inCheck tells whether
// the side to move is in check (a royal's initial moves are not allowed
// out of check).
func (p *Position) TryMove(cm Move, inCheck bool) bool {
	if !cm.HasDetail() && !(cm.IsDrop() && p.v.dropLimited) && !p.v.CheckedRoyalStays && p.v.MustDropTypes == nil &&
		!p.v.MustCapture {
		// the common case: none of the tests below applies to the move
		c := p.side
		p.makePlain(cm)
		if !p.royalsSafe(c) {
			p.Unmake()
			return false
		}
		return true
	}
	var buf MoveDetail
	m := p.view(cm, &buf)
	if inCheck && m.Flags&FlagInitial != 0 && m.Piece != NoPiece && p.isRoyalPiece(m.Piece) {
		return false
	}
	if m.Flags&FlagDrop != 0 && p.v.dropLimited && p.dropForbidden(m) {
		return false
	}
	if p.v.CheckedRoyalStays && inCheck && p.royalMayNotLeave(m) {
		return false
	}
	if p.v.MustDropTypes != nil && p.forcedDropForbids(m) {
		return false
	}
	if p.v.MustCapture && p.captureForbidsQuiet(m) {
		return false
	}
	if m.Gate != NoPiece && !p.legalUngated(m) {
		return false
	}
	c := p.side
	p.Make(cm)
	if !p.royalsSafe(c) {
		p.Unmake()
		return false
	}
	return true
}

// EndedByRule reports whether the last move ended the game in a way that
// leaves no moves to play (a goal, a decisive capture, a royal lost, an
// extinct type, the check limit): the positions for which GenerateLegal
// answers with no moves although pieces could move.
func (p *Position) EndedByRule() bool { return p.v.immediate && p.immediateEnd() }

// Repetitions reports how often the current position has occurred since
// the last irreversible move (this time included), and the colour that
// loses the repetition by the variant's rules: the side that gave check
// with every one of its moves since the position last stood there
// (PerpetualCheckLoses), else the side that chased perpetually
// (PerpetualChaseLoses); -1 when the repetition is the variant's plain
// one. A search scores a repetition inside its tree with it; Outcome
// judges the game's n-fold rule.
func (p *Position) Repetitions() (n, offender int) {
	n, offender, _ = p.repetitions(2)
	return n, offender
}
