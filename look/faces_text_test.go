package look

import (
	"os"
	"testing"

	"github.com/stretchr/testify/require"
)

// The constant go generate writes matches its file: after editing
// faces.txt, run go generate ./look.
func TestFacesTextInSync(t *testing.T) {
	b, err := os.ReadFile("faces.txt")
	require.NoError(t, err)
	require.Equal(t, string(b), facesText, "faces_text.go is stale: run go generate ./look")
}
