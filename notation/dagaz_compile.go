package notation

import (
	"strconv"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/internal/recovered"
)

// This file is the entry point of the path language: parse, then compile
// each top-level alternative into legs (dagaz_legs.go) where legs are
// exact, else into a path program (dagaz_prog.go).

// dagazMarker prefixes a move field written in the path language.
const dagazMarker = "dagaz="

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
		if ok {
			legPaths = append(legPaths, paths...)
			continue
		}
		prog, err := compileProgram(alt, s)
		if err != nil {
			return spec, err
		}
		spec.Paths = append(spec.Paths, core.Path{Program: prog})
	}
	merged := mergeDirs(legPaths)
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

// mergeDirs joins paths that differ only in the directions of their
// first leg (the rook's four lines become one path of four directions)
// and drops duplicates, keeping the order of first appearance.
func mergeDirs(paths []core.Path) []core.Path {
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
