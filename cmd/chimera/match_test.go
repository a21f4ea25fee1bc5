package main

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestThinkingNotes(t *testing.T) {
	tests := []struct {
		proto string
		lines []string
		want  string
	}{
		{"uci", []string{"info depth 9 seldepth 12 score cp 35 nodes 1000 pv e2e4", "info string hello"}, "+0.35/9"},
		{"uci", []string{"info depth 3 score mate -2 pv a1a2"}, "-M2/3"},
		{"uci", []string{"info nodes 5"}, ""},
		{"xboard", []string{" 6      -2        4      35286 c2c4 c7c6", "move c2c4"}, "-0.02/6"},
		{"xboard", []string{"5 100003 10 999 a1a8"}, "+M3/5"},
		{"xboard", []string{"feature done=1"}, ""},
	}
	for _, tc := range tests {
		e := &engine{proto: tc.proto}
		for _, l := range tc.lines {
			e.noteThinking(l)
		}
		assert.Equal(t, tc.want, e.report, "%v", tc.lines)
	}
}

func TestReadOpenings(t *testing.T) {
	v, err := loadVariant("shatranj")
	require.NoError(t, err)
	book, err := readOpenings(v, filepath.Join("testdata", "openings-shatranj.txt"))
	require.NoError(t, err)
	require.Len(t, book, 3)
	assert.Len(t, book[0], 4)

	bad := filepath.Join(t.TempDir(), "bad.txt")
	require.NoError(t, os.WriteFile(bad, []byte("e3 e6\n\ne3 e4\n"), 0o644))
	_, err = readOpenings(v, bad)
	assert.ErrorContains(t, err, "bad.txt:3")
}
