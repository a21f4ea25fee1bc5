package variants_test

import (
	"sort"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/notation"
)

// TestChuShogiStartIsXBoards: Chu Shogi's array is the one XBoard and
// HaChu set up for "chu" (White's King on f1, Drunk Elephant g1, Kirin
// f2, Phoenix g2, Lion f3, Free King g3; Black's turned half round).
func TestChuShogiStartIsXBoards(t *testing.T) {
	v := loadVariant(t, "chushogi")
	p, err := core.StartPosition(v)
	require.NoError(t, err)
	assert.Equal(t, "lfcsgekgscfl/a1b1txot1b1a/mvrhdqndhrvm/pppppppppppp/3i4i3/12/12/3I4I3/PPPPPPPPPPPP/MVRHDNQDHRVM/A1B1TOXT1B1A/LFCSGKEGSCFL w - - 0 1",
		notation.FEN(p))
}

// TestChuShogiCopperGeneral: the copper general steps diagonally forward,
// straight forward and straight back (fFvW): four squares.
func TestChuShogiCopperGeneral(t *testing.T) {
	v := loadVariant(t, "chushogi")
	p, err := notation.ParseFEN(v, "11k/12/12/12/12/12/4C7/12/12/12/12/K11 w - - 0 1", notation.FENOptions{})
	require.NoError(t, err)
	var ml core.MoveList
	p.GenerateLegal(&ml)
	var to []string
	for i := range ml.Moves {
		if m := ml.Moves[i]; v.Geometry.SquareName(int(m.From())) == "e6" {
			to = append(to, v.Geometry.SquareName(int(m.To())))
		}
	}
	sort.Strings(to)
	assert.Equal(t, []string{"d7", "e5", "e7", "f7"}, to)
}

// TestShogiFamilyRules: no move rule in the shogi family (Fairy-Stockfish
// has none either), a fourth repetition ends the game and perpetual check
// loses.
func TestShogiFamilyRules(t *testing.T) {
	for _, name := range []string{"shogi", "minishogi", "kyotoshogi", "chushogi"} {
		r := loadVariant(t, name).Rules
		assert.Zero(t, r.MoveRule, name)
		assert.True(t, r.PerpetualCheckLoses, name)
		if name != "chushogi" {
			assert.Equal(t, 4, r.Repetition, name)
		}
	}
	// two hundred moves without a capture are no draw
	v := loadVariant(t, "shogi")
	p, err := notation.ParseFEN(v, "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - - 400 201", notation.FENOptions{})
	require.NoError(t, err)
	assert.False(t, p.Outcome(nil).Over)
}
