package core

import (
	"errors"
	"strconv"

	"github.com/chimera-variants/chimera/internal/lite"
)

// MaxBoardSize is the largest number of files or ranks (Taikyoku shogi).
const MaxBoardSize = 36

// Geometry is a rectangular board, possibly with holes, and the step
// tables the move generator walks. Square index = rank*Files + file, with
// rank 0 = White's first rank.
type Geometry struct {
	// Files and Ranks are the board's size, 1 to MaxBoardSize each.
	Files, Ranks int
	// Exists is false for holes: squares that are not part of the board.
	Exists []bool
	// Diagonals, when not nil, marks the squares that have diagonal
	// links: a one-square diagonal step (1,1) in any direction exists
	// only between two marked squares (Fanorona, whose diagonal lines
	// run through the points with an even file+rank). It applies to
	// every piece (XBetza F, B and the diagonal legs of any path, and
	// path programs' diagonal steps); longer diagonal leaps (A) are not
	// affected. Like holes it must be set before any step table is
	// built.
	Diagonals []bool

	vectors map[vectorKey]int
	// steps[v][sq] is the square reached from sq by vector v, or -1 when
	// that is off the board or a hole.
	steps [][]int16
	// masks: the bitboard rays built so far, by step table and range
	// (bitboard.go)
	masks map[[2]int][]bitboard
}

// vectorOf returns the step of a step table.
func (v *Variant) vectorOf(vid int32) (dx, dy int) {
	for k, id := range v.Geometry.vectors {
		if int32(id) == vid {
			return k.dx, k.dy
		}
	}
	return 0, 0
}

type vectorKey struct {
	dx, dy int
	wrap   bool
}

// NewGeometry makes a board of the given size with no holes.
func NewGeometry(files, ranks int) (*Geometry, error) {
	if files < 1 || ranks < 1 || files > MaxBoardSize || ranks > MaxBoardSize {
		return nil, errors.New("board " + strconv.Itoa(files) + "x" + strconv.Itoa(ranks) + ": files and ranks must be between 1 and " + strconv.Itoa(MaxBoardSize))
	}
	g := &Geometry{Files: files, Ranks: ranks, vectors: map[vectorKey]int{}}
	g.Exists = make([]bool, files*ranks)
	for i := range g.Exists {
		g.Exists[i] = true
	}
	return g, nil
}

// Size is the number of squares, holes included.
func (g *Geometry) Size() int { return g.Files * g.Ranks }

// Square returns the index of (file, rank), or -1 when off the board.
func (g *Geometry) Square(file, rank int) int {
	if file < 0 || rank < 0 || file >= g.Files || rank >= g.Ranks {
		return -1
	}
	return rank*g.Files + file
}

// FileOf returns the file (0-based) of a square.
func (g *Geometry) FileOf(sq int) int { return sq % g.Files }

// RankOf returns the rank (0-based) of a square.
func (g *Geometry) RankOf(sq int) int { return sq / g.Files }

// SetHole removes a square from the board. It must be called before any
// step table is built.
func (g *Geometry) SetHole(sq int) {
	g.Exists[sq] = false
}

// FileName returns the letter(s) of a file: a..z, then aa, ab ... for
// boards wider than 26 files.
func FileName(file int) string {
	if file < 26 {
		return string(rune('a' + file))
	}
	return string(rune('a'+file/26-1)) + string(rune('a'+file%26))
}

// SquareName returns the algebraic name of a square (a1, j10, ...).
func (g *Geometry) SquareName(sq int) string {
	if sq < 0 || sq >= g.Size() {
		return "-"
	}
	return FileName(g.FileOf(sq)) + strconv.Itoa(g.RankOf(sq)+1)
}

// ParseSquare reads an algebraic square name; it returns -1 when the
// name is not a square of this board.
func (g *Geometry) ParseSquare(s string) int {
	sq, n := g.ParseSquarePrefix(s)
	if n != len(s) {
		return -1
	}
	return sq
}

// ParseSquarePrefix reads a square name at the start of s and returns the
// square and the number of bytes used (0 when there is none).
func (g *Geometry) ParseSquarePrefix(s string) (int, int) {
	i := 0
	for i < len(s) && s[i] >= 'a' && s[i] <= 'z' && i < 2 {
		i++
	}
	if i == 0 {
		return -1, 0
	}
	file := int(s[0] - 'a')
	if i == 2 {
		file = (int(s[0]-'a')+1)*26 + int(s[1]-'a')
	}
	j := i
	for j < len(s) && s[j] >= '0' && s[j] <= '9' && j-i < 2 {
		j++
	}
	if j == i {
		return -1, 0
	}
	rank, _ := lite.Atoi(s[i:j])
	sq := g.Square(file, rank-1)
	if sq < 0 {
		return -1, 0
	}
	return sq, j
}

// vector returns the index of the step table for (dx, dy), building it
// on first use. With wrap the step wraps around the side edges
// (cylinder boards, XBetza o).
func (g *Geometry) vector(dx, dy int, wrap bool) int {
	k := vectorKey{dx, dy, wrap}
	if v, ok := g.vectors[k]; ok {
		return v
	}
	t := make([]int16, g.Size())
	for sq := range t {
		t[sq] = -1
		if !g.Exists[sq] {
			continue
		}
		f, r := g.FileOf(sq)+dx, g.RankOf(sq)+dy
		if wrap {
			f = ((f % g.Files) + g.Files) % g.Files
		}
		to := g.Square(f, r)
		if to >= 0 && g.Exists[to] && g.linked(sq, to, dx, dy) {
			t[sq] = int16(to)
		}
	}
	g.steps = append(g.steps, t)
	g.vectors[k] = len(g.steps) - 1
	return len(g.steps) - 1
}

// Step returns the square reached from sq by (dx, dy), or -1.
func (g *Geometry) Step(sq, dx, dy int) int {
	f, r := g.FileOf(sq)+dx, g.RankOf(sq)+dy
	to := g.Square(f, r)
	if to < 0 || !g.Exists[to] || !g.linked(sq, to, dx, dy) {
		return -1
	}
	return to
}

// linked reports whether the step (dx, dy) from sq to to exists as far
// as Diagonals is concerned: a one-square diagonal step needs both
// squares marked.
func (g *Geometry) linked(sq, to, dx, dy int) bool {
	if g.Diagonals == nil || (dx != 1 && dx != -1) || (dy != 1 && dy != -1) {
		return true
	}
	return g.Diagonals[sq] && g.Diagonals[to]
}
