package search

import "github.com/chimera-variants/chimera/core"

// mopUp is the bonus for the stronger side's royal on own and the lone
// enemy royal on enemy: the enemy far from the centre, the two close.
func (e *Evaluator) mopUp(own, enemy int) int {
	g := e.v.Geometry
	cf, cr := float64(g.Files-1)/2, float64(g.Ranks-1)/2
	df := float64(e.fileOf[enemy]) - cf
	dr := float64(e.rankOf[0][enemy]) - cr
	edge := max(df, -df, dr, -dr)
	return int(edge*float64(e.w.g[core.EvalMopUpEdge])) + (g.Files+g.Ranks-e.distance(own, enemy))*e.w.g[core.EvalMopUpNear]
}

// closeIn is the bonus of colour c's pieces (not its royals) for their
// nearness to the enemy royal on enemy, in the mop-up: a large army
// (Chu Shogi's) does not mate a fortified royal by driving it to the
// edge and bringing its own royal near; its pieces have to come to it.
func (e *Evaluator) closeIn(p *core.Position, c core.Color, enemy int) int {
	w := e.w.g[core.EvalMopUpPieces]
	if w == 0 {
		return 0
	}
	g := e.v.Geometry
	far := max(g.Files, g.Ranks)
	b := 0
	for _, sq := range p.Pieces(c) {
		if !e.v.CanBeRoyal(p.At(int(sq)).Type()) {
			b += far - e.distance(int(sq), enemy)
		}
	}
	return b * w
}

// hunt is the bonus for chasing the last enemy pieces (of colour o)
// where a bare royal loses: the own royal near them, theirs far from
// their royal's help.
func (e *Evaluator) hunt(p *core.Position, own, enemyRoyal int, o core.Color) int {
	g := e.v.Geometry
	far := max(g.Files, g.Ranks)
	b := 0
	for _, sq := range p.Pieces(o) {
		if int(sq) == enemyRoyal {
			continue
		}
		b += (far-e.distance(own, int(sq)))*e.w.g[core.EvalHuntNear] + e.distance(enemyRoyal, int(sq))*e.w.g[core.EvalHuntApart]
	}
	return b
}
