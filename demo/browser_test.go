package demo_test

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// These tests drive the built demo pages in a real Chromium. They build
// dist/ with build.sh first and are skipped, with a message, only when
// Chromium is not installed.

const chromiumPath = "/usr/bin/chromium"

var distDir string

func TestMain(m *testing.M) {
	if _, err := os.Stat(chromiumPath); err != nil {
		fmt.Println("browser tests skipped: no Chromium at " + chromiumPath + " (apt-get install chromium)")
		os.Exit(0)
	}
	root, _ := filepath.Abs("..")
	// with npm, build.sh also makes the npm package (package_test.go)
	mode := "build"
	if _, err := exec.LookPath("npm"); err == nil {
		mode = "pack"
	}
	cmd := exec.Command("bash", filepath.Join(root, "build.sh"), mode)
	cmd.Stdout, cmd.Stderr = os.Stderr, os.Stderr
	if err := cmd.Run(); err != nil {
		fmt.Println("build.sh failed:", err)
		os.Exit(1)
	}
	// the tests serve a copy: dist/ is the working tree's, which another
	// build may replace while they run
	tmp, err := os.MkdirTemp("", "chimera-dist-")
	if err == nil {
		err = os.CopyFS(tmp, os.DirFS(filepath.Join(root, "dist")))
	}
	if err != nil {
		fmt.Println("copying dist/ failed:", err)
		os.Exit(1)
	}
	distDir = tmp
	code := m.Run()
	chromium.Lock()
	stopChromium()
	chromium.Unlock()
	os.RemoveAll(tmp)
	os.Exit(code)
}

// browser opens a page in the tests' Chromium, in a browser context of
// its own, and collects its errors; the test's actions have a minute.
func browser(t *testing.T) (context.Context, *errorLog) {
	return browserFor(t, 60*time.Second)
}

// chromium is the one headless Chromium the tests share. Starting one
// took about 1.5 s of each test's 3-4 s (67 tests, CI 2026-12-05: the
// package at 390 s of go test's 600 s limit); each test still gets a
// fresh incognito-like browser context (its own storage, cache and
// workers), so sharing the process shares no state between tests.
var chromium struct {
	sync.Mutex
	ctx    context.Context // the browser's first tab; nil until started
	cancel context.CancelFunc
	dir    string
}

// sharedChromium returns the running browser, starting it (again, if
// an earlier test's page brought it down) when needed.
func sharedChromium(t *testing.T) context.Context {
	chromium.Lock()
	defer chromium.Unlock()
	if chromium.ctx != nil && chromium.ctx.Err() == nil {
		return chromium.ctx
	}
	stopChromium()
	dir, err := os.MkdirTemp("", "chimera-chromium-")
	require.NoError(t, err)
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(chromiumPath), chromedp.NoSandbox, chromedp.DisableGPU,
		chromedp.Flag("disable-quic", true), chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-background-networking", true), chromedp.Flag("disable-sync", true),
		chromedp.Flag("no-first-run", true), chromedp.UserDataDir(dir),
		chromedp.WindowSize(1280, 1000))
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	bctx, cancelBrowser := chromedp.NewContext(actx)
	chromium.ctx, chromium.dir = bctx, dir
	chromium.cancel = func() { cancelBrowser(); cancelAlloc() }
	// an empty Do starts the browser
	if err := chromedp.Do(bctx); err != nil {
		stopChromium()
		require.NoError(t, err, "starting Chromium")
	}
	return bctx
}

// stopChromium ends the shared browser, if any (with chromium locked).
func stopChromium() {
	if chromium.cancel != nil {
		chromium.cancel()
	}
	if chromium.dir != "" {
		os.RemoveAll(chromium.dir)
	}
	chromium.ctx, chromium.cancel, chromium.dir = nil, nil, ""
}

// browserFor is browser with the given limit on the test's actions.
func browserFor(t *testing.T, limit time.Duration) (context.Context, *errorLog) {
	ctx, cancel := chromedp.NewContext(sharedChromium(t), chromedp.WithNewBrowserContext())
	t.Cleanup(cancel)
	log := &errorLog{}
	require.NoError(t, chromedp.Listen(ctx, func(ev any) {
		switch e := ev.(type) {
		case *runtime.EventExceptionThrown:
			log.add("exception: " + e.ExceptionDetails.Text)
		case *runtime.EventConsoleAPICalled:
			if e.Type == runtime.ConsoleAPICalledTypeError {
				msg := "console error"
				if len(e.Args) > 0 {
					msg += ": " + string(e.Args[0].Value)
				}
				log.add(msg)
			}
		}
	}))
	// the browser is running now; a timeout on a derived context limits
	// the test's actions without stopping the browser
	tctx, cancel3 := context.WithTimeout(ctx, limit)
	t.Cleanup(cancel3)
	// (cleanups run last first: this one while the browser still runs)
	t.Cleanup(func() {
		if t.Failed() {
			pageState(t, ctx, log)
		}
	})
	return tctx, log
}

// pageState logs what a failed test's page was doing: its errors, the
// shim's loading steps and where each diagram stands, so that a failure
// seen only in CI says more than "context deadline exceeded".
func pageState(t *testing.T, ctx context.Context, log *errorLog) {
	t.Logf("page errors: %q", log.list())
	dctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	state, err := chromedp.Run(dctx, chromedp.Evaluate[string](`JSON.stringify({
		url: location.href, readyState: document.readyState, visibility: document.visibilityState,
		scrollY: scrollY, timings: window.Chimera && window.Chimera.timings,
		diagrams: Array.from(document.querySelectorAll('.idiagram')).map(e =>
			(e.id || '?') + ':' + (e.querySelector('.cq-main') ? 'drawn' : e.querySelector('.cq-error') ? 'error' :
				e.classList.contains('cq-loading') ? 'waiting' : 'other') + '@' + Math.round(e.getBoundingClientRect().top))})`))
	if err != nil {
		t.Logf("page state: unreadable (%v)", err)
		return
	}
	t.Logf("page state: %s", state)
}

// errorLog collects the page's errors from the event goroutine.
type errorLog struct {
	mu   sync.Mutex
	errs []string
}

func (l *errorLog) add(s string) {
	l.mu.Lock()
	l.errs = append(l.errs, s)
	l.mu.Unlock()
}

func (l *errorLog) list() []string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return append([]string(nil), l.errs...)
}

func server(t *testing.T) string {
	srv := httptest.NewServer(http.FileServer(http.Dir(distDir)))
	t.Cleanup(srv.Close)
	return srv.URL
}

// capturePage takes a picture of the whole page (quality 100: a PNG), or
// returns nil and logs why. The pictures are for looking at, not asserted
// on, and headless Chromium on a loaded machine has been seen to wait a
// minute for the frame a full-page capture needs (CI, 2026-12-03: a test's
// whole budget spent in one capture), so each of two tries has its own
// short limit.
func capturePage(t *testing.T, ctx context.Context, name string) []byte {
	for try := 1; try <= 2; try++ {
		cctx, cancel := context.WithTimeout(ctx, 10*time.Second)
		png, err := chromedp.Run(cctx, chromedp.FullScreenshot(100))
		cancel()
		if err == nil {
			return png
		}
		t.Logf("screenshot of %s, try %d: %v", name, try, err)
	}
	return nil
}

func eval[T any](t *testing.T, ctx context.Context, expr string) T {
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](expr))
	require.NoError(t, err, expr)
	return v
}

// marked returns the squares highlighted in a diagram.
func marked(t *testing.T, ctx context.Context, sel string) []string {
	return eval[[]string](t, ctx, `Array.from(document.querySelectorAll('`+sel+` .cq-mark')).map(e => e.dataset.sq).sort()`)
}

func click(sel, sq string) chromedp.Action[chromedp.Void] {
	return chromedp.Click(chromedp.CSS(sel + ` .cq-sq[data-sq="` + sq + `"]`))
}

// visible scrolls a diagram into view (diagrams start lazily) and waits
// for the element.
func visible(sel string) chromedp.Action[chromedp.Void] {
	diagram := strings.Fields(sel)[0]
	return chromedp.Steps(
		chromedp.ScrollIntoView(chromedp.CSS(diagram)),
		chromedp.WaitVisible(chromedp.CSS(sel)))
}

func text(t *testing.T, ctx context.Context, sel string) string {
	return eval[string](t, ctx, `(document.querySelector('`+sel+`') || {}).textContent || ""`)
}

func TestGalleryPlaysChess(t *testing.T) {
	ctx, errs := browser(t)
	url := server(t)
	// start the browser first: the time below is the page's
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate("about:blank")))
	start := time.Now()
	d := `#chess+p+.idiagram`
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(url+"/index.html"), visible(d+` .cq-board`)))
	t.Logf("gallery: the first board was interactive %v after navigation", time.Since(start))
	require.NoError(t, chromedp.Do(ctx, click(d, "e2")))
	assert.Equal(t, []string{"e3", "e4"}, marked(t, ctx, d), "the moves chimera moves --from e2 lists")
	require.NoError(t, chromedp.Do(ctx, click(d, "e4"), click(d, "e7"), click(d, "e5"), click(d, "g1")))
	assert.Equal(t, []string{"e2", "f3", "h3"}, marked(t, ctx, d))
	assert.Equal(t, "1. e4 e5", text(t, ctx, d+` .cq-record`))
	screenshot(t, ctx, "gallery-chess")
	assert.Empty(t, errs.list())
}

func TestMultiDiagramsIndependent(t *testing.T) {
	ctx, errs := browser(t)
	url := server(t)
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(url+"/multi.html"),
		visible(`#second .cq-board`), click("#first", "d2"), click("#first", "d4")))
	assert.Equal(t, "1. d4", text(t, ctx, `#first .cq-record`))
	assert.Equal(t, "", text(t, ctx, `#second .cq-record`), "the second diagram keeps its own game")
	screenshot(t, ctx, "multi")
	assert.Empty(t, errs.list())
}

func TestErrorsShownAsText(t *testing.T) {
	ctx, errs := browser(t)
	url := server(t)
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(url+"/errors.html"),
		visible(`#typo .cq-error`), visible(`#markup .cq-board`)))
	typo := text(t, ctx, `#typo .cq-error`)
	assert.Contains(t, typo, "Line 3")
	assert.Contains(t, typo, "rook::Rq7x::a1")
	// the legend's table is made when it is opened
	eval[int](t, ctx, `(() => { document.querySelector('#markup .cq-legend').open = true; return 0 })()`)
	require.NoError(t, chromedp.Do(ctx, chromedp.WaitVisible(chromedp.CSS(`#markup .cq-legend table`))))
	assert.Contains(t, text(t, ctx, `#markup .cq-legend`), `<img src=x onerror="window.pwned=1">`)
	assert.False(t, eval[bool](t, ctx, `!!window.pwned || !!document.querySelector('#markup img')`),
		"page text is never inserted as HTML")
	screenshot(t, ctx, "errors")
	assert.Empty(t, errs.list())
}

func TestOfflineFromFile(t *testing.T) {
	ctx, errs := browser(t)
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate("file://"+filepath.Join(distDir, "offline.html")),
		visible(`#offline .cq-board`)))
	assert.Equal(t, 81, eval[int](t, ctx, `document.querySelectorAll('#offline .cq-sq').length`))
	screenshot(t, ctx, "offline")
	assert.Empty(t, errs.list())
}

func TestEditorRerenders(t *testing.T) {
	ctx, errs := browser(t)
	url := server(t)
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(url+"/editor.html"), visible(`#preview .cq-board`)))
	eval[int](t, ctx, `(() => { const s = document.getElementById('source');
		s.value = s.value.replace('files=8', 'files=10'); s.dispatchEvent(new Event('input')); return 0 })()`)
	time.Sleep(700 * time.Millisecond)
	assert.Equal(t, 80, eval[int](t, ctx, `document.querySelectorAll('#preview .cq-sq').length`))
	eval[int](t, ctx, `(() => { const s = document.getElementById('source');
		s.value = s.value.replace('king::KisO2::e1', 'king::Kx::e1'); s.dispatchEvent(new Event('input')); return 0 })()`)
	require.NoError(t, chromedp.Do(ctx, visible(`#preview .cq-error`)))
	errText := text(t, ctx, `#preview .cq-error`)
	assert.True(t, strings.Contains(errText, "Line 7"), errText)
	// the message is read as lines, not squeezed to a letter a line
	assert.GreaterOrEqual(t, eval[int](t, ctx, `Math.round(document.querySelector('#preview .cq-error').getBoundingClientRect().width)`), 250)
	screenshot(t, ctx, "editor")
	assert.Empty(t, errs.list())
}

// TestAIInWorker: the computer answers a move from its Web Worker, and the
// page keeps running (a timer keeps ticking) while it thinks.
func TestAIInWorker(t *testing.T) {
	ctx, errs := browser(t)
	url := server(t)
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(url+"/multi.html"), visible(`#first .cq-board`),
		click("#first", "e2"), click("#first", "e4")))
	eval[int](t, ctx, `(() => { window.ticks = 0; setInterval(() => window.ticks++, 10); return 0 })()`)
	require.NoError(t, chromedp.Do(ctx,
		chromedp.Click(chromedp.JSPath(`Array.from(document.querySelectorAll('#first .cq-ai button')).find(b => b.textContent === 'Computer move')`))))
	deadline := time.Now().Add(30 * time.Second)
	var record string
	for time.Now().Before(deadline) {
		record = text(t, ctx, `#first .cq-record`)
		if strings.Count(record, " ") >= 2 {
			break
		}
		time.Sleep(100 * time.Millisecond)
	}
	ticks := eval[int](t, ctx, `window.ticks`)
	assert.Regexp(t, `^1\. e4 \S+$`, record, "the computer played Black's reply")
	assert.Greater(t, ticks, 30, "the page kept running while the AI thought")
	assert.Contains(t, text(t, ctx, `#first .cq-thinking`), "computer:")
	screenshot(t, ctx, "ai")
	assert.Empty(t, errs.list())
}

// TestLegendAndNavigation: the legend shows a piece's moves on an empty
// board (hovering probes for hops), and the move list can be stepped back.
func TestLegendAndNavigation(t *testing.T) {
	ctx, errs := browser(t)
	url := server(t)
	d := "#first"
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(url+"/multi.html"), visible(d+` .cq-board`),
		click(d, "e2"), click(d, "e4"), click(d, "e7"), click(d, "e5")))
	eval[int](t, ctx, `(() => { document.querySelector('#first .cq-legend').open = true; return 0 })()`)
	require.NoError(t, chromedp.Do(ctx, chromedp.Click(chromedp.JSPath(
		`Array.from(document.querySelectorAll('#first .cq-legend button')).find(b => b.textContent === 'knight')`))))
	assert.Equal(t, 8, eval[int](t, ctx, `document.querySelectorAll('#first .cq-mini .cq-mark').length`),
		"a knight in the middle of an empty board has 8 moves")
	assert.Contains(t, text(t, ctx, `#first .cq-legend`), "like a knight")
	require.NoError(t, chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`#first [aria-label="previous move"]`))))
	assert.Contains(t, text(t, ctx, `#first .cq-status`), "move 1 of 2")
	assert.Equal(t, "black pawn", eval[string](t, ctx,
		`document.querySelector('#first .cq-board:not(.cq-mini) .cq-sq[data-sq="e7"]').getAttribute('aria-label').split(', ')[1]`))
	screenshot(t, ctx, "legend")
	assert.Empty(t, errs.list())
}

// TestDragAndDrop: a piece dragged from e2 and released on e4 moves.
func TestDragAndDrop(t *testing.T) {
	ctx, errs := browser(t)
	url := server(t)
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(url+"/multi.html"), visible(`#first .cq-board`)))
	eval[int](t, ctx, `(() => {
		const sq = s => document.querySelector('#first .cq-sq[data-sq="' + s + '"]');
		const at = el => { const r = el.getBoundingClientRect(); return {clientX: r.x + r.width / 2, clientY: r.y + r.height / 2, bubbles: true}; };
		sq('e2').dispatchEvent(new PointerEvent('pointerdown', at(sq('e2'))));
		sq('e4').dispatchEvent(new PointerEvent('pointerup', at(sq('e4'))));
		return 0 })()`)
	assert.Equal(t, "1. e4", text(t, ctx, `#first .cq-record`))
	assert.Empty(t, errs.list())
}

// TestSetUpMode: pieces placed freely, then play starts from there.
func TestSetUpMode(t *testing.T) {
	ctx, errs := browser(t)
	url := server(t)
	button := func(label string) chromedp.Action[chromedp.Void] {
		return chromedp.Click(chromedp.JSPath(`Array.from(document.querySelectorAll('#first button')).find(b => b.textContent === '` + label + `' || b.getAttribute('aria-label') === '` + label + `')`))
	}
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(url+"/multi.html"), visible(`#first .cq-board`),
		chromedp.Click(chromedp.CSS(`#first .cq-menu > summary`)), // Set up is in the menu
		button("Set up"), button("white queen"), click("#first", "d5"), button("empty square"), click("#first", "d2")))
	assert.Equal(t, 12, eval[int](t, ctx, `document.querySelectorAll('#first .cq-palette .cq-svg').length`),
		"the palette shows the pieces as drawn on the board")
	screenshot(t, ctx, "setup")
	require.NoError(t, chromedp.Do(ctx, button("Play")))
	fen := eval[string](t, ctx, `document.querySelector('#first .cq-fen').value`)
	assert.Equal(t, "rnbqkbnr/pppppppp/8/3Q4/8/8/PPP1PPPP/RNBQKBNR w KQkq - 0 1", fen)
	assert.Contains(t, text(t, ctx, `#first .cq-status`), "white to move")
	assert.Empty(t, errs.list())
}

// TestHopPlatformMarked: picking up a hopper marks, besides its
// destinations, the piece it would hop over (a mark of its own shape):
// in xiangqi's start position the cannon on b3 takes the horse on b10
// over the enemy cannon on b8.
func TestHopPlatformMarked(t *testing.T) {
	ctx, errs := browser(t)
	url := server(t)
	d := `#xiangqi+p+.idiagram`
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(url+"/index.html#xiangqi"), visible(d+` .cq-board`), click(d, "b3")))
	hops := eval[[]string](t, ctx, `Array.from(document.querySelectorAll('`+d+` .cq-hop')).map(e => e.dataset.sq).sort()`)
	assert.Equal(t, []string{"b8"}, hops, "the screen of Cxb10")
	assert.Contains(t, eval[[]string](t, ctx, `Array.from(document.querySelectorAll('`+d+` .cq-capture')).map(e => e.dataset.sq)`), "b10")
	assert.Equal(t, "◆", eval[string](t, ctx, `getComputedStyle(document.querySelector('`+d+` .cq-hop'), '::after').content.replaceAll('"', '')`))
	screenshot(t, ctx, "hop-platform")
	assert.Empty(t, errs.list())
}

// TestDisplayParameters: the Interactive Diagram's squareSize, lightShade
// and firstRank change the board's look; a darkShade that tries to smuggle
// in more CSS is ignored.
func TestDisplayParameters(t *testing.T) {
	ctx, errs := browser(t)
	url := server(t)
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(url+"/multi.html"), visible(`#first .cq-board`)))
	eval[int](t, ctx, `(() => { const d = document.createElement('div'); d.className = 'idiagram'; d.id = 'look';
		d.textContent = "squareSize=40 lightShade=#FFFFC0 darkShade=red;background:url(x) firstRank=0\npawn::::a2-h2\nking::::e1";
		document.body.prepend(d); chimeraRender(d); return 0 })()`)
	require.NoError(t, chromedp.Do(ctx, chromedp.WaitVisible(chromedp.CSS(`#look .cq-board`))))
	sq := func(name, prop string) string {
		return eval[string](t, ctx, `getComputedStyle(document.querySelector('#look .cq-sq[data-sq="`+name+`"]')).`+prop)
	}
	assert.Equal(t, "40px", sq("a1", "width"))
	assert.Equal(t, "rgb(255, 255, 192)", sq("b1", "backgroundColor"), "lightShade on the light squares")
	assert.Equal(t, "rgb(181, 136, 99)", sq("a1", "backgroundColor"), "the hostile darkShade is ignored")
	assert.Equal(t, "none", sq("a1", "backgroundImage"))
	// the coordinates are on the board's rim, never in a square, and follow
	// the notation whatever firstRank says (the rank recorded as 1 is
	// labelled 1)
	assert.Equal(t, "1", eval[string](t, ctx, `Array.from(document.querySelectorAll('#look .cq-coord-left')).pop().textContent`))
	assert.Equal(t, 0, eval[int](t, ctx, `document.querySelectorAll('#look .cq-sq .cq-rank, #look .cq-sq .cq-file, #look .cq-sq .cq-coord').length`))
	assert.Empty(t, errs.list())
}
