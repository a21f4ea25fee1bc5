package core

// immediateEnd reports whether the game ended with the last move in a way
// that leaves no moves to play (Fairy-Stockfish's "immediate game end",
// which perft also stops at): a goal square or decisive capture, a royal
// gone, an extinct type, the check limit reached.
func (p *Position) immediateEnd() bool {
	v := p.v
	if v.Rules.GoalReply {
		// White's goal waits for Black's reply when Black can reach a goal
		// too; then the game ends with White to move
		if p.lastFlags&FlagWinningCapture != 0 && len(p.undo) > 0 {
			return true
		}
		if p.onGoalSide(Black) || (p.onGoalSide(White) && (p.side == White || !p.canReachGoal())) {
			return true
		}
	} else if v.Rules.Goal != GoalReach {
		if p.lastFlags&FlagWinningCapture != 0 && len(p.undo) > 0 {
			return true
		}
		if p.goalRuleEnds() {
			return true
		}
	} else {
		if p.lastFlags&(FlagGoal|FlagGoalNow|FlagWinningCapture) != 0 && len(p.undo) > 0 {
			return true
		}
		if v.hasGoals && p.onGoal() >= 0 {
			return true
		}
	}
	if v.hasRoyalStart {
		for c := White; c <= Black; c++ {
			if p.royalTypesAtStart(c) && len(p.royals[c]) == 0 {
				return true
			}
		}
	}
	if len(v.Rules.Extinction) > 0 && (p.extinct(White) || p.extinct(Black)) {
		return true
	}
	if v.Rules.BareKing != ValueNone && p.bare(p.side) && !p.bare(p.side.Other()) {
		return true // as Outcome judges it
	}
	if v.Rules.CheckLimit > 0 && p.hasChecks && (p.checks[0] <= 0 || p.checks[1] <= 0) {
		return true
	}
	if v.Rules.Connect.N > 0 && p.connected(p.side.Other()) {
		return true
	}
	if p.passedTwice() || (v.Rules.Bikjang != ValueNone && p.bikjangStands()) {
		return true
	}
	return v.Rules.FullBoardEnds && p.boardFull()
}

// passedTwice reports whether the last two moves were both sides passing:
// that ends the game in a draw (Fairy-Stockfish's rule for variants with
// passing).
func (p *Position) passedTwice() bool {
	n := len(p.undo)
	return (p.v.PassMoves || p.v.PassOnStalemate) && n >= 2 && p.undo[n-1].sidePass && p.undo[n-2].sidePass
}

// bikjangStands reports whether the royals faced each other on an open
// file at the start of the last turn and still do: the side that stood in
// bikjang passed instead of parting them (every other move must part
// them), which ends the game with the bikjang value.
func (p *Position) bikjangStands() bool {
	n := len(p.undo)
	return n > 0 && p.undo[n-1].facing && p.royalsFace()
}

// royalAttacked reports whether the royal on sq could be taken by colour
// by. With explosions a royal next to an enemy royal is safe: taking it
// would blow up the taker's own royal.
func (p *Position) royalAttacked(sq int, by Color) bool {
	if p.v.explosive {
		g := p.v.Geometry
		for _, r := range p.royals[by] {
			if dx, dy := g.FileOf(int(r))-g.FileOf(sq), g.RankOf(int(r))-g.RankOf(sq); dx*dx <= 1 && dy*dy <= 1 {
				return false
			}
		}
	}
	return p.Attacked(sq, by)
}

// royalsFace reports whether two royals of opposite colours stand on one
// file with nothing between them.
func (p *Position) royalsFace() bool {
	g := p.v.Geometry
	for _, a := range p.royals[White] {
		for _, b := range p.royals[Black] {
			fa, fb := g.FileOf(int(a)), g.FileOf(int(b))
			if fa != fb {
				continue
			}
			lo, hi := g.RankOf(int(a)), g.RankOf(int(b))
			if lo > hi {
				lo, hi = hi, lo
			}
			open := true
			for r := lo + 1; r < hi; r++ {
				sq := g.Square(fa, r)
				if !g.Exists[sq] || p.board[sq] != NoPiece {
					open = false
					break
				}
			}
			if open {
				return true
			}
		}
	}
	return false
}

// canReachGoal reports whether the side to move has a move onto a goal
// square that does not leave its royal capturable.
func (p *Position) canReachGoal() bool {
	ml, mark := p.nestedList()
	p.GeneratePseudo(ml)
	found := false
	c := p.side
	for _, m := range ml.Moves {
		if p.Flags(m)&(FlagGoal|FlagGoalNow) == 0 {
			continue
		}
		p.Make(m)
		safe := true
		for _, r := range p.royals[c] {
			if p.royalAttacked(int(r), c.Other()) {
				safe = false
			}
		}
		p.Unmake()
		if safe {
			found = true
			break
		}
	}
	p.doneNested(mark)
	return found
}

// onGoal returns the colour of a piece standing on one of its goal
// squares (a position set up with a king already on the hill), or -1.
func (p *Position) onGoal() int {
	for c := White; c <= Black; c++ {
		if p.onGoalSide(c) {
			return int(c)
		}
	}
	return -1
}

// onGoalSide reports whether a piece of colour c stands on one of its
// goal squares.
func (p *Position) onGoalSide(c Color) bool {
	if !p.v.hasGoals {
		return false
	}
	if p.v.Rules.GoalCount > 1 {
		return p.goalsHeld(c, -1) >= p.v.Rules.GoalCount
	}
	for _, sq := range p.plist[c] {
		pc := p.board[sq]
		if tab := p.v.morph[c][pc.Type()]; tab != nil {
			if k := tab[sq].Kind; k == MorphGoalLegal || k == MorphGoalImmediate {
				return true
			}
		}
	}
	return false
}

// bikjang reports whether the last move, not a pass, left the royals
// facing each other as they did before it: such a move does not part
// them, and is illegal. (A pass is always legal then, check or not, and
// ends the game: bikjangStands.)
func (p *Position) bikjang() bool {
	n := len(p.undo)
	if n == 0 || !p.undo[n-1].facing || p.undo[n-1].sidePass {
		return false
	}
	return p.royalsFace()
}
