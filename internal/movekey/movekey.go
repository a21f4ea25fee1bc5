// Package movekey writes what a move does as a string, for tests that
// check that no two listed moves do the same thing.
package movekey

import (
	"fmt"
	"strings"

	"github.com/chimera-variants/chimera/core"
)

// Of writes everything a move does: two moves with the same key do the
// same thing. FlagInitial is left out: a move an unmoved piece may make is
// the same move as one any piece may make.
func Of(m *core.MoveDetail) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%d-%d %d>%d f%x v", m.From, m.To, m.Piece, m.Result, m.Flags&^core.FlagInitial)
	for i := 0; i < int(m.NVictims); i++ {
		fmt.Fprintf(&b, "%d,", m.Victims[i])
	}
	fmt.Fprintf(&b, " p%d>%d u%d g%d@%d", m.PartnerFrom, m.PartnerTo, m.UnloadSq, m.Gate, m.GateSq)
	return b.String()
}
