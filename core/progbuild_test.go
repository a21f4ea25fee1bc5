package core_test

import "github.com/chimera-variants/chimera/core"

// A small assembler for path programs in tests: fragments are functions
// that append ops, combined like the path language's regular expressions
// (the notation package's dagaz compiler is the real front end).

type frag func(a *asm)

type asm struct{ ops []core.ProgOp }

func (a *asm) add(op core.ProgOp) int {
	a.ops = append(a.ops, op)
	return len(a.ops) - 1
}

// prog assembles the fragments in sequence, then OpAccept.
func prog(src string, fs ...frag) *core.Program {
	a := &asm{}
	seq(fs...)(a)
	a.add(core.ProgOp{Code: core.OpAccept})
	return &core.Program{Ops: a.ops, Source: src}
}

func seq(fs ...frag) frag {
	return func(a *asm) {
		for _, f := range fs {
			f(a)
		}
	}
}

func step(d core.DirRef) frag {
	return func(a *asm) { a.add(core.ProgOp{Code: core.OpStep, Dir: d}) }
}

// steps: one step in any one of the directions (the "WNE" shorthand).
func steps(ds ...core.DirRef) frag {
	fs := make([]frag, len(ds))
	for i, d := range ds {
		fs[i] = step(d)
	}
	return alt(fs...)
}

func bind(v int, dirs core.DirSet, except int) frag {
	return func(a *asm) {
		a.add(core.ProgOp{Code: core.OpBind, Var: int8(v), Dirs: dirs, Except: int8(except)})
	}
}

func check(ks ...core.ProgCheck) frag {
	return func(a *asm) {
		for _, k := range ks {
			a.add(core.ProgOp{Code: core.OpCheck, Check: k})
		}
	}
}

func look(k core.ProgCheck, d core.DirRef) frag {
	return func(a *asm) { a.add(core.ProgOp{Code: core.OpCheck, Check: k, Look: true, Dir: d}) }
}

func take() frag { return func(a *asm) { a.add(core.ProgOp{Code: core.OpTake}) } }
func put() frag  { return func(a *asm) { a.add(core.ProgOp{Code: core.OpPutDown}) } }
func ret() frag  { return func(a *asm) { a.add(core.ProgOp{Code: core.OpReturn}) } }
func pick() frag { return func(a *asm) { a.add(core.ProgOp{Code: core.OpPickUp}) } }

// alt: each fragment on its own branch.
func alt(fs ...frag) frag {
	return func(a *asm) {
		if len(fs) == 1 {
			fs[0](a)
			return
		}
		var jumps []int
		for i, f := range fs {
			if i == len(fs)-1 {
				f(a)
				break
			}
			fork := a.add(core.ProgOp{Code: core.OpFork})
			a.ops[fork].A = int16(len(a.ops))
			f(a)
			jumps = append(jumps, a.add(core.ProgOp{Code: core.OpJump}))
			a.ops[fork].B = int16(len(a.ops))
		}
		for _, j := range jumps {
			a.ops[j].A = int16(len(a.ops))
		}
	}
}

// star: zero or more repeats, every count a match.
func star(f frag) frag { return loop(f, core.OpFork) }

// greedy: zero or more repeats, only as many as can be made (a count is
// a match only if one more repeat matches nothing).
func greedy(f frag) frag { return loop(f, core.OpPrefer) }

func loop(f frag, code core.ProgOpCode) frag {
	return func(a *asm) {
		l := a.add(core.ProgOp{Code: code})
		a.ops[l].A = int16(len(a.ops))
		f(a)
		a.add(core.ProgOp{Code: core.OpJump, A: int16(l)})
		a.ops[l].B = int16(len(a.ops))
	}
}

func plus(f frag) frag { return seq(f, star(f)) }

func opt(f frag) frag { return alt(f, seq()) }

// Directions, from the mover's point of view.
const (
	dN core.DirRef = iota
	dO             // NE
	dE
	dT // SE
	dS
	dR // SW
	dW
	dM // NW
)

var (
	allDirs  core.DirSet = 0xff
	orthDirs core.DirSet = 0x55
	diagDirs core.DirSet = 0xaa
	v1                   = core.DirVar(1)
	o1                   = core.DirOpp(1)
)

// rider: (dirs)([p]\1)*, a slider in the given directions.
func rider(src string, dirs core.DirSet) *core.Program {
	return prog(src, bind(1, dirs, 0), star(seq(check(core.CheckEmpty), step(v1))))
}
