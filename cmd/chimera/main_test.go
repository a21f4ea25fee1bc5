package main

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestPerftPrintsNodesLast(t *testing.T) {
	var out bytes.Buffer
	require.NoError(t, runPerft([]string{"--variant", "chess", "3"}, &out))
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	assert.Equal(t, "nodes 8902", lines[len(lines)-1])
}

func TestPerftDivide(t *testing.T) {
	var out bytes.Buffer
	require.NoError(t, runPerft([]string{"--variant", "chess", "--divide", "2"}, &out))
	s := out.String()
	assert.Contains(t, s, "Nf3 20\n")
	assert.Contains(t, s, "e4 20\n")
	assert.True(t, strings.HasSuffix(s, "nodes 400\n"))
}

func TestMovesJSON(t *testing.T) {
	var out bytes.Buffer
	require.NoError(t, runMoves([]string{"--variant", "chess", "--fen", "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "--from", "b7", "--json"}, &out))
	var moves []jsonMove
	require.NoError(t, json.Unmarshal(out.Bytes(), &moves))
	var promos []string
	for _, m := range moves {
		assert.Equal(t, "b7", m.From)
		assert.Equal(t, "b8", m.To)
		promos = append(promos, m.Promotion)
	}
	assert.ElementsMatch(t, []string{"Q", "R", "B", "N"}, promos)
	assert.Contains(t, out.String(), `"notation":"b8=Q+"`)
}

func TestMovesJSONLocust(t *testing.T) {
	var out bytes.Buffer
	require.NoError(t, runMoves([]string{"--variant", "testdata/lion.txt", "--fen", "4k3/8/8/8/8/2r5/2r5/R2LK3 w - - 0 1",
		"--json"}, &out))
	var moves []jsonMove
	require.NoError(t, json.Unmarshal(out.Bytes(), &moves))
	byNotation := map[string]jsonMove{}
	for _, m := range moves {
		byNotation[m.Notation] = m
	}
	// the lion takes c2 and goes on to take c3: a double capture
	dbl, ok := byNotation["Lxc2xc3"]
	require.True(t, ok, out.String())
	assert.Equal(t, []string{"c2", "c3"}, dbl.Captures)
	// igui: take c2 and return to d1
	igui, ok := byNotation["Lxc2-d1"]
	require.True(t, ok)
	assert.Equal(t, "d1", igui.To)
	// the rifle rook takes nothing at distance here, but moves
	_, ok = byNotation["Ra8+"]
	assert.True(t, ok)
}

func TestTypoInBlockNamesLineAndToken(t *testing.T) {
	var out bytes.Buffer
	err := runMoves([]string{"--variant", "testdata/typo.txt"}, &out)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "line 3")
	assert.Contains(t, err.Error(), "rook::Rq7x::a1")
}

func TestUnknownVariant(t *testing.T) {
	err := runPerft([]string{"--variant", "no-such-variant", "1"}, &bytes.Buffer{})
	require.Error(t, err)
	assert.Contains(t, err.Error(), "chess")
}
