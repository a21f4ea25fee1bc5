package demo_test

import (
	"archive/tar"
	"compress/gzip"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/chimera-variants/chimera/internal/version"
	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// These tests use the npm package as its users get it: the tarball that
// build.sh pack made with npm pack (TestMain builds it when npm is
// installed), unpacked into a node_modules/ of its own, with nothing
// from dist/ beside it.

// tarball is the package's tarball; the test is skipped without npm,
// except in CI, which has it.
func tarball(t *testing.T) string {
	path := filepath.Join(distDir, "chimera-variants-"+version.Version+".tgz")
	if _, err := os.Stat(path); err != nil {
		if os.Getenv("CI") != "" {
			t.Fatalf("no npm package %s: CI installs npm, and build.sh pack makes it", path)
		}
		t.Skip("no npm package (build.sh pack needs npm): " + err.Error())
	}
	return path
}

// unpack extracts the tarball into dir/node_modules/chimera-variants and
// returns the names of its files.
func unpack(t *testing.T, tgz, dir string) []string {
	f, err := os.Open(tgz)
	require.NoError(t, err)
	defer f.Close()
	zr, err := gzip.NewReader(f)
	require.NoError(t, err)
	tr := tar.NewReader(zr)
	pkg := filepath.Join(dir, "node_modules", "chimera-variants")
	var names []string
	for {
		h, err := tr.Next()
		if errors.Is(err, io.EOF) {
			break
		}
		require.NoError(t, err)
		name, ok := strings.CutPrefix(h.Name, "package/")
		require.True(t, ok && !strings.Contains(name, ".."), "a file outside package/: %s", h.Name)
		names = append(names, name)
		path := filepath.Join(pkg, filepath.FromSlash(name))
		require.NoError(t, os.MkdirAll(filepath.Dir(path), 0o755))
		b, err := io.ReadAll(tr)
		require.NoError(t, err)
		require.NoError(t, os.WriteFile(path, b, 0o644))
	}
	sort.Strings(names)
	return names
}

// installed unpacks the package into a fresh directory, as npm install
// would, and returns that directory.
func installed(t *testing.T) string {
	dir := t.TempDir()
	unpack(t, tarball(t), dir)
	return dir
}

// The tarball holds exactly the listed files, its package.json has this
// release's version, and its README's one-tag example has the version and
// the integrity hash of its own chimera.js.
func TestPackageFiles(t *testing.T) {
	dir := t.TempDir()
	names := unpack(t, tarball(t), dir)
	want, err := os.ReadFile("testdata/package-files.txt")
	require.NoError(t, err)
	var listed []string
	for _, l := range strings.Split(string(want), "\n") {
		if l != "" && !strings.HasPrefix(l, "#") {
			listed = append(listed, l)
		}
	}
	assert.Equal(t, listed, names)
	pkg := filepath.Join(dir, "node_modules", "chimera-variants")
	var meta struct {
		Name, Version, Types string
		Exports              map[string]any
	}
	b, err := os.ReadFile(filepath.Join(pkg, "package.json"))
	require.NoError(t, err)
	require.NoError(t, json.Unmarshal(b, &meta))
	assert.Equal(t, "chimera-variants", meta.Name)
	assert.Equal(t, version.Version, meta.Version)
	assert.Equal(t, "./index.d.ts", meta.Types)
	var hashes map[string]string
	b, err = os.ReadFile(filepath.Join(pkg, "integrity.json"))
	require.NoError(t, err)
	require.NoError(t, json.Unmarshal(b, &hashes))
	readme, err := os.ReadFile(filepath.Join(pkg, "README.md"))
	require.NoError(t, err)
	assert.Contains(t, string(readme), `src="https://cdn.jsdelivr.net/npm/chimera-variants@`+version.Version+`/chimera.js"`)
	assert.Contains(t, string(readme), `integrity="`+hashes["chimera.js"]+`"`)
	assert.Regexp(t, `^sha384-[A-Za-z0-9+/]{64}$`, hashes["chimera.js"])
	for _, f := range []string{"README.md", "package.json", "index.mjs", "node.mjs", "chimera.js"} {
		b, err := os.ReadFile(filepath.Join(pkg, f))
		require.NoError(t, err)
		assert.NotContains(t, string(b), "__CHIMERA_", "%s has a placeholder left", f)
	}
}

// packageServer serves dir (the page and node_modules/), nothing else.
func packageServer(t *testing.T, dir string) string {
	srv := httptest.NewServer(http.FileServer(http.Dir(dir)))
	t.Cleanup(srv.Close)
	return srv.URL
}

// A page that points its script tag into the installed package plays,
// its computer included, with every file checked against the hashes in
// chimera.js; chimera.version is what chimera version prints.
func TestPackagePagePlays(t *testing.T) {
	dir := installed(t)
	html := strings.Replace(optionsPage(""), `src="chimera.js"`, `src="node_modules/chimera-variants/chimera.js"`, 1)
	require.NoError(t, os.WriteFile(filepath.Join(dir, "index.html"), []byte(html), 0o644))
	ctx, errs := browser(t)
	url := packageServer(t, dir)
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(url+"/index.html"), visible(`#one .cq-board`),
		click("#one", "e2"), click("#one", "e4"),
		chromedp.Click(chromedp.JSPath(strings.Replace(computerMove, "%s", "#one", 1)))))
	assert.Regexp(t, `^1\. e4 \S+$`, waitRecord(t, ctx, "#one", 2), "the computer answered")
	assert.True(t, eval[bool](t, ctx, `!!document.getElementById('cq-pieces')`), "the piece drawings came from the package")
	out, err := exec.Command("go", "run", "../cmd/chimera", "version").Output()
	require.NoError(t, err)
	assert.Equal(t, "chimera "+eval[string](t, ctx, `chimera.version`), strings.TrimSpace(string(out)))
	// the shim checked what it fetched: a changed chimera.css is refused
	assert.True(t, eval[bool](t, ctx, `performance.getEntriesByType('resource').some(e => e.name.endsWith('/chimera.wasm'))`))
	assert.Empty(t, errs.list())
}

// A wasm that is not the one chimera.js was built with (a CDN or a cache
// mixing files) is refused by its hash, with a message saying so.
func TestPackageIntegrityRefusesOtherFiles(t *testing.T) {
	dir := installed(t)
	wasm := filepath.Join(dir, "node_modules", "chimera-variants", "chimera.wasm")
	b, err := os.ReadFile(wasm)
	require.NoError(t, err)
	b[len(b)-1] ^= 1 // one bit: still a valid module's size, another file
	require.NoError(t, os.WriteFile(wasm, b, 0o644))
	html := strings.Replace(optionsPage(""), `src="chimera.js"`, `src="node_modules/chimera-variants/chimera.js"`, 1)
	require.NoError(t, os.WriteFile(filepath.Join(dir, "index.html"), []byte(html), 0o644))
	ctx, _ := browser(t)
	url := packageServer(t, dir)
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(url+"/index.html"), chromedp.WaitVisible(chromedp.CSS(`#one .cq-error`))))
	assert.Contains(t, text(t, ctx, `#one .cq-error`), "is not the file this chimera.js (version "+version.Version+") was built with")
}

// A module imports load() from the package and gets the page API; the
// page's diagram is drawn too, and render() draws one more.
func TestPackageModule(t *testing.T) {
	dir := installed(t)
	app := `import { load, render, version } from "./node_modules/chimera-variants/index.mjs";
const block = document.getElementById("one").textContent;
const chimera = await load();
const game = chimera.create(block);
const moves = chimera.moves(game.id).length;
const played = chimera.play(game.id, "e4");
const el = document.createElement("div");
el.id = "three";
el.textContent = block;
document.body.append(el);
await render(el);
document.body.dataset.result = JSON.stringify({ version, api: chimera.version, moves, fen: played.fen, error: played.error });
`
	require.NoError(t, os.WriteFile(filepath.Join(dir, "app.mjs"), []byte(app), 0o644))
	html := strings.Replace(optionsPage(""), `<script src="chimera.js" ></script>`, `<script type="module" src="app.mjs"></script>`, 1)
	require.NoError(t, os.WriteFile(filepath.Join(dir, "index.html"), []byte(html), 0o644))
	ctx, errs := browser(t)
	url := packageServer(t, dir)
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(url+"/index.html"),
		chromedp.WaitReady(chromedp.CSS(`body[data-result]`)), visible(`#three .cq-board`), visible(`#one .cq-board`)))
	var got struct {
		Version, API, FEN string
		Moves             int
		Error             any
	}
	require.NoError(t, json.Unmarshal([]byte(eval[string](t, ctx, `document.body.dataset.result`)), &got))
	assert.Equal(t, version.Version, got.Version)
	assert.Equal(t, version.Version, got.API)
	assert.Equal(t, 20, got.Moves)
	assert.Equal(t, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1", got.FEN)
	assert.Nil(t, got.Error)
	assert.Empty(t, errs.list())
}

// In Node.js the package's load() runs the same wasm without a page.
func TestPackageInNode(t *testing.T) {
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("no node")
	}
	dir := installed(t)
	script := `import { load, version } from "chimera-variants";
const chimera = await load();
const block = "files=8 ranks=8 promoZone=1 promoChoice=QRBN symmetry=mirror\npawn::::a2-h2\nknight:N:::b1,g1\nbishop::::c1,f1\nrook::::a1,h1\nqueen::::d1\nking::KisO2::e1";
const g = chimera.create(block);
chimera.play(g.id, "e4");
chimera.play(g.id, "e5");
const t = chimera.think(block, "f3 e5 g4", 200);
console.log(JSON.stringify({ version, api: chimera.version, moves: chimera.moves(g.id).length, record: chimera.record(g.id), best: t.best }));
`
	require.NoError(t, os.WriteFile(filepath.Join(dir, "t.mjs"), []byte(script), 0o644))
	cmd := exec.Command(node, "t.mjs")
	cmd.Dir = dir
	out, err := cmd.CombinedOutput()
	require.NoError(t, err, string(out))
	var got struct {
		Version, API, Record, Best string
		Moves                      int
	}
	require.NoError(t, json.Unmarshal(out, &got), string(out))
	assert.Equal(t, version.Version, got.Version)
	assert.Equal(t, version.Version, got.API)
	assert.Equal(t, 29, got.Moves, "White's moves after 1. e4 e5")
	assert.Equal(t, "1. e4 e5", got.Record)
	assert.Equal(t, "Qh4#", got.Best, "the fool's mate")
}

// The TypeScript declarations compile, strictly, against a program that
// uses the API as the README shows (CI installs typescript; elsewhere the
// test needs node_modules/typescript at the repository's root).
func TestPackageTypes(t *testing.T) {
	tsc, _ := filepath.Abs("../node_modules/typescript/bin/tsc")
	if _, err := os.Stat(tsc); err != nil {
		if os.Getenv("CI") != "" {
			t.Fatal("CI installs typescript (.ci/run): " + err.Error())
		}
		t.Skip("no typescript: npm install --no-save typescript")
	}
	dir := installed(t)
	program := `import { load, render, version, type ChimeraAPI, type Move, type Options } from "chimera-variants";
const options: Options = { ai: "off", pieces: "letters", loading: "lazy" };
async function main(): Promise<string> {
  const chimera: ChimeraAPI = await load(options);
  const game = chimera.create("files=8 ranks=8");
  if ("id" in game && game.error === null) {
    const moves = chimera.moves(game.id);
    if (Array.isArray(moves)) {
      const first: Move | undefined = moves[0];
      return version + (first ? first.notation : "");
    }
  }
  const el = document.createElement("div");
  await render(el, { base: "/chimera/" });
  window.Chimera?.configure({ integrity: false });
  return window.chimera?.version ?? "";
}
main();
`
	bad := `import { load } from "chimera-variants";
load({ loading: "sometimes" });
`
	require.NoError(t, os.WriteFile(filepath.Join(dir, "main.mts"), []byte(program), 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "bad.mts"), []byte(bad), 0o644))
	tsconfig := `{"compilerOptions": {"strict": true, "noEmit": true, "target": "es2022", "module": "nodenext", "moduleResolution": "nodenext", "lib": ["es2022", "dom"], "types": []}, "files": ["%s"]}`
	run := func(file string) (string, error) {
		require.NoError(t, os.WriteFile(filepath.Join(dir, "tsconfig.json"), []byte(strings.Replace(tsconfig, "%s", file, 1)), 0o644))
		cmd := exec.Command("node", tsc, "-p", ".")
		cmd.Dir = dir
		out, err := cmd.CombinedOutput()
		return string(out), err
	}
	out, err := run("main.mts")
	assert.NoError(t, err, out)
	out, err = run("bad.mts")
	assert.Error(t, err, "a wrong option value does not type-check")
	assert.Contains(t, out, `"sometimes"`)
}

// The README's one-tag example: the page on one origin, the package's
// files on another (a CDN, which sends CORS headers), the script tag
// with the integrity hash of chimera.js. The computer plays, from a
// worker of the page's own that imports the CDN's script.
func TestPackageFromCDN(t *testing.T) {
	dir := installed(t)
	pkg := filepath.Join(dir, "node_modules", "chimera-variants")
	files := http.FileServer(http.Dir(pkg))
	cdn := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Access-Control-Allow-Origin", "*")
		files.ServeHTTP(w, r)
	}))
	t.Cleanup(cdn.Close)
	var hashes map[string]string
	b, err := os.ReadFile(filepath.Join(pkg, "integrity.json"))
	require.NoError(t, err)
	require.NoError(t, json.Unmarshal(b, &hashes))
	tag := `src="` + cdn.URL + `/chimera.js" integrity="` + hashes["chimera.js"] + `" crossorigin="anonymous"`
	html := strings.Replace(optionsPage(""), `src="chimera.js" `, tag, 1)
	site := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(site, "index.html"), []byte(html), 0o644))
	ctx, errs := browser(t)
	url := packageServer(t, site)
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(url+"/index.html"), visible(`#one .cq-board`),
		click("#one", "d2"), click("#one", "d4"),
		chromedp.Click(chromedp.JSPath(strings.Replace(computerMove, "%s", "#one", 1)))))
	assert.Regexp(t, `^1\. d4 \S+$`, waitRecord(t, ctx, "#one", 2), "the computer answered")
	assert.Equal(t, "blob", eval[string](t, ctx, `Chimera.worker`))
	assert.True(t, eval[bool](t, ctx, `!!document.getElementById('cq-pieces')`), "the pieces came from the CDN")
	assert.Empty(t, errs.list())
}
