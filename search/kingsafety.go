package search

import "github.com/chimera-variants/chimera/core"

// kingDanger is the middle-game bonus for attackers pieces reaching
// the squares around the enemy royal with units king-attack units (in
// sixteenths; see attackValue).
func (e *Evaluator) kingDanger(units, attackers int) int {
	if attackers < 2 {
		return 0
	}
	u := min(units, 16*maxAttackUnits)
	return u * u * e.w.g[core.EvalKingAttack] / (256 * 100)
}

// royalSafety counts the royal's own pieces next to it and the enemy
// pieces (not pawns) close to it; in drop games, the enemy's pieces in
// hand threaten a royal with little shelter. The middle-game part is s;
// worth, the enemy pieces close by their value, counts in both phases:
// a Lion or a Free King beside a royal mates in an ending too.
func (e *Evaluator) royalSafety(p *core.Position, sq int, c core.Color) (s, worth int) {
	shelter := 0
	for _, to := range e.ring[sq] {
		if pc := p.At(int(to)); pc != core.NoPiece && pc.Color() == c {
			shelter++
		}
	}
	most := e.w.g[core.EvalShelterMax]
	if shelter > most {
		shelter = most
	}
	s += shelter * e.w.g[core.EvalShelter]
	attacker, perMille := e.w.g[core.EvalAttacker], e.w.g[core.EvalAttackerWorth]
	for _, to := range e.near[sq] {
		if pc := p.At(int(to)); pc != core.NoPiece && pc.Color() != c && !e.promotes[pc.Type()] {
			s -= attacker
			worth -= e.value[pc.Type()] * perMille
		}
	}
	worth /= 1000
	if ha := e.w.g[core.EvalHandAttack]; ha != 0 && most > 0 && e.drops {
		o, inHand := c.Other(), 0
		for t := range e.value {
			inHand += p.Hand(o, t)
		}
		s -= ha * min(inHand, maxHandAttackers) * (most - shelter) / most
	}
	return s + worth, worth
}

// safeDropChecks counts the types side c holds in hand that could be
// dropped to check the royal on sq from a square the royal's side does
// not guard: a check that must be answered by moving the royal or by a
// block, the start of the mating attacks of drop games.
func (e *Evaluator) safeDropChecks(p *core.Position, c core.Color, sq int) int {
	n := 0
	for t := range e.value {
		if p.Hand(c, t) == 0 {
			continue
		}
		squares := p.CheckSquares(sq, c, t)
		for s := squares.Next(); s >= 0; s = squares.Next() {
			if !p.Attacked(s, c.Other()) {
				n++
				break
			}
		}
	}
	return n
}
