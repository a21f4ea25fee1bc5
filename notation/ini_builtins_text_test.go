package notation

import (
	"os"
	"testing"

	"github.com/stretchr/testify/require"
)

// The constant go generate writes matches its file: after editing
// ini_builtins.ini, run go generate ./notation.
func TestBuiltinsTextInSync(t *testing.T) {
	b, err := os.ReadFile("ini_builtins.ini")
	require.NoError(t, err)
	require.Equal(t, string(b), builtinsINI, "ini_builtins_text.go is stale: run go generate ./notation")
}
