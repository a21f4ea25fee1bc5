package demo_test

import (
	"html/template"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chimera-variants/chimera/variants"
	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/require"
)

// shotPage is a page with one diagram, as a page author would write it.
var shotPage = template.Must(template.New("shot").Parse(`<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Chimera: {{.Name}}</title>
<style>body { font: 15px/1.5 system-ui, sans-serif; margin: 12px; }</style>
</head><body><h1>{{.Name}}</h1>
<div class="idiagram">{{.Block}}</div>
<script src="/chimera.js"></script></body></html>`))

// bigBoard is a 36x36 block (Taikyoku Shogi's size) with a few pieces.
const bigBoard = `files=36 ranks=36 promoZone=1 name=36x36
king::K::r1
rook::R::a1,ai1
knight::N::d1,ae1
pawn::fW::a3-ai3
`

// shotServer serves dist/ and, under /shot/NAME.html, a page with the
// shipped variant NAME (or the 36x36 block for "big").
func shotServer(t *testing.T) string {
	files := http.FileServer(http.Dir(distDir))
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		name, ok := strings.CutPrefix(r.URL.Path, "/shot/")
		if !ok {
			files.ServeHTTP(w, r)
			return
		}
		name = strings.TrimSuffix(name, ".html")
		block, found := variants.Block(name)
		if name == "big" {
			block, found = bigBoard, true
		}
		if !found {
			http.NotFound(w, r)
			return
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		_ = shotPage.Execute(w, struct{ Name, Block string }{name, block})
	}))
	t.Cleanup(srv.Close)
	return srv.URL
}

// shotDir is where screenshots go: $CHIMERA_SCREENSHOTS, else the test's
// artifact directory (go test -artifacts keeps it).
func shotDir(t *testing.T) string {
	if d := os.Getenv("CHIMERA_SCREENSHOTS"); d != "" {
		require.NoError(t, os.MkdirAll(d, 0o755))
		return d
	}
	return t.ArtifactDir()
}

// The boards players know, desktop and phone: each drawn without error
// and without making the page wider than the screen. The screenshots are
// saved to be looked at.
func TestScreenshots(t *testing.T) {
	url := shotServer(t)
	dir := shotDir(t)
	pages := []string{"shot/chess", "shot/xiangqi", "shot/janggi", "shot/shogi", "shot/chushogi",
		"shot/minishogi", "shot/crazyhouse", "shot/big", "editor"}
	for _, size := range []struct {
		name          string
		width, height int64
		mobile        bool
	}{{"desktop", 1280, 900, false}, {"phone", 390, 844, true}} {
		t.Run(size.name, func(t *testing.T) {
			ctx, log := browser(t)
			opts := []chromedp.EmulateViewportOption{}
			if size.mobile {
				opts = append(opts, chromedp.EmulateMobile)
			}
			_, err := chromedp.Run(ctx, chromedp.EmulateViewport(size.width, size.height, opts...))
			require.NoError(t, err)
			for _, page := range pages {
				_, err := chromedp.Run(ctx, chromedp.Steps(chromedp.Navigate(url+"/"+page+".html"),
					chromedp.WaitVisible(chromedp.CSS(".cq-board"))))
				require.NoError(t, err, page)
				// let fonts and the first drawing settle (quality 100: a PNG)
				deadline := time.Now().Add(10 * time.Second)
				for !eval[bool](t, ctx, `document.fonts.status === 'loaded'`) && time.Now().Before(deadline) {
					time.Sleep(50 * time.Millisecond)
				}
				time.Sleep(300 * time.Millisecond)
				require.Zero(t, eval[int](t, ctx, `document.querySelectorAll('.cq-error').length`), page)
				overflow := eval[float64](t, ctx, `document.documentElement.scrollWidth - window.innerWidth`)
				require.LessOrEqual(t, overflow, 0.0, "%s on a %s is wider than the screen", page, size.name)
				file := filepath.Join(dir, strings.ReplaceAll(page, "/", "-")+"-"+size.name+".png")
				if png := capturePage(t, ctx, file); png != nil {
					require.NoError(t, os.WriteFile(file, png, 0o644))
				}
			}
			require.Empty(t, log.list())
		})
	}
}
