package demo_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// These tests embed Chimera as page authors do (README "Embedding
// options"): under a strict Content-Security-Policy, and with the
// options given as data- attributes.

// strictCSP is what a careful site sends: no inline script or style, no
// eval, WebAssembly allowed.
const strictCSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self' data:"

// siteServer serves dist/ with its extra pages (path -> HTML) and the
// header csp, when not empty.
func siteServer(t *testing.T, csp string, pages map[string]string) string {
	files := http.FileServer(http.Dir(distDir))
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if csp != "" {
			w.Header().Set("Content-Security-Policy", csp)
		}
		if html, ok := pages[r.URL.Path]; ok {
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			_, _ = w.Write([]byte(html))
			return
		}
		files.ServeHTTP(w, r)
	}))
	t.Cleanup(srv.Close)
	return srv.URL
}

// watchWarnings records the page's console warnings in window.warnings.
func watchWarnings(t *testing.T, ctx context.Context) {
	_, err := chromedp.Call(ctx, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{
		Source: `window.warnings = []; const warn = console.warn; console.warn = (...a) => { window.warnings.push(a.join(' ')); warn(...a) };`})
	require.NoError(t, err)
}

// watchViolations records the page's Content-Security-Policy violations
// in window.violations, from before its first script (a script given by
// the DevTools protocol is not subject to the policy).
func watchViolations(t *testing.T, ctx context.Context) {
	_, err := chromedp.Call(ctx, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{
		Source: `window.violations = []; document.addEventListener('securitypolicyviolation',
			e => window.violations.push(e.violatedDirective + ' ' + (e.blockedURI || '') + ' ' + (e.sourceFile || '') + ':' + e.lineNumber), true);`})
	require.NoError(t, err)
}

// waitRecord waits until diagram d's move list has n moves.
func waitRecord(t *testing.T, ctx context.Context, d string, n int) string {
	deadline := time.Now().Add(30 * time.Second)
	var record string
	for time.Now().Before(deadline) {
		record = text(t, ctx, d+` .cq-record`)
		if len(strings.Fields(strings.ReplaceAll(record, ".", ". "))) >= n+(n+1)/2 {
			break
		}
		time.Sleep(100 * time.Millisecond)
	}
	return record
}

const computerMove = `Array.from(document.querySelectorAll('%s .cq-ai button')).find(b => b.textContent === 'Computer move')`

// A page served with script-src 'self' 'wasm-unsafe-eval' and style-src
// 'self' plays, its computer included, and the browser reports no
// violation: no eval, no inline script, no style attribute.
func TestStrictCSPPlays(t *testing.T) {
	ctx, errs := browser(t)
	url := siteServer(t, strictCSP, nil)
	watchViolations(t, ctx)
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(url+"/strict.html"), visible(`#chess .cq-board`),
		click("#chess", "e2"), click("#chess", "e4"),
		chromedp.Click(chromedp.JSPath(strings.Replace(computerMove, "%s", "#chess", 1)))))
	assert.Regexp(t, `^1\. e4 \S+$`, waitRecord(t, ctx, "#chess", 2), "the computer answered, in its worker")
	assert.Equal(t, "file", eval[string](t, ctx, `Chimera.worker`))
	// the xiangqi board's look (lines, river, discs) is styled too
	require.NoError(t, chromedp.Do(ctx, visible(`#xiangqi .cq-board`)))
	assert.Greater(t, eval[float64](t, ctx, `document.querySelector('#xiangqi .cq-board').getBoundingClientRect().width`), 200.0)
	assert.True(t, eval[bool](t, ctx, `!!document.querySelector('#xiangqi .cq-board.cq-style-xiangqi')`))
	// the board's size variables, set as style properties (a style
	// attribute would have been refused)
	assert.Equal(t, "9", strings.TrimSpace(eval[string](t, ctx, `getComputedStyle(document.querySelector('#xiangqi .cq-board')).getPropertyValue('--files')`)))
	screenshot(t, ctx, "strict-csp")
	assert.Empty(t, eval[[]string](t, ctx, `[...new Set(window.violations)]`), "Content-Security-Policy violations")
	assert.Empty(t, errs.list())
}

// Without 'wasm-unsafe-eval' the browser refuses the wasm: each diagram
// says what to add to the policy.
func TestCSPWithoutWasmSaysWhy(t *testing.T) {
	ctx, _ := browser(t)
	url := siteServer(t, "default-src 'self'; script-src 'self'; style-src 'self'", nil)
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(url+"/strict.html"),
		chromedp.WaitVisible(chromedp.CSS(`#chess .cq-error`))))
	assert.Contains(t, text(t, ctx, `#chess .cq-error`), "add 'wasm-unsafe-eval' to its script-src")
}

// optionsPage is a page with two chess diagrams (the second far below)
// whose script tag carries attrs.
func optionsPage(attrs string) string {
	block := `files=8 ranks=8 promoZone=1 promoChoice=QRBN symmetry=mirror
pawn::::a2-h2
knight:N:::b1,g1
bishop::::c1,f1
rook::::a1,h1
queen::::d1
king::KisO2::e1`
	return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>options</title></head><body>
<div class="idiagram" id="one">` + block + `</div>
<div style="height:4000px"></div>
<div class="idiagram" id="two" data-ai="on">` + block + `</div>
<script src="chimera.js" ` + attrs + `></script></body></html>`
}

// The data- attributes of the script tag: the computer off (but on for a
// diagram that says data-ai="on"), lettered pieces, lazy loading (nothing
// fetched until a diagram nears the view), eager drawing, another asset
// base, and a bad value named on the console.
func TestEmbeddingOptions(t *testing.T) {
	t.Run("ai off, letters", func(t *testing.T) {
		ctx, errs := browser(t)
		url := siteServer(t, "", map[string]string{"/opts.html": optionsPage(`data-ai="off" data-pieces="letters"`)})
		require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(url+"/opts.html"), visible(`#one .cq-board`)))
		assert.True(t, eval[bool](t, ctx, `document.querySelector('#one .cq-ai').hidden`), "no computer")
		assert.False(t, eval[bool](t, ctx, `!!document.getElementById('cq-pieces')`), "no piece drawings loaded")
		assert.Positive(t, eval[int](t, ctx, `document.querySelectorAll('#one .cq-letter').length`), "lettered pieces")
		require.NoError(t, chromedp.Do(ctx, visible(`#two .cq-board`)))
		assert.False(t, eval[bool](t, ctx, `document.querySelector('#two .cq-ai').hidden`), "data-ai=on on the diagram wins")
		assert.Empty(t, errs.list())
	})
	t.Run("lazy", func(t *testing.T) {
		ctx, errs := browser(t)
		lazy := strings.Replace(optionsPage(`data-loading="lazy"`), `<div class="idiagram" id="one">`, `<div style="height:4000px"></div><div class="idiagram" id="one">`, 1)
		url := siteServer(t, "", map[string]string{"/lazy.html": lazy})
		require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(url+"/lazy.html"), chromedp.WaitReady(chromedp.CSS(`#one.cq-loading`))))
		time.Sleep(500 * time.Millisecond)
		const fetched = `performance.getEntriesByType('resource').some(e => e.name.endsWith('/chimera.wasm'))`
		assert.False(t, eval[bool](t, ctx, fetched), "no wasm fetched while no diagram is near the view")
		require.NoError(t, chromedp.Do(ctx, visible(`#one .cq-board`)))
		assert.True(t, eval[bool](t, ctx, fetched))
		assert.Empty(t, errs.list())
	})
	t.Run("lazy, the observer silent", func(t *testing.T) {
		// an IntersectionObserver that never reports, as a browser that
		// drops its reports or a renderer too busy for frames: the
		// shim's own look at the placeholders draws them all the same,
		// and only near the view
		ctx, errs := browser(t)
		_, err := chromedp.Call(ctx, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{
			Source: `window.IntersectionObserver = class { observe() {} unobserve() {} disconnect() {} };`})
		require.NoError(t, err)
		url := siteServer(t, "", map[string]string{"/silent.html": optionsPage("")})
		require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(url+"/silent.html"), chromedp.WaitReady(chromedp.CSS(`#one .cq-board`))),
			"the diagram in view is drawn")
		time.Sleep(1500 * time.Millisecond)
		assert.True(t, eval[bool](t, ctx, `document.querySelector('#two').classList.contains('cq-loading')`), "the diagram far below waits")
		require.NoError(t, chromedp.Do(ctx, visible(`#two .cq-board`)), "and is drawn once scrolled to")
		assert.Empty(t, errs.list())
	})
	t.Run("eager", func(t *testing.T) {
		ctx, errs := browser(t)
		url := siteServer(t, "", map[string]string{"/eager.html": optionsPage(`data-loading="eager"`)})
		require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(url+"/eager.html"),
			chromedp.WaitReady(chromedp.CSS(`#two .cq-board`))), "the diagram far below is drawn without scrolling")
		assert.Empty(t, errs.list())
	})
	t.Run("base and a bad option", func(t *testing.T) {
		ctx, errs := browser(t)
		watchWarnings(t, ctx)
		// the page is at /site/, the files at /assets/v1/
		files := http.StripPrefix("/assets/v1", http.FileServer(http.Dir(distDir)))
		pageHTML := strings.Replace(optionsPage(`data-base="/assets/v1/" data-loading="sometimes"`), `src="chimera.js"`, `src="/assets/v1/chimera.js"`, 1)
		pageHTML = strings.Replace(pageHTML, `data-base="/assets/v1/"`, `data-base="/assets/v1"`, 1)
		srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			if r.URL.Path == "/site/page.html" {
				_, _ = w.Write([]byte(pageHTML))
				return
			}
			if !strings.HasPrefix(r.URL.Path, "/assets/v1/") {
				http.NotFound(w, r)
				return
			}
			files.ServeHTTP(w, r)
		}))
		t.Cleanup(srv.Close)
		require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(srv.URL+"/site/page.html"), visible(`#one .cq-board`)))
		assert.Equal(t, "/assets/v1/", eval[string](t, ctx, `Chimera.configure().base`), "a base without its slash gets one")
		assert.Equal(t, "auto", eval[string](t, ctx, `Chimera.configure().loading`), "the bad value was ignored")
		assert.Equal(t, []string{`Chimera: option loading must be "auto", "eager" or "lazy", not "sometimes"`},
			eval[[]string](t, ctx, `window.warnings`))
		// and configure() names an unknown option without throwing
		eval[any](t, ctx, `Chimera.configure({colour: 'red'})`)
		assert.Contains(t, eval[[]string](t, ctx, `window.warnings`)[1], `unknown option "colour"`)
		assert.Empty(t, errs.list())
	})
}
