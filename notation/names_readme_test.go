package notation

import (
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestREADMENameTable: the README's name table lists every well-known
// piece name with the ID and move a piece line gets from it, so that an
// author can see what `horse` or `dragon` means before using it.
func TestREADMENameTable(t *testing.T) {
	b, err := os.ReadFile("../README.md")
	require.NoError(t, err)
	readme := string(b)
	for name, bp := range builtinPieces {
		move := "`" + bp.Betza + "`"
		if bp.Betza == "" {
			move = "none (a wall)"
		}
		row := "| " + name + " | " + bp.ID + " | " + move + " |"
		assert.True(t, strings.Contains(readme, row), "README's name table lacks %q", row)
	}
}
