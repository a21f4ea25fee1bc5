package demo_test

import (
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/require"
)

// axeViolation is what the test keeps of an axe-core violation.
type axeViolation struct {
	ID      string   `json:"id"`
	Impact  string   `json:"impact"`
	Help    string   `json:"help"`
	Targets []string `json:"targets"`
}

// axeSource is axe-core's script: npm's axe-core package, installed by
// .ci/run (npm install axe-core) in the repository's node_modules, or
// the file CHIMERA_AXE names. Without it the test is skipped, except in
// CI, where it fails.
func axeSource(t *testing.T) string {
	path := os.Getenv("CHIMERA_AXE")
	if path == "" {
		path = filepath.Join("..", "node_modules", "axe-core", "axe.min.js")
	}
	src, err := os.ReadFile(path)
	if err != nil {
		if os.Getenv("CI") != "" {
			t.Fatalf("axe-core is missing in CI (%v): .ci/run installs it with npm", err)
		}
		t.Skipf("no axe-core (%v): npm install --no-save axe-core", err)
	}
	return string(src)
}

// Every demo page, with its diagrams drawn, has no critical or serious
// accessibility violation that axe-core finds.
func TestAccessibility(t *testing.T) {
	axe := axeSource(t)
	pages, err := filepath.Glob(filepath.Join(distDir, "*.html"))
	require.NoError(t, err)
	require.NotEmpty(t, pages)
	url := server(t)
	for _, file := range pages {
		name := filepath.Base(file)
		t.Run(name, func(t *testing.T) {
			// a page of many diagrams on a busy machine (CI runs the
			// packages' tests side by side) takes longer than a minute
			ctx, errs := browserFor(t, 3*time.Minute)
			// the diagrams are drawn eagerly, all of them, one per task: what
			// is checked here is the drawn page, not lazy loading (which
			// embed_test.go tests); waiting on the IntersectionObserver
			// while scrolling has stalled in CI under load, every diagram
			// below the first screen left unobserved for two minutes
			_, err := chromedp.Call(ctx, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{
				Source: `window.ChimeraConfig = {loading: "eager"};`})
			require.NoError(t, err)
			_, err = chromedp.Run(ctx, chromedp.Navigate(url+"/"+name))
			require.NoError(t, err)
			deadline := time.Now().Add(2 * time.Minute)
			// (eager drawing sets no placeholder: a diagram is drawn when it
			// holds a board or an error)
			const waiting = `Array.from(document.querySelectorAll('.idiagram')).filter(e => !e.querySelector('.cq-main, .cq-error'))`
			for eval[int](t, ctx, waiting+`.length`) > 0 {
				if time.Now().After(deadline) {
					// say which diagrams wait and how far the loader got
					state := eval[string](t, ctx, `JSON.stringify({loading: `+waiting+`.map(e => e.id || e.className),
						visibility: document.visibilityState, timings: (window.Chimera || {}).timings})`)
					t.Fatalf("diagrams still loading after 2 minutes: %s; page errors: %q", state, errs.list())
				}
				time.Sleep(100 * time.Millisecond)
			}
			_, err = chromedp.Run(ctx, chromedp.Evaluate[chromedp.Void](axe))
			require.NoError(t, err)
			found, err := chromedp.Run(ctx, chromedp.Evaluate[[]axeViolation](`axe.run(document, {resultTypes: ['violations']}).then(r =>
				r.violations.map(v => ({id: v.id, impact: v.impact || '', help: v.help,
					targets: v.nodes.slice(0, 5).map(n => n.target.join(' '))})))`, chromedp.EvalAwaitPromise))
			require.NoError(t, err)
			var bad []string
			for _, v := range found {
				if v.Impact == "critical" || v.Impact == "serious" {
					bad = append(bad, v.Impact+" "+v.ID+" ("+v.Help+"): "+strings.Join(v.Targets, ", "))
				} else {
					t.Logf("%s %s: %s", v.Impact, v.ID, v.Help)
				}
			}
			sort.Strings(bad)
			require.Empty(t, bad, "axe-core violations on %s", name)
		})
	}
}
