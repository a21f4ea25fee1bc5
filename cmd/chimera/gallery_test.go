package main

import (
	"strings"
	"testing"

	"github.com/chimera-variants/chimera/variants/nets"

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

// The gallery's diagrams of the variants with a shipped network name it
// (evalNet=nets/NAME.net, the copy build.sh puts beside the page), so the
// page's AI plays as the native engine does; the others name none.
func TestGalleryNamesShippedNets(t *testing.T) {
	var out strings.Builder
	require.NoError(t, runGallery(&out))
	page := out.String()
	for _, name := range []string{"chess", "crazyhouse", "shogi", "xiangqi"} {
		assert.Contains(t, page, galleryNetLine(name)+"\n", name)
	}
	assert.Equal(t, len(nets.Names()), strings.Count(page, "evalNet="), "one line a shipped network")
	assert.NotContains(t, page, galleryNetLine("makruk"))
}
