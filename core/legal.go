package core

// GenerateLegal appends the side to move's legal moves: pseudo-legal
// moves that leave none of its royal pieces capturable.
//
// When the side has one royal, is not in check and the opponent attacks
// only by single-leg leaps and slides, a move can expose the royal only
// if it is the royal's own move, a pinned piece's, en passant, castling,
// or removes a friendly piece; only those are tried on the board. Every
// other move is legal as generated. Hoppers, deterministic multi-leg
// attackers (the Xiangqi horse) and facing royals break this: moving a
// piece can give a hopper a screen, free a lame leaper's path or open
// the file between the royals. With them, the squares an attack on the
// royal (or the facing) depends on are marked (markSensitive) and only
// the moves that change a marked square are tried. Every move is tried
// when some attacker is tested by generating its moves.
//
// Then the move rules that depend on the other legal moves: with
// checkedRoyalStays a royal in check moves only to take the only checker,
// with mustDropType only the forced drops are kept when there is one, and
// with mustCapture only the captures.
func (p *Position) GenerateLegal(ml *MoveList) {
	start := len(ml.Moves)
	p.generateLegal(ml)
	if p.v.CheckedRoyalStays {
		p.keepRoyalInCheck(ml, start)
	}
	if p.v.MustDropTypes != nil {
		p.keepForcedDrops(ml, start)
	}
	if p.v.MustCapture {
		keepCaptures(ml, start)
	}
}

// generateLegal is GenerateLegal before the rules that depend on the
// other legal moves (a capture or a forced drop being available).
func (p *Position) generateLegal(ml *MoveList) {
	start := len(ml.Moves)
	if p.v.immediate && p.immediateEnd() {
		return
	}
	p.legalFromPseudo(ml, start)
	if p.v.PassOnStalemate && len(ml.Moves) == start {
		p.stalematePass(ml)
	}
}

// legalFromPseudo generates the pseudo-legal moves and keeps those that
// leave no royal capturable.
func (p *Position) legalFromPseudo(ml *MoveList, start int) {
	p.GeneratePseudo(ml)
	if !p.v.anyRoyal {
		return // no royal to leave capturable: every move is legal
	}
	c := p.side
	opp := c.Other()
	at := &p.v.attack[opp]
	var king int16
	byCount := false
	switch {
	case at.anyComplex || (p.v.slowLegal && !p.v.soleCountRoyal):
		p.filterLegal(ml, start)
		return
	case p.v.slowLegal:
		// a side whose only royal is royal by count: while it is not
		// in check, its moves are judged as for a royal type (a move
		// that adds to its group, as a promotion to a crown prince, can
		// only lift the royalty); in check, such a move may be the
		// escape the shortcuts do not see
		var n int
		if king, n = p.soleRoyal(c); n != 1 {
			p.filterLegal(ml, start)
			return
		}
		byCount = true
	case len(p.royals[c]) != 1:
		p.filterLegal(ml, start)
		return
	default:
		king = p.royals[c][0]
	}
	inCheck := p.Attacked(int(king), opp)
	if inCheck && (byCount || at.any || p.v.Rules.RoyalsFacing || p.v.Rules.Bikjang != ValueNone || len(p.mark) == 0 ||
		p.v.dropLimited || !p.markEvasions(int(king), c)) {
		p.filterLegal(ml, start)
		return
	}
	if p.v.Rules.Bikjang != ValueNone && p.royalsFace() {
		// in bikjang every move but a pass must part the royals
		p.filterLegal(ml, start)
		return
	}
	if at.any || p.v.Rules.RoyalsFacing {
		// (a drop-mate test generates moves, and would reuse the marks)
		if len(p.mark) == 0 || (p.v.Rules.RoyalsFacing && p.royalsFace()) || p.v.dropLimited {
			p.filterLegal(ml, start)
			return
		}
		p.markSensitive(int(king), c)
		p.filterMarked(ml, start, king, c)
		return
	}
	var pinned [64]int16
	np := p.pinnedPieces(int(king), c, pinned[:])

	if np < 0 {
		p.filterLegal(ml, start)
		return
	}
	pins := pinSet(pinned[:np])
	out := start
	mark, gen := p.mark, p.markGen
	var buf MoveDetail
	for i := start; i < len(ml.Moves); i++ {
		m := ml.Moves[i]
		check := m.From() == king
		if d := p.detail(m); d != nil {
			check = p.mayExpose(d, king, c)
			if inCheck {
				// (markEvasions marked the checker and the squares between)
				if d.From == king && d.Flags&FlagInitial != 0 {
					continue // a royal's initial move, like castling, not out of check
				}
				check = check || d.To < 0 || (d.From < 0 && d.Flags&FlagDrop == 0) || d.Result.Color() != c || d.Gate != NoPiece
			}
		} else if inCheck {
			check = check || m.Result().Color() != c
		}
		if inCheck && !check && mark[m.To()] != gen {
			continue // neither takes the checker nor blocks its line
		}
		if !p.keepUnchecked(m, check, &pins, &buf) {
			continue
		}
		ml.Moves[out] = m
		out++
	}
	ml.Moves = ml.Moves[:out]
}

// pins is a set of pinned squares: those of the first bbMaxSquares in a
// bitboard (one test per move, where the list was scanned per move), the
// list itself when some square lies beyond (boards larger than
// bitboards: Chu Shogi's 11th and 12th ranks).
type pins struct {
	low  bitboard
	list []int16
}

// pinSet is the set of the squares listed.
func pinSet(pinned []int16) pins {
	var s pins
	for _, sq := range pinned {
		if sq >= bbMaxSquares {
			s.list = pinned
		} else {
			s.low.set(int(sq))
		}
	}
	return s
}

// has reports whether sq is in the set.
func (s *pins) has(sq int) bool {
	if sq < bbMaxSquares {
		return s.low.has(sq)
	}
	for _, q := range s.list {
		if int(q) == sq {
			return true
		}
	}
	return false
}

// mayExpose reports whether a move of colour c, whose only royal stands
// on king, must be tried on the board whatever else holds: it moves the
// royal, is special (en passant, castling, an unload, a quiet
// promotion) or removes a piece other than an enemy on its destination.
func (p *Position) mayExpose(m *MoveDetail, king int16, c Color) bool {
	return m.From == king || m.Flags&(FlagEnPassant|FlagCastle|FlagUnload|FlagQuietPromotion) != 0 ||
		m.NVictims > 1 || (m.NVictims == 1 && (m.Victims[0] != m.To || p.board[m.To].Color() == c))
}

// keepUnchecked is legalFromPseudo's last test of a move that passed
// the check rules: check says whether it must be tried on the board
// (mayExpose, or in check a move that may not parry), pins holds the
// pinned pieces, buf is room for the move's detail.
func (p *Position) keepUnchecked(m Move, check bool, pins *pins, buf *MoveDetail) bool {
	if m.IsDrop() {
		// a drop only fills a square: it cannot expose the royal, but
		// some types may not mate (shogi's pawn) or check by dropping
		if p.v.dropLimited && p.dropForbidden(p.view(m, buf)) {
			return false
		}
	} else if !check {
		check = pins.has(int(m.From()))
	}
	return !check || p.legalMove(m, buf)
}

// legalMove is isLegal for any move; buf is room for its detail.
func (p *Position) legalMove(m Move, buf *MoveDetail) bool {
	if d := p.detail(m); d != nil {
		return p.isLegal(d)
	}
	if from := m.From(); from >= 0 && len(p.royals[p.side]) == 1 && from == p.royals[p.side][0] && !m.IsDrop() {
		if safe, ok := p.royalStepTo(from, m.To(), m.Piece(), m.Result()); ok {
			return safe
		}
	}
	c := p.side
	p.makePlain(m)
	ok := p.royalsSafe(c)
	p.Unmake()
	return ok
}

// exposes is mayExpose for any move.
func (p *Position) exposes(m Move, king int16, c Color) bool {
	if d := p.detail(m); d != nil {
		return p.mayExpose(d, king, c)
	}
	// a move without detail captures at most an enemy on its destination
	return m.From() == king
}

// markEvasions marks, for colour c's royal on king in check from
// leapers and sliders only, the squares a move other than the royal's
// must end on to parry: the checker's and those between it and the
// royal; none when two pieces give check. It reports false when it
// finds no checker (the check is of another kind).
func (p *Position) markEvasions(king int, c Color) bool {
	p.markGen++
	if p.markGen == 0 {
		clear(p.mark)
		p.markGen = 1
	}
	gen := p.markGen
	at := &p.v.attack[c.Other()]
	steps := p.v.Geometry.steps
	var checker int16 = -1
	var ray *attackRay
	n := 0
	for i := range at.rays {
		r := &at.rays[i]
		step := steps[r.vid]
		s := int16(king)
		for d := 1; d <= r.maxDist; d++ {
			if s = step[s]; s < 0 {
				break
			}
			pc := p.board[s]
			if pc == NoPiece {
				continue
			}
			if pc.Color() != c && int(r.rng[pc.Type()]) >= d {
				checker, ray = s, r
				n++
			}
			break
		}
	}
	if n != 1 {
		return n > 1 // two checkers: only the royal may move
	}
	step := steps[ray.vid]
	for s := step[king]; ; s = step[s] {
		p.mark[s] = gen
		if s == checker {
			break
		}
	}
	return true
}

// markSensitive marks the squares whose change can make colour c's
// royal on king attacked, or make it face the enemy royal, when it is
// neither now. Only two kinds of change can: vacating a square of one's
// own (a capture puts the capturer where its victim stood, so only the
// captures of pieces elsewhere vacate enemy squares, and those moves are
// always tried), and filling an empty square. Along a ray the opponent
// slides on, that is the first piece, if it is one's own and the next
// piece beyond is an enemy that attacks along the ray; along a
// hopper's ray, the first piece when the second is the hopper (a
// capture there changes the screen's type, which matters when some
// types may not be hopped over), one's own first and second pieces when
// the third is the hopper, and the empty squares before the first piece
// when that piece is the hopper (filling one gives it a screen); for a
// deterministic multi-leg attack, its relay
// squares when the attacker stands on its square; along the royal's file
// with facing royals forbidden, one's own first piece when the enemy
// royal is next.
func (p *Position) markSensitive(king int, c Color) {
	p.markGen++
	if p.markGen == 0 {
		clear(p.mark)
		p.markGen = 1
	}
	gen := p.markGen
	mark := p.mark
	board := p.board
	steps := p.v.Geometry.steps
	at := &p.v.attack[c.Other()]
	for _, rays := range [2][]attackRay{at.rays, at.lineRays} {
		for i := range rays {
			ray := &rays[i]
			step := steps[ray.vid]
			s := int16(king)
			for d := 1; d <= ray.maxDist; d++ {
				if s = step[s]; s < 0 {
					break
				}
				if pc := board[s]; pc != NoPiece {
					if pc.Color() == c && p.attackerBehind(ray, s, d, c) {
						mark[s] = gen
					}
					break
				}
			}
		}
	}
	for i := range at.hops {
		// the first three pieces on the hopper's ray from the royal
		ha := &at.hops[i]
		step := steps[ha.vid]
		var on [3]int16
		n := 0
		s := int16(king)
		for d := 1; d <= ha.rng && n < len(on); d++ {
			if s = step[s]; s < 0 {
				break
			}
			if board[s] != NoPiece {
				on[n] = s
				n++
			}
		}
		if n == 0 {
			continue
		}
		if board[on[0]] == ha.piece {
			// filling a square before the hopper gives it a screen
			for e := step[king]; e != on[0]; e = step[e] {
				mark[e] = gen
			}
		}
		if n >= 2 && board[on[1]] == ha.piece {
			// taking the screen changes its type, and some types may not
			// be hopped over
			mark[on[0]] = gen
		}
		if n == 3 && board[on[2]] == ha.piece {
			// vacating either piece before the hopper leaves one screen
			for _, sq := range on[:2] {
				if board[sq].Color() == c {
					mark[sq] = gen
				}
			}
		}
	}
	if p.v.Rules.RoyalsFacing {
		for _, vid := range p.v.fileVids {
			step := steps[vid]
			var first int16 = -1
			for s := step[king]; s >= 0; s = step[s] {
				pc := board[s]
				if pc == NoPiece {
					continue
				}
				if first >= 0 {
					if pc.Color() != c && p.v.royal[pc.Type()] && board[first].Color() == c {
						mark[first] = gen
					}
					break
				}
				first = s
			}
		}
	}
	for i := range at.det {
		da := &at.det[i]
		a := steps[da.back][king]
		if a < 0 || board[a] != da.piece {
			continue
		}
		s := a
		for _, vid := range da.vids[:len(da.vids)-1] {
			if s = steps[vid][s]; s < 0 {
				break
			}
			mark[s] = gen
		}
	}
}

// attackerBehind reports whether the next piece on a ray beyond s (at
// distance d from the royal) is an enemy of colour c that attacks along
// the ray from there: only then does vacating s expose the royal.
func (p *Position) attackerBehind(ray *attackRay, s int16, d int, c Color) bool {
	step := p.v.Geometry.steps[ray.vid]
	for d++; d <= ray.maxDist; d++ {
		if s = step[s]; s < 0 {
			return false
		}
		if pc := p.board[s]; pc != NoPiece {
			return pc.Color() != c && int(ray.rng[pc.Type()]) >= d
		}
	}
	return false
}

// filterMarked keeps the legal moves of ml.Moves[start:] when the side
// is not in check: a move is tried on the board only if it moves the
// royal, is special (castling, en passant, a pass, an unload), removes a
// piece other than by standing on its square, leaves a piece of the
// other colour, or starts or ends on a square markSensitive marked.
func (p *Position) filterMarked(ml *MoveList, start int, king int16, c Color) {
	mark, gen := p.mark, p.markGen
	board := p.board
	out := start
	var buf MoveDetail
	for i := start; i < len(ml.Moves); i++ {
		cm := ml.Moves[i]
		if !cm.HasDetail() {
			// the common case, with what a move without detail can be
			if to, from := cm.To(), cm.From(); from != king && cm.Result().Color() == c && mark[to] != gen &&
				(from < 0 || mark[from] != gen) {
				ml.Moves[out] = cm
				out++
				continue
			}
			// (the move must be tried: see below)
			if p.legalMove(cm, &buf) {
				ml.Moves[out] = cm
				out++
			}
			continue
		}
		m := p.view(cm, &buf)
		check := m.From == king || m.Flags&(FlagEnPassant|FlagCastle|FlagUnload|FlagQuietPromotion) != 0 ||
			m.To < 0 || (m.From < 0 && m.Flags&FlagDrop == 0) || m.Result.Color() != c ||
			m.NVictims > 1 || (m.NVictims == 1 && (m.Victims[0] != m.To || board[m.To].Color() == c)) ||
			mark[m.To] == gen || (m.From >= 0 && mark[m.From] == gen) ||
			(m.Gate != NoPiece && m.GateSq >= 0 && mark[m.GateSq] == gen)
		if check && !p.legalMove(cm, &buf) {
			continue
		}
		ml.Moves[out] = cm
		out++
	}
	ml.Moves = ml.Moves[:out]
}

// filterLegal keeps the moves of ml.Moves[start:] that leave the mover's
// royals safe, trying each on the board.
func (p *Position) filterLegal(ml *MoveList, start int) {
	out := start
	inCheck := -1
	var buf MoveDetail
	for i := start; i < len(ml.Moves); i++ {
		m := p.view(ml.Moves[i], &buf)
		if m.Flags&FlagInitial != 0 && p.isRoyalPiece(m.Piece) {
			if inCheck < 0 {
				inCheck = 0
				if p.InCheck() {
					inCheck = 1
				}
			}
			if inCheck == 1 {
				continue // a royal's initial move, like castling, not out of check
			}
		}
		if m.Flags&FlagDrop != 0 && p.v.dropLimited && p.dropForbidden(m) {
			continue
		}
		if p.isLegal(m) {
			ml.Moves[out] = ml.Moves[i]
			out++
		}
	}
	ml.Moves = ml.Moves[:out]
}

// pinnedPieces lists colour c's pieces that stand alone between its royal
// on king and an enemy slider that attacks along that line. It returns
// -1 when the list does not fit.
func (p *Position) pinnedPieces(king int, c Color, out []int16) int {
	opp := c.Other()
	if p.useBB && p.v.bbAttack[opp].ok {
		return p.pinnedBB(king, c, out)
	}
	at := &p.v.attack[opp]
	steps := p.v.Geometry.steps
	n := 0
	for i := range at.rays {
		ray := &at.rays[i]
		if ray.maxDist < 2 {
			continue
		}
		step := steps[ray.vid]
		s := int16(king)
		var own int16 = -1
		for d := 1; d <= ray.maxDist; d++ {
			s = step[s]
			if s < 0 {
				break
			}
			pc := p.board[s]
			if pc == NoPiece {
				continue
			}
			if pc.Color() == c {
				if own >= 0 {
					break
				}
				own = s
				continue
			}
			if own >= 0 && int(ray.rng[pc.Type()]) >= d {
				if n == len(out) {
					return -1
				}
				out[n] = own
				n++
			}
			break
		}
	}
	return n
}

// royalStepSafe answers isLegal for a plain move (or capture) of the
// side's only royal, when the variant allows (royalStepTest): the royal
// is safe when its destination is not attacked with the royal lifted
// from its square and the victim gone. ok is false when the move is not
// such a move, or when some enemy type is tested by generating its moves
// (that walks the piece lists, which the lifted pieces stay in).
func (p *Position) royalStepSafe(m *MoveDetail) (safe, ok bool) {
	if m.Flags&^(FlagCapture|FlagExempt) != 0 || m.Gate != NoPiece || (m.NVictims > 0 && (m.NVictims > 1 || m.Victims[0] != m.To)) {
		return false, false
	}
	return p.royalStepTo(m.From, m.To, m.Piece, m.Result)
}

// royalStepTo is royalStepSafe for a move of mover from f to t, becoming
// result, that captures at most on t.
func (p *Position) royalStepTo(f, t int16, mover, result Piece) (safe, ok bool) {
	c := p.side
	if !p.v.royalStepTest || p.v.attack[c.Other()].anyComplex || len(p.royals[c]) != 1 || result != mover || f < 0 || f == t ||
		len(p.royals[c.Other()]) == 0 {
		return false, false
	}
	from, to := int(f), int(t)
	victim := p.board[to]
	if victim != NoPiece && (victim.Color() == c || p.v.royal[victim.Type()]) {
		return false, false
	}
	pc := p.board[from]
	p.poke(from, NoPiece)
	p.poke(to, pc)
	safe = !p.Attacked(to, c.Other())
	p.poke(to, victim)
	p.poke(from, pc)
	return safe, true
}

// isLegal reports whether a pseudo-legal move leaves the mover's royals
// safe. A gating move must be legal without its gated piece too: the
// piece put down may not block a check the move itself would allow (the
// S-chess rule).
func (p *Position) isLegal(m *MoveDetail) bool {
	if m.From >= 0 && len(p.royals[p.side]) == 1 && m.From == p.royals[p.side][0] {
		if safe, ok := p.royalStepSafe(m); ok {
			return safe
		}
	}
	if m.Gate != NoPiece && !p.legalUngated(m) {
		return false
	}
	c := p.side
	p.makeDetail(m)
	ok := p.royalsSafe(c)
	p.Unmake()
	return ok
}

// legalUngated reports whether a gating move is legal without its gate.
func (p *Position) legalUngated(m *MoveDetail) bool {
	bare := *m
	bare.Gate, bare.GateSq = NoPiece, -1
	c := p.side
	p.makeDetail(&bare)
	ok := p.royalsSafe(c)
	p.Unmake()
	return ok
}

// dropForbidden reports whether a drop is not allowed: it mates with a
// dropNoMate type or checks with a dropNoCheck type.
func (p *Position) dropForbidden(m *MoveDetail) bool {
	t := m.Piece.Type()
	if dnm := p.v.DropNoMate; dnm != nil && dnm[t] && p.dropMates(m) {
		return true
	}
	if dnc := p.v.DropNoCheck; dnc != nil && dnc[t] {
		c := p.side
		p.makeDetail(m)
		check := p.royalsSafe(c) && p.InCheck()
		p.Unmake()
		return check
	}
	return false
}

// dropMates reports whether a drop checkmates (forbidden for the types
// in dropNoMate, like shogi's pawn).
func (p *Position) dropMates(m *MoveDetail) bool {
	c := p.side
	p.makeDetail(m)
	mate := false
	if p.royalsSafe(c) && p.InCheck() {
		p.nested++
		for len(p.legal) <= 64+p.nested {
			p.legal = append(p.legal, MoveList{})
		}
		ml := &p.legal[64+p.nested]
		ml.Reset()
		p.GenerateLegal(ml)
		// a game a rule ended (the check that reached checkLimit) has
		// no moves left either, but that is no mate
		mate = len(ml.Moves) == 0 && !(p.v.immediate && p.immediateEnd())
		p.nested--
	}
	p.Unmake()
	return mate
}
