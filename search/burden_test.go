package search_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/search"
)

// materialOf is the untuned middle-game material weight of the type
// with letter id in variant.
func materialOf(t *testing.T, variant, id string) int {
	t.Helper()
	p := position(t, variant, "")
	v := p.Variant()
	typ := -1
	for i := range v.Types {
		if v.Types[i].ID == id {
			typ = i
		}
	}
	if typ < 0 {
		t.Fatalf("%s has no type %s", variant, id)
	}
	v.Eval = nil
	for _, s := range search.NewEvaluator(v).Settings() {
		if s.Term == core.EvalMg && s.Type == typ {
			return s.Value
		}
	}
	t.Fatalf("%s: no material weight for %s", variant, id)
	return 0
}

// TestPiecesWhoseLossWins: where losing every piece of a type wins
// (extinctionValue=win), the type's material counts against its side;
// elsewhere it counts for it.
func TestPiecesWhoseLossWins(t *testing.T) {
	for _, c := range []struct {
		variant, id string
		burden      bool
	}{
		{"antichess", "Q", true},
		{"antichess", "P", true},
		{"antichess", "K", true},
		{"codrus", "K", true},  // extinction=K: the king alone
		{"codrus", "Q", false}, // the others count as in chess
		{"chess", "Q", false},
		{"extinction", "Q", false}, // extinctionValue=loss
	} {
		v := materialOf(t, c.variant, c.id)
		if c.burden {
			assert.Negative(t, v, "%s %s", c.variant, c.id)
		} else {
			assert.Positive(t, v, "%s %s", c.variant, c.id)
		}
	}
	// a side a queen down in antichess stands better
	p := position(t, "antichess", "rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b - - 0 1")
	s := search.New(p)
	assert.Greater(t, s.Evaluate(), 500)
}

// TestCompulsoryCaptureNotStandPat: where a capture is compulsory the
// quiescence search cannot stand on a quiet move. White's rook must take
// Black's last piece, and Black, left without pieces, wins.
func TestCompulsoryCaptureNotStandPat(t *testing.T) {
	s := search.New(position(t, "antichess", "8/p7/8/8/8/8/8/R7 w - - 0 1"))
	assert.Less(t, s.Quiesce(), -search.Mate+100)
	// without a capture to make, the quiet moves stand
	s = search.New(position(t, "antichess", "8/p7/8/8/8/8/8/1R6 w - - 0 1"))
	assert.Greater(t, s.Quiesce(), -search.Mate+100)
}
