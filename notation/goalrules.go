package notation

import (
	"strings"

	"github.com/chimera-variants/chimera/core"
)

// goalRule= says when a goal square ('+' or '#' in a morph board) wins:
// at once (reach), only while the piece there is not attacked (safe), or
// at the start of its side's next turn (hold).

func init() {
	knownKeys["goalrule"] = true
	keySpellings = append(keySpellings, "goalRule")
}

// applyGoalRule reads goalRule=.
func applyGoalRule(v *core.Variant, params map[string]string, bad func(key, msg string) error) error {
	s, ok := params["goalrule"]
	if !ok {
		return nil
	}
	rules := map[string]core.GoalRule{"reach": core.GoalReach, "safe": core.GoalSafe, "hold": core.GoalHold}
	g, ok := rules[strings.ToLower(s)]
	if !ok {
		return bad("goalRule", "must be reach, safe or hold")
	}
	v.Rules.Goal = g
	return nil
}
