package core

import "slices"

// The perpetual-chase rule (Rules.PerpetualChaseLoses): in a repetition,
// a side each of whose moves over the repeated stretch chased one and the
// same enemy piece loses, unless the other side chased too (a draw).
// Xiangqi's Asian rules forbid it; Fairy-Stockfish's chasingRule = axf.
//
// A move chases the enemy pieces under a threat after it that was not
// there before it: a threat is an attacker and a victim, the attacker
// followed to its new square when it is the piece that moved. The
// attacks are the mover's side's pseudo-legal captures (the turn passed
// back to it after the move), so that a piece pinned to its royal still
// attacks and an attack stays one while its side is in check. An attack
// threatens its victim when
//   - the attacker and the victim both take part in the rule (not
//     royal, PieceType.Chase: xiangqi's soldiers never chase, and
//     cannot be chased before they cross the river);
//   - and the victim is worth half as much again as the attacker or more
//     (value=: a horse or cannon at a chariot, an elephant or advisor at
//     a horse), or no legal move of the victim's side takes back on its
//     square after the capture (the victim is unprotected; a defender
//     pinned to its royal or unable to recapture through the royals'
//     facing rule does not protect);
//   - and it is not a mutual attack: a victim of the attacker's own type
//     that could take the attacker instead is not chased (a horse
//     blocked the other way is).
// A discovered attack is a new threat, and so is an attack on a piece
// whose last defender the move pins or blocks. A move that gives check
// chases nothing: it is judged as a check (perpetualCheck), the checked
// side not being free to defend. A piece keeps its identity as it moves
// over the stretch, so a piece driven from square to square is one
// victim. Over the repetitions of the games of chimera match against
// Fairy-Stockfish, these verdicts are Fairy-Stockfish's (testdata of the
// variants package).
//
// The judgement replays the repeated stretch (its moves are kept in the
// undo records), so it costs a few move generations per move of it; its
// results are cached by the stretch's positions, since a search meets the
// same cycles again and again.

// ChaseRole is a piece type's part in the perpetual-chase rule.
type ChaseRole uint8

const (
	// ChaseBoth: the type's attacks can be chases, and attacks on it.
	ChaseBoth ChaseRole = iota
	// ChaseVictim: attacks on the type can be chases, its own are not
	// (a xiangqi soldier across the river).
	ChaseVictim
	// ChaseNone: the type takes no part (a soldier before the river).
	ChaseNone
)

// chaseCacheSize is the number of judged stretches remembered (a power
// of two).
const chaseCacheSize = 1 << 10

type chaseEntry struct {
	key    uint64
	result int8 // the chasing side that loses, -1 none, +1 stored
}

// chaseStep is one move of a repeated stretch: its key, whether it had
// a detail, and the length of the move store before it.
type chaseStep struct {
	move     Move
	detailed bool
	nstore   int32
}

// chaseState holds the judgement's buffers, allocated on a position's
// first judgement and reused.
type chaseState struct {
	steps         []chaseStep
	store         []MoveDetail  // the position's move details, kept aside
	saved         []MoveDetail  // the details of the stretch's moves
	ids           []int32       // per square: the identity of the piece there, -1 empty
	before, after []chaseThreat // the threats before and after a move
	chased        [2][]int32    // per side: the victims chased by each of its moves
	now           []int32
	judged        [2]bool
	ml, reply     MoveList
	cache         [chaseCacheSize]chaseEntry
}

// chaser judges the repeated stretch that starts with the move of undo
// record last and ends with the last move made: the colour that chased
// perpetually and loses, or -1 (nobody chased, both did, or the stretch
// holds a null move, which is no move of the game).
func (p *Position) chaser(last int) int {
	cs := p.chase
	if cs == nil {
		cs = &chaseState{ids: make([]int32, len(p.board))}
		p.chase = cs
	}
	key := p.hash
	for i := last; i < len(p.undo); i++ {
		key = (key<<7 | key>>57) ^ p.undo[i].hash ^ uint64(p.undo[i].move)
	}
	e := &cs.cache[key&(chaseCacheSize-1)]
	if e.key == key && e.result != 0 {
		return int(e.result) - 2
	}
	r := p.judgeChase(cs, last)
	e.key, e.result = key, int8(r+2)
	return r
}

// judgeChase takes back the stretch's moves and plays them again (a move
// that had a detail from the detail kept), collecting what each chased.
func (p *Position) judgeChase(cs *chaseState, last int) int {
	cs.steps = cs.steps[:0]
	for i := last; i < len(p.undo); i++ {
		u := &p.undo[i]
		if u.move == NoMove {
			return -1
		}
		cs.steps = append(cs.steps, chaseStep{u.move, u.detailed, u.nstore})
	}
	// the details of the stretch's moves that have one, in order
	k := 0
	for _, st := range cs.steps {
		if st.detailed {
			k++
		}
	}
	if k > len(p.details) {
		return -1 // made before the position kept them (never: see chaseLog)
	}
	cs.saved = append(cs.saved[:0], p.details[len(p.details)-k:]...)
	// the move details generated since the stretch began belong to
	// lists a search still holds: they are put back as they were
	base := min(int(p.undo[last].nstore), len(p.store))
	cs.store = append(cs.store[:0], p.store[base:]...)
	for range cs.steps {
		p.Unmake()
	}
	for sq := range cs.ids {
		cs.ids[sq] = -1
		if p.board[sq] != NoPiece {
			cs.ids[sq] = int32(sq)
		}
	}
	fresh := int32(len(cs.ids))
	cs.judged = [2]bool{}
	saved := cs.saved
	for _, st := range cs.steps {
		mover := p.side
		cs.before = p.chaseThreats(cs.before[:0], cs)
		if st.detailed {
			p.MakeDetail(&saved[0])
			saved = saved[1:]
		} else {
			p.Make(st.move)
		}
		m := st.move
		if m.IsDrop() {
			cs.ids[m.To()] = fresh
			fresh++
		} else if m.From() >= 0 && m.To() >= 0 {
			cs.ids[m.To()] = cs.ids[m.From()]
			cs.ids[m.From()] = -1
		}
		cs.after = cs.after[:0]
		if !p.InCheck() {
			// a check is judged as one (perpetualCheck), not as a chase:
			// the checked side's pieces are not free to defend
			p.MakeNull()
			cs.after = p.chaseThreats(cs.after, cs)
			p.UnmakeNull()
		}
		// the victims chased now: under a threat after the move that was
		// not there before it (the moved piece's threats followed to its
		// new square)
		for i := range cs.before {
			if cs.before[i].from == m.From() {
				cs.before[i].from = m.To()
			}
		}
		cs.now = cs.now[:0]
		for _, th := range cs.after {
			if id := cs.ids[th.to]; !slices.Contains(cs.before, th) && !slices.Contains(cs.now, id) {
				cs.now = append(cs.now, id)
			}
		}
		if !cs.judged[mover] {
			cs.chased[mover] = append(cs.chased[mover][:0], cs.now...)
			cs.judged[mover] = true
			continue
		}
		// keep the victims chased by every move so far
		kept := cs.chased[mover][:0]
		for _, id := range cs.chased[mover] {
			if slices.Contains(cs.now, id) {
				kept = append(kept, id)
			}
		}
		cs.chased[mover] = kept
	}
	p.store = append(p.store[:base], cs.store...)
	for i, st := range cs.steps {
		p.undo[last+i].nstore = st.nstore
	}
	white := cs.judged[White] && len(cs.chased[White]) > 0
	black := cs.judged[Black] && len(cs.chased[Black]) > 0
	switch {
	case white && !black:
		return int(White)
	case black && !white:
		return int(Black)
	}
	return -1
}

// noteMove records in the undo record of the move just made its key and
// whether it had a detail and, where the variant judges perpetual chase,
// keeps the detail (Unmake drops it), for the judgement to replay.
func (p *Position) noteMove(key Move, d *MoveDetail, detailed bool) {
	u := &p.undo[len(p.undo)-1]
	u.move, u.detailed = key, detailed
	if u.detailed && p.chaseLog {
		p.details = append(p.details, *d)
	}
}

// chaseThreat is an attacker's square and the square of the enemy piece
// it threatens.
type chaseThreat struct{ from, to int16 }

// chaseThreats appends to dst the threats of the side to move (as
// chase.go's comment says). The attacks are its pseudo-legal captures, as
// a piece pinned to its royal still attacks (and an attack stays one
// while the attacker's side is in check); the protection is judged by
// legal recaptures.
func (p *Position) chaseThreats(dst []chaseThreat, cs *chaseState) []chaseThreat {
	us := p.side
	cs.ml.Reset()
	p.GeneratePseudo(&cs.ml)
	for _, m := range cs.ml.Moves {
		if !m.IsCapture() || m.IsDrop() {
			continue
		}
		from, to := m.From(), m.To()
		if m.HasDetail() {
			d := p.detail(m)
			if d.NVictims != 1 || d.Victims[0] != d.To {
				continue // a capture elsewhere than on the arrival square
			}
			from, to = d.From, d.To
		}
		if from < 0 || slices.Contains(dst, chaseThreat{from, to}) {
			continue
		}
		attacker, victim := p.board[from], p.board[to]
		if attacker == NoPiece || victim == NoPiece || victim.Color() == us {
			continue
		}
		at, vt := &p.v.Types[attacker.Type()], &p.v.Types[victim.Type()]
		if at.Royal || vt.Royal || at.Chase != ChaseBoth || vt.Chase == ChaseNone {
			continue
		}
		if at.Value > 0 && 2*vt.Value >= 3*at.Value {
			dst = append(dst, chaseThreat{from, to})
			continue
		}
		if victim.Type() == attacker.Type() && p.canTakeBack(to, from, cs) {
			continue
		}
		if !p.retaken(m, cs) {
			dst = append(dst, chaseThreat{from, to})
		}
	}
	return dst
}

// canTakeBack reports whether the enemy, given the move, could take on
// target with the piece on from.
func (p *Position) canTakeBack(from, target int16, cs *chaseState) bool {
	p.MakeNull()
	defer p.UnmakeNull()
	cs.reply.Reset()
	p.GenerateLegal(&cs.reply)
	for _, r := range cs.reply.Moves {
		if r.IsCapture() && r.From() == from && r.To() == target {
			return true
		}
	}
	return false
}

// retaken reports whether, after capture m, the enemy has a legal move
// taking on m's square.
func (p *Position) retaken(m Move, cs *chaseState) bool {
	p.Make(m)
	defer p.Unmake()
	cs.reply.Reset()
	p.GenerateLegal(&cs.reply)
	for _, r := range cs.reply.Moves {
		if r.IsCapture() && r.To() == m.To() {
			return true
		}
	}
	return false
}
