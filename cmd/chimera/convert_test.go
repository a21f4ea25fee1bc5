package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A section of a variants.ini loads with --variant FILE.ini:NAME, and
// its conversion, fed back as a block file, gives the same perft
// (Fairy-Stockfish at depth 3: smallhouse 1212, smallhouse2 with
// mustCapture 568).
func TestVariantINISection(t *testing.T) {
	for name, want := range map[string]string{"smallhouse": "1212", "smallhouse2": "568"} {
		var out bytes.Buffer
		require.NoError(t, runPerft([]string{"--variant", "testdata/games.ini:" + name, "3"}, &out))
		assert.True(t, strings.HasSuffix(out.String(), "nodes "+want+"\n"), out.String())
	}
	var block bytes.Buffer
	require.NoError(t, runConvert([]string{"testdata/games.ini:smallhouse2"}, &block))
	assert.Contains(t, block.String(), "holdingsType=1")
	file := filepath.Join(t.TempDir(), "smallhouse.txt")
	require.NoError(t, os.WriteFile(file, block.Bytes(), 0o600))
	var out bytes.Buffer
	require.NoError(t, runPerft([]string{"--variant", file, "3"}, &out))
	assert.True(t, strings.HasSuffix(out.String(), "nodes 568\n"), out.String())
	assert.Contains(t, block.String(), "mustCapture=1")
	// the last section when no name is given
	out.Reset()
	require.NoError(t, runPerft([]string{"--variant", "testdata/games.ini", "1"}, &out))
	assert.True(t, strings.HasSuffix(out.String(), "nodes 10\n"), out.String())
	// errors
	err := runPerft([]string{"--variant", "testdata/games.ini:nosuch", "1"}, &out)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "no section [nosuch]")
	err = runConvert([]string{"testdata/nosuch.ini:x"}, &out)
	require.Error(t, err)
	err = runConvert(nil, &out)
	require.Error(t, err)
}
