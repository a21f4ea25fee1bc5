package core_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/notation"
	"github.com/chimera-variants/chimera/search"
)

// TestProgramSearch: the search plays Fanorona and checkers, whose
// pieces move only by path programs, with legal moves that SAN can
// write and read back, until the game ends or 60 plies.
func TestProgramSearch(t *testing.T) {
	for name, v := range map[string]*core.Variant{"fanorona": fanorona(t), "checkers": checkers(t)} {
		p, err := core.StartPosition(v)
		require.NoError(t, err)
		plies, taken := 0, 0
		for ; plies < 60; plies++ {
			var ml core.MoveList
			p.GenerateLegal(&ml)
			if len(ml.Moves) == 0 {
				break
			}
			details := p.Details(ml.Moves) // (a search forgets the moves' details)
			s := search.New(p)
			info := s.Think(search.Limits{Depth: 3})
			require.True(t, info.Found, name)
			legal := -1
			for i := range details {
				if details[i].Same(&info.Best) {
					legal = i
				}
			}
			require.GreaterOrEqual(t, legal, 0, "%s: %s: the best move is not legal", name, notation.FEN(p))
			san := notation.SANDetail(p, &info.Best)
			back, err := notation.FindSAN(p, san)
			require.NoError(t, err, "%s: %s: %s", name, notation.FEN(p), san)
			bd := p.Detail(back)
			require.True(t, bd.Same(&info.Best), "%s: %s: %s read back as another move", name, notation.FEN(p), san)
			taken += int(info.Best.NVictims)
			p.MakeDetail(&info.Best)
		}
		t.Logf("%s: %d plies, %d pieces taken, %s", name, plies, taken, notation.FEN(p))
		require.Greater(t, taken, 2, name)
	}
}
