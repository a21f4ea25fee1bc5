package main

import (
	"math/rand"
	"testing"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/notation"
	"github.com/chimera-variants/chimera/search"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// openingTexts draws n openings of variant with seed and returns them as
// SAN, with their scores.
func openingTexts(t *testing.T, variant string, seed int64, plies, balance, n int) ([]string, []int) {
	t.Helper()
	v, err := loadVariant(variant)
	require.NoError(t, err)
	d := &openingDrawer{v: v, rng: rand.New(rand.NewSource(seed)), plies: plies, balance: balance}
	openings, scores := d.drawAll(n)
	texts := make([]string, n)
	for i, moves := range openings {
		require.Len(t, moves, plies)
		p, err := core.StartPosition(v)
		require.NoError(t, err)
		texts[i] = notation.AnnotatedGameText(p, moves, nil)
	}
	return texts, scores
}

// TestOpeningsDeterministic: a seed gives the same openings, another seed
// others.
func TestOpeningsDeterministic(t *testing.T) {
	a, sa := openingTexts(t, "chess", 7, 4, 100, 6)
	b, sb := openingTexts(t, "chess", 7, 4, 100, 6)
	c, _ := openingTexts(t, "chess", 8, 4, 100, 6)
	assert.Equal(t, a, b)
	assert.Equal(t, sa, sb)
	assert.NotEqual(t, a, c)
}

// TestOpeningsBalanced: every opening kept is within the balance by a
// fresh search of its own (not the drawer's figure), in variants where
// random moves often lose material; the check is what keeps them: with
// it off, some of the same seed's draws are beyond it.
func TestOpeningsBalanced(t *testing.T) {
	for _, tc := range []struct {
		variant        string
		plies, balance int
	}{
		{"chess", 4, 100},
		{"xiangqi", 4, 100},
		{"capablanca", 4, 100},
	} {
		t.Run(tc.variant, func(t *testing.T) {
			v, err := loadVariant(tc.variant)
			require.NoError(t, err)
			d := &openingDrawer{v: v, rng: rand.New(rand.NewSource(3)), plies: tc.plies, balance: tc.balance}
			openings, scores := d.drawAll(12)
			for i, moves := range openings {
				assert.LessOrEqual(t, abs(scores[i]), tc.balance)
				assert.Equal(t, scores[i], freshScore(t, v, moves), "opening %d", i)
			}
			// the same draws unchecked: some are lopsided
			raw := &openingDrawer{v: v, rng: rand.New(rand.NewSource(3)), plies: tc.plies}
			unchecked, _ := raw.drawAll(12)
			beyond := 0
			for _, moves := range unchecked {
				if abs(freshScore(t, v, moves)) > tc.balance {
					beyond++
				}
			}
			assert.Positive(t, beyond, "no unbalanced random opening: the test shows nothing")
		})
	}
}

// freshScore is the balance search's score of the position after moves,
// by a searcher of its own. The moves are made as the drawer makes them,
// each after the legal moves are generated and then the game's end
// looked for: what was asked of a position can change the order of its
// piece lists, which a node-limited search's move order follows (in
// xiangqi the same FEN scored 85 or 105).
func freshScore(t *testing.T, v *core.Variant, moves []core.MoveDetail) int {
	p, err := core.StartPosition(v)
	require.NoError(t, err)
	for i := range moves {
		var ml core.MoveList
		p.GenerateLegal(&ml)
		m := moves[i]
		p.MakeDetail(&m)
	}
	require.False(t, p.Outcome(nil).Over)
	info := search.New(p).Think(search.Limits{Nodes: balanceNodes})
	require.True(t, info.Found)
	return info.Score
}

// TestOpeningsEndedGamesRedrawn: an opening never ends the game, and
// zero plies is the start position.
func TestOpeningsEndedGamesRedrawn(t *testing.T) {
	v, err := loadVariant("chess")
	require.NoError(t, err)
	d := &openingDrawer{v: v, rng: rand.New(rand.NewSource(1)), plies: 0, balance: 100}
	moves, score := d.draw()
	assert.Empty(t, moves)
	assert.LessOrEqual(t, abs(score), 100)
	assert.Contains(t, openingSummary(4, 100, []int{5, -120, 30}), "(largest |score| 120 cp); 1 beyond it after")
	assert.Contains(t, openingSummary(4, 0, []int{0, 0}), "balance not checked")
}
