package search_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/chimera-variants/chimera/core"

	"github.com/chimera-variants/chimera/search"
)

// TestClearedSearcherPlaysAsNew: a searcher cleared after a game plays
// the game again exactly as it did new, move for move, score for score
// and node for node. Nothing learnt in one game may reach the next:
// chimera tune reads games on several workers, each clearing its
// searcher between games, and which worker read a game must not change
// the positions it keeps.
func TestClearedSearcherPlaysAsNew(t *testing.T) {
	type searched struct {
		move         core.MoveDetail
		score, depth int
		nodes        uint64
	}
	// play: plies moves of a game from the start, each searched to a
	// few hundred nodes, as tune judges a position quiet
	play := func(s **search.Searcher, variant, fen string, plies int) []searched {
		p := position(t, variant, fen)
		var got []searched
		for range plies {
			if *s == nil {
				*s = search.New(p)
			} else {
				(*s).SetPosition(p)
			}
			info := (*s).Think(search.Limits{Nodes: 400})
			if !info.Found {
				break
			}
			got = append(got, searched{info.Best, info.Score, info.Depth, info.Nodes})
			p.MakeDetail(&info.Best)
		}
		return got
	}
	// each variant's second game starts where the first could not have
	// gone, so the searcher ends it in another state than a new one's
	for _, c := range []struct{ variant, other string }{
		{"chess", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"},
		{"shogi", "lnsgk2nl/1r4gs1/p1pppp1pp/1p4p2/7P1/2P6/PP1PPPP1P/1SG4R1/LN2KGSNL[Bb] b - 1"},
		{"crazyhouse", "r2q1rk1/ppp2ppp/2n1bn2/2b1p3/3pP3/3P1NPP/PPP1NPB1/R1BQ1RK1[] b - - 0 9"},
		{"xiangqi", "r1bakab1r/9/1cn4cn/p1p1p1p1p/9/2P6/P3P1P1P/1C2C1N2/9/RNBAKAB1R w - - 0 1"},
	} {
		var fresh, used *search.Searcher
		play(&used, c.variant, c.other, 40)
		used.Clear()
		assert.Equal(t, play(&fresh, c.variant, "", 60), play(&used, c.variant, "", 60), c.variant)
	}
}
