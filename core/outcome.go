package core

// Outcome judges whether the game has ended in the current position,
// given the legal moves of the side to move (pass nil to have them
// generated). Repetition needs the game history and is judged by Game.
func (p *Position) Outcome(legal []Move) Outcome {
	v := p.v
	r := &v.Rules
	stm := p.side
	mover := stm.Other() // the side that just moved
	if n := len(p.undo); n > 0 {
		last := p.lastFlags
		switch {
		case last&(FlagGoal|FlagGoalNow) != 0 && !r.GoalReply && r.Goal == GoalReach:
			return Outcome{Over: true, Winner: mover, Reason: "goal square reached"}
		case last&FlagWinningCapture != 0:
			return Outcome{Over: true, Winner: mover, Reason: "decisive capture"}
		}
	}
	if v.Rules.GoalReply {
		w, b := p.onGoalSide(White), p.onGoalSide(Black)
		switch {
		case w && b:
			return Outcome{Over: true, Draw: true, Reason: "both reached the goal"}
		case b:
			return Outcome{Over: true, Winner: Black, Reason: "goal square reached"}
		case w && (stm == White || !p.canReachGoal()):
			return Outcome{Over: true, Winner: White, Reason: "goal square reached"}
		}
	} else if r.Goal != GoalReach {
		if o, ok := p.goalRuleOutcome(); ok {
			return o
		}
	} else if v.hasGoals {
		if c := p.onGoal(); c >= 0 {
			return Outcome{Over: true, Winner: Color(c), Reason: "goal square reached"}
		}
	}
	// a side whose royal was captured or exploded has lost
	for _, c := range [2]Color{stm, mover} {
		if p.royalTypesAtStart(c) && len(p.royals[c]) == 0 {
			return Outcome{Over: true, Winner: c.Other(), Reason: "royal piece captured"}
		}
	}
	if len(r.Extinction) > 0 {
		// the opponent's extinction is judged before the mover's own
		for _, c := range [2]Color{stm, mover} {
			if p.extinct(c) {
				return valueOutcome(c, r.ExtinctionValue, "extinction")
			}
		}
	}
	if r.CheckLimit > 0 && p.hasChecks {
		for _, c := range [2]Color{mover, stm} {
			if p.checks[c] <= 0 {
				return Outcome{Over: true, Winner: c, Reason: "check limit reached"}
			}
		}
	}
	if r.BareKing != ValueNone {
		if p.bare(stm) && !p.bare(mover) {
			return valueOutcome(stm, r.BareKing, "bare king")
		}
	}
	if r.Connect.N > 0 && p.connected(mover) {
		return valueOutcome(mover, r.Connect.Value, "line completed")
	}
	if p.passedTwice() {
		return p.drawOutcome("both sides passed")
	}
	if r.FullBoardEnds && p.boardFull() {
		return p.drawOutcome("board full")
	}
	if r.Bikjang != ValueNone && p.bikjangStands() {
		return valueOutcome(stm, r.Bikjang, "bikjang")
	}
	if legal == nil {
		var ml MoveList
		p.GenerateLegal(&ml)
		legal = ml.Moves
	}
	if len(legal) == 0 {
		if r.Bikjang != ValueNone && p.royalsFace() {
			return valueOutcome(stm, r.Bikjang, "bikjang")
		}
		if p.InCheck() {
			if p.matedByLosingDrop() {
				return Outcome{Over: true, Winner: stm, Reason: "mate by a forbidden drop"}
			}
			if o, ok := p.mateOutcome(); ok {
				return o
			}
			return valueOutcome(stm, r.Checkmate, "checkmate")
		}
		return p.stalemateOutcome(stm)
	}
	if r.Repetition > 0 {
		if n, offender, chase := p.repetitions(r.Repetition); n >= r.Repetition {
			if offender >= 0 {
				reason := "perpetual check"
				if chase {
					reason = "perpetual chase"
				}
				return Outcome{Over: true, Winner: Color(offender).Other(), Reason: reason}
			}
			if r.RepetitionValue == ValueDraw {
				return p.drawOutcome("repetition")
			}
			return valueOutcome(stm, r.RepetitionValue, "repetition")
		}
	}
	if r.MoveRule > 0 && p.halfmove >= r.MoveRule {
		return p.drawOutcome("move rule")
	}
	return Outcome{}
}

func valueOutcome(c Color, v Value, reason string) Outcome {
	switch v {
	case ValueWin:
		return Outcome{Over: true, Winner: c, Reason: reason}
	case ValueLoss:
		return Outcome{Over: true, Winner: c.Other(), Reason: reason}
	case ValueDraw:
		return Outcome{Over: true, Draw: true, Reason: reason}
	}
	return Outcome{}
}

// extinct reports whether colour c is down to ExtinctionCount (usually
// 0) pieces, on the board and in hand, of one of the extinction types it
// started with ("*" = all its pieces together).
func (p *Position) extinct(c Color) bool {
	n, opp := p.v.Rules.ExtinctionCount, p.v.Rules.ExtinctionOpponentCount
	if p.v.Rules.ExtinctionClaim && c == p.side {
		opp++
	}
	for _, t := range p.v.Rules.Extinction {
		if t < 0 {
			if len(p.plist[c])+p.handCount(c) <= n &&
				len(p.plist[c.Other()])+p.handCount(c.Other()) >= opp {
				return true
			}
			continue
		}
		if p.groupCount(c, t, true) <= n && len(p.v.Types[t].Start[c]) > 0 &&
			p.groupCount(c.Other(), t, true) >= opp {
			return true
		}
	}
	return false
}

// bare reports whether colour c has nothing but royal pieces.
func (p *Position) bare(c Color) bool {
	return len(p.plist[c]) == len(p.royals[c]) && len(p.royals[c]) > 0
}

// royalTypesAtStart reports whether colour c has a royal type with start
// squares (so that having none on the board means it was taken).
func (p *Position) royalTypesAtStart(c Color) bool { return p.v.royalAtStart[c] }

// compileRoyalAtStart records, per colour, whether some royal type has
// start squares (royalTypesAtStart asks at every legality test).
func (v *Variant) compileRoyalAtStart() {
	for c := White; c <= Black; c++ {
		v.royalAtStart[c] = false
		for t, pt := range v.Types {
			if v.royal[t] && len(pt.Start[c]) > 0 {
				v.royalAtStart[c] = true
			}
		}
	}
}

// repetitions counts how often the current position has occurred (this
// time included) since the last capture or pawn move, and reports the
// colour whose perpetual check (with PerpetualCheckLoses: it gave check
// with every one of its moves in the repeated stretch) or, failing that,
// perpetual chase (with PerpetualChaseLoses; chase is then true) loses
// the repetition: -1 when neither or both sides did. The stretch runs
// from the move that made the occurrence the count reaches need with (2:
// the last one before this; the n-fold rule's n: the earliest of those
// it counts), as Fairy-Stockfish judges it.
func (p *Position) repetitions(need int) (int, int, bool) {
	n := 1
	// undo[i].hash is the position before move i; positions with the same
	// side to move are two plies apart
	first := len(p.undo) - p.halfmove
	if first < 0 {
		first = 0
	}
	last := -1
	for i := len(p.undo) - 1; i >= first; i-- {
		u := &p.undo[i]
		if (len(p.undo)-i)%2 == 0 && u.hash == p.hash {
			n++
			if n <= need || last < 0 {
				last = i
			}
		}
	}
	if n < 2 || last < 0 {
		return n, -1, false
	}
	// the stretch also holds the move that made the first of those
	// occurrences (by the side that moved last), as Fairy-Stockfish's
	// does: a side whose moves all checked (or chased) since the
	// position first stood there must have done so with that move too
	if last > 0 {
		last--
	}
	// perpetual check: judged over the stretch
	if p.v.Rules.PerpetualCheckLoses {
		checking := [2]bool{true, true}
		for i := len(p.undo) - 1; i >= last; i-- {
			if !p.undo[i].gaveCheck {
				checking[p.undo[i].side] = false
			}
		}
		switch {
		case checking[White] && !checking[Black]:
			return n, int(White), false
		case checking[Black] && !checking[White]:
			return n, int(Black), false
		case checking[White] && checking[Black]:
			return n, -1, false
		}
	}
	if p.v.Rules.PerpetualChaseLoses {
		if c := p.chaser(last); c >= 0 {
			return n, c, true
		}
	}
	return n, -1, false
}
