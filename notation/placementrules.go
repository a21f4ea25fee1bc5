package notation

import (
	"strconv"
	"strings"

	"github.com/chimera-variants/chimera/core"
)

// The rules of placement and conversion games (tic-tac-toe, Connect
// Four, Othello, Ataxx): lines that win, where drops may go, hands that
// never run out, enemy pieces changing colour, passing when stuck and
// counting the pieces at the end.

// placementKeys are the keys applyPlacementRules reads.
var placementKeys = []string{"connect", "connectDirections", "connectTypes", "connectValue",
	"dropRule", "dropStart", "unlimitedDrops", "flip", "passOnStalemate", "counting",
	"countingKomi", "fullBoardEnds", "stalemateByCount"}

func init() {
	for _, k := range placementKeys {
		knownKeys[strings.ToLower(k)] = true
	}
	keySpellings = append(keySpellings, placementKeys...)
}

// applyPlacementRules reads the keys of placementKeys.
func applyPlacementRules(v *core.Variant, params map[string]string, bad func(key, msg string) error) error {
	r := &v.Rules
	if s, ok := params["connect"]; ok {
		n, ok := parseCount(s, 36)
		if !ok {
			return bad("connect", "must be a number of pieces in a line from 0 to 36")
		}
		r.Connect = core.Connect{N: n, Horizontal: true, Vertical: true, Diagonal: true, Value: core.ValueWin}
	}
	if s, ok := params["connectdirections"]; ok {
		r.Connect.Horizontal, r.Connect.Vertical, r.Connect.Diagonal = false, false, false
		for _, d := range strings.Split(s, ",") {
			switch strings.ToLower(strings.TrimSpace(d)) {
			case "horizontal":
				r.Connect.Horizontal = true
			case "vertical":
				r.Connect.Vertical = true
			case "diagonal":
				r.Connect.Diagonal = true
			default:
				return bad("connectDirections", "must list horizontal, vertical and diagonal, e.g. horizontal,vertical")
			}
		}
	}
	if s, ok := params["connecttypes"]; ok {
		set, err := typeSet(v, s)
		if err != nil {
			return bad("connectTypes", err.Error())
		}
		r.Connect.Types = set
	}
	if s, ok := params["connectvalue"]; ok {
		val, ok := parseValue(s)
		if !ok || val == core.ValueNone {
			return bad("connectValue", "must be win, loss or draw")
		}
		r.Connect.Value = val
	}
	if s, ok := params["droprule"]; ok {
		rules := map[string]core.DropRule{"anywhere": core.DropAnywhere, "gravity": core.DropGravity,
			"enclose": core.DropEnclose, "adjacent": core.DropAdjacent, "apart": core.DropApart, "sides": core.DropSides}
		dr, ok := rules[strings.ToLower(s)]
		if !ok {
			return bad("dropRule", "must be anywhere, gravity, enclose, adjacent, apart or sides")
		}
		v.DropRule = dr
	}
	if s, ok := params["dropstart"]; ok {
		sqs, _, err := parseSquares(s, v.Geometry, "none")
		if err != nil {
			return bad("dropStart", err.Error())
		}
		v.DropStart = make([]bool, v.Geometry.Size())
		for _, sq := range sqs {
			v.DropStart[sq] = true
		}
	}
	if s, ok := params["unlimiteddrops"]; ok {
		if s == "*" {
			v.UnlimitedDrops = make([]bool, len(v.Types))
			for t := range v.UnlimitedDrops {
				v.UnlimitedDrops[t] = true
			}
		} else {
			set, err := typeSet(v, s)
			if err != nil {
				return bad("unlimitedDrops", err.Error())
			}
			v.UnlimitedDrops = set
		}
	}
	if s, ok := params["flip"]; ok {
		rules := map[string]core.FlipRule{"none": core.FlipNone, "enclosed": core.FlipEnclosed,
			"adjacent": core.FlipAdjacent, "adjacentjoined": core.FlipAdjacentJoined}
		fr, ok := rules[strings.ToLower(s)]
		if !ok {
			return bad("flip", "must be none, enclosed, adjacent or adjacentJoined")
		}
		v.Flip = fr
	}
	if s, ok := params["counting"]; ok {
		rules := map[string]core.Counting{"none": core.CountNone, "pieces": core.CountPieces,
			"whitedrawodds": core.CountWhiteDrawOdds, "blackdrawodds": core.CountBlackDrawOdds,
			"values": core.CountValues}
		c, ok := rules[strings.ToLower(s)]
		if !ok {
			return bad("counting", "must be none, pieces, whiteDrawOdds, blackDrawOdds or values")
		}
		r.Counting = c
	}
	if s, ok := params["countingkomi"]; ok {
		n, ok := parseCount(s, maxNumber)
		if !ok {
			return bad("countingKomi", "must be a number from 0 to "+strconv.Itoa(maxNumber))
		}
		r.CountingKomi = n
	}
	bools := []struct {
		key string
		dst *bool
	}{{"passOnStalemate", &v.PassOnStalemate}, {"fullBoardEnds", &r.FullBoardEnds}, {"stalemateByCount", &r.StalemateCount}}
	for _, kv := range bools {
		if s, ok := params[strings.ToLower(kv.key)]; ok {
			switch s {
			case "1":
				*kv.dst = true
			case "0":
				*kv.dst = false
			default:
				return bad(kv.key, "must be 0 or 1")
			}
		}
	}
	return nil
}
