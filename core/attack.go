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
	rays []attackRay
	// lineRays: single-leg leaps and slides made only along the lines
	// (linemoves=, the Janggi palace diagonals): the target, the attacker
	// and every square between are line squares.
	lineRays []attackRay
	// det: deterministic multi-leg captures (the Xiangqi horse, lame
	// leapers), looked up backwards from the target.
	det []detAttack
	// hops: single-leg hopper captures (cannons), found by walking back
	// from the target over one screen.
	hops    []hopAttack
	complex []bool // per type: tested by generating its moves
	// progOnly: per type, complex only for its path programs, which are
	// walked looking for the target alone (programAttacks)
	progOnly []bool
	// progReach: per progOnly type, the squares its programs may take on
	// from each square (programreach.go); nil: unknown, always walked
	progReach []*progReach
	// any: some attack is not a plain leap or slide, so moving a piece
	// can create or free an attack (no pin shortcut).
	any        bool
	anyComplex bool
}

type detAttack struct {
	piece  Piece
	dx, dy int   // from the attacker to the target
	back   int32 // step table of (-dx, -dy): from the target to the attacker
	vids   []int32
	modes  []Mode
}

type hopAttack struct {
	piece   Piece
	vid     int32 // reversed step: from the target toward the attacker
	rng     int
	ownOnly bool
	// linesOnly: a line move (linemoves=): the target, the screen, the
	// attacker and every square between are line squares
	linesOnly bool
}

func (v *Variant) buildAttackTables() {
	g := v.Geometry
	reachBudget := progReachBudget
	for c := White; c <= Black; c++ {
		at := &v.attack[c]
		at.complex = make([]bool, len(v.Types))
		at.progOnly = make([]bool, len(v.Types))
		at.progReach = make([]*progReach, len(v.Types))
		byVid := map[int32]int{}
		lineByVid := map[int32]int{}
		addRay := func(rays *[]attackRay, index map[int32]int, t, dx, dy, rng int) {
			rv := int32(g.vector(-dx, -dy, false))
			k, ok := index[rv]
			if !ok {
				*rays = append(*rays, attackRay{vid: rv, rng: make([]uint8, len(v.Types))})
				k = len(*rays) - 1
				index[rv] = k
			}
			r := min(rng, v.maxRange, unlimitedRange)
			ray := &(*rays)[k]
			if uint8(r) > ray.rng[t] {
				ray.rng[t] = uint8(r)
			}
			if r > ray.maxDist {
				ray.maxDist = r
			}
		}
		for t := range v.Types {
			if v.neverCaptures(t) {
				continue // (a petrified king: its captures are all forbidden)
			}
			tg := &v.graphs[c][t]
			leaps := v.captureLeaps(tg, t)
			for _, sm := range tg.simple {
				if sm.mode&ModeCapture == 0 {
					continue
				}
				if sm.initial || sm.skipFirst || sm.wrap || sm.vid < 0 || v.Types[t].FlyRank > 0 || v.Types[t].Burns {
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
				last := len(dp.modes) - 1
				locust := false
				for k, md := range dp.modes {
					if k < last && md&(ModeCapture|ModeDestroy|ModeUnload) != 0 {
						locust = true
					}
				}
				switch {
				case locust && v.detCovered(&dp, leaps):
					// its leaps attack every square it takes on (cover.go)
				case locust:
					at.complex[t] = true
				case dp.modes[last]&ModeCapture != 0 && !dp.initial:
					dx, dy := 0, 0
					for _, vid := range dp.vids {
						x, y := v.vectorOf(vid)
						dx, dy = dx+x, dy+y
					}
					at.det = append(at.det, detAttack{piece: MakePiece(t, c), dx: dx, dy: dy,
						back: int32(g.vector(-dx, -dy, false)), vids: dp.vids, modes: dp.modes})
					at.any = true
				case dp.modes[last]&ModeCapture != 0:
					at.complex[t] = true
				}
			}
			for _, cp := range tg.paths {
				capture := false
				for _, l := range cp.legs {
					if l.Mode&(ModeCapture|ModeUnload) != 0 {
						capture = true
					}
				}
				if !capture {
					continue
				}
				if l := cp.legs[0]; cp.linesOnly && len(cp.legs) == 1 && l.Mode&ModeCapture != 0 &&
					l.Mode&(ModeHop|ModeGrasshop|ModeToggle|ModeUnload|ModeOwnHop|ModeDestroy) == 0 &&
					l.Initial == 0 && !l.Cylinder && !l.SkipFirst && l.Turn == 0 && !l.SameLength && !l.Atom.Universal &&
					!v.Types[t].Burns && v.Types[t].FlyRank == 0 {
					for _, d := range l.dirs {
						x, y := l.Atom.Vector(int(d))
						addRay(&at.lineRays, lineByVid, t, x, y, l.rng)
					}
					at.any = true
					continue
				}
				if l := cp.legs[0]; len(cp.legs) == 1 && l.Mode&ModeHop != 0 && l.Mode&ModeGrasshop == 0 &&
					l.Initial == 0 && !l.Cylinder && !l.SkipFirst && l.Turn == 0 && !l.SameLength && !l.Atom.Universal {
					for _, d := range l.dirs {
						x, y := l.Atom.Vector(int(d))
						at.hops = append(at.hops, hopAttack{piece: MakePiece(t, c),
							vid: int32(g.vector(-x, -y, false)), rng: l.rng, ownOnly: l.Mode&ModeOwnHop != 0,
							linesOnly: cp.linesOnly})
					}
					at.any = true
					continue
				}
				if v.pathCovered(&cp, leaps) {
					continue // its leaps attack every square it takes on (cover.go)
				}
				at.complex[t] = true
			}
			if len(tg.progs) > 0 {
				// a program's captures are found by walking it; every
				// square it takes on counts as attacked
				at.progOnly[t] = !at.complex[t]
				at.complex[t] = true
				if at.progOnly[t] {
					at.progReach[t] = v.compileProgReach(tg, &reachBudget)
				}
			}
			if at.complex[t] {
				at.any = true
				at.anyComplex = true
			}
		}
	}
}

// Attacked reports whether a piece of colour by could capture on sq
// (pseudo-legally) in the current position.
func (p *Position) Attacked(sq int, by Color) bool {
	if p.useBB && p.v.bbAttack[by].ok {
		return p.attackedBB(sq, by)
	}
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
	if lines := p.v.Lines; len(at.lineRays) > 0 && lines != nil && lines[sq] {
		for i := range at.lineRays {
			ray := &at.lineRays[i]
			step := steps[ray.vid]
			s := int16(sq)
			for d := 1; d <= ray.maxDist; d++ {
				if s = step[s]; s < 0 || !lines[s] {
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
	}
	for i := range at.det {
		if p.detAttacks(&at.det[i], sq) {
			return true
		}
	}
	for i := range at.hops {
		if p.hopAttacker(&at.hops[i], sq, steps) >= 0 {
			return true
		}
	}
	if at.anyComplex {
		return p.attackedByComplex(sq, by)
	}
	return false
}

// detAttacks looks backwards for a deterministic multi-leg capture of sq:
// the attacker must stand at sq minus the path's displacement and every
// relay square must be as the path needs it.
func (p *Position) detAttacks(da *detAttack, sq int) bool {
	steps := p.v.Geometry.steps
	a := steps[da.back][sq]
	if a < 0 || p.board[a] != da.piece {
		return false
	}
	s := a
	last := len(da.vids) - 1
	for k, vid := range da.vids {
		s = steps[vid][s]
		if s < 0 {
			return false
		}
		if k == last {
			return int(s) == sq
		}
		occ := p.board[s]
		mode := da.modes[k]
		switch {
		case mode&ModeMove != 0 && mode&ModeHop != 0:
		case occ == NoPiece:
			if mode&ModeMove == 0 {
				return false
			}
		case mode&ModeHop != 0:
			if p.hopBanned(da.piece, occ) {
				return false
			}
		default:
			return false
		}
	}
	return false
}

// hopAttacker walks back from sq over one screen to find a hopper that
// captures there: its square, or -1.
func (p *Position) hopAttacker(ha *hopAttack, sq int, steps [][]int16) int {
	step := steps[ha.vid]
	s := int16(sq)
	lines := p.v.Lines
	if ha.linesOnly && (lines == nil || !lines[sq]) {
		return -1
	}
	var screen Piece
	for d := 1; d <= ha.rng; d++ {
		if s = step[s]; s < 0 || (ha.linesOnly && !lines[s]) {
			return -1
		}
		pc := p.board[s]
		if pc == NoPiece {
			continue
		}
		if screen == NoPiece {
			if ha.ownOnly && pc.Color() != ha.piece.Color() {
				return -1
			}
			screen = pc
			continue
		}
		if pc == ha.piece && !p.hopBanned(ha.piece, screen) {
			return int(s)
		}
		return -1
	}
	return -1
}

func (p *Position) attackedByComplex(sq int, by Color) bool {
	at := &p.v.attack[by]
	for _, from := range p.plist[by] {
		pc := p.board[from]
		if pc == NoPiece || !at.complex[pc.Type()] {
			// (NoPiece: a program's [s] test lifts its piece off the board)
			continue
		}
		// only the general paths need generating; leaps, slides, hops
		// and deterministic paths were looked up already
		if r := at.progReach[pc.Type()]; r != nil && !r.has(int(from), sq) {
			continue // its programs never take on sq from there
		}
		p.scratch.Reset()
		mark := len(p.store)
		if standIn := p.board[sq] == NoPiece && len(p.v.graphs[by][pc.Type()].progs) > 0; standIn {
			// a program takes only pieces ([x] on an empty square fails):
			// an empty square is attacked if a piece put there would be
			// taken, so a stand-in enemy stands there while it is walked
			p.poke(sq, MakePiece(0, by.Other()))
			hit := false
			if at.progOnly[pc.Type()] {
				hit = p.programAttacks(int(from), sq)
			} else {
				p.genPiece(&p.scratch, int(from), true)
			}
			p.poke(sq, NoPiece)
			if hit {
				p.store = p.store[:mark]
				return true
			}
		} else if at.progOnly[pc.Type()] {
			if p.programAttacks(int(from), sq) {
				return true
			}
			continue
		} else {
			p.genPiece(&p.scratch, int(from), true)
		}
		hit := false
		for _, m := range p.scratch.Moves {
			if d := p.detail(m); d != nil {
				for k := 0; k < int(d.NVictims); k++ {
					hit = hit || int(d.Victims[k]) == sq
				}
			} else {
				hit = hit || (m.IsCapture() && int(m.To()) == sq)
			}
		}
		p.store = p.store[:mark] // the scratch moves are done with
		if hit {
			return true
		}
	}
	return false
}

// InCheck reports whether a royal piece of the side to move is attacked.
func (p *Position) InCheck() bool {
	opp := p.side.Other()
	if p.v.extinctionRoyalType != nil && p.countRoyalInCheck(p.side) {
		return true
	}
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
	if p.v.extinctionRoyalType != nil && !p.countRoyalsSafe(c) {
		return false
	}
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
	if p.v.Rules.Bikjang != ValueNone {
		if n := len(p.undo); n > 0 && p.undo[n-1].sidePass && p.undo[n-1].facing {
			return true // passing in bikjang is always allowed, even in check
		}
		if p.bikjang() {
			return false // facing royals must be parted at once
		}
	}
	if p.v.Rules.ChecksForbidden || p.lastFlags&FlagQuietPromotion != 0 {
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
