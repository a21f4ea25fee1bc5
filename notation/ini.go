package notation

import (
	"strconv"
	"strings"

	"github.com/chimera-variants/chimera/internal/lite"
)

// Fairy-Stockfish's variant files (variants.ini): sections "[name]" or
// "[name:parent]" of "key = value" lines. A section is translated into a
// parameter block (ini_emit.go) by a table of keys (ini_keys.go), after
// its inheritance is resolved against the file's other sections and our
// own description of Fairy-Stockfish's built-in variants
// (ini_builtins.go). The translation is what ParseBlock compiles, so a
// pasted section, the CLI's FILE.ini:NAME and `chimera convert` agree.

// Limits of an INI file (besides the block limits of its size).
const (
	// maxINILength is the longest INI text, in bytes (Fairy-Stockfish's
	// own variants.ini, 143 sections, is about 60 KB).
	maxINILength = 1 << 20
	// maxINISections is the number of sections of one file.
	maxINISections = 2000
	// maxINIDepth is the longest inheritance chain (the built-ins are
	// at most 4 deep).
	maxINIDepth = 32
)

// iniEntry is one "key = value" line of a section.
type iniEntry struct {
	_        lite.NoEqual // no equality function in the wasm (lite.NoEqual)
	key, val string
	line     int    // line in the text, from 1; 0 for a built-in's key
	token    string // the line as written, trimmed
	level    int    // the section's depth in the inheritance: 0 the oldest parent
}

// iniSection is one "[name]" or "[name:parent]" with its entries.
type iniSection struct {
	name, parent string
	line         int
	entries      []iniEntry
}

// isINI reports whether text's first line that is neither blank nor a
// comment ('#', ';') is a section header,
// which is how ParseBlock tells a pasted variants.ini section from a
// parameter block.
func isINI(text string) bool {
	text = strings.TrimPrefix(text, "\ufeff") // a byte-order mark, as Windows editors write
	for len(text) > 0 {
		line := text
		if i := strings.IndexByte(text, '\n'); i >= 0 {
			line, text = text[:i], text[i+1:]
		} else {
			text = ""
		}
		line = strings.TrimSpace(line)
		if line == "" || line[0] == '#' || line[0] == ';' {
			continue
		}
		return strings.HasPrefix(line, "[") && strings.HasSuffix(line, "]") && len(line) > 2
	}
	return false
}

// parseINI splits text into sections. Lines before the first section and
// lines starting with '#' or ';' are comments; every other non-blank line
// inside a section must be "key = value".
func parseINI(text string) ([]iniSection, error) {
	if len(text) > maxINILength {
		return nil, &BlockError{1 + strings.Count(text[:maxINILength], "\n"), "", tooLong("the INI text", len(text), "bytes", maxINILength)}
	}
	text = strings.TrimPrefix(text, "\ufeff")
	var secs []iniSection
	seen := map[string]int{}
	for ln, raw := range strings.Split(text, "\n") {
		lineNo := ln + 1
		if len(raw) > maxLineLength {
			return nil, &BlockError{lineNo, raw, tooLong("the line", len(raw), "bytes", maxLineLength)}
		}
		line := strings.TrimSpace(raw)
		if line == "" || line[0] == '#' || line[0] == ';' {
			continue
		}
		if line[0] == '[' {
			end := strings.IndexByte(line, ']')
			if end < 0 {
				return nil, &BlockError{lineNo, line, "a section header is [name] or [name:parent]"}
			}
			head := line[1:end]
			name, parent, _ := strings.Cut(head, ":")
			name, parent = strings.TrimSpace(name), strings.TrimSpace(parent)
			if name == "" || strings.Contains(parent, ":") || strings.ContainsAny(head, " \t") || strings.HasSuffix(head, ":") {
				return nil, &BlockError{lineNo, line, "a section header is [name] or [name:parent], without spaces"}
			}
			if first, ok := seen[name]; ok {
				return nil, &BlockError{lineNo, line, "section " + lite.Quote(name) + " is already defined on line " + strconv.Itoa(first)}
			}
			if len(secs) == maxINISections {
				return nil, &BlockError{lineNo, line, "more than " + strconv.Itoa(maxINISections) + " sections; the limit is " + strconv.Itoa(maxINISections)}
			}
			seen[name] = lineNo
			secs = append(secs, iniSection{name: name, parent: parent, line: lineNo})
			continue
		}
		if len(secs) == 0 {
			continue // text before the first section: a comment
		}
		key, val, ok := strings.Cut(line, "=")
		key = strings.TrimSpace(key)
		if !ok || key == "" {
			return nil, &BlockError{lineNo, line, "expected key = value"}
		}
		s := &secs[len(secs)-1]
		if len(s.entries) >= maxBlockTokens {
			return nil, &BlockError{lineNo, line, "more than " + strconv.Itoa(maxBlockTokens) + " keys in one section; the limit is " + strconv.Itoa(maxBlockTokens)}
		}
		s.entries = append(s.entries, iniEntry{key: key, val: strings.TrimSpace(val), line: lineNo, token: line})
	}
	return secs, nil
}

// resolveINI returns the entries that make up section name of secs,
// ancestors first: the parents are the file's sections, else the
// built-ins. Later entries override earlier ones.
func resolveINI(secs []iniSection, name string) ([]iniEntry, *iniSection, error) {
	byName := map[string]*iniSection{}
	for i := range secs {
		byName[secs[i].name] = &secs[i]
	}
	target := byName[name]
	if target == nil {
		names := make([]string, 0, len(secs))
		for _, s := range secs {
			names = append(names, s.name)
		}
		return nil, nil, &BlockError{1, name, "no section [" + name + "] in the file (sections: " + clip(strings.Join(names, ", ")) + ")"}
	}
	var chain [][]iniEntry
	visited := map[string]bool{}
	path := []string{}
	cur := target
	fromFile := true
	for cur != nil {
		key := cur.name
		if !fromFile {
			key = "builtin:" + key
		}
		path = append(path, cur.name)
		if visited[key] {
			return nil, nil, &BlockError{target.line, "[" + target.name + "]", "inheritance cycle: " + strings.Join(path, " -> ")}
		}
		if len(path) > maxINIDepth {
			return nil, nil, &BlockError{target.line, "[" + target.name + "]", "inheritance deeper than " + strconv.Itoa(maxINIDepth) + " sections; the limit is " + strconv.Itoa(maxINIDepth)}
		}
		visited[key] = true
		chain = append(chain, cur.entries)
		if cur.parent == "" {
			break
		}
		parent := cur.parent
		// a file section does not inherit from itself: [chess:chess]
		// refines the built-in chess
		if p := byName[parent]; fromFile && p != nil && p != cur {
			cur = p
			continue
		}
		b := builtinINI(parent)
		if b == nil {
			return nil, nil, &BlockError{cur.line, "[" + cur.name + ":" + parent + "]", "unknown parent variant " + lite.Quote(parent) + ": neither a section of the file nor a Fairy-Stockfish built-in Chimera knows (" + clip(strings.Join(builtinININames(), ", ")) + ")"}
		}
		cur, fromFile = b, false
	}
	var out []iniEntry
	for i := len(chain) - 1; i >= 0; i-- {
		for _, e := range chain[i] {
			e.level = len(chain) - 1 - i
			out = append(out, e)
		}
	}
	return out, target, nil
}

// lastSection is the section a pasted INI text stands for: the last one
// (a parent must come before its children).
func lastSection(secs []iniSection) string {
	if len(secs) == 0 {
		return ""
	}
	return secs[len(secs)-1].name
}

// ConvertINI translates section of a Fairy-Stockfish variants.ini text
// into an equivalent parameter block (empty section: the last one). The
// warnings name the INI lines of keys Chimera does not have; an error
// names the line and the token of a malformed value.
func ConvertINI(text, section string) (string, []*BlockError, error) {
	tr, err := translateINI(text, section)
	if err != nil {
		return "", nil, err
	}
	return tr.block(), tr.warnings, nil
}

// ParseINI compiles section of a Fairy-Stockfish variants.ini text (empty
// section: the last one) as ParseBlock compiles a block; errors and
// warnings name lines of the INI text.
func ParseINI(text, section string) (*Block, error) {
	tr, err := translateINI(text, section)
	if err != nil {
		return nil, err
	}
	b, err := parseBlockText(tr.block())
	if err != nil {
		var be *BlockError
		if asBlockError(err, &be) {
			return nil, &BlockError{tr.iniLine(be.Line), be.Token, be.Msg}
		}
		return nil, err
	}
	ws := tr.warnings
	for _, w := range b.Warnings {
		ws = append(ws, &BlockError{tr.iniLine(w.Line), w.Token, w.Msg})
	}
	b.Warnings = byLine(ws)
	return b, nil
}

func asBlockError(err error, be **BlockError) bool {
	e, ok := err.(*BlockError)
	if ok {
		*be = e
	}
	return ok
}

// translateINI parses text, resolves section and runs the key table.
func translateINI(text, section string) (*iniTranslator, error) {
	secs, err := parseINI(text)
	if err != nil {
		return nil, err
	}
	if section == "" {
		section = lastSection(secs)
		if section == "" {
			return nil, &BlockError{1, "", "the INI text has no section"}
		}
	}
	entries, sec, err := resolveINI(secs, section)
	if err != nil {
		return nil, err
	}
	tr := newINITranslator(sec)
	if err := tr.run(entries); err != nil {
		return nil, err
	}
	return tr, nil
}
