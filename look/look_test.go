package look_test

import (
	"fmt"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/look"
	"github.com/chimera-variants/chimera/notation"
	"github.com/chimera-variants/chimera/variants"
)

// shipped compiles a shipped variant.
func shipped(t *testing.T, name string) *core.Variant {
	t.Helper()
	text, ok := variants.Block(name)
	require.True(t, ok, name)
	b, err := notation.ParseBlock(text)
	require.NoError(t, err, name)
	return b.Variant
}

// block compiles a parameter block.
func block(t *testing.T, text string) *core.Variant {
	t.Helper()
	b, err := notation.ParseBlock(text)
	require.NoError(t, err, text)
	return b.Variant
}

const chessBlock = "files=8 ranks=8 symmetry=mirror\npawn::::a2-h2\nking::::e1\n"

func TestShippedStyles(t *testing.T) {
	for _, c := range []struct {
		variant, style      string
		checkered, onPoints bool
		pentagons           bool
	}{
		{"chess", "chess", true, false, false},
		{"capablanca", "chess", true, false, false},
		{"xiangqi", "xiangqi", false, true, false},
		{"janggi", "janggi", false, true, false},
		{"shogi", "shogi", false, false, true},
		{"minishogi", "shogi", false, false, true},
		{"kyotoshogi", "shogi", false, false, true},
		{"chushogi", "chu", false, false, true},
		{"makruk", "makruk", false, false, false},
		{"cambodian", "makruk", false, false, false},
	} {
		s := look.StyleOf(shipped(t, c.variant))
		assert.Equal(t, c.style, s.Name(), c.variant)
		assert.Equal(t, c.checkered, s.Checkered(), c.variant)
		assert.Equal(t, c.onPoints, s.OnPoints(), c.variant)
		assert.Equal(t, c.pentagons, s.Pentagons(), c.variant)
	}
}

func TestStyleParameter(t *testing.T) {
	for _, c := range []struct{ param, style string }{
		{"", "chess"},
		{"boardStyle=Xiangqi", "xiangqi"},
		{"boardStyle=SHOGI", "shogi"},
		{"boardStyle=go", "chess"}, // unknown: the default
		{"boardStyle=<b>", "chess"},
	} {
		v := block(t, c.param+" "+chessBlock)
		assert.Equal(t, c.style, look.StyleOf(v).Name(), c.param)
	}
	assert.Equal(t, "chess", look.StyleOf(nil).Name())
}

func TestSideNames(t *testing.T) {
	for _, c := range []struct {
		params        string
		first, second string
	}{
		{"", "white", "black"},
		{"boardStyle=xiangqi", "red", "black"},
		{"boardStyle=janggi", "green", "red"},
		{"boardStyle=shogi", "sente", "gote"},
		{"boardStyle=chu", "sente", "gote"},
		{"boardStyle=makruk", "white", "black"},
		{"sideNames=north,south", "north", "south"},
		{"boardStyle=shogi sideNames=Black,White", "Black", "White"},
		{"sideNames=red", "white", "black"},                            // not two names
		{"sideNames=a<b,c", "white", "black"},                          // markup is not a name
		{"boardStyle=xiangqi sideNames=,white", "red", "black"},        // an empty name: neither
		{"sideNames=averyveryverylongnameofaside,b", "white", "black"}, // too long
	} {
		v := block(t, c.params+" "+chessBlock)
		assert.Equal(t, c.first, look.SideName(v, core.White), c.params)
		assert.Equal(t, c.second, look.SideName(v, core.Black), c.params)
	}
}

// TestEveryPieceHasAFace: each piece type of the shipped variants drawn
// with characters resolves to a face of one or two characters, for both
// sides; adding a piece to one of them without a face fails here.
func TestEveryPieceHasAFace(t *testing.T) {
	for _, name := range []string{"xiangqi", "janggi", "shogi", "minishogi", "kyotoshogi", "chushogi"} {
		v := shipped(t, name)
		for ty, pt := range v.Types {
			for _, c := range []core.Color{core.White, core.Black} {
				f, ok := look.FaceOf(v, ty, c)
				if !assert.True(t, ok, "%s: no face for the %s %s", name, c, pt.Name) {
					continue
				}
				n := utf8.RuneCountInString(f.Text)
				assert.True(t, n == 1 || n == 2, "%s %s: %q", name, pt.Name, f.Text)
				assert.NotEmpty(t, f.Ink, "%s %s", name, pt.Name)
			}
		}
	}
}

func TestFaces(t *testing.T) {
	for _, c := range []struct {
		variant, piece string
		color          core.Color
		text, ink      string
		size           string
		promoted       bool
	}{
		{"xiangqi", "general", core.White, "帥", "red", "", false},
		{"xiangqi", "general", core.Black, "將", "black", "", false},
		{"xiangqi", "horse", core.White, "傌", "red", "", false},
		{"xiangqi", "chariot", core.Black, "車", "black", "", false},
		{"xiangqi", "cannon", core.White, "炮", "red", "", false},
		{"xiangqi", "cannon", core.Black, "砲", "black", "", false},
		{"xiangqi", "crossed soldier", core.Black, "卒", "black", "", false},
		{"janggi", "general", core.White, "楚", "green", "l", false},
		{"janggi", "general", core.Black, "漢", "red", "l", false},
		{"janggi", "cannon", core.Black, "包", "red", "m", false},
		{"janggi", "soldier", core.White, "卒", "green", "s", false},
		{"janggi", "soldier", core.Black, "兵", "red", "s", false},
		{"shogi", "king", core.White, "玉", "black", "", false},
		{"shogi", "king", core.Black, "王", "black", "", false},
		{"shogi", "rook", core.Black, "飛", "black", "", false},
		{"shogi", "dragon", core.White, "龍", "red", "", true},
		{"shogi", "horse", core.White, "馬", "red", "", true},
		{"shogi", "promoted silver", core.Black, "全", "red", "", true},
		{"shogi", "tokin", core.White, "と", "red", "", true},
		{"minishogi", "promoted silver", core.White, "全", "red", "", true},
		// Kyoto: the turned-over faces are red, whichever side started up
		{"kyotoshogi", "rook", core.White, "飛", "red", "", true},
		{"kyotoshogi", "pawn", core.White, "歩", "black", "", false},
		{"kyotoshogi", "tokin", core.Black, "と", "red", "", true}, // +L: lance's other face
		{"chushogi", "lion", core.White, "獅子", "black", "", false},
		{"chushogi", "promoted kirin", core.White, "獅子", "red", "", true},
		{"chushogi", "kirin", core.White, "麒麟", "black", "", false},
		{"chushogi", "drunk elephant", core.Black, "醉象", "black", "", false},
		{"chushogi", "queen", core.White, "奔王", "black", "", false},
		{"chushogi", "promoted silver", core.White, "竪行", "red", "", true},
		{"chushogi", "king", core.Black, "王將", "black", "", false},
	} {
		v := shipped(t, c.variant)
		ty := typeNamed(v, c.piece)
		require.GreaterOrEqual(t, ty, 0, "%s has no %s", c.variant, c.piece)
		f, ok := look.FaceOf(v, ty, c.color)
		require.True(t, ok, "%s %s", c.variant, c.piece)
		what := fmt.Sprintf("%s: %s %s", c.variant, c.color, c.piece)
		assert.Equal(t, c.text, f.Text, what)
		assert.Equal(t, c.ink, f.Ink, what)
		assert.Equal(t, c.size, f.Size, what)
		assert.Equal(t, c.promoted, f.Promoted, what)
		assert.Equal(t, look.StyleOf(v).Pentagons(), f.Pentagon, what)
	}
}

func typeNamed(v *core.Variant, name string) int {
	for t, pt := range v.Types {
		if pt.Name == name {
			return t
		}
	}
	return -1
}

func TestNoFaces(t *testing.T) {
	// chess draws pictures; a shogi piece the tables do not know falls
	// back to the page's picture or lettered disc
	v := shipped(t, "chess")
	_, ok := look.FaceOf(v, 0, core.White)
	assert.False(t, ok)
	v = block(t, "boardStyle=shogi files=5 ranks=5 symmetry=rotate\nkraken:X:K::a1\nking::::e1")
	_, ok = look.FaceOf(v, 0, core.White)
	assert.False(t, ok, "kraken")
	f, ok := look.FaceOf(v, 1, core.Black)
	assert.True(t, ok)
	assert.Equal(t, "王", f.Text)
	// found by the image name when the name is the author's own
	v = block(t, "boardStyle=xiangqi files=9 ranks=10 symmetry=mirror\nred cart:R:R:chariot:a1\ngeneral:K:W::e1")
	f, ok = look.FaceOf(v, 0, core.White)
	assert.True(t, ok)
	assert.Equal(t, "俥", f.Text)
	_, ok = look.FaceOf(v, 7, core.White)
	assert.False(t, ok, "a type that does not exist")
}

func TestCoordinates(t *testing.T) {
	join := func(s []string) string { return strings.Join(s, " ") }
	for _, c := range []struct {
		name, block              string
		flipped                  bool
		top, bottom, left, right string
	}{
		{"chess", chessBlock, false, "", "a b c d e f g h", "8 7 6 5 4 3 2 1", ""},
		{"chess flipped", chessBlock, true, "", "h g f e d c b a", "1 2 3 4 5 6 7 8", ""},
		// the labels name the ranks as the notation does: the rank where
		// the pawns start is rank 2 in the move list, so it is labelled 2
		{"firstRank=0", "firstRank=0 " + chessBlock, false, "", "a b c d e f g h", "8 7 6 5 4 3 2 1", ""},
		{"10 ranks", "files=3 ranks=10\nking::::a1", false, "", "a b c", "10 9 8 7 6 5 4 3 2 1", ""},
		{"shogi", "boardStyle=shogi files=9 ranks=9\nking::::e1", false,
			"9 8 7 6 5 4 3 2 1", "", "", "一 二 三 四 五 六 七 八 九"},
		{"shogi flipped", "boardStyle=shogi files=9 ranks=9\nking::::e1", true,
			"1 2 3 4 5 6 7 8 9", "", "", "九 八 七 六 五 四 三 二 一"},
		{"chu", "boardStyle=chu files=12 ranks=12\nking::::f1", false,
			"12 11 10 9 8 7 6 5 4 3 2 1", "", "", "一 二 三 四 五 六 七 八 九 十 十一 十二"},
		{"xiangqi", "boardStyle=xiangqi files=9 ranks=10\nking::::e1", false,
			"1 2 3 4 5 6 7 8 9", "九 八 七 六 五 四 三 二 一", "", ""},
		{"xiangqi flipped", "boardStyle=xiangqi files=9 ranks=10\nking::::e1", true,
			"一 二 三 四 五 六 七 八 九", "9 8 7 6 5 4 3 2 1", "", ""},
		{"janggi", "boardStyle=janggi files=9 ranks=10\nking::::e2", false,
			"", "a b c d e f g h i", "10 9 8 7 6 5 4 3 2 1", ""},
	} {
		v := block(t, c.block)
		got := look.CoordinatesOf(v, c.flipped)
		assert.Equal(t, c.top, join(got.Top), c.name+": top")
		assert.Equal(t, c.bottom, join(got.Bottom), c.name+": bottom")
		assert.Equal(t, c.left, join(got.Left), c.name+": left")
		assert.Equal(t, c.right, join(got.Right), c.name+": right")
	}
}

// TestRankLabelsFollowNotation: whatever firstRank says, a rank's label
// is the rank in the square names the move list uses.
func TestRankLabelsFollowNotation(t *testing.T) {
	for _, p := range []string{"", "firstRank=0", "firstRank=1"} {
		v := block(t, p+" "+chessBlock)
		geo := v.Geometry
		left := look.CoordinatesOf(v, false).Left
		for row, label := range left {
			rank := geo.Ranks - 1 - row
			assert.Equal(t, "a"+label, geo.SquareName(geo.Square(0, rank)), p)
		}
	}
}

func TestNumeral(t *testing.T) {
	for n, want := range map[int]string{1: "一", 9: "九", 10: "十", 11: "十一", 12: "十二", 20: "二十", 36: "三十六", 0: "0", 100: "100"} {
		assert.Equal(t, want, look.Numeral(n), n)
	}
}

// segment is a line of a drawing, in either direction.
func hasSegment(d look.Drawing, x1, y1, x2, y2 float64) bool {
	for _, s := range d.Lines {
		if s.X1 == x1 && s.Y1 == y1 && s.X2 == x2 && s.Y2 == y2 || s.X1 == x2 && s.Y1 == y2 && s.X2 == x1 && s.Y2 == y1 {
			return true
		}
	}
	return false
}

// crosses counts the vertical lines crossing the horizontal line y.
func crosses(d look.Drawing, y float64) int {
	n := 0
	for _, s := range d.Lines {
		if s.X1 == s.X2 && min(s.Y1, s.Y2) < y && max(s.Y1, s.Y2) > y {
			n++
		}
	}
	return n
}

func TestBoardDrawing(t *testing.T) {
	xq := look.BoardDrawing(shipped(t, "xiangqi"))
	// the palaces' diagonals: d1-f3, f1-d3, d10-f8, f10-d8 (y down)
	for _, s := range [][4]float64{{3.5, 9.5, 5.5, 7.5}, {5.5, 9.5, 3.5, 7.5}, {3.5, .5, 5.5, 2.5}, {5.5, .5, 3.5, 2.5}} {
		assert.True(t, hasSegment(xq, s[0], s[1], s[2], s[3]), "xiangqi palace diagonal %v", s)
	}
	assert.Equal(t, 2, crosses(xq, 5), "only the edge files cross the river")
	assert.Equal(t, 9, crosses(xq, 3), "all files cross rank 7")
	assert.Len(t, xq.Labels, 2, "the river's name")
	assert.NotEmpty(t, xq.Lines, "start marks")
	assert.Empty(t, xq.Dots)

	jg := look.BoardDrawing(shipped(t, "janggi"))
	assert.Equal(t, 9, crosses(jg, 5), "no river in janggi")
	assert.True(t, hasSegment(jg, 3.5, 9.5, 5.5, 7.5), "janggi palace")
	assert.Empty(t, jg.Labels)
	assert.Len(t, jg.Lines, 10+9+4, "ranks, files, palace diagonals: no marks")

	sh := look.BoardDrawing(shipped(t, "shogi"))
	assert.Len(t, sh.Lines, 20, "lines between the squares, frame included")
	assert.ElementsMatch(t, []look.Dot{{X: 3, Y: 3}, {X: 3, Y: 6}, {X: 6, Y: 3}, {X: 6, Y: 6}}, sh.Dots)
	chu := look.BoardDrawing(shipped(t, "chushogi"))
	assert.ElementsMatch(t, []look.Dot{{X: 4, Y: 4}, {X: 4, Y: 8}, {X: 8, Y: 4}, {X: 8, Y: 8}}, chu.Dots)
	assert.Empty(t, look.BoardDrawing(shipped(t, "minishogi")).Dots, "no thirds on 5x5")
	mk := look.BoardDrawing(shipped(t, "makruk"))
	assert.Len(t, mk.Lines, 18)
	assert.Empty(t, mk.Dots)
	assert.Empty(t, look.BoardDrawing(shipped(t, "chess")).Lines)
}
