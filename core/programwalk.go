package core

// The program walker: runs a path program (program.go) from a piece's
// square and emits one move for every way to reach OpAccept. The walk is
// a backtracking search: a fork explores its first continuation by
// recursion and its second in the same frame; the walk state is a small
// value copied at each fork, so backtracking restores it for free, and
// the squares lists it refers to (victims, visited squares) live in the
// walker and are cut back to the counts the state holds. Nothing is
// allocated per node.

// progPath is a program compiled for one colour: the step tables of its
// eight directions, turned for Black.
type progPath struct {
	prog    *Program
	vid     [8]int32 // step table of the mover's direction d (-1: none)
	exempt  bool
	visited bool // the program tests visited squares ([r], [R])
}

// carried says which piece the walk holds.
const (
	carryNone uint8 = iota
	carryMover
	carryPartner
)

// progAttackCost is what an [a] or [A] test costs of the step budget
// besides the walks it makes.
const progAttackCost = 16

// progMaxVisited is how many squares one walk records as visited; a
// branch that would record more fails.
const progMaxVisited = 256

// progState is the part of a walk that backtracking restores.
type progState struct {
	cur       int16
	moverAt   int16 // where the moving piece was last put down
	partFrom  int16 // the partner's square, -1 none
	partTo    int16 // where the partner was put down, -1 none yet
	vars      [ProgMaxVars + 1]int8
	carry     uint8
	moverDown bool
	capture   bool
	nvict     uint8
	nvisit    int16
	nstop     uint8 // stops recorded (stops.go; only when the walker has a recorder)
}

// progWalker holds what one walk shares between its branches.
type progWalker struct {
	p        *Position
	ml       *MoveList
	pp       *progPath
	ops      []ProgOp
	origin   int16
	piece    Piece
	c        Color
	attacks  bool // inside an attack test: [a] and [A] pass
	accepted int
	rec      *stopRecorder // non-nil: find one move's stops instead of emitting (stops.go)
	// target >= 0: an attack test, looking only for a move that takes
	// on target; hit when one is found, which ends the walk
	target int16
	hit    bool
	vict   [MaxVictims]int16
	// visit: the visited squares, in the position's buffer of this
	// walk's nesting level (a walk is not zeroed for them each time)
	visit *[progMaxVisited]int16
}

// compileProgram prepares a program path for colour c.
func (v *Variant) compileProgram(pr *Program, exempt bool, c Color) progPath {
	pp := progPath{prog: pr, exempt: exempt,
		visited: pr.uses(OpCheck, CheckVisited, CheckNotVisited)}
	for d := 0; d < 8; d++ {
		abs := d
		if c == Black {
			abs = (d + 4) & 7
		}
		dx, dy := Atom{X: 1}.Vector(abs)
		pp.vid[d] = int32(v.Geometry.vector(dx, dy, false))
	}
	return pp
}

// genProgram appends the moves of one program path for the piece on sq.
func (p *Position) genProgram(ml *MoveList, sq int, pc Piece, pp *progPath, attacksOnly bool) {
	w := progWalker{p: p, ml: ml, pp: pp, ops: pp.prog.Ops, origin: int16(sq), piece: pc, c: pc.Color(),
		attacks: attacksOnly, target: -1}
	if p.progNest == 0 {
		p.progSteps = ProgStepBudget
	}
	w.visit = p.progVisitBuf()
	p.progNest++
	w.run(0, w.start(), 0)
	p.progNest--
}

// progVisitBuf is the visited-squares buffer of a walk about to start at
// the current nesting level. Walks nest twice (an attack test inside a
// walk does not test attacks again), three times when an anti-trade
// rule's test walks inside those; deeper ones get a buffer of their own.
func (p *Position) progVisitBuf() *[progMaxVisited]int16 {
	if p.progNest < len(p.progVisit) {
		return &p.progVisit[p.progNest]
	}
	return new([progMaxVisited]int16)
}

// programAttacks reports whether a program of the piece on from takes
// on target (an attack test: [a] and [A] hold). It walks without
// emitting moves and stops at the first such capture.
func (p *Position) programAttacks(from, target int) bool {
	pc := p.board[from]
	tg := &p.v.graphs[pc.Color()][pc.Type()]
	for i := range tg.progs {
		pp := &tg.progs[i]
		w := progWalker{p: p, pp: pp, ops: pp.prog.Ops, origin: int16(from), piece: pc, c: pc.Color(),
			attacks: true, target: int16(target), visit: p.progVisitBuf()}
		if p.progNest == 0 {
			p.progSteps = ProgStepBudget
		}
		p.progNest++
		w.run(0, w.start(), 0)
		p.progNest--
		if w.hit {
			return true
		}
	}
	return false
}

// start is the state a walk starts in: the cursor on the moving piece,
// which is picked up, no variable bound.
func (w *progWalker) start() progState {
	st := progState{cur: w.origin, moverAt: w.origin, partFrom: -1, partTo: -1, carry: carryMover}
	for i := range st.vars {
		st.vars[i] = -1
	}
	return st
}

// dir resolves a DirRef against the state: the mover's direction 0..7,
// or -1 for an unbound variable.
func (st *progState) dir(d DirRef) int {
	switch {
	case d < 8:
		return int(d)
	case d < 16:
		return int(st.vars[d-8])
	default:
		if v := st.vars[d-16]; v >= 0 {
			return int(v+4) & 7
		}
		return -1
	}
}

// step is the square one step in direction d (a DirRef) from sq, -1
// when there is none.
func (w *progWalker) step(st *progState, sq int16, d DirRef) int16 {
	k := st.dir(d)
	if k < 0 || w.pp.vid[k] < 0 {
		return -1
	}
	return w.p.v.Geometry.steps[w.pp.vid[k]][sq]
}

// at is what stands on sq as the walk has left the board: the moving
// piece and the partner where they were put down, nothing where they
// were lifted from or where a piece was taken.
func (w *progWalker) at(st *progState, sq int16) Piece {
	if st.moverDown && sq == st.moverAt {
		return w.piece
	}
	if st.partFrom >= 0 && st.partTo == sq && st.carry != carryPartner {
		return w.p.board[st.partFrom]
	}
	for i := 0; i < int(st.nvict); i++ {
		if w.vict[i] == sq {
			return NoPiece
		}
	}
	if sq == w.origin || sq == st.partFrom {
		return NoPiece
	}
	return w.p.board[sq]
}

// visited reports whether the moving piece has stood on sq in this move.
func (w *progWalker) visited(st *progState, sq int16) bool {
	for i := 0; i < int(st.nvisit); i++ {
		if w.visit[i] == sq {
			return true
		}
	}
	return false
}

// test applies check k to square sq (-1: off the board).
func (w *progWalker) test(st *progState, k ProgCheck, sq int16) bool {
	if sq < 0 {
		return k.negative()
	}
	switch k {
	case CheckEmpty, CheckOccupied:
		return (w.at(st, sq) == NoPiece) == (k == CheckEmpty)
	case CheckEnemy, CheckNotEnemy:
		pc := w.at(st, sq)
		return (pc != NoPiece && pc.Color() != w.c) == (k == CheckEnemy)
	case CheckFriend, CheckNotFriend:
		pc := w.at(st, sq)
		return (pc != NoPiece && pc.Color() == w.c) == (k == CheckFriend)
	case CheckAttacked, CheckNotAttacked, CheckProtected, CheckNotProtected:
		if w.attacks || w.ml == &w.p.scratch {
			// an attack test (or a generation into the attack test's own
			// list) does not start another: the condition is taken to hold
			return true
		}
		// an attack test is charged to the budget as well as the walks
		// it makes, so that a program testing many squares ends too
		w.p.progSteps -= progAttackCost
		if k == CheckProtected || k == CheckNotProtected {
			// protected by the others: the moving piece is lifted off its
			// start (the board and bitboards only; the piece list, which
			// the generator may be walking, stays as it is)
			mover := w.p.board[w.origin]
			w.p.poke(int(w.origin), NoPiece)
			hit := w.p.Attacked(int(sq), w.c)
			w.p.poke(int(w.origin), mover)
			return hit == (k == CheckProtected)
		}
		return w.p.Attacked(int(sq), w.c.Other()) == (k == CheckAttacked)
	case CheckMoved, CheckUnmoved:
		var unmoved bool
		switch {
		case st.carry == carryMover:
			unmoved = w.p.initialOK(int(w.origin), false)
		case st.carry == carryPartner:
			unmoved = w.p.virgin[st.partFrom]
		default:
			pc := w.at(st, sq)
			if pc == NoPiece {
				return false
			}
			unmoved = w.p.virgin[sq] && w.p.board[sq] == pc
		}
		return unmoved == (k == CheckUnmoved)
	case CheckVisited, CheckNotVisited:
		return w.visited(st, sq) == (k == CheckVisited)
	}
	return false
}

// take makes the piece on sq a victim; it reports whether it could.
func (w *progWalker) take(st *progState, sq int16) bool {
	if sq < 0 || int(st.nvict) >= MaxVictims {
		return false
	}
	pc := w.at(st, sq)
	if pc == NoPiece || (st.moverDown && sq == st.moverAt) || (st.partTo == sq && st.carry != carryPartner) {
		return false // nothing there, or the moving pieces themselves
	}
	w.vict[st.nvict] = sq
	st.nvict++
	if pc.Color() != w.c {
		st.capture = true
	}
	return true
}

// run walks the program from op pc in state st.
func (w *progWalker) run(pc int, st progState, depth int) {
	steps := w.p.v.Geometry.steps
	for {
		if w.p.progSteps <= 0 || w.hit {
			return
		}
		w.p.progSteps--
		op := &w.ops[pc]
		switch op.Code {
		case OpStep:
			k := st.dir(op.Dir)
			if k < 0 || w.pp.vid[k] < 0 {
				return
			}
			nxt := steps[w.pp.vid[k]][st.cur]
			if nxt < 0 {
				return
			}
			if st.carry == carryMover && w.pp.visited && !w.visited(&st, st.cur) {
				// the square the piece leaves counts as visited from now on
				if st.nvisit >= progMaxVisited {
					return
				}
				w.visit[st.nvisit] = st.cur
				st.nvisit++
			}
			st.cur = nxt
			pc++
		case OpBind:
			if w.rec != nil && st.carry == carryMover && st.nvict > 0 {
				w.rec.push(&st, false) // a carried piece turns after taking: a stop
			}
			except := -1
			if op.Except > 0 {
				except = int(st.vars[op.Except])
			}
			for d := 0; d < 8; d++ {
				if !op.Dirs.Has(d) || d == except {
					continue
				}
				if depth >= ProgMaxDepth {
					return
				}
				next := st
				next.vars[op.Var] = int8(d)
				w.run(pc+1, next, depth+1)
			}
			return
		case OpCheck:
			sq := st.cur
			if op.Look {
				sq = w.step(&st, sq, op.Dir)
			}
			if !w.test(&st, op.Check, sq) {
				return
			}
			pc++
		case OpTake:
			sq := st.cur
			if op.Look {
				sq = w.step(&st, sq, op.Dir)
			}
			if !w.take(&st, sq) {
				return
			}
			pc++
		case OpPutDown:
			if !w.putDown(&st) {
				return
			}
			pc++
		case OpPickUp:
			pcs := w.at(&st, st.cur)
			if st.carry != carryNone || st.partFrom >= 0 || pcs == NoPiece || pcs.Color() != w.c ||
				(st.moverDown && st.cur == st.moverAt) {
				return
			}
			st.partFrom, st.carry = st.cur, carryPartner
			pc++
		case OpReturn:
			if st.carry != carryNone || !st.moverDown {
				return
			}
			st.cur, st.moverDown, st.carry = st.moverAt, false, carryMover
			pc++
		case OpFork:
			if depth < ProgMaxDepth {
				w.run(int(op.A), st, depth+1)
			}
			pc = int(op.B)
		case OpPrefer:
			before := w.accepted
			if depth < ProgMaxDepth {
				w.run(int(op.A), st, depth+1)
			}
			if w.accepted != before {
				return
			}
			pc = int(op.B)
		case OpJump:
			pc = int(op.A)
		case OpAccept:
			w.accept(st)
			return
		default:
			return
		}
	}
}

// putDown sets the carried piece down on the cursor square, which must
// be empty.
func (w *progWalker) putDown(st *progState) bool {
	if st.carry == carryNone || w.at(st, st.cur) != NoPiece {
		return false
	}
	if st.carry == carryMover {
		if w.rec != nil {
			w.rec.push(st, true)
		}
		st.moverAt, st.moverDown = st.cur, true
	} else {
		st.partTo = st.cur
	}
	st.carry = carryNone
	return true
}

// accept ends a match: the default postfix for a moving piece still
// carried, the partner put down, and the move emitted.
func (w *progWalker) accept(st progState) {
	switch st.carry {
	case carryMover:
		pc := w.at(&st, st.cur)
		if pc != NoPiece && (pc.Color() == w.c || !w.take(&st, st.cur)) {
			return
		}
	case carryPartner:
		if st.moverDown == false {
			return
		}
	}
	if st.carry != carryNone && !w.putDown(&st) {
		return
	}
	if !st.moverDown || (st.moverAt == w.origin && st.nvict == 0 && st.partFrom < 0) {
		return // (a match that changes nothing is no move: (+)([p]\1)* repeated zero times)
	}
	w.accepted++
	if w.target >= 0 {
		for _, sq := range w.vict[:st.nvict] {
			w.hit = w.hit || sq == w.target
		}
		return
	}
	m := MoveDetail{From: w.origin, To: st.moverAt, Piece: w.piece, Result: w.piece, PartnerFrom: -1, UnloadSq: -1}
	copy(m.Victims[:], w.vict[:st.nvict])
	m.NVictims = st.nvict
	if st.capture {
		m.Flags |= FlagCapture
	}
	if st.partFrom >= 0 {
		m.Flags |= FlagCastle
		m.PartnerFrom, m.PartnerTo = st.partFrom, st.partTo
	}
	if w.rec != nil {
		w.rec.match(&m, st.nstop)
		return
	}
	w.p.emit(w.ml, &m, w.pp.exempt)
}

// progCanStep reports whether one of the absolute directions the program
// steps, looks or chooses in leads from sq to a square (the dead-square
// table's test: a program none of whose directions leads anywhere from
// sq can make no move there).
func (v *Variant) progCanStep(pp *progPath, sq int) bool {
	var dirs DirSet
	for i := range pp.prog.Ops {
		op := &pp.prog.Ops[i]
		switch {
		case (op.Code == OpStep || op.Look) && op.Dir >= 0 && op.Dir < 8:
			dirs |= 1 << uint(op.Dir)
		case op.Code == OpBind:
			dirs |= op.Dirs
		}
	}
	for d := 0; d < 8; d++ {
		if dirs.Has(d) && pp.vid[d] >= 0 && v.Geometry.steps[pp.vid[d]][sq] >= 0 {
			return true
		}
	}
	return false
}

// programTests reports whether a program of type t has a check of kind
// a or b.
func (v *Variant) programTests(t int, a, b ProgCheck) bool {
	for _, p := range v.Types[t].Moves.Paths {
		if p.Program != nil && p.Program.uses(OpCheck, a, b) {
			return true
		}
	}
	return false
}

// programPicksUpTested reports whether a program of type t picks up a
// partner and tests moved states.
func (v *Variant) programPicksUpTested(t int) bool {
	for _, p := range v.Types[t].Moves.Paths {
		if p.Program != nil && p.Program.uses(OpPickUp) && p.Program.uses(OpCheck, CheckMoved, CheckUnmoved) {
			return true
		}
	}
	return false
}
