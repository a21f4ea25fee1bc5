package demo_test

import (
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chimera-variants/chimera/internal/version"
	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The shim and the wasm report the version chimera version prints.
func TestVersionInPage(t *testing.T) {
	ctx, errs := browser(t)
	url := server(t)
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(url+"/multi.html"), visible(`#first .cq-board`)))
	assert.Equal(t, version.Version, eval[string](t, ctx, `chimera.version`))
	assert.Equal(t, version.Version, eval[string](t, ctx, `Chimera.version`))
	assert.Empty(t, errs.list())
}

// A chimera.js of another version than the wasm (a stale cache, a CDN
// path mixing releases) draws no diagram: it says why on the console and
// in each diagram.
func TestVersionMismatchRefused(t *testing.T) {
	ctx, errs := browser(t)
	shim, err := os.ReadFile(filepath.Join(distDir, "chimera.js"))
	require.NoError(t, err)
	stale := strings.Replace(string(shim), `var version = "`+version.Version+`"`, `var version = "0.9.0"`, 1)
	require.NotEqual(t, string(shim), stale, "the built shim carries its version")
	files := http.FileServer(http.Dir(distDir))
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/chimera.js" {
			w.Header().Set("Content-Type", "text/javascript")
			_, _ = w.Write([]byte(stale))
			return
		}
		files.ServeHTTP(w, r)
	}))
	t.Cleanup(srv.Close)
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(srv.URL+"/multi.html"),
		chromedp.WaitVisible(chromedp.CSS(`#first .cq-error`))))
	msg := text(t, ctx, `#first .cq-error`)
	assert.Contains(t, msg, "chimera.wasm is version "+version.Version+" but chimera.js is version 0.9.0")
	assert.Zero(t, eval[int](t, ctx, `document.querySelectorAll('.cq-board').length`), "no diagram drawn")
	logged := strings.Join(errs.list(), "\n")
	assert.Contains(t, logged, "different releases")
}
