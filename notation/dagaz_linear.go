package notation

import "github.com/chimera-variants/chimera/core"

// This file expands one alternative of a path expression into straight
// lines: every choice (alternatives, direction letters, direction groups,
// bounded repetitions) made, every variable replaced by the direction it
// holds. The leg compiler (dagaz_legs.go) turns each line into legs. A
// repetition without an upper bound has no finite expansion; the one
// form legs can express, a slide V([p]V)*, is kept as one item.

// linKind is the kind of one item of a straight line.
type linKind uint8

const (
	linStep   linKind = iota // one step in Dir (0..7)
	linCheck                 // Items on the cursor square (Look: one step in Dir)
	linSlide                 // ([p] Steps)* at most Max times (Max < 0: unbounded)
	linPut                   // |
	linPick                  // ^
	linReturn                // @
)

// linItem is one item of a straight line.
type linItem struct {
	Kind  linKind
	Dir   int
	Look  bool
	Items []dzItem
	Steps []int
	Max   int
}

// linExpander enumerates the straight lines of a tree.
type linExpander struct {
	lines [][]linItem
	fail  bool // the tree has a form without a finite expansion, or too many
	work  int  // expand calls and items kept, against maxDagazLinearWork
}

// vars holds the direction in each variable (-1: unbound).
type dzVars [dzMaxVars + 1]int8

func (v *dzVars) resolve(r core.DirRef) (int, bool) {
	switch {
	case r >= 0 && r < 8:
		return int(r), true
	case r > 8 && r < 16:
		d := v[r-8]
		return int(d), d >= 0
	case r > 16 && r <= 16+dzMaxVars:
		d := v[r-16]
		return int(d+4) & 7, d >= 0
	}
	return 0, false
}

// expandLines returns the straight lines of n, or ok == false if there
// are more than maxDagazLinear or some repetition has no finite form.
func expandLines(n *dzNode) (lines [][]linItem, ok bool) {
	e := &linExpander{}
	var vars dzVars
	for i := range vars {
		vars[i] = -1
	}
	e.expand([]*dzNode{n}, vars, nil)
	if e.fail {
		return nil, false
	}
	return e.lines, true
}

// expand continues the line so far (line) with the nodes todo.
func (e *linExpander) expand(todo []*dzNode, vars dzVars, line []linItem) {
	if e.fail {
		return
	}
	e.work++
	if len(e.lines) >= maxDagazLinear || len(line) > 4*maxDagazLength || e.work > maxDagazLinearWork {
		e.fail = true
		return
	}
	if len(todo) == 0 {
		e.work += len(line)
		e.lines = append(e.lines, append([]linItem(nil), line...))
		return
	}
	n, rest := todo[0], todo[1:]
	// line grows as a stack: a branch appends past len(line) and its
	// siblings overwrite that, the finished lines being copies
	add := func(it linItem) []linItem { return append(line, it) }
	switch n.Kind {
	case dzSeq:
		e.work += len(n.Kids) + len(rest) // the copy below
		e.expand(append(append([]*dzNode(nil), n.Kids...), rest...), vars, line)
	case dzAlt:
		for _, k := range n.Kids {
			e.work += 1 + len(rest)
			e.expand(append([]*dzNode{k}, rest...), vars, line)
		}
	case dzRepeat:
		if n.Possessive {
			e.fail = true // legs have no "only the longest": a program
			return
		}
		if steps, ok := slideBody(n.Kids[0]); ok {
			var abs []int
			for _, r := range steps {
				d, ok := vars.resolve(r)
				if !ok {
					return // an unbound variable: the branch fails
				}
				abs = append(abs, d)
			}
			// the mandatory repetitions written out, the rest one slide
			var pre []*dzNode
			for k := 0; k < n.Min; k++ {
				pre = append(pre, n.Kids[0])
			}
			max := n.Max
			if max >= 0 {
				max -= n.Min
			}
			if max == 0 {
				e.expand(append(pre, rest...), vars, line)
				return
			}
			e.expandThen(pre, vars, line, linItem{Kind: linSlide, Steps: abs, Max: max}, rest)
			return
		}
		if n.Max < 0 {
			e.fail = true
			return
		}
		for k := n.Min; k <= n.Max; k++ {
			e.work += k + len(rest)
			seq := make([]*dzNode, 0, k+len(rest))
			for j := 0; j < k; j++ {
				seq = append(seq, n.Kids[0])
			}
			e.expand(append(seq, rest...), vars, line)
		}
	case dzStep:
		if n.Dirs == 0 {
			d, ok := vars.resolve(n.Ref)
			if !ok {
				return
			}
			e.expand(rest, vars, add(linItem{Kind: linStep, Dir: d}))
			return
		}
		for d := 0; d < 8; d++ {
			if n.Dirs.Has(d) {
				e.expand(rest, vars, add(linItem{Kind: linStep, Dir: d}))
			}
		}
	case dzBind:
		for d := 0; d < 8; d++ {
			if !n.Dirs.Has(d) || n.Except > 0 && int(vars[n.Except]) == d {
				continue
			}
			v := vars
			v[n.Var] = int8(d)
			e.expand(rest, v, add(linItem{Kind: linStep, Dir: d}))
		}
	case dzCheck:
		it := linItem{Kind: linCheck, Items: n.Items, Look: n.Look}
		if n.Look {
			d, ok := vars.resolve(n.Ref)
			if !ok {
				return
			}
			it.Dir = d
		}
		e.expand(rest, vars, add(it))
	case dzPutDown:
		e.expand(rest, vars, add(linItem{Kind: linPut}))
	case dzPickUp:
		e.expand(rest, vars, add(linItem{Kind: linPick}))
	case dzReturn:
		e.expand(rest, vars, add(linItem{Kind: linReturn}))
	}
}

// expandThen expands pre, then the item it, then rest.
func (e *linExpander) expandThen(pre []*dzNode, vars dzVars, line []linItem, it linItem, rest []*dzNode) {
	sub := &linExpander{work: e.work}
	sub.expand(pre, vars, nil)
	e.work = sub.work
	if sub.fail {
		e.fail = true
		return
	}
	for _, l := range sub.lines {
		full := append(append(line, l...), it) // a stack, as in expand
		e.expand(rest, vars, full)
	}
}

// slideBody reports whether n is "[p]" followed by steps without checks
// (the body of a slide V([p]V)*), returning the steps.
func slideBody(n *dzNode) ([]core.DirRef, bool) {
	if n.Kind != dzSeq || len(n.Kids) < 2 {
		return nil, false
	}
	c := n.Kids[0]
	if c.Kind != dzCheck || c.Look || len(c.Items) != 1 || c.Items[0].Letter != 'p' {
		return nil, false
	}
	var steps []core.DirRef
	for _, k := range n.Kids[1:] {
		if k.Kind != dzStep {
			return nil, false
		}
		if k.Dirs != 0 {
			if k.Dirs&(k.Dirs-1) != 0 {
				return nil, false // a choice of directions at every step is no slide
			}
			for d := 0; d < 8; d++ {
				if k.Dirs.Has(d) {
					steps = append(steps, core.DirRef(d))
				}
			}
			continue
		}
		steps = append(steps, k.Ref)
	}
	return steps, true
}
