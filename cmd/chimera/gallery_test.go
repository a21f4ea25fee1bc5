package main

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The gallery describes each variant by its file's leading comment, not
// by the comments further down (a tuned variant's weights say where they
// came from), while the diagram's block keeps every line.
func TestGalleryDescribesByLeadingComment(t *testing.T) {
	var out strings.Builder
	require.NoError(t, runGallery(&out))
	page := out.String()
	assert.Contains(t, page, "<p>Orthodox chess (FIDE rules).</p>")
	assert.NotContains(t, page, "rules). The AI", "chess's description runs into its weights' comment")
	assert.Contains(t, page, "Texel-tuned", "the block itself keeps the comment")
}
