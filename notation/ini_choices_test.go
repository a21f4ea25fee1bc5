package notation

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestINIChoicesTable: every kChoice key has its words in iniChoices,
// each key's rows together and in alphabetical order (the order of the
// error that lists them; the page links no string sort), its default
// among them, and no row for a key that is not a kChoice.
func TestINIChoicesTable(t *testing.T) {
	seen := map[string]bool{}
	for i, c := range iniChoices {
		assert.Equal(t, kChoice, int(iniKeys[c.key].kind), "%s is not a kChoice key", c.key)
		if i > 0 && iniChoices[i-1].key == c.key {
			assert.Less(t, iniChoices[i-1].word, c.word, "%s: words out of order", c.key)
		} else {
			assert.False(t, seen[c.key], "%s: rows not together", c.key)
		}
		seen[c.key] = true
	}
	for key, k := range iniKeys {
		if k.kind != kChoice {
			continue
		}
		assert.True(t, seen[key], "%s has no words", key)
		v, ok := choiceOf(key, k.def)
		assert.True(t, ok, "%s: its default %q is not a word", key, k.def)
		assert.Equal(t, "none", v, key)
	}
}
