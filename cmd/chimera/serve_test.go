package main

import (
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"
)

// The demo server sends a file's precompressed twin when the request
// accepts its encoding, with the original file's type.
func TestServePrecompressed(t *testing.T) {
	dir := t.TempDir()
	for name, body := range map[string]string{
		"chimera.wasm": "raw wasm", "chimera.wasm.br": "brotli wasm", "chimera.wasm.gz": "gzip wasm",
		"chimera.css": "raw css", "chimera.css.gz": "gzip css", "page.html": "<p>page</p>",
	} {
		require.NoError(t, os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644))
	}
	srv := httptest.NewServer(precompressed(dir))
	defer srv.Close()
	for _, c := range []struct {
		path, accept, body, encoding, ctype string
	}{
		{"/chimera.wasm", "gzip, deflate, br, zstd", "brotli wasm", "br", "application/wasm"},
		{"/chimera.wasm", "gzip", "gzip wasm", "gzip", "application/wasm"},
		{"/chimera.wasm", "br;q=0, gzip", "gzip wasm", "gzip", "application/wasm"},
		{"/chimera.wasm", "", "raw wasm", "", "application/wasm"},
		{"/chimera.css", "br, gzip", "gzip css", "gzip", "text/css; charset=utf-8"},
		{"/page.html", "br, gzip", "<p>page</p>", "", "text/html; charset=utf-8"},
	} {
		req, err := http.NewRequest("GET", srv.URL+c.path, nil)
		require.NoError(t, err)
		if c.accept != "" {
			req.Header.Set("Accept-Encoding", c.accept)
		}
		// a Transport that leaves the body as sent
		resp, err := (&http.Transport{DisableCompression: true}).RoundTrip(req)
		require.NoError(t, err)
		body, err := io.ReadAll(resp.Body)
		resp.Body.Close()
		require.NoError(t, err)
		require.Equal(t, c.body, string(body), "%s with %q", c.path, c.accept)
		require.Equal(t, c.encoding, resp.Header.Get("Content-Encoding"), "%s with %q", c.path, c.accept)
		require.Equal(t, c.ctype, resp.Header.Get("Content-Type"), "%s with %q", c.path, c.accept)
		require.Contains(t, resp.Header.Values("Vary"), "Accept-Encoding")
	}
}
