package core

// Attack detection, the heart of the legality test. Single-leg captures
// by leapers and sliders are looked up backwards from the target square:
// one walk per distinct vector finds the first piece and asks a table
// whether its type attacks along that vector at that distance. Pieces
// whose captures are not single-leg (hoppers, multi-leg and initial
// moves) are tested by generating their moves.

const unlimitedRange = 255

type attackRay struct {
	vid     int32   // step table of the reversed vector
	maxDist int     // longest range of any type along this vector
	rng     []uint8 // per type: how far it attacks along the vector (0 = not)
}

type attackTable struct {
	rays    []attackRay
	complex []bool // per type: tested by generating its moves
	any     bool   // some type is complex
}

func (v *Variant) buildAttackTables() {
	g := v.Geometry
	for c := White; c <= Black; c++ {
		at := &v.attack[c]
		at.complex = make([]bool, len(v.Types))
		byVid := map[int32]int{}
		for t := range v.Types {
			tg := &v.graphs[c][t]
			for _, sm := range tg.simple {
				if sm.mode&ModeCapture == 0 {
					continue
				}
				if sm.initial || sm.skipFirst || sm.wrap || sm.vid < 0 {
					at.complex[t] = true
					continue
				}
				rv := int32(g.vector(-int(sm.dx), -int(sm.dy), false))
				k, ok := byVid[rv]
				if !ok {
					at.rays = append(at.rays, attackRay{vid: rv, rng: make([]uint8, len(v.Types))})
					k = len(at.rays) - 1
					byVid[rv] = k
				}
				r := sm.rng
				if r > v.maxRange {
					r = v.maxRange
				}
				if r > unlimitedRange {
					r = unlimitedRange
				}
				ray := &at.rays[k]
				if uint8(r) > ray.rng[t] {
					ray.rng[t] = uint8(r)
				}
				if r > ray.maxDist {
					ray.maxDist = r
				}
			}
			for _, dp := range tg.det {
				for _, md := range dp.modes {
					if md&(ModeCapture|ModeUnload) != 0 {
						at.complex[t] = true
					}
				}
			}
			for _, cp := range tg.paths {
				for _, l := range cp.legs {
					if l.Mode&(ModeCapture|ModeUnload) != 0 {
						at.complex[t] = true
					}
				}
			}
			if at.complex[t] {
				at.any = true
			}
		}
	}
}

// Attacked reports whether a piece of colour by could capture on sq
// (pseudo-legally) in the current position.
func (p *Position) Attacked(sq int, by Color) bool {
	at := &p.v.attack[by]
	steps := p.v.Geometry.steps
	board := p.board
	for i := range at.rays {
		ray := &at.rays[i]
		step := steps[ray.vid]
		s := int16(sq)
		for d := 1; d <= ray.maxDist; d++ {
			s = step[s]
			if s < 0 {
				break
			}
			pc := board[s]
			if pc == NoPiece {
				continue
			}
			if pc.Color() == by && int(ray.rng[pc.Type()]) >= d {
				return true
			}
			break
		}
	}
	if at.any {
		return p.attackedByComplex(sq, by)
	}
	return false
}

func (p *Position) attackedByComplex(sq int, by Color) bool {
	at := &p.v.attack[by]
	for _, from := range p.plist[by] {
		pc := p.board[from]
		if !at.complex[pc.Type()] {
			continue
		}
		p.scratch.Reset()
		p.genPiece(&p.scratch, int(from), true)
		for i := range p.scratch.Moves {
			m := &p.scratch.Moves[i]
			for k := 0; k < int(m.NVictims); k++ {
				if int(m.Victims[k]) == sq {
					return true
				}
			}
		}
	}
	return false
}

// InCheck reports whether a royal piece of the side to move is attacked.
func (p *Position) InCheck() bool {
	opp := p.side.Other()
	for _, r := range p.royals[p.side] {
		if p.royalAttacked(int(r), opp) {
			return true
		}
	}
	return false
}

// royalsSafe reports whether colour c, having just moved, left all its
// royals safe: none attacked, none lost, not facing the enemy royal when
// that is forbidden. A move that took the last enemy royal is safe.
func (p *Position) royalsSafe(c Color) bool {
	opp := c.Other()
	if p.v.hasRoyalStart {
		if len(p.royals[c]) == 0 && p.royalTypesAtStart(c) {
			// a royal may walk into a black hole: legal, and lost
			return p.lastFlags&FlagVanish != 0
		}
		if len(p.royals[opp]) == 0 && p.royalTypesAtStart(opp) {
			return true
		}
	}
	if p.lastFlags&(FlagGoalNow|FlagWinningCapture) != 0 {
		return true
	}
	if p.v.Rules.RoyalsFacing && p.royalsFace() {
		return false
	}
	if p.v.Rules.ChecksForbidden {
		for _, r := range p.royals[opp] {
			if p.royalAttacked(int(r), c) {
				return false
			}
		}
	}
	for _, r := range p.royals[c] {
		if p.royalAttacked(int(r), opp) {
			return false
		}
	}
	return true
}
