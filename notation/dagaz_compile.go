package notation

import (
	"strconv"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/internal/recovered"
)

// This file is the entry point of the path language: parse, then compile
// each top-level alternative into legs (dagaz_legs.go) where legs are
// exact, else into a path program (dagaz_prog.go).

// DagazMarker is the prefix of a piece line's move field that selects the
// Dagaz path language (README, "Move languages: Dagaz path expressions").
const DagazMarker = "dagaz="

// dagazAllPrograms makes every alternative a path program, legs or not:
// the tests compare the two compilers on the same expressions.
var dagazAllPrograms = false

// parseDagazMove parses and compiles the expression s (without the
// marker) into a MoveSpec whose Source is src (the field as written).
func parseDagazMove(s, src string) (spec core.MoveSpec, err error) {
	spec.Source = src
	defer func() {
		if r := recover(); r != nil {
			err = &dagazError{s, 0, "internal error: " + recovered.Text(r)}
		}
	}()
	tree, err := parseDagaz(s)
	if err != nil {
		return spec, err
	}
	alts := []*dzNode{tree}
	if tree.Kind == dzAlt {
		alts = tree.Kids
	}
	var legPaths []core.Path
	for _, alt := range alts {
		paths, ok := altToLegs(alt)
		if ok && !dagazAllPrograms {
			legPaths = append(legPaths, paths...)
			continue
		}
		prog, err := compileProgram(alt, s)
		if err != nil {
			return spec, err
		}
		spec.Paths = append(spec.Paths, core.Path{Program: prog})
	}
	merged := joinModes(joinFirstDirs(legPaths))
	for i := range merged {
		diagonalAtoms(&merged[i])
	}
	if len(merged)+len(spec.Paths) > maxPathsPerMove {
		return spec, &dagazError{s, 0, "the expression has more than " + strconv.Itoa(maxPathsPerMove) + " different paths; the limit is " + strconv.Itoa(maxPathsPerMove)}
	}
	spec.Paths = append(merged, spec.Paths...)
	if w := moveWork(spec.Paths, core.MaxBoardSize, core.MaxBoardSize); w > maxMoveWork {
		return spec, &dagazError{s, 0, "the expression branches too much: the move generator would visit about " + strconv.Itoa(w) + " squares for one piece on an empty board; the limit is " + strconv.Itoa(maxMoveWork)}
	}
	return spec, nil
}

// altToLegs compiles one alternative into leg paths, if every straight
// line of it has an exact leg form.
func altToLegs(alt *dzNode) ([]core.Path, bool) {
	lines, ok := expandLines(alt)
	if !ok {
		return nil, false
	}
	var paths []core.Path
	for _, line := range lines {
		p, none, ok := lineToPath(line)
		if !ok {
			return nil, false
		}
		if !none {
			paths = append(paths, p)
		}
	}
	return paths, true
}

// joinFirstDirs joins paths that differ only in the directions of their
// first leg (the rook's four lines become one path of four directions)
// and drops duplicates, keeping the order of first appearance.
func joinFirstDirs(paths []core.Path) []core.Path {
	var out []core.Path
	index := map[string]int{}
	var key []byte
	for _, p := range paths {
		q := p
		q.Legs = append([]core.Leg(nil), p.Legs...)
		dirs := q.Legs[0].Dirs
		q.Legs[0].Dirs = 0
		key = pathKey(key[:0], &q)
		if k, ok := index[string(key)]; ok {
			out[k].Legs[0].Dirs |= dirs
			continue
		}
		q.Legs[0].Dirs = dirs
		index[string(key)] = len(out)
		out = append(out, q)
	}
	return out
}

// diagonalAtoms writes the atom of a leg whose directions are all
// diagonal as XBetza does (F = (1,1), A = (2,2)): the same squares, and
// the legend then says "diagonally". The leg compiler writes every
// orthodox atom as (k,0) so that directions of both kinds merge.
func diagonalAtoms(p *core.Path) {
	if p.Castle != nil {
		return
	}
	parity := -1 // of the previous leg's absolute directions: 0 even, 1 odd, -1 mixed
	for i := range p.Legs {
		l := &p.Legs[i]
		dp := -1
		switch {
		case l.Dirs&0x55 == 0:
			dp = 1
		case l.Dirs&0xAA == 0:
			dp = 0
		}
		if i > 0 {
			if parity < 0 || dp < 0 {
				dp = -1
			} else {
				dp ^= parity
			}
		}
		parity = dp
		if dp == 1 && !l.Atom.Oblique() && !l.Atom.Universal && l.Atom.Y == 0 {
			l.Atom.Y = l.Atom.X
		}
	}
}

// joinModes joins one-leg paths that differ only in their modality (the
// pawn's diagonal capture and its en passant become XBetza's ceF): a
// one-leg path's moves are the union over its modes, so this is exact.
func joinModes(paths []core.Path) []core.Path {
	var out []core.Path
	index := map[string]int{}
	var key []byte
	for _, p := range paths {
		if len(p.Legs) != 1 || p.Castle != nil || p.Drop != nil {
			out = append(out, p)
			continue
		}
		q := p
		q.Legs = []core.Leg{p.Legs[0]}
		mode := q.Legs[0].Mode
		q.Legs[0].Mode = 0
		key = pathKey(key[:0], &q)
		if k, ok := index[string(key)]; ok {
			out[k].Legs[0].Mode |= mode
			continue
		}
		q.Legs[0].Mode = mode
		index[string(key)] = len(out)
		out = append(out, q)
	}
	return out
}
