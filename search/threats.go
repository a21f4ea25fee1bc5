package search

import "github.com/chimera-variants/chimera/core"

// The threats term: a piece attacked by an enemy piece worth less is
// likely lost or must move, and so is one attacked and not guarded. The
// sets come from the same bitboard reach as mobility (core.Reach), so a
// hopper's or a multi-leg mover's threats are not seen, as with
// mobility.

// lesserMargin: a victim must be worth this much more than its attacker
// for the attack to be a threat (not a bishop attacking a knight).
const lesserMargin = 50

// sideReach gathers what one side's pieces reach: the enemy pieces they
// attack, and the count of attacks on an enemy piece worth more than its
// attacker.
type sideReach struct {
	attacks core.SquareSet
	lesser  int
}

// lesserVictims counts the pieces in attacks worth more than a type-t
// attacker (never a royal, whose attack is no threat to a guarded
// piece, nor on a royal, which check handles).
func (e *Evaluator) lesserVictims(p *core.Position, t int, attacks core.SquareSet) int {
	if e.v.CanBeRoyal(t) {
		return 0
	}
	n := 0
	for sq := attacks.Next(); sq >= 0; sq = attacks.Next() {
		vt := p.At(sq).Type()
		if !e.v.CanBeRoyal(vt) && e.value[vt] > e.value[t]+lesserMargin {
			n++
		}
	}
	return n
}

// threatBonus is the bonus of side c, whose reach is own: per enemy
// piece attacked by a lesser one, and per enemy piece (not a royal)
// attacked and not guarded (no enemy piece could recapture there, by
// any move: the attack test sees hoppers and multi-leg captures too).
func (e *Evaluator) threatBonus(p *core.Position, c core.Color, own *sideReach) int {
	hanging := 0
	if e.w.g[core.EvalHanging] != 0 {
		attacked := own.attacks
		for sq := attacked.Next(); sq >= 0; sq = attacked.Next() {
			if !e.v.CanBeRoyal(p.At(sq).Type()) && !p.Attacked(sq, c.Other()) {
				hanging++
			}
		}
	}
	return own.lesser*e.w.g[core.EvalThreat] + hanging*e.w.g[core.EvalHanging]
}
