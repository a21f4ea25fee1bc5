package notation

import (
	"math/rand/v2"
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

// randomGame plays up to n random legal moves from the start position of
// v and returns the start and the moves.
func randomGame(v *core.Variant, n int, seed uint64) (*core.Position, []core.MoveDetail) {
	p, err := ParseFEN(v, "startpos", FENOptions{})
	if err != nil {
		panic(err)
	}
	start := p.Copy()
	r := rand.New(rand.NewPCG(seed, 1))
	var moves []core.MoveDetail
	for i := 0; i < n; i++ {
		var ml core.MoveList
		p.GenerateLegal(&ml)
		if ml.Len() == 0 {
			break
		}
		m := ml.Moves[r.IntN(ml.Len())]
		moves = append(moves, p.Detail(m))
		p.Make(m)
	}
	return start, moves
}

// FuzzPlayText: reading a move list never panics; every move it plays is
// legal where it is played, and the moves write (GameText) as a text that
// reads back as the same moves.
func FuzzPlayText(f *testing.F) {
	vs := fuzzVariants(f)
	for k, v := range vs {
		start, moves := randomGame(v, 40, uint64(k))
		f.Add(uint8(k), GameText(start, moves))
	}
	for _, s := range []string{"1. e4 e5 2. Nf3 Nc6 3. Bb5", "e4 e5 Ke3", "1... e5", "12345678901234567890. e4",
		"P@e4", "O-O O-O-O", "e4 {comment} e5", "1-0", "pass", "Lxe5-f6", "Rxa7@h3", "Nf3/H", "e8=Q+", "exd6"} {
		f.Add(uint8(0), s)
	}
	f.Fuzz(func(t *testing.T, k uint8, text string) {
		v := vs[int(k)%len(vs)]
		start, err := ParseFEN(v, "startpos", FENOptions{})
		require.NoError(t, err)
		p := start.Copy()
		moves, _ := PlayText(p, text)
		require.LessOrEqual(t, len(moves), MaxGameMoves)
		// each move is one of the legal moves where it was played
		q := start.Copy()
		for i := range moves {
			var ml core.MoveList
			q.GenerateLegal(&ml)
			_, found := q.Find(ml.Moves, &moves[i])
			require.True(t, found, "move %d of %q is not legal", i+1, text)
			q.MakeDetail(&moves[i])
		}
		require.Equal(t, FEN(p), FEN(q))
		// and the moves write as a text that reads back as them
		written := GameText(start, moves)
		r := start.Copy()
		again, err := PlayText(r, written)
		require.NoError(t, err, "%q wrote %q", text, written)
		require.Equal(t, len(moves), len(again), written)
		for i := range moves {
			require.True(t, moves[i].Same(&again[i]), "move %d of %q reads back as another move", i+1, written)
		}
		require.Equal(t, FEN(p), FEN(r), written)
	})
}
