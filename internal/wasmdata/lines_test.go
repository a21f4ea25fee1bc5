package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// linesProgram prints a stack trace taken inside a sort's callback, so
// that it holds frames of its own package and of Go's (sort), then
// allocates enough for the garbage collector to run over such frames.
const linesProgram = `package main

import (
	"os"
	"runtime"
	"sort"
)

var keep [][]byte

func main() {
	xs := []int{3, 1, 2}
	printed := false
	sort.Slice(xs, func(i, j int) bool {
		if !printed {
			printed = true
			buf := make([]byte, 1<<16)
			os.Stdout.Write(buf[:runtime.Stack(buf, false)])
		}
		return xs[i] < xs[j]
	})
	for i := 0; i < 20000; i++ {
		keep = append(keep, make([]byte, 1024))
		if len(keep) > 100 {
			keep = keep[1:]
		}
	}
	runtime.GC()
	os.Stdout.WriteString("done\n")
}
`

// TestDropLinesRealModule builds a small Go program for js/wasm, drops
// the line tables of every function outside package main, and runs it
// under Node: it still runs to the end through garbage collections, its
// own frames print their lines and sort's print ?:0. Skipped without
// node.
func TestDropLinesRealModule(t *testing.T) {
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("no node: the rewritten module cannot be run")
	}
	if testing.Short() {
		t.Skip("builds a wasm program")
	}
	goroot, err := exec.Command("go", "env", "GOROOT").Output()
	require.NoError(t, err)
	runner := filepath.Join(string(regexp.MustCompile(`\s+$`).ReplaceAll(goroot, nil)), "lib", "wasm", "wasm_exec_node.js")
	if _, err := os.Stat(runner); err != nil {
		t.Skip("no wasm_exec_node.js in GOROOT")
	}
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, "go.mod"), []byte("module lines\n\ngo 1.26\n"), 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "main.go"), []byte(linesProgram), 0o644))
	wasm := filepath.Join(dir, "p.wasm")
	build := exec.Command("go", "build", "-trimpath", "-o", wasm, ".")
	build.Dir = dir
	build.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	out, err := build.CombinedOutput()
	require.NoError(t, err, string(out))

	run := func() string {
		out, err := exec.Command(node, runner, wasm).CombinedOutput()
		require.NoError(t, err, string(out))
		return string(out)
	}
	before := run()
	assert.Regexp(t, `sort\.Slice\(.*\)\n\t[^\n]*sort/slice\.go:[0-9]+`, before, "sort's frame has its line before")

	module, err := os.ReadFile(wasm)
	require.NoError(t, err)
	rewritten, _, _, dropped, err := rewriteModule(module, 64, []string{"main."})
	require.NoError(t, err)
	assert.Greater(t, dropped, 500, "the runtime's and sort's functions lose their tables")
	require.NoError(t, os.WriteFile(wasm, rewritten, 0o644))
	after := run()
	assert.Contains(t, after, "done\n", "the program runs to its end")
	assert.Regexp(t, `main\.main\.func1\(.*\)\n\tlines/main\.go:18 `, after, "main keeps its lines")
	assert.Regexp(t, `sort\.Slice\(.*\)\n\t\?:0 `, after, "sort's frame has none")
	assert.NotContains(t, after, "slice.go", "no frame outside main names its file")
}

// TestDropLinesNoTable: a module whose data holds no Go function table
// is left as merge alone leaves it.
func TestDropLinesNoTable(t *testing.T) {
	m := module([]segment{{0, []byte("abc")}, {100, []byte("def")}})
	withDrop, _, _, dropped, err := rewriteModule(m, 64, []string{"main."})
	require.NoError(t, err)
	plain, _, _, err := merge(m, 64)
	require.NoError(t, err)
	assert.Equal(t, plain, withDrop)
	assert.Zero(t, dropped)
}

// TestDropLinesRefusesOddTable: a header magic followed by fields that
// cannot be Go's is an error, not a guess.
func TestDropLinesRefusesOddTable(t *testing.T) {
	hdr := append([]byte{}, pclntabMagic...)
	hdr = append(hdr, make([]byte, 64)...) // nfunc 0, every offset 0
	_, _, _, _, err := rewriteModule(module([]segment{{16, hdr}}), 64, []string{"main."})
	assert.ErrorContains(t, err, "does not read as Go")
}
