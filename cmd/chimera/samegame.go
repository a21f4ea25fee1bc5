package main

import (
	"reflect"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/notation"
)

// sameRules reports whether a and b play the same game: the same pieces
// (core.Variant.SamePieces), start position, promotions, holdings,
// capture matrix and game-end rules. Their evaluation weights and
// networks may differ: a copy of a shipped block with other weights is
// the same game.
func sameRules(a, b *core.Variant) bool {
	if !a.SamePieces(b) || a.Holdings != b.Holdings || a.PromoZone != b.PromoZone ||
		!reflect.DeepEqual(a.PromoChoice, b.PromoChoice) || !reflect.DeepEqual(a.CaptureMatrix, b.CaptureMatrix) ||
		!reflect.DeepEqual(a.Rules, b.Rules) {
		return false
	}
	pa, errA := core.StartPosition(a)
	pb, errB := core.StartPosition(b)
	return errA == nil && errB == nil && notation.FEN(pa) == notation.FEN(pb)
}
