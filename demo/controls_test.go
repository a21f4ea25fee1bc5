package demo_test

import (
	"context"
	"testing"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The controls around the board (wasm/controls*.go, ai.go, resize.go):
// the board fits a phone whatever squareSize= asks, the resize grip, the
// toolbar found by its aria-labels, the move list, enableAI=0, the dark
// theme. Screenshots go to the test's artifacts and, when
// CHIMERA_SCREENSHOTS names a directory, there too.

// phone is a 390x844 touch phone's viewport (the page's viewport meta applies).
func phone() chromedp.Action[chromedp.Void] {
	return chromedp.EmulateViewport(390, 844, chromedp.EmulateMobile, chromedp.EmulatePortrait, chromedp.EmulateTouch)
}

// rect is an element's box in the viewport: left, top, right, bottom.
func rect(t *testing.T, ctx context.Context, sel string) [4]float64 {
	r := eval[[]float64](t, ctx, `(() => { const r = document.querySelector('`+sel+`').getBoundingClientRect();
		return [r.left, r.top, r.right, r.bottom] })()`)
	require.Len(t, r, 4)
	return [4]float64{r[0], r[1], r[2], r[3]}
}

// squareSize is the width of a diagram's square a1, in pixels.
func squareSize(t *testing.T, ctx context.Context, d string) float64 {
	r := rect(t, ctx, d+` .cq-board .cq-sq[data-sq="a1"]`)
	return r[2] - r[0]
}

// byLabel clicks the button of diagram d with this aria-label.
func byLabel(d, label string) chromedp.Action[chromedp.Void] {
	return chromedp.Click(chromedp.CSS(d + ` [aria-label="` + label + `"]`))
}

// darkTheme makes the page's prefers-color-scheme dark.
func darkTheme() chromedp.Action[chromedp.Void] {
	return chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := cdp.Call(ctx, tg, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{
			Features: []*emulation.MediaFeature{{Name: "prefers-color-scheme", Value: "dark"}}})
		return err
	})
}

// TestControlsPhoneFits: on a 390 px phone a 10-file board asking for
// 50 px squares (500 px) is shrunk to the page's width: nothing sticks out
// and the page does not scroll sideways, the menu with its FEN field
// included; a diagram in a table cell is not collapsed.
func TestControlsPhoneFits(t *testing.T) {
	ctx, errs := browser(t)
	url := server(t)
	d := "#wide"
	require.NoError(t, chromedp.Do(ctx, phone(), chromedp.Navigate(url+"/phone.html"), visible(d+` .cq-board`)))
	assert.Equal(t, 390, eval[int](t, ctx, `window.innerWidth`))
	board := rect(t, ctx, d+` .cq-board`)
	assert.GreaterOrEqual(t, board[0], 0.0)
	assert.LessOrEqual(t, board[2], 390.0, "the board ends inside the screen")
	// and inside its own element, which the page's padding makes narrower
	// than the screen (a size from the window's width alone would not fit)
	assert.LessOrEqual(t, rect(t, ctx, d+` .cq-main`)[2], rect(t, ctx, d)[2]+0.5, "the board's column ends inside the diagram's element")
	sq := squareSize(t, ctx, d)
	assert.Less(t, sq, 50.0, "squareSize=50 is shrunk to fit")
	assert.Greater(t, sq, 28.0, "and the board still takes the screen's width")
	assert.LessOrEqual(t, rect(t, ctx, d+` .cq-toolbar`)[2], 390.0)
	assert.LessOrEqual(t, eval[int](t, ctx, `document.documentElement.scrollWidth`), 390, "no sideways scrolling")
	screenshot(t, ctx, "controls-phone-light")
	// the loading placeholder (as chimera.js makes it) takes the drawn
	// diagram's place: the page does not move when the board is drawn
	placeholder := eval[float64](t, ctx, `(() => { const p = document.createElement('div');
		p.className = 'idiagram cq-loading'; p.style.cssText = '--files:10;--ranks:8;--sq-pref:50px';
		document.querySelector('#wide').after(p); const h = p.getBoundingClientRect().height; p.remove(); return h })()`)
	assert.InDelta(t, rect(t, ctx, d)[3]-rect(t, ctx, d)[1], placeholder, 2, "the placeholder is as tall as the diagram")

	// the menu opens inside the screen, the FEN field inside the menu
	require.NoError(t, chromedp.Do(ctx, chromedp.Click(chromedp.CSS(d+` .cq-menu > summary`)),
		chromedp.WaitVisible(chromedp.CSS(d+` .cq-fen`))))
	menu, fen := rect(t, ctx, d+` .cq-menu-body`), rect(t, ctx, d+` .cq-fen`)
	assert.LessOrEqual(t, menu[2], 390.0)
	assert.GreaterOrEqual(t, menu[0], 0.0)
	assert.LessOrEqual(t, fen[2], menu[2], "the FEN field stays in its panel")
	assert.LessOrEqual(t, eval[int](t, ctx, `document.documentElement.scrollWidth`), 390)
	screenshot(t, ctx, "controls-phone-menu")

	// a board in a table cell (as wide as its content) keeps its size
	require.NoError(t, chromedp.Do(ctx, visible(`#cell .cq-board`)))
	assert.Greater(t, squareSize(t, ctx, "#cell"), 30.0, "not collapsed to nothing")
	assert.LessOrEqual(t, rect(t, ctx, `#cell .cq-board`)[2], 390.0)
	assert.Empty(t, errs.list())
}

// TestControlsResizeRemembered: dragging the grip at the board's corner
// changes the square size, the arrow keys too, and the page remembers
// the size after a reload (for this diagram only).
func TestControlsResizeRemembered(t *testing.T) {
	ctx, errs := browser(t)
	url := server(t)
	d := "#wide"
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(url+"/phone.html"), visible(d+` .cq-board`)))
	require.InDelta(t, 50, squareSize(t, ctx, d), 0.5, "squareSize=50 where there is room")
	other := squareSize(t, ctx, "#noai")
	g := rect(t, ctx, d+` .cq-grip`)
	x, y := (g[0]+g[2])/2, (g[1]+g[3])/2
	held := func(p *input.DispatchMouseEventParams) { p.Button, p.Buttons = input.MouseButtonLeft, 1 }
	// 100 px left (10 files: 10 px a square) and 80 px up (8 ranks: 10 px)
	require.NoError(t, chromedp.Do(ctx,
		chromedp.MouseEvent(chromedp.MousePressed, x, y, chromedp.ButtonLeft, chromedp.ClickCount(1)),
		chromedp.MouseEvent(chromedp.MouseMoved, x-50, y-40, held),
		chromedp.MouseEvent(chromedp.MouseMoved, x-100, y-80, held),
		chromedp.MouseEvent(chromedp.MouseReleased, x-100, y-80, chromedp.ButtonLeft, chromedp.ClickCount(1))))
	assert.InDelta(t, 40, squareSize(t, ctx, d), 1, "the corner followed the pointer")
	// two steps up with the keyboard: 2 px each
	require.NoError(t, chromedp.Do(ctx, chromedp.Focus(chromedp.CSS(d+` .cq-grip`)),
		chromedp.KeyEvent(kb.ArrowUp), chromedp.KeyEvent(kb.ArrowUp)))
	assert.InDelta(t, 44, squareSize(t, ctx, d), 0.5)
	assert.Equal(t, "44", eval[string](t, ctx, `document.querySelector('`+d+` .cq-grip').getAttribute('aria-valuenow')`))
	assert.Equal(t, other, squareSize(t, ctx, "#noai"), "the other diagrams keep their size")
	screenshot(t, ctx, "controls-resized")

	require.NoError(t, chromedp.Do(ctx, chromedp.Reload(), visible(d+` .cq-board`), visible(`#noai .cq-board`)))
	assert.InDelta(t, 44, squareSize(t, ctx, d), 0.5, "the size is remembered")
	assert.Equal(t, other, squareSize(t, ctx, "#noai"))
	// a double click forgets it
	require.NoError(t, chromedp.Do(ctx, chromedp.DoubleClick(chromedp.CSS(d+` .cq-grip`))))
	assert.InDelta(t, 50, squareSize(t, ctx, d), 0.5)
	assert.Empty(t, errs.list())
}

// TestControlsToolbarAndMoveList: the move list is hidden before the first
// move, then marks the move shown; the toolbar's buttons, found by their
// aria-labels, step through the game, flip the board and undo.
func TestControlsToolbarAndMoveList(t *testing.T) {
	ctx, errs := browser(t)
	url := server(t)
	d := "#first"
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(url+"/multi.html"), visible(d+` .cq-board`)))
	assert.True(t, eval[bool](t, ctx, `document.querySelector('`+d+` .cq-record').offsetParent === null`),
		"no empty move list before the first move")
	assert.True(t, eval[bool](t, ctx, `document.querySelector('`+d+` .cq-thinking').offsetParent === null`),
		"no empty thinking box")
	assert.Equal(t, "status", eval[string](t, ctx, `document.querySelector('`+d+` .cq-status').getAttribute('role')`))
	require.NoError(t, chromedp.Do(ctx, click(d, "e2"), click(d, "e4"), click(d, "e7"), click(d, "e5")))
	current := func() string {
		return eval[string](t, ctx, `Array.from(document.querySelectorAll('`+d+` .cq-mv-current')).map(e =>
			e.textContent + ':' + e.getAttribute('aria-current')).join(' ')`)
	}
	assert.True(t, eval[bool](t, ctx, `document.querySelector('`+d+` .cq-record').offsetParent !== null`))
	assert.Equal(t, "e5:true", current())

	require.NoError(t, chromedp.Do(ctx, byLabel(d, "previous move")))
	assert.Contains(t, text(t, ctx, d+` .cq-status`), "move 1 of 2")
	assert.Equal(t, "e4:true", current())
	require.NoError(t, chromedp.Do(ctx, byLabel(d, "first position")))
	assert.Contains(t, text(t, ctx, d+` .cq-status`), "move 0 of 2")
	assert.Equal(t, "", current())
	require.NoError(t, chromedp.Do(ctx, byLabel(d, "next move")))
	assert.Equal(t, "e4:true", current())
	require.NoError(t, chromedp.Do(ctx, byLabel(d, "last position")))
	assert.Equal(t, "white to move", text(t, ctx, d+` .cq-status`))
	assert.Equal(t, "e5:true", current())
	// a move of the list shows the position after it
	require.NoError(t, chromedp.Do(ctx, chromedp.Click(chromedp.CSS(d+` .cq-mv[data-ply="0"]`))))
	assert.Contains(t, text(t, ctx, d+` .cq-status`), "move 1 of 2")
	require.NoError(t, chromedp.Do(ctx, byLabel(d, "last position")))

	above := func(a, b string) bool {
		return rect(t, ctx, d+` .cq-sq[data-sq="`+a+`"]`)[1] < rect(t, ctx, d+` .cq-sq[data-sq="`+b+`"]`)[1]
	}
	require.True(t, above("a8", "a1"))
	require.NoError(t, chromedp.Do(ctx, byLabel(d, "Flip the board")))
	assert.True(t, above("a1", "a8"), "flipped: White's side on top")
	screenshot(t, ctx, "controls-flipped")
	require.NoError(t, chromedp.Do(ctx, byLabel(d, "Flip the board")))
	assert.True(t, above("a8", "a1"))

	require.NoError(t, chromedp.Do(ctx, byLabel(d, "Undo the last move")))
	assert.Equal(t, "1. e4", text(t, ctx, d+` .cq-record`))
	assert.Contains(t, text(t, ctx, d+` .cq-status`), "black to move")

	// a game loaded from the menu: the menu closes, the list scrolls to
	// its last move
	game := "1. e4 e5 2. Nf3 Nc6 3. Bc4 Nf6 4. d3 Bc5 5. c3 d6 6. O-O O-O 7. Nbd2 a6 8. a4 h6 9. h3 Be6 " +
		"10. Bxe6 fxe6 11. Qb3 Qd7 12. Qxb7 Rab8 13. Qxa6 Rxb2"
	require.NoError(t, chromedp.Do(ctx, chromedp.Click(chromedp.CSS(d+` .cq-menu > summary`)),
		chromedp.WaitVisible(chromedp.CSS(d+` .cq-fen`))))
	eval[int](t, ctx, `(() => { document.querySelector('`+d+` .cq-fen').value = '`+game+`'; return 0 })()`)
	require.NoError(t, chromedp.Do(ctx, chromedp.Click(chromedp.CSS(d+` .cq-load`))))
	assert.Equal(t, game, text(t, ctx, d+` .cq-record`))
	assert.False(t, eval[bool](t, ctx, `document.querySelector('`+d+` .cq-menu').open`), "the menu closes after a load")
	assert.Equal(t, "Rxb2:true", current())
	assert.True(t, eval[bool](t, ctx, `(() => { const l = document.querySelector('`+d+` .cq-record'),
		r = l.getBoundingClientRect(), c = l.querySelector('.cq-mv-current').getBoundingClientRect();
		return l.scrollTop > 0 && c.top >= r.top && c.bottom <= r.bottom })()`), "the current move is in the list's view")
	screenshot(t, ctx, "controls-long-game")

	// the result on the board's edge, with Restart there
	require.NoError(t, chromedp.Do(ctx, chromedp.Click(chromedp.CSS(d+` .cq-menu > summary`)),
		chromedp.WaitVisible(chromedp.CSS(d+` .cq-fen`))))
	eval[int](t, ctx, `(() => { document.querySelector('`+d+` .cq-fen').value = '1. f3 e5 2. g4 Qh4#'; return 0 })()`)
	require.NoError(t, chromedp.Do(ctx, chromedp.Click(chromedp.CSS(d+` .cq-load`))))
	assert.Equal(t, "Game over: checkmate, black wins", text(t, ctx, d+` .cq-statusbar .cq-status`))
	assert.Equal(t, "1", eval[string](t, ctx, `document.querySelector('`+d+` .cq-dot').dataset.color`), "the winner's token")
	screenshot(t, ctx, "controls-game-over")
	require.NoError(t, chromedp.Do(ctx, chromedp.Click(chromedp.CSS(d+` .cq-statusbar .cq-again`))))
	assert.Equal(t, "white to move", text(t, ctx, d+` .cq-status`))
	assert.True(t, eval[bool](t, ctx, `document.querySelector('`+d+` .cq-again').offsetParent === null`), "Restart only when the game is over")
	assert.Equal(t, "", text(t, ctx, d+` .cq-record`))
	assert.Empty(t, errs.list())
}

// TestControlsEnableAIOff: enableAI=0 hides the computer's controls of
// that diagram only.
func TestControlsEnableAIOff(t *testing.T) {
	ctx, errs := browser(t)
	url := server(t)
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(url+"/phone.html"), visible(`#wide .cq-board`), visible(`#noai .cq-board`)))
	shown := func(sel string) bool {
		return eval[bool](t, ctx, `(() => { const e = document.querySelector('`+sel+`'); return !!e && e.offsetParent !== null })()`)
	}
	assert.True(t, shown(`#wide [aria-label="Computer move"]`))
	assert.True(t, shown(`#wide .cq-ai-opts > summary`))
	assert.False(t, shown(`#noai [aria-label="Computer move"]`), "no computer with enableAI=0")
	assert.False(t, shown(`#noai .cq-ai-opts > summary`))
	assert.True(t, shown(`#noai [aria-label="Flip the board"]`), "the rest of the toolbar stays")
	assert.Empty(t, errs.list())
}

// TestControlsDarkTheme: with prefers-color-scheme dark the panels and the
// text change colour (light text on a dark panel); screenshots of both
// themes on a desktop and on a phone.
func TestControlsDarkTheme(t *testing.T) {
	ctx, errs := browser(t)
	url := server(t)
	d := "#first"
	require.NoError(t, chromedp.Do(ctx, chromedp.EmulateViewport(1280, 900), chromedp.Navigate(url+"/multi.html"),
		visible(d+` .cq-board`), click(d, "e2"), click(d, "e4"), click(d, "e7"), click(d, "e5")))
	colours := func() []string {
		return eval[[]string](t, ctx, `['.cq-statusbar', '.cq-toolbar', '.cq-record', '.cq-status'].map(s => {
			const c = getComputedStyle(document.querySelector('`+d+` ' + s)); return c.backgroundColor + ' ' + c.color })`)
	}
	// the sum of a colour's channels: light > 384 > dark
	lightness := func(prop, sel string) int {
		return eval[int](t, ctx, `getComputedStyle(document.querySelector('`+d+` `+sel+`')).`+prop+`.match(/\d+/g).slice(0, 3).reduce((a, b) => a + +b, 0)`)
	}
	light := colours()
	assert.Greater(t, lightness("backgroundColor", ".cq-statusbar"), 384, "a light panel")
	assert.Less(t, lightness("color", ".cq-status"), 384, "dark text")
	screenshot(t, ctx, "controls-desktop-light")
	require.NoError(t, chromedp.Do(ctx, darkTheme()))
	dark := colours()
	for i := range light {
		assert.NotEqual(t, light[i], dark[i], "colours of %s change", []string{"status bar", "toolbar", "move list", "status"}[i])
	}
	assert.Less(t, lightness("backgroundColor", ".cq-statusbar"), 384, "a dark panel")
	assert.Greater(t, lightness("color", ".cq-status"), 384, "light text")
	screenshot(t, ctx, "controls-desktop-dark")
	require.NoError(t, chromedp.Do(ctx, phone(), chromedp.Navigate(url+"/phone.html"), visible(`#wide .cq-board`)))
	screenshot(t, ctx, "controls-phone-dark")
	assert.Empty(t, errs.list())
}
