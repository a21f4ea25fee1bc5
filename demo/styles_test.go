package demo_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// labels are the texts of a diagram's coordinates on one side of the rim.
func labels(t *testing.T, ctx context.Context, d, side string) string {
	return strings.Join(eval[[]string](t, ctx, `Array.from(document.querySelectorAll('`+d+` .cq-coord-`+side+`')).map(e => e.textContent)`), " ")
}

// turned tells whether the piece on a square is drawn turned half round.
func turned(t *testing.T, ctx context.Context, d, sq string) bool {
	return eval[bool](t, ctx, `new DOMMatrix(getComputedStyle(document.querySelector('`+d+` .cq-sq[data-sq="`+sq+`"] .cq-piece')).transform).a < -0.99`)
}

// face is the characters of the piece on a square ("" when it has none).
func face(t *testing.T, ctx context.Context, d, sq string) string {
	return eval[string](t, ctx, `(document.querySelector('`+d+` .cq-sq[data-sq="`+sq+`"] .cq-face') || {dataset: {}}).dataset.face || ""`)
}

// flip presses a diagram's flip control, found by its label or tooltip.
func flip(t *testing.T, ctx context.Context, d string) {
	ok := eval[bool](t, ctx, `(() => {
		const b = Array.from(document.querySelectorAll('`+d+` button')).find(b =>
			/flip/i.test(b.textContent + ' ' + (b.getAttribute('aria-label') || '') + ' ' + (b.title || '')));
		if (b) b.click();
		return !!b })()`)
	require.True(t, ok, "%s has a flip button", d)
}

// TestBoardStyles: xiangqi, janggi, shogi and Chu Shogi drawn as their
// players know them (demo/styles.html): the style's class, the lines,
// the characters, Gote's pieces turned round, the coordinates on the rim
// and around the squares, the legend's move diagram in the same style.
func TestBoardStyles(t *testing.T) {
	// styles.html builds six diagrams, Chu Shogi's among them: seconds
	// on an idle machine, more than a minute once under CI with a
	// tuning run beside it
	ctx, errs := browserFor(t, 3*time.Minute)
	url := server(t)
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(url+"/styles.html")))
	for _, c := range []struct {
		id, style string
		lines     int // at least
	}{
		{"xiangqi", "xiangqi", 10 + 9 + 8 + 4}, // ranks, files (split by the river), palaces
		{"janggi", "janggi", 10 + 9 + 4},
		{"shogi", "shogi", 20},
		{"chu", "chu", 26},
		{"minishogi", "shogi", 12},
		{"makruk", "makruk", 18},
	} {
		d := `#` + c.id
		require.NoError(t, chromedp.Do(ctx, visible(d+` .cq-board`)))
		assert.True(t, eval[bool](t, ctx, `document.querySelector('`+d+` .cq-board').classList.contains('cq-style-`+c.style+`')`), c.id)
		assert.GreaterOrEqual(t, eval[int](t, ctx, `document.querySelectorAll('`+d+` .cq-board > svg.cq-decor line').length`), c.lines, c.id)
		assert.Equal(t, "true", eval[string](t, ctx, `document.querySelector('`+d+` .cq-decor').getAttribute('aria-hidden')`), c.id)
		assert.Equal(t, "none", eval[string](t, ctx, `getComputedStyle(document.querySelector('`+d+` .cq-decor')).pointerEvents`), c.id)
		assert.Equal(t, "rgba(0, 0, 0, 0)", eval[string](t, ctx, `getComputedStyle(document.querySelector('`+d+` .cq-sq.cq-dark')).backgroundColor`),
			"%s: no checkering", c.id)
	}

	// xiangqi: Red's general 帥 in red ink, Black's 將; the river and the
	// files numbered by each side
	x := `#xiangqi`
	// (the checks above left the window at the last diagram)
	require.NoError(t, chromedp.Do(ctx, chromedp.ScrollIntoView(chromedp.CSS(x))))
	assert.Equal(t, "帥", face(t, ctx, x, "e1"))
	assert.Equal(t, "將", face(t, ctx, x, "e10"))
	assert.Equal(t, "俥", face(t, ctx, x, "a1"))
	assert.Equal(t, "砲", face(t, ctx, x, "b8"))
	assert.True(t, eval[bool](t, ctx, `document.querySelector('`+x+` .cq-sq[data-sq="e1"] .cq-face').classList.contains('cq-ink-red')`))
	assert.Contains(t, eval[string](t, ctx, `document.querySelector('`+x+` .cq-decor').textContent`), "楚河")
	assert.Equal(t, "九 八 七 六 五 四 三 二 一", labels(t, ctx, x, "bottom"))
	assert.Equal(t, "1 2 3 4 5 6 7 8 9", labels(t, ctx, x, "top"))
	// the labels sit on the rim, outside the squares
	assert.True(t, eval[bool](t, ctx, `(() => {
		const sq = document.querySelector('`+x+` .cq-sq[data-sq="a1"]').getBoundingClientRect();
		const l = document.querySelector('`+x+` .cq-coord-bottom').getBoundingClientRect();
		return l.top >= sq.bottom - 0.5 })()`), "the file labels are below the squares")
	assert.Equal(t, "true", eval[string](t, ctx, `document.querySelector('`+x+` .cq-coords').getAttribute('aria-hidden')`))
	screenshot(t, ctx, "styles-xiangqi")

	// janggi: Cho's general, the largest piece, green; Han's soldier red
	j := `#janggi`
	require.NoError(t, chromedp.Do(ctx, chromedp.ScrollIntoView(chromedp.CSS(j))))
	assert.Equal(t, "楚", face(t, ctx, j, "e2"))
	assert.Equal(t, "漢", face(t, ctx, j, "e9"))
	assert.Equal(t, "兵", face(t, ctx, j, "a7"))
	assert.True(t, eval[bool](t, ctx, `document.querySelector('`+j+` .cq-sq[data-sq="e2"] .cq-face').classList.contains('cq-ink-green')`))
	assert.True(t, eval[bool](t, ctx, `document.querySelector('`+j+` .cq-sq[data-sq="e2"] .cq-face').classList.contains('cq-size-l')`))
	screenshot(t, ctx, "styles-janggi")

	// shogi: Sente's pieces point up, Gote's are turned round; kanji files
	// and ranks; flipping turns them all
	s := `#shogi`
	require.NoError(t, chromedp.Do(ctx, chromedp.ScrollIntoView(chromedp.CSS(s))))
	assert.Equal(t, "玉", face(t, ctx, s, "e1"))
	assert.Equal(t, "王", face(t, ctx, s, "e9"))
	assert.Equal(t, "飛", face(t, ctx, s, "h2"))
	assert.False(t, turned(t, ctx, s, "e1"), "Sente's king points up")
	assert.True(t, turned(t, ctx, s, "e9"), "Gote's king is turned round")
	assert.True(t, turned(t, ctx, s, "a7"), "Gote's pawn is turned round")
	assert.Equal(t, "9 8 7 6 5 4 3 2 1", labels(t, ctx, s, "top"))
	assert.Equal(t, "一 二 三 四 五 六 七 八 九", labels(t, ctx, s, "right"))
	assert.Equal(t, 4, eval[int](t, ctx, `document.querySelectorAll('`+s+` .cq-decor .cq-star').length`), "star points")
	screenshot(t, ctx, "styles-shogi")
	flip(t, ctx, s)
	assert.True(t, turned(t, ctx, s, "e1"), "flipped: Sente's king points down")
	assert.False(t, turned(t, ctx, s, "e9"), "flipped: Gote's king points up")
	assert.Equal(t, "1 2 3 4 5 6 7 8 9", labels(t, ctx, s, "top"))
	assert.Equal(t, "九 八 七 六 五 四 三 二 一", labels(t, ctx, s, "right"))
	assert.Positive(t, eval[int](t, ctx, `document.querySelectorAll('`+s+` .cq-board > svg.cq-decor line').length`), "the lines stay after flipping")
	flip(t, ctx, s)
	// the legend's move diagram is drawn in the style too
	eval[int](t, ctx, `(() => { document.querySelector('`+s+` .cq-legend').open = true; return 0 })()`)
	require.NoError(t, chromedp.Do(ctx, chromedp.WaitVisible(chromedp.CSS(s+` .cq-legend table`))))
	eval[int](t, ctx, `(() => { document.querySelectorAll('`+s+` .cq-legend td button')[4].click(); return 0 })()`)
	require.NoError(t, chromedp.Do(ctx, chromedp.WaitVisible(chromedp.CSS(s+` .cq-movediagram .cq-board`))))
	assert.True(t, eval[bool](t, ctx, `document.querySelector('`+s+` .cq-movediagram .cq-board').classList.contains('cq-style-shogi')`))
	assert.Positive(t, eval[int](t, ctx, `document.querySelectorAll('`+s+` .cq-movediagram .cq-decor line').length`))
	assert.Equal(t, 1, eval[int](t, ctx, `document.querySelectorAll('`+s+` .cq-movediagram .cq-face').length`))
	eval[int](t, ctx, `(() => { document.querySelector('`+s+` .cq-legend').open = false; return 0 })()`)

	// Chu Shogi: two characters stacked, promoted sides red
	c := `#chu`
	require.NoError(t, chromedp.Do(ctx, chromedp.ScrollIntoView(chromedp.CSS(c))))
	assert.Equal(t, "獅子", face(t, ctx, c, "f3"))
	assert.Equal(t, 2, eval[int](t, ctx, `document.querySelectorAll('`+c+` .cq-sq[data-sq="f3"] .cq-face text').length`))
	assert.Equal(t, "醉象", face(t, ctx, c, "g1"))
	assert.True(t, turned(t, ctx, c, "g12"), "a Gote piece")
	assert.Contains(t, labels(t, ctx, c, "right"), "十二")
	screenshot(t, ctx, "styles-chu")

	// a phone: the boards fit the screen
	require.NoError(t, chromedp.Do(ctx, chromedp.EmulateViewport(390, 844, chromedp.EmulateMobile)))
	for _, id := range []string{"xiangqi", "shogi", "chu"} {
		require.NoError(t, chromedp.Do(ctx, chromedp.ScrollIntoView(chromedp.CSS(`#`+id))))
		right := eval[float64](t, ctx, `document.querySelector('#`+id+` .cq-board').getBoundingClientRect().right`)
		assert.LessOrEqual(t, right, 390.0, "%s fits a 390 px screen", id)
		screenshot(t, ctx, "styles-phone-"+id)
	}
	assert.Empty(t, errs.list())
}
