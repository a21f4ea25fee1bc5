package notation

import (
	"errors"
	"strconv"
	"strings"

	"github.com/chimera-variants/chimera/internal/lite"
)

// Limits of a PGN text (ParsePGN). A game's moves are a move list, so
// MaxGameLength and the other move-list limits apply to each as well
// when it is played.
const (
	// MaxPGNLength is the longest PGN text, in bytes: a few thousand
	// long games (a Chu Shogi game of 500 plies with an engine's
	// comments is about 9 KB).
	MaxPGNLength = 256 << 20
	// MaxPGNGames is the number of games of one text.
	MaxPGNGames = 100_000
	// MaxPGNTags is the number of tag pairs of one game.
	MaxPGNTags = 64
	// MaxPGNTagLength is the longest tag pair line, in bytes.
	MaxPGNTagLength = 1024
)

// PGNGame is one game of a PGN text: its tag pairs, and its moves as a
// move list for PlayText (comments, variations, annotation glyphs and
// the result left out).
type PGNGame struct {
	Tags  map[string]string
	Moves string
	// Comments are the movetext's {comments} outside variations, keyed
	// by the number of moves before each (0: before the first move; n:
	// after the n-th, where an engine's score for it stands); two
	// comments at one place are joined by a space.
	Comments map[int]string
	// Line is the line of the text the game starts on (from 1).
	Line int
}

// Result is the game's Result tag ("1-0", "0-1", "1/2-1/2" or "*" when
// absent or anything else).
func (g *PGNGame) Result() string {
	switch r := g.Tags["Result"]; r {
	case "1-0", "0-1", "1/2-1/2":
		return r
	}
	return "*"
}

// ParsePGN splits a PGN text into its games: each a run of tag pair
// lines ([Name "value"]) followed by movetext. Movetext before any tag,
// or between games, belongs to the game whose tags came before (or to a
// game without tags). Errors name the line.
func ParsePGN(text string) ([]PGNGame, error) {
	if len(text) > MaxPGNLength {
		return nil, errors.New("the PGN text is " + strconv.Itoa(len(text)) + " bytes; the limit is " + strconv.Itoa(MaxPGNLength))
	}
	var games []PGNGame
	var cur *PGNGame
	var moves strings.Builder
	depth := 0 // inside (variations)
	comment := false
	plies := 0 // moves of the game before this line
	var note strings.Builder
	noteAt := -1 // where the comment being read goes; -1 in a variation
	endNote := func() {
		if noteAt >= 0 {
			if text := strings.Join(strings.Fields(note.String()), " "); text != "" {
				if cur.Comments == nil {
					cur.Comments = map[int]string{}
				}
				if old := cur.Comments[noteAt]; old != "" {
					text = old + " " + text
				}
				cur.Comments[noteAt] = text
			}
		}
		note.Reset()
	}
	finish := func() {
		if cur != nil {
			if comment {
				endNote() // a comment the text leaves open
			}
			cur.Moves = strings.Join(strings.Fields(moves.String()), " ")
			games = append(games, *cur)
		}
		cur = nil
		moves.Reset()
		depth, comment, plies = 0, false, 0
	}
	// start begins a game on a line, within the limit on games
	start := func(line int) error {
		if len(games) == MaxPGNGames {
			return errors.New("line " + strconv.Itoa(line) + ": more than " + strconv.Itoa(MaxPGNGames) + " games; the limit is " + strconv.Itoa(MaxPGNGames))
		}
		cur = &PGNGame{Tags: map[string]string{}, Line: line}
		return nil
	}
	for n, line := range strings.Split(text, "\n") {
		line = strings.TrimRight(line, "\r")
		trimmed := strings.TrimSpace(line)
		if !comment && depth == 0 && strings.HasPrefix(trimmed, "[") {
			if cur != nil && moves.Len() > 0 && strings.TrimSpace(moves.String()) != "" {
				finish()
			}
			if cur == nil {
				if err := start(n + 1); err != nil {
					return games, err
				}
			}
			name, value, err := parseTag(trimmed)
			if err != nil {
				return games, errors.New("line " + strconv.Itoa(n+1) + ": " + err.Error())
			}
			if len(cur.Tags) == MaxPGNTags {
				return games, errors.New("line " + strconv.Itoa(n+1) + ": more than " + strconv.Itoa(MaxPGNTags) + " tags in a game; the limit is " + strconv.Itoa(MaxPGNTags))
			}
			cur.Tags[name] = value
			continue
		}
		if !comment && depth == 0 && strings.HasPrefix(line, "%") {
			continue // an escaped line
		}
		if cur == nil {
			if trimmed == "" {
				continue
			}
			if err := start(n + 1); err != nil {
				return games, err
			}
		}
		var here strings.Builder // this line's moves
		for i := 0; i < len(line); i++ {
			c := line[i]
			switch {
			case comment:
				comment = c != '}'
				if comment {
					note.WriteByte(c)
				} else {
					endNote()
				}
			case c == '{':
				comment = true
				noteAt = -1
				if depth == 0 {
					noteAt = plies + countMoves(here.String())
				}
			case c == ';':
				i = len(line) // a comment to the end of the line
			case c == '(':
				depth++
			case c == ')':
				if depth > 0 {
					depth--
				}
			case depth > 0:
			case c == '$':
				for i+1 < len(line) && line[i+1] >= '0' && line[i+1] <= '9' {
					i++
				}
				here.WriteByte(' ')
			default:
				here.WriteByte(c)
			}
		}
		if comment {
			note.WriteByte(' ') // a comment goes on to the next line
		}
		plies += countMoves(here.String())
		moves.WriteString(here.String())
		moves.WriteByte(' ')
		if depth == 0 && !comment && isResult(lastField(here.String())) {
			finish()
		}
	}
	finish()
	return games, nil
}

// parseTag reads a tag pair line: [Name "value"], the value's \" and \\
// escaped.
func parseTag(line string) (name, value string, err error) {
	if len(line) > MaxPGNTagLength {
		return "", "", errors.New("the tag line is " + strconv.Itoa(len(line)) + " bytes; the limit is " + strconv.Itoa(MaxPGNTagLength))
	}
	body, ok := strings.CutPrefix(line, "[")
	if ok {
		body, ok = strings.CutSuffix(body, "]")
	}
	var quoted string
	if ok {
		name, quoted, ok = strings.Cut(strings.TrimSpace(body), " ")
		quoted = strings.TrimSpace(quoted)
	}
	if !ok || name == "" || len(quoted) < 2 || quoted[0] != '"' || quoted[len(quoted)-1] != '"' {
		return "", "", errors.New(lite.Quote(clip(line)) + ": a tag pair is [Name \"value\"]")
	}
	var b strings.Builder
	in := quoted[1 : len(quoted)-1]
	for i := 0; i < len(in); i++ {
		if in[i] == '\\' && i+1 < len(in) {
			i++
		}
		b.WriteByte(in[i])
	}
	return name, b.String(), nil
}

// countMoves is the number of moves in a piece of movetext: its fields
// but move numbers ("12.", "12...", the number of "12.e4") and results.
func countMoves(text string) int {
	n := 0
	for _, f := range strings.Fields(text) {
		rest := strings.TrimLeft(f, "0123456789")
		if len(rest) < len(f) && strings.HasPrefix(rest, ".") {
			rest = strings.TrimLeft(rest, ".") // after a move number
		} else if len(rest) < len(f) && rest == "" {
			continue // a bare number
		} else {
			rest = strings.TrimLeft(f, ".") // "..." alone, or a move
		}
		if rest != "" && !isResult(rest) && !isResult(f) {
			n++
		}
	}
	return n
}

// lastField is the last space-separated field of s.
func lastField(s string) string {
	f := strings.Fields(s)
	if len(f) == 0 {
		return ""
	}
	return f[len(f)-1]
}

func isResult(tok string) bool {
	return tok == "1-0" || tok == "0-1" || tok == "1/2-1/2" || tok == "*"
}
