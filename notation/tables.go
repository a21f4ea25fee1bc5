package notation

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/chimera-variants/chimera/core"
)

// TableError is a problem in a morph board or a capture matrix.
type TableError struct {
	Table string // "morph" or "captureMatrix"
	Pos   int    // byte offset in the table text
	Token string
	Msg   string
}

func (e *TableError) Error() string {
	return fmt.Sprintf("%s: at %d %q: %s", e.Table, e.Pos+1, e.Token, e.Msg)
}

// idMatcher resolves piece IDs (longest match first) for both tables.
type idMatcher struct {
	ids []string
}

// match finds the ID at the start of s (case-insensitive); it returns the
// matched length, the type candidates and whether the letter was lower
// case (the opponent's colour).
func (im idMatcher) match(s string) (n int, types []int, lower bool) {
	for t, id := range im.ids {
		if len(id) == 0 || len(id) > len(s) || !equalFold(s[:len(id)], id) {
			continue
		}
		if len(id) > n {
			n, types = len(id), nil
		}
		if len(id) == n {
			types = append(types, t)
		}
	}
	if n > 0 {
		last := s[n-1]
		lower = last >= 'a' && last <= 'z'
	}
	return n, types, lower
}

func equalFold(a, b string) bool { return strings.EqualFold(a, b) }

// ParseMorph parses the morph board of type self on a files x ranks
// board. Ranks are separated by '/', first rank first (White's point of
// view); a rank is one symbol per square, or comma-separated symbols. An
// unfinished rank repeats what is written, a one-symbol rank fills the
// rank, an empty rank and missing ranks are all '.'. Symbols: '.', a
// piece ID (lower case: becomes the opponent's), '*' and digits
// (promotion sets), '?' and '^' (optional and mandatory shogi promotion),
// '!' (forbidden), '+' and '#' (goal squares), '=' (keep type).
func ParseMorph(s string, files, ranks int, ids []string, self int) (core.Morph, error) {
	im := idMatcher{ids}
	if files <= 0 || ranks <= 0 || files > 1<<12 || ranks > 1<<12 {
		return nil, &TableError{"morph", 0, s, fmt.Sprintf("no morph board for a %dx%d board", files, ranks)}
	}
	out := make(core.Morph, files*ranks)
	rankTexts := strings.Split(s, "/")
	offset := 0
	for r, text := range rankTexts {
		if r >= ranks {
			return nil, &TableError{"morph", offset, text, fmt.Sprintf("%d ranks, the board has %d", len(rankTexts), ranks)}
		}
		var cells []core.MorphCell
		pos := offset
		if strings.Contains(text, ",") {
			for _, sym := range strings.Split(text, ",") {
				if sym == "" {
					sym = "." // an empty item is a plain square
				}
				c, n, err := morphSymbol(sym, pos, im, self)
				if err != nil {
					return nil, err
				}
				if n != len(sym) {
					return nil, &TableError{"morph", pos, sym, "one symbol per comma-separated square"}
				}
				cells = append(cells, c)
				pos += len(sym) + 1
			}
		} else {
			for k := 0; k < len(text); {
				c, n, err := morphSymbol(text[k:], pos+k, im, self)
				if err != nil {
					return nil, err
				}
				cells = append(cells, c)
				k += n
			}
		}
		if len(cells) > files {
			return nil, &TableError{"morph", offset, text, fmt.Sprintf("rank %d has %d squares, the board has %d files", r+1, len(cells), files)}
		}
		for f := 0; f < files && len(cells) > 0; f++ {
			out[r*files+f] = cells[f%len(cells)]
		}
		offset += len(text) + 1
	}
	return out, nil
}

func morphSymbol(s string, pos int, im idMatcher, self int) (core.MorphCell, int, error) {
	ch := s[0]
	switch {
	case ch == '.':
		return core.MorphCell{}, 1, nil
	case ch == '*':
		return core.MorphCell{Kind: core.MorphChoice}, 1, nil
	case ch >= '1' && ch <= '9':
		return core.MorphCell{Kind: core.MorphChoice, Set: int(ch - '1')}, 1, nil
	case ch == '?':
		return core.MorphCell{Kind: core.MorphShogi}, 1, nil
	case ch == '^':
		return core.MorphCell{Kind: core.MorphShogiForced}, 1, nil
	case ch == '!':
		return core.MorphCell{Kind: core.MorphForbidden}, 1, nil
	case ch == '#':
		return core.MorphCell{Kind: core.MorphGoalImmediate}, 1, nil
	case ch == '=':
		return core.MorphCell{Kind: core.MorphKeepType}, 1, nil
	}
	n, types, lower := im.match(s)
	if n == 0 {
		if ch == '+' {
			return core.MorphCell{Kind: core.MorphGoalLegal}, 1, nil
		}
		return core.MorphCell{}, 0, &TableError{"morph", pos, firstRune(s), "not a piece ID or morph symbol"}
	}
	// two types sharing an ID: naming it means the other one
	t := types[0]
	for _, c := range types {
		if c != self {
			t = c
			break
		}
	}
	if t == self {
		return core.MorphCell{}, 0, &TableError{"morph", pos, s[:n], "a type may not morph into itself"}
	}
	return core.MorphCell{Kind: core.MorphChange, Type: t, Enemy: lower}, n, nil
}

// ParseCaptureMatrix parses a capture matrix for the given types: one row
// per mover type (separated by '/'), columns empty square, enemy types,
// friendly types. Symbols: '.', an ID (lower case: the opponent's), '!'
// (impossible), '%' (impossible when the victim is protected), '^' (no
// hopping over), '@' (explosion), '$' (wins), '&' (neither hop over nor
// capture), '~' (rifle capture: the capturer stays). Shorthand: a number after a
// symbol repeats it to fill that many cells, a number at the start of a
// row is that many '.', an unfinished row ends in '.', '=' completes the
// enemy part and copies it to the friendly part (later symbols
// overrule), a row '"' repeats the previous row, '"N' N times.
func ParseCaptureMatrix(s string, ids []string) (core.CaptureMatrix, error) {
	im := idMatcher{ids}
	n := len(ids)
	width := 1 + 2*n
	var rows core.CaptureMatrix
	offset := 0
	var prev []core.CaptureCell
	for _, text := range strings.Split(s, "/") {
		start := offset
		offset += len(text) + 1
		if strings.HasPrefix(text, "\"") {
			count := 1
			if len(text) > 1 {
				c, err := strconv.Atoi(text[1:])
				if err != nil || c < 0 {
					return nil, &TableError{"captureMatrix", start, text, "'\"' repeats the previous row; '\"N' N times"}
				}
				count = c
			}
			if count > n-len(rows) {
				return nil, &TableError{"captureMatrix", start, text, fmt.Sprintf("more rows than the %d piece types", n)}
			}
			if prev == nil {
				prev = make([]core.CaptureCell, width)
			}
			for i := 0; i < count; i++ {
				rows = append(rows, append([]core.CaptureCell(nil), prev...))
			}
			continue
		}
		row := make([]core.CaptureCell, width)
		col := 0
		var last core.CaptureCell
		haveLast := false
		for k := 0; k < len(text); {
			ch := text[k]
			if ch >= '0' && ch <= '9' {
				j := k
				for j < len(text) && text[j] >= '0' && text[j] <= '9' {
					j++
				}
				cnt, _ := strconv.Atoi(text[k:j])
				fill := core.CaptureCell{}
				if haveLast {
					fill = last
					cnt-- // the symbol itself was the first of them
				}
				for i := 0; i < cnt; i++ {
					if col >= width {
						return nil, &TableError{"captureMatrix", start + k, text[k:j], fmt.Sprintf("row longer than %d cells", width)}
					}
					row[col] = fill
					col++
				}
				haveLast = false
				k = j
				continue
			}
			if ch == '=' {
				if col > 1+n {
					return nil, &TableError{"captureMatrix", start + k, "=", "'=' after the enemy columns"}
				}
				copy(row[1+n:], row[1:1+n])
				col = 1 + n
				haveLast = false
				k++
				continue
			}
			cell, used, err := captureSymbol(text[k:], start+k, im)
			if err != nil {
				return nil, err
			}
			if col >= width {
				return nil, &TableError{"captureMatrix", start + k, text[k : k+used], fmt.Sprintf("row longer than %d cells", width)}
			}
			row[col] = cell
			col++
			last, haveLast = cell, true
			k += used
		}
		if len(rows) >= n {
			return nil, &TableError{"captureMatrix", start, text, fmt.Sprintf("more rows than the %d piece types", n)}
		}
		rows = append(rows, row)
		prev = row
	}
	if len(rows) > n {
		return nil, &TableError{"captureMatrix", len(s) - 1, s, fmt.Sprintf("more rows than the %d piece types", n)}
	}
	for len(rows) < n {
		rows = append(rows, make([]core.CaptureCell, width))
	}
	return rows, nil
}

func captureSymbol(s string, pos int, im idMatcher) (core.CaptureCell, int, error) {
	switch s[0] {
	case '.':
		return core.CaptureCell{}, 1, nil
	case '!':
		return core.CaptureCell{Kind: core.CaptureForbidden}, 1, nil
	case '%':
		return core.CaptureCell{Kind: core.CaptureIfUnguarded}, 1, nil
	case '^':
		return core.CaptureCell{Kind: core.CaptureNoHop}, 1, nil
	case '@':
		return core.CaptureCell{Kind: core.CaptureExplode}, 1, nil
	case '$':
		return core.CaptureCell{Kind: core.CaptureWins}, 1, nil
	case '&':
		return core.CaptureCell{Kind: core.CaptureNoHopNoCapture}, 1, nil
	case '~':
		return core.CaptureCell{Kind: core.CaptureRifle}, 1, nil
	}
	n, types, lower := im.match(s)
	if n == 0 {
		return core.CaptureCell{}, 0, &TableError{"captureMatrix", pos, firstRune(s), "not a piece ID or capture-matrix symbol"}
	}
	return core.CaptureCell{Kind: core.CaptureChange, Type: types[0], Enemy: lower}, n, nil
}

// firstRune is the first character of s, for error tokens (a whole
// UTF-8 character, or the single byte when s is not valid UTF-8).
func firstRune(s string) string {
	_, size := utf8.DecodeRuneInString(s)
	return s[:size]
}
