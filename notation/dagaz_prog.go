package notation

import (
	"strconv"

	"github.com/chimera-variants/chimera/core"
)

// This file compiles an alternative of a path expression that legs cannot
// express into a core.Program, the way a regular expression compiles to
// a nondeterministic automaton: alternatives and repetitions become forks
// and jumps, and the walker in core follows every branch (each way to
// reach the end is one move).

// progBuilder accumulates the ops of one program.
type progBuilder struct {
	src string
	ops []core.ProgOp
	err error
}

// compileProgram compiles the tree n (part of the expression src).
func compileProgram(n *dzNode, src string) (*core.Program, error) {
	b := &progBuilder{src: src}
	b.node(n)
	b.emit(core.ProgOp{Code: core.OpAccept})
	if b.err != nil {
		return nil, b.err
	}
	pr := &core.Program{Ops: b.ops, Source: src}
	if err := pr.Validate(); err != nil {
		return nil, &dagazError{src, 0, err.Error()}
	}
	return pr, nil
}

func (b *progBuilder) emit(op core.ProgOp) int {
	if len(b.ops) >= maxDagazOps {
		if b.err == nil {
			b.err = &dagazError{b.src, 0, "the expression compiles to more than " + strconv.Itoa(maxDagazOps) + " program steps (repetitions with large bounds are written out); the limit is " + strconv.Itoa(maxDagazOps)}
		}
		return len(b.ops) - 1
	}
	b.ops = append(b.ops, op)
	return len(b.ops) - 1
}

func (b *progBuilder) here() int16 { return int16(len(b.ops)) }

func (b *progBuilder) node(n *dzNode) {
	if b.err != nil {
		return
	}
	switch n.Kind {
	case dzSeq:
		for _, k := range n.Kids {
			b.node(k)
		}
	case dzAlt:
		b.alternatives(len(n.Kids), func(i int) { b.node(n.Kids[i]) })
	case dzRepeat:
		for k := 0; k < n.Min; k++ {
			b.node(n.Kids[0])
		}
		op := core.OpFork
		if n.Possessive {
			op = core.OpPrefer // one more repetition first; fewer only if that makes no move
		}
		if n.Max < 0 {
			loop := b.emit(core.ProgOp{Code: op})
			b.ops[loop].A = b.here()
			b.node(n.Kids[0])
			b.emit(core.ProgOp{Code: core.OpJump, A: int16(loop)})
			b.ops[loop].B = b.here()
			return
		}
		var forks []int
		for k := n.Min; k < n.Max && b.err == nil; k++ {
			f := b.emit(core.ProgOp{Code: op})
			b.ops[f].A = b.here()
			forks = append(forks, f)
			b.node(n.Kids[0])
		}
		for _, f := range forks {
			b.ops[f].B = b.here()
		}
	case dzStep:
		if n.Dirs == 0 {
			b.emit(core.ProgOp{Code: core.OpStep, Dir: n.Ref})
			return
		}
		var dirs []int
		for d := 0; d < 8; d++ {
			if n.Dirs.Has(d) {
				dirs = append(dirs, d)
			}
		}
		b.alternatives(len(dirs), func(i int) { b.emit(core.ProgOp{Code: core.OpStep, Dir: core.DirRef(dirs[i])}) })
	case dzBind:
		b.emit(core.ProgOp{Code: core.OpBind, Dirs: n.Dirs, Var: n.Var, Except: n.Except})
		b.emit(core.ProgOp{Code: core.OpStep, Dir: core.DirVar(int(n.Var))})
	case dzCheck:
		for _, it := range n.Items {
			op := core.ProgOp{Code: core.OpCheck, Look: n.Look}
			if n.Look {
				op.Dir = n.Ref
			}
			switch it.Letter {
			case 'x':
				op.Code = core.OpTake
			case 'p':
				op.Check = core.CheckEmpty
			case 'P':
				op.Check = core.CheckOccupied
			case 'e':
				op.Check = core.CheckEnemy
			case 'E':
				op.Check = core.CheckNotEnemy
			case 'f':
				op.Check = core.CheckFriend
			case 'F':
				op.Check = core.CheckNotFriend
			case 'a':
				op.Check = core.CheckAttacked
			case 'A':
				op.Check = core.CheckNotAttacked
			case 's':
				op.Check = core.CheckProtected
			case 'S':
				op.Check = core.CheckNotProtected
			case 'm':
				op.Check = core.CheckMoved
			case 'M':
				op.Check = core.CheckUnmoved
			case 'r':
				op.Check = core.CheckVisited
			case 'R':
				op.Check = core.CheckNotVisited
			default:
				if b.err == nil {
					b.err = &dagazError{b.src, it.Col, "`" + string(rune(it.Letter)) + "` (the last move, a piece's name, a group in brackets) is understood only in the en-passant idiom [(te,=Pawn,x)>E]O[l>N]"}
				}
				return
			}
			b.emit(op)
		}
	case dzPutDown:
		b.emit(core.ProgOp{Code: core.OpPutDown})
	case dzPickUp:
		b.emit(core.ProgOp{Code: core.OpPickUp})
	case dzReturn:
		b.emit(core.ProgOp{Code: core.OpReturn})
	}
}

// alternatives emits n branches: fork to each, all joining after.
func (b *progBuilder) alternatives(n int, branch func(int)) {
	var joins []int
	for i := 0; i < n && b.err == nil; i++ {
		if i == n-1 {
			branch(i)
			break
		}
		f := b.emit(core.ProgOp{Code: core.OpFork})
		b.ops[f].A = b.here()
		branch(i)
		joins = append(joins, b.emit(core.ProgOp{Code: core.OpJump}))
		b.ops[f].B = b.here()
	}
	for _, j := range joins {
		b.ops[j].A = b.here()
	}
}
