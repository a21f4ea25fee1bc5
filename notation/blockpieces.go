package notation

// This file builds a parameter block's piece types: their moves, start
// squares and promotions, and the sets of types a key names.

import (
	"errors"
	"slices"
	"strconv"
	"strings"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/internal/lite"
)

func buildType(pl pieceLine, g *core.Geometry, symmetry string, moves *moveBudget) (core.PieceType, error) {
	pt := core.PieceType{Name: pl.name, ID: pl.id, Betza: pl.betza, Image: pl.image, InHand: pl.count, Promoted: -1, Demoted: -1}
	bi, known := lookupBuiltin(pl.name)
	if pt.ID == "" {
		if known {
			pt.ID = bi.ID
		} else if pl.name != "" {
			pt.ID = strings.ToUpper(pl.name[:1])
		} else {
			return pt, &BlockError{pl.line, pl.token, "a piece needs a name or an ID"}
		}
	}
	if pt.Betza == "" {
		if !known {
			return pt, &BlockError{pl.line, pl.token, lite.Quote(pl.name) + " is not a built-in piece name: give its move in XBetza (3rd field)"}
		}
		pt.Betza = bi.Betza
		if strings.EqualFold(pl.name, "king") {
			// castle toward the corners: two squares on 8 files, three on 10
			if d := (g.Files-1)/2 - 1; d >= 1 {
				pt.Betza += "isO" + strconv.Itoa(d)
			}
		}
	}
	if pt.Image == "" && known {
		pt.Image = bi.Image
	}
	if pt.Betza == "" {
		return buildStart(pt, pl, g, symmetry) // a piece without moves (a wall)
	}
	spec, err := moves.parse(pt.Betza, pl.line, pl.token)
	if err != nil {
		return pt, err
	}
	pt.Moves = spec
	return buildStart(pt, pl, g, symmetry)
}

// buildStart fills in a type's start squares.
func buildStart(pt core.PieceType, pl pieceLine, g *core.Geometry, symmetry string) (core.PieceType, error) {
	white, black, err := parseSquares(pl.squares, g, symmetry)
	if err != nil {
		return pt, &BlockError{pl.line, pl.token, err.Error()}
	}
	pt.Start = [2][]int{white, black}
	return pt, nil
}

// parseSquares reads a start-square list: squares and ranges separated by
// commas; with symmetry=none an empty item separates White's squares
// from Black's. Each side's list may name at most as many squares as the
// board has (a square named twice counts twice); the size of a range is
// counted before it is filled in.
func parseSquares(s string, g *core.Geometry, symmetry string) (white, black []int, err error) {
	if s == "" {
		return nil, nil, nil
	}
	side := 0
	var lists [2][]int
	// strings.Cut, not the strings.SplitSeq iterator, whose loop body
	// becomes a closure: much more code in the wasm
	for rest, more := s, true; more; {
		var item string
		item, rest, more = strings.Cut(rest, ",")
		if item == "" {
			side = 1
			continue
		}
		from, to := item, item
		if i := strings.IndexByte(item, '-'); i > 0 {
			from, to = item[:i], item[i+1:]
		}
		a, b := g.ParseSquare(from), g.ParseSquare(to)
		if a < 0 || b < 0 {
			return nil, nil, errors.New(lite.Quote(clip(item)) + " is not a square of the " + strconv.Itoa(g.Files) + "x" + strconv.Itoa(g.Ranks) + " board")
		}
		// a range is a rectangle: a2-h2 a rank, a1-h2 two ranks
		fa, ra, fb, rb := g.FileOf(a), g.RankOf(a), g.FileOf(b), g.RankOf(b)
		if fa > fb {
			fa, fb = fb, fa
		}
		if ra > rb {
			ra, rb = rb, ra
		}
		if n := len(lists[side]) + (fb-fa+1)*(rb-ra+1); n > g.Size() {
			return nil, nil, errors.New(lite.Quote(clip(item)) + " makes " + strconv.Itoa(n) + " squares in one list; the limit is the board's " + strconv.Itoa(g.Size()))
		}
		for f := fa; f <= fb; f++ {
			for r := ra; r <= rb; r++ {
				lists[side] = append(lists[side], g.Square(f, r))
			}
		}
	}
	white = lists[0]
	switch symmetry {
	case "none":
		black = lists[1]
	case "rotate":
		for _, sq := range white {
			black = append(black, g.Square(g.Files-1-g.FileOf(sq), g.Ranks-1-g.RankOf(sq)))
		}
	default:
		for _, sq := range white {
			black = append(black, g.Square(g.FileOf(sq), g.Ranks-1-g.RankOf(sq)))
		}
	}
	return white, black, nil
}

// applyPromotion reads promoZone, promoChoice and maxPromote.
func applyPromotion(v *core.Variant, params map[string]string, line map[string]int) error {
	if s, ok := params["promozone"]; ok {
		n, err := lite.Atoi(s)
		if err != nil || n < 0 || n > v.Geometry.Ranks {
			return &BlockError{line["promozone"], "promoZone=" + s, "promoZone must be a number of ranks"}
		}
		v.PromoZone = n
	}
	promoting := -1
	if s, ok := params["maxpromote"]; ok {
		n, err := lite.Atoi(s)
		if err != nil || n < 0 {
			return &BlockError{line["maxpromote"], "maxPromote=" + s, "maxPromote must be a number of piece types"}
		}
		promoting = n
	}
	for i := range v.Types {
		if promoting >= 0 {
			v.Types[i].Promotes = i < promoting
		} else {
			v.Types[i].Promotes = strings.EqualFold(v.Types[i].Name, "pawn") || v.Types[i].ID == "P"
		}
	}
	choice, ok := params["promochoice"]
	if !ok {
		var set []int
		for i, t := range v.Types {
			if !t.Royal && !t.Promotes {
				set = append(set, i)
			}
		}
		v.PromoChoice = [][]int{set}
		return nil
	}
	// *ID: only while the side has fewer of that type on the board than
	// it started with (promotion to captured pieces); *IDn: fewer than n.
	// a type named twice in a set is offered once
	ix := newTypeIndex(v)
	for rest, more := choice, true; more; { // strings.Cut: see parseSquares
		var part string
		part, rest, more = strings.Cut(rest, "/")
		var set []int
		var limits [][2]int
		limited, named := false, false
		for i := 0; i < len(part); i++ {
			ch := part[i]
			switch {
			case ch == '*':
				limited = true
				continue
			case ch == '!':
				continue
			case ch >= '0' && ch <= '9':
				end := digitsAt(part, i)
				if named {
					n, ok := parseCount(part[i:end], maxNumber)
					if !ok {
						return &BlockError{line["promochoice"], "promoChoice=" + choice, "the count " + clip(part[i:end]) + "; the limit is " + strconv.Itoa(maxNumber)}
					}
					limits[len(limits)-1] = [2]int{n, n}
				}
				i = end - 1
				continue
			}
			id := string(ch)
			if ch == '+' && i+1 < len(part) {
				id = part[i : i+2]
				i++
			}
			t := ix.lookup(id)
			if t < 0 {
				return &BlockError{line["promochoice"], "promoChoice=" + choice, lite.Quote(id) + " is not the ID of any piece"}
			}
			named = !slices.Contains(set, t)
			if !named {
				limited = false
				continue
			}
			set = append(set, t)
			// each side's own start count (they differ with symmetry=none)
			var lim [2]int
			if limited {
				for c := range lim {
					lim[c] = max(1, len(v.Types[t].Start[c]))
				}
			}
			limits = append(limits, lim)
			limited = false
		}
		v.PromoChoice = append(v.PromoChoice, set)
		v.PromoLimit = append(v.PromoLimit, limits)
	}
	return nil
}

// typeIndex finds piece types by ID as core.Variant.TypeByID does (an
// exact match first, else one ignoring ASCII case), by map look-up.
type typeIndex struct {
	exact, folded map[string]int
}

func newTypeIndex(v *core.Variant) typeIndex {
	ix := typeIndex{map[string]int{}, map[string]int{}}
	for t := len(v.Types) - 1; t >= 0; t-- {
		ix.exact[v.Types[t].ID] = t
		ix.folded[upperASCII(v.Types[t].ID)] = t
	}
	return ix
}

func (ix typeIndex) lookup(id string) int {
	if t, ok := ix.exact[id]; ok {
		return t
	}
	if t, ok := ix.folded[upperASCII(id)]; ok {
		return t
	}
	return -1
}

// typeSet reads a list of piece IDs into a per-type set.
func typeSet(v *core.Variant, ids string) ([]bool, error) {
	ix := newTypeIndex(v)
	set := make([]bool, len(v.Types))
	for i := 0; i < len(ids); i++ {
		id := string(ids[i])
		if ids[i] == '+' && i+1 < len(ids) {
			id = ids[i : i+2]
			i++
		}
		if ids[i] == ',' {
			continue
		}
		t := ix.lookup(id)
		if t < 0 {
			return nil, errors.New(lite.Quote(id) + " is not the ID of any piece")
		}
		set[t] = true
	}
	return set, nil
}
