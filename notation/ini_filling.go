package notation

// The rules of filling games the translator writes (connect-N, enclosing
// drops, flips, counting, passing when stalemated) and the wall type that
// moves place.

import (
	"slices"
	"strconv"
	"strings"
)

// wallID is the ID of the wall type the section needs (walls placed by
// moves, petrified capturers): a letter no piece has; "" for none.
func (t *iniTranslator) wallID() string {
	if t.walling == "none" && !t.petrify.all && t.petrify.letters == "" {
		return ""
	}
	for _, c := range []byte("xwzyvutsrqponmlkjihgfedcba") {
		if t.byLetter[c] == nil {
			return pieceID(c)
		}
	}
	return ""
}

// fillingRules writes connect-N, enclosing drops, flips, counting,
// passing when stalemated and walls placed by moves.
func (t *iniTranslator) fillingRules(ids func(pieceSet) string) {
	kl := func(key string) int { return t.keyLine[key] }
	if n := t.num("connectN"); n > 0 && t.raw("connectValue") != "none" {
		line := "connect=" + strconv.Itoa(n)
		var dirs []string
		for _, d := range [][2]string{{"connectHorizontal", "horizontal"}, {"connectVertical", "vertical"}, {"connectDiagonal", "diagonal"}} {
			if t.flag(d[0]) {
				dirs = append(dirs, d[1])
			}
		}
		if len(dirs) < 3 {
			line += " connectDirections=" + strings.Join(dirs, ",")
		}
		if s := ids(t.connectTypes); !t.connectTypes.all && s != "" {
			line += " connectTypes=" + s
		}
		if v := t.raw("connectValue"); v != "win" {
			line += " connectValue=" + v
		}
		if len(dirs) > 0 {
			t.line(kl("connectN"), line)
		}
	}
	if r := t.choice("enclosingDrop"); r != "none" && t.pieceDrops {
		t.line(kl("enclosingDrop"), "dropRule="+r)
	}
	if slices.Contains(t.dropStart, true) && t.pieceDrops {
		t.line(kl("enclosingDropStart"), "dropStart="+t.squareList(t.dropStart))
	}
	if f := t.choice("flipEnclosedPieces"); f != "none" {
		t.line(kl("flipEnclosedPieces"), "flip="+f)
	}
	if w, b := t.flag("passOnStalemateWhite"), t.flag("passOnStalemateBlack"); w && b {
		t.line(max(kl("passOnStalemateWhite"), kl("passOnStalemateBlack")), "passOnStalemate=1")
	} else if w || b {
		t.warn(iniEntry{line: kl("passOnStalemateWhite") + kl("passOnStalemateBlack"), token: "passOnStalemate"}, "Chimera's passing when stalemated is for both sides (ignored)")
	}
	if c := t.choice("materialCounting"); c != "values" && c != "none" {
		t.line(kl("materialCounting"), "counting="+c)
	} else if c == "values" {
		// Fairy-Stockfish's Janggi count: White wins with at least two
		// points more, else Black (values at 50 a point, Black's 1.5
		// points of komi); the pieces get janggiPoints' values
		t.line(kl("materialCounting"), "counting=values countingKomi=75")
	}
	if t.walling != "none" && t.wallID() != "" {
		line := "wallPlacing=" + t.walling
		if slices.Contains(t.wallRegion[0], true) || slices.Contains(t.wallRegion[1], true) {
			if !slices.Equal(t.wallRegion[0], t.wallRegion[1]) {
				t.warn(iniEntry{line: kl("wallingRegionBlack"), token: "wallingRegionBlack"}, "Chimera's wall region is one for both sides; White's is used")
			}
			if t.wallRegion[0] != nil {
				line += " wallRegion=" + t.squareList(t.wallRegion[0])
			}
		}
		if t.flag("wallOrMove") {
			if t.walling == "past" || t.walling == "arrow" {
				t.warn(iniEntry{line: kl("wallOrMove"), token: "wallOrMove"}, "Chimera's wallOrMove needs wallingRule static, duck or edge (ignored)")
			} else {
				line += " wallOrMove=1"
			}
		}
		t.line(max(kl("wallingRule"), kl("wallOrMove")), line)
	}
}
