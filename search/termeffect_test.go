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

// TestTermEffects: a king-safety term is what the evaluation loses when
// its weight goes from 100 to 0.
//
// kingAttack rewards two or more pieces reaching the squares around the
// enemy royal, in drop games with the pieces in hand joining a single
// attacker, and nothing else. attackerWorth (per mille of each enemy
// piece's value within two king steps of a royal, in both phases) counts
// nothing for pawns and pieces further away.
func TestTermEffects(t *testing.T) {
	for _, c := range []struct {
		term               int
		name, variant, fen string
		least, most        int // the term for the side to move, centipawns
	}{
		{core.EvalKingAttack, "the start: no attacks", "chess", "startpos", 0, 0},
		{core.EvalKingAttack, "queen and bishop on f7", "chess", "r1bqkbnr/pppp1ppp/2n5/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 2 3", 20, 150},
		{core.EvalKingAttack, "the same, Black to move", "chess", "r1bqkbnr/pppp1ppp/2n5/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 2 3", -150, -20},
		{core.EvalKingAttack, "a lone queen near the king", "chess", "r1bqkbnr/pppp1ppp/2n5/4p2Q/4P3/8/PPPP1PPP/RNB1KBNR w KQkq - 2 3", 0, 0},
		{core.EvalKingAttack, "queen and knight on h7, fewer pieces left", "chess", "r4rk1/ppp2ppp/8/6NQ/8/8/PPP2PPP/5RK1 w - - 0 1", 30, 200},
		{core.EvalKingAttack, "queen, knight and bishop on h7", "chess", "r1b2rk1/pp3ppp/2n5/6NQ/8/3B4/PPP2PPP/R4RK1 w - - 0 1", 100, 600},
		{core.EvalKingAttack, "a lone knight, nothing in hand", "crazyhouse", "r1bq1rk1/pppp1ppp/2n2n2/4p1N1/4P3/8/PPPP1PPP/RNBQK2R[] w KQ - 0 1", 0, 0},
		{core.EvalKingAttack, "a lone knight and a knight in hand", "crazyhouse", "r1bq1rk1/pppp1ppp/2n2n2/4p1N1/4P3/8/PPPP1PPP/RNBQK2R[N] w KQ - 0 1", 10, 150},
		{core.EvalAttackerWorth, "the start", "chess", "startpos", 0, 0},
		{core.EvalAttackerWorth, "a queen two steps from the king, in an ending", "chess", "4k3/8/4Q3/8/8/8/8/4K3 w - - 0 1", 60, 150},
		{core.EvalAttackerWorth, "the same, the king's side to move", "chess", "4k3/8/4Q3/8/8/8/8/4K3 b - - 0 1", -150, -60},
		{core.EvalAttackerWorth, "a queen three steps away", "chess", "4k3/8/8/4Q3/8/8/8/4K3 w - - 0 1", 0, 0},
		{core.EvalAttackerWorth, "a pawn beside the king", "chess", "4k3/4P3/8/8/8/8/8/4K3 w - - 0 1", 0, 0},
		{core.EvalAttackerWorth, "a Lion beside the king", "chushogi", "12/12/5k6/5N6/12/12/12/12/12/12/12/5K6 w - - 0 1", 60, 300},
		{core.EvalConnect, "the start", "connect4", "", 0, 0},
		{core.EvalConnect, "a disc on d1, the other side to move", "connect4", "7/7/7/7/7/3P3[PPPPPPPPPPPPPPPPPPPPpppppppppppppppppppppp] b - - 0 1", -700, -700},
		{core.EvalConnect, "three across from a1", "connect4", "7/7/7/7/7/PPP4[PPPPPPPPPPPPPPPPPPpppppppppppppppppppppp] w - - 0 1", 2000, 2000},
		{core.EvalConnect, "three across from a1, the fourth square taken", "connect4", "7/7/7/7/7/PPPp3[PPPPPPPPPPPPPPPPPPpppppppppppppppppppp] w - - 0 1", 600 - 400, 600 - 400},
		{core.EvalConnect, "chess has no connect rule", "chess", "startpos", 0, 0},
		{core.EvalDropRoom, "the start: four drops each", "flipello", "", 0, 0},
		{core.EvalDropRoom, "five drops against four", "flipello", "8/8/8/3ppp2/3PP3/4P3/8/8[PPPPPPPPpppppppp] w - - 0 2", 100, 100},
		{core.EvalDropRoom, "the same, the side with four to move", "flipello", "8/8/8/3ppp2/3PP3/4P3/8/8[PPPPPPPPpppppppp] b - - 0 2", -100, -100},
		{core.EvalDropRoom, "connect4's drops are the same for both", "connect4", "7/7/7/7/7/3P3[PPPPPPPPPPPPPPPPPPPPpppppppppppppppppppppp] b - - 0 1", 0, 0},
		{core.EvalAnchored, "three anchored stones against two", "flipello", "PP1P3p/P6p/8/3pP3/3Pp3/8/8/8[PPPPPPPPpppppppp] w - - 0 1", 100, 100},
		{core.EvalFrontier, "five stones on the frontier against three", "flipello", "8/6p1/8/3pP3/3Pp3/8/PP6/1P6[PPPPpppp] w - - 0 1", 200, 200},
		{core.EvalNearCorner, "three stones beside an empty corner against one", "flipello", "8/6p1/8/3pP3/3Pp3/8/PP6/1P6[PPPPpppp] w - - 0 1", 200, 200},
		{core.EvalNearCorner, "the same, Black to move", "flipello", "8/6p1/8/3pP3/3Pp3/8/PP6/1P6[PPPPpppp] b - - 0 1", -200, -200},
		{core.EvalFlipGain, "the start: no stone next to an enemy one", "ataxx", "", 0, 0},
		{core.EvalFlipGain, "a drop turning two", "ataxx", "7/7/2ppp2/3P3/7/7/7 w - - 0 1", 200, 200},
		{core.EvalFlipGain, "the same, Black to move: one", "ataxx", "7/7/2ppp2/3P3/7/7/7 b - - 0 1", 100, 100},
		{core.EvalFlipGain, "Othello does not flip by touching", "flipello", "8/8/8/3ppp2/3PP3/4P3/8/8[PPPPPPPPpppppppp] w - - 0 2", 0, 0},
		{core.EvalGoalNear, "racing kings' start: both kings six ranks from the goal", "racingkings", "", 0, 0},
		{core.EvalGoalNear, "White's king three ranks nearer", "racingkings", "8/8/8/7K/8/8/krbnNBR1/qrbnNBRQ w - - 0 1", 300, 300},
		{core.EvalGoalNear, "the same, Black to move", "racingkings", "8/8/8/7K/8/8/krbnNBR1/qrbnNBRQ b - - 0 1", -300, -300},
		{core.EvalGoalNear, "king of the hill: White's king on d3, a step from the centre", "kingofthehill", "rnbqkbnr/pppppppp/8/8/8/3K4/PPPPPPPP/RNBQ1BNR w kq - 0 1", 200, 200},
		{core.EvalGoalNear, "jeson mor's knights: d3 a jump from e5, e4 three", "jesonmor", "9/9/9/9/9/4n4/3N5/9/9 w - - 0 1", 200, 200},
		{core.EvalGoalNear, "chess has no goals", "chess", "rnbqkbnr/pppppppp/8/8/8/3K4/PPPPPPPP/RNBQ1BNR w kq - 0 1", 0, 0},
		{core.EvalChecksGiven, "three-check's start", "3check", "", 0, 0},
		{core.EvalChecksGiven, "two checks given against one", "3check", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 1+2 0 1", 300, 300},
		{core.EvalChecksGiven, "the same, Black to move", "3check", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 1+2 0 1", -300, -300},
		{core.EvalChecksGiven, "check shogi: the first check wins, none counts", "checkshogi", "", 0, 0},
		{core.EvalMobility, "joust's knights, both in the middle: eight squares each", "joust", "8/8/8/4n3/3N4/8/8/8 w - - 0 1", 0, 0},
		{core.EvalMobility, "joust: White's knight in the corner, two squares against eight", "joust", "8/8/8/4n3/8/8/8/N7 w - - 0 1", -100, -10},
		{core.EvalTerritory, "joust's start: an even split", "joust", "8/8/8/4n3/3N4/8/8/8 w - - 0 1", 0, 0},
		{core.EvalTerritory, "joust: White's knight out by c2 alone, a square against 40", "joust", "8/8/8/4n3/8/1X6/8/N7 w - - 0 1", -3900, -3900},
		{core.EvalTerritory, "the same, Black to move", "joust", "8/8/8/4n3/8/1X6/8/N7 b - - 0 1", 3900, 3900},
		{core.EvalTerritory, "fox and hounds: the armies differ", "fox-and-hounds", "", 0, 0},
		{core.EvalTerritory, "chess: pieces capture", "chess", "4k3/8/8/8/8/8/8/N3K3 w - - 0 1", 0, 0},
		{core.EvalTerritory, "ataxx: stones turn", "ataxx", "7/7/2ppp2/3P3/7/7/7 w - - 0 1", 0, 0},
		{core.EvalAnchored, "none", "flipello", "8/8/8/3ppp2/3PP3/4P3/8/8[PPPPPPPPpppppppp] w - - 0 2", 0, 0},
		{core.EvalMobilityLow, "the start: the same pieces shut in on both sides", "chess", "startpos", 0, 0},
		{core.EvalMobilityLow, "two free rooks", "chess", "4k2r/8/8/8/8/8/8/R3K3 w - - 0 1", 0, 0},
		{core.EvalMobilityLow, "White's rook shut in on h1, Black's free", "chess", "r3k3/8/8/8/8/8/6PP/4K1BR w - - 0 1", -100, -10},
		{core.EvalMobilityLow, "the same, Black to move", "chess", "r3k3/8/8/8/8/8/6PP/4K1BR b - - 0 1", 10, 100},
	} {
		name := map[int]string{core.EvalKingAttack: "kingAttack", core.EvalAttackerWorth: "attackerWorth", core.EvalConnect: "connect",
			core.EvalDropRoom: "dropRoom", core.EvalAnchored: "anchored", core.EvalFrontier: "frontier",
			core.EvalNearCorner: "nearCorner", core.EvalFlipGain: "flipGain", core.EvalGoalNear: "goalNear", core.EvalChecksGiven: "checksGiven", core.EvalMobility: "mobility",
			core.EvalTerritory: "territory", core.EvalMobilityLow: "mobilityLow"}[c.term]
		t.Run(name+"/"+c.name, func(t *testing.T) {
			term := termEffect(t, position(t, c.variant, c.fen), c.term, 100)
			assert.GreaterOrEqual(t, term, c.least)
			assert.LessOrEqual(t, term, c.most)
		})
	}
}
