package look

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
)

// TestFacesFileWellFormed: every line of faces.txt is a face readFaces
// keeps (five fields, a table some style reads, one or two characters, a
// janggi size), and no piece is listed twice in a table.
func TestFacesFileWellFormed(t *testing.T) {
	tables := map[string]bool{}
	for _, s := range styles {
		for _, f := range s.faces {
			tables[f] = true
		}
	}
	seen := map[string]bool{}
	for i, line := range strings.Split(facesText, "\n") {
		line = strings.TrimSpace(line)
		if line == "" || line[0] == '#' {
			continue
		}
		f := strings.Split(line, "|")
		if !assert.Len(t, f, 5, "line %d: %q", i+1, line) {
			continue
		}
		for j := range f {
			f[j] = strings.TrimSpace(f[j])
		}
		assert.True(t, tables[f[0]], "line %d: no style reads table %q", i+1, f[0])
		assert.NotEmpty(t, f[1], "line %d: no name", i+1)
		assert.Equal(t, strings.ToLower(f[1]), f[1], "line %d: names are lower case", i+1)
		for _, text := range f[2:4] {
			n := utf8.RuneCountInString(text)
			assert.True(t, n == 1 || n == 2, "line %d: %q", i+1, text)
		}
		assert.Contains(t, []string{"", "l", "m", "s"}, f[4], "line %d", i+1)
		key := f[0] + "|" + f[1]
		assert.False(t, seen[key], "line %d: %s twice", i+1, key)
		seen[key] = true
	}
	assert.Len(t, faceTables, 4)
}
