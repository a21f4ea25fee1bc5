package notation

import (
	"strconv"
	"strings"

	"github.com/chimera-variants/chimera/core"
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
// the message is empty when it is good.
func parseWeight(tok string, ix weightIndex) (core.EvalSetting, string) {
	name, val, ok := strings.Cut(tok, "=")
	if !ok {
		return core.EvalSetting{}, "a weight is name=value"
	}
	if len(name) > 5 && strings.EqualFold(name[:5], "eval.") {
		name = name[5:]
	}
	n, err := strconv.Atoi(val)
	if err != nil || n < -core.MaxEvalValue || n > core.MaxEvalValue {
		return core.EvalSetting{}, "the value must be a whole number from -" + strconv.Itoa(core.MaxEvalValue) + " to " + strconv.Itoa(core.MaxEvalValue)
	}
	term, id, perType := strings.Cut(name, ".")
	if !perType {
		for i, known := range core.EvalTermNames {
			if strings.EqualFold(term, known) {
				return core.EvalSetting{Term: i, Type: -1, Value: n}, ""
			}
		}
		return core.EvalSetting{}, "unknown weight " + strconv.Quote(clip(name))
	}
	for i, known := range core.EvalTypeTermNames {
		if strings.EqualFold(term, known) {
			t := ix.lookup(id)
			if k, err := strconv.Atoi(id); err == nil && k >= 1 && k <= ix.types {
				t = k - 1 // a piece line's number, for a type whose ID another shares
			} else if t < 0 {
				return core.EvalSetting{}, "no piece has the ID " + strconv.Quote(clip(id))
			} else if ix.shared[t] {
				return core.EvalSetting{}, "several piece lines have the ID " + strconv.Quote(clip(id)) + ": name the type by its line's number (1 = the first piece line)"
			}
			return core.EvalSetting{Term: i, Type: t, Value: n}, ""
		}
	}
	return core.EvalSetting{}, "unknown weight " + strconv.Quote(clip(term)) + " (per piece: mg, eg, psqMg, psqEg, hand)"
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
	types  int
}

func newWeightIndex(v *core.Variant) weightIndex {
	ix := weightIndex{typeIndex: newTypeIndex(v), shared: make([]bool, len(v.Types)), types: len(v.Types)}
	seen := map[string]int{}
	for t := range v.Types {
		seen[upperASCII(v.Types[t].ID)]++
	}
	for t := range v.Types {
		ix.shared[t] = seen[upperASCII(v.Types[t].ID)] > 1
	}
	return ix
}
