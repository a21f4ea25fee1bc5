package core

// GeneratePseudo appends the side to move's pseudo-legal moves: every
// move its pieces' XBetza allows, without testing whether a royal is
// left capturable.
func (p *Position) GeneratePseudo(ml *MoveList) {
	if p.nested == 0 {
		p.trimStore()
	}
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
		pass := MoveDetail{From: -1, To: -1, Flags: FlagPass, PartnerFrom: -1, UnloadSq: -1}
		ml.Moves = append(ml.Moves, p.Pack(&pass))
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
	if p.nested == 0 {
		p.trimStore()
	}
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
		p.genPlainBB(ml, sq, pc, tg, true)
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
			w.m = MoveDetail{From: int16(sq), Piece: pc, PartnerFrom: -1, UnloadSq: -1}
			if w.path.exempt {
				w.m.Flags |= FlagExempt
			}
			if w.path.legs[0].Initial > 0 {
				w.m.Flags |= FlagInitial
			}
			w.leg(0, int16(sq), 0, 0, false, 0, 0)
		}
	}
	for i := range tg.progs {
		p.genProgram(ml, sq, pc, &tg.progs[i], attacksOnly)
	}
	if !attacksOnly && len(tg.castle) > 0 {
		p.genCastling(ml, sq, pc, tg)
	}
	if !attacksOnly && len(tg.promo) > 0 {
		p.genPromoMoves(ml, sq, pc, tg)
	}
	if tg.dedup && !attacksOnly {
		// (an attack test only looks for a victim: repeats do no harm)
		p.dedupMoves(ml, start)
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
		ungated := p.Detail(ml.Moves[i])
		for t, n := range p.hand[c] {
			if n <= 0 {
				continue
			}
			gates := [2]int16{ungated.From, -1}
			if ungated.Flags&FlagCastle != 0 {
				gates[1] = ungated.PartnerFrom
			}
			for _, g := range gates {
				m := ungated
				if g < 0 || g == m.To || (m.Flags&FlagCastle != 0 && g == m.PartnerTo) {
					continue
				}
				if tab := p.v.morph[c][t]; tab != nil && tab[g].Kind == MorphForbidden {
					continue // not where the type may not be dropped (a pawn on the first rank)
				}
				m.Gate = MakePiece(t, c)
				m.GateSq = g
				ml.Moves = append(ml.Moves, p.Pack(&m))
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
					m := MoveDetail{From: int16(sq), To: to, Piece: pc, Result: pc, PartnerFrom: -1, UnloadSq: -1}
					p.emit(ml, &m, sm.exempt)
				}
				return
			}
			if sm.mode&ModeMove != 0 {
				m := MoveDetail{From: int16(sq), To: to, Piece: pc, Result: pc, PartnerFrom: -1, UnloadSq: -1}
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
				m := MoveDetail{From: int16(sq), To: to, Piece: pc, Result: pc, PartnerFrom: -1, UnloadSq: -1,
					Flags: FlagEnPassant | FlagCapture}
				m.addVictim(p.epVictim)
				p.emit(ml, &m, sm.exempt)
			}
			continue
		}
		if occ.Color() != c {
			if sm.mode&ModeCapture != 0 {
				m := MoveDetail{From: int16(sq), To: to, Piece: pc, Result: pc, PartnerFrom: -1, UnloadSq: -1,
					Flags: FlagCapture}
				m.Victims[0] = to
				m.NVictims = 1
				p.emit(ml, &m, sm.exempt)
			}
		} else if sm.mode&ModeDestroy != 0 {
			m := MoveDetail{From: int16(sq), To: to, Piece: pc, Result: pc, PartnerFrom: -1, UnloadSq: -1}
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
	base := MoveDetail{From: int16(sq), Piece: pc, Result: pc, PartnerFrom: -1, UnloadSq: -1}
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
				ml.Moves = append(ml.Moves, p.Pack(&base))
			}
			continue
		}
		if canCapture && occ.Color() != c {
			base.To = to
			base.Flags = FlagCapture
			base.Victims[0] = to
			base.NVictims = 1
			ml.Moves = append(ml.Moves, p.Pack(&base))
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
	base := MoveDetail{From: int16(sq), Piece: pc, Result: pc, PartnerFrom: -1, UnloadSq: -1}
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
						ml.Moves = append(ml.Moves, p.Pack(&base))
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
	m := MoveDetail{From: int16(sq), Piece: pc, Result: pc, PartnerFrom: -1, UnloadSq: -1}
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
		m := MoveDetail{From: int16(sq), To: int16(to), Piece: pc, Result: pc, PartnerFrom: -1, UnloadSq: -1}
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
				m := MoveDetail{From: int16(sq), To: to, Piece: pc, Result: pc, PartnerFrom: -1, UnloadSq: -1}
				p.emit(ml, &m, sm.exempt)
			}
			continue
		}
		if p.v.Types[occ.Type()].FlyRank >= rank {
			if !jumped && occ.Color() != c && sm.mode&ModeCapture != 0 {
				// the first piece on the line is taken as by any slider
				m := MoveDetail{From: int16(sq), To: to, Piece: pc, Result: pc, PartnerFrom: -1, UnloadSq: -1, Flags: FlagCapture}
				m.addVictim(to)
				p.emit(ml, &m, sm.exempt)
			}
			return
		}
		if occ.Color() != c && sm.mode&ModeCapture != 0 {
			m := MoveDetail{From: int16(sq), To: to, Piece: pc, Result: pc, PartnerFrom: -1, UnloadSq: -1, Flags: FlagCapture}
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
		m := MoveDetail{From: int16(sq), To: int16(sq), Piece: pc, Result: np, PartnerFrom: -1, UnloadSq: -1,
			Flags: FlagPromotion}
		if pt.PromoQuiet {
			m.Flags |= FlagQuietPromotion
		}
		ml.Moves = append(ml.Moves, p.Pack(&m))
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
			m := MoveDetail{From: int16(sq), To: to, Piece: pc, Result: np, PartnerFrom: -1, UnloadSq: -1,
				Flags: FlagPromotion}
			if pt.PromoQuiet {
				m.Flags |= FlagQuietPromotion
			}
			ml.Moves = append(ml.Moves, p.Pack(&m))
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
	mark := len(p.store)
	p.genPiece(&p.scratch, to, true)
	p.poke(to, savedTo)
	p.poke(vacated, saved)
	attacks := false
	var buf MoveDetail
	for _, cm := range p.scratch.Moves {
		m := p.view(cm, &buf)
		for k := 0; k < int(m.NVictims); k++ {
			if v := p.board[m.Victims[k]]; v != NoPiece && v.Color() != np.Color() {
				attacks = true
			}
		}
	}
	p.store = p.store[:mark] // the scratch moves are done with
	return attacks
}
