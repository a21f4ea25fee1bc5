package demo_test

import (
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func aiButton(d, label string) chromedp.Action[chromedp.Void] {
	return chromedp.Click(chromedp.JSPath(`Array.from(document.querySelectorAll('` + d + ` .cq-ai button')).find(b => b.textContent === '` + label + `')`))
}

// waitText polls until the element's text matches ok, or the time is up.
func waitText(get func() string, ok func(string) bool, limit time.Duration) string {
	deadline := time.Now().Add(limit)
	s := get()
	for !ok(s) && time.Now().Before(deadline) {
		time.Sleep(50 * time.Millisecond)
		s = get()
	}
	return s
}

// TestAIStop: a long search is stopped from the page; the best move found
// so far is played at once, and the computer still plays afterwards (from
// a fresh worker).
func TestAIStop(t *testing.T) {
	ctx, errs := browser(t)
	url := server(t)
	d := "#first"
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(url+"/multi.html"), visible(d+` .cq-board`),
		click(d, "e2"), click(d, "e4")))
	assert.False(t, eval[bool](t, ctx, `!document.querySelector('#first .cq-ai button[aria-label^="stop"]').hidden`),
		"no Stop button while the computer is idle")
	// strong: 4 s per move
	eval[int](t, ctx, `(() => { const s = document.querySelector('#first .cq-ai-strength'); s.value = 'strong';
		s.dispatchEvent(new Event('change')); return 0 })()`)
	require.NoError(t, chromedp.Do(ctx, aiButton(d, "Computer move")))
	thinking := waitText(func() string { return text(t, ctx, d+` .cq-thinking`) },
		func(s string) bool { return strings.HasPrefix(s, "thinking: depth") }, 20*time.Second)
	require.Contains(t, thinking, "thinking: depth", "the search reports its progress")
	screenshot(t, ctx, "ai-thinking")
	start := time.Now()
	require.NoError(t, chromedp.Do(ctx, aiButton(d, "Stop")))
	record := waitText(func() string { return text(t, ctx, d+` .cq-record`) },
		func(s string) bool { return strings.Count(s, " ") >= 2 }, 5*time.Second)
	assert.Less(t, time.Since(start), 2*time.Second, "stopping answers at once, not after 4 s")
	assert.Regexp(t, `^1\. e4 \S+$`, record, "the best move so far was played")
	assert.Contains(t, text(t, ctx, d+` .cq-thinking`), "computer (stopped):")
	assert.True(t, eval[bool](t, ctx, `document.querySelector('#first .cq-ai button[aria-label^="stop"]').hidden`))
	screenshot(t, ctx, "ai-stopped")
	// the computer still plays: a new worker starts
	eval[int](t, ctx, `(() => { const s = document.querySelector('#first .cq-ai-strength'); s.value = 'beginner';
		s.dispatchEvent(new Event('change')); return 0 })()`)
	require.NoError(t, chromedp.Do(ctx, aiButton(d, "Computer move")))
	record = waitText(func() string { return text(t, ctx, d+` .cq-record`) },
		func(s string) bool { return strings.Count(s, " ") >= 4 }, 20*time.Second)
	assert.Regexp(t, `^1\. e4 \S+ 2\. \S+$`, record, "White's second move from the computer")
	// the beginner searches three plies at most
	assert.Equal(t, "beginner", eval[string](t, ctx, `document.querySelector('#first .cq-ai-strength').value`))
	assert.Regexp(t, `^computer: \S+ \(depth [1-3], \d+ nodes\)$`, text(t, ctx, d+` .cq-thinking`))
	assert.Empty(t, errs.list())
}

// TestOfflineAI: the single-file build opened from disk plays too: its
// worker is made from a Blob URL of the inlined script and runs the
// module compiled by the page.
func TestOfflineAI(t *testing.T) {
	ctx, errs := browser(t)
	d := "#offline"
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate("file://"+distDir+"/offline.html"), visible(d+` .cq-board`)))
	eval[int](t, ctx, `(() => { const s = document.querySelector('#offline .cq-ai-strength'); s.value = 'beginner';
		s.dispatchEvent(new Event('change')); return 0 })()`)
	eval[int](t, ctx, `(() => { window.ticks = 0; setInterval(() => window.ticks++, 10); return 0 })()`)
	require.NoError(t, chromedp.Do(ctx, aiButton(d, "Computer move")))
	record := waitText(func() string { return text(t, ctx, d+` .cq-record`) },
		func(s string) bool { return strings.HasPrefix(s, "1. ") }, 30*time.Second)
	assert.Regexp(t, `^1\. \S+$`, record, "the computer played White's first move")
	assert.Contains(t, text(t, ctx, d+` .cq-thinking`), "computer:")
	assert.Equal(t, "blob", eval[string](t, ctx, `Chimera.worker`), "a worker from the inlined script")
	assert.Greater(t, eval[int](t, ctx, `window.ticks`), 5, "the page kept running")
	screenshot(t, ctx, "offline-ai")
	assert.Empty(t, errs.list())
}

// TestMoveListGroupsTurns: in Marseillais chess (two moves a turn, White's
// first turn one) the move list shows each turn as a group of its own, and
// a move clicked shows the position after it.
func TestMoveListGroupsTurns(t *testing.T) {
	ctx, errs := browser(t)
	url := server(t)
	d := `#marseillais+p+.idiagram`
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(url+"/index.html#marseillais"), visible(d+` .cq-board`),
		click(d, "e2"), click(d, "e4"), click(d, "e7"), click(d, "e5"), click(d, "d7"), click(d, "d5"),
		click(d, "g1"), click(d, "f3"), click(d, "b1"), click(d, "c3")))
	sel := `document.querySelector('#marseillais + p + .idiagram .cq-record')`
	turns := eval[[]string](t, ctx, `Array.from(`+sel+`.querySelectorAll('.cq-turn')).map(e => e.textContent)`)
	assert.Equal(t, []string{"1. e4", "1... e5 d5", "2. Nf3 Nc3"}, turns)
	assert.True(t, eval[bool](t, ctx, sel+`.classList.contains('cq-multi')`), "one turn a line")
	assert.Equal(t, "block", eval[string](t, ctx, `getComputedStyle(`+sel+`.querySelector('.cq-turn')).display`))
	assert.Equal(t, "Nc3", eval[string](t, ctx, sel+`.querySelector('.cq-mv-current').textContent`))
	require.NoError(t, chromedp.Do(ctx, chromedp.Click(chromedp.JSPath(sel+`.querySelector('.cq-mv[data-ply="1"]')`))))
	assert.Contains(t, text(t, ctx, d+` .cq-status`), "move 2 of 5")
	assert.Equal(t, "e5", eval[string](t, ctx, sel+`.querySelector('.cq-mv-current').textContent`))
	assert.Equal(t, "d7, black pawn", eval[string](t, ctx, `document.querySelector('#marseillais + p + .idiagram .cq-sq[data-sq="d7"]').getAttribute('aria-label')`))
	screenshot(t, ctx, "movelist-turns")
	// the keyboard reaches the moves too: Enter on the first shows the
	// position after it, and the focus stays on that move
	eval[int](t, ctx, `(() => { `+sel+`.querySelector('.cq-mv[data-ply="0"]').focus(); return 0 })()`)
	require.NoError(t, chromedp.Do(ctx, chromedp.KeyEvent("\r")))
	assert.Contains(t, text(t, ctx, d+` .cq-status`), "move 1 of 5")
	assert.Equal(t, "0", eval[string](t, ctx, `document.activeElement.dataset.ply || ""`), "the focus stays on the move")
	assert.Equal(t, "0", eval[string](t, ctx, sel+`.querySelector('.cq-mv[data-ply="0"]').getAttribute('tabindex')`))
	// chess keeps one line: "1. e4 e5" reads as before
	assert.Equal(t, "1. e4 e5 2. Nf3", func() string {
		c := `#chess+p+.idiagram`
		require.NoError(t, chromedp.Do(ctx, visible(c+` .cq-board`), click(c, "e2"), click(c, "e4"), click(c, "e7"), click(c, "e5"),
			click(c, "g1"), click(c, "f3")))
		return text(t, ctx, c+` .cq-record`)
	}())
	assert.Empty(t, errs.list())
}

// TestAIUndoWhileThinking: undoing while the computer thinks ends its
// search, and its move is not played into the changed position.
func TestAIUndoWhileThinking(t *testing.T) {
	ctx, errs := browser(t)
	url := server(t)
	d := "#first"
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(url+"/multi.html"), visible(d+` .cq-board`),
		click(d, "e2"), click(d, "e4")))
	eval[int](t, ctx, `(() => { const s = document.querySelector('#first .cq-ai-strength'); s.value = 'strong';
		s.dispatchEvent(new Event('change')); return 0 })()`)
	require.NoError(t, chromedp.Do(ctx, aiButton(d, "Computer move")))
	waitText(func() string { return text(t, ctx, d+` .cq-thinking`) },
		func(s string) bool { return strings.HasPrefix(s, "thinking: depth") }, 20*time.Second)
	require.NoError(t, chromedp.Do(ctx, chromedp.Click(chromedp.JSPath(
		`Array.from(document.querySelectorAll('#first .cq-buttons button')).find(b => b.textContent === 'Undo')`))))
	time.Sleep(500 * time.Millisecond)
	assert.Equal(t, "", text(t, ctx, d+` .cq-record`), "the move was taken back and the computer's answer dropped")
	assert.Contains(t, text(t, ctx, d+` .cq-thinking`), "the position changed")
	assert.Contains(t, text(t, ctx, d+` .cq-status`), "white to move")
	assert.Empty(t, errs.list())
}

// TestAILearntEvaluation: a block's evalNet= names a network file, which
// the worker fetches and the computer evaluates with; a file that is not
// there, or a network for another game, leaves the hand-made evaluation
// and says why in the thinking line, and the computer still plays.
func TestAILearntEvaluation(t *testing.T) {
	ctx, errs := browser(t)
	url := server(t)
	d := "#second" // multi.html's second chess diagram has evalNet=nets/chess.net
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(url+"/multi.html"), visible(d+` .cq-board`),
		click(d, "e2"), click(d, "e4"), aiButton(d, "Computer move")))
	line := waitText(func() string { return text(t, ctx, d+` .cq-thinking`) },
		func(s string) bool { return strings.HasPrefix(s, "computer:") }, 30*time.Second)
	assert.Regexp(t, `^computer: \S+ \(depth \d+, \d+ nodes, learnt evaluation\)$`, line)
	assert.Regexp(t, `^1\. e4 \S+$`, text(t, ctx, d+` .cq-record`))
	assert.NotContains(t, text(t, ctx, `#first .cq-thinking`), "learnt", "the first diagram has no evalNet")
	screenshot(t, ctx, "ai-learnt")

	// two more diagrams: a network that is not there, one for another game
	eval[int](t, ctx, `(() => {
		const chess = document.querySelector('#second').getAttribute('data-block').replace(/evalNet=\S+/, '');
		const add = (id, block) => { const el = document.createElement('div'); el.id = id; el.className = 'idiagram';
			el.textContent = block; document.body.appendChild(el); Chimera.render(el); };
		add('missing', chess + '\nevalNet=nets/none.net');
		add('other', 'files=8 ranks=8 promoZone=1 promoChoice=Q symmetry=mirror evalNet=nets/chess.net\npawn::::a2-h2\nqueen::::d1\nking::K::e1');
		return 0 })()`)
	for id, why := range map[string]string{
		"#missing": "evalNet not used: could not load " + url + "/nets/none.net (HTTP status 404)",
		"#other":   "evalNet not used: a network of 768 inputs: this game's has 384",
	} {
		require.NoError(t, chromedp.Do(ctx, visible(id+` .cq-board`), aiButton(id, "Computer move")))
		line := waitText(func() string { return text(t, ctx, id+` .cq-thinking`) },
			func(s string) bool { return strings.HasPrefix(s, "computer:") }, 30*time.Second)
		assert.Regexp(t, `^computer: \S+ \(depth \d+, \d+ nodes\); `, line, id)
		assert.Contains(t, line, why, id)
	}

	// the API: a network argument that is no Uint8Array is an error; an
	// empty file is not a network, and the search goes on without it
	api := eval[[]string](t, ctx, `(() => { const block = document.querySelector('#first').getAttribute('data-block');
		const a = chimera.think(block, "", 50, "nets/chess.net"), b = chimera.think(block, "", 50, new Uint8Array(0));
		return [a.error && a.error.message, String(b.net), b.netError, b.best] })()`)
	require.Len(t, api, 4)
	assert.Contains(t, api[0], "must be a Uint8Array")
	assert.Equal(t, "false", api[1])
	assert.Contains(t, api[2], "not a network file")
	assert.NotEmpty(t, api[3], "a move all the same")
	assert.Empty(t, errs.list())
}
