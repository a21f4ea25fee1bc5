package core

// GeneratePseudo appends the side to move's pseudo-legal moves: every
// move its pieces' XBetza allows, without testing whether a royal is
// left capturable.
func (p *Position) GeneratePseudo(ml *MoveList) {
	c := p.side
	start := len(ml.Moves)
	if p.v.MustDrop && p.handCount(c) > 0 {
		p.genDrops(ml)
		return
	}
	pieces := p.plist[c]
	if p.v.AntiTrade.active() {
		// the anti-trade test makes captures on the board while moves are
		// generated, and make and unmake reorder the piece list: walk a
		// snapshot of it, or a piece is generated twice and another never
		var buf [128]int16
		pieces = append(buf[:0], pieces...)
	}
	for _, sq := range pieces {
		p.genPiece(ml, int(sq), false)
	}
	p.genDrops(ml)
	if p.v.PassMoves {
		// passing the turn (Janggi): a move that changes nothing
		ml.Moves = append(ml.Moves, Move{From: -1, To: -1, Flags: FlagPass, PartnerFrom: -1, UnloadSq: -1})
	}
	if p.v.WallPlacing != WallNone {
		p.addWalls(ml, start)
	}
}

// handCount is the number of pieces colour c holds.
func (p *Position) handCount(c Color) int {
	n := 0
	for _, k := range p.hand[c] {
		n += k
	}
	return n
}

// GeneratePieceMoves appends the pseudo-legal moves of the piece on sq
// (whatever its colour).
func (p *Position) GeneratePieceMoves(ml *MoveList, sq int) {
	if p.board[sq] != NoPiece {
		p.genPiece(ml, sq, false)
	}
}

func (p *Position) genPiece(ml *MoveList, sq int, attacksOnly bool) {
	pc := p.board[sq]
	c := pc.Color()
	tg := &p.v.graphs[c][pc.Type()]
	start := len(ml.Moves)
	if p.useBB && tg.bbGen {
		// (a morph board alone: genPlainBB passes its squares to emit)
		p.genPlainBB(ml, sq, pc, tg)
		for i := 0; i < len(tg.simple) && !tg.bbAll; i++ {
			switch sm := &tg.simple[i]; {
			case sm.bb:
			case sm.plain && !tg.effects:
				p.genPlain(ml, sq, pc, sm)
			default:
				p.genSimple(ml, sq, pc, sm)
			}
		}
	} else if tg.effects {
		p.genSimpleEffects(ml, sq, pc, tg.simple)
	} else {
		for i := range tg.simple {
			if sm := &tg.simple[i]; sm.plain {
				p.genPlain(ml, sq, pc, sm)
			} else {
				p.genSimple(ml, sq, pc, sm)
			}
		}
	}
	for i := range tg.det {
		p.genDet(ml, sq, pc, &tg.det[i])
	}
	if len(tg.paths) > 0 {
		w := walker{p: p, ml: ml, origin: int16(sq), piece: pc, c: c}
		for i := range tg.paths {
			if tg.paths[i].bbHop != nil && p.useBB {
				p.genHopBB(ml, sq, pc, &tg.paths[i])
				continue
			}
			w.path = &tg.paths[i]
			w.m = Move{From: int16(sq), Piece: pc, PartnerFrom: -1, UnloadSq: -1}
			if w.path.exempt {
				w.m.Flags |= FlagExempt
			}
			if w.path.legs[0].Initial > 0 {
				w.m.Flags |= FlagInitial
			}
			w.leg(0, int16(sq), 0, 0, false, 0, 0)
		}
	}
	if !attacksOnly && len(tg.castle) > 0 {
		p.genCastling(ml, sq, pc, tg)
	}
	if !attacksOnly && len(tg.promo) > 0 {
		p.genPromoMoves(ml, sq, pc, tg)
	}
	if tg.dedup && !attacksOnly {
		// (an attack test only looks for a victim: repeats do no harm)
		dedupMoves(ml, start)
	}
	if p.v.Gating && !attacksOnly && p.virgin[sq] && p.inFirstRanks(sq, c, 1) && p.handCount(c) > 0 {
		p.addGatings(ml, start)
	}
}

// addGatings adds, for each move in ml.Moves[start:], the variants that
// leave a hand piece on the vacated start square (for castling: on the
// king's or on the partner's square).
func (p *Position) addGatings(ml *MoveList, start int) {
	c := p.side
	end := len(ml.Moves)
	for i := start; i < end; i++ {
		for t, n := range p.hand[c] {
			if n <= 0 {
				continue
			}
			gates := [2]int16{ml.Moves[i].From, -1}
			if ml.Moves[i].Flags&FlagCastle != 0 {
				gates[1] = ml.Moves[i].PartnerFrom
			}
			for _, g := range gates {
				m := ml.Moves[i]
				if g < 0 || g == m.To || (m.Flags&FlagCastle != 0 && g == m.PartnerTo) {
					continue
				}
				if tab := p.v.morph[c][t]; tab != nil && tab[g].Kind == MorphForbidden {
					continue // not where the type may not be dropped (a pawn on the first rank)
				}
				m.Gate = MakePiece(t, c)
				m.GateSq = g
				ml.Moves = append(ml.Moves, m)
			}
		}
	}
}

// isEPSquare reports whether sq is an en-passant target the side c may
// use.
func (p *Position) isEPSquare(sq int16, c Color) bool {
	if p.epVictim < 0 {
		return false
	}
	for i := 0; i < int(p.nep); i++ {
		if p.ep[i] == sq {
			v := p.board[p.epVictim]
			return v != NoPiece && v.Color() != c
		}
	}
	return false
}

func (p *Position) genSimple(ml *MoveList, sq int, pc Piece, sm *simpleMove) {
	if sm.initial && !p.initialOK(sq, sm.second) {
		return
	}
	if r := p.v.Types[pc.Type()].FlyRank; r > 0 && sm.rng > 1 && sm.vid >= 0 {
		p.genFlying(ml, sq, pc, sm, r)
		return
	}
	c := pc.Color()
	if sm.vid < 0 {
		p.genUniversal(ml, sq, pc, sm)
		return
	}
	step := p.v.Geometry.steps[sm.vid]
	to := int16(sq)
	for n := 1; n <= sm.rng; n++ {
		to = step[to]
		if to < 0 {
			return
		}
		if n == 1 && sm.skipFirst {
			continue
		}
		occ := p.board[to]
		if occ == NoPiece || int(to) == sq {
			if int(to) == sq {
				return // wrapped round to the start
			}
			if holes := p.v.BlackHoles; holes != nil && holes[to] {
				// the piece vanishes on entering; going on over it is the same
				if sm.mode&ModeMove != 0 {
					m := Move{From: int16(sq), To: to, Piece: pc, Result: pc, PartnerFrom: -1, UnloadSq: -1}
					p.emit(ml, &m, sm.exempt)
				}
				return
			}
			if sm.mode&ModeMove != 0 {
				m := Move{From: int16(sq), To: to, Piece: pc, Result: pc, PartnerFrom: -1, UnloadSq: -1}
				if sm.initial {
					m.Flags |= FlagInitial
				}
				if sm.lame && n > 1 {
					// an initial slide gives e.p. rights on the squares it passed
					s := int16(sq)
					for k := 1; k < n && int(m.nep) < len(m.ep); k++ {
						s = step[s]
						m.ep[m.nep] = s
						m.nep++
					}
				}
				p.emit(ml, &m, sm.exempt)
			}
			if sm.mode&ModeEnPassant != 0 && p.isEPSquare(to, c) {
				m := Move{From: int16(sq), To: to, Piece: pc, Result: pc, PartnerFrom: -1, UnloadSq: -1,
					Flags: FlagEnPassant | FlagCapture}
				m.addVictim(p.epVictim)
				p.emit(ml, &m, sm.exempt)
			}
			continue
		}
		if occ.Color() != c {
			if sm.mode&ModeCapture != 0 {
				m := Move{From: int16(sq), To: to, Piece: pc, Result: pc, PartnerFrom: -1, UnloadSq: -1,
					Flags: FlagCapture}
				m.Victims[0] = to
				m.NVictims = 1
				p.emit(ml, &m, sm.exempt)
			}
		} else if sm.mode&ModeDestroy != 0 {
			m := Move{From: int16(sq), To: to, Piece: pc, Result: pc, PartnerFrom: -1, UnloadSq: -1}
			m.Victims[0] = to
			m.NVictims = 1
			p.emit(ml, &m, sm.exempt)
		}
		return
	}
}

// genPlain is genSimple for a leaper or slider with no conditions or
// special modalities, for a type no rule table touches: moves go
// straight into the list.
func (p *Position) genPlain(ml *MoveList, sq int, pc Piece, sm *simpleMove) {
	c := pc.Color()
	step := p.v.Geometry.steps[sm.vid]
	board := p.board
	base := Move{From: int16(sq), Piece: pc, Result: pc, PartnerFrom: -1, UnloadSq: -1}
	canMove := sm.mode&ModeMove != 0
	canCapture := sm.mode&ModeCapture != 0
	to := int16(sq)
	for n := sm.rng; n > 0; n-- {
		to = step[to]
		if to < 0 {
			return
		}
		occ := board[to]
		if occ == NoPiece {
			if canMove {
				base.To = to
				ml.Moves = append(ml.Moves, base)
			}
			continue
		}
		if canCapture && occ.Color() != c {
			base.To = to
			base.Flags = FlagCapture
			base.Victims[0] = to
			base.NVictims = 1
			ml.Moves = append(ml.Moves, base)
		}
		return
	}
}

// genSimpleEffects generates the single-leg leaps and slides of a type
// some rule table touches (morph boards, anti-trade). A plain one (no
// condition, move and capture only) needs genSimple's care only where
// squares or the type change how it walks (black holes, flying); the
// others are walked here, in one loop with what they share looked up
// once (a Chu Shogi piece has up to a dozen). Their captures go through
// emit, and so do moves to squares the morph board marks; where only
// the morph board concerns moves that take nothing (quietMorphOnly) the
// others go straight into the list, as emit would put them.
func (p *Position) genSimpleEffects(ml *MoveList, sq int, pc Piece, simple []simpleMove) {
	v := p.v
	c := pc.Color()
	walkPlain := v.BlackHoles == nil && v.Types[pc.Type()].FlyRank == 0
	steps := v.Geometry.steps
	board := p.board
	direct := p.noEffects || (v.quietMorphOnly && !v.PromoFromZone)
	tab := v.morph[c][pc.Type()]
	base := Move{From: int16(sq), Piece: pc, Result: pc, PartnerFrom: -1, UnloadSq: -1}
	for i := range simple {
		sm := &simple[i]
		if !sm.plain || !walkPlain {
			p.genSimple(ml, sq, pc, sm)
			continue
		}
		step := steps[sm.vid]
		canMove := sm.mode&ModeMove != 0
		canCapture := sm.mode&ModeCapture != 0
		to := int16(sq)
		for n := sm.rng; n > 0; n-- {
			to = step[to]
			if to < 0 {
				break
			}
			occ := board[to]
			if occ == NoPiece {
				if canMove {
					base.To = to
					if direct && (tab == nil || tab[to].Kind == MorphNone) {
						ml.Moves = append(ml.Moves, base)
					} else {
						m := base
						p.emit(ml, &m, false)
					}
				}
				continue
			}
			if canCapture && occ.Color() != c {
				m := base
				m.To = to
				m.Flags = FlagCapture
				m.Victims[0] = to
				m.NVictims = 1
				p.emit(ml, &m, false)
			}
			break
		}
	}
}

// genDet walks a deterministic multi-leg path.
func (p *Position) genDet(ml *MoveList, sq int, pc Piece, dp *detPath) {
	if dp.initial && !p.initialOK(sq, dp.second) {
		return
	}
	c := pc.Color()
	if p.useBB && dp.land != nil {
		if p.detBlocked(dp, sq, c) {
			return
		}
		if dp.moves != nil {
			p.emitDetMove(ml, dp, sq)
			return
		}
	}
	steps := p.v.Geometry.steps
	m := Move{From: int16(sq), Piece: pc, Result: pc, PartnerFrom: -1, UnloadSq: -1}
	if dp.initial {
		m.Flags |= FlagInitial
	}
	s := int16(sq)
	last := len(dp.vids) - 1
	for k, vid := range dp.vids {
		s = steps[vid][s]
		if s < 0 {
			return
		}
		occ := p.board[s]
		if int(s) == sq {
			occ = NoPiece
		}
		mode := dp.modes[k]
		if holes := p.v.BlackHoles; holes != nil && holes[s] {
			if mode&ModeMove != 0 {
				m.To = s
				m.nep = 0
				p.emit(ml, &m, dp.exempt)
			}
			return
		}
		if k < last {
			switch {
			case mode&ModeMove != 0 && mode&ModeHop != 0:
			case occ == NoPiece:
				if mode&ModeMove == 0 {
					return
				}
				if dp.lame && int(m.nep) < len(m.ep) {
					m.ep[m.nep] = s
					m.nep++
				}
			case mode&ModeHop != 0:
			case occ.Color() != c && mode&ModeCapture != 0:
				m.Flags |= FlagCapture
				if !m.addVictim(s) {
					return
				}
			case occ.Color() == c && mode&ModeDestroy != 0:
				if !m.addVictim(s) {
					return
				}
			default:
				return
			}
			continue
		}
		m.To = s
		switch {
		case occ == NoPiece:
			if mode&ModeMove != 0 {
				mm := m
				if s == int16(sq) && mm.NVictims == 0 {
					mm.Flags |= FlagPass
				}
				if mm.NVictims > 0 {
					mm.nep = 0
				}
				p.emit(ml, &mm, dp.exempt)
			}
			if mode&ModeEnPassant != 0 && p.isEPSquare(s, c) {
				mm := m
				mm.nep = 0
				if mm.addVictim(p.epVictim) {
					mm.Flags |= FlagEnPassant | FlagCapture
					p.emit(ml, &mm, dp.exempt)
				}
			}
		case occ.Color() != c && mode&ModeCapture != 0:
			m.nep = 0
			if m.addVictim(s) {
				m.Flags |= FlagCapture
				p.emit(ml, &m, dp.exempt)
			}
		case occ.Color() == c && mode&ModeDestroy != 0:
			m.nep = 0
			if m.addVictim(s) {
				p.emit(ml, &m, dp.exempt)
			}
		}
	}
}

func (p *Position) genUniversal(ml *MoveList, sq int, pc Piece, sm *simpleMove) {
	c := pc.Color()
	for to := range p.board {
		if to == sq || !p.v.Geometry.Exists[to] {
			continue
		}
		occ := p.board[to]
		m := Move{From: int16(sq), To: int16(to), Piece: pc, Result: pc, PartnerFrom: -1, UnloadSq: -1}
		switch {
		case occ == NoPiece:
			if sm.mode&ModeMove == 0 {
				continue
			}
		case occ.Color() != c:
			if sm.mode&ModeCapture == 0 {
				continue
			}
			m.Flags |= FlagCapture
			m.addVictim(int16(to))
		default:
			if sm.mode&ModeDestroy == 0 {
				continue
			}
			m.addVictim(int16(to))
		}
		p.emit(ml, &m, sm.exempt)
	}
}

// walker generates the moves of one general path (multi-leg moves,
// hoppers) by walking its legs depth first.
type walker struct {
	p      *Position
	ml     *MoveList
	path   *cPath
	origin int16
	piece  Piece
	c      Color
	m      Move
	relays [4]int16 // empty relay squares passed (e.p. rights of lame moves)
	nrel   int
	raw    bool // ignore initial-move conditions (dead-square table)
}

func (w *walker) occupant(sq int16) Piece {
	if sq == w.origin {
		return NoPiece // the mover has left its square
	}
	return w.p.board[sq]
}

// leg walks leg i starting on square from. prevDir is the absolute
// direction of the previous leg, lastTurn the previous turn (for z/q),
// toggled whether an odd number of range toggles is in force and
// lastSlide the length of the latest sliding leg.
func (w *walker) leg(i int, from int16, prevDir, lastTurn int, toggled bool, lastSlide, _ int) {
	path := w.path
	cl := &path.legs[i]
	final := i == len(path.legs)-1
	if i == 0 && cl.Initial > 0 && !w.raw && !w.p.initialOK(int(w.origin), cl.Initial > 1) {
		return
	}
	if i == 0 && path.linesOnly && (w.p.v.Lines == nil || !w.p.v.Lines[w.origin]) {
		return
	}
	rng := cl.rng
	if toggled {
		rng = cl.toggled
	}
	exact := 0
	if cl.SameLength {
		exact = lastSlide
		rng = exact
		if exact == 0 {
			return
		}
	}
	steps := w.p.v.Geometry.steps
	for _, d8 := range cl.dirs {
		dir := int(d8)
		turn := 0
		if i > 0 {
			rel := dir
			dir = (prevDir + rel) & 7
			if rel >= 1 && rel <= 3 {
				turn = 1
			} else if rel >= 5 {
				turn = -1
			}
			if cl.Turn != 0 && lastTurn != 0 && turn != 0 && turn*lastTurn*int(cl.Turn) < 0 {
				continue
			}
			if turn == 0 {
				turn = lastTurn
			}
		}
		vid := cl.vid[dir]
		if vid < 0 {
			continue // universal atom: not supported in multi-leg paths
		}
		step := steps[vid]
		s := from
		hopped := false
		for n := 1; n <= rng; n++ {
			s = step[s]
			if s < 0 || (path.linesOnly && !w.p.v.Lines[s]) {
				break
			}
			if n == 1 && cl.SkipFirst {
				continue
			}
			if exact > 0 && n < exact {
				if w.occupant(s) != NoPiece {
					break
				}
				continue
			}
			occ := w.occupant(s)
			mode := cl.Mode
			if holes := w.p.v.BlackHoles; holes != nil && holes[s] {
				// the path ends in the black hole, whatever leg this is
				if mode&(ModeMove|ModeToggle) != 0 || (mode&ModeHop != 0 && mode&ModeMove != 0) {
					w.land(s, cl, from, false)
				}
				break
			}
			if final {
				if !w.final(s, occ, mode, &hopped, cl, n, from) {
					break
				}
				continue
			}
			// non-final leg: decide whether s can be a relay square
			nextToggle := toggled
			if mode&(ModeToggle|ModeGrasshop) != 0 {
				nextToggle = !toggled
			}
			slide := lastSlide
			if rng > 1 {
				slide = n
			}
			if mode&ModeMove != 0 && mode&ModeHop != 0 {
				// mp: the relay square is ignored entirely
				w.leg(i+1, s, dir, turn, nextToggle, slide, 0)
				continue
			}
			if mode&(ModeHop|ModeGrasshop) != 0 {
				if occ == NoPiece {
					continue
				}
				if mode&ModeOwnHop != 0 && occ.Color() != w.c || w.p.hopBanned(w.piece, occ) {
					break
				}
				w.leg(i+1, s, dir, turn, nextToggle, slide, 0)
				break
			}
			if occ == NoPiece {
				if mode&(ModeMove|ModeToggle) != 0 {
					if w.nrel < len(w.relays) {
						w.relays[w.nrel] = s
					}
					w.nrel++
					w.leg(i+1, s, dir, turn, nextToggle, slide, 0)
					w.nrel--
				}
				continue
			}
			if (occ.Color() != w.c && mode&ModeCapture != 0) || (occ.Color() == w.c && mode&ModeDestroy != 0) {
				saved := w.m
				if w.m.addVictim(s) {
					if occ.Color() != w.c {
						w.m.Flags |= FlagCapture
					}
					w.leg(i+1, s, dir, turn, nextToggle, slide, 0)
				}
				w.m = saved
			}
			break
		}
	}
}

// final handles square s on the last leg; it reports whether the ray
// goes on.
func (w *walker) final(s int16, occ Piece, mode Mode, hopped *bool, cl *cLeg, n int, legFrom int16) bool {
	if mode&ModeHop != 0 && !*hopped {
		if occ != NoPiece {
			if mode&ModeOwnHop != 0 && occ.Color() != w.c || w.p.hopBanned(w.piece, occ) {
				return false
			}
			*hopped = true
		}
		return true
	}
	if mode&ModeGrasshop != 0 && !*hopped {
		if occ != NoPiece {
			if w.p.hopBanned(w.piece, occ) {
				return false
			}
			*hopped = true
		}
		return true
	}
	grass := mode&ModeGrasshop != 0 // land directly behind the obstacle only
	if occ == NoPiece {
		if mode&ModeMove != 0 {
			w.land(s, cl, legFrom, false)
		}
		if mode&ModeEnPassant != 0 && w.p.isEPSquare(s, w.c) {
			saved := w.m
			if w.m.addVictim(w.p.epVictim) {
				w.m.Flags |= FlagEnPassant | FlagCapture
				w.land(s, cl, legFrom, false)
			}
			w.m = saved
		}
		return !grass
	}
	if (occ.Color() != w.c && mode&ModeCapture != 0) || (occ.Color() == w.c && mode&ModeDestroy != 0) {
		saved := w.m
		if w.m.addVictim(s) {
			if occ.Color() != w.c {
				w.m.Flags |= FlagCapture
			}
			w.land(s, cl, legFrom, true)
		}
		w.m = saved
	}
	return false
}

// land emits the move under construction ending on s.
func (w *walker) land(s int16, cl *cLeg, legFrom int16, captured bool) {
	// a square already taken earlier in this move cannot be landed on again
	// unless this landing is the capture itself
	m := w.m
	m.To = s
	m.Result = w.piece
	if cl.Mode&ModeUnload != 0 {
		if !captured {
			return
		}
		m.Flags |= FlagUnload
		m.UnloadSq = legFrom
	}
	if s == w.origin && m.NVictims == 0 {
		m.Flags |= FlagPass
	}
	if w.path.lame && m.NVictims == 0 {
		for k := 0; k < w.nrel && k < len(m.ep); k++ {
			m.ep[k] = w.relays[k]
			m.nep++
		}
	}
	w.p.emit(w.ml, &m, w.path.exempt)
}

func (p *Position) genCastling(ml *MoveList, sq int, pc Piece, tg *typeGraph) {
	if !p.virgin[sq] {
		return
	}
	if p.v.Castle960 {
		p.genCastling960(ml, sq, pc)
		return
	}
	c := pc.Color()
	steps := p.v.Geometry.steps
	royal := p.isRoyalPiece(pc)
	inCheck := -1 // unknown yet
	for i := range tg.castle {
		cp := &tg.castle[i]
		if len(cp.legs) == 0 {
			continue
		}
		cl := &cp.legs[0]
		for _, d8 := range cl.dirs {
			step := steps[cl.vid[d8]]
			// the line from the piece to the edge
			var line [MaxBoardSize]int16
			nl := 0
			for s := step[sq]; s >= 0 && nl < len(line); s = step[s] {
				line[nl] = s
				nl++
			}
			pi := nl - 1 - cp.castle.PartnerSkip
			if pi < 0 || cp.castle.Dist < 1 || cp.castle.Dist > nl {
				continue
			}
			partnerSq := line[pi]
			partner := p.board[partnerSq]
			if partner == NoPiece || partner.Color() != c || !p.virgin[partnerSq] || p.v.royal[partner.Type()] ||
				(p.v.CastlePartners[c] != nil && !p.v.CastlePartners[c][partner.Type()]) {
				continue
			}
			kingTo := line[cp.castle.Dist-1]
			partnerTo := int16(sq)
			if cp.castle.Dist >= 2 {
				partnerTo = line[cp.castle.Dist-2]
			}
			// every square between the piece and its partner, and both
			// destinations, must be empty (but for the two castlers)
			far := pi
			if cp.castle.Dist-1 > far {
				far = cp.castle.Dist - 1
			}
			ok := true
			for k := 0; k <= far; k++ {
				s := line[k]
				if s != partnerSq && p.board[s] != NoPiece {
					ok = false
					break
				}
			}
			if !ok {
				continue
			}
			if royal {
				opp := c.Other()
				if inCheck < 0 {
					inCheck = 0
					if p.royalAttacked(sq, opp) {
						inCheck = 1
					}
				}
				if inCheck == 1 {
					return
				}
				// the royal is lifted off its square while its path is
				// tested: it stands on each square in turn, not on both
				// (standing there, so that attackers found by generating
				// their captures, such as grasshoppers, see it)
				p.poke(sq, NoPiece)
				for k := 0; k < cp.castle.Dist && ok; k++ {
					s := line[k]
					was := p.board[s]
					p.poke(int(s), pc)
					ok = !p.royalAttacked(int(s), opp)
					p.poke(int(s), was)
				}
				p.poke(sq, pc)
				if !ok {
					continue
				}
			}
			m := Move{From: int16(sq), To: kingTo, Piece: pc, Result: pc, Flags: FlagCastle,
				PartnerFrom: partnerSq, PartnerTo: partnerTo, UnloadSq: -1}
			if cp.exempt {
				m.Flags |= FlagExempt
			}
			ml.Moves = append(ml.Moves, m)
		}
	}
}

func (p *Position) genDrops(ml *MoveList) {
	c := p.side
	if p.v.Gating && !p.v.GatingDrops {
		return
	}
	hand := p.hand[c]
	for t, n := range hand {
		if n <= 0 && !p.v.unlimitedDrop(t) {
			continue
		}
		p.genDropsOf(ml, t, MakePiece(t, c))
		if p.v.DropPromoted {
			if pro := p.v.Types[t].Promoted; pro >= 0 {
				p.genDropsOf(ml, t, MakePiece(pro, c))
			}
		}
	}
}

// genDropsOf drops a piece of hand type t as face (itself or, with
// dropPromoted, its promoted form) on every allowed empty square: not
// where it could never move, and within its @ restrictions.
func (p *Position) genDropsOf(ml *MoveList, t int, face Piece) {
	c := face.Color()
	g := p.v.Geometry
	tg := &p.v.graphs[c][face.Type()]
	var spec *Drop
	if len(tg.drops) > 0 {
		spec = tg.drops[0].drop
	}
	dead := p.v.dead[c][face.Type()]
	if p.v.ImmobileDrops {
		dead = nil
	}
	hand := MakePiece(t, c)
	rule, start := p.v.DropRule, false
	if rule != DropAnywhere && p.v.DropStart != nil && p.dropStartOpen() {
		rule, start = DropAnywhere, true
	}
	for sq := range p.board {
		if p.board[sq] != NoPiece || !g.Exists[sq] || (dead != nil && dead[sq]) {
			continue
		}
		if (start && !p.v.DropStart[sq]) || (rule != DropAnywhere && !p.dropRuleAllows(c, sq)) {
			continue
		}
		if spec != nil && !p.dropAllowed(spec, face.Type(), c, sq) {
			continue
		}
		if spec == nil && p.v.DropRanks > 0 && !p.inFirstRanks(sq, c, p.v.DropRanks) {
			continue
		}
		if r := p.v.DropRegion[c]; r != nil && !r[sq] {
			continue
		}
		if p.v.OppositeColorDrops != nil && !p.colorDropOK(t, c, sq) {
			continue
		}
		if tab := p.v.morph[c][face.Type()]; tab != nil && tab[sq].Kind == MorphForbidden {
			continue
		}
		ml.Moves = append(ml.Moves, Move{From: -1, To: int16(sq), Piece: hand, Result: face,
			Flags: FlagDrop, PartnerFrom: -1, UnloadSq: -1})
	}
}

func (p *Position) dropAllowed(d *Drop, t int, c Color, sq int) bool {
	g := p.v.Geometry
	r := g.RankOf(sq)
	if c == Black {
		r = g.Ranks - 1 - r
	}
	if d.Depth > 0 && r >= d.Depth {
		return false
	}
	if d.NotBackRank && r == g.Ranks-1 {
		return false
	}
	if d.NoSameFile {
		f := g.FileOf(sq)
		own := MakePiece(t, c)
		n := 0
		for rr := 0; rr < g.Ranks; rr++ {
			if p.board[g.Square(f, rr)] == own {
				if n++; n > p.v.Types[t].DropFileLimit {
					return false
				}
			}
		}
	}
	return true
}

// genCastling960 generates castling by Chess960's rule (castleFiles=).
func (p *Position) genCastling960(ml *MoveList, sq int, pc Piece) {
	g := p.v.Geometry
	c := pc.Color()
	opp := c.Other()
	rank := g.RankOf(sq)
	kf := g.FileOf(sq)
	royal := p.isRoyalPiece(pc)
	if royal && p.royalAttacked(sq, opp) {
		return
	}
	for side, dir := range [2]int{-1, 1} {
		// the outermost unmoved partner on this side
		partner := -1
		for f := kf + dir; f >= 0 && f < g.Files; f += dir {
			s := g.Square(f, rank)
			if !g.Exists[s] {
				break
			}
			o := p.board[s]
			if o != NoPiece && o.Color() == c && p.virgin[s] && p.v.IsCastlePartner(o.Type(), c) {
				partner = s
			}
		}
		if partner < 0 {
			continue
		}
		kTo := g.Square(p.v.CastleFiles[side], rank)
		rTo := g.Square(p.v.CastleFiles[side]-dir, rank)
		if kTo < 0 || rTo < 0 {
			continue
		}
		lo, hi := min(sq, kTo, partner, rTo), max(sq, kTo, partner, rTo)
		ok := true
		for s := lo; s <= hi && ok; s++ {
			if s != sq && s != partner && (p.board[s] != NoPiece || !g.Exists[s]) {
				ok = false
			}
		}
		if !ok {
			continue
		}
		if royal {
			step := 1
			if kTo < sq {
				step = -1
			}
			// the royal is lifted off its square while its path is
			// tested (an attack along the rank through its start square
			// counts when it is exempt there, as next to the enemy royal
			// in atomic chess)
			p.poke(sq, NoPiece)
			for s := sq; ok; s += step {
				if s != sq && s != kTo {
					// standing there (attackers found by generating their
					// captures see only pieces)
					was := p.board[s]
					p.poke(s, pc)
					ok = !p.royalAttacked(s, opp)
					p.poke(s, was)
				}
				if s == kTo {
					break
				}
			}
			p.poke(sq, pc)
			if !ok {
				continue
			}
		}
		ml.Moves = append(ml.Moves, Move{From: int16(sq), To: int16(kTo), Piece: pc, Result: pc,
			Flags: FlagCastle, PartnerFrom: int16(partner), PartnerTo: int16(rTo), UnloadSq: -1})
	}
}

// initialOK reports whether the piece on sq may make its initial (i)
// moves: it has not moved; with initialRanks, for promoting pieces: it
// stands within its first ranks (from InitialFrom), whatever it did before
// (Fairy-Stockfish's double-step region).
func (p *Position) initialOK(sq int, second bool) bool {
	n, from := p.v.InitialRanks, p.v.InitialFrom
	if second && p.v.InitialRanks2 > 0 {
		n, from = p.v.InitialRanks2, p.v.InitialFrom2
	}
	if n <= 0 {
		return p.virgin[sq]
	}
	pc := p.board[sq]
	if pc == NoPiece || !p.v.Types[pc.Type()].Promotes {
		return p.virgin[sq]
	}
	g := p.v.Geometry
	r := g.RankOf(sq)
	if pc.Color() == Black {
		r = g.Ranks - 1 - r
	}
	return r < n && r >= from
}

// hopBanned reports whether the capture matrix forbids mover to hop over
// screen ('^', Korean cannons over cannons, friend or foe).
func (p *Position) hopBanned(mover, screen Piece) bool {
	cm := p.v.CaptureMatrix
	if cm == nil {
		return false
	}
	t := mover.Type()
	col := 1 + screen.Type()
	if screen.Color() == mover.Color() {
		col += len(p.v.Types)
	}
	if t >= len(cm) || col >= len(cm[t]) {
		return false
	}
	k := cm[t][col].Kind
	return k == CaptureNoHop || k == CaptureNoHopNoCapture
}

func (p *Position) inFirstRanks(sq int, c Color, n int) bool {
	g := p.v.Geometry
	r := g.RankOf(sq)
	if c == Black {
		r = g.Ranks - 1 - r
	}
	return r < n
}

func squareColor(g *Geometry, sq int) int { return (g.FileOf(sq) + g.RankOf(sq)) & 1 }

// colorDropOK reports whether dropping a piece of hand type t on sq keeps
// every type of OppositeColorDrops placeable on squares of different
// colours.
func (p *Position) colorDropOK(t int, c Color, sq int) bool {
	g := p.v.Geometry
	for bt, on := range p.v.OppositeColorDrops {
		if !on {
			continue
		}
		// colours already taken by pieces of type bt, this drop included
		var taken [2]int
		for _, s := range p.plist[c] {
			if p.board[s].Type() == bt {
				taken[squareColor(g, int(s))]++
			}
		}
		left := p.hand[c][bt]
		if t == bt {
			if taken[squareColor(g, sq)] > 0 {
				return false
			}
			taken[squareColor(g, sq)]++
			left--
		}
		if left <= 0 {
			continue
		}
		// free drop squares of each colour after this drop
		var free [2]int
		limit := p.v.DropRanks
		for s := range p.board {
			if s == sq || p.board[s] != NoPiece || !g.Exists[s] || (limit > 0 && !p.inFirstRanks(s, c, limit)) ||
				p.v.DropRegion[c] != nil && !p.v.DropRegion[c][s] {
				continue
			}
			free[squareColor(g, s)]++
		}
		for col := 0; col < 2 && left > 0; col++ {
			if taken[col] == 0 {
				if free[col] == 0 {
					return false
				}
				left--
			}
		}
	}
	return true
}

// genFlying walks a flying slide: pieces ranked lower than the mover are
// jumped over (and enemies among them may be captured); the first piece
// ranked as high or higher stops it.
func (p *Position) genFlying(ml *MoveList, sq int, pc Piece, sm *simpleMove, rank int) {
	c := pc.Color()
	step := p.v.Geometry.steps[sm.vid]
	to := int16(sq)
	jumped := false
	for n := 1; n <= sm.rng; n++ {
		if to = step[to]; to < 0 || int(to) == sq {
			return
		}
		occ := p.board[to]
		if occ == NoPiece {
			if sm.mode&ModeMove != 0 {
				m := Move{From: int16(sq), To: to, Piece: pc, Result: pc, PartnerFrom: -1, UnloadSq: -1}
				p.emit(ml, &m, sm.exempt)
			}
			continue
		}
		if p.v.Types[occ.Type()].FlyRank >= rank {
			if !jumped && occ.Color() != c && sm.mode&ModeCapture != 0 {
				// the first piece on the line is taken as by any slider
				m := Move{From: int16(sq), To: to, Piece: pc, Result: pc, PartnerFrom: -1, UnloadSq: -1, Flags: FlagCapture}
				m.addVictim(to)
				p.emit(ml, &m, sm.exempt)
			}
			return
		}
		if occ.Color() != c && sm.mode&ModeCapture != 0 {
			m := Move{From: int16(sq), To: to, Piece: pc, Result: pc, PartnerFrom: -1, UnloadSq: -1, Flags: FlagCapture}
			m.addVictim(to)
			p.emit(ml, &m, sm.exempt)
		}
		jumped = true
	}
}

// genPromoMoves generates promotion-only moves (Sittuyin promotion).
func (p *Position) genPromoMoves(ml *MoveList, sq int, pc Piece, tg *typeGraph) {
	pt := &p.v.Types[pc.Type()]
	c := pc.Color()
	if pt.PromoLimit > 0 && p.count[c][pt.PromoTo] >= pt.PromoLimit {
		return
	}
	from := pt.PromoFrom[c]
	if !(from != nil && from[sq]) && !(pt.PromoAnywhereIfLast && p.count[c][pc.Type()] == 1) {
		return
	}
	np := MakePiece(pt.PromoTo, c)
	steps := p.v.Geometry.steps
	// promotion in place
	if !(pt.PromoQuiet && p.attacksEnemyFrom(np, sq, sq)) {
		m := Move{From: int16(sq), To: int16(sq), Piece: pc, Result: np, PartnerFrom: -1, UnloadSq: -1,
			Flags: FlagPromotion}
		if pt.PromoQuiet {
			m.Flags |= FlagQuietPromotion
		}
		ml.Moves = append(ml.Moves, m)
	}
	for i := range tg.promo {
		sm := &tg.promo[i]
		to := int16(sq)
		for n := 1; n <= sm.rng; n++ {
			if to = steps[sm.vid][to]; to < 0 || p.board[to] != NoPiece {
				break
			}
			if pt.PromoQuiet && p.attacksEnemyFrom(np, int(to), sq) {
				continue
			}
			m := Move{From: int16(sq), To: to, Piece: pc, Result: np, PartnerFrom: -1, UnloadSq: -1,
				Flags: FlagPromotion}
			if pt.PromoQuiet {
				m.Flags |= FlagQuietPromotion
			}
			ml.Moves = append(ml.Moves, m)
		}
	}
}

// attacksEnemyFrom reports whether piece np standing on to (with the
// square vacated empty) would attack an enemy piece.
func (p *Position) attacksEnemyFrom(np Piece, to, vacated int) bool {
	saved, savedTo := p.board[vacated], p.board[to]
	p.poke(vacated, NoPiece)
	p.poke(to, np)
	p.scratch.Reset()
	p.genPiece(&p.scratch, to, true)
	p.poke(to, savedTo)
	p.poke(vacated, saved)
	for i := range p.scratch.Moves {
		m := &p.scratch.Moves[i]
		for k := 0; k < int(m.NVictims); k++ {
			if v := p.board[m.Victims[k]]; v != NoPiece && v.Color() != np.Color() {
				return true
			}
		}
	}
	return false
}
