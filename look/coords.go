package look

import (
	"strconv"
	"strings"

	"github.com/chimera-variants/chimera/core"
)

// Coordinates are the labels on the board's rim as the board is shown:
// Top and Bottom one per column, left to right, Left and Right one per
// row, top to bottom; nil where the style writes nothing.
type Coordinates struct {
	Top, Bottom, Left, Right []string
}

// CoordinatesOf are variant v's labels, the board flipped or not (flipped:
// the first mover at the top).
//   - chess, makruk, janggi: files a, b, ... along the bottom and ranks
//     along the left, named as the move notation names them (with
//     firstRank=0 too: the rank the notation calls 1 is labelled 1);
//   - shogi, chu: files numbered from Sente's right (9..1 left to right
//     when Sente is at the bottom) along the top, ranks 一, 二, ... from
//     Gote's side (top to bottom) along the right, as shogi records name
//     squares;
//   - xiangqi: each side numbers the files from its own right: Red (the
//     first mover) with Chinese numerals, 九..一 left to right along its
//     edge, Black with Arabic ones, 1..9 along its edge.
func CoordinatesOf(v *core.Variant, flipped bool) Coordinates {
	geo := v.Geometry
	F, R := geo.Files, geo.Ranks
	// file and rank of the displayed column i and row j
	file := func(i int) int {
		if flipped {
			return F - 1 - i
		}
		return i
	}
	rank := func(j int) int {
		if flipped {
			return j
		}
		return R - 1 - j
	}
	cols := func(name func(f int) string) []string {
		out := make([]string, F)
		for i := range out {
			out[i] = name(file(i))
		}
		return out
	}
	rows := func(name func(r int) string) []string {
		out := make([]string, R)
		for j := range out {
			out[j] = name(rank(j))
		}
		return out
	}
	var c Coordinates
	switch StyleOf(v).name {
	case "shogi", "chu":
		c.Top = cols(func(f int) string { return strconv.Itoa(F - f) })
		c.Right = rows(func(r int) string { return Numeral(R - r) })
	case "xiangqi":
		red := cols(func(f int) string { return Numeral(F - f) })
		black := cols(func(f int) string { return strconv.Itoa(f + 1) })
		c.Top, c.Bottom = black, red
		if flipped {
			c.Top, c.Bottom = red, black
		}
	default:
		c.Bottom = cols(core.FileName)
		c.Left = rows(func(r int) string {
			return strings.TrimLeft(geo.SquareName(geo.Square(0, r)), "abcdefghijklmnopqrstuvwxyz")
		})
	}
	return c
}

// Numeral writes n (1 to 99) in Chinese numerals, as shogi ranks and
// xiangqi files are written: 一 ... 九, 十, 十一, 二十, ...; other numbers
// in digits.
func Numeral(n int) string {
	const digits = "〇一二三四五六七八九"
	digit := func(d int) string { return string([]rune(digits)[d]) }
	switch {
	case n < 1 || n > 99:
		return strconv.Itoa(n)
	case n < 10:
		return digit(n)
	}
	s := "十"
	if n >= 20 {
		s = digit(n/10) + s
	}
	if n%10 != 0 {
		s += digit(n % 10)
	}
	return s
}
