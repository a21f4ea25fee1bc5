package look

import (
	"strings"

	"github.com/chimera-variants/chimera/core"
)

// Style is a way of drawing a board, chosen by boardStyle= (chess when
// the block does not set it or names a style Chimera does not know):
//
//	chess    checkered squares, pieces on squares (the default)
//	makruk   one-coloured squares with lines between them
//	xiangqi  pieces on the intersections of lines through the squares'
//	         centres, a river across the middle, palaces with diagonals
//	janggi   as xiangqi without the river
//	shogi    one-coloured squares with lines between them, star points,
//	         pentagonal pieces with kanji (shogi, minishogi, kyoto)
//	chu      the shogi board with Chu Shogi's two-character names
//	points   pieces on the intersections of lines through the squares'
//	         centres, nothing else but the board's diagonal lines where
//	         only some points have them (diagonals=even: Fanorona,
//	         Alquerque); white and black, pieces as pictures
type Style struct {
	name string
	// points: pieces stand on intersections (the lines go through the
	// squares' centres); grid: lines between the squares
	points, grid bool
	// sides are the default side names, first mover first
	sides [2]string
	// faces are the face tables to look a piece up in, in order
	faces []string
	// pentagon: the pieces that have a face are shogi pentagons (else
	// discs); inks are the sides' ink colours on discs
	pentagon bool
	inks     [2]string
}

var (
	chessStyle   = Style{name: "chess", sides: [2]string{"white", "black"}}
	makrukStyle  = Style{name: "makruk", grid: true, sides: [2]string{"white", "black"}}
	xiangqiStyle = Style{name: "xiangqi", points: true, sides: [2]string{"red", "black"},
		faces: []string{"xiangqi"}, inks: [2]string{"red", "black"}}
	janggiStyle = Style{name: "janggi", points: true, sides: [2]string{"green", "red"},
		faces: []string{"janggi", "xiangqi"}, inks: [2]string{"green", "red"}}
	shogiStyle = Style{name: "shogi", grid: true, sides: [2]string{"sente", "gote"},
		faces: []string{"shogi", "chu"}, pentagon: true}
	chuStyle = Style{name: "chu", grid: true, sides: [2]string{"sente", "gote"},
		faces: []string{"chu", "shogi"}, pentagon: true}
	pointsStyle = Style{name: "points", points: true, sides: [2]string{"white", "black"}}
)

var styles = map[string]Style{
	"chess": chessStyle, "makruk": makrukStyle, "xiangqi": xiangqiStyle, "janggi": janggiStyle,
	"shogi": shogiStyle, "chu": chuStyle, "points": pointsStyle,
}

// StyleOf is the board style of variant v: boardStyle= (any case), else
// chess.
func StyleOf(v *core.Variant) Style {
	if v == nil {
		return chessStyle
	}
	if s, ok := styles[strings.ToLower(strings.TrimSpace(v.Params["boardstyle"]))]; ok {
		return s
	}
	return chessStyle
}

// Name is the style's name as boardStyle= writes it ("chess", "xiangqi",
// ...); the page uses it in a class name.
func (s Style) Name() string { return s.name }

// OnPoints tells whether pieces stand on the intersections of lines
// (xiangqi, janggi) rather than inside squares.
func (s Style) OnPoints() bool { return s.points }

// Checkered tells whether the squares alternate light and dark; the
// other styles draw one-coloured squares and lines.
func (s Style) Checkered() bool { return !s.points && !s.grid }

// Pentagons tells whether the style's pieces are shogi pentagons that
// point at the opponent (the second side's turned round), rather than
// round or octagonal discs.
func (s Style) Pentagons() bool { return s.pentagon }
