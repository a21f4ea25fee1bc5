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
