package notation

import (
	"strconv"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/internal/lite"
)

// Compiling a Parlett syntax tree (parlett.go) into core paths. Groups
// are flattened first into plain sequences of steps, each step carrying
// the conditions, direction and & of the groups around it; each
// sequence then becomes core paths, one per choice of directions, and
// paths that differ only in the directions of their first or last leg
// are joined again (mergeDirs): a one-step move such as "n+" ends as the
// single leg XBetza's R gives, the generator's fast path.

// fStep is one step of a flattened sequence.
type fStep struct {
	_              lite.NoEqual // no equality function in the wasm (lite.NoEqual)
	pos            int
	mode           core.Mode // landing modes written (0: none)
	initial        bool
	jump, leap     bool
	lo, hi, second int
	dirs           string
	dirPos         int
	rider          bool
}

// pInherit is what a group passes to the parts inside it.
type pInherit struct {
	mode    core.Mode
	initial bool // to the first step only
	dirs    string
	dirPos  int
	rider   bool
}

// compileParlett flattens alts and compiles every sequence.
func compileParlett(src string, alts []pSeq) ([]core.Path, error) {
	seqs, err := flattenAlts(src, alts, pInherit{})
	if err != nil {
		return nil, err
	}
	var paths []core.Path
	seen := map[string]bool{}
	var key []byte
	for _, seq := range seqs {
		ps, err := compileSeq(src, seq)
		if err != nil {
			return nil, err
		}
		for _, p := range ps {
			key = pathKey(key[:0], &p)
			if seen[string(key)] {
				continue
			}
			seen[string(key)] = true
			if len(paths) == maxPathsPerMove {
				return nil, tooManyPaths(src)
			}
			paths = append(paths, p)
		}
	}
	if len(paths) == 0 {
		// every sequence needed a later part to turn back ("1<.1>")
		return nil, &parlettError{src, -1, "the move goes nowhere: a later part of a sequence may turn aside but never back against the part before it"}
	}
	paths = mergeDirs(paths, true)
	paths = mergeDirs(paths, false)
	if w := moveWork(paths, core.MaxBoardSize, core.MaxBoardSize); w > maxMoveWork {
		return nil, &parlettError{src, -1, "the move branches too much: the move generator would visit about " + strconv.Itoa(w) + " squares for one piece on an empty " + strconv.Itoa(core.MaxBoardSize) + "x" + strconv.Itoa(core.MaxBoardSize) + " board; the limit is " + strconv.Itoa(maxMoveWork)}
	}
	return paths, nil
}

func tooManyPaths(src string) error {
	return &parlettError{src, -1, "the move has more than " + strconv.Itoa(maxPathsPerMove) + " different paths (every choice of direction in a sequence and every count of a repeated group is one); the limit is " + strconv.Itoa(maxPathsPerMove)}
}

func flattenAlts(src string, alts []pSeq, in pInherit) ([]fSeq, error) {
	var out []fSeq
	for _, seq := range alts {
		fs, err := flattenSeq(src, seq, in)
		if err != nil {
			return nil, err
		}
		if len(out)+len(fs) > maxPathsPerMove {
			return nil, tooManyPaths(src)
		}
		out = append(out, fs...)
	}
	return out, nil
}

// fSeq is a flattened sequence.
type fSeq []fStep

func flattenSeq(src string, seq pSeq, in pInherit) ([]fSeq, error) {
	out := []fSeq{{}}
	for k, n := range seq {
		nin := in
		nin.initial = in.initial && k == 0
		alts, err := flattenNode(src, n, nin)
		if err != nil {
			return nil, err
		}
		if out, err = product(src, out, alts); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// product is every sequence of a followed by every one of b.
func product(src string, a, b []fSeq) ([]fSeq, error) {
	if len(a)*len(b) > maxPathsPerMove {
		return nil, tooManyPaths(src)
	}
	out := make([]fSeq, 0, len(a)*len(b))
	for _, x := range a {
		for _, y := range b {
			if len(x)+len(y) > maxLegsPerPath {
				return nil, &parlettError{src, -1, "a sequence has more than " + strconv.Itoa(maxLegsPerPath) + " parts; the limit is " + strconv.Itoa(maxLegsPerPath)}
			}
			out = append(out, append(append(fSeq{}, x...), y...))
		}
	}
	return out, nil
}

// flattenNode resolves n's conditions, direction and & against those of
// the groups around it and flattens it.
func flattenNode(src string, n pNode, in pInherit) ([]fSeq, error) {
	mode := n.conds.mode
	switch {
	case mode != 0 && in.mode != 0:
		mode &= in.mode
		if mode == 0 {
			return nil, &parlettError{src, n.pos, "the conditions here contradict those before the group around them (o moves, c captures, e captures en passant): nothing is left"}
		}
	case mode == 0:
		mode = in.mode
	}
	initial := n.conds.initial || in.initial
	dirs, dirPos := n.dirs, n.dirPos
	if in.dirs != "" {
		if dirs != "" {
			return nil, &parlettError{src, n.dirPos, "a direction is written both here and after the group around it"}
		}
		dirs, dirPos = in.dirs, in.dirPos
	}
	if n.rider && in.rider {
		return nil, &parlettError{src, n.pos, "& is written both here and after the group around it"}
	}
	rider := n.rider || in.rider
	if n.group != nil {
		gin := pInherit{mode: mode, initial: initial, dirs: dirs, dirPos: dirPos, rider: rider}
		first, err := flattenAlts(src, n.group, gin)
		if err != nil {
			return nil, err
		}
		gin.initial = false
		rest, err := flattenAlts(src, n.group, gin)
		if err != nil {
			return nil, err
		}
		var out []fSeq
		for r := n.repLo; r <= n.repHi; r++ {
			seqs := first
			for j := 1; j < r; j++ {
				if seqs, err = product(src, seqs, rest); err != nil {
					return nil, err
				}
			}
			if len(out)+len(seqs) > maxPathsPerMove {
				return nil, tooManyPaths(src)
			}
			out = append(out, seqs...)
		}
		return out, nil
	}
	st := fStep{pos: n.pos, mode: mode, initial: initial, jump: n.jump, leap: n.leap,
		lo: n.lo, hi: n.hi, second: n.second, dirs: dirs, dirPos: dirPos, rider: rider}
	if !st.leap || st.lo == st.hi {
		return []fSeq{{st}}, nil
	}
	// a range of leaps is one leap per distance
	if st.hi == 0 {
		return nil, &parlettError{src, n.pos, "~ leaps a fixed distance: ~n (any distance, whatever stands between) has no meaning here; write a range such as ~1-7+ or a slide n+"}
	}
	var out []fSeq
	for k := st.lo; k <= st.hi; k++ {
		one := st
		one.lo, one.hi = k, k
		out = append(out, fSeq{one})
	}
	return out, nil
}

// Direction sets (White's point of view, index as in core: 0 = north,
// clockwise), in the order of parlettDirs, of straight steps, of oblique
// a/b leaps (index as core numbers an oblique atom's vectors: 0 = (1,2),
// 1 = (2,1), ...) classed by their longer component, and of diagonal a/a
// leaps; 0 = the direction does not apply. (Arrays, not maps: the page
// links this parser, and map literals cost it more.)
var (
	//                     <>    >=    <=    X>    X<    *     +     >     <     =     X
	straightDirs = [...]core.DirSet{0x11, 0x45, 0x54, 0x82, 0x28, 0xFF, 0x55, 0x01, 0x10, 0x44, 0xAA}
	obliqueDirs  = [...]core.DirSet{0x99, 0xE7, 0x7E, 0, 0, 0xFF, 0xFF, 0x81, 0x18, 0x66, 0}
	diagonalDirs = [...]core.DirSet{0, 0, 0, 0x82, 0x28, 0xAA, 0, 0, 0, 0, 0xAA}
)

// dirIndex is the index of d in parlettDirs, -1 for none written.
func dirIndex(d string) int {
	for i, x := range parlettDirs {
		if x == d {
			return i
		}
	}
	return -1
}

// lookupDirs is table's set for d; none written gives def.
func lookupDirs(table []core.DirSet, d string, def core.DirSet) (core.DirSet, bool) {
	i := dirIndex(d)
	if i < 0 {
		return def, def != 0
	}
	return table[i], table[i] != 0
}

// stepDirs is the set of directions of st and its atom.
func stepDirs(src string, st fStep) (core.Atom, core.DirSet, error) {
	at := func(msg string) error {
		if st.dirs == "" {
			return &parlettError{src, st.pos, msg}
		}
		return &parlettError{src, st.dirPos, msg}
	}
	if st.second == 0 {
		ds, ok := lookupDirs(straightDirs[:], st.dirs, 0)
		if !ok {
			return core.Atom{}, 0, at("a direction is missing after the distance: one of * + > < <> = >= <= X X> X<")
		}
		k := int8(st.lo)
		if !st.leap || st.jump {
			k = 1
		}
		a := core.Atom{X: k}
		if ds&0x55 == 0 {
			a.Y = k
		}
		return a, ds, nil
	}
	a, b := st.lo, st.second
	if a == b {
		ds, ok := lookupDirs(diagonalDirs[:], st.dirs, 0xAA)
		if !ok {
			return core.Atom{}, 0, at(strconv.Itoa(a) + "/" + strconv.Itoa(b) + " is a diagonal displacement: its directions are X, X> and X<")
		}
		return core.Atom{X: int8(a), Y: int8(a)}, ds, nil
	}
	ds, ok := lookupDirs(obliqueDirs[:], st.dirs, 0xFF)
	if !ok {
		return core.Atom{}, 0, at(st.dirs + " (diagonal) does not apply to the (" + strconv.Itoa(min(a, b)) + "," + strconv.Itoa(max(a, b)) + ") displacement " + strconv.Itoa(a) + "/" + strconv.Itoa(b) + "; its directions are > < <> = >= <= + *")
	}
	return core.Atom{X: int8(max(a, b)), Y: int8(min(a, b))}, ds, nil
}

// checkStep refuses the combinations that have no meaning.
func checkStep(src string, st fStep, final, first bool) error {
	fail := func(msg string) error { return &parlettError{src, st.pos, msg} }
	switch {
	case st.initial && !first:
		return fail("i (first move only) belongs to the whole move: write it before the first part of the sequence")
	case st.mode&core.ModeEnPassant != 0 && !final:
		return fail("e (en-passant capture) applies to where the move ends: write it on the last part")
	case st.jump && (st.lo != 2 || st.hi != 2 || st.second != 0):
		return fail("^ jumps the adjacent square, capturing the piece there, and lands just beyond it: write ^2 with a direction, e.g. ^2X>")
	case st.jump && st.rider:
		return fail("^2 is one jump: repeat it as a group, e.g. n(^2X>)")
	case st.jump && st.mode&(core.ModeMove|core.ModeEnPassant) != 0:
		return fail("^ captures the piece it jumps: o and e do not apply to it")
	case st.rider && st.hi == 0:
		return fail("& repeats a step of fixed length; n already goes any distance")
	case st.rider && !st.leap && (st.lo != 1 || st.second != 0):
		return fail("& repeats a leap: write ~ before the distance (~1/2& is the nightrider), or 1 for a one-square step")
	}
	return nil
}

// compileSeq turns one flattened sequence into paths.
func compileSeq(src string, seq fSeq) ([]core.Path, error) {
	for k, st := range seq {
		if err := checkStep(src, st, k == len(seq)-1, k == 0); err != nil {
			return nil, err
		}
	}
	// a fixed distance over empty squares is XBetza's lame n: the squares
	// passed give en-passant rights
	lame := len(seq) == 1 && !seq[0].leap && !seq[0].jump && seq[0].lo == seq[0].hi && (seq[0].lo > 1 || seq[0].second != 0)
	type partial struct {
		legs []core.Leg
		abs  int // absolute direction of the last leg
		out  [2]int
	}
	level := []partial{{}}
	for k, st := range seq {
		insts, err := stepInstances(src, st, k == len(seq)-1)
		if err != nil {
			return nil, err
		}
		var next []partial
		for _, pp := range level {
			for _, in := range insts {
				if k > 0 && pp.out[0]*in.in[0]+pp.out[1]*in.in[1] < 0 {
					continue // a later part never turns back
				}
				if len(pp.legs)+len(in.legs) > maxLegsPerPath {
					return nil, &parlettError{src, st.pos, "a path has more than " + strconv.Itoa(maxLegsPerPath) + " legs; the limit is " + strconv.Itoa(maxLegsPerPath)}
				}
				if len(next) == maxPathsPerMove {
					return nil, tooManyPaths(src)
				}
				legs := append([]core.Leg(nil), pp.legs...)
				prev := pp.abs
				for i, l := range in.legs {
					abs := in.abs[i]
					if len(legs) == 0 {
						l.Dirs = 1 << uint(abs)
						if st.initial {
							l.Initial = 1
						}
					} else {
						l.Dirs = 1 << uint((abs-prev)&7)
					}
					prev = abs
					legs = append(legs, l)
				}
				next = append(next, partial{legs, prev, in.out})
			}
		}
		level = next
	}
	paths := make([]core.Path, 0, len(level))
	for _, pp := range level {
		paths = append(paths, core.Path{Legs: pp.legs, Lame: lame})
	}
	return mergeDirs(mergeDirs(paths, true), false), nil
}

// finalMode is the landing modality of a last part.
func finalMode(st fStep) core.Mode {
	if st.mode == 0 {
		return core.ModeMove | core.ModeCapture
	}
	return st.mode
}

// pInstance is a step in one direction: its legs with their absolute
// directions, and the unit vectors it starts and ends moving along.
type pInstance struct {
	legs    []core.Leg
	abs     []int
	in, out [2]int
}

// stepInstances lists st in each of its directions.
func stepInstances(src string, st fStep, final bool) ([]pInstance, error) {
	atom, ds, err := stepDirs(src, st)
	if err != nil {
		return nil, err
	}
	last := core.ModeMove
	switch {
	case st.jump:
	case final:
		last = finalMode(st)
	case st.mode != 0:
		last = st.mode
	}
	unit := core.Atom{X: 1, Y: atom.Y} // stepDirs gives straight non-leaping steps magnitude 1
	var out []pInstance
	add := func(legs []core.Leg, abs []int) {
		legs[len(legs)-1].Mode = last
		in := legs[0].Atom
		ix, iy := in.Vector(abs[0])
		ox, oy := legs[len(legs)-1].Atom.Vector(abs[len(abs)-1])
		out = append(out, pInstance{legs, abs, [2]int{sign(ix), sign(iy)}, [2]int{sign(ox), sign(oy)}})
	}
	step := func(a core.Atom, rng int) core.Leg {
		return core.Leg{Atom: a, Range: rng, Mode: core.ModeMove}
	}
	for d := 0; d < 8; d++ {
		if !ds.Has(d) {
			continue
		}
		switch {
		case st.jump:
			victim := step(unit, 1)
			victim.Mode = core.ModeCapture
			legs := []core.Leg{victim, step(unit, 1)}
			add(legs, []int{d, d})
		case st.leap:
			rng := 1
			if st.rider {
				rng = 0
			}
			add([]core.Leg{step(atom, rng)}, []int{d})
		case st.second != 0:
			a, b := st.lo, st.second
			dx, dy := atom.Vector(d)
			xdir, ydir := kdir(sign(dx), 0), kdir(0, sign(dy))
			orders := [][2]int{}
			if abs(dy) == a {
				orders = append(orders, [2]int{ydir, xdir})
			}
			if abs(dx) == a {
				orders = append(orders, [2]int{xdir, ydir})
			}
			for _, o := range orders {
				var legs []core.Leg
				var dirs []int
				for i := 0; i < a+b; i++ {
					legs = append(legs, step(core.Atom{X: 1}, 1))
					if i < a {
						dirs = append(dirs, o[0])
					} else {
						dirs = append(dirs, o[1])
					}
				}
				add(legs, dirs)
			}
		default:
			// lo-1 single steps, then a slide of the rest (or one step)
			var legs []core.Leg
			var dirs []int
			for i := 1; i < st.lo; i++ {
				legs = append(legs, step(unit, 1))
				dirs = append(dirs, d)
			}
			rng := 0
			if st.hi != 0 {
				rng = st.hi - st.lo + 1
			}
			if st.rider {
				rng = 0
			}
			legs = append(legs, step(unit, rng))
			dirs = append(dirs, d)
			add(legs, dirs)
		}
	}
	return out, nil
}

// mergeDirs joins paths that differ only in the directions of their last
// leg (last) or of their first leg: a sequence is expanded one path per
// choice of directions, and joined back the generator walks fewer paths
// and the legend names each kind of move once. Lame paths stay apart
// (their description names the whole displacement of each).
func mergeDirs(paths []core.Path, last bool) []core.Path {
	index := map[string]int{}
	var out []core.Path
	var key []byte
	for _, p := range paths {
		if p.Lame || len(p.Legs) == 0 || last && len(p.Legs) == 1 {
			out = append(out, p)
			continue
		}
		k := 0
		if last {
			k = len(p.Legs) - 1
		}
		masked := p
		masked.Legs = append([]core.Leg(nil), p.Legs...)
		masked.Legs[k].Dirs = 0
		key = pathKey(key[:0], &masked)
		if i, ok := index[string(key)]; ok {
			out[i].Legs[k].Dirs |= p.Legs[k].Dirs
			continue
		}
		index[string(key)] = len(out)
		p.Legs = append([]core.Leg(nil), p.Legs...)
		out = append(out, p)
	}
	return out
}
