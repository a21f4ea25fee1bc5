package notation

import (
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/internal/lite"
)

// tableError is a problem in a morph board or a capture matrix.
type tableError struct {
	Table string // "morph" or "captureMatrix"
	Pos   int    // byte offset in the table text
	Token string
	Msg   string
}

func (e *tableError) Error() string {
	return e.Table + ": at " + strconv.Itoa(e.Pos+1) + " " + lite.Quote(clip(e.Token)) + ": " + e.Msg
}

// idMatcher resolves piece IDs (longest match first, ASCII letters in
// either case) for both tables, with one map look-up per ID length.
type idMatcher struct {
	byID    map[string][]int // upper-case ID -> types, in type order
	lengths []int            // the lengths of the IDs, longest first
	buf     []byte
}

func newIDMatcher(ids []string) *idMatcher {
	im := &idMatcher{byID: map[string][]int{}}
	for t, id := range ids {
		if id == "" || len(id) > maxIDLength {
			continue // a block cannot have these; nothing can name them
		}
		key := upperASCII(id)
		if len(im.byID[key]) == 0 && !slices.Contains(im.lengths, len(id)) {
			im.lengths = append(im.lengths, len(id))
		}
		im.byID[key] = append(im.byID[key], t)
	}
	// lite's sort: slices' sorts are much more code in the wasm
	lite.SortInts(im.lengths, func(a, b int) int { return b - a }) // longest first
	return im
}

func upperASCII(s string) string {
	b := []byte(s)
	for i, c := range b {
		if c >= 'a' && c <= 'z' {
			b[i] = c - 32
		}
	}
	return string(b)
}

// match finds the ID at the start of s (case-insensitive); it returns the
// matched length, the type candidates and whether the letter was lower
// case (the opponent's colour).
func (im *idMatcher) match(s string) (n int, types []int, lower bool) {
	for _, k := range im.lengths {
		if k > len(s) {
			continue
		}
		im.buf = append(im.buf[:0], s[:k]...)
		for i, c := range im.buf {
			if c >= 'a' && c <= 'z' {
				im.buf[i] = c - 32
			}
		}
		if ts := im.byID[string(im.buf)]; len(ts) > 0 {
			last := s[k-1]
			return k, ts, last >= 'a' && last <= 'z'
		}
	}
	return 0, nil, false
}

// parseMorphIDs parses the morph board of type self on a files x ranks
// board. Ranks are separated by '/', first rank first (White's point of
// view); a rank is one symbol per square, or comma-separated symbols. An
// unfinished rank repeats what is written, a one-symbol rank fills the
// rank, an empty rank and missing ranks are all '.'. Symbols: '.', a
// piece ID (lower case: becomes the opponent's), '*' and digits
// (promotion sets), '?' and '^' (optional and mandatory shogi promotion),
// '!' (forbidden), '+' and '#' (goal squares), '=' (keep type).
//
// Tables longer than maxLineLength are refused, and so is a rank with more
// squares than the board, as soon as it has one too many.
func parseMorphIDs(s string, files, ranks int, ids []string, self int) (core.Morph, error) {
	return parseMorph(s, files, ranks, newIDMatcher(ids), self)
}

// parseMorph is parseMorphIDs with the IDs already indexed (once per block).
func parseMorph(s string, files, ranks int, im *idMatcher, self int) (core.Morph, error) {
	if files <= 0 || ranks <= 0 || files > core.MaxBoardSize || ranks > core.MaxBoardSize {
		return nil, &tableError{"morph", 0, s, "no morph board for a " + strconv.Itoa(files) + "x" + strconv.Itoa(ranks) + " board"}
	}
	if len(s) > maxLineLength {
		return nil, &tableError{"morph", 0, s, tooLong("the morph board", len(s), "bytes", maxLineLength)}
	}
	out := make(core.Morph, files*ranks)
	rankTexts := strings.Split(s, "/")
	offset := 0
	for r, text := range rankTexts {
		if r >= ranks {
			return nil, &tableError{"morph", offset, text, strconv.Itoa(len(rankTexts)) + " ranks, the board has " + strconv.Itoa(ranks)}
		}
		var cells []core.MorphCell
		pos := offset
		tooMany := func() error {
			return &tableError{"morph", offset, text, "rank " + strconv.Itoa(r+1) + " has more than " + strconv.Itoa(files) + " squares, the board has " + strconv.Itoa(files) + " files"}
		}
		if strings.Contains(text, ",") {
			for _, sym := range strings.Split(text, ",") {
				if len(cells) == files {
					return nil, tooMany()
				}
				if sym == "" {
					sym = "." // an empty item is a plain square
				}
				c, n, err := morphSymbol(sym, pos, im, self)
				if err != nil {
					return nil, err
				}
				if n != len(sym) {
					return nil, &tableError{"morph", pos, sym, "one symbol per comma-separated square"}
				}
				cells = append(cells, c)
				pos += len(sym) + 1
			}
		} else {
			for k := 0; k < len(text); {
				if len(cells) == files {
					return nil, tooMany()
				}
				c, n, err := morphSymbol(text[k:], pos+k, im, self)
				if err != nil {
					return nil, err
				}
				cells = append(cells, c)
				k += n
			}
		}
		if len(cells) > files {
			return nil, &tableError{"morph", offset, text, "rank " + strconv.Itoa(r+1) + " has " + strconv.Itoa(len(cells)) + " squares, the board has " + strconv.Itoa(files) + " files"}
		}
		for f := 0; f < files && len(cells) > 0; f++ {
			out[r*files+f] = cells[f%len(cells)]
		}
		offset += len(text) + 1
	}
	return out, nil
}

func morphSymbol(s string, pos int, im *idMatcher, self int) (core.MorphCell, int, error) {
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
		return core.MorphCell{}, 0, &tableError{"morph", pos, firstRune(s), "not a piece ID or morph symbol"}
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
		return core.MorphCell{}, 0, &tableError{"morph", pos, s[:n], "a type may not morph into itself"}
	}
	return core.MorphCell{Kind: core.MorphChange, Type: t, Enemy: lower}, n, nil
}

// parseCaptureMatrix parses a capture matrix for the given types: one row
// per mover type (separated by '/'), columns empty square, enemy types,
// friendly types. Symbols: '.', an ID (lower case: the opponent's), '!'
// (impossible), '%' (impossible when the victim is protected), '^' (no
// hopping over), '@' (explosion), '$' (wins), '&' (neither hop over nor
// capture), '~' (rifle capture: the capturer stays). Shorthand: a number after a
// symbol repeats it to fill that many cells, a number at the start of a
// row is that many '.', an unfinished row ends in '.', '=' completes the
// enemy part and copies it to the friendly part (later symbols
// overrule), a row '"' repeats the previous row, '"N' N times. A row with
// commas is read item by item, as morph boards are: an ID or symbol (with
// its count) never runs across a comma, and an empty item is '.'.
//
// Matrices longer than maxLineLength or for more than maxPieceTypes types
// are refused, and so are counts beyond the row or the rows left, before
// anything is filled in.
func parseCaptureMatrix(s string, ids []string) (core.CaptureMatrix, error) {
	if len(s) > maxLineLength {
		return nil, &tableError{"captureMatrix", 0, s, tooLong("the capture matrix", len(s), "bytes", maxLineLength)}
	}
	if len(ids) > maxPieceTypes {
		return nil, &tableError{"captureMatrix", 0, s, strconv.Itoa(len(ids)) + " piece types; the limit is " + strconv.Itoa(maxPieceTypes)}
	}
	im := newIDMatcher(ids)
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
				c, ok := parseCount(text[1:], maxNumber)
				if !ok {
					if digitsAt(text, 1) == len(text) {
						c = maxNumber + 1 // a huge count: too many rows
					} else {
						return nil, &tableError{"captureMatrix", start, text, "'\"' repeats the previous row; '\"N' N times"}
					}
				}
				count = c
			}
			if count > n-len(rows) {
				return nil, &tableError{"captureMatrix", start, text, "more rows than the " + strconv.Itoa(n) + " piece types"}
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
		haveLast, copied := false, false
		// segment reads the cells of seg (at base in s); a row with commas
		// is read one comma-separated item at a time, so that an ID is
		// never read across a comma (as in morph boards: "+L,.,.")
		segment := func(seg string, base int) error {
			for k := 0; k < len(seg); {
				ch := seg[k]
				if ch >= '0' && ch <= '9' {
					j := k
					for j < len(seg) && seg[j] >= '0' && seg[j] <= '9' {
						j++
					}
					cnt, ok := parseCount(seg[k:j], width)
					if !ok || col+cnt-b2i(haveLast) > width {
						return &tableError{"captureMatrix", base + k, seg[k:j], "row longer than " + strconv.Itoa(width) + " cells (a count of " + clip(seg[k:j]) + ")"}
					}
					fill := core.CaptureCell{}
					if haveLast {
						fill = last
						cnt-- // the symbol itself was the first of them
					}
					for i := 0; i < cnt; i++ {
						if col >= width {
							return &tableError{"captureMatrix", base + k, seg[k:j], "row longer than " + strconv.Itoa(width) + " cells"}
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
						return &tableError{"captureMatrix", base + k, "=", "'=' after the enemy columns"}
					}
					if !copied || col != 1+n {
						// (another '=' right after one copies nothing new)
						copy(row[1+n:], row[1:1+n])
					}
					col = 1 + n
					haveLast, copied = false, true
					k++
					continue
				}
				copied = false
				cell, used, err := captureSymbol(seg[k:], base+k, im)
				if err != nil {
					return err
				}
				if col >= width {
					return &tableError{"captureMatrix", base + k, seg[k : k+used], "row longer than " + strconv.Itoa(width) + " cells"}
				}
				row[col] = cell
				col++
				last, haveLast = cell, true
				k += used
			}
			return nil
		}
		if strings.Contains(text, ",") {
			base := start
			for _, item := range strings.Split(text, ",") {
				seg := item
				if seg == "" {
					seg = "." // an empty item is a plain cell
				}
				if err := segment(seg, base); err != nil {
					return nil, err
				}
				base += len(item) + 1
			}
		} else if err := segment(text, start); err != nil {
			return nil, err
		}
		if len(rows) >= n {
			return nil, &tableError{"captureMatrix", start, text, "more rows than the " + strconv.Itoa(n) + " piece types"}
		}
		rows = append(rows, row)
		prev = row
	}
	if len(rows) > n {
		return nil, &tableError{"captureMatrix", len(s) - 1, s, "more rows than the " + strconv.Itoa(n) + " piece types"}
	}
	for len(rows) < n {
		rows = append(rows, make([]core.CaptureCell, width))
	}
	return rows, nil
}

func captureSymbol(s string, pos int, im *idMatcher) (core.CaptureCell, int, error) {
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
		return core.CaptureCell{}, 0, &tableError{"captureMatrix", pos, firstRune(s), "not a piece ID or capture-matrix symbol"}
	}
	return core.CaptureCell{Kind: core.CaptureChange, Type: types[0], Enemy: lower}, n, nil
}

// firstRune is the first character of s, for error tokens (a whole
// UTF-8 character, or the single byte when s is not valid UTF-8).
func firstRune(s string) string {
	_, size := utf8.DecodeRuneInString(s)
	return s[:size]
}
