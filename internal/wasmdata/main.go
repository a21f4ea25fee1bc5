// Command wasmdata rewrites a WebAssembly module's data section with its
// segments less than -gap bytes apart merged into one (see merge.go for
// why), and the source line tables of the functions outside the
// -keep-lines packages dropped (lines.go): build.sh runs it on
// chimera.wasm, which the first makes about 60 KB smaller with brotli
// (0.6 MB larger raw, the memory the module starts with unchanged) and
// the second about 27 KB with the default -keep-lines (Go's runtime and
// standard packages then print ?:0 for their frames in a stack trace; the
// project's keep their lines), 54 KB with build.sh's (only the DOM layer
// and the board's behaviour keep theirs).
//
//	go run ./internal/wasmdata dist/chimera.wasm
package main

import (
	"flag"
	"fmt"
	"os"
	"strings"
)

func main() {
	gap := flag.Int("gap", 64, "merge segments less than this many bytes apart")
	keep := flag.String("keep-lines", "github.com/chimera-variants/chimera/,main.",
		"comma-separated prefixes of the function names that keep their source line tables; * keeps every function's")
	flag.Parse()
	if flag.NArg() != 1 {
		fmt.Fprintln(os.Stderr, "usage: wasmdata [-gap N] [-keep-lines PREFIXES] FILE.wasm (rewritten in place)")
		os.Exit(2)
	}
	var keepLines []string
	if *keep != "*" {
		keepLines = strings.Split(*keep, ",")
	}
	if err := rewrite(flag.Arg(0), *gap, keepLines); err != nil {
		fmt.Fprintln(os.Stderr, "wasmdata:", err)
		os.Exit(1)
	}
}

func rewrite(path string, gap int, keepLines []string) error {
	module, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	out, before, after, dropped, err := rewriteModule(module, gap, keepLines)
	if err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	if err := os.WriteFile(path, out, 0o644); err != nil {
		return err
	}
	fmt.Printf("wasmdata: %s: %d data segments merged into %d, the line tables of %d functions dropped (%d bytes, was %d)\n",
		path, before, after, dropped, len(out), len(module))
	return nil
}
