package demo_test

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/require"
)

// Screenshots are taken for people to look at; the tests' assertions are
// on the DOM. A plain Page.captureScreenshot waits for the compositor's
// next frame, and in CI runs on 2026-11-30 (Chromium 156, two cores, the
// other packages' tests beside it) that frame never came on
// demo/styles.html, three tries of 30 s each, although every diagram was
// drawn and the page answered scripts. Capturing "beyond the viewport"
// makes Chromium draw a fresh frame for the capture (TestScreenshots
// captures that way and never hung); a clip keeps the picture to what
// the window shows. A try that still hangs is followed by a short
// screencast, which wakes an idle compositor, and another try.

// captureTry is how long one capture may take.
const captureTry = 15 * time.Second

// viewportShot captures what the window shows, drawn afresh.
func viewportShot() chromedp.Action[[]byte] {
	return func(ctx context.Context, t *chromedp.Target) ([]byte, error) {
		m, err := cdp.Call(ctx, t, page.GetLayoutMetrics, cdp.Empty{})
		if err != nil {
			return nil, err
		}
		v := m.CSSVisualViewport
		if v == nil {
			return nil, errors.New("no visual viewport in the layout metrics")
		}
		r, err := cdp.Call(ctx, t, page.CaptureScreenshot, page.CaptureScreenshotParams{
			CaptureBeyondViewport: new(true),
			FromSurface:           new(true),
			Clip: &page.Viewport{X: v.PageX, Y: v.PageY, Width: v.ClientWidth,
				Height: v.ClientHeight, Scale: 1},
		})
		if err != nil {
			return nil, err
		}
		return r.Data, nil
	}
}

// wakeCompositor runs a screencast for a quarter of a second.
func wakeCompositor() chromedp.Action[chromedp.Void] {
	return func(ctx context.Context, t *chromedp.Target) (chromedp.Void, error) {
		if _, err := cdp.Call(ctx, t, page.StartScreencast, page.StartScreencastParams{
			Format: page.StartScreencastFormatJpeg, Quality: new(int64(10))}); err != nil {
			return chromedp.Void{}, err
		}
		time.Sleep(250 * time.Millisecond)
		_, err := cdp.Call(ctx, t, page.StopScreencast, cdp.Empty{})
		return chromedp.Void{}, err
	}
}

// stalled holds the browsers (chromedp contexts) whose compositor hung
// through every try of a capture: their later screenshots are not
// tried. In a CI run on 2026-12-01 one hang lasted the rest of the page's
// life, and three screenshots of three tries each took the whole of the
// test's three minutes, failing its remaining checks on the page.
var stalled sync.Map

// capture takes a screenshot of the window (PNG), trying twice, unless
// an earlier capture in the same browser stalled.
func capture(ctx context.Context) ([]byte, []error) {
	browser := chromedp.FromContext(ctx)
	if _, ok := stalled.Load(browser); ok {
		return nil, []error{errors.New("skipped: an earlier capture in this browser stalled")}
	}
	var errs []error
	for try := range 2 {
		if try > 0 {
			wctx, cancel := context.WithTimeout(ctx, captureTry)
			if _, err := chromedp.Run(wctx, wakeCompositor()); err != nil {
				errs = append(errs, err)
			}
			cancel()
		}
		tctx, cancel := context.WithTimeout(ctx, captureTry)
		png, err := chromedp.Run(tctx, viewportShot())
		cancel()
		if err == nil {
			return png, errs
		}
		errs = append(errs, err)
	}
	stalled.Store(browser, true)
	return nil, errs
}

// screenshot saves what the window shows (PNG) in the test's artifact
// directory and, when $CHIMERA_SCREENSHOTS names a directory, there too.
// A capture that cannot be had is logged, and fails the test only when
// $CHIMERA_SCREENSHOTS asks for the pictures: the page was checked by
// the test's own assertions, and a compositor that hangs in CI says
// nothing about the page.
func screenshot(t *testing.T, ctx context.Context, name string) {
	png, errs := capture(ctx)
	for _, err := range errs {
		t.Logf("screenshot %s: %v", name, err)
	}
	dir := os.Getenv("CHIMERA_SCREENSHOTS")
	if png == nil {
		require.Empty(t, dir, "screenshot %s was asked for in %s and could not be taken", name, dir)
		t.Logf("screenshot %s: not taken", name)
		return
	}
	dirs := []string{t.ArtifactDir()}
	if dir != "" {
		require.NoError(t, os.MkdirAll(dir, 0o755))
		dirs = append(dirs, dir)
	}
	for _, d := range dirs {
		path := filepath.Join(d, name+".png")
		require.NoError(t, os.WriteFile(path, png, 0o644))
		t.Logf("screenshot: %s", path)
	}
}
