package demo_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The board's interaction in Chromium: drags with the pointer (a ghost
// under it, a click after it), drops from the hand, click-to-deselect, the
// move animation and reduced motion, the promotion chooser on the board,
// keyboard-only play and Undo with the computer answering.

// promotionBlock is a chess position with a White pawn on e7 that may
// promote on e8 or by taking the rook on d8.
const promotionBlock = `files=8 ranks=8 promoZone=1 promoChoice=QRBN symmetry=none
pawn::::e7
knight:N:::
bishop::::
rook::::,,d8
queen::::
king::K::e1,,h8`

// ownDiagram puts a diagram of block at the top of multi.html, with the
// element id, and waits for its board.
func ownDiagram(t *testing.T, ctx context.Context, url, id, block string) string {
	t.Helper()
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(url+"/multi.html"), visible(`#first .cq-board`)))
	eval[int](t, ctx, `((id, text) => { const d = document.createElement('div'); d.className = 'idiagram'; d.id = id;
		d.textContent = text; document.body.prepend(d); chimeraRender(d); window.scrollTo(0, 0); return 0 })(`+
		jsString(id)+`, `+jsString(block)+`)`)
	require.NoError(t, chromedp.Do(ctx, chromedp.WaitVisible(chromedp.CSS(`#`+id+` .cq-board`))))
	return "#" + id
}

// jsString quotes s for a JavaScript expression.
func jsString(s string) string {
	r := strings.NewReplacer(`\`, `\\`, "`", "\\`", "$", `\$`)
	return "`" + r.Replace(s) + "`"
}

// center is the middle of the element sel in the window.
func center(t *testing.T, ctx context.Context, sel string) (float64, float64) {
	t.Helper()
	xy := eval[[]float64](t, ctx, `(() => { const r = document.querySelector('`+sel+`').getBoundingClientRect();
		return [r.x + r.width / 2, r.y + r.height / 2] })()`)
	require.Len(t, xy, 2)
	return xy[0], xy[1]
}

// square is the selector of a square of diagram d.
func square(d, sq string) string { return d + ` .cq-sq[data-sq="` + sq + `"]` }

// drag presses the mouse on from, moves it halfway and then onto to (mid
// runs at the halfway point, the button still pressed) and releases it.
func drag(t *testing.T, ctx context.Context, from, to string, mid func()) {
	t.Helper()
	x0, y0 := center(t, ctx, from)
	x1, y1 := center(t, ctx, to)
	require.NoError(t, chromedp.Do(ctx,
		chromedp.MouseEvent(input.DispatchMouseEventTypeMouseMoved, x0, y0),
		chromedp.MouseEvent(input.DispatchMouseEventTypeMousePressed, x0, y0, chromedp.ButtonLeft, chromedp.ClickCount(1)),
		chromedp.MouseEvent(input.DispatchMouseEventTypeMouseMoved, (x0+x1)/2, (y0+y1)/2, chromedp.ButtonLeft)))
	if mid != nil {
		mid()
	}
	require.NoError(t, chromedp.Do(ctx,
		chromedp.MouseEvent(input.DispatchMouseEventTypeMouseMoved, x1, y1, chromedp.ButtonLeft),
		chromedp.MouseEvent(input.DispatchMouseEventTypeMouseReleased, x1, y1, chromedp.ButtonLeft, chromedp.ClickCount(1))))
}

// settled waits until no move animation runs on the board.
func settled(t *testing.T, ctx context.Context, d string) {
	t.Helper()
	require.True(t, waitFor(t, ctx, `!document.querySelector('`+d+` .cq-board').classList.contains('cq-animating')`, 3*time.Second),
		"the animation ends")
}

// TestBoardDragWithGhostThenClick: a piece dragged follows the pointer (a
// ghost, its square faded, its targets marked); dropped on a target it
// moves, and the next moves by clicking work (the click after a drag is
// not swallowed).
func TestBoardDragWithGhostThenClick(t *testing.T) {
	ctx, errs := browser(t)
	url := server(t)
	d := "#first"
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(url+"/multi.html"), visible(d+` .cq-board`)))
	drag(t, ctx, square(d, "e2"), square(d, "e4"), func() {
		assert.Equal(t, 1, eval[int](t, ctx, `document.querySelectorAll('`+d+` .cq-ghost .cq-piece').length`), "a ghost under the pointer")
		gx, gy := center(t, ctx, d+` .cq-ghost`)
		ex, ey := center(t, ctx, square(d, "e2"))
		fx, fy := center(t, ctx, square(d, "e4"))
		assert.InDelta(t, (ex+fx)/2, gx, 2, "the ghost's middle is under the pointer")
		assert.InDelta(t, (ey+fy)/2, gy, 2)
		assert.True(t, eval[bool](t, ctx, `document.querySelector('`+square(d, "e2")+`').classList.contains('cq-dragfrom')`), "the origin is faded")
		assert.Equal(t, []string{"e3", "e4"}, marked(t, ctx, d), "the targets are marked while dragging")
		screenshot(t, ctx, "board-drag-ghost")
	})
	assert.Equal(t, "1. e4", text(t, ctx, d+` .cq-record`))
	assert.Equal(t, 0, eval[int](t, ctx, `document.querySelectorAll('.cq-ghost').length`), "the ghost is gone")
	assert.Equal(t, "e4, white pawn", eval[string](t, ctx, `document.querySelector('`+square(d, "e4")+`').getAttribute('aria-label')`))
	require.NoError(t, chromedp.Do(ctx, click(d, "e7")))
	assert.Equal(t, []string{"e5", "e6"}, marked(t, ctx, d), "the first click after the drag selects")
	require.NoError(t, chromedp.Do(ctx, click(d, "e5")))
	assert.Equal(t, "1. e4 e5", text(t, ctx, d+` .cq-record`))
	assert.Equal(t, "e5", eval[string](t, ctx, `document.activeElement.dataset.sq || ""`), "the focus follows the board's cursor")
	assert.False(t, eval[bool](t, ctx, `document.activeElement.matches(':focus-visible')`), "no focus ring after a mouse click")
	// a drag to a square the piece cannot reach: it goes back
	drag(t, ctx, square(d, "g1"), square(d, "g4"), nil)
	assert.Equal(t, "1. e4 e5", text(t, ctx, d+` .cq-record`))
	assert.Empty(t, marked(t, ctx, d))
	assert.True(t, eval[bool](t, ctx, `!!document.querySelector('`+square(d, "g1")+` .cq-piece')`), "the knight is back on g1")
	assert.Empty(t, errs.list())
}

// TestBoardDropFromHand: in crazyhouse a piece of the hand is dragged onto
// the board; the hands sit beside their own sides of the board.
func TestBoardDropFromHand(t *testing.T) {
	ctx, errs := browser(t)
	url := server(t)
	d := `#crazyhouse+p+.idiagram`
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(url+"/index.html#crazyhouse"), visible(d+` .cq-board`),
		click(d, "e2"), click(d, "e4"), click(d, "d7"), click(d, "d5"), click(d, "e4"), click(d, "d5"),
		click(d, "d8"), click(d, "d5")))
	assert.Equal(t, "1. e4 d5 2. exd5 Qxd5", text(t, ctx, d+` .cq-record`))
	bottom := d + ` .cq-hand-bottom .cq-handpiece`
	assert.Equal(t, "white pawn, 1 in hand", eval[string](t, ctx, `document.querySelector('`+bottom+`').getAttribute('aria-label')`))
	assert.Equal(t, "black pawn, 1 in hand", eval[string](t, ctx, `document.querySelector('`+d+` .cq-hand-top .cq-handpiece').getAttribute('aria-label')`))
	_, handY := center(t, ctx, bottom)
	_, boardY := center(t, ctx, d+` .cq-board`)
	assert.Greater(t, handY, boardY, "White's hand beside the board's bottom half")
	drag(t, ctx, bottom, square(d, "d4"), func() {
		assert.Equal(t, 1, eval[int](t, ctx, `document.querySelectorAll('`+d+` .cq-ghost').length`))
		assert.Contains(t, marked(t, ctx, d), "d4")
	})
	assert.Equal(t, "1. e4 d5 2. exd5 Qxd5 3. P@d4", text(t, ctx, d+` .cq-record`))
	assert.Equal(t, 0, eval[int](t, ctx, `document.querySelectorAll('`+bottom+`').length`), "the hand is empty")
	screenshot(t, ctx, "board-drop")
	assert.Empty(t, errs.list())
}

// TestBoardClickDeselects: a second click on the selected piece puts it
// down; aria-selected follows.
func TestBoardClickDeselects(t *testing.T) {
	ctx, errs := browser(t)
	url := server(t)
	d := "#first"
	sel := `document.querySelector('` + square(d, "e2") + `').getAttribute('aria-selected')`
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(url+"/multi.html"), visible(d+` .cq-board`), click(d, "e2")))
	assert.Equal(t, []string{"e3", "e4"}, marked(t, ctx, d))
	assert.Equal(t, "true", eval[string](t, ctx, sel))
	assert.Contains(t, text(t, ctx, d+` .cq-live`), "e2, white pawn, selected; 2 moves: e3, e4")
	require.NoError(t, chromedp.Do(ctx, click(d, "e2")))
	assert.Empty(t, marked(t, ctx, d))
	assert.Equal(t, "", eval[string](t, ctx, `(`+sel+`) || ""`))
	assert.Contains(t, text(t, ctx, d+` .cq-live`), "deselected")
	assert.Empty(t, errs.list())
}

// TestBoardAnimation: a move slides its piece (the board is cq-animating
// meanwhile) and settles; with reduced motion nothing slides.
func TestBoardAnimation(t *testing.T) {
	for _, reduce := range []bool{false, true} {
		name := "motion"
		if reduce {
			name = "reduced motion"
		}
		t.Run(name, func(t *testing.T) {
			ctx, errs := browser(t)
			url := server(t)
			d := "#first"
			if reduce {
				_, err := chromedp.Call(ctx, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{
					Features: []*emulation.MediaFeature{{Name: "prefers-reduced-motion", Value: "reduce"}}})
				require.NoError(t, err)
			}
			require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(url+"/multi.html"), visible(d+` .cq-board`)))
			// record whether the board ever animates, and the e2 pawn's node
			eval[int](t, ctx, `(() => { const b = document.querySelector('#first .cq-board'); window.animated = false;
				window.pawn = document.querySelector('#first .cq-sq[data-sq="e2"] .cq-piece');
				new MutationObserver(() => { if (b.classList.contains('cq-animating')) window.animated = true })
					.observe(b, {attributes: true, attributeFilter: ['class']}); return 0 })()`)
			require.NoError(t, chromedp.Do(ctx, click(d, "e2"), click(d, "e4")))
			settled(t, ctx, d)
			assert.Equal(t, !reduce, eval[bool](t, ctx, `window.animated`), "the board animates unless motion is reduced")
			assert.True(t, eval[bool](t, ctx, `document.querySelector('#first .cq-sq[data-sq="e4"] .cq-piece') === window.pawn`),
				"the same piece node moved: the board was not rebuilt")
			// the slide ends: the board's class goes by a timer set for
			// the slide's length, while a loaded machine may start the
			// slide itself a frame or two late, so it gets a moment
			assert.True(t, waitFor(t, ctx, `document.querySelector('#first .cq-sq[data-sq="e4"] .cq-piece').getAnimations().length === 0`, 2*time.Second),
				"no animation left running on the piece")
			assert.Empty(t, errs.list())
		})
	}
}

// TestBoardPromotionChooser: a pawn reaching the last rank opens a chooser
// of pieces on the board at the promotion square; the knight is chosen. A
// square that is a capture and a promotion shows both marks.
func TestBoardPromotionChooser(t *testing.T) {
	ctx, errs := browser(t)
	url := server(t)
	d := ownDiagram(t, ctx, url, "promo", promotionBlock)
	require.NoError(t, chromedp.Do(ctx, click(d, "e7")))
	d8 := `document.querySelector('` + square(d, "d8") + `')`
	assert.True(t, eval[bool](t, ctx, d8+`.classList.contains('cq-capture') && `+d8+`.classList.contains('cq-promo')`))
	assert.Equal(t, "★", eval[string](t, ctx, `getComputedStyle(`+d8+`, '::before').content.replaceAll('"', '')`), "the promotion's star")
	assert.NotEqual(t, "none", eval[string](t, ctx, `getComputedStyle(`+d8+`, '::after').content`), "and the capture's ring")
	require.NoError(t, chromedp.Do(ctx, click(d, "e8")))
	opts := d + ` .cq-chooser .cq-option`
	assert.Equal(t, []string{"queen", "rook", "bishop", "knight"}, eval[[]string](t, ctx,
		`Array.from(document.querySelectorAll('`+opts+`')).map(b => b.getAttribute('aria-label'))`))
	// a column down from e8: the first option on e8
	ox, oy := center(t, ctx, opts)
	ex, ey := center(t, ctx, square(d, "e8"))
	assert.InDelta(t, ex, ox, 1)
	assert.InDelta(t, ey, oy, 1)
	_, ny := center(t, ctx, opts+`[aria-label="knight"]`)
	_, e5 := center(t, ctx, square(d, "e5"))
	assert.InDelta(t, e5, ny, 1, "the fourth option on e5")
	assert.Equal(t, "queen", eval[string](t, ctx, `document.activeElement.getAttribute('aria-label')`), "the focus is on the first option")
	screenshot(t, ctx, "board-chooser")
	// another click dismisses it; nothing is played
	require.NoError(t, chromedp.Do(ctx, click(d, "a3")))
	assert.True(t, eval[bool](t, ctx, `document.querySelector('`+d+` .cq-chooser').hidden`))
	assert.Equal(t, "", text(t, ctx, d+` .cq-record`))
	require.NoError(t, chromedp.Do(ctx, click(d, "e7"), click(d, "e8"),
		chromedp.Click(chromedp.CSS(opts+`[aria-label="knight"]`))))
	assert.Equal(t, "1. e8=N", text(t, ctx, d+` .cq-record`))
	assert.Equal(t, "e8, white knight", eval[string](t, ctx, `document.querySelector('`+square(d, "e8")+`').getAttribute('aria-label')`))
	assert.True(t, eval[bool](t, ctx, `document.querySelector('`+d+` .cq-chooser').hidden`))
	assert.Empty(t, errs.list())
}

// TestBoardKeyboardOnly: Tab onto the board, Enter, ArrowUp, ArrowUp,
// Enter play 1.e4 (five key presses); the focus stays on e4, the board is
// one tab stop.
func TestBoardKeyboardOnly(t *testing.T) {
	ctx, errs := browser(t)
	url := server(t)
	d := "#first"
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(url+"/multi.html"), visible(d+` .cq-board`)))
	assert.Equal(t, 1, eval[int](t, ctx, `document.querySelectorAll('#first .cq-sq[tabindex="0"]').length`), "one tab stop")
	// the element before the board's area has the focus
	eval[int](t, ctx, `(() => { const b = document.createElement('button'); b.id = 'before'; b.textContent = 'before';
		const area = document.querySelector('#first .cq-boardarea'); area.parentNode.insertBefore(b, area); b.focus(); return 0 })()`)
	presses := []string{kb.Tab, kb.Enter, kb.ArrowUp, kb.ArrowUp, kb.Enter}
	for _, k := range presses {
		require.NoError(t, chromedp.Do(ctx, chromedp.KeyEvent(k)))
	}
	assert.LessOrEqual(t, len(presses), 6)
	assert.Equal(t, "1. e4", text(t, ctx, d+` .cq-record`))
	assert.Equal(t, "e4", eval[string](t, ctx, `document.activeElement.dataset.sq || ""`), "the focus stays on the destination")
	assert.True(t, eval[bool](t, ctx, `document.activeElement.matches(':focus-visible')`), "a keyboard focus ring")
	assert.Equal(t, 1, eval[int](t, ctx, `document.querySelectorAll('#first .cq-sq[tabindex="0"]').length`))
	assert.Contains(t, text(t, ctx, d+` .cq-live`), "e4: white pawn e2-e4")
	assert.Equal(t, "grid", eval[string](t, ctx, `document.querySelector('#first .cq-board').getAttribute('role')`))
	settled(t, ctx, d)
	assert.Equal(t, "row", eval[string](t, ctx, `document.querySelector('#first .cq-sq').parentNode.getAttribute('role')`))
	screenshot(t, ctx, "board-keyboard")
	assert.Empty(t, errs.list())
}

// TestBoardUndoWithAutoReply: with the computer answering every move, Undo
// takes back its answer and the player's move: the player is to move.
func TestBoardUndoWithAutoReply(t *testing.T) {
	ctx, errs := browser(t)
	url := server(t)
	d := "#first"
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(url+"/multi.html"), visible(d+` .cq-board`)))
	eval[int](t, ctx, `(() => { const s = document.querySelector('#first .cq-ai-strength'); s.value = 'beginner';
		s.dispatchEvent(new Event('change'));
		const r = document.querySelector('#first input[aria-label="the computer answers every move"]'); r.checked = true;
		r.dispatchEvent(new Event('change')); return 0 })()`)
	require.NoError(t, chromedp.Do(ctx, click(d, "e2"), click(d, "e4")))
	record := waitText(func() string { return text(t, ctx, d+` .cq-record`) },
		func(s string) bool { return strings.Count(s, " ") >= 2 }, 20*time.Second)
	require.Regexp(t, `^1\. e4 \S+$`, record, "the computer answered")
	require.NoError(t, chromedp.Do(ctx, chromedp.Click(chromedp.JSPath(
		`Array.from(document.querySelectorAll('#first button')).find(b => b.textContent === 'Undo')`))))
	assert.Equal(t, "", text(t, ctx, d+` .cq-record`), "both moves taken back")
	assert.Contains(t, text(t, ctx, d+` .cq-status`), "white to move")
	assert.Empty(t, errs.list())
}
