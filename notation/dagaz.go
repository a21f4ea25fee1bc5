package notation

import (
	"strconv"
	"strings"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/internal/lite"
	"github.com/chimera-variants/chimera/internal/recovered"
)

// This file parses the Dagaz path language (dagaz= in a piece's move
// field) into a syntax tree. The language is a regular expression over
// board directions (see the README, "Move languages: Dagaz path
// expressions"):
//
//	expr  := seq (';' seq)*
//	seq   := item (','? item)*
//	item  := atom quant*
//	atom  := '(' dirs ['-' dirs] ')'   a direction group: choose, bind, step
//	       | '(' expr ')'
//	       | letters                   N S W E M O R T X (+ * first): one step, alternatives
//	       | '\' digit | '~' digit     a step in variable k's direction, or its opposite
//	       | '[' checks ['>' dir] ']'  checks and takes on the cursor square
//	       | '|' | '^' | '@'
//	quant  := ('?' | '*' | '+' | '{' [n] [',' [m]] '}') ['+']
//
// A quantifier followed by '+' is possessive (a Chimera extension, as in
// Java's regular expressions): only the longest repetitions that still
// lead to a move count (checkers' obligation to finish a multi-jump).
//
// '+' and '*' are directions where an item starts and quantifiers after
// one (the seed's rule: a quantifier never follows an opening bracket).

// dzParser holds the parse state of one expression.
type dzParser struct {
	s      string
	i      int
	depth  int
	groups int // direction groups opened so far: the next binds groups+1
}

// parseDagaz parses a path expression; errors are *dagazError values
// naming the column and the problem.
func parseDagaz(s string) (n *dzNode, err error) {
	defer func() {
		if r := recover(); r != nil {
			n, err = nil, &dagazError{s, 0, "internal error: " + recovered.Text(r)}
		}
	}()
	if len(s) > maxDagazLength {
		return nil, &dagazError{s, 0, tooLong("the expression", len(s), "bytes", maxDagazLength)}
	}
	if s == "" {
		return nil, &dagazError{s, 0, "empty expression"}
	}
	p := &dzParser{s: s}
	n, err = p.alt(true)
	if err != nil {
		return nil, err
	}
	if p.i < len(s) {
		switch s[p.i] {
		case ')':
			return nil, p.errAt(p.i, "`)` without `(`")
		case ']':
			return nil, p.errAt(p.i, "`]` without `[`")
		}
		return nil, p.errAt(p.i, "unexpected "+p.show(p.i))
	}
	return n, nil
}

func (p *dzParser) errAt(i int, msg string) *dagazError {
	return &dagazError{p.s, i + 1, msg}
}

// show names the byte at i for a message.
func (p *dzParser) show(i int) string {
	if i >= len(p.s) {
		return "end of the expression"
	}
	c := p.s[i]
	if c < ' ' || c >= 0x7f {
		return "byte " + strconv.Itoa(int(c))
	}
	return "`" + string(rune(c)) + "`"
}

// alt reads alternatives; at the top level each starts its variables
// afresh (the first direction group of each binds \1).
func (p *dzParser) alt(top bool) (*dzNode, error) {
	col := p.i + 1
	var kids []*dzNode
	for {
		if top {
			p.groups = 0
		}
		k, err := p.seq()
		if err != nil {
			return nil, err
		}
		kids = append(kids, k)
		if p.i < len(p.s) && p.s[p.i] == ';' {
			p.i++
			continue
		}
		break
	}
	if len(kids) == 1 {
		return kids[0], nil
	}
	return &dzNode{Kind: dzAlt, Col: col, Kids: kids}, nil
}

func (p *dzParser) seq() (*dzNode, error) {
	col := p.i + 1
	var kids []*dzNode
	for p.i < len(p.s) {
		c := p.s[p.i]
		if c == ';' || c == ')' || c == ']' {
			break
		}
		if c == ',' {
			if len(kids) == 0 {
				return nil, p.errAt(p.i, "`,` with nothing before it")
			}
			p.i++
			if p.i < len(p.s) && p.s[p.i] == ',' {
				return nil, p.errAt(p.i, "two `,` in a row")
			}
			if p.i >= len(p.s) || strings.IndexByte(";)]", p.s[p.i]) >= 0 {
				return nil, p.errAt(p.i-1, "`,` with nothing after it")
			}
			continue
		}
		k, err := p.item()
		if err != nil {
			return nil, err
		}
		kids = append(kids, k)
	}
	if len(kids) == 0 {
		return nil, p.errAt(p.i, "empty alternative (nothing before "+p.show(p.i)+")")
	}
	if len(kids) == 1 {
		return kids[0], nil
	}
	return &dzNode{Kind: dzSeq, Col: col, Kids: kids}, nil
}

func (p *dzParser) item() (*dzNode, error) {
	n, err := p.atom()
	if err != nil {
		return nil, err
	}
	for p.i < len(p.s) {
		c := p.s[p.i]
		lo, hi := 0, 0
		start := p.i
		switch c {
		case '?':
			lo, hi = 0, 1
			p.i++
		case '*':
			lo, hi = 0, -1
			p.i++
		case '+':
			lo, hi = 1, -1
			p.i++
		case '{':
			lo, hi, err = p.braces()
			if err != nil {
				return nil, err
			}
		default:
			return n, nil
		}
		if n.Kind == dzPutDown || n.Kind == dzPickUp || n.Kind == dzReturn {
			return nil, p.errAt(start, "a quantifier cannot repeat `"+string(rune(p.s[n.Col-1]))+"`")
		}
		n = &dzNode{Kind: dzRepeat, Col: n.Col, Kids: []*dzNode{n}, Min: lo, Max: hi}
		if p.i < len(p.s) && p.s[p.i] == '+' {
			// possessive (a Chimera extension): repeat as long as a
			// longer match still leads to a move
			n.Possessive = true
			p.i++
		}
	}
	return n, nil
}

// braces reads {n}, {n,}, {,m} or {n,m}.
func (p *dzParser) braces() (lo, hi int, err error) {
	open := p.i
	p.i++
	num := func() (int, bool, error) {
		j := p.i
		for p.i < len(p.s) && p.s[p.i] >= '0' && p.s[p.i] <= '9' {
			p.i++
			if p.i-j > 3 {
				return 0, false, p.errAt(j, "quantifier bound "+p.s[j:p.i]+"…; the limit is "+strconv.Itoa(maxDagazRepeat))
			}
		}
		if p.i == j {
			return 0, false, nil
		}
		v, _ := lite.Atoi(p.s[j:p.i])
		if v > maxDagazRepeat {
			return 0, false, p.errAt(j, "quantifier bound "+strconv.Itoa(v)+"; the limit is "+strconv.Itoa(maxDagazRepeat))
		}
		return v, true, nil
	}
	lo, haveLo, err := num()
	if err != nil {
		return 0, 0, err
	}
	hi = lo
	if p.i < len(p.s) && p.s[p.i] == ',' {
		p.i++
		var haveHi bool
		hi, haveHi, err = num()
		if err != nil {
			return 0, 0, err
		}
		if !haveHi {
			hi = -1
		}
		if !haveLo && !haveHi {
			return 0, 0, p.errAt(open, "`{,}` needs a bound")
		}
	} else if !haveLo {
		return 0, 0, p.errAt(p.i, "a number or `,` expected after `{`, not "+p.show(p.i))
	}
	if p.i >= len(p.s) || p.s[p.i] != '}' {
		return 0, 0, p.errAt(open, "`{` without `}`")
	}
	p.i++
	if hi >= 0 && hi < lo {
		return 0, 0, p.errAt(open, "quantifier {"+strconv.Itoa(lo)+","+strconv.Itoa(hi)+"}: the upper bound is below the lower")
	}
	if hi == 0 {
		return 0, 0, p.errAt(open, "quantifier with upper bound 0 repeats nothing")
	}
	return lo, hi, nil
}

func (p *dzParser) atom() (*dzNode, error) {
	i := p.i
	c := p.s[i]
	switch {
	case c == '(':
		return p.paren()
	case c == '[':
		return p.bracket()
	case c == '|':
		p.i++
		return &dzNode{Kind: dzPutDown, Col: i + 1}, nil
	case c == '^':
		p.i++
		return &dzNode{Kind: dzPickUp, Col: i + 1}, nil
	case c == '@':
		p.i++
		return &dzNode{Kind: dzReturn, Col: i + 1}, nil
	case c == '\\' || c == '~':
		ref, err := p.varRef(false)
		if err != nil {
			return nil, err
		}
		return &dzNode{Kind: dzStep, Col: i + 1, Ref: ref}, nil
	case c == 'U' || c == 'D':
		return nil, p.errAt(i, p.updown(c))
	}
	if _, ok := dzDirLetter(c); ok {
		var dirs core.DirSet
		for p.i < len(p.s) {
			d, ok := dzDirLetter(p.s[p.i])
			if !ok || p.i > i && (p.s[p.i] == '+' || p.s[p.i] == '*') {
				break
			}
			dirs |= d
			p.i++
		}
		if p.i < len(p.s) && (p.s[p.i] == 'U' || p.s[p.i] == 'D') {
			return nil, p.errAt(p.i, p.updown(p.s[p.i]))
		}
		return &dzNode{Kind: dzStep, Col: i + 1, Dirs: dirs}, nil
	}
	switch c {
	case ')':
		return nil, p.errAt(i, "`)` without `(`")
	case ']':
		return nil, p.errAt(i, "`]` without `[`")
	case '?', '{', '}':
		return nil, p.errAt(i, "quantifier "+p.show(i)+" with nothing to repeat")
	case '>':
		return nil, p.errAt(i, "`>` (look beside) belongs inside brackets, after the checks: [x>N]")
	}
	if c >= 'a' && c <= 'z' {
		return nil, p.errAt(i, "unknown direction `"+string(rune(c))+"`; the directions are N S W E, M (NW) O (NE) R (SW) T (SE), + X *; checks go in brackets: ["+string(rune(c))+"]")
	}
	if c >= 'A' && c <= 'Z' {
		return nil, p.errAt(i, "unknown direction `"+string(rune(c))+"`; the directions are N S W E, M (NW) O (NE) R (SW) T (SE), + X *")
	}
	return nil, p.errAt(i, "unexpected "+p.show(i))
}

func (p *dzParser) updown(c byte) string {
	if c == 'U' {
		return "direction U (up) needs a 3-D board"
	}
	return "direction D (down) needs a 3-D board"
}

// varRef reads \k or ~k at p.i. In an exclusion (binding) the variable
// may be the one the group itself binds (its previous value).
func (p *dzParser) varRef(binding bool) (core.DirRef, error) {
	i := p.i
	if i+1 >= len(p.s) || p.s[i+1] < '1' || p.s[i+1] > '9' {
		return 0, p.errAt(i, "`"+string(rune(p.s[i]))+"` needs a variable number 1..9 after it")
	}
	k := int(p.s[i+1] - '0')
	if k > dzMaxVars {
		return 0, p.errAt(i, "variable "+strconv.Itoa(k)+": there are "+strconv.Itoa(dzMaxVars)+" variables, \\1 to \\"+strconv.Itoa(dzMaxVars))
	}
	p.i += 2
	limit := p.groups
	if k > limit {
		if k == 1 {
			return 0, p.errAt(i, "variable 1 used before a direction group binds it (write a group such as (+) first)")
		}
		before := "no direction group before it"
		if limit > 0 {
			before = "only " + strconv.Itoa(limit) + " direction group(s) before it"
		}
		return 0, p.errAt(i, "variable "+strconv.Itoa(k)+" used before a direction group binds it ("+before+")")
	}
	if p.s[i] == '~' {
		return core.DirOpp(k), nil
	}
	return core.DirVar(k), nil
}

// paren reads a direction group (N), (+), (*-\1) or a sequence group.
func (p *dzParser) paren() (*dzNode, error) {
	open := p.i
	if p.depth++; p.depth > maxDagazDepth {
		return nil, p.errAt(open, "parentheses and brackets nested more than "+strconv.Itoa(maxDagazDepth)+" deep")
	}
	defer func() { p.depth-- }()
	if n, ok, err := p.dirGroup(); ok || err != nil {
		return n, err
	}
	p.i++
	if p.i >= len(p.s) {
		return nil, p.errAt(open, "`(` without `)`")
	}
	n, err := p.alt(false)
	if err != nil {
		return nil, err
	}
	if p.i >= len(p.s) || p.s[p.i] != ')' {
		if p.i < len(p.s) && p.s[p.i] == ']' {
			return nil, p.errAt(p.i, "`]` without `[` (the `(` at column "+strconv.Itoa(open+1)+" is open)")
		}
		return nil, p.errAt(open, "`(` without `)`")
	}
	p.i++
	return n, nil
}

// dirGroup reads a direction group at p.i if there is one: letters,
// optionally '-' and letters or \k, then ')'.
func (p *dzParser) dirGroup() (*dzNode, bool, error) {
	open := p.i
	j := open + 1
	var dirs core.DirSet
	for j < len(p.s) {
		d, ok := dzDirLetter(p.s[j])
		if !ok {
			break
		}
		dirs |= d
		j++
	}
	if dirs == 0 || j >= len(p.s) || p.s[j] != ')' && p.s[j] != '-' {
		return nil, false, nil
	}
	n := &dzNode{Kind: dzBind, Col: open + 1}
	if p.groups >= dzMaxVars {
		return nil, true, p.errAt(open, "more than "+strconv.Itoa(dzMaxVars)+" direction groups in one alternative (variables \\1 to \\"+strconv.Itoa(dzMaxVars)+")")
	}
	p.groups++
	n.Var = int8(p.groups)
	if p.s[j] == '-' {
		j++
		p.i = j
		for p.i < len(p.s) && p.s[p.i] != ')' {
			c := p.s[p.i]
			if c == '\\' {
				ref, err := p.varRef(true)
				if err != nil {
					return nil, true, err
				}
				if n.Except != 0 {
					return nil, true, p.errAt(p.i-2, "a direction group may leave out one variable's direction")
				}
				n.Except = int8(ref - core.DirVar(0))
				continue
			}
			if c == '~' {
				return nil, true, p.errAt(p.i, "a direction group may leave out \\k, not ~k")
			}
			d, ok := dzDirLetter(c)
			if !ok {
				return nil, true, p.errAt(p.i, "a direction letter or \\k expected after `-` in a direction group, not "+p.show(p.i))
			}
			dirs &^= d
			p.i++
		}
		if p.i >= len(p.s) {
			return nil, true, p.errAt(open, "`(` without `)`")
		}
		if p.i == j {
			return nil, true, p.errAt(j-1, "`-` with nothing to leave out")
		}
		j = p.i
		if dirs == 0 {
			return nil, true, p.errAt(open, "the direction group leaves no direction")
		}
	}
	n.Dirs = dirs
	p.i = j + 1
	return n, true, nil
}

// bracket reads [checks] or [checks>dir].
func (p *dzParser) bracket() (*dzNode, error) {
	open := p.i
	if p.depth++; p.depth > maxDagazDepth {
		return nil, p.errAt(open, "parentheses and brackets nested more than "+strconv.Itoa(maxDagazDepth)+" deep")
	}
	defer func() { p.depth-- }()
	p.i++
	n := &dzNode{Kind: dzCheck, Col: open + 1}
	items, err := p.checkItems(')')
	if err != nil {
		return nil, err
	}
	n.Items = items
	if p.i < len(p.s) && p.s[p.i] == '>' {
		p.i++
		if p.i >= len(p.s) {
			return nil, p.errAt(p.i-1, "a direction expected after `>`")
		}
		switch c := p.s[p.i]; {
		case c == '\\' || c == '~':
			ref, err := p.varRef(false)
			if err != nil {
				return nil, err
			}
			n.Ref = ref
		default:
			d, ok := dzDirLetter(c)
			if !ok || d&(d-1) != 0 {
				if c == 'U' || c == 'D' {
					return nil, p.errAt(p.i, p.updown(c))
				}
				return nil, p.errAt(p.i, "one direction (N S W E M O R T, \\k or ~k) expected after `>`, not "+p.show(p.i))
			}
			for k := 0; k < 8; k++ {
				if d.Has(k) {
					n.Ref = core.DirRef(k)
				}
			}
			p.i++
		}
		n.Look = true
	}
	if p.i >= len(p.s) || p.s[p.i] != ']' {
		if p.i < len(p.s) {
			return nil, p.errAt(p.i, "unexpected "+p.show(p.i)+" in brackets")
		}
		return nil, p.errAt(open, "`[` without `]`")
	}
	p.i++
	if len(n.Items) == 0 {
		return nil, p.errAt(open, "empty brackets: a check such as [p] expected")
	}
	return n, nil
}

// checkItems reads the letters of a bracket (or of a parenthesised group
// inside one, ended by ')').
func (p *dzParser) checkItems(close byte) ([]dzItem, error) {
	var items []dzItem
	for p.i < len(p.s) {
		c := p.s[p.i]
		col := p.i + 1
		switch {
		case c == ']' || c == '>' || c == close:
			return items, nil
		case c == ',':
			p.i++
		case strings.IndexByte(dzCheckLetters, c) >= 0 || c == 'l' || c == 't':
			items = append(items, dzItem{Letter: c, Col: col})
			p.i++
		case c == '=':
			p.i++
			j := p.i
			for p.i < len(p.s) && (p.s[p.i] >= 'a' && p.s[p.i] <= 'z' || p.s[p.i] >= 'A' && p.s[p.i] <= 'Z' || p.s[p.i] >= '0' && p.s[p.i] <= '9') {
				p.i++
			}
			if p.i == j {
				return nil, p.errAt(j-1, "a piece name expected after `=`")
			}
			items = append(items, dzItem{Letter: '=', Name: p.s[j:p.i], Col: col})
		case c == '(':
			if p.depth++; p.depth > maxDagazDepth {
				return nil, p.errAt(p.i, "parentheses and brackets nested more than "+strconv.Itoa(maxDagazDepth)+" deep")
			}
			p.i++
			g, err := p.checkItems(')')
			p.depth--
			if err != nil {
				return nil, err
			}
			if p.i >= len(p.s) || p.s[p.i] != ')' {
				return nil, p.errAt(col-1, "`(` without `)` in brackets")
			}
			p.i++
			items = append(items, dzItem{Letter: '(', Group: g, Col: col})
		case c >= '0' && c <= '9':
			return nil, p.errAt(p.i, "handlers in brackets ([1], [2], ...) call code in another language; Chimera has none")
		case c == 'o':
			return nil, p.errAt(p.i, "check `o` (first move of this kind) is not supported; the checks are p P e E f F a A s S m M r R x")
		case c == '[':
			return nil, p.errAt(p.i, "`[` inside brackets")
		default:
			return nil, p.errAt(p.i, "unknown check "+p.show(p.i)+" in brackets; the checks are p P e E f F a A s S m M r R x")
		}
	}
	return items, nil
}
