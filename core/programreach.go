package core

// Program reach: the squares a program piece could ever take on from a
// given square, whatever stands on the board, found once when the
// variant is compiled. An attack test skips a program piece whose reach
// from its square misses the target, instead of walking its programs
// (in chess written as programs, most pieces cannot reach the king's
// square, and their walks were most of the legality test's time).
//
// The reach is an over-approximation made by walking the program
// abstractly: every check passes, a take marks its square and goes on,
// a bound direction may be any of the group's (the Except rule left
// out), and limits are ignored; the state is the op, the cursor, whether
// the piece is carried and the values of the variables. Programs that
// return to the piece (OpReturn) or pick up a partner, with more than
// two variables, or whose analysis would exceed progReachBudget states
// get no reach (always walked).

// progReachBudget bounds the work of a variant's reach analyses: the
// abstract states visited and the words of state sets allocated, over
// all types, colours and start squares (about 2 M: some 30 ms). Types
// analysed once it is spent get no reach.
const progReachBudget = 1 << 21

// progReach is, per start square, the set of squares (a bitset of
// words per square) a type's programs may take on; nil when unknown.
type progReach struct {
	words int // per square
	bits  []uint64
}

// has reports whether the programs may take on to from from.
func (r *progReach) has(from, to int) bool {
	return r.bits[from*r.words+to>>6]&(1<<uint(to&63)) != 0
}

// compileProgReach analyses the programs of a type graph, drawing on
// the variant's budget.
func (v *Variant) compileProgReach(tg *typeGraph, budget *int) *progReach {
	if len(tg.progs) == 0 {
		return nil
	}
	g := v.Geometry
	n := g.Size()
	words := (n + 63) / 64
	if *budget -= n * words; *budget < 0 {
		return nil
	}
	r := &progReach{words: words, bits: make([]uint64, n*words)}
	for i := range tg.progs {
		a, ok := newReachWalk(&tg.progs[i], n, budget)
		if !ok {
			return nil
		}
		for from := 0; from < n; from++ {
			if !g.Exists[from] {
				continue
			}
			if !a.walk(v, from, r.bits[from*words:(from+1)*words], budget) {
				return nil
			}
		}
	}
	return r
}

// reachWalk is the abstract walk of one program.
type reachWalk struct {
	pp    *progPath
	ops   []ProgOp
	vars  [2]int8 // the program's variables, in the state's two slots
	n     int     // squares
	seen  []uint64
	set   []int32 // indices set in seen, cleared after each start square
	stack []int32
}

// newReachWalk prepares the abstract walk, or reports that the program
// is one the analysis does not cover.
func newReachWalk(pp *progPath, n int, budget *int) (*reachWalk, bool) {
	a := &reachWalk{pp: pp, ops: pp.prog.Ops, n: n, vars: [2]int8{-1, -1}}
	nv := 0
	for i := range a.ops {
		op := &a.ops[i]
		switch op.Code {
		case OpReturn, OpPickUp:
			return nil, false
		case OpBind:
			if op.Var != a.vars[0] && op.Var != a.vars[1] {
				if nv == 2 {
					return nil, false
				}
				a.vars[nv] = op.Var
				nv++
			}
		}
	}
	states := len(a.ops) * n * 2 * 81
	if *budget -= states / 64; *budget < 0 {
		return nil, false
	}
	a.seen = make([]uint64, (states+63)/64)
	return a, true
}

// state packs op, cursor, carried and the two variables' values (0..7,
// 8 unbound) into an index.
func (a *reachWalk) state(pc, cur int, carried bool, v0, v1 int) int32 {
	c := 0
	if carried {
		c = 1
	}
	return int32((((pc*a.n+cur)*2+c)*9+v0)*9 + v1)
}

func (a *reachWalk) unpack(s int32) (pc, cur int, carried bool, v0, v1 int) {
	x := int(s)
	v1, x = x%9, x/9
	v0, x = x%9, x/9
	carried, x = x%2 == 1, x/2
	cur, pc = x%a.n, x/a.n
	return
}

// dir resolves a DirRef in an abstract state: -1 when unbound or not
// one of the tracked variables.
func (a *reachWalk) dir(d DirRef, v0, v1 int) int {
	if d >= 0 && d < 8 {
		return int(d)
	}
	k, opp := int8(d-8), false
	if d > DirOpp(0) {
		k, opp = int8(d-16), true
	}
	val := 8
	switch k {
	case a.vars[0]:
		val = v0
	case a.vars[1]:
		val = v1
	}
	if val == 8 {
		return -1
	}
	if opp {
		return (val + 4) & 7
	}
	return val
}

// walk explores the abstract states from square from, marking in out
// the squares a take may happen on. It reports false when the budget is
// spent.
func (a *reachWalk) walk(v *Variant, from int, out []uint64, budget *int) bool {
	steps := v.Geometry.steps
	stepFrom := func(sq int, d int) int {
		if d < 0 || a.pp.vid[d] < 0 {
			return -1
		}
		return int(steps[a.pp.vid[d]][sq])
	}
	mark := func(sq int) {
		// (nothing is taken on the start square: it reads as empty once
		// the piece has left it, and holds the piece itself after)
		if sq >= 0 && sq != from {
			out[sq>>6] |= 1 << uint(sq&63)
		}
	}
	push := func(s int32) {
		if a.seen[s>>6]&(1<<uint(s&63)) == 0 {
			a.seen[s>>6] |= 1 << uint(s&63)
			a.set = append(a.set, s)
			a.stack = append(a.stack, s)
		}
	}
	defer func() {
		for _, s := range a.set {
			a.seen[s>>6] = 0
		}
		a.set, a.stack = a.set[:0], a.stack[:0]
	}()
	push(a.state(0, from, true, 8, 8))
	for len(a.stack) > 0 {
		if *budget--; *budget < 0 {
			return false
		}
		s := a.stack[len(a.stack)-1]
		a.stack = a.stack[:len(a.stack)-1]
		pc, cur, carried, v0, v1 := a.unpack(s)
		op := &a.ops[pc]
		switch op.Code {
		case OpStep:
			if to := stepFrom(cur, a.dir(op.Dir, v0, v1)); to >= 0 {
				push(a.state(pc+1, to, carried, v0, v1))
			}
		case OpBind:
			for d := 0; d < 8; d++ {
				if !op.Dirs.Has(d) {
					continue
				}
				n0, n1 := v0, v1
				if op.Var == a.vars[0] {
					n0 = d
				} else {
					n1 = d
				}
				push(a.state(pc+1, cur, carried, n0, n1))
			}
		case OpCheck:
			push(a.state(pc+1, cur, carried, v0, v1))
		case OpTake:
			if op.Look {
				mark(stepFrom(cur, a.dir(op.Dir, v0, v1)))
			} else {
				mark(cur)
			}
			push(a.state(pc+1, cur, carried, v0, v1))
		case OpPutDown:
			push(a.state(pc+1, cur, false, v0, v1))
		case OpFork, OpPrefer:
			push(a.state(int(op.A), cur, carried, v0, v1))
			push(a.state(int(op.B), cur, carried, v0, v1))
		case OpJump:
			push(a.state(int(op.A), cur, carried, v0, v1))
		case OpAccept:
			if carried {
				mark(cur) // the default postfix takes an enemy there
			}
		}
	}
	return true
}
