package core

// Goal rules: when a piece standing on one of its goal squares ('+' and
// '#' in morph boards) wins. By default reaching the square wins at once;
// GoalSafe and GoalHold make the win depend on what the opponent can do
// about it.

// GoalRule says when a goal square wins.
type GoalRule uint8

const (
	// GoalReach: reaching the goal wins at once.
	GoalReach GoalRule = iota
	// GoalSafe: a piece on its goal wins only while no enemy piece
	// attacks it, judged after every move, for both sides: one that
	// arrives attacked wins later if it survives and the attack goes away
	// (Dobutsu shogi's lion; FSF flagPieceSafe).
	GoalSafe
	// GoalHold: a piece on its goal wins at the start of its side's next
	// turn: the opponent has one move to take it or reach a goal itself
	// (Jeson Mor; FSF flagMove).
	GoalHold
)

// goalRuleEnds reports whether the goal rule ends the game now.
func (p *Position) goalRuleEnds() bool {
	switch p.v.Rules.Goal {
	case GoalSafe:
		return p.onSafeGoal(p.side) || p.onSafeGoal(p.side.Other())
	case GoalHold:
		return p.onGoalSide(p.side)
	}
	return false
}

// goalRuleOutcome is the end of the game by the goal rule, if any.
func (p *Position) goalRuleOutcome() (Outcome, bool) {
	stm := p.side
	switch p.v.Rules.Goal {
	case GoalSafe:
		mine, theirs := p.onSafeGoal(stm), p.onSafeGoal(stm.Other())
		switch {
		case mine && theirs:
			return Outcome{Over: true, Draw: true, Reason: "both hold a goal"}, true
		case mine:
			return Outcome{Over: true, Winner: stm, Reason: "goal square reached"}, true
		case theirs:
			return Outcome{Over: true, Winner: stm.Other(), Reason: "goal square reached"}, true
		}
	case GoalHold:
		if p.onGoalSide(stm) {
			return Outcome{Over: true, Winner: stm, Reason: "goal square held"}, true
		}
	}
	return Outcome{}, false
}

// goalsHeld counts colour c's pieces standing on their goal squares,
// leaving out the one on square except.
func (p *Position) goalsHeld(c Color, except int) int {
	n := 0
	for _, sq := range p.plist[c] {
		if int(sq) == except {
			continue
		}
		if tab := p.v.morph[c][p.board[sq].Type()]; tab != nil {
			if k := tab[sq].Kind; k == MorphGoalLegal || k == MorphGoalImmediate {
				n++
			}
		}
	}
	return n
}

// goalCountMet reports whether move m, bringing piece result onto a goal
// square, leaves its side with GoalCount pieces on their goals (always,
// without GoalCount).
func (p *Position) goalCountMet(m *MoveDetail, result Piece) bool {
	need := p.v.Rules.GoalCount
	if need <= 1 {
		return true
	}
	// the mover leaves its square (which may be a goal) for this one
	return p.goalsHeld(result.Color(), int(m.From))+1 >= need
}

// onSafeGoal reports whether a piece of colour c stands on one of its
// goal squares where no enemy piece attacks it.
func (p *Position) onSafeGoal(c Color) bool {
	if !p.v.hasGoals {
		return false
	}
	for _, sq := range p.plist[c] {
		pc := p.board[sq]
		if tab := p.v.morph[c][pc.Type()]; tab != nil {
			if k := tab[sq].Kind; (k == MorphGoalLegal || k == MorphGoalImmediate) && !p.Attacked(int(sq), c.Other()) {
				return true
			}
		}
	}
	return false
}
