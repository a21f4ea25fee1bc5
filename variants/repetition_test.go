package variants_test

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/internal/tsvtest"
	"github.com/chimera-variants/chimera/notation"
)

// TestRepetitionRules plays repetitions to their end and checks who the
// perpetual-check and perpetual-chase rules make lose them: hand-made
// ones (testdata/repetitions.tsv) and those of games against
// Fairy-Stockfish, with its verdicts (testdata/repetitions_fsf.tsv).
func TestRepetitionRules(t *testing.T) {
	rows := tsvtest.Rows(t, "testdata/repetitions.tsv", 6)
	rows = append(rows, tsvtest.Rows(t, "testdata/repetitions_fsf.tsv", 6)...)
	require.Greater(t, len(rows), 100)
	for _, c := range rows {
		t.Run(c[0]+"/"+c[5], func(t *testing.T) {
			v := loadVariant(t, c[0])
			p, err := notation.ParseFEN(v, c[1], notation.FENOptions{})
			require.NoError(t, err)
			for _, san := range strings.Fields(c[2]) {
				require.False(t, p.Outcome(nil).Over, "the game ended before %s", san)
				play(t, p, san)
			}
			fen, after := notation.FEN(p), hashesAfter(p)
			out := p.Outcome(nil)
			require.True(t, out.Over, "the last move must end the game")
			assert.Equal(t, fen, notation.FEN(p), "judging the repetition leaves the position as it was")
			assert.Equal(t, after, hashesAfter(p), "and its moves lead where they did")
			assert.Equal(t, c[4], out.Reason)
			switch c[3] {
			case "draw":
				assert.True(t, out.Draw, out.Reason)
			case "white", "black":
				want := core.White
				if c[3] == "black" {
					want = core.Black
				}
				assert.Equal(t, want, out.Winner, out.Reason)
				assert.False(t, out.Draw, out.Reason)
			default:
				t.Fatalf("result %q: want white, black or draw", c[3])
			}
		})
	}
}

// hashesAfter lists the hashes of the positions the legal moves lead to,
// sorted (a piece list's order, and so the moves', changes as pieces are
// taken off and put back).
func hashesAfter(p *core.Position) []uint64 {
	var ml core.MoveList
	p.GenerateLegal(&ml)
	out := make([]uint64, len(ml.Moves))
	for i, m := range ml.Moves {
		p.Make(m)
		out[i] = p.Hash()
		p.Unmake()
	}
	slices.Sort(out)
	return out
}

// TestChaseJudgementLeavesPosition walks xiangqi games that shuffle
// pieces back and forth, judging the repetitions at every ply: each
// judgement (a replay of the repeated stretch, its horse and elephant
// moves found again by their details) must leave the position as it
// was, and the moves generated before it (whose details the position's
// move store keeps) still playable to the same positions.
func TestChaseJudgementLeavesPosition(t *testing.T) {
	v := loadVariant(t, "xiangqi")
	rng := rand.New(rand.NewPCG(7, 11))
	reasons := map[string]int{}
	for game := 0; game < 12; game++ {
		p, err := core.StartPosition(v)
		require.NoError(t, err)
		var played []core.MoveDetail
		for ply := 0; ply < 160; ply++ {
			var ml core.MoveList
			p.GenerateLegal(&ml)
			if len(ml.Moves) == 0 {
				break
			}
			after := make([]uint64, len(ml.Moves))
			for i, m := range ml.Moves {
				p.Make(m)
				after[i] = p.Hash()
				p.Unmake()
			}
			fen := notation.FEN(p)
			if o := p.Outcome(ml.Moves); o.Over {
				reasons[o.Reason]++
			}
			require.Equal(t, fen, notation.FEN(p))
			for i, m := range ml.Moves {
				p.Make(m)
				require.Equal(t, after[i], p.Hash(), "move %d of %s after the judgement", i, fen)
				p.Unmake()
			}
			// mostly take back this side's last move, to make cycles
			pick := rng.IntN(len(ml.Moves))
			if n := len(played); n >= 2 && rng.IntN(10) < 8 {
				last := played[n-2]
				for i, m := range ml.Moves {
					d := p.Detail(m)
					if d.From == last.To && d.To == last.From {
						pick = i
						break
					}
				}
			}
			d := p.Detail(ml.Moves[pick])
			played = append(played, d)
			p.Make(ml.Moves[pick])
		}
	}
	t.Log(reasons)
	assert.Greater(t, reasons["repetition"], 100, "too few repetitions judged: the walk tests little")
}
