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

// TestFanoronaOpeningByClicks: in the gallery's Fanorona diagram the
// opening capture f3-e3 is either an approach (taking d3) or a withdrawal
// (taking g3); the landing point opens the chooser, a click on the victim
// plays that capture, and Black answers by clicks too.
func TestFanoronaOpeningByClicks(t *testing.T) {
	ctx, errs := browser(t)
	url := server(t)
	d := `#fanorona+p+.idiagram`
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(url+"/index.html#fanorona"), visible(d+` .cq-board`)))
	assert.True(t, eval[bool](t, ctx, `document.querySelector('`+d+` .cq-board').classList.contains('cq-style-points')`))
	assert.Equal(t, 5+9+32, eval[int](t, ctx, `document.querySelectorAll('`+d+` .cq-board > svg.cq-decor line').length`),
		"the lines through the points and the 32 diagonal links")
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
	// Black's answer: g4-g3 takes g2 and g1 by approach; a chain may go
	// on from g3 (to f3, taking e3), so g3 is a stop: clicked again, the
	// chain ends there
	require.NoError(t, chromedp.Do(ctx, click(d, "g4"), click(d, "g3")))
	settled(t, ctx, d)
	assert.Equal(t, []string{"g3", "g4"}, selectedSquares(t, ctx, d))
	screenshot(t, ctx, "fanorona-answer-stop")
	require.NoError(t, chromedp.Do(ctx, click(d, "g3")))
	settled(t, ctx, d)
	assert.False(t, pieceOn(t, ctx, d, "g2"))
	assert.False(t, pieceOn(t, ctx, d, "g1"))
	assert.True(t, pieceOn(t, ctx, d, "e3"), "the chain stopped before taking e3")
	assert.Contains(t, text(t, ctx, d+` .cq-status`), "white to move")
	screenshot(t, ctx, "fanorona-answer-played")
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
	settled(t, ctx, d)
	assert.Equal(t, "", text(t, ctx, d+` .cq-record`), "e3 is a stop: nothing played yet")
	assert.Equal(t, []string{"e2", "e3"}, selectedSquares(t, ctx, d), "the stone and its first stop")
	assert.True(t, pieceOn(t, ctx, d, "e3"), "the stone is shown on its stop")
	assert.False(t, pieceOn(t, ctx, d, "e4"), "e4, taken from e3, is shown gone")
	assert.True(t, pieceOn(t, ctx, d, "g3"))
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
	settled(t, ctx, d)
	assert.Equal(t, "", text(t, ctx, d+` .cq-record`))
	assert.True(t, pieceOn(t, ctx, d, "e5"), "the man is shown on its first landing square")
	assert.False(t, pieceOn(t, ctx, d, "d4"), "the man it jumped is shown gone")
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

// TestSteamrollerInGallery: the gallery's steamroller chess plays (the
// roller's first run over two pawns mates: it checks through pieces);
// its legend names the piece's path text and what it does.
func TestSteamrollerInGallery(t *testing.T) {
	ctx, errs := browser(t)
	url := server(t)
	d := `#steamroller+p+.idiagram`
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(url+"/index.html#steamroller"), visible(d+` .cq-board`),
		click(d, "a2"), click(d, "a4"), click(d, "b7"), click(d, "b5"), click(d, "a4"), click(d, "b5"),
		click(d, "a7"), click(d, "a5")))
	assert.Equal(t, "1. a4 b5 2. axb5 a5", text(t, ctx, d+` .cq-record`))
	// the white steamroller rolls up the a-file over a5 and a7 to a8
	require.NoError(t, chromedp.Do(ctx, click(d, "a1")))
	assert.Contains(t, marked(t, ctx, d), "a8")
	require.NoError(t, chromedp.Do(ctx, click(d, "a8")))
	settled(t, ctx, d)
	for _, sq := range []string{"a5", "a7"} {
		assert.False(t, pieceOn(t, ctx, d, sq), sq)
	}
	assert.True(t, pieceOn(t, ctx, d, "a8"))
	// the roller on a8 checks the king through b8, c8 and d8, which it
	// would take: no piece can block it, and the king is shut in
	assert.Equal(t, "1. a4 b5 2. axb5 a5 3. Txa5xa8#", text(t, ctx, d+` .cq-record`))
	assert.Contains(t, text(t, ctx, d+` .cq-status`), "checkmate, white wins")
	eval[int](t, ctx, `(() => { document.querySelector('`+d+` .cq-legend').open = true; return 0 })()`)
	require.NoError(t, chromedp.Do(ctx, visible(d+` .cq-legend table`)))
	leg := text(t, ctx, d+` .cq-legend`)
	assert.Contains(t, leg, `dagaz=(+)(([p];[ex])\1)*`)
	assert.Contains(t, leg, "may take several pieces in one move")
	screenshot(t, ctx, "steamroller-played")
	assert.Empty(t, errs.list())
}
