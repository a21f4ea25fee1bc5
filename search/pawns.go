package search

import "github.com/chimera-variants/chimera/core"

// pawnStructure scores colour c's promoting pieces by files: doubled and
// isolated ones lose, passed ones (no enemy promoting piece ahead on
// their file or the files beside) gain with their advance, mostly late.
//
// A passed one gains too when the enemy royal is far from its promotion
// square and the own royal near; when the enemy has nothing but royals
// and promoting pieces, a passed one whose promotion square the enemy
// royal cannot reach in time (the rule of the square) is nearly a new
// piece.
func (e *Evaluator) pawnStructure(p *core.Position, c core.Color, bareEnemy bool, pawns *[2][maxFiles]uint8, front, rear *[2][maxFiles]int8) (mg, eg int) {
	opp := c.Other()
	own, enemy := -1, -1
	if r := p.Royals(c); len(r) == 1 {
		own = int(r[0])
	}
	if r := p.Royals(opp); len(r) == 1 {
		enemy = int(r[0])
	}
	g := e.v.Geometry
	files := e.v.Geometry.Files
	doubled, isolated, perRank := e.w.g[core.EvalDoubled], e.w.g[core.EvalIsolated], e.w.g[core.EvalPassed]
	ranks := int8(e.v.Geometry.Ranks)
	for f := 0; f < files; f++ {
		n := int(pawns[c][f])
		if n == 0 {
			continue
		}
		if n > 1 {
			mg -= doubled * (n - 1)
			eg -= doubled * (n - 1)
		}
		left := f > 0 && pawns[c][f-1] > 0
		right := f+1 < files && pawns[c][f+1] > 0
		if !left && !right {
			mg -= isolated * n
			eg -= isolated * n
		}
		// passed: every enemy promoting piece on f-1..f+1 stands behind
		// (in c's view: its own-view rank r' means c-view rank ranks-1-r')
		r := front[c][f]
		passed := true
		for g := f - 1; g <= f+1 && passed; g++ {
			if g < 0 || g >= files || pawns[opp][g] == 0 {
				continue
			}
			// the enemy's most advanced piece from its side is its
			// furthest toward c's back rank: c-view rank ranks-1-front
			if ranks-1-rear[opp][g] > r {
				passed = false
			}
		}
		if passed {
			eg += int(float64(perRank*int(r)*int(r)/2) * e.passScale)
			mg += int(float64(perRank*int(r)/2) * e.passScale)
			if enemy >= 0 && own >= 0 {
				promo := g.Square(f, int(ranks)-1)
				if c == core.Black {
					promo = g.Square(f, 0)
				}
				dEnemy, dOwn := e.distance(enemy, promo), e.distance(own, promo)
				eg += int(float64((4*dEnemy-2*dOwn)*int(r)/2) * e.passScale)
				togo := int(ranks) - 1 - int(r)
				if p.Side() == opp {
					dEnemy--
				}
				if bareEnemy && dEnemy > togo {
					eg += int(float64(e.w.g[core.EvalUnstoppable]) * e.passScale)
				}
			}
		}
	}
	return mg, eg
}
