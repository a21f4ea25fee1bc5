package look

import "github.com/chimera-variants/chimera/core"

// Drawing is what a lined board style draws over its squares, in square
// units from the board's top-left corner as the first mover sees it (the
// first mover at the bottom; y grows downward): square (file f, rank r)
// spans x from f to f+1 and y from ranks-1-r to ranks-r. A flipped board
// shows the drawing turned half round. The page draws it under the
// pieces; the lines ignore holes.
type Drawing struct {
	Lines  []Segment
	Dots   []Dot
	Labels []Label
}

// Segment is a straight line; Bold ones frame the board.
type Segment struct {
	X1, Y1, X2, Y2 float64
	Bold           bool
}

// Dot is a star point (shogi's promotion-zone corners).
type Dot struct{ X, Y float64 }

// Label is text written on the board itself (the river's name), centred
// on X, Y.
type Label struct {
	X, Y float64
	Text string
}

// BoardDrawing is the drawing of variant v's board style (empty for
// chess):
//   - xiangqi: lines through the squares' centres; the river, between the
//     two middle ranks on boards with an even number of ranks, which only
//     the edge files cross; a palace of 3x3 points with its diagonals in
//     the middle of each side's first three ranks (odd numbers of files,
//     at least 5x6); corner marks on the start points of the pieces
//     outside the first rank and the palace (cannons and soldiers);
//   - janggi: the same grid without river or marks, with the palaces;
//   - points: the same grid without river or palaces, and the board's
//     diagonal links where only some points have them (diagonals=even);
//   - shogi, chu, makruk: lines between the squares, and for shogi and
//     chu on boards whose sides divide by 3 star points at the corners of
//     the middle third (the promotion zones' corners in shogi and Chu).
func BoardDrawing(v *core.Variant) Drawing {
	s := StyleOf(v)
	geo := v.Geometry
	F, R := geo.Files, geo.Ranks
	fw, rh := float64(F), float64(R)
	var d Drawing
	switch {
	case s.grid:
		for x := 0; x <= F; x++ {
			d.Lines = append(d.Lines, Segment{float64(x), 0, float64(x), rh, x == 0 || x == F})
		}
		for y := 0; y <= R; y++ {
			d.Lines = append(d.Lines, Segment{0, float64(y), fw, float64(y), y == 0 || y == R})
		}
		if s.pentagon && F%3 == 0 && R%3 == 0 && F >= 6 && R >= 6 {
			for _, x := range []int{F / 3, 2 * F / 3} {
				for _, y := range []int{R / 3, 2 * R / 3} {
					d.Dots = append(d.Dots, Dot{float64(x), float64(y)})
				}
			}
		}
	case s.points:
		river := s.name == "xiangqi" && R%2 == 0 && R >= 6
		for y := 0; y < R; y++ {
			cy := float64(y) + .5
			d.Lines = append(d.Lines, Segment{.5, cy, fw - .5, cy, y == 0 || y == R-1})
		}
		for x := 0; x < F; x++ {
			cx := float64(x) + .5
			edge := x == 0 || x == F-1
			if river && !edge {
				d.Lines = append(d.Lines,
					Segment{cx, .5, cx, rh/2 - .5, false},
					Segment{cx, rh/2 + .5, cx, rh - .5, false})
				continue
			}
			d.Lines = append(d.Lines, Segment{cx, .5, cx, rh - .5, edge})
		}
		if s.name == "points" {
			d.Lines = append(d.Lines, diagonalLinks(geo)...)
			break
		}
		if F%2 == 1 && F >= 5 && R >= 6 {
			l, r := float64(F/2)-.5, float64(F/2)+1.5
			for _, y := range [][2]float64{{.5, 2.5}, {rh - 2.5, rh - .5}} {
				d.Lines = append(d.Lines, Segment{l, y[0], r, y[1], false}, Segment{r, y[0], l, y[1], false})
			}
		}
		if river {
			d.Labels = append(d.Labels, Label{fw / 4, rh / 2, "楚河"}, Label{fw * 3 / 4, rh / 2, "漢界"})
			d.Lines = append(d.Lines, startMarks(v)...)
		}
	}
	return d
}

// startMarks are the small corner marks around the start points of the
// pieces that start outside their first rank and outside the palace
// (xiangqi's cannons and soldiers), both sides, in the quadrants that lie
// on the board.
func startMarks(v *core.Variant) []Segment {
	geo := v.Geometry
	F, R := geo.Files, geo.Ranks
	const gap, arm = .08, .16
	var marks []Segment
	seen := make([]bool, geo.Size()) // a slice: a map[int] would link the map code for 8-byte keys
	for _, pt := range v.Types {
		for c := range pt.Start {
			for _, sq := range pt.Start[c] {
				f, r := geo.FileOf(sq), geo.RankOf(sq)
				if seen[sq] || r == 0 || r == R-1 || inPalace(F, R, f, r) {
					continue
				}
				seen[sq] = true
				cx, cy := float64(f)+.5, float64(R-1-r)+.5
				for _, dx := range []float64{-1, 1} {
					if dx < 0 && f == 0 || dx > 0 && f == F-1 {
						continue
					}
					for _, dy := range []float64{-1, 1} {
						x, y := cx+dx*gap, cy+dy*gap
						marks = append(marks,
							Segment{x, y + dy*arm, x, y, false},
							Segment{x, y, x + dx*arm, y, false})
					}
				}
			}
		}
	}
	return marks
}

// inPalace tells whether (file f, rank r) is in either side's palace.
func inPalace(files, ranks, f, r int) bool {
	mid := files / 2
	return files%2 == 1 && f >= mid-1 && f <= mid+1 && (r <= 2 || r >= ranks-3)
}

// diagonalLinks are the diagonal lines of a board whose diagonal steps
// exist only between some points (Geometry.Diagonals): one segment for
// each diagonal link, from point centre to point centre. A board with
// diagonals everywhere (or nowhere marked) has none drawn: its lines
// would only cross every square.
func diagonalLinks(geo *core.Geometry) []Segment {
	if geo.Diagonals == nil {
		return nil
	}
	R := geo.Ranks
	var out []Segment
	for sq := 0; sq < geo.Size(); sq++ {
		if !geo.Exists[sq] || !geo.Diagonals[sq] {
			continue
		}
		f, r := geo.FileOf(sq), geo.RankOf(sq)
		for _, dy := range []int{1, -1} {
			to := geo.Square(f+1, r+dy)
			if to < 0 || !geo.Exists[to] || !geo.Diagonals[to] {
				continue
			}
			out = append(out, Segment{float64(f) + .5, float64(R-1-r) + .5, float64(f) + 1.5, float64(R-1-r-dy) + .5, false})
		}
	}
	return out
}
