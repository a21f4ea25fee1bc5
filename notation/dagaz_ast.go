package notation

import (
	"strconv"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/internal/lite"
)

// This file holds the syntax tree of a Dagaz path expression (dagaz= on
// a piece line) and its error type; dagaz.go parses, dagaz_legs.go and
// dagaz_prog.go compile.

// Limits of the path language (see limits.go for why there are limits).
const (
	// maxDagazLength is the longest expression, in bytes.
	maxDagazLength = 1000
	// maxDagazDepth is how deeply parentheses and brackets may nest.
	maxDagazDepth = 32
	// maxDagazRepeat is the largest bound of a quantifier {n,m}.
	maxDagazRepeat = 64
	// maxDagazLinear is the number of straight-line paths the leg
	// compiler may expand an expression into (alternatives times bounded
	// repetitions times direction choices); beyond it the expression is
	// compiled to a path program instead.
	maxDagazLinear = 1024
	// maxDagazLinearWork bounds the work of that expansion (branches
	// explored plus items kept).
	maxDagazLinearWork = 1 << 15
	// dagazBudgetFactor is what one byte of an expression counts against
	// the block's maxBlockMoveLength: compiling a path expression
	// (expanding choices, writing out repetitions) costs more per byte
	// than an XBetza string.
	dagazBudgetFactor = 16
	// dzMaxVars is the number of direction variables, \1 to \7: core's
	// DirRef numbering (8+k, 16+k) keeps 7 apart from their opposites.
	dzMaxVars = 7
	// maxDagazOps bounds the compiled path program (core.ProgMaxOps).
	maxDagazOps = core.ProgMaxOps
)

// dagazError is a problem in a path expression: Col is the 1-based
// column within the expression (0: the expression as a whole).
type dagazError struct {
	Source string
	Col    int
	Msg    string
}

func (e *dagazError) Error() string {
	s := "dagaz " + lite.Quote(clip(e.Source)) + ": "
	if e.Col > 0 {
		s += "column " + strconv.Itoa(e.Col) + ": "
	}
	return s + e.Msg
}

// dzKind is the kind of a syntax-tree node.
type dzKind uint8

const (
	dzSeq     dzKind = iota // Kids one after another
	dzAlt                   // Kids as alternatives
	dzRepeat                // Kids[0] from Min to Max times (Max < 0: no upper bound); Possessive: as often as leads to a move
	dzStep                  // one step: each direction of Dirs (alternatives), or Ref
	dzBind                  // a direction group: choose from Dirs (minus variable Except), bind Var, step
	dzCheck                 // a bracket: Items on the cursor square (or one step in Ref if Look)
	dzPutDown               // |
	dzPickUp                // ^
	dzReturn                // @
)

// dzNode is one node of the syntax tree.
type dzNode struct {
	Kind        dzKind
	Col         int // 1-based column where the node starts
	Kids        []*dzNode
	Min, Max    int
	Dirs        core.DirSet
	Ref         core.DirRef // dzStep with Dirs == 0: \k or ~k; dzCheck with Look: where to look
	Var, Except int8
	Items       []dzItem
	Look        bool
	Possessive  bool // a repetition written with a further '+' (X++, X*+, X{n,m}+)
}

// dzItem is one check or action inside brackets: a letter of
// "pPeEfFaAsSmMrRx" (and the seed's "l", "t" used by its en-passant idiom),
// '=' with a piece Name, or '(' with a parenthesised Group.
type dzItem struct {
	Letter byte
	Name   string
	Group  []dzItem
	Col    int
}

// dzDirLetter maps a direction letter to its set (from the
// mover's point of view, core's numbering 0 N .. 7 NW).
func dzDirLetter(c byte) (core.DirSet, bool) {
	switch c {
	case 'N':
		return 1 << 0, true
	case 'O':
		return 1 << 1, true
	case 'E':
		return 1 << 2, true
	case 'T':
		return 1 << 3, true
	case 'S':
		return 1 << 4, true
	case 'R':
		return 1 << 5, true
	case 'W':
		return 1 << 6, true
	case 'M':
		return 1 << 7, true
	case 'X':
		return 0xAA, true
	case '+':
		return 0x55, true
	case '*':
		return 0xFF, true
	}
	return 0, false
}

// dzCheckLetters are the checks and actions brackets accept.
const dzCheckLetters = "pPeEfFaAsSmMrRx"

// walk calls f on n and every node below it, parents first.
func (n *dzNode) walk(f func(*dzNode)) {
	f(n)
	for _, k := range n.Kids {
		k.walk(f)
	}
}
