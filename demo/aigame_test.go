package demo_test

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestAIPlaysTwentyMoves: on the gallery page the computer plays 20 moves
// (both sides, at the beginner level) in chess, shogi, xiangqi (the three
// with the networks the gallery names) and a seed variant with several
// moves a turn, with no page error, every move entering the move list, and
// a 10 ms timer on the page still ticking. A game that ends sooner (by
// mate) is restarted and the count goes on.
func TestAIPlaysTwentyMoves(t *testing.T) {
	ctx, errs := browser(t)
	url := server(t)
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(url+"/index.html")))
	eval[int](t, ctx, `(() => { window.ticks = 0; setInterval(() => window.ticks++, 10); return 0 })()`)
	for _, variant := range []string{"chess", "shogi", "xiangqi", "fibonacci"} {
		t.Run(variant, func(t *testing.T) {
			d := "#" + variant + "+p+.idiagram"
			require.NoError(t, chromedp.Do(ctx, visible(d+` .cq-board`)))
			eval[int](t, ctx, `(() => { const s = document.querySelector('`+d+` .cq-ai-strength'); s.value = 'beginner';
				s.dispatchEvent(new Event('change')); return 0 })()`)
			moves := func() int { return eval[int](t, ctx, `document.querySelectorAll('`+d+` .cq-record .cq-mv').length`) }
			ticks := eval[int](t, ctx, `window.ticks`)
			start := time.Now()
			inGame := 0 // moves of the game on the board
			for n := 0; n < 20; n++ {
				if over := text(t, ctx, d+` .cq-status`); strings.HasPrefix(over, "Game over") {
					// a game the computer won (Fibonacci's long turns mate
					// quickly): the game end is shown; start another
					t.Logf("%s: game over after %d moves (%s); restarting", variant, inGame, over)
					require.NoError(t, chromedp.Do(ctx, chromedp.Click(chromedp.JSPath(
						`Array.from(document.querySelectorAll('`+d+` button')).find(b => b.textContent === 'Restart')`))))
					require.Equal(t, "0", waitText(func() string { return fmt.Sprint(moves()) },
						func(s string) bool { return s == "0" }, 5*time.Second))
					inGame = 0
				}
				require.NoError(t, chromedp.Do(ctx, aiButton(d, "Computer move")))
				got := waitText(func() string { return fmt.Sprint(moves()) },
					func(s string) bool { return s == fmt.Sprint(inGame+1) }, 20*time.Second)
				require.Equal(t, fmt.Sprint(inGame+1), got, "computer move %d entered the move list", n+1)
				inGame++
			}
			// the gallery names the shipped networks (evalNet=nets/NAME.net):
			// the page's AI plays with them, as the native engine does
			thinking := text(t, ctx, d+` .cq-thinking`)
			if variant == "fibonacci" {
				assert.NotContains(t, thinking, "learnt", "no network is shipped for it")
			} else {
				assert.Regexp(t, `^computer: \S+ \(depth \d+, \d+ nodes, learnt evaluation\)$`, thinking)
			}
			elapsed := time.Since(start)
			ticked := eval[int](t, ctx, `window.ticks`) - ticks
			t.Logf("%s: 20 computer moves in %v, the page's 10 ms timer ticked %d times", variant, elapsed, ticked)
			// a page that froze while the computer thought would tick about
			// once per move; a live one ticks many times per 100 ms search
			assert.Greater(t, ticked, 20*3, "the page kept running")
			screenshot(t, ctx, "ai-game-"+variant)
		})
	}
	assert.Empty(t, errs.list())
}
