package search_test

import (
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chimera-variants/chimera/internal/nnet"
	"github.com/chimera-variants/chimera/search"
)

// TestLazyOK: the lazy stand pat is for games whose evaluation is mostly
// material and placement, not where material is a burden, a line or the
// placement of stones decides, or a quiet move or a check may end the
// game.
func TestLazyOK(t *testing.T) {
	for variant, want := range map[string]bool{
		"chess": true, "crazyhouse": true, "shogi": true, "xiangqi": true, "chushogi": true,
		"antichess": false, "connect4": false, "flipello": false, "3check": false, "kingofthehill": false,
	} {
		assert.Equal(t, want, search.New(position(t, variant, "")).LazyOK(), variant)
	}
}

// TestNoLazyPawnRace: where a side has nothing but its royal and pawns,
// a pawn the enemy king cannot catch is worth more than the margin
// (pawns.go): there is no cheap estimate, the full evaluation judges.
func TestNoLazyPawnRace(t *testing.T) {
	for fen, lazy := range map[string]bool{
		"7k/8/8/8/1Pp5/8/8/7K b - b3 0 1":                          false,
		"7k/8/8/8/1Pp5/8/8/N6K b - b3 0 1":                         false,
		"r6k/8/8/8/1Pp5/8/8/N6K b - b3 0 1":                        true,
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1": true,
	} {
		_, ok := search.New(position(t, "chess", fen)).CheapScore()
		assert.Equal(t, lazy, ok, fen)
	}
}

// TestLazyStandPat: over the positions of short games of Chimera against
// itself, with the variant's shipped network on top, the evaluation
// lies within LazyMargin of its cheap estimate (in 95% of them at
// least), and the quiescence
// search standing pat lazily puts the score on the same side of every
// window as the full one does (above beta, below alpha, or, in every
// position but one at most, the same score within it).
func TestLazyStandPat(t *testing.T) {
	for _, variant := range []string{"chess", "crazyhouse", "shogi", "xiangqi"} {
		t.Run(variant, func(t *testing.T) {
			p := position(t, variant, "")
			data, err := os.ReadFile("../variants/nets/" + variant + ".net")
			require.NoError(t, err)
			n, err := nnet.Decode(data, search.NetInputs(p.Variant(), true))
			require.NoError(t, err)
			fired, estimated, within := 0, 0, 0
			missed := map[int]bool{} // plies where a score within a window differed
			for ply := 0; ply < 30; ply++ {
				s := search.New(p)
				require.NoError(t, s.SetNet(n))
				if cheap, ok := s.CheapScore(); ok {
					estimated++
					if d := s.Evaluate() - cheap; d <= search.LazyMargin && d >= -search.LazyMargin {
						within++
					}
				}
				v := s.QuiesceWindow(-search.Mate, search.Mate, false)
				for _, w := range [][2]int{{-1000, -600}, {-500, -420}, {-30, 30}, {-5, 1}, {420, 500}, {600, 1000}} {
					alpha, beta := v+w[0], v+w[1]
					lazy := s.QuiesceWindow(alpha, beta, true)
					plain := s.QuiesceWindow(alpha, beta, false)
					switch {
					case plain >= beta:
						assert.GreaterOrEqual(t, lazy, beta, "ply %d window %v", ply, w)
					case plain <= alpha:
						assert.LessOrEqual(t, lazy, alpha, "ply %d window %v", ply, w)
					case plain != lazy:
						missed[ply] = true
					}
					if lazy != plain {
						fired++
					}
				}
				info := s.Think(search.Limits{Depth: 3})
				if !info.Found {
					break
				}
				p.MakeDetail(&info.Best)
			}
			// the windows far from the score are where it stands pat
			// lazily, returning its bound instead of the score
			assert.Positive(t, fired)
			// the king danger of a drop game can exceed the margin
			// (crazyhouse without a network, once in 30 positions): the
			// estimate is a bet, which must win nearly always
			assert.Greater(t, estimated, 20)
			assert.GreaterOrEqual(t, within*20, estimated*19, "%d of %d within the margin", within, estimated)
			// deep in a drop game's tree the bet can lose too: with
			// crazyhouse's tempo (2026-12-08) one position of the 30 (ply
			// 19) scores -75 lazily where the full search scores -121, the
			// full evaluation there beyond the margin (not with a margin of
			// 800); a score inside a window may differ in one position at
			// most, a bound never
			assert.LessOrEqual(t, len(missed), 1, "plies with a different score within a window: %v", missed)
		})
	}
}
