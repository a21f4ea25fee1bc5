package main

import (
	"bytes"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chimera-variants/chimera/notation"
)

// Flags may come after the positional arguments, as users type them.
func TestFlagsAfterArguments(t *testing.T) {
	cases := []struct {
		name string
		args []string
		last string
	}{
		{"flags first", []string{"--variant", "chess", "--divide", "2"}, "nodes 400"},
		{"flags last", []string{"2", "--divide", "--variant", "chess"}, "nodes 400"},
		{"flags around", []string{"--variant", "xiangqi", "1", "--divide"}, "nodes 44"},
		{"after --", []string{"--variant", "chess", "--", "1"}, "nodes 20"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var out bytes.Buffer
			require.NoError(t, runPerft(c.args, &out))
			lines := strings.Split(strings.TrimSpace(out.String()), "\n")
			assert.Equal(t, c.last, lines[len(lines)-1])
		})
	}
	var out bytes.Buffer
	err := runPerft([]string{"2", "3"}, &out)
	require.Error(t, err)
	assert.Contains(t, err.Error(), `unexpected argument "3"`)
	err = runMoves([]string{"--variant", "chess", "e4"}, &out)
	require.Error(t, err)
	assert.Contains(t, err.Error(), `moves: unexpected argument "e4"`)
}

// chimera fen prints a variant's start FEN, or the FEN after --play.
func TestFENCommand(t *testing.T) {
	cases := []struct {
		args []string
		want string
	}{
		{[]string{"--variant", "chess"}, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"},
		{[]string{"--variant", "chess", "--play", "e4 c5"}, "rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq c6 0 2"},
		{[]string{"--variant", "xiangqi"}, "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"},
	}
	for _, c := range cases {
		var out bytes.Buffer
		require.NoError(t, runFEN(c.args, &out))
		assert.Equal(t, c.want+"\n", out.String(), "%v", c.args)
	}
}

// chimera fen --shuffle / --array prints a shuffled array's FEN: by
// number (Scharnagl's for Fischer random), or at random, the same one
// for the same --seed; perft then takes it by --fen.
func TestFENShuffle(t *testing.T) {
	cases := []struct {
		args []string
		want string
	}{
		{[]string{"--variant", "fischerandom"}, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1"},
		{[]string{"--variant", "fischerandom", "--array", "518"}, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1"},
		{[]string{"--variant", "fischerandom", "--array", "959", "--play", "c4"}, "rkrnnqbb/pppppppp/8/8/2P5/8/PP1PPPPP/RKRNNQBB b CAca c3 0 1"},
		{[]string{"--variant", "caparandom", "--array", "0"}, "bbaqcnnrkr/pppppppppp/10/10/10/10/PPPPPPPPPP/BBAQCNNRKR w JHjh - 0 1"},
		{[]string{"--variant", "fischerandom", "--shuffle", "--seed", "1"}, "rnknrbbq/pppppppp/8/8/8/8/PPPPPPPP/RNKNRBBQ w EAea - 0 1"},
		{[]string{"--variant", "chess", "--shuffle"}, "error: does not shuffle"},
		{[]string{"--variant", "fischerandom", "--array", "960"}, "error: arrays 0 to 959"},
		{[]string{"--variant", "fischerandom", "--seed", "3"}, "error: --seed needs --shuffle"},
		{[]string{"--variant", "fischerandom", "--shuffle", "--array", "3"}, "error: use one of them"},
		{[]string{"--variant", "fischerandom", "--shuffle", "--fen", "startpos"}, "error: not from --fen"},
	}
	for _, c := range cases {
		var out bytes.Buffer
		err := runFEN(c.args, &out)
		if want, ok := strings.CutPrefix(c.want, "error: "); ok {
			require.Error(t, err, "%v", c.args)
			assert.Contains(t, err.Error(), want)
			continue
		}
		require.NoError(t, err, "%v", c.args)
		assert.Equal(t, c.want+"\n", out.String(), "%v", c.args)
	}
	// at random: an array of the variant, which perft plays from
	var out bytes.Buffer
	require.NoError(t, runFEN([]string{"--variant", "caparandom", "--shuffle"}, &out))
	fen := strings.TrimSpace(out.String())
	v, err := loadVariant("caparandom")
	require.NoError(t, err)
	p, err := notation.ParseFEN(v, fen, notation.FENOptions{})
	require.NoError(t, err)
	_, ok := v.ShuffleIndex(p)
	assert.True(t, ok, fen)
	out.Reset()
	require.NoError(t, runPerft([]string{"--variant", "caparandom", "--fen", fen, "1"}, &out))
	assert.Contains(t, out.String(), "nodes ")
}
