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

// ParseWeights reads a weights file for variant v. An error is a
// *BlockError naming the line and the token; unknown names and types are
// errors.
func ParseWeights(text string, v *core.Variant) ([]core.EvalSetting, error) {
	if len(text) > maxBlockLength {
		return nil, &BlockError{1, "", tooLong("the weights", len(text), "bytes", maxBlockLength)}
	}
	ix := newTypeIndex(v)
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
func parseWeight(tok string, ix typeIndex) (core.EvalSetting, string) {
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
			if t < 0 {
				return core.EvalSetting{}, "no piece has the ID " + strconv.Quote(clip(id))
			}
			return core.EvalSetting{Term: i, Type: t, Value: n}, ""
		}
	}
	return core.EvalSetting{}, "unknown weight " + strconv.Quote(clip(term)) + " (per piece: mg, eg, psqMg, psqEg, hand)"
}

// WeightName is the name of an evaluation setting in a weights file
// (without the eval. prefix): the term, and the type's ID for a per-type
// term.
func WeightName(v *core.Variant, s core.EvalSetting) string {
	if s.Type < 0 {
		return core.EvalTermNames[s.Term]
	}
	return core.EvalTypeTermNames[s.Term] + "." + v.Types[s.Type].ID
}
