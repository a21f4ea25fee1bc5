package notation

import (
	"strconv"
	"strings"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/internal/lite"
)

// This file holds the block's warnings: what the parser accepts without
// complaint but an author almost never means (a typo'd key, a range that
// fills a rectangle, two pieces on one square, a game nobody can win...).
// A warning never changes the variant; it only tells the author, in the
// CLI, the diagram and the editor, naming the line and the token.

// keySpellings are the parameters as authors write them: an unknown key's
// suggestion is given in this spelling, not in the parser's lower case.
// Every key of knownKeys, pieceKeys and uiKeys has one (a test checks).
var keySpellings = []string{
	// board, set-up and promotion
	"files", "ranks", "symmetry", "royal", "promoZone", "promoChoice", "maxPromote",
	"holdingsType", "name", "holes", "aimRevokesInitial", "captureMatrix",
	// game end
	"stalemate", "checkmate", "bareKing", "extinction", "extinctionValue", "repetition",
	"repetitionValue", "perpetualCheck", "perpetualChase", "moveRule", "checkLimit", "royalsFacing", "bikjang",
	// rules
	"explosionImmune", "promoFromZone", "promoOnEntry", "dropNoMate", "dropNoCheck", "dropPromoted", "atomic", "immobileDrops",
	"castleFiles", "castlePartners", "shuffle", "initialRanks", "checksForbidden", "goalReply", "dropRanks", "mustDrop",
	"oppositeColorDrops", "turns", "checkEndsTurn", "blackHoles", "rifleCaptures",
	"relocateCaptures", "gating", "pass", "lines", "diagonals", "antiTrade", "antiTradeNever",
	"antiTradeBridge", "counterStrike", "antiTradeAdjacent",
	"mustCapture", "extinctionCount", "extinctionClaim", "extinctionRoyal", "dupleCheck", "checkedRoyalStays", "keepPromotion", "gatingDrops", "blastImmune", "dropMateLoses", "mateLosesBy", "mateNeedsCheckBy", "mustDropType", "extinctionOpponentCount",
	// per piece
	"morph", "promoted", "blackMorph", "home", "burns", "flyRank", "promoMove", "promoFrom",
	"promoLimit", "promoQuiet", "promoAnywhereIfLast", "lineMoves", "value",
	"dropFileLimit", "countsAs", "chase",
	// display
	"graphicsDir", "graphicsType", "whitePrefix", "blackPrefix", "squareSize", "lightShade",
	"darkShade", "startShade", "oddShade", "rimColor", "coordColor", "borders", "firstRank",
	"satellite", "useMarkers", "enableAI", "newClick", "trackPieces", "title", "description",
	"boardStyle", "sideNames", "evalNet",
}

// maxSuggestKey is the longest unknown key compared with the known ones
// (the longest known key has 19 letters), and maxSuggested the number of
// unknown keys of a block that get suggestions: a hostile block of
// thousands of keys is still checked in microseconds.
const (
	maxSuggestKey = 24
	maxSuggested  = 64
)

// suggestKnownKeys improves the unknown-key warnings of ParseBlock (those
// whose key is in params and unknown): the token as the author wrote it
// (promoZon=1, where the parser keeps promozon), and "did you mean ...?"
// when a known key is close to it.
func suggestKnownKeys(ws []*BlockError, text string, params map[string]string) {
	n := 0
	var starts []int // where each line of text starts, found when needed
	for _, w := range ws {
		key, _, _ := strings.Cut(w.Token, "=")
		if _, ok := params[key]; !ok || knownKeys[key] || pieceKeys[key] || uiKeys[key] || !strings.HasPrefix(w.Msg, "unknown parameter") {
			continue
		}
		if n++; n > maxSuggested {
			return
		}
		if starts == nil {
			starts = lineStarts(text)
		}
		if tok := writtenToken(text, starts, w.Line, key); tok != "" {
			w.Token = tok
		}
		if s := suggestKeys(key); len(s) > 0 {
			w.Msg += "; did you mean " + strings.Join(s, " or ") + "?"
		}
	}
}

// lineStarts are the offsets at which the lines of text start.
func lineStarts(text string) []int {
	starts := []int{0}
	for i := 0; i < len(text); i++ {
		if text[i] == '\n' {
			starts = append(starts, i+1)
		}
	}
	return starts
}

// writtenToken is the last key=value token of line ln (1-based) whose key
// is key in any case: the parser keeps the last one ("" if none).
func writtenToken(text string, starts []int, ln int, key string) string {
	if ln < 1 || ln > len(starts) {
		return ""
	}
	line := text[starts[ln-1]:]
	if i := strings.IndexByte(line, '\n'); i >= 0 {
		line = line[:i]
	}
	found := ""
	for _, tok := range strings.Fields(line) {
		if k, _, ok := strings.Cut(tok, "="); ok && strings.EqualFold(k, key) {
			found = tok
		}
	}
	return found
}

// suggestKeys are the known keys (at most two, in the author's spelling)
// nearest to key, when they are near enough to be a typo of it: one edit
// for keys of up to 4 letters, two up to 9, three beyond.
func suggestKeys(key string) []string {
	key = strings.ToLower(key)
	if len(key) > maxSuggestKey {
		return nil
	}
	limit := 3
	switch {
	case len(key) <= 4:
		limit = 1
	case len(key) <= 9:
		limit = 2
	}
	best := limit + 1
	var out []string
	for _, known := range sortedKeys {
		if abs(len(known)-len(key)) > best {
			continue
		}
		d := editDistance(key, known)
		switch {
		case d < best:
			best, out = d, []string{spelling(known)}
		case d == best && len(out) < 2:
			out = append(out, spelling(known))
		}
	}
	return out
}

// sortedKeys are the known keys in lower case, sorted, so suggestions do
// not depend on map order.
var sortedKeys = allKeys()

func allKeys() []string {
	keys := make([]string, 0, len(knownKeys)+len(pieceKeys)+len(uiKeys))
	for _, m := range []map[string]bool{knownKeys, pieceKeys, uiKeys} {
		for k := range m {
			keys = append(keys, k)
		}
	}
	// lite's sort: slices' sorts are much more code in the wasm
	lite.SortStrings(keys)
	// without repeats (a key in two of the maps): a plain loop, as
	// slices.Compact on strings is 1.5 KB of the wasm's code
	out := keys[:0]
	for i, k := range keys {
		if i == 0 || k != keys[i-1] {
			out = append(out, k)
		}
	}
	return out
}

// spelling is a lower-case key as authors write it (itself when it has
// no entry in keySpellings).
func spelling(key string) string {
	for _, s := range keySpellings {
		if strings.EqualFold(s, key) {
			return s
		}
	}
	return key
}

// editDistance counts the insertions, deletions, substitutions and swaps
// of neighbours that turn a into b (the optimal string alignment
// distance; both ASCII, as keys are).
func editDistance(a, b string) int {
	prev2 := make([]int, len(b)+1)
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
				cur[j] = min(cur[j], prev2[j-2]+1)
			}
		}
		prev2, prev, cur = prev, cur, prev2
	}
	return prev[len(b)]
}

// likelyMistakes completes the unknown-key warnings ws of the block text
// (suggestKnownKeys) and adds the warnings for what the block says but
// most likely does not mean, and returns them all ordered by line (the
// order of the block; warnings of one line keep their order). royalZero:
// the block says royal=0.
func likelyMistakes(ws []*BlockError, text string, v *core.Variant, pieces []pieceLine, params map[string]string, line map[string]int, royalZero bool) []*BlockError {
	suggestKnownKeys(ws, text, params)
	warn := func(ln int, token, msg string) {
		ws = append(ws, &BlockError{Line: ln, Token: token, Msg: msg})
	}
	var starts []int
	// written is the token of the global key (lower case) as the author
	// wrote it: promoZone=2, not the parser's promozone=2
	written := func(key string) string {
		if starts == nil {
			starts = lineStarts(text)
		}
		if tok := writtenToken(text, starts, line[key], key); tok != "" {
			return tok
		}
		return spelling(key) + "=" + params[key]
	}
	for i := range pieces {
		pl := &pieces[i]
		for _, item := range rectangleRanges(pl.squares, v.Geometry) {
			warn(pl.line, pl.token, item)
		}
	}
	doubleSquares(v, pieces, warn)
	if !royalZero {
		missingRoyal(v, pieces, warn)
	}
	for t := range pieces {
		pl := &pieces[t]
		if kv, ok := pl.extra["blackmorph"]; ok {
			if _, ok := pl.extra["morph"]; !ok {
				warn(kv.line, kv.token, blackMorphAlone(v, t))
			}
		}
		// (the promoted form also serves drops as it (dropPromoted) and a
		// capture matrix's changes)
		if kv, ok := pl.extra["promoted"]; ok && !hasShogiMorph(&v.Types[t]) && !v.DropPromoted && v.CaptureMatrix == nil {
			warn(kv.line, kv.token, "promoted= has no effect on the moves: the type promotes only where its morph= has ? (optional) or ^ (mandatory), e.g. morph=//////??? for a three-rank zone")
		}
		moves := []keyVal{{v.Types[t].Betza, pl.line, pl.token}}
		for _, k := range []string{"linemoves", "promomove"} {
			if kv, ok := pl.extra[k]; ok {
				moves = append(moves, kv)
			}
		}
		for _, m := range moves {
			if strings.HasPrefix(m.val, DagazMarker) {
				continue // XBetza's modifiers: not in the path language
			}
			if msg := deadModifiers(m.val); msg != "" {
				warn(m.line, m.token, msg)
			}
		}
		for _, k := range []string{"promoquiet", "promoanywhereiflast", "burns"} {
			if kv, ok := pl.extra[k]; ok && kv.val != "0" && kv.val != "1" {
				warn(kv.line, kv.token, onlyOneMeansOn(spelling(k), kv.val))
			}
		}
	}
	for _, k := range []string{"atomic", "antitradeadjacent"} {
		if s, ok := params[k]; ok && s != "0" && s != "1" {
			warn(line[k], written(k), onlyOneMeansOn(spelling(k), s))
		}
	}
	promoting := false
	for t := range v.Types {
		promoting = promoting || v.Types[t].Promotes
	}
	if v.PromoZone > 0 && !promoting {
		warn(line["promozone"], written("promozone"),
			"no piece promotes, so the promotion zone is not used: the promoting pieces are those named pawn or with ID P, or the first N piece lines with maxPromote=N")
	}
	if v.Symmetry == "none" {
		white, black := 0, 0
		for t := range v.Types {
			white += len(v.Types[t].Start[0])
			black += len(v.Types[t].Start[1])
		}
		if white > 0 && black == 0 {
			warn(line["symmetry"], written("symmetry"),
				"Black has no pieces on the board: with symmetry=none, Black's squares follow White's after an empty item, as in king::::e1,,e8")
		}
	}
	return byLine(ws)
}

// byLine orders warnings by line, keeping the order of those of one line:
// a counting sort, as lines are few (maxBlockLines) and a generic sort of
// warnings would add its own copy of the sorting code to the page.
func byLine(ws []*BlockError) []*BlockError {
	last := 0
	for _, w := range ws {
		last = max(last, w.Line)
	}
	if last > maxBlockLines+1 {
		return ws // not a line of a block; never so today
	}
	at := make([]int, last+2)
	for _, w := range ws {
		at[max(w.Line, 0)+1]++
	}
	for i := 1; i < len(at); i++ {
		at[i] += at[i-1]
	}
	out := make([]*BlockError, len(ws))
	for _, w := range ws {
		l := max(w.Line, 0)
		out[at[l]] = w
		at[l]++
	}
	return out
}

// rectangleRanges are the warnings for the ranges of a start-square list
// that are neither on one rank nor on one file (a2-j3): such a range
// fills the whole rectangle, which is seldom meant.
func rectangleRanges(squares string, g *core.Geometry) []string {
	var out []string
	for _, item := range strings.Split(squares, ",") {
		i := strings.IndexByte(item, '-')
		if i <= 0 {
			continue
		}
		a, b := g.ParseSquare(item[:i]), g.ParseSquare(item[i+1:])
		if a < 0 || b < 0 {
			continue
		}
		files := abs(g.FileOf(a)-g.FileOf(b)) + 1
		ranks := abs(g.RankOf(a)-g.RankOf(b)) + 1
		if files == 1 || ranks == 1 {
			continue
		}
		fa, fb, ra, rb := g.FileOf(a), g.FileOf(b), g.RankOf(a), g.RankOf(b)
		row := func(r int) string { return g.SquareName(g.Square(fa, r)) + "-" + g.SquareName(g.Square(fb, r)) }
		rows := row(ra) + "," + row(rb)
		if ranks > 2 {
			rows = row(ra) + ",...," + row(rb)
		}
		out = append(out, "the range "+item+" is neither on one rank nor on one file, so it fills a rectangle of "+
			strconv.Itoa(files*ranks)+" squares; if that is meant, write one range per rank ("+rows+")")
	}
	return out
}

// doubleSquares warns about start squares given to two pieces (of either
// colour, Black's after symmetry): only one of them can stand there. Each
// piece line gets one warning, naming its first such square and the
// others after it (a clash on White's side usually has a mirror image).
func doubleSquares(v *core.Variant, pieces []pieceLine, warn func(int, string, string)) {
	g := v.Geometry
	// on[sq] is 1 + 2*type + colour of the first piece given sq (0: none)
	on := make([]int, g.Size())
	for t := range v.Types {
		pt := &v.Types[t]
		msg, more := "", 0
		for c, list := range pt.Start {
			for _, sq := range list {
				first := on[sq] - 1
				switch {
				case first < 0:
					on[sq] = 1 + 2*t + c
				case msg == "":
					ft, fc := first/2, first%2
					msg = g.SquareName(sq) + " is given to two pieces: " + pieceOf(v, fc, ft) +
						" (line " + strconv.Itoa(pieces[ft].line) + ") and " + pieceOf(v, c, t)
					if c != int(core.White) {
						msg += " (by symmetry=" + symmetryOf(v) + ")"
					}
					msg += "; only one piece fits on a square"
				case more < 3:
					if more == 0 {
						msg += " (also "
					} else {
						msg += ", "
					}
					msg += g.SquareName(sq)
					more++
				default:
					more++
				}
			}
		}
		if more > 3 {
			msg += " and " + strconv.Itoa(more-3) + " more"
		}
		if more > 0 {
			msg += ")"
		}
		if msg != "" {
			warn(pieces[t].line, pieces[t].token, msg)
		}
	}
}

// pieceOf names a piece for the author: "White's knight (N)".
func pieceOf(v *core.Variant, c, t int) string {
	side := "White's "
	if c != int(core.White) {
		side = "Black's "
	}
	pt := &v.Types[t]
	name := pt.Name
	if name == "" {
		name = "piece"
	}
	return side + name + " (" + pt.ID + ")"
}

// minArmy is the number of pieces a side must start with for the block to
// be taken for a game: pages often show a piece or two on a board to
// illustrate how they move, and such a diagram needs no royal.
const minArmy = 4

// missingRoyal warns when a side starts with no royal piece although no
// rule but checkmate could end the game: nobody can then win it.
// Extinction, goal squares, a decisive capture ($) or a stalemate that
// wins or loses end a game without royals, so they silence the warning;
// so does a side of fewer than minArmy pieces (an illustration), and
// royal=0 (the author says there is none; likelyMistakes checks).
func missingRoyal(v *core.Variant, pieces []pieceLine, warn func(int, string, string)) {
	r := &v.Rules
	if len(r.Extinction) > 0 || r.Stalemate == core.ValueWin || r.Stalemate == core.ValueLoss || hasGoal(v) || hasDecisiveCapture(v) {
		return
	}
	royal := -1
	var has [2]bool
	var army [2]int
	for t := range v.Types {
		pt := &v.Types[t]
		for c := range army {
			army[c] += len(pt.Start[c]) + pt.InHand[c]
		}
		if !pt.Royal {
			continue
		}
		if royal < 0 {
			royal = t
		}
		for c := range has {
			has[c] = has[c] || len(pt.Start[c]) > 0 || pt.InHand[c] > 0
		}
	}
	if min(army[0], army[1]) < minArmy {
		return
	}
	const ends = "; no other rule (extinction=, a goal square, a decisive capture, stalemate=win or loss) ends the game"
	if royal < 0 {
		warn(pieces[0].line, pieces[0].token,
			"no piece is royal (none is named king or has ID K, and no royal=N names one), so nobody can be checkmated"+ends)
		return
	}
	for c, ok := range has {
		if !ok {
			side := "White"
			if c == 1 {
				side = "Black"
			}
			warn(pieces[royal].line, pieces[royal].token, "the royal "+v.Types[royal].Name+" has no start square for "+side+
				" (nor has any other royal piece), so "+side+" cannot be checkmated"+ends)
			return
		}
	}
}

func hasGoal(v *core.Variant) bool {
	for t := range v.Types {
		pt := &v.Types[t]
		for _, m := range []core.Morph{pt.Morph, pt.BlackMorph} {
			for _, cell := range m {
				if cell.Kind == core.MorphGoalLegal || cell.Kind == core.MorphGoalImmediate {
					return true
				}
			}
		}
	}
	return false
}

func hasDecisiveCapture(v *core.Variant) bool {
	for _, row := range v.CaptureMatrix {
		for _, cell := range row {
			if cell.Kind == core.CaptureWins {
				return true
			}
		}
	}
	return false
}

// hasShogiMorph reports whether a type's morph boards have a shogi-style
// promotion square (? or ^), where its promoted= form is used.
func hasShogiMorph(pt *core.PieceType) bool {
	for _, m := range [2]core.Morph{pt.Morph, pt.BlackMorph} {
		for _, cell := range m {
			if cell.Kind == core.MorphShogi || cell.Kind == core.MorphShogiForced {
				return true
			}
		}
	}
	return false
}

// blackMorphAlone is the warning for a blackMorph= written without
// morph=: Black's board only replaces the mirror of White's, so without
// White's it is not used (or White promotes by promoZone alone).
func blackMorphAlone(v *core.Variant, t int) string {
	pt := &v.Types[t]
	if pt.Promotes && v.PromoZone > 0 && len(v.PromoChoice) > 0 {
		return "blackMorph= without morph= on the same piece: Black's pieces use it, White's only the promotion zone; write morph= for White's board"
	}
	return "blackMorph= without morph= on the same piece is not used: Black's board replaces the mirror of White's morph=, so write morph= too"
}

// onlyOneMeansOn is the warning for a switch that the parser turns on only
// with the value 1.
func onlyOneMeansOn(key, val string) string {
	return key + "= is 1 (on) or 0 (off); " + lite.Quote(clip(val)) + " is read as 0"
}

// Modifiers that the drop (@) and castling (O) atoms read; any other
// letter before them is accepted and has no effect.
const (
	dropModifiers   = "fj'"
	castleModifiers = "fblrvshij'"
)

// deadModifiers is a warning for the first modifier in the move string s
// that has no effect ("" when there is none): before a drop (@) only f
// (not on a file already holding one of its type) and j (not on the far
// rank) count, each once (ff@ is f@); before castling (O) only directions
// and j. Brackets and groups are not looked into.
func deadModifiers(s string) string {
	start := 0
	for i := 0; i < len(s); i++ {
		ch := s[i]
		switch {
		case ch == '[':
			end := strings.IndexByte(s[i:], ']')
			if end < 0 {
				return ""
			}
			i += end
			start = i + 1
		case ch == '(' || ch == ')':
			start = i + 1
		case ch == '@' || ch == 'O':
			allowed, what := dropModifiers, "a drop (@), which reads only f (not on a file already holding one of its type) and j (not on the far rank)"
			if ch == 'O' {
				allowed, what = castleModifiers, "castling (O), which reads only directions and j"
			}
			seen := ""
			for k := start; k < i; k++ {
				m := s[k]
				if m >= '0' && m <= '9' || m == ' ' || m == '*' {
					continue
				}
				switch {
				case strings.IndexByte(allowed, m) < 0:
					return "in the move " + lite.Quote(clip(s)) + ", " + string(m) + " has no effect on " + what
				case ch == '@' && m != '\'' && strings.IndexByte(seen, m) >= 0:
					return "in the move " + lite.Quote(clip(s)) + ", " + string(m) + " is written twice; the second has no effect on " + what
				}
				seen += string(m)
			}
			start = i + 1
		case ch >= 'A' && ch <= 'Z':
			start = i + 1
		}
	}
	return ""
}

// givenTwice is the warning for a key given again with another value (at
// line ln, token tok) after line first: the last value is the one used,
// which is rarely what an author who wrote both meant. where: "the
// block", or "this piece" for a per-piece key.
func givenTwice(ln int, tok string, first int, where string) *BlockError {
	return &BlockError{ln, tok, "given twice in " + where + " (also on line " + strconv.Itoa(first) + "); this last value is the one used"}
}
