package notation

import (
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/internal/lite"
)

// BlockError is a problem in a parameter block, located by line (1-based)
// and the offending token (which Error shortens when it is long).
type BlockError struct {
	// Line is the line of the block, from 1.
	Line int
	// Token is the text the problem is in: a key=value, a piece line.
	Token string
	// Msg says what is wrong with it.
	Msg string
}

// Error writes the line, the token (quoted, shortened when long) and the
// message, for showing to the block's author.
func (e *BlockError) Error() string {
	return "line " + strconv.Itoa(e.Line) + ": " + lite.Quote(clip(e.Token)) + ": " + e.Msg
}

// Block is a parsed parameter block: the compiled variant plus what the
// parser noticed but did not use.
type Block struct {
	// Variant is the compiled variant, ready for positions.
	Variant *core.Variant
	// Warnings are non-fatal problems (unknown keys, ignored fields).
	Warnings []*BlockError
	// Symmetry is how Black's start squares were derived.
	symmetry string
}

type pieceLine struct {
	line                            int
	name, id, betza, image, squares string
	count                           [2]int // in White's and Black's hand
	token                           string
	// extra holds the per-piece keys written after the line (morph=,
	// promoted=).
	extra map[string]keyVal
}

type keyVal struct {
	val   string
	line  int
	token string
}

// pieceKeys are parameters that belong to the piece line before them.
var pieceKeys = map[string]bool{"morph": true, "promoted": true, "blackmorph": true, "home": true,
	"burns": true, "flyrank": true, "promomove": true, "promofrom": true, "promolimit": true,
	"promoquiet": true, "promoanywhereiflast": true, "linemoves": true, "value": true,
	"dropfilelimit": true, "countsas": true, "wall": true, "chase": true}

// knownKeys are the parameters the parser itself understands; every
// other key=value is kept in Variant.Params and reported as a warning.
var knownKeys = map[string]bool{
	"files": true, "ranks": true, "symmetry": true, "royal": true, "promozone": true,
	"promochoice": true, "maxpromote": true, "holdingstype": true, "name": true, "holes": true,
	"aimrevokesinitial": true, "capturematrix": true, "stalemate": true, "checkmate": true,
	"bareking": true, "extinction": true, "extinctionvalue": true, "repetition": true,
	"repetitionvalue": true, "perpetualcheck": true, "perpetualchase": true, "moverule": true, "checklimit": true,
	"royalsfacing": true, "explosionimmune": true, "promofromzone": true, "promoonentry": true, "dropnomate": true, "dropnocheck": true,
	"droppromoted": true, "atomic": true, "immobiledrops": true, "castlefiles": true, "shuffle": true, "initialranks": true, "checksforbidden": true, "goalreply": true, "dropranks": true, "mustdrop": true, "oppositecolordrops": true, "turns": true, "checkendsturn": true, "blackholes": true, "riflecaptures": true, "relocatecaptures": true,
	"gating": true, "pass": true, "bikjang": true, "lines": true, "diagonals": true, "antitrade": true, "antitradenever": true, "antitradebridge": true, "counterstrike": true, "antitradeadjacent": true,
	"mustcapture": true, "extinctioncount": true, "extinctionroyal": true, "duplecheck": true, "checkedroyalstays": true, "keeppromotion": true, "gatingdrops": true, "blastimmune": true, "dropmateloses": true, "matelosesby": true, "castlepartners": true, "mateneedscheckby": true, "mustdroptype": true, "stalematebycount": true, "extinctionopponentcount": true, "extinctionclaim": true,
}

// uiKeys are display parameters of the Interactive Diagram: kept for the
// page, never reported.
var uiKeys = map[string]bool{
	"graphicsdir": true, "graphicstype": true, "whiteprefix": true, "blackprefix": true,
	"squaresize": true, "lightshade": true, "darkshade": true, "startshade": true,
	"oddshade": true, "rimcolor": true, "coordcolor": true, "borders": true, "firstrank": true,
	"satellite": true, "usemarkers": true, "enableai": true, "newclick": true, "trackpieces": true,
	"title": true, "description": true, "boardstyle": true, "sidenames": true, "evalnet": true,
}

// ParseBlock reads a parameter block in the Interactive Diagram's
// dialect and compiles the variant it describes: Block.Variant is ready
// for core.StartPosition and ParseFEN. An error is a *BlockError naming
// the line and the token. Since a block may come from an untrusted page,
// blocks beyond the package's limits (256 KiB, 10,000 lines, 512 piece
// types, a bounded compile work, and the limits on move strings, morph
// boards and capture matrices; the README's Limits table lists them all)
// are refused with an error naming the limit, before the work is done.
//
// A text whose first non-blank line is a section header ("[name]" or
// "[name:parent]") is a section of Fairy-Stockfish's variants.ini,
// read by ParseINI (its last section), with lines in the errors and
// warnings pointing into that text.
func ParseBlock(text string) (*Block, error) {
	if len(text) <= maxBlockLength && isINI(text) {
		return ParseINI(text, "")
	}
	return parseBlockText(text)
}

// parseBlockText is ParseBlock for a parameter block.
func parseBlockText(text string) (*Block, error) {
	if len(text) > maxBlockLength {
		ln := 1 + strings.Count(text[:maxBlockLength], "\n")
		return nil, &BlockError{ln, lineAt(text, maxBlockLength), tooLong("the block", len(text), "bytes", maxBlockLength)}
	}
	if n := strings.Count(text, "\n") + 1; n > maxBlockLines {
		return nil, &BlockError{maxBlockLines + 1, "", tooLong("the block", n, "lines", maxBlockLines)}
	}
	b := &Block{symmetry: "mirror"}
	params := map[string]string{}
	paramLine := map[string]int{}
	var royals []int
	var royalAt []keyVal // where each royal= was written, for errors
	var pieces []pieceLine
	var evalToks []keyVal
	tokens, inHand := 0, 0
	for ln, line := range strings.Split(text, "\n") {
		lineNo := ln + 1
		if len(line) > maxLineLength {
			return nil, &BlockError{lineNo, line, tooLong("the line", len(line), "bytes", maxLineLength)}
		}
		if i := strings.Index(line, "//"); i >= 0 && !strings.Contains(line[:i], "=") {
			line = line[:i]
		}
		trimmed := strings.TrimSpace(line)
		if trimmed == "" || strings.HasPrefix(trimmed, "#") {
			continue
		}
		var pending []string
		toks := strings.Fields(line)
		for ti, tok := range toks {
			if tokens++; tokens > maxBlockTokens {
				return nil, &BlockError{lineNo, tok, "the block has more than " + strconv.Itoa(maxBlockTokens) + " tokens; the limit is " + strconv.Itoa(maxBlockTokens)}
			}
			// evaluation weights (weights.go), read once the types are known
			if len(pending) == 0 && len(tok) > 5 && strings.EqualFold(tok[:5], "eval.") && strings.Contains(tok, "=") {
				evalToks = append(evalToks, keyVal{tok, lineNo, tok})
				continue
			}
			// inside a piece name (words already pending) a token with '='
			// is part of the name, not a parameter
			if eq := strings.IndexByte(tok, '='); eq > 0 && len(pending) == 0 && isKey(tok[:eq]) && !strings.Contains(tok[:eq], ":") {
				key := strings.ToLower(tok[:eq])
				val := tok[eq+1:]
				if pieceKeys[key] {
					if len(pieces) == 0 {
						return nil, &BlockError{lineNo, tok, key + "= belongs after a piece line"}
					}
					last := &pieces[len(pieces)-1]
					if last.extra == nil {
						last.extra = map[string]keyVal{}
					}
					if old, ok := last.extra[key]; ok && old.val != val {
						b.Warnings = append(b.Warnings, givenTwice(lineNo, tok, old.line, "this piece"))
					}
					last.extra[key] = keyVal{val, lineNo, tok}
					continue
				}
				if key == "royal" {
					n, ok := parseCount(val, maxPieceTypes)
					if ok && n == 0 {
						royals = append(royals, 0) // royal=0: no royal piece
						royalAt = append(royalAt, keyVal{val, lineNo, tok})
						continue
					}
					if !ok {
						return nil, &BlockError{lineNo, tok, "royal must be a piece number (1 = first piece line) up to the limit of " + strconv.Itoa(maxPieceTypes)}
					}
					royals = append(royals, n)
					royalAt = append(royalAt, keyVal{val, lineNo, tok})
					continue
				}
				if old, ok := params[key]; ok && old != val {
					b.Warnings = append(b.Warnings, givenTwice(lineNo, tok, paramLine[key], "the block"))
				}
				params[key] = val
				paramLine[key] = lineNo
				continue
			}
			if strings.Contains(tok, ":") {
				namePart := tok[:strings.IndexByte(tok, ':')]
				fields := strings.Split(tok, ":")
				if len(fields) < 5 || len(fields) > 6 {
					if msg := spaceInField(fields, toks[ti+1:]); msg != "" {
						return nil, &BlockError{lineNo, tok, msg}
					}
					return nil, &BlockError{lineNo, tok, "a piece line has 5 or 6 fields separated by ':' (name:ID:move:image:squares[:count]), found " + strconv.Itoa(len(fields))}
				}
				name := strings.TrimSpace(strings.Join(append(pending, namePart), " "))
				pending = nil
				if len(pieces) == maxPieceTypes {
					return nil, &BlockError{lineNo, tok, "more than " + strconv.Itoa(maxPieceTypes) + " piece lines; the limit is " + strconv.Itoa(maxPieceTypes)}
				}
				if len(fields[1]) > maxIDLength {
					return nil, &BlockError{lineNo, tok, "the ID " + lite.Quote(clip(fields[1])) + " is " + strconv.Itoa(len(fields[1])) + " bytes; the limit is " + strconv.Itoa(maxIDLength)}
				}
				pl := pieceLine{line: lineNo, name: name, id: fields[1], betza: fields[2],
					image: fields[3], squares: fields[4], token: tok}
				if len(fields) == 6 && fields[5] != "" {
					// N for both hands, or W/B: White's and Black's
					w, b, split := strings.Cut(fields[5], "/")
					n, ok := parseCount(w, maxHandCount)
					m := n
					if split {
						var okB bool
						m, okB = parseCount(b, maxHandCount)
						ok = ok && okB
					}
					if !ok {
						return nil, &BlockError{lineNo, tok, "the count in hand (6th field) must be a number from 0 to " + strconv.Itoa(maxHandCount) + ", or White's/Black's (2/0)"}
					}
					if inHand += max(n, m); inHand > maxHandCount {
						return nil, &BlockError{lineNo, tok, "more than " + strconv.Itoa(maxHandCount) + " pieces in each hand; the limit is " + strconv.Itoa(maxHandCount)}
					}
					pl.count = [2]int{n, m}
				}
				pieces = append(pieces, pl)
				continue
			}
			pending = append(pending, tok)
		}
		if len(pending) > 0 {
			return nil, &BlockError{lineNo, strings.Join(pending, " "), "stray words: a piece line needs name:ID:move:image:squares, and no field but the name may contain spaces"}
		}
	}
	if len(pieces) == 0 {
		return nil, &BlockError{1, "", "the block defines no pieces"}
	}

	v := &core.Variant{Name: params["name"], Params: map[string]string{}, Rules: core.DefaultRules()}
	files, ranks := 8, 8
	var err error
	if s, ok := params["files"]; ok {
		if files, err = lite.Atoi(s); err != nil || files < 1 || files > core.MaxBoardSize {
			return nil, &BlockError{paramLine["files"], "files=" + s, "files must be a number from 1 to " + strconv.Itoa(core.MaxBoardSize)}
		}
	}
	if s, ok := params["ranks"]; ok {
		if ranks, err = lite.Atoi(s); err != nil || ranks < 1 || ranks > core.MaxBoardSize {
			return nil, &BlockError{paramLine["ranks"], "ranks=" + s, "ranks must be a number from 1 to " + strconv.Itoa(core.MaxBoardSize)}
		}
	}
	g, err := core.NewGeometry(files, ranks)
	if err != nil {
		return nil, &BlockError{paramLine["files"], "files", err.Error()}
	}
	v.Geometry = g
	if s, ok := params["holes"]; ok {
		sqs, _, err := parseSquares(s, g, "none")
		if err != nil {
			return nil, &BlockError{paramLine["holes"], "holes=" + s, err.Error()}
		}
		for _, sq := range sqs {
			g.SetHole(sq)
		}
	}
	if s, ok := params["symmetry"]; ok {
		switch s {
		case "mirror", "rotate", "none":
			b.symmetry = s
		default:
			return nil, &BlockError{paramLine["symmetry"], "symmetry=" + s, "symmetry must be mirror, rotate or none"}
		}
	}

	v.Symmetry = b.symmetry
	moves := &moveBudget{}
	var starts [2]int
	for _, pl := range pieces {
		pt, err := buildType(pl, g, b.symmetry, moves)
		if err != nil {
			return nil, err
		}
		for c := range starts {
			if starts[c] += len(pt.Start[c]); starts[c] > g.Size() {
				return nil, &BlockError{pl.line, pl.token, "the piece lines up to this one name " + strconv.Itoa(starts[c]) + " start squares for one side; the limit is the board's " + strconv.Itoa(g.Size())}
			}
		}
		v.Types = append(v.Types, pt)
	}
	for i, n := range royals {
		if n == 0 {
			continue
		}
		if n > len(v.Types) {
			return nil, &BlockError{royalAt[i].line, royalAt[i].token, "royal=" + strconv.Itoa(n) + " names the " + ordinal(n) +
				" piece line, but there are only " + strconv.Itoa(len(v.Types))}
		}
		v.Types[n-1].Royal = true
	}
	if len(royals) == 0 {
		// default: the type named king, else the type whose ID is K
		found := false
		for i := range v.Types {
			if strings.EqualFold(v.Types[i].Name, "king") {
				v.Types[i].Royal, found = true, true
			}
		}
		for i := range v.Types {
			if !found && v.Types[i].ID == "K" {
				v.Types[i].Royal = true
			}
		}
	}
	if err := applyPromotion(v, params, paramLine); err != nil {
		return nil, err
	}
	if err := applyPieceKeys(v, pieces, moves); err != nil {
		return nil, err
	}
	if err := applyRules(v, params, paramLine); err != nil {
		return nil, err
	}
	if err := applyEvalLines(v, evalToks); err != nil {
		return nil, err
	}
	if err := checkBlockWork(v, pieces); err != nil {
		return nil, err
	}
	if s, ok := params["holdingstype"]; ok {
		n, err := lite.Atoi(s)
		if err != nil || n < 0 {
			return nil, &BlockError{paramLine["holdingstype"], "holdingsType=" + s, "holdingsType must be a number (0 = none, 1 = captured pieces go to the capturer's hand)"}
		}
		v.Holdings = n > 0
	}
	if s, ok := params["aimrevokesinitial"]; ok {
		set, err := typeSet(v, s)
		if err != nil {
			return nil, &BlockError{paramLine["aimrevokesinitial"], "aimRevokesInitial=" + s, err.Error()}
		}
		v.Rules.AimRevokesInitial = set
	}
	keys := make([]string, 0, len(params))
	for k := range params {
		keys = append(keys, k)
	}
	// lite's sort: slices' sorts are much more code in the wasm
	lite.SortStrings(keys)
	for _, k := range keys {
		v.Params[k] = params[k]
		if !knownKeys[k] && !uiKeys[k] {
			b.Warnings = append(b.Warnings, &BlockError{paramLine[k], k + "=" + params[k], "unknown parameter (kept, not used)"})
		}
	}
	b.Warnings = likelyMistakes(b.Warnings, text, v, pieces, params, paramLine, slices.Contains(royals, 0))
	if err := v.Compile(); err != nil {
		if _, ok := err.(*core.ShuffleError); ok {
			return nil, &BlockError{paramLine["shuffle"], "shuffle=" + params["shuffle"], err.Error()}
		}
		return nil, &BlockError{0, "", err.Error()}
	}
	if w := shuffleWarning(v, paramLine["shuffle"], "shuffle="+params["shuffle"]); w != nil {
		b.Warnings = append(b.Warnings, w)
	}
	b.Variant = v
	return b, nil
}

func isKey(s string) bool {
	if s == "" {
		return false
	}
	for i, r := range s {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || i > 0 && r >= '0' && r <= '9') {
			return false
		}
	}
	return true
}

// lineAt is the line of text holding byte offset i.
func lineAt(text string, i int) string {
	start := strings.LastIndexByte(text[:i], '\n') + 1
	end := strings.IndexByte(text[i:], '\n')
	if end < 0 {
		return text[start:]
	}
	return text[start : i+end]
}

// typeOverhead is what trying one type on one square costs the compiler
// besides its moves, counted in visits (measured: about 60 ns, a visit
// about 12 ns).
const typeOverhead = 5

// checkBlockWork refuses a block whose moves would take the compiler too
// long (maxBlockWork): the compiler tries every type of both colours on
// every square of the empty board to find the squares it could never
// leave, so each type costs twice its typeWork. (The walks of hoppers and
// multi-leg moves this needs are bounded by core on its own.)
func checkBlockWork(v *core.Variant, pieces []pieceLine) error {
	g := v.Geometry
	squares := 0
	for _, on := range g.Exists {
		if on {
			squares++
		}
	}
	dim := max(g.Files, g.Ranks)
	total := 0.0
	for t := range v.Types {
		w := typeWork(&v.Types[t], dim, squares)
		total += 2 * w
		if total > maxBlockWork {
			return &BlockError{pieces[t].line, pieces[t].token, "the moves of the piece types up to this one are too much work to compile: the compiler would visit about " + roughCount(total) + " squares (" + roughCount(2*w) + " for this type); the limit is " + strconv.Itoa(maxBlockWork)}
		}
	}
	return nil
}

// moveBudget counts the bytes a block's move strings expand to
// (maxBlockMoveLength): the parser's work grows with them, and the
// limit is checked before each string is parsed.
type moveBudget struct {
	used int
}

// parse parses the move string s of the block line line (token token).
func (mb *moveBudget) parse(s string, line int, token string) (core.MoveSpec, error) {
	var n int
	switch {
	case strings.HasPrefix(s, ParlettMarker):
		n = len(s)
	case strings.HasPrefix(s, DagazMarker):
		n = dagazBudgetFactor * len(s)
	default:
		n = expandedLength(s)
	}
	if mb.used+n > maxBlockMoveLength {
		return core.MoveSpec{}, &BlockError{line, token, "the moves of the block expand to more than " + strconv.Itoa(maxBlockMoveLength) + " bytes (" + strconv.Itoa(mb.used) + " before this one, " + strconv.Itoa(n) + " in it); the limit is " + strconv.Itoa(maxBlockMoveLength)}
	}
	mb.used += n
	var spec core.MoveSpec
	var err error
	switch {
	case strings.HasPrefix(s, ParlettMarker):
		spec, err = parseParlett(s[len(ParlettMarker):])
	case strings.HasPrefix(s, DagazMarker):
		spec, err = parseDagazMove(s[len(DagazMarker):], s)
	default:
		spec, err = parseXBetza(s)
	}
	if err != nil {
		return spec, &BlockError{line, token, err.Error()}
	}
	return spec, nil
}

// pieceFields names a piece line's fields, for messages.
var pieceFields = [...]string{"name", "ID", "move", "image", "squares", "count"}

// spaceInField explains a piece line cut short by a space: when the
// fields of tok and the tokens after it on the line make a whole piece
// line, the space was inside a field (only the name may hold spaces), and
// the message names that field; otherwise it is "".
func spaceInField(fields, rest []string) string {
	n := len(fields)
	split := fields[n-1] // the field the space is in, as written
	for _, next := range rest {
		if n >= len(pieceFields) || strings.Contains(next, "=") && !strings.Contains(next, ":") {
			break
		}
		before, _, colon := strings.Cut(next, ":")
		split += " " + before
		n += strings.Count(next, ":")
		if colon && n >= 5 && n <= 6 {
			return "a space splits this piece line: only the name may contain spaces, not the " +
				pieceFields[len(fields)-1] + " (" + lite.Quote(clip(split)) + "); write it without spaces"
		}
	}
	return ""
}

// ordinal is n written as "1st", "2nd", "3rd", "4th", ...
func ordinal(n int) string {
	suffix := "th"
	if n%100 < 11 || n%100 > 13 {
		switch n % 10 {
		case 1:
			suffix = "st"
		case 2:
			suffix = "nd"
		case 3:
			suffix = "rd"
		}
	}
	return strconv.Itoa(n) + suffix
}

// roughCount writes a large estimate as a whole number, or as a power of
// ten beyond 10^15 (strconv's float formatting would add its tables to the
// web page for this one message).
func roughCount(x float64) string {
	if x < 1e15 {
		return strconv.FormatInt(int64(x), 10)
	}
	return "10^" + strconv.Itoa(int(math.Log10(x)))
}
