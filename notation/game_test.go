package notation

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chimera-variants/chimera/core"
)

func TestGameTextChess(t *testing.T) {
	b, err := ParseBlock(chessBlock)
	require.NoError(t, err)
	p, err := ParseFEN(b.Variant, "startpos", FENOptions{})
	require.NoError(t, err)
	start := p.Copy()
	moves, err := PlayText(p, "1. e4 e5 2. Nf3 Nc6 3. Bb5")
	require.NoError(t, err)
	assert.Equal(t, "1. e4 e5 2. Nf3 Nc6 3. Bb5", GameText(start, moves))
	_, err = PlayText(p, "Ke3")
	assert.Error(t, err)
}

func TestAnnotatedGameText(t *testing.T) {
	b, err := ParseBlock(chessBlock)
	require.NoError(t, err)
	p, err := ParseFEN(b.Variant, "startpos", FENOptions{})
	require.NoError(t, err)
	start := p.Copy()
	moves, err := PlayText(p, "e4 e5 Nf3")
	require.NoError(t, err)
	// a note after White's move repeats Black's number; a brace in a note
	// cannot end the comment early
	assert.Equal(t, "1. e4 {+0.30/12} 1... e5 2. Nf3 {book}",
		AnnotatedGameText(start, moves, []string{"+0.30/12", "", "bo}ok"}))
	// the text reads back as the same moves
	q := start.Copy()
	again, err := PlayText(q, "1. e4 1... e5 2. Nf3")
	require.NoError(t, err)
	assert.Equal(t, moves, again)
}

func TestGameTextMultiMoveTurns(t *testing.T) {
	b, err := ParseBlock(chessBlock + "\nturns=fibonacci checkEndsTurn=1")
	require.NoError(t, err)
	p, err := ParseFEN(b.Variant, "startpos", FENOptions{})
	require.NoError(t, err)
	start := p.Copy()
	moves, err := PlayText(p, "e4 e5 Nf3 Nc3 Nc6 Nf6 d6")
	require.NoError(t, err)
	assert.Equal(t, "1. e4 1... e5 2. Nf3 Nc3 2... Nc6 Nf6 d6", GameText(start, moves))
	turn, left := p.Turn()
	assert.Equal(t, 4, turn)
	assert.Equal(t, 5, left)
	assert.Equal(t, core.White, p.Side())
}
