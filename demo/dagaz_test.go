package demo_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chimera-variants/chimera/variants"
)

// Games whose moves are written in the Dagaz path language, played in
// Chromium by clicks: Fanorona's approach and withdrawal captures and a
// capture chain entered landing point by landing point, a checkers double
// jump, and the legend of a piece written in the path language.

// shipped is a shipped variant's block, the squares of the piece line
// that starts with prefix replaced by squares (to set up a position: the
// blocks have symmetry=none) when prefix is not "".
func shipped(t *testing.T, variant, prefix, squares string) string {
	t.Helper()
	text, ok := variants.Block(variant)
	require.True(t, ok, variant)
	if prefix == "" {
		return text
	}
	lines := strings.Split(strings.TrimRight(text, "\n"), "\n")
	found := false
	for i, l := range lines {
		if f := strings.Split(l, ":"); len(f) >= 5 && strings.HasPrefix(l, prefix) {
			f[len(f)-1] = squares
			lines[i], found = strings.Join(f, ":"), true
		}
	}
	require.True(t, found, prefix)
	return strings.Join(lines, "\n")
}

// pieceOn tells whether a square of diagram d shows a piece.
func pieceOn(t *testing.T, ctx context.Context, d, sq string) bool {
	return eval[bool](t, ctx, `!!document.querySelector('`+square(d, sq)+` .cq-piece')`)
}

// selectedSquares are the squares of diagram d shown as selected.
func selectedSquares(t *testing.T, ctx context.Context, d string) []string {
	return eval[[]string](t, ctx, `Array.from(document.querySelectorAll('`+d+
		` .cq-board:not(.cq-mini) .cq-selected')).map(e => e.dataset.sq).sort()`)
}

// TestFanoronaOpeningByClicks: the opening capture f3-e3 is either an
// approach (taking d3) or a withdrawal (taking g3); the landing point
// opens the chooser, a click on the victim plays that capture.
func TestFanoronaOpeningByClicks(t *testing.T) {
	ctx, errs := browser(t)
	url := server(t)
	d := ownDiagram(t, ctx, url, "fanorona", shipped(t, "fanorona", "", ""))
	screenshot(t, ctx, "fanorona-start")
	require.NoError(t, chromedp.Do(ctx, click(d, "f3")))
	assert.Equal(t, []string{"d3", "e3", "g3"}, marked(t, ctx, d), "the landing point and both victims")
	require.NoError(t, chromedp.Do(ctx, click(d, "e3")))
	assert.Equal(t, 2, eval[int](t, ctx, `document.querySelectorAll('`+d+` .cq-chooser button, `+d+` .cq-choice').length`),
		"approach or withdrawal: the chooser offers both")
	screenshot(t, ctx, "fanorona-opening-chooser")
	// a press dismisses the chooser; then the stone again, and the victim
	require.NoError(t, chromedp.Do(ctx, click(d, "a1"), click(d, "f3"), click(d, "g3")))
	settled(t, ctx, d)
	assert.False(t, pieceOn(t, ctx, d, "g3"), "withdrawal took g3")
	assert.True(t, pieceOn(t, ctx, d, "d3"))
	assert.True(t, pieceOn(t, ctx, d, "e3"))
	assert.Contains(t, text(t, ctx, d+` .cq-record`), "g3")
	screenshot(t, ctx, "fanorona-opening-played")
	assert.Empty(t, errs.list())
}

// TestFanoronaChainByClicks: a two-step chain entered stop by stop: e2-e3
// takes e4 by approach, e3-f3 takes g3; the stops clicked are shown, the
// taken stones disappear and the record shows the move.
func TestFanoronaChainByClicks(t *testing.T) {
	ctx, errs := browser(t)
	url := server(t)
	d := ownDiagram(t, ctx, url, "chain", shipped(t, "fanorona", "stone:", "e2,a1,,e4,g3,a5"))
	require.NoError(t, chromedp.Do(ctx, click(d, "e2")))
	assert.Equal(t, []string{"e3", "e4", "f3", "g3"}, marked(t, ctx, d))
	require.NoError(t, chromedp.Do(ctx, click(d, "e3")))
	assert.Equal(t, "", text(t, ctx, d+` .cq-record`), "e3 is a stop: nothing played yet")
	assert.Equal(t, []string{"e2", "e3"}, selectedSquares(t, ctx, d), "the stone and its first stop")
	screenshot(t, ctx, "fanorona-chain-stop")
	require.NoError(t, chromedp.Do(ctx, click(d, "f3")))
	settled(t, ctx, d)
	for _, sq := range []string{"e2", "e4", "g3"} {
		assert.False(t, pieceOn(t, ctx, d, sq), sq)
	}
	assert.True(t, pieceOn(t, ctx, d, "f3"))
	rec := text(t, ctx, d+` .cq-record`)
	assert.Contains(t, rec, "e4")
	assert.Contains(t, rec, "g3")
	screenshot(t, ctx, "fanorona-chain-played")
	assert.Empty(t, errs.list())
}

// TestCheckersDoubleJumpByClicks: c3 jumps d4 to e5, then f6 to g7, by
// three clicks.
func TestCheckersDoubleJumpByClicks(t *testing.T) {
	ctx, errs := browser(t)
	url := server(t)
	d := ownDiagram(t, ctx, url, "draughts", shipped(t, "checkers", "man:", "c3,a1,,d4,f6,b8"))
	require.NoError(t, chromedp.Do(ctx, click(d, "c3"), click(d, "e5")))
	assert.Equal(t, "", text(t, ctx, d+` .cq-record`))
	screenshot(t, ctx, "checkers-jump-stop")
	require.NoError(t, chromedp.Do(ctx, click(d, "g7")))
	settled(t, ctx, d)
	assert.False(t, pieceOn(t, ctx, d, "d4"))
	assert.False(t, pieceOn(t, ctx, d, "f6"))
	assert.True(t, pieceOn(t, ctx, d, "g7"))
	assert.NotEmpty(t, text(t, ctx, d+` .cq-record`))
	screenshot(t, ctx, "checkers-jump-played")
	assert.Empty(t, errs.list())
}

// TestDagazLegend: the legend entry of a piece written in the path
// language shows the text as written and the moves in words.
func TestDagazLegend(t *testing.T) {
	ctx, errs := browser(t)
	url := server(t)
	d := ownDiagram(t, ctx, url, "legend", shipped(t, "fanorona", "", ""))
	eval[int](t, ctx, `(() => { document.querySelector('`+d+` .cq-legend').open = true; return 0 })()`)
	require.NoError(t, chromedp.Do(ctx, chromedp.Click(chromedp.JSPath(
		`Array.from(document.querySelectorAll('`+d+` .cq-legend button')).find(b => b.textContent === 'stone')`))))
	time.Sleep(200 * time.Millisecond)
	leg := text(t, ctx, d+` .cq-legend`)
	t.Logf("legend: %s", leg)
	assert.Contains(t, leg, `dagaz=(*)[p];((*-\1)[p][R]|`)
	assert.Contains(t, leg, "path program")
	screenshot(t, ctx, "fanorona-legend")
	assert.Empty(t, errs.list())
}
