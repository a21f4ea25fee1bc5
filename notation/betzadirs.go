package notation

// This file reads XBetza's direction letters (f, b, l, r, s, v, h and
// their pairs) into the directions of an atom.

import (
	"errors"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/internal/lite"
)

func kdir(dx, dy int) int {
	for d := 0; d < 8; d++ {
		x, y := core.Atom{X: 1}.Vector(d)
		if x == dx && y == dy {
			return d
		}
	}
	return 0
}

func sign(v int) int {
	switch {
	case v > 0:
		return 1
	case v < 0:
		return -1
	}
	return 0
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// relDirs reads the directions of a continuation leg, relative to the
// previous leg in the 8-fold system. Default: every direction but
// straight back (f and s for four-fold atoms); z or q alone: the 45-degree
// bends.
func relDirs(letters string, fourFold, turn bool) core.DirSet {
	if letters == "" {
		if turn {
			return 1<<1 | 1<<7
		}
		if fourFold {
			return 1<<0 | 1<<2 | 1<<6
		}
		return 0xFF &^ (1 << 4)
	}
	var set core.DirSet
	for _, t := range dirTerms(letters) {
		set |= relTerm(t)
	}
	return set
}

// relTerm maps one direction term to relative K-directions.
func relTerm(t string) core.DirSet {
	single := map[byte]core.DirSet{'f': 1 << 0, 'r': 1 << 2, 'b': 1 << 4, 'l': 1 << 6,
		'v': 1<<0 | 1<<4, 's': 1<<2 | 1<<6, 'h': 0xFF}
	if len(t) == 1 {
		return single[t[0]]
	}
	var set core.DirSet
	for _, a := range expandVS(t[0]) {
		for _, b := range expandVS(t[1]) {
			set |= 1 << uint(kdirOf(a, b))
		}
	}
	return set
}

// expandVS splits v into f,b and s into l,r.
func expandVS(c byte) []byte {
	switch c {
	case 'v':
		return []byte{'f', 'b'}
	case 's':
		return []byte{'l', 'r'}
	}
	return []byte{c}
}

// kdirOf is the K-direction between two perpendicular unit directions.
func kdirOf(a, b byte) int {
	dx, dy := 0, 0
	for _, c := range []byte{a, b} {
		switch c {
		case 'f':
			dy = 1
		case 'b':
			dy = -1
		case 'r':
			dx = 1
		case 'l':
			dx = -1
		}
	}
	return kdir(dx, dy)
}

func perpendicular(a, b byte) bool {
	vert := func(c byte) bool { return c == 'f' || c == 'b' || c == 'v' }
	horiz := func(c byte) bool { return c == 'l' || c == 'r' || c == 's' }
	return vert(a) && horiz(b) || horiz(a) && vert(b)
}

// dirTerms splits direction letters into terms: a doubled letter (ff)
// stands alone, two perpendicular letters combine (fr), h joins its
// neighbour (fh, hr).
func dirTerms(letters string) []string {
	var terms []string
	for i := 0; i < len(letters); i++ {
		c := letters[i]
		if i+1 < len(letters) {
			n := letters[i+1]
			switch {
			case n == c:
				terms = append(terms, string(c)+string(c))
				i++
				continue
			case c == 'h' || n == 'h':
				terms = append(terms, string(c)+string(n))
				i++
				continue
			case perpendicular(c, n):
				terms = append(terms, string(c)+string(n))
				i++
				continue
			}
		}
		terms = append(terms, string(c))
	}
	return terms
}

// firstDirs reads the absolute directions of a first leg.
func firstDirs(atom core.Atom, atomDirs core.DirSet, letters string) (core.DirSet, error) {
	if letters == "" {
		return atomDirs, nil
	}
	var set core.DirSet
	for _, t := range dirTerms(letters) {
		set |= absTerm(atom, atomDirs, t)
	}
	set &= atomDirs
	if set == 0 {
		return 0, errors.New("direction " + lite.Quote(letters) + " selects no move of this atom")
	}
	return set, nil
}

// absTerm maps one direction term to absolute directions of an atom.
func absTerm(atom core.Atom, atomDirs core.DirSet, t string) core.DirSet {
	if len(t) == 2 && t[0] == t[1] {
		t = t[:1] // ff = f, kept apart from its neighbours
	}
	oblique := atom.Oblique()
	if len(t) == 2 && (t[0] == 'h' || t[1] == 'h') {
		o := t[0]
		if o == 'h' {
			o = t[1]
		}
		if oblique && t[0] == 'h' && (o == 'r' || o == 'l') {
			// hr, hl: the right- and left-handed (chiral) moves
			if o == 'r' {
				return 0x55
			}
			return 0xAA
		}
		if oblique {
			switch o {
			case 'f':
				return 1<<7 | 1<<0 | 1<<1 | 1<<6
			case 'b':
				return 1<<2 | 1<<3 | 1<<4 | 1<<5
			case 'l':
				return 1<<4 | 1<<5 | 1<<6 | 1<<7
			case 'r':
				return 1<<0 | 1<<1 | 1<<2 | 1<<3
			}
		}
		return absTerm(atom, atomDirs, string(o))
	}
	if len(t) == 1 {
		if oblique {
			pairs := map[byte]core.DirSet{'f': 1<<7 | 1<<0, 'r': 1<<1 | 1<<2, 'b': 1<<3 | 1<<4, 'l': 1<<5 | 1<<6}
			switch t[0] {
			case 'v':
				return pairs['f'] | pairs['b']
			case 's':
				return pairs['l'] | pairs['r']
			}
			return pairs[t[0]]
		}
		// orthodox: the K-directions that have a component that way
		var set core.DirSet
		for d := 0; d < 8; d++ {
			x, y := core.Atom{X: 1}.Vector(d)
			ok := false
			switch t[0] {
			case 'f':
				ok = y > 0
			case 'b':
				ok = y < 0
			case 'r':
				ok = x > 0
			case 'l':
				ok = x < 0
			case 'v':
				ok = y != 0
			case 's':
				ok = x != 0
			}
			if ok && (atomDirs == 0xFF && (x == 0 || y == 0) || atomDirs != 0xFF) {
				set |= 1 << uint(d)
			}
		}
		return set
	}
	// two perpendicular letters
	var set core.DirSet
	for _, a := range expandVS(t[0]) {
		for _, b := range expandVS(t[1]) {
			switch {
			case oblique:
				// the member of b's pair that lies toward a
				set |= obliqueSingle(a, b)
			case atomDirs == 0x55:
				set |= absTerm(atom, atomDirs, string(a)) | absTerm(atom, atomDirs, string(b))
			default:
				set |= 1 << uint(kdirOf(a, b))
			}
		}
	}
	return set
}

// obliqueSingle: on an oblique atom "ab" names the member of b's pair of
// moves that lies toward a (lfN = the left one of the two forward moves).
func obliqueSingle(a, b byte) core.DirSet {
	table := map[string]int{"rf": 0, "lf": 7, "fr": 1, "br": 2, "rb": 3, "lb": 4, "bl": 5, "fl": 6}
	if d, ok := table[string(a)+string(b)]; ok {
		return 1 << uint(d)
	}
	return 0
}
