package notation

import (
	"strings"

	"github.com/chimera-variants/chimera/core"
)

// goalRule= says when a goal square ('+' or '#' in a morph board) wins:
// at once (reach), only while the piece there is not attacked (safe), or
// at the start of its side's next turn (hold); goalCount= how many of a
// side's pieces must stand on their goals at once.

func init() {
	knownKeys["goalrule"] = true
	knownKeys["goalcount"] = true
	keySpellings = append(keySpellings, "goalRule", "goalCount")
}

// applyGoalRule reads goalRule= and goalCount=.
func applyGoalRule(v *core.Variant, params map[string]string, bad func(key, msg string) error) error {
	if s, ok := params["goalcount"]; ok {
		n, ok := parseCount(s, maxNumber)
		if !ok {
			return bad("goalCount", "must be a number of pieces")
		}
		v.Rules.GoalCount = n
	}
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
