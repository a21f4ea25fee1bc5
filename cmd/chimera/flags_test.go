package main

import (
	"bytes"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
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
