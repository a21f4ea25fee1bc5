package core

import "errors"

// This file holds path programs: moves that XBetza legs cannot express
// (line captures, approach and withdrawal, chains that continue after
// captures made away from the piece, conditions on visited or attacked
// squares). The notation package compiles the dagaz= path language into
// legs where legs are exact and into a Program otherwise; programwalk.go
// runs programs against a position.
//
// Model. A program drives a cursor over the board while carrying at most
// one piece. A walk starts on the moving piece's square with that piece
// picked up (the path language's implicit prefix). Steps move the
// cursor, checks test the square under it (or one step beside it), takes
// remove pieces (victims), OpPutDown sets the carried piece down and
// OpReturn goes back to it and picks it up again. Every way to reach an
// OpAccept is one move (all matches of a regular expression over the
// board); OpFork explores both continuations. A square whose piece was
// taken reads as empty for the rest of the walk; the moving piece's
// start square reads as empty once it has been left.
//
// Directions are from the mover's point of view: 0 is forward for both
// sides (Black's are turned by 180 degrees, as in XBetza) and the
// numbering is that of Atom.Vector: 0 N, 1 NE, 2 E, 3 SE, 4 S, 5 SW,
// 6 W, 7 NW. A one-square step follows the board's links, so a step a
// board does not have (Fanorona's diagonals on odd points, see
// Geometry.Diagonals) fails the branch.
//
// Limits: a move removes at most MaxVictims pieces (a branch taking more
// fails); a walk executes at most ProgStepBudget ops and nests at most
// ProgMaxDepth forks, so a loop that never moves the cursor ends. Both
// cuts are silent: moves already emitted stay.
//
// Stability: the exported names below are used by the notation package's
// dagaz compiler; change them only together with it. Since the first
// version: OpPrefer was added, ProgMaxVars is 7 (it was 9, but DirVar(9)
// and DirOpp(1) were the same number), a square counts as visited once
// the piece has left it, and a match that changes nothing emits no move.

// Program is a compiled path program (dagaz= paths that legs cannot
// express). It is attached to a Path (Path.Program), which then has no
// legs.
type Program struct {
	// Ops are the instructions; execution starts at Ops[0].
	Ops []ProgOp
	// Source is the expression as written, for messages and the legend.
	Source string
}

// ProgOpCode says what one op does.
type ProgOpCode uint8

const (
	// OpStep moves the cursor one step in Dir; the branch fails off the
	// board or across a link the board does not have.
	OpStep ProgOpCode = iota
	// OpBind chooses each direction of Dirs in turn (without the one in
	// variable Except if Except > 0 and that variable is bound), binds
	// variable Var to it and continues with the next op. It does not
	// move the cursor.
	OpBind
	// OpCheck tests Check on the cursor square (with Look: on the square
	// one step in Dir from it, the cursor staying; off the board negative
	// checks pass and positive ones fail). The branch fails if the test
	// does.
	OpCheck
	// OpTake takes the piece on the cursor square (with Look: on the
	// square one step in Dir): it becomes a victim. The branch fails if
	// the square is empty (or off the board) or the move already has
	// MaxVictims victims.
	OpTake
	// OpPutDown puts the carried piece down on the cursor square, which
	// must be empty (take first to land on a piece). For the moving piece
	// this square becomes the move's To; for a partner its PartnerTo.
	OpPutDown
	// OpPickUp picks up the friendly piece on the cursor square, which
	// then moves as the move's partner (castling's rook). Nothing may be
	// carried, and there is one partner per move.
	OpPickUp
	// OpReturn moves the cursor back to the square where the moving piece
	// was last put down and picks it up again (a chain continuing after
	// captures made away from the piece). Nothing else may be carried.
	OpReturn
	// OpFork continues at A, and separately at B.
	OpFork
	// OpJump continues at A.
	OpJump
	// OpAccept ends the expression: if the moving piece is still carried
	// the default postfix applies (the cursor square may not hold a
	// friend; an enemy there is taken; the piece is put down there),
	// a carried partner is put down on the cursor square if it is empty,
	// and the move is emitted, unless it changes nothing (the piece back
	// on its square, nothing taken, no partner moved: the zero repeats
	// of a rider's loop).
	OpAccept
	// OpPrefer continues at A; only if that emitted no move does it
	// continue at B. A possessive choice: a jump chain written as
	// "L: jump; Prefer(L, accept)" emits only chains that cannot be
	// extended (checkers' obligation to finish a multi-jump).
	OpPrefer
)

// DirRef names a direction in an op: 0..7 an absolute direction from the
// mover's point of view, DirVar(k) = 8+k the direction in variable k,
// DirOpp(k) = 16+k its opposite (k = 1..ProgMaxVars).
type DirRef int8

// ProgMaxVars is the number of direction variables (\1 .. \7): with the
// numbering 8+k and 16+k, \8 would be ~0 and \9 ~1, so the seed's
// \8 and \9 are not available.
const ProgMaxVars = 7

// DirVar is the DirRef of variable k's direction (\k).
func DirVar(k int) DirRef { return DirRef(8 + k) }

// DirOpp is the DirRef of the opposite of variable k's direction (~k).
func DirOpp(k int) DirRef { return DirRef(16 + k) }

// ProgCheck is one test of OpCheck.
type ProgCheck uint8

const (
	// CheckEmpty ([p]): the square is empty.
	CheckEmpty ProgCheck = iota
	// CheckOccupied ([P]): the square holds a piece.
	CheckOccupied
	// CheckEnemy ([e]): the square holds an enemy piece.
	CheckEnemy
	// CheckNotEnemy ([E]): it does not.
	CheckNotEnemy
	// CheckFriend ([f]): the square holds a friendly piece.
	CheckFriend
	// CheckNotFriend ([F]): it does not.
	CheckNotFriend
	// CheckAttacked ([a]): the opponent attacks the square (in the
	// position before the move). Inside an attack test it passes: a
	// piece's attacks are found as if such conditions held.
	CheckAttacked
	// CheckNotAttacked ([A]): the opponent does not attack it (inside an
	// attack test it passes too).
	CheckNotAttacked
	// CheckMoved ([m]): the carried piece has moved before in the game.
	CheckMoved
	// CheckUnmoved ([M]): it has not (the state XBetza's i reads).
	CheckUnmoved
	// CheckVisited ([r]): the moving piece has been on the square earlier
	// in this move (its start square included): it stood there, or was
	// carried over it, and has left it since.
	CheckVisited
	// CheckNotVisited ([R]): it has not.
	CheckNotVisited
	// CheckProtected ([s]): another piece of the moving side attacks the
	// square (in the position before the move, the moving piece lifted off
	// its start, so a slider behind it counts). Inside an attack test it
	// passes.
	CheckProtected
	// CheckNotProtected ([S]): the moving side does not attack it (inside
	// an attack test it passes too).
	CheckNotProtected
	numProgChecks
)

// negative reports whether the check passes off the board (an
// upper-case check: "not ...").
func (c ProgCheck) negative() bool {
	switch c {
	case CheckOccupied, CheckNotEnemy, CheckNotFriend, CheckNotAttacked, CheckUnmoved, CheckNotVisited, CheckNotProtected:
		return true
	}
	return false
}

// ProgOp is one instruction of a Program. Which fields count depends on
// Code (see the ProgOpCode constants).
type ProgOp struct {
	Code ProgOpCode
	// Dir: the step of OpStep, the look direction of OpCheck/OpTake.
	Dir DirRef
	// Dirs: the directions OpBind chooses from.
	Dirs DirSet
	// Var: the variable OpBind binds (1..ProgMaxVars); Except: the
	// variable whose direction OpBind leaves out (0 = none).
	Var, Except int8
	// Check: the test of OpCheck.
	Check ProgCheck
	// Look: OpCheck/OpTake act on the square one step in Dir.
	Look bool
	// A, B: the targets of OpFork (A and B), OpPrefer (A and B), OpJump (A).
	A, B int16
}

// ProgMaxOps is the largest program Validate accepts.
const ProgMaxOps = 4096

// ProgStepBudget is the number of ops one walk (one piece, one program)
// may execute, the walks of the attack tests its [a] and [A] checks make
// included (each test costing 16 more); the rest of the walk is cut.
const ProgStepBudget = 1 << 16

// ProgMaxDepth is how deeply forks may nest in one walk.
const ProgMaxDepth = 256

// Validate reports whether the program is well formed: not empty, at most
// ProgMaxOps ops, known op codes and checks, directions and variables in
// range, jump targets inside the program, and no way to run off its end
// (the last op is OpAccept or OpJump). A read of a variable not bound on
// the branch being walked is not an error here: it fails that branch.
func (pr *Program) Validate() error {
	n := len(pr.Ops)
	if n == 0 {
		return errors.New("empty path program")
	}
	if n > ProgMaxOps {
		return errors.New("path program too long")
	}
	dirOK := func(d DirRef) bool {
		return d >= 0 && d < 8 || d > DirVar(0) && d <= DirVar(ProgMaxVars) || d > DirOpp(0) && d <= DirOpp(ProgMaxVars)
	}
	for i := range pr.Ops {
		op := &pr.Ops[i]
		switch op.Code {
		case OpStep:
			if !dirOK(op.Dir) {
				return errors.New("path program: bad step direction")
			}
		case OpBind:
			if op.Var < 1 || op.Var > ProgMaxVars || op.Except < 0 || op.Except > ProgMaxVars || op.Dirs == 0 {
				return errors.New("path program: bad direction choice")
			}
		case OpCheck, OpTake:
			if op.Code == OpCheck && op.Check >= numProgChecks {
				return errors.New("path program: unknown check")
			}
			if op.Look && !dirOK(op.Dir) {
				return errors.New("path program: bad look direction")
			}
		case OpPutDown, OpPickUp, OpReturn, OpAccept:
		case OpFork, OpPrefer, OpJump:
			if op.A < 0 || int(op.A) >= n || (op.Code != OpJump && (op.B < 0 || int(op.B) >= n)) {
				return errors.New("path program: jump out of range")
			}
		default:
			return errors.New("path program: unknown op")
		}
	}
	if c := pr.Ops[n-1].Code; c != OpAccept && c != OpJump {
		return errors.New("path program: does not end in accept")
	}
	return nil
}

// uses reports whether the program has an op with code c, or a check of
// kind k (or its negation) when c is OpCheck.
func (pr *Program) uses(c ProgOpCode, k ...ProgCheck) bool {
	for i := range pr.Ops {
		if pr.Ops[i].Code != c {
			continue
		}
		if len(k) == 0 {
			return true
		}
		for _, x := range k {
			if pr.Ops[i].Check == x {
				return true
			}
		}
	}
	return false
}
