package notation

import (
	"strconv"
	"strings"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/internal/lite"
)

// A weights file sets the search's evaluation weights, one name=value a
// line ('#' starts a comment): a global term (tempo=12) or a piece
// type's term, the type named by its ID (mg.N=310). A variant file
// carries the same lines prefixed with eval. (eval.mg.N=310); a weights
// file may have that prefix too, so its lines can be pasted into one.
// core/evalterms.go lists the names.

// ParseWeights reads a weights file for variant v; a type is named by
// its ID, or by its piece line's number (1 = the first) where several
// types share the ID. An error is a
// *BlockError naming the line and the token; unknown names and types are
// errors.
func ParseWeights(text string, v *core.Variant) ([]core.EvalSetting, error) {
	if len(text) > maxBlockLength {
		return nil, &BlockError{1, "", tooLong("the weights", len(text), "bytes", maxBlockLength)}
	}
	ix := newWeightIndex(v)
	var out []core.EvalSetting
	for ln, line := range strings.Split(text, "\n") {
		if i := strings.IndexByte(line, '#'); i >= 0 {
			line = line[:i]
		}
		for _, tok := range strings.Fields(line) {
			if len(out) >= maxBlockTokens {
				return nil, &BlockError{ln + 1, tok, "more than " + strconv.Itoa(maxBlockTokens) + " weights"}
			}
			s, msg := parseWeight(tok, ix)
			if msg != "" {
				return nil, &BlockError{ln + 1, tok, msg}
			}
			out = append(out, s)
		}
	}
	return out, nil
}

// parseWeight reads one name=value (with or without the eval. prefix);
// the message is empty when it is good. (Kept small: the page links it.)
func parseWeight(tok string, ix weightIndex) (core.EvalSetting, string) {
	name, val, _ := strings.Cut(tok, "=")
	if len(name) > 5 && upperASCII(name[:5]) == "EVAL." {
		name = name[5:]
	}
	n, err := lite.Atoi(val)
	if err != nil || n < -core.MaxEvalValue || n > core.MaxEvalValue {
		return core.EvalSetting{}, "want name=value, a whole number within ±100000"
	}
	term, id, perType := strings.Cut(name, ".")
	names := core.EvalTermNames[:]
	if perType {
		names = core.EvalTypeTermNames[:]
	}
	for i, known := range names {
		if !strings.EqualFold(term, known) {
			continue
		}
		if !perType {
			return core.EvalSetting{Term: i, Type: -1, Value: n}, ""
		}
		t := ix.lookup(id)
		if k, err := lite.Atoi(id); err == nil && k >= 1 && k <= len(ix.shared) {
			t = k - 1 // a piece line's number, for a type whose ID another shares
		} else if t < 0 || ix.shared[t] {
			// an ID two types share names neither: their line numbers do
			return core.EvalSetting{}, "no one piece has the ID " + id + " (a piece line's number names it too)"
		}
		return core.EvalSetting{Term: i, Type: t, Value: n}, ""
	}
	return core.EvalSetting{}, "unknown weight " + term
}

// WeightName is the name of an evaluation setting in a weights file
// (without the eval. prefix): the term, and for a per-type term the
// type's ID, or its piece line's number when another type has that ID
// too (xiangqi's soldier and crossed soldier).
func WeightName(v *core.Variant, s core.EvalSetting) string {
	if s.Type < 0 {
		return core.EvalTermNames[s.Term]
	}
	id := v.Types[s.Type].ID
	for t := range v.Types {
		if t != s.Type && v.Types[t].ID == id {
			id = strconv.Itoa(s.Type + 1)
			break
		}
	}
	return core.EvalTypeTermNames[s.Term] + "." + id
}

// weightIndex finds the types weights name: by ID, or by number.
type weightIndex struct {
	typeIndex
	shared []bool // the type's ID is another type's too
}

func newWeightIndex(v *core.Variant) weightIndex {
	ix := weightIndex{typeIndex: newTypeIndex(v), shared: make([]bool, len(v.Types))}
	for t := range v.Types {
		ix.shared[t] = ix.lookup(v.Types[t].ID) != t
		if ix.shared[t] {
			ix.shared[ix.lookup(v.Types[t].ID)] = true
		}
	}
	return ix
}

// applyEvalLines sets a block's eval. lines, read once its types are
// known.
func applyEvalLines(v *core.Variant, lines []keyVal) error {
	if len(lines) == 0 {
		return nil
	}
	ix := newWeightIndex(v)
	for _, kv := range lines {
		set, msg := parseWeight(kv.val, ix)
		if msg != "" {
			return &BlockError{kv.line, kv.token, msg}
		}
		v.Eval = append(v.Eval, set)
	}
	return nil
}
