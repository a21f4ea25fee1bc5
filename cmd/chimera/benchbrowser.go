package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/chimera-variants/chimera/search"
	"github.com/chimera-variants/chimera/variants"
)

// benchPage loads the built chimera.wasm without any diagram, for the
// browser benchmark.
const benchPage = `<!doctype html><meta charset="utf-8"><title>Chimera bench</title>
<script src="wasm_exec.js"></script>
<script>
const go = new Go();
WebAssembly.instantiateStreaming(fetch("chimera.wasm"), go.importObject).then(r => go.run(r.instance));
` + strongSearchJS + `
</script>`

// browserBenchResult is what the page's chimera.benchSearch reports.
type browserBenchResult struct {
	Nodes float64 `json:"nodes"`
	MS    float64 `json:"ms"`
}

// benchBrowser runs search.BenchCases in headless Chromium on the
// WebAssembly build in dir (a built dist/) and prints each speed beside
// the native one: the page's AI runs this same code in a Web Worker.
func benchBrowser(dir, chromium string, native []search.BenchResult, out io.Writer) error {
	ctx, done, err := openBenchPage(dir, "", chromium, "/bench.html")
	if err != nil {
		return err
	}
	defer done()
	// warm up: Chromium first runs wasm from its baseline compiler and
	// optimises it in the background
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[browserBenchResult](benchCall("chess", 7))); err != nil {
		return err
	}
	for i, c := range search.BenchCases {
		var r browserBenchResult
		for run := 0; run < 2; run++ { // the better of two
			x, err := chromedp.Run(ctx, chromedp.Evaluate[browserBenchResult](benchCall(c.Variant, c.Depth)))
			if err != nil {
				return fmt.Errorf("%s: %w", c.Variant, err)
			}
			if run == 0 || x.MS < r.MS {
				r = x
			}
		}
		nps := r.Nodes / (r.MS / 1000)
		line := fmt.Sprintf("search %-11s depth %d in Chromium: %9.0f nodes %8.0f ms %7.0f k nodes/s",
			c.Variant, c.Depth, r.Nodes, r.MS, nps/1e3)
		if i < len(native) && native[i].NodesPerSecond() > 0 {
			line += fmt.Sprintf(", %.2f of native", nps/native[i].NodesPerSecond())
			if uint64(r.Nodes) != native[i].Nodes {
				// the same search should walk the same tree
				line += " (warning: not the native tree)"
			}
		}
		fmt.Fprintln(out, line)
	}
	return benchStrong(ctx, out)
}

// openBenchPage serves dir (a built dist/) with the benchmark pages, and
// fsfDir, when given, under /fsf/ (Fairy-Stockfish's wasm build), and
// opens page in headless Chromium once chimera has started. Every
// response carries the cross-origin isolation headers, which let
// Fairy-Stockfish's threads share memory (SharedArrayBuffer). done
// closes the browser and the server.
func openBenchPage(dir, fsfDir, chromium, page string) (ctx context.Context, done func(), err error) {
	if _, err := os.Stat(chromium); err != nil {
		return nil, nil, fmt.Errorf("no Chromium at %s (apt-get install chromium)", chromium)
	}
	if _, err := os.Stat(dir + "/chimera.wasm"); err != nil {
		return nil, nil, fmt.Errorf("no chimera.wasm in %s: run ./build.sh first", dir)
	}
	mux := http.NewServeMux()
	mux.Handle("/", http.FileServer(http.Dir(dir)))
	for name, text := range map[string]string{"/bench.html": benchPage, "/benchwasm.html": benchWasmPage} {
		mux.HandleFunc(name, func(w http.ResponseWriter, _ *http.Request) {
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			io.WriteString(w, text)
		})
	}
	if fsfDir != "" {
		mux.Handle("/fsf/", http.StripPrefix("/fsf/", http.FileServer(http.Dir(fsfDir))))
	}
	isolated := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cross-Origin-Opener-Policy", "same-origin")
		w.Header().Set("Cross-Origin-Embedder-Policy", "require-corp")
		mux.ServeHTTP(w, r)
	})
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, nil, err
	}
	srv := &http.Server{Handler: isolated}
	go srv.Serve(ln)
	var closers []func()
	done = func() {
		for i := len(closers) - 1; i >= 0; i-- {
			closers[i]()
		}
	}
	closers = append(closers, func() { srv.Close() })
	defer func() {
		if err != nil {
			done()
		}
	}()
	tmp, err := os.MkdirTemp("", "chimera-bench")
	if err != nil {
		return nil, nil, err
	}
	closers = append(closers, func() { os.RemoveAll(tmp) })
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(chromium), chromedp.NoSandbox, chromedp.DisableGPU,
		chromedp.Flag("disable-quic", true), chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-background-networking", true), chromedp.Flag("disable-sync", true),
		chromedp.Flag("no-first-run", true), chromedp.UserDataDir(tmp))
	actx, cancel := chromedp.NewExecAllocator(context.Background(), opts...)
	closers = append(closers, cancel)
	ctx, cancel2 := chromedp.NewContext(actx)
	closers = append(closers, cancel2)
	ctx, cancel3 := context.WithTimeout(ctx, 20*time.Minute)
	closers = append(closers, cancel3)
	if _, err := chromedp.Run(ctx, chromedp.Navigate("http://"+ln.Addr().String()+page)); err != nil {
		return nil, nil, err
	}
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](
		`typeof chimera === "object" && typeof chimera.benchSearch === "function"`)); err != nil {
		return nil, nil, fmt.Errorf("the page did not start: %w", err)
	}
	return ctx, done, nil
}

// benchCall is the page call that runs a search of the shipped variant
// name to depth: chimera.benchSearch with the variant's block.
func benchCall(name string, depth int) string {
	text, _ := variants.Block(name)
	block, _ := json.Marshal(text)
	return fmt.Sprintf("chimera.benchSearch(%s, %d)", block, depth)
}
