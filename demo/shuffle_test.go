package demo_test

import (
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/chimera-variants/chimera/variants"
)

// TestRestartShuffles: on a Fischer random page, Restart (in the menu)
// starts each new game from a freshly shuffled array, which the FEN
// field shows with Chess960 castling rights; the bishops stand on both
// colours and the king between the rooks.
func TestRestartShuffles(t *testing.T) {
	block, ok := variants.Block("fischerandom")
	require.True(t, ok)
	page := `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Fischer random</title></head><body>
<div class="idiagram" id="first">` + block + `</div>
<script src="chimera.js"></script></body></html>`
	ctx, errs := browser(t)
	url := siteServer(t, "", map[string]string{"/fr.html": page})
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(url+"/fr.html"), visible(`#first .cq-board`)))
	button := func(label string) chromedp.Action[chromedp.Void] {
		return chromedp.Click(chromedp.JSPath(`Array.from(document.querySelectorAll('#first .cq-item')).find(b => b.textContent.trim().endsWith('` + label + `'))`))
	}
	fen := func() string {
		require.NoError(t, chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`#first .cq-menu > summary`)),
			chromedp.WaitVisible(chromedp.CSS(`#first .cq-fen`))))
		f := eval[string](t, ctx, `document.querySelector('#first .cq-fen').value`)
		require.NoError(t, chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`#first .cq-menu > summary`))))
		return f
	}
	first := fen()
	assert.True(t, strings.HasPrefix(first, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w "), "a new page shows the listed array: %s", first)
	seen := map[string]bool{}
	for i := 0; i < 6; i++ {
		require.NoError(t, chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`#first .cq-menu > summary`)), button("Restart")))
		f := fen()
		rank := strings.Split(f, "/")[7]
		rank = rank[:strings.IndexByte(rank, ' ')]
		require.Len(t, rank, 8, f)
		assert.Equal(t, strings.ToLower(rank), strings.Split(f, "/")[0], "Black mirrors White: %s", f)
		b1, b2 := strings.IndexByte(rank, 'B'), strings.LastIndexByte(rank, 'B')
		assert.NotEqual(t, b1%2, b2%2, "bishops on both colours: %s", f)
		r1, k, r2 := strings.IndexByte(rank, 'R'), strings.IndexByte(rank, 'K'), strings.LastIndexByte(rank, 'R')
		assert.True(t, r1 < k && k < r2, "the king between the rooks: %s", f)
		assert.Contains(t, f, " w "+string(rune('A'+r2))+string(rune('A'+r1))+string(rune('a'+r2))+string(rune('a'+r1))+" ", "castling rights by file: %s", f)
		seen[rank] = true
		// the board shows it: a piece on every square of the first rank
		drawn := eval[int](t, ctx, `Array.from(document.querySelectorAll('#first .cq-sq')).filter(s => /^[a-h]1$/.test(s.dataset.sq) && s.querySelector(':scope > .cq-piece')).length`)
		assert.Equal(t, 8, drawn, "pieces drawn on the first rank after Restart: %s", f)
	}
	assert.Greater(t, len(seen), 1, "Restart shuffles")
	time.Sleep(time.Second) // (the pieces glide to their new squares)
	screenshot(t, ctx, "fischerandom-restarted")
	assert.Empty(t, errs.list())
}
