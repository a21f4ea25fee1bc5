package notation

import (
	"strconv"
	"strings"

	"github.com/chimera-variants/chimera/core"
)

// Words for the path language: the directions of its one-square legs and
// what a path program does.
//
// The path language's legs use the one-square atom (1,0) for every
// direction, diagonals included (Atom.Vector gives an orthodox atom's
// eight directions whatever its own shape), where XBetza writes W for the
// orthogonal ones and F for the diagonal ones; the words follow the
// directions, not the atom's shape.

// orthodoxAtom is the atom that names an orthodox (non-oblique) step by
// its directions: (k,k) when they are all diagonal, (k,0) when all
// orthogonal; otherwise a unchanged.
func orthodoxAtom(a core.Atom, dirs core.DirSet) core.Atom {
	if a.Universal || a.Oblique() || dirs == 0 {
		return a
	}
	k := a.X
	switch {
	case dirs&0x55 == 0: // only odd directions: diagonal
		return core.Atom{X: k, Y: k}
	case dirs&0xAA == 0:
		return core.Atom{X: k, Y: 0}
	}
	return a
}

// mixedName names one-square steps in some orthogonal and some diagonal
// directions (the path language's OMN: forward three ways).
func mixedName(dirs core.DirSet) string {
	n := 0
	for d := 0; d < 8; d++ {
		if dirs.Has(d) {
			n++
		}
	}
	if dirs&0x83 == dirs {
		return "orthogonally or diagonally forward"
	}
	return "orthogonally or diagonally in " + strconv.Itoa(n) + " directions"
}

// describeProgram names what a path program (dagaz=) does, from the
// operations it uses: where it captures (on its way, away from where it
// lands: a whole line, by approach or withdrawal), whether a capture may
// be followed by more and whether it must be.
func describeProgram(pr *core.Program) string {
	s := "moves by a path program"
	var what []string
	down, takeAway, chain, partner, must := false, false, false, false, false
	approach, withdrawal, line, multi := false, false, false, false
	// a step toward a take after the piece was put down tells approach
	// (on in a direction variable) from withdrawal (its opposite, ~k)
	for i, op := range pr.Ops {
		switch op.Code {
		case core.OpPutDown:
			down = true
		case core.OpStep:
			if down && i+2 < len(pr.Ops) && leadsToTake(pr.Ops, i) {
				if op.Dir >= 16 {
					withdrawal = true
				} else {
					approach = true
				}
			}
		case core.OpTake:
			if down || op.Look {
				takeAway = true
			}
			if loopTakes(pr.Ops, i) {
				if down {
					line = true
				} else {
					multi = true
				}
			}
		case core.OpReturn:
			chain = true
			down = false
		case core.OpPickUp:
			partner = true
		case core.OpPrefer:
			must = true
		}
	}
	switch {
	case takeAway && approach && withdrawal:
		what = append(what, "captures by approach or withdrawal")
	case takeAway && approach:
		what = append(what, "captures by approach")
	case takeAway && withdrawal:
		what = append(what, "captures by withdrawal")
	case takeAway:
		what = append(what, "captures away from where it lands")
	}
	if line {
		what = append(what, "taking the whole line of pieces")
	}
	if multi {
		what = append(what, "may take several pieces in one move")
	}
	if chain {
		what = append(what, "may go on capturing from where it lands")
	}
	if must {
		what = append(what, "must go on while it can")
	}
	if partner {
		what = append(what, "moves a second piece")
	}
	if len(what) > 0 {
		s += " (" + strings.Join(what, ", ") + ")"
	}
	return s
}

// leadsToTake tells whether the ops after step i reach a take before the
// next step, put-down or return (a step onto the square captured).
func leadsToTake(ops []core.ProgOp, i int) bool {
	for k := i + 1; k < len(ops); k++ {
		switch ops[k].Code {
		case core.OpTake:
			return true
		case core.OpStep, core.OpPutDown, core.OpReturn, core.OpAccept:
			return false
		}
	}
	return false
}

// loopTakes tells whether take i lies inside a loop: a fork or jump
// later in the program that goes back to it or before it.
func loopTakes(ops []core.ProgOp, i int) bool {
	for k := i + 1; k < len(ops); k++ {
		op := ops[k]
		if (op.Code == core.OpFork || op.Code == core.OpJump || op.Code == core.OpPrefer) &&
			(int(op.A) <= i || (op.Code != core.OpJump && int(op.B) <= i)) {
			return true
		}
	}
	return false
}
