package search_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chimera-variants/chimera/core"
	"github.com/chimera-variants/chimera/search"
)

// Excluded root moves are not played: the mate in one banned, the search
// plays another move; every move banned, it finds none. Probe then
// reports what the table holds about the root: the move played there.
func TestExcludeAndProbe(t *testing.T) {
	p := position(t, "chess", "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1")
	s := search.New(p)
	info := s.Think(search.Limits{Depth: 3})
	require.True(t, info.Found)
	mate := info.Best
	assert.Equal(t, "Ra8#", sanOf(p, mate))

	s = search.New(p)
	info = s.Think(search.Limits{Depth: 3, Exclude: func(m *core.MoveDetail) bool { return m.Same(&mate) }})
	require.True(t, info.Found)
	assert.False(t, info.Best.Same(&mate), "the banned mate is not played")
	e, ok := s.Probe(p)
	require.True(t, ok, "the root is in the table")
	require.True(t, e.HasMove)
	assert.True(t, e.Move.Same(&info.Best))
	assert.Equal(t, 3, e.Depth)
	assert.True(t, e.Lower || e.Upper)

	var ml core.MoveList
	p.GenerateLegal(&ml)
	info = search.New(p).Think(search.Limits{Depth: 2, Exclude: func(*core.MoveDetail) bool { return true }})
	assert.False(t, info.Found, "every move banned")

	_, ok = search.New(p).Probe(p)
	assert.False(t, ok, "a fresh table holds nothing")
}
