package core

// Make plays a move. Every change it makes is recorded so that Unmake
// restores the position exactly (board, hands, flags, rights, counters
// and hash).
func (p *Position) Make(m Move) {
	if d := p.detail(m); d != nil {
		p.makeDetail(d)
		p.noteMove(m.Key(), d, true)
		return
	}
	p.makePlain(m)
}

// makeDetail plays the move d describes.
func (p *Position) makeDetail(m *MoveDetail) {
	p.beginMove(m.Flags, m.Flags&FlagPass != 0 && m.From < 0 && m.Gate == NoPiece)
	c := p.side
	if m.Flags&FlagPass != 0 && m.From < 0 {
		// a pass: nothing on the board changes but the wall it places
		// instead of moving (wallOrMove)
		if m.Gate != NoPiece {
			p.placeGate(m, c)
		}
	} else if m.Flags&FlagDrop != 0 {
		p.makeDrop(m.To, m.Piece, m.Result, c)
	} else {
		moving := p.board[m.From]
		promo := p.promo[m.From]
		if cs := p.v.AntiTrade.CounterStrike; cs != nil && !cs[moving.Type()] {
			for i := 0; i < int(m.NVictims); i++ {
				if v := p.board[m.Victims[i]]; v != NoPiece && v.Color() != c && cs[v.Type()] {
					p.lastFlags |= FlagCounterStrike
				}
			}
		}
		p.setSquare(m.From, NoPiece, false, 0)
		var captured Piece
		for i := 0; i < int(m.NVictims); i++ {
			if victim := p.take(m.Victims[i], c); victim != NoPiece {
				captured = victim
			}
		}
		if m.NVictims > 0 {
			p.halfmove = 0
		}
		if m.Flags&FlagCastle != 0 {
			partner := p.board[m.PartnerFrom]
			p.setSquare(m.PartnerFrom, NoPiece, false, 0)
			p.setSquare(m.PartnerTo, partner, false, 0)
		}
		if m.Flags&FlagUnload != 0 && captured != NoPiece {
			p.setSquare(m.UnloadSq, captured, false, 0)
		}
		p.land(m.To, moving, m.Piece, m.Result, m.Flags&FlagPromotion != 0, promo, c)
		if m.Flags&FlagExplode != 0 {
			p.explode(m.To)
		}
		if m.Flags&FlagVanish != 0 {
			p.setSquare(m.To, NoPiece, false, 0)
			p.halfmove = 0
		}
		if m.Gate != NoPiece {
			p.placeGate(m, c)
		}
		if p.v.Flip != FlipNone && p.board[m.To] != NoPiece {
			p.flip(m.To, c, false)
		}
		if m.nep > 0 {
			region := p.v.EPRegion[c.Other()]
			n := 0
			for i := 0; i < int(m.nep); i++ {
				if region != nil && !region[m.ep[i]] {
					continue // the opponent may not take en passant there
				}
				p.ep[n] = m.ep[i]
				p.hash ^= p.v.zobrist.ep[m.ep[i]]
				n++
			}
			if n > 0 {
				p.nep = uint8(n)
				p.epVictim = m.To
			}
		}
	}
	p.endMove(c, m.Flags, m.Result, m.To)
}

// beginMove records what Unmake restores and starts a move of the side
// to move with these flags.
func (p *Position) beginMove(flags MoveFlags, sidePass bool) {
	p.undo = append(p.undo, undoRec{hash: p.hash, ep: p.ep, nep: p.nep, epVictim: p.epVictim,
		halfmove: p.halfmove, fullmove: p.fullmove, side: p.side, nchanges: len(p.changes),
		lastFlags: p.lastFlags, checks: p.checks, turn: p.turn, left: p.left,
		facing:   p.v.Rules.Bikjang != ValueNone && p.royalsFace(),
		sidePass: sidePass, nstore: int32(len(p.store)), layerSaved: p.saveLayer()})
	p.lastFlags = flags
	p.clearEP()
	p.halfmove++
}

// makeDrop puts piece face (from the hand's pc) on to.
func (p *Position) makeDrop(to int16, pc, face Piece, c Color) {
	t := pc.Type()
	p.halfmove = 0 // a drop cannot be undone
	if !p.v.unlimitedDrop(t) {
		p.setHand(c, t, p.hand[c][t]-1)
	}
	// a piece dropped on a home square of its type counts as unmoved
	// (placement phases: the king dropped on e1 may castle); a start
	// square is enough only for pawns (a rook dropped on h1 in
	// crazyhouse does not castle, a knight dropped on g1 in S-house
	// does not gate, a pawn dropped on a2 may step two squares)
	p.setSquare(to, face, p.v.isDropHome(face, int(to)), 0)
	if p.v.Flip != FlipNone {
		p.flip(to, c, true)
	}
}

// take removes the piece on sq, a victim of colour c's move, into c's
// hand where the variant has hands; it returns the piece.
func (p *Position) take(sq int16, c Color) Piece {
	victim := p.board[sq]
	if victim == NoPiece {
		return NoPiece
	}
	if p.v.Holdings && victim.Color() != c {
		t := victim.Type()
		if p.v.KeepPromotion {
			// loop chess: a promoted piece goes to the hand as it is
		} else if p.promo[sq] > 0 {
			t = int(p.promo[sq]) - 1
		} else if d := p.v.Types[t].Demoted; d >= 0 {
			t = d
		}
		p.setHand(c, t, p.hand[c][t]+1)
	}
	p.setSquare(sq, NoPiece, false, 0)
	return victim
}

// land puts the moving piece (moving on the board, pc in the move) down
// on to as result; promo is what the piece was promoted from.
func (p *Position) land(to int16, moving, pc, result Piece, promotion bool, promo int16, c Color) {
	if moving != NoPiece && p.v.Types[moving.Type()].Promotes {
		p.halfmove = 0
	}
	if mt := &p.v.Types[pc.Type()]; promotion && p.v.Holdings && !p.v.KeepPromotion && mt.Promotes &&
		mt.Promoted < 0 && p.v.Types[result.Type()].Demoted < 0 && result.Color() == c {
		// a promoted pawn (crazyhouse Q~) goes back to the hand as a pawn
		promo = int16(pc.Type() + 1)
	}
	p.setSquare(to, result, false, promo)
}

// makePlain plays a move without a detail: a drop, or a move that
// captures at most on its destination.
func (p *Position) makePlain(m Move) {
	// (beginMove written out: a call per move costs, in the page most)
	p.undo = append(p.undo, undoRec{hash: p.hash, ep: p.ep, nep: p.nep, epVictim: p.epVictim,
		halfmove: p.halfmove, fullmove: p.fullmove, side: p.side, nchanges: len(p.changes),
		lastFlags: p.lastFlags, checks: p.checks, turn: p.turn, left: p.left,
		facing: p.v.Rules.Bikjang != ValueNone && p.royalsFace(), nstore: int32(len(p.store)),
		layerSaved: p.saveLayer(), move: m})
	p.lastFlags = plainFlagsOf(m)
	p.clearEP()
	p.halfmove++
	c := p.side
	to, pc, result := m.To(), m.Piece(), m.Result()
	if m.IsDrop() {
		p.makeDrop(to, pc, result, c)
	} else {
		from := m.From()
		moving := p.board[from]
		promo := p.promo[from]
		if cs := p.v.AntiTrade.CounterStrike; cs != nil && !cs[moving.Type()] && m.IsCapture() {
			if v := p.board[to]; v != NoPiece && v.Color() != c && cs[v.Type()] {
				p.lastFlags |= FlagCounterStrike
			}
		}
		p.setSquare(from, NoPiece, false, 0)
		if m.IsCapture() {
			p.take(to, c)
			p.halfmove = 0
		}
		if m.IsPromotion() || p.v.Types[moving.Type()].Promotes {
			p.land(to, moving, pc, result, m.IsPromotion(), promo, c)
		} else {
			p.setSquare(to, result, false, promo)
		}
		if p.v.Flip != FlipNone && p.board[to] != NoPiece {
			p.flip(to, c, false)
		}
	}
	p.endMove(c, p.lastFlags, result, to)
}

// endMove ends colour c's move (flags, ending on to as result): the turn
// passes, or goes on in a multi-move turn.
func (p *Position) endMove(c Color, flags MoveFlags, result Piece, to int16) {
	if p.v.multiMove && !p.endsTurn(c) {
		// the same side moves again in this turn
		p.hash ^= p.v.zobrist.left[p.left&63]
		p.left--
		p.hash ^= p.v.zobrist.left[p.left&63]
		return
	}
	if p.v.multiMove {
		p.hash ^= p.v.zobrist.left[p.left&63]
		p.turn++
		p.left = p.v.Rules.movesInTurn(p.turn)
		p.hash ^= p.v.zobrist.left[p.left&63]
	}
	if c == Black {
		p.fullmove++
	}
	p.side = c.Other()
	p.hash ^= p.v.zobrist.side
	if p.hasChecks && p.v.Rules.CheckLimit > 0 && p.InCheck() {
		p.checks[c]--
	}
	if p.v.Rules.MateNeedsCheckBy != nil && !p.noCheckHistory {
		p.recordMateChecks(c)
	} else if p.v.Rules.PerpetualCheckLoses && !p.noCheckHistory {
		p.undo[len(p.undo)-1].gaveCheck = p.InCheck()
	}
	if r := p.v.Rules.AimRevokesInitial; r != nil && flags&FlagDrop == 0 && r[result.Type()] {
		p.revokeInitialByAim(to)
	}
}

// revokeInitialByAim takes away the unmoved status of every enemy royal
// that the piece on sq aims at: a royal on one of its capturing lines,
// counted as on an empty board (Cambodian chess: a rook on the king's
// file or rank costs it the leap, even behind other pieces).
func (p *Position) revokeInitialByAim(sq int16) {
	pc := p.board[sq]
	if pc == NoPiece {
		return
	}
	opp := pc.Color().Other()
	tg := &p.v.graphs[pc.Color()][pc.Type()]
	for _, r := range p.royals[opp] {
		if !p.virgin[r] {
			continue
		}
		for i := range tg.simple {
			sm := &tg.simple[i]
			if sm.mode&ModeCapture == 0 || sm.vid < 0 {
				continue
			}
			step := p.v.Geometry.steps[sm.vid]
			s := sq
			for n := 0; n < sm.rng; n++ {
				if s = step[s]; s < 0 {
					break
				}
				if s == r {
					p.setSquare(r, p.board[r], false, p.promo[r])
					break
				}
			}
		}
	}
}

// Unmake takes back the last move made.
func (p *Position) Unmake() {
	u := &p.undo[len(p.undo)-1]
	layer := p.layer
	if u.layerSaved {
		// the sums come back from the copy saved by Make: replaying
		// the changes need not add and take away their rows again
		p.layer = nil
	}
	for i := len(p.changes) - 1; i >= u.nchanges; i-- {
		ch := &p.changes[i]
		if ch.sq < 0 {
			p.handWeight(ch.handC, int(ch.handT), p.hand[ch.handC][ch.handT], int(ch.count))
			p.hand[ch.handC][ch.handT] = int(ch.count)
			continue
		}
		sq := int(ch.sq)
		if p.board[sq] != NoPiece {
			p.remove(sq)
		}
		if ch.old != NoPiece {
			p.place(sq, ch.old, ch.virgin)
		}
		p.promo[sq] = ch.promo
	}
	if u.layerSaved {
		p.layer = layer
		p.restoreLayer()
	}
	p.changes = p.changes[:u.nchanges]
	p.store = p.store[:u.nstore]
	p.hash, p.ep, p.nep, p.epVictim = u.hash, u.ep, u.nep, u.epVictim
	p.halfmove, p.fullmove, p.side = u.halfmove, u.fullmove, u.side
	p.lastFlags, p.checks = u.lastFlags, u.checks
	p.turn, p.left = u.turn, u.left
	if u.detailed && p.chaseLog {
		p.details = p.details[:len(p.details)-1]
	}
	p.undo = p.undo[:len(p.undo)-1]
}

// setSquare changes a square, recording its old content.
func (p *Position) setSquare(sq16 int16, pc Piece, virgin bool, promo int16) {
	sq := int(sq16)
	p.changes = append(p.changes, change{sq: sq16, old: p.board[sq], virgin: p.virgin[sq], promo: p.promo[sq]})
	if p.board[sq] != NoPiece {
		p.remove(sq)
	}
	if pc != NoPiece {
		p.place(sq, pc, virgin)
	}
	p.promo[sq] = promo
}

// explode removes the piece on sq and every piece around it that is not
// immune to explosions (atomic chess); blast-immune types stay even on
// sq (atomar's king).
func (p *Position) explode(sq16 int16) {
	g := p.v.Geometry
	sq := int(sq16)
	if pc := p.board[sq]; pc != NoPiece && !p.v.blastImmune(pc.Type()) {
		p.setSquare(sq16, NoPiece, false, 0)
	}
	for dy := -1; dy <= 1; dy++ {
		for dx := -1; dx <= 1; dx++ {
			n := g.Step(sq, dx, dy)
			if n < 0 || n == sq || p.board[n] == NoPiece {
				continue
			}
			t := p.board[n].Type()
			if (t < len(p.v.ExplosionImmune) && p.v.ExplosionImmune[t]) || p.v.blastImmune(t) {
				continue
			}
			p.setSquare(int16(n), NoPiece, false, 0)
		}
	}
}

func (p *Position) setHand(c Color, t, n int) {
	p.changes = append(p.changes, change{sq: -1, handC: c, handT: int32(t), count: int32(p.hand[c][t])})
	pc := MakePiece(t, c)
	p.hash ^= p.v.zobrist.hand[pc][p.hand[c][t]&63] ^ p.v.zobrist.hand[pc][n&63]
	p.handWeight(c, t, p.hand[c][t], n)
	p.hand[c][t] = n
}

// endsTurn reports whether the move colour c just made ends its turn: its
// last move of the turn, or a check when checks end turns.
func (p *Position) endsTurn(c Color) bool {
	if p.left <= 1 {
		return true
	}
	if p.v.Rules.CheckEndsTurn {
		for _, r := range p.royals[c.Other()] {
			if p.royalAttacked(int(r), c) {
				return true
			}
		}
	}
	return false
}

// NullMoveOK reports whether passing the turn is a sound search
// heuristic here: one move per turn, no placement phase.
func (p *Position) NullMoveOK() bool {
	return !p.v.multiMove && !(p.v.MustDrop && p.handCount(p.side) > 0)
}

// MakeNull passes the turn (a search heuristic, not a move of the game).
func (p *Position) MakeNull() {
	p.undo = append(p.undo, undoRec{hash: p.hash, ep: p.ep, nep: p.nep, epVictim: p.epVictim,
		halfmove: p.halfmove, fullmove: p.fullmove, side: p.side, nchanges: len(p.changes),
		lastFlags: p.lastFlags, checks: p.checks, turn: p.turn, left: p.left, nstore: int32(len(p.store))})
	p.clearEP()
	p.lastFlags = 0
	p.side = p.side.Other()
	p.hash ^= p.v.zobrist.side
}

// UnmakeNull takes back MakeNull.
func (p *Position) UnmakeNull() { p.Unmake() }

// placeGate puts down the piece a move gates or the wall it places: a
// gated piece comes from colour c's hand, a duck leaves its old square.
func (p *Position) placeGate(m *MoveDetail, c Color) {
	if t := m.Gate.Type(); t != p.v.wallType {
		p.setHand(c, t, p.hand[c][t]-1)
	} else if p.v.WallPlacing == WallDuck {
		p.liftWalls()
	}
	p.setSquare(m.GateSq, m.Gate, false, 0)
}
