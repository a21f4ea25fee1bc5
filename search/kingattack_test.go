package search_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/search"
)

// termEffect is what p's evaluation loses when the global weight term
// goes from on to 0.
func termEffect(t *testing.T, p *core.Position, term, on int) int {
	t.Helper()
	s := search.New(p)
	s.SetWeights([]core.EvalSetting{{Term: term, Type: -1, Value: on}})
	with := s.Evaluator().Evaluate(p)
	s.SetWeights([]core.EvalSetting{{Term: term, Type: -1, Value: 0}})
	return with - s.Evaluator().Evaluate(p)
}

// TestKingAttack: the king-attack term is what the evaluation loses when
// the kingAttack weight is set to 0. It rewards two or more pieces
// reaching the squares around the enemy royal, in drop games with the
// pieces in hand joining a single attacker, and nothing else.
func TestKingAttack(t *testing.T) {
	for _, c := range []struct {
		name, variant, fen string
		least, most        int // the term for the side to move, centipawns
	}{
		{"the start: no attacks", "chess", "startpos", 0, 0},
		{"queen and bishop on f7", "chess", "r1bqkbnr/pppp1ppp/2n5/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 2 3", 20, 150},
		{"the same, Black to move", "chess", "r1bqkbnr/pppp1ppp/2n5/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 2 3", -150, -20},
		{"a lone queen near the king", "chess", "r1bqkbnr/pppp1ppp/2n5/4p2Q/4P3/8/PPPP1PPP/RNB1KBNR w KQkq - 2 3", 0, 0},
		{"queen and knight on h7, fewer pieces left", "chess", "r4rk1/ppp2ppp/8/6NQ/8/8/PPP2PPP/5RK1 w - - 0 1", 30, 200},
		{"queen, knight and bishop on h7", "chess", "r1b2rk1/pp3ppp/2n5/6NQ/8/3B4/PPP2PPP/R4RK1 w - - 0 1", 100, 600},
		{"a lone knight, nothing in hand", "crazyhouse", "r1bq1rk1/pppp1ppp/2n2n2/4p1N1/4P3/8/PPPP1PPP/RNBQK2R[] w KQ - 0 1", 0, 0},
		{"a lone knight and a knight in hand", "crazyhouse", "r1bq1rk1/pppp1ppp/2n2n2/4p1N1/4P3/8/PPPP1PPP/RNBQK2R[N] w KQ - 0 1", 10, 150},
	} {
		t.Run(c.name, func(t *testing.T) {
			term := termEffect(t, position(t, c.variant, c.fen), core.EvalKingAttack, 100)
			assert.GreaterOrEqual(t, term, c.least)
			assert.LessOrEqual(t, term, c.most)
		})
	}
}
