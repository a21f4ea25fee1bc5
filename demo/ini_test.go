package demo_test

import (
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A Fairy-Stockfish variants.ini section pasted as a diagram's text is
// read as a variant (README "Fairy-Stockfish's variants.ini"): the board
// has the section's size and pieces, it plays, and a key Chimera has no
// counterpart for is a warning under the diagram naming its line.
func TestINISectionInPage(t *testing.T) {
	ctx, errs := browser(t)
	url := server(t)
	section := `[tinyhouse:crazyhouse]
maxRank = 6
maxFile = 6
bishop = -
startFen = rnqknr/pppppp/6/6/PPPPPP/RNQKNR[] w - - 0 1
promotionRegionWhite = *6
promotionRegionBlack = *1
promotionPieceTypes = nrq
doubleStep = false
castling = false
pieceDemotion = true
`
	d := ownDiagram(t, ctx, url, "tiny", section)
	assert.Equal(t, 36, eval[int](t, ctx, `document.querySelectorAll('`+d+` .cq-board .cq-sq').length`), "a 6x6 board")
	require.NoError(t, chromedp.Do(ctx, click(d, "c2")))
	assert.Equal(t, []string{"c3"}, marked(t, ctx, d), "no double step")
	require.NoError(t, chromedp.Do(ctx, click(d, "c3")))
	assert.Equal(t, "1. c3", text(t, ctx, d+` .cq-record`))
	warned := text(t, ctx, d+` .cq-warnings`)
	assert.Contains(t, warned, "pieceDemotion")
	assert.Contains(t, warned, "Line 11")
	assert.Empty(t, errs.list())
}
