package notation

import (
	"strconv"
	"strings"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/internal/lite"
	"github.com/chimera-variants/chimera/internal/recovered"
)

// Parlett's move notation (David Parlett, The Oxford History of Board
// Games), read as an alternative to XBetza on any piece line when the
// move field starts with the marker "parlett=": "n+" rook, "~1/2"
// knight, "o1>,c1X>,oi2>" pawn. This file reads the text into a syntax
// tree; parlett_compile.go turns the tree into the same core.MoveSpec an
// XBetza string gives. The README's "Move languages: Parlett's notation"
// states every decision taken where the notation leaves room.

// ParlettMarker is the prefix of a piece line's move field that selects
// Parlett's notation instead of XBetza.
const ParlettMarker = "parlett="

// Limits of Parlett's notation beyond those shared with XBetza
// (maxMoveLength, maxPathsPerMove, maxLegsPerPath, maxMoveWork).
const (
	// maxParlettNesting is the depth of nested parentheses.
	maxParlettNesting = 8
	// maxParlettDistance is the largest distance written: no board is
	// longer.
	maxParlettDistance = core.MaxBoardSize - 1
	// maxParlettGroupRepeat is how often "n" before a group repeats it:
	// every count is a path of its own, and their number multiplies
	// with each repetition ("n(^2X>)", the checkers capture, makes 30).
	maxParlettGroupRepeat = 4
)

// parlettError is a problem in a Parlett expression, located by byte
// position (Pos < 0: the expression as a whole).
type parlettError struct {
	Source string
	Pos    int
	Msg    string
}

func (e *parlettError) Error() string {
	if e.Pos < 0 {
		return "parlett " + lite.Quote(clip(e.Source)) + ": " + e.Msg
	}
	tok := ""
	if e.Pos < len(e.Source) {
		tok = " '" + string(rune(e.Source[e.Pos])) + "'"
	} else {
		tok = " (the end)"
	}
	return "parlett " + lite.Quote(clip(e.Source)) + ": at column " + strconv.Itoa(e.Pos+1) + tok + ": " + e.Msg
}

// pConds are the conditions written before a part: o (moves without
// capturing), c (captures), e (captures en passant, an extension) as
// landing modes, and i (first move only).
type pConds struct {
	mode    core.Mode
	initial bool
}

// pNode is one part of a sequence: a step ("1+", "~1/2", "^2X>") or a
// parenthesised group, possibly repeated ("n(^2X>)").
type pNode struct {
	pos   int
	conds pConds
	// a group: its alternatives and how often it is repeated
	group        []pSeq
	repLo, repHi int
	// a step
	jump   bool // ^: jumps the adjacent square, capturing the piece there
	leap   bool // ~: leaps, whatever stands between
	lo, hi int  // distance range; hi 0 = n (any distance)
	second int  // b of "a/b"; 0 without '/'
	// both: direction as written ("" none) and &
	dirs   string
	dirPos int
	rider  bool
}

// pSeq is a sequence of parts joined by '.'.
type pSeq []pNode

// parlettDirs lists the direction symbols, longer ones first so that
// "<>" is not read as "<".
var parlettDirs = []string{"<>", ">=", "<=", "X>", "X<", "*", "+", ">", "<", "=", "X"}

// parseParlett parses a Parlett expression (without its marker) into
// the MoveSpec core compiles. Errors are *parlettError values naming the
// column and the problem.
func parseParlett(s string) (spec core.MoveSpec, err error) {
	spec.Source = ParlettMarker + s
	defer func() {
		if r := recover(); r != nil {
			err = &parlettError{s, -1, "internal error: " + recovered.Text(r)}
		}
	}()
	if len(s) > maxMoveLength {
		return spec, &parlettError{s, -1, tooLong("the expression", len(s), "characters", maxMoveLength)}
	}
	if s == "" {
		return spec, &parlettError{s, 0, "empty move: write the move after " + ParlettMarker + ", e.g. parlett=n+ for a rook"}
	}
	p := &pParser{src: s}
	alts, err := p.alts(0)
	if err != nil {
		return spec, err
	}
	if p.i < len(s) {
		if s[p.i] == ')' {
			return spec, p.fail("')' without a matching '('")
		}
		return spec, p.fail(unexpected(s[p.i]))
	}
	paths, err := compileParlett(s, alts)
	if err != nil {
		return spec, err
	}
	spec.Paths = paths
	return spec, nil
}

// pParser is a recursive-descent reader of one expression.
type pParser struct {
	src string
	i   int
}

func (p *pParser) fail(msg string) error { return &parlettError{p.src, p.i, msg} }

func (p *pParser) peek() byte {
	if p.i < len(p.src) {
		return p.src[p.i]
	}
	return 0
}

// alts reads alternatives separated by ','.
func (p *pParser) alts(depth int) ([]pSeq, error) {
	var out []pSeq
	for {
		if c := p.peek(); c == ',' || c == ')' || c == 0 {
			return nil, p.fail("a move is missing here (between commas, after '(' or at the end)")
		}
		seq, err := p.seq(depth)
		if err != nil {
			return nil, err
		}
		out = append(out, seq)
		if p.peek() != ',' {
			return out, nil
		}
		p.i++
	}
}

// seq reads parts separated by '.'.
func (p *pParser) seq(depth int) (pSeq, error) {
	var out pSeq
	for {
		n, err := p.part(depth)
		if err != nil {
			return nil, err
		}
		out = append(out, n)
		if p.peek() != '.' {
			return out, nil
		}
		p.i++
	}
}

// part reads conditions, then a step or a group.
func (p *pParser) part(depth int) (pNode, error) {
	n := pNode{pos: p.i, repLo: 1, repHi: 1}
	for {
		var m core.Mode
		switch p.peek() {
		case 'o':
			m = core.ModeMove
		case 'c':
			m = core.ModeCapture
		case 'e':
			m = core.ModeEnPassant
		case 'i':
			if n.conds.initial {
				return n, p.fail("i is written twice")
			}
			n.conds.initial = true
			p.i++
			continue
		}
		if m == 0 {
			break
		}
		if n.conds.mode&m != 0 {
			return n, p.fail(string(p.peek()) + " is written twice")
		}
		n.conds.mode |= m
		p.i++
	}
	if p.peek() == '(' {
		return p.group(n, depth)
	}
	if p.peek() == '^' {
		n.jump = true
		p.i++
	}
	if p.peek() == '~' {
		if n.jump {
			return n, p.fail("^ already jumps: ~ cannot follow it")
		}
		n.leap = true
		p.i++
	}
	lo, hi, err := p.distance()
	if err != nil {
		return n, err
	}
	if p.peek() == '-' {
		p.i++
		if p.peek() == '(' || p.peek() == 0 {
			return n, p.fail("a range needs its upper distance after '-', e.g. 1-3+")
		}
		lo2, hi2, err := p.distance()
		if err != nil {
			return n, err
		}
		if hi == 0 {
			return n, &parlettError{p.src, n.pos, "n (any distance) cannot start a range"}
		}
		if hi2 != 0 && lo2 < lo {
			return n, &parlettError{p.src, p.i - 1, "the range runs backwards: write the smaller distance first"}
		}
		hi = hi2
	}
	if p.peek() == '(' {
		if n.jump || n.leap {
			return n, p.fail("a repeated group is written as a count and the group, e.g. n(^2X>): ^ and ~ go inside it")
		}
		n.repLo, n.repHi = lo, hi
		if hi == 0 {
			n.repHi = max(lo, maxParlettGroupRepeat)
		}
		return p.group(n, depth)
	}
	n.lo, n.hi = lo, hi
	if p.peek() == '/' {
		p.i++
		if lo != hi {
			return n, &parlettError{p.src, n.pos, "a/b needs two fixed distances: no range and no n before '/'"}
		}
		b, bh, err := p.distance()
		if err != nil {
			return n, err
		}
		if b != bh {
			return n, p.fail("a/b needs two fixed distances: n cannot follow '/'")
		}
		if p.peek() == '-' {
			return n, p.fail("a/b needs two fixed distances: no range after '/'")
		}
		n.second = b
	}
	p.suffix(&n)
	return n, nil
}

// group reads "(alternatives)" and the directions and & after it.
func (p *pParser) group(n pNode, depth int) (pNode, error) {
	if depth+1 > maxParlettNesting {
		return n, p.fail("parentheses nest more than " + strconv.Itoa(maxParlettNesting) + " deep; the limit is " + strconv.Itoa(maxParlettNesting))
	}
	p.i++ // '('
	alts, err := p.alts(depth + 1)
	if err != nil {
		return n, err
	}
	if p.peek() != ')' {
		return n, p.fail("')' expected to close the '(' at column " + strconv.Itoa(n.pos+1))
	}
	p.i++
	n.group = alts
	p.suffix(&n)
	return n, nil
}

// suffix reads an optional direction and an optional &.
func (p *pParser) suffix(n *pNode) {
	for _, d := range parlettDirs {
		if strings.HasPrefix(p.src[p.i:], d) {
			n.dirs, n.dirPos = d, p.i
			p.i += len(d)
			break
		}
	}
	if p.peek() == '&' {
		n.rider = true
		p.i++
	}
}

// distance reads a distance: a number of squares or n (any number,
// returned as lo 1, hi 0).
func (p *pParser) distance() (lo, hi int, err error) {
	if p.peek() == 'n' {
		p.i++
		return 1, 0, nil
	}
	start := p.i
	for p.i < len(p.src) && p.src[p.i] >= '0' && p.src[p.i] <= '9' {
		p.i++
	}
	if start == p.i {
		p.i = start
		return 0, 0, p.fail("a distance (1, 2, ... or n) is expected here")
	}
	k, ok := parseCount(p.src[start:p.i], maxParlettDistance)
	if !ok {
		return 0, 0, &parlettError{p.src, start, "a distance is at most " + strconv.Itoa(maxParlettDistance) + " squares (no board is longer)"}
	}
	if k == 0 {
		return 0, 0, &parlettError{p.src, start, "a distance is at least 1"}
	}
	return k, k, nil
}

// unexpected explains a character found where a part has ended.
func unexpected(c byte) string {
	switch {
	case strings.IndexByte("*+<>=X", c) >= 0:
		return "one direction per part: write another direction as an alternative after a comma (1+,1X)"
	case c == '&':
		return "& is written once, after the direction"
	case c >= '0' && c <= '9' || strings.IndexByte("~^nocie(", c) >= 0:
		return "a new part needs '.' (one after the other) or ',' (alternatives) before it"
	case c == ' ':
		return "no spaces inside the expression (write >= for the book's \"> =\")"
	}
	return "not part of Parlett's notation (distances 1 2 ... n, directions * + > < <> = >= <= X X> X<, ~ ^ / & . , - ( ) and conditions o c i e)"
}
