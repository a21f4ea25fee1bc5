package core_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/notation"
)

// TestProgramValidate: malformed programs are refused with an error.
func TestProgramValidate(t *testing.T) {
	acc := core.ProgOp{Code: core.OpAccept}
	for _, tc := range []struct {
		name string
		ops  []core.ProgOp
		ok   bool
	}{
		{"accept only", []core.ProgOp{acc}, true},
		{"empty", nil, false},
		{"no accept at the end", []core.ProgOp{{Code: core.OpStep}}, false},
		{"step direction 8", []core.ProgOp{{Code: core.OpStep, Dir: 8}, acc}, false},
		{"step variable 7", []core.ProgOp{{Code: core.OpStep, Dir: core.DirVar(7)}, acc}, true},
		{"step variable 8", []core.ProgOp{{Code: core.OpStep, Dir: core.DirVar(8)}, acc}, false},
		{"step opposite 8", []core.ProgOp{{Code: core.OpStep, Dir: core.DirOpp(8)}, acc}, false},
		{"step variable 0", []core.ProgOp{{Code: core.OpStep, Dir: core.DirVar(0)}, acc}, false},
		{"opposite of variable 1", []core.ProgOp{{Code: core.OpStep, Dir: core.DirOpp(1)}, acc}, true},
		{"negative direction", []core.ProgOp{{Code: core.OpStep, Dir: -1}, acc}, false},
		{"bind variable 0", []core.ProgOp{{Code: core.OpBind, Var: 0, Dirs: 1}, acc}, false},
		{"bind no direction", []core.ProgOp{{Code: core.OpBind, Var: 1}, acc}, false},
		{"bind except 8", []core.ProgOp{{Code: core.OpBind, Var: 1, Dirs: 1, Except: 8}, acc}, false},
		{"bind variable 8", []core.ProgOp{{Code: core.OpBind, Var: 8, Dirs: 1}, acc}, false},
		{"unknown check", []core.ProgOp{{Code: core.OpCheck, Check: 200}, acc}, false},
		{"bad look", []core.ProgOp{{Code: core.OpTake, Look: true, Dir: 30}, acc}, false},
		{"fork out of range", []core.ProgOp{{Code: core.OpFork, A: 1, B: 2}, acc}, false},
		{"prefer negative", []core.ProgOp{{Code: core.OpPrefer, A: -1, B: 1}, acc}, false},
		{"jump to itself", []core.ProgOp{{Code: core.OpJump, A: 0}}, true},
		{"unknown op", []core.ProgOp{{Code: 99}, acc}, false},
	} {
		err := (&core.Program{Ops: tc.ops}).Validate()
		require.Equal(t, tc.ok, err == nil, "%s: %v", tc.name, err)
	}
	long := make([]core.ProgOp, core.ProgMaxOps+1)
	for i := range long {
		long[i] = acc
	}
	require.Error(t, (&core.Program{Ops: long}).Validate())
	// a variant with a bad program does not compile
	v := parseVariant(t, "chess")
	n := core.Uncompiled(v)
	n.Types[1].Moves = core.MoveSpec{Paths: []core.Path{{Program: &core.Program{Source: "(Q)"}}}}
	require.ErrorContains(t, n.Compile(), `"(Q)"`)
}

// lineVariant is a board of 12 files with the program's piece on a2 and
// eleven black men on b2-l2.
func lineVariant(t *testing.T, pr *core.Program) *core.Position {
	b, err := notation.ParseBlock("files=12 ranks=3 symmetry=none royal=0\nrunner:R:mW::a2\nman:M:mW::,,b2,c2,d2,e2,f2,g2,h2,i2,j2,k2,l2\n")
	require.NoError(t, err)
	n := core.Uncompiled(b.Variant)
	n.Types[0].Moves = core.MoveSpec{Source: "dagaz=" + pr.Source, Paths: []core.Path{{Program: pr}}}
	require.NoError(t, n.Compile())
	p, err := core.StartPosition(n)
	require.NoError(t, err)
	return p
}

func runnerMoves(p *core.Position) []core.MoveDetail {
	var ml core.MoveList
	p.GeneratePieceMoves(&ml, p.Variant().Geometry.ParseSquare("a2"))
	return p.Details(ml.Moves)
}

// TestProgramVictimLimit: a move takes at most core.MaxVictims pieces;
// the branches that would take more fail.
func TestProgramVictimLimit(t *testing.T) {
	// (+)(\1[ex])+ : along a line, taking every enemy, ending on the last
	p := lineVariant(t, prog(`(+)(\1[ex])+`, bind(1, orthDirs, 0), plus(seq(step(v1), check(checkX), take()))))
	moves := runnerMoves(p)
	require.Len(t, moves, core.MaxVictims)
	most := 0
	for _, m := range moves {
		require.Equal(t, int(m.NVictims), int(m.To)-p.Variant().Geometry.ParseSquare("a2"))
		require.NotZero(t, m.Flags&core.FlagCapture)
		most = max(most, int(m.NVictims))
	}
	require.Equal(t, core.MaxVictims, most)
}

// TestProgramTermination: loops that never move the cursor, a jump to
// itself and an exponential choice all end (the depth limit, the step
// budget), keeping the moves found.
func TestProgramTermination(t *testing.T) {
	jumpSelf := &core.Program{Ops: []core.ProgOp{{Code: core.OpJump, A: 0}}, Source: "jump"}
	for _, tc := range []struct {
		pr   *core.Program
		want int // -1: some moves, not all (cut by the step budget)
	}{
		// ([p])*N : the loop matches forever on the same square
		{prog("([p])*N", star(check(checkE)), step(dN)), 1},
		// ([p]?)*E : an empty loop body
		{prog("([p]?)*N", star(opt(check(checkE))), step(dN)), 1},
		{jumpSelf, 0},
		// ((*)(*)(*)...)* : eight-way choices that never move
		{prog("((*))*N", star(bind(1, allDirs, 0)), step(dN)), 1},
		// (NESWOMTR)* : walks anywhere by every path, 8^n of them; the
		// budget cuts the walk before it has reached all 35 squares
		{prog("(NESWOMTR)*", star(steps(dN, dE, dS, dW, dO, dM, dT, dR))), -1},
		// the same within two steps: the 8 squares at most two steps from a2
		// (a1-c3 but a2 itself: coming back is no move)
		{prog("(NESWOMTR){1,2}", steps(dN, dE, dS, dW, dO, dM, dT, dR), opt(steps(dN, dE, dS, dW, dO, dM, dT, dR))), 8},
	} {
		p := lineVariant(t, tc.pr)
		n := len(runnerMoves(p))
		if tc.want < 0 {
			require.True(t, n > 0 && n < 35, "%s: %d moves", tc.pr.Source, n)
			continue
		}
		require.Equal(t, tc.want, n, tc.pr.Source)
	}
}

// FuzzProgramWalk: any program Validate accepts can be walked without a
// panic or an endless loop, and its moves can be made and unmade.
func FuzzProgramWalk(f *testing.F) {
	f.Add([]byte{1, 0, 255, 1, 0, 0, 0, 0, 0, 9, 0, 0, 0, 0, 0, 0})
	f.Add([]byte{7, 0, 0, 0, 0, 0, 1, 2, 0, 9, 0, 0, 0, 0, 0, 0, 0, 0, 9, 0, 0, 0, 0, 0})
	f.Add([]byte{1, 0, 255, 1, 1, 0, 0, 0, 0, 9, 0, 0, 0, 0, 4, 0, 0, 0, 6, 0, 0, 0, 0, 0, 9, 0, 0, 0, 0, 0})
	b, err := notation.ParseBlock("files=6 ranks=4 symmetry=none royal=0 diagonals=even\nrunner:R:mW::a2,c3,,b2\nman:M:mW::b1,,b3,c2,d2,e2,f4\n")
	require.NoError(f, err)
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) > 6*64 {
			return
		}
		var ops []core.ProgOp
		for i := 0; i+6 <= len(data); i += 6 {
			d := data[i : i+6]
			ops = append(ops, core.ProgOp{Code: core.ProgOpCode(d[0] % 12), Dir: core.DirRef(int8(d[1]) % 26),
				Dirs: core.DirSet(d[2]), Var: int8(d[3] % 9), Except: int8(d[4] % 9), Check: core.ProgCheck(d[1] % 13),
				Look: d[3]&0x80 != 0, A: int16(d[5] % 64), B: int16(d[4] % 64)})
		}
		pr := &core.Program{Ops: ops, Source: "fuzz"}
		if pr.Validate() != nil {
			return
		}
		n := core.Uncompiled(b.Variant)
		n.Types[0].Moves = core.MoveSpec{Paths: []core.Path{{Program: pr}}}
		require.NoError(t, n.Compile())
		p, err := core.StartPosition(n)
		require.NoError(t, err)
		for _, c := range []core.Color{core.White, core.Black} {
			p.Attacked(0, c)
		}
		// the reach (programreach.go) covers every square a move takes on
		for sq := 0; sq < n.Geometry.Size(); sq++ {
			pc := p.At(sq)
			if pc == core.NoPiece || pc.Type() != 0 {
				continue
			}
			var pm core.MoveList
			p.GeneratePieceMoves(&pm, sq)
			for _, m := range p.Details(pm.Moves) {
				for _, x := range m.Victims[:m.NVictims] {
					if known, has := n.ProgReach(pc.Color(), 0, sq, int(x)); known {
						require.True(t, has, "reach from %d misses %d", sq, x)
					}
				}
			}
		}
		var ml core.MoveList
		p.GenerateLegal(&ml)
		fen := notation.FEN(p)
		for i := range ml.Moves {
			p.Make(ml.Moves[i])
			p.Unmake()
			require.Equal(t, fen, notation.FEN(p))
		}
	})
}
