package core

// This file holds the geometry-independent description of how a piece
// moves: what an XBetza string means once parsed, before it is compiled
// against a board into move graphs (see movegraph.go).
//
// Directions. Every atom is a vector (X, Y) with X >= Y >= 0. Its eight
// rotations/reflections are numbered 0..7 in clockwise order so that a
// turn by k positions is a turn by k*45 degrees for orthodox atoms
// (W, F, D, A, H, G and their X/Y extensions), whatever the atom:
//
//	orthodox atom of magnitude k (W=1, D=2, H=3, WX=4 ...):
//	  index i -> k * unit(i), unit = N, NE, E, SE, S, SW, W, NW
//	  even indices are orthogonal (W-like), odd ones diagonal (F-like),
//	  so an odd turn converts W<->F, D<->A, H<->G, R<->B.
//	oblique atom (X > Y > 0, N=(2,1), C=(3,1), Z=(3,2) ...):
//	  the eight vectors in clockwise order starting just east of north:
//	  0:(Y,X) 1:(X,Y) 2:(X,-Y) 3:(Y,-X) 4:(-Y,-X) 5:(-X,-Y) 6:(-X,Y) 7:(-Y,X)
//
// Coordinates are (file, rank) offsets from White's point of view; Black's
// moves are White's rotated by 180 degrees (index + 4).

// Atom is the step of one leg: X >= Y >= 0. Universal marks the U atom
// (a leap to every square of the board), for which X and Y are unused.
type Atom struct {
	X, Y      int8
	Universal bool
}

// Oblique reports whether the atom has eight distinct directions that
// never change kind when turned (N, C, Z, ...).
func (a Atom) Oblique() bool { return !a.Universal && a.Y != 0 && a.X != a.Y }

// Vector returns the step of direction index dir (0..7) for this atom,
// from White's point of view. For orthodox atoms the parity of dir
// selects the orthogonal (even) or diagonal (odd) form of magnitude X.
func (a Atom) Vector(dir int) (dx, dy int) {
	dir &= 7
	x, y := int(a.X), int(a.Y)
	if a.Oblique() {
		switch dir {
		case 0:
			return y, x
		case 1:
			return x, y
		case 2:
			return x, -y
		case 3:
			return y, -x
		case 4:
			return -y, -x
		case 5:
			return -x, -y
		case 6:
			return -x, y
		default:
			return -y, x
		}
	}
	k := x // magnitude of an orthodox atom
	ux := [8]int{0, 1, 1, 1, 0, -1, -1, -1}
	uy := [8]int{1, 1, 0, -1, -1, -1, 0, 1}
	return k * ux[dir], k * uy[dir]
}

// DirSet is a set of direction indices 0..7 (bit i = index i).
type DirSet uint8

// Has reports whether direction i is in the set.
func (s DirSet) Has(i int) bool { return s&(1<<uint(i&7)) != 0 }

// Mode is the set of modality flags of one leg.
type Mode uint16

const (
	// ModeMove (m): the leg may end on, or on a non-final leg pass
	// through, an empty square.
	ModeMove Mode = 1 << iota
	// ModeCapture (c): the leg may end on an enemy piece, capturing it
	// (on a non-final leg: a locust capture of the relay square).
	ModeCapture
	// ModeDestroy (d): the leg may end on a friendly piece, removing it.
	ModeDestroy
	// ModeEnPassant (e): the leg may end on an en-passant target square,
	// capturing the piece that passed over it.
	ModeEnPassant
	// ModeHop (p): final leg: a hopper, which must jump exactly one
	// occupied square on its line; non-final leg: the relay square must
	// be occupied and is left untouched. With ModeMove on a non-final leg
	// (mp) the relay square is ignored entirely.
	ModeHop
	// ModeGrasshop (g): final leg: land directly behind the first
	// obstacle; non-final: like ModeHop and toggles the range of the
	// next leg (slider <-> leaper).
	ModeGrasshop
	// ModeToggle (y): non-final leg like ModeMove, but toggles the range
	// of the next leg.
	ModeToggle
	// ModeUnload (u): a piece captured earlier in the move is put down on
	// this leg's start square.
	ModeUnload
	// ModeOwnHop (t): together with ModeHop: only own pieces may be
	// hopped.
	ModeOwnHop
)

// Leg is one leg of a (possibly multi-leg) move.
type Leg struct {
	Atom Atom
	// Dirs: on the first leg the absolute directions (White's point of
	// view); on continuation legs directions relative to the previous
	// leg's direction (0 = straight on, 2 = 90 degrees right, 4 = back,
	// 6 = 90 degrees left, odd = 45-degree turns).
	Dirs DirSet
	// Range is the maximum number of steps: 1 = leaper, 0 = unlimited.
	Range int
	// Mode is the modality of the leg. The parser fills in defaults:
	// ModeMove|ModeCapture on a final leg without modality, ModeMove on a
	// non-final leg without modality.
	Mode Mode
	// Initial is 1 for i (only a piece that has not moved yet), 2 for ii.
	// On a continuation leg SameLength is used instead.
	Initial uint8
	// SameLength (i on a continuation leg): the leg has exactly the
	// length of the latest sliding leg (rifle capture mRcaibR).
	SameLength bool
	// Cylinder (o): steps wrap around the side edges of the board.
	Cylinder bool
	// SkipFirst (j on a slider): the first square of the ray is skipped,
	// whatever stands there.
	SkipFirst bool
	// Turn: for z (-1, turn opposite to the previous turn) and q (+1,
	// turn the same way as the previous turn). On a first leg that is a
	// slider it makes the legacy crooked (z) or circular (q) rider.
	Turn int8
}

// Castle describes castling (XBetza O): the piece moves exactly Dist
// squares toward a partner that stands PartnerSkip squares inward from
// the edge of the board (j prefixes); the partner lands on the square
// the piece passed over.
type Castle struct {
	Dist        int
	PartnerSkip int
}

// Drop describes a drop from the hand (XBetza @).
type Drop struct {
	// NoSameFile (f): not on a file that already holds an own piece of
	// this type (nifu).
	NoSameFile bool
	// Depth > 0 limits drops to the first Depth ranks of the dropping
	// side; 0 = anywhere.
	Depth int
	// NotBackRank (j): exempts (forbids) the far rank.
	NotBackRank bool
}

// Path is one alternative move of a piece: a sequence of legs, or a
// castling or drop move.
type Path struct {
	Legs []Leg
	// Exempt (apostrophe) exempts the move from morph and capture-matrix
	// effects.
	Exempt bool
	// Lame marks a path produced from the n modifier (or an initial
	// multi-square move); the squares it passes over give en-passant
	// rights.
	Lame   bool
	Castle *Castle // non-nil for a castling move; Legs[0] holds Dirs and Initial
	Drop   *Drop   // non-nil for a drop
	// Program is non-nil for a path program (see program.go): a move
	// legs cannot express. Such a path has no Legs.
	Program *Program
}

// MoveSpec is everything a piece type can do, as parsed from XBetza.
type MoveSpec struct {
	// Source is the XBetza string it was parsed from.
	Source string
	// Paths are the alternative moves, each kept once.
	Paths []Path
}
