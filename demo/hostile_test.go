package demo_test

import (
	"context"
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The hostile-input tests: broken and absurd parameter blocks beside good
// diagrams (demo/hostile.html), every chimera.* function called with
// wrong arguments, and bad input in a diagram (FEN, move list, set-up)
// that must leave the game as it was.

// waitFor polls a JavaScript condition until it holds or the time is up.
func waitFor(t *testing.T, ctx context.Context, cond string, limit time.Duration) bool {
	deadline := time.Now().Add(limit)
	for {
		if eval[bool](t, ctx, cond) {
			return true
		}
		if time.Now().After(deadline) {
			return false
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// evalAwait evaluates an expression whose value is a promise, and waits.
func evalAwait[T any](t *testing.T, ctx context.Context, expr string) T {
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](expr, chromedp.EvalAwaitPromise))
	require.NoError(t, err, expr)
	return v
}

// fullScreenshot sets the viewport to a size and saves the whole page, for
// looking at, in /tmp (the file is named in the log).
func fullScreenshot(t *testing.T, ctx context.Context, name string, w, h int64) {
	require.NoError(t, chromedp.Do(ctx, chromedp.EmulateViewport(w, h)))
	time.Sleep(300 * time.Millisecond) // layout
	path := fmt.Sprintf("/tmp/%s-%dx%d.png", name, w, h)
	if png := capturePage(t, ctx, path); png != nil {
		require.NoError(t, os.WriteFile(path, png, 0o644))
		t.Logf("screenshot: %s", path)
	}
}

// TestHostileBlocksIsolated: on a page where good diagrams stand between
// hostile blocks, every good one is drawn and plays a move by clicking,
// every hostile one shows a short error inside its own element, and the
// page stays responsive throughout.
func TestHostileBlocksIsolated(t *testing.T) {
	ctx, errs := browserFor(t, 120*time.Second)
	url := server(t)
	start := time.Now()
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(url+"/hostile.html"), visible(`#chess .cq-board`)))
	// a timer that keeps ticking unless the page freezes
	eval[int](t, ctx, `(() => { window.ticks = 0; window.longest = 0; let last = performance.now();
		setInterval(() => { const now = performance.now(); window.longest = Math.max(window.longest, now - last); last = now; window.ticks++ }, 20); return 0 })()`)
	hostile := []struct {
		id, want string // want: text the error must hold
	}{
		{"h-betza", "Line 3"},
		{"h-line", "Line 3"},
		{"h-morph", "Line 4"},
		{"h-matrix", "captureMatrix"},
		{"h-range", "zz99"},
		{"h-count", "Line 3"},
		{"h-files", "files"},
		{"h-fields", "Line 2"},
	}
	for _, h := range hostile {
		began := time.Now()
		sel := "#" + h.id
		require.NoError(t, chromedp.Do(ctx, chromedp.ScrollIntoView(chromedp.CSS(sel))))
		done := waitFor(t, ctx, `!!document.querySelector('`+sel+` .cq-error, `+sel+` .cq-board')`, 45*time.Second)
		took := time.Since(began)
		if !assert.True(t, done, "%s: neither an error nor a board after %v", h.id, took) {
			continue
		}
		msg := text(t, ctx, sel+` .cq-error`)
		t.Logf("%s (%v): %.160s", h.id, took.Round(time.Millisecond), msg)
		if assert.NotEmpty(t, msg, "%s shows its error in its own element", h.id) {
			assert.Contains(t, msg, h.want, h.id)
			assert.Less(t, len(msg), 600, "%s: the error is cut to a readable length", h.id)
		}
		assert.Zero(t, eval[int](t, ctx, `document.querySelectorAll('`+sel+` .cq-board').length`), "%s draws no board", h.id)
		assert.Less(t, took, 5*time.Second, "%s is rejected quickly", h.id)
	}
	// 60 piece lines are within the limits: drawn, or refused, either way in its own element
	require.NoError(t, chromedp.Do(ctx, chromedp.ScrollIntoView(chromedp.CSS(`#h-pieces`))))
	assert.True(t, waitFor(t, ctx, `!!document.querySelector('#h-pieces .cq-board, #h-pieces .cq-error')`, 30*time.Second))
	good := []struct {
		id, from, to, record string
	}{
		{"chess", "e2", "e4", "1. e4"},
		{"xiangqi", "e4", "e5", "1. Pe5"},
		{"shogi", "e3", "e4", "1. e4"},
		{"chess2", "d2", "d4", "1. d4"},
	}
	for _, g := range good {
		d := "#" + g.id
		// diagrams are drawn as they come into view (loading "auto"), so
		// scroll to each first, as a reader would: how far down chess2
		// stands depends on how the blocks above it were drawn
		require.NoError(t, chromedp.Do(ctx, chromedp.ScrollIntoView(chromedp.CSS(d)), visible(d+` .cq-board`), click(d, g.from), click(d, g.to)), g.id)
		assert.Equal(t, g.record, text(t, ctx, d+` .cq-record`), "%s plays a move by clicking", g.id)
		assert.Empty(t, text(t, ctx, d+` .cq-error`), g.id)
	}
	assert.Equal(t, "1. e4", text(t, ctx, `#chess .cq-record`), "each diagram keeps its own game")
	longest := eval[float64](t, ctx, `window.longest`)
	t.Logf("the whole page took %v; the longest the page stood still: %.0f ms", time.Since(start), longest)
	assert.Less(t, longest, 5000.0, "no block froze the page for long")
	fullScreenshot(t, ctx, "hostile", 1280, 900)
	fullScreenshot(t, ctx, "hostile", 390, 844)
	// nothing overflows its element: errors wrap, however long their words
	overflow := eval[[]string](t, ctx, `Array.from(document.querySelectorAll('.cq-error')).filter(e =>
		e.scrollWidth > e.clientWidth + 1 || e.getBoundingClientRect().right > document.documentElement.clientWidth + 1).map(e => e.closest('.idiagram').id)`)
	assert.Empty(t, overflow, "error boxes fit the 390-pixel-wide page")
	assert.Empty(t, errs.list())
}

// hostileCalls calls every function of the page API with missing
// arguments, arguments of every wrong type, unknown ids and too many
// arguments, catching exceptions; it returns one line per call that threw
// or did not return {error}, except the calls listed as valid.
const hostileCalls = `(() => {
	const block = "files=8 ranks=8 promoZone=1 promoChoice=R\npawn::::a2-h2\nrook::::a1,h1\nking::K::e1";
	const id = chimera.create(block).id;
	const vals = [undefined, null, true, false, 0, -1, 1.5, -0, NaN, Infinity, -Infinity, 1e308, 2 ** 53 + 1,
		"x", "", "1", "e2", {}, [], [1], {id: 1}, () => 1, Symbol("s"), 10n, new Date(), document.createTextNode("x")];
	const name = v => { try { return typeof v === "symbol" ? "Symbol" : typeof v === "bigint" ? v + "n" :
		typeof v === "function" ? "function" : v instanceof Element ? "element" : JSON.stringify(v) ?? String(v) } catch (e) { return String(v) } };
	const fns = ["create", "moves", "play", "undo", "fen", "setFen", "record", "result", "think", "benchSearch", "benchPerft"];
	const calls = [];
	for (const f of fns) {
		calls.push([f, []]);
		for (const v of vals) calls.push([f, [v]]);
		calls.push([f, [id, "a", "b", "c"]]);
	}
	for (const f of ["moves", "play", "setFen"]) for (const v of vals) calls.push([f, [id, v]]);
	for (const v of vals) calls.push(["think", [block, "", v]], ["think", [block, v]], ["benchSearch", [block, v]],
		["benchPerft", [block, v]]);
	calls.push(["think", [block, "e4 e5 Qxz9"]], ["moves", [id, "z9"]], ["moves", [id, "x".repeat(100000)]],
		["play", [id, "Kxz9"]], ["setFen", [id, "8/8/8/8/8/8/8/8 w - - 0 1"]], ["benchSearch", ["nothing", 3]],
		["benchPerft", ["nothing", 3]],
		["create", ["x".repeat(300000)]]);
	// calls that are right: the square and the level are optional, an
	// empty FEN is the start position
	const valid = new Set(["moves " + id + ",undefined", "moves " + id + ',""', "moves " + id + ',"e2"',
		"setFen " + id + ',""', "think " + name(block) + ',"",undefined', "think " + name(block) + ',""']);
	for (const v of vals) calls.push(["chimeraRender", [v]]);
	calls.push(["chimeraRender", []], ["chimeraRender", [document]], ["chimeraRender", [document.createTextNode("x")]],
		["chimeraRender", [document.body, 1]]);
	const bad = [];
	let errors = 0;
	for (const [f, args] of calls) {
		const label = f + " " + args.map(name).join(",");
		let r, threw = null;
		try {
			r = f === "chimeraRender" ? chimeraRender(...args) : chimera[f](...args);
		} catch (e) {
			threw = String(e && e.message || e);
		}
		const isError = !!(r && r.error && typeof r.error.message === "string" && r.error.message.length > 0);
		if (isError) errors++;
		if (threw) bad.push(label + ": threw " + threw);
		else if (valid.has(label) ? isError : !isError) bad.push(label + ": " + (valid.has(label) ? "failed: " + r.error.message : "no error, returned " + name(r)));
	}
	return {calls: calls.length, errors: errors, bad: bad};
})()`

// TestHostileAPICalls: no call of the page API, however wrong, throws
// (in particular not "Go program has already exited"); each returns an
// error result; afterwards games are still made and played, through the
// API and in a diagram.
func TestHostileAPICalls(t *testing.T) {
	ctx, errs := browser(t)
	url := server(t)
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(url+"/multi.html"), visible(`#first .cq-board`)))
	type report struct {
		Calls  int      `json:"calls"`
		Errors int      `json:"errors"`
		Bad    []string `json:"bad"`
	}
	start := time.Now()
	r := eval[report](t, ctx, hostileCalls)
	t.Logf("%d hostile calls, %d errors returned, in %v", r.Calls, r.Errors, time.Since(start))
	assert.Greater(t, r.Calls, 350)
	assert.Empty(t, r.Bad)
	// the API still works
	fen := eval[string](t, ctx, `(() => { const g = chimera.create(document.querySelector('#second').getAttribute('data-block'));
		if (g.error) return g.error.message; const r = chimera.play(g.id, "e4"); return r.error ? r.error.message : r.fen })()`)
	assert.Equal(t, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1", fen)
	assert.Equal(t, []string{"e5", "e6"}, eval[[]string](t, ctx, `(() => { const g = chimera.create(document.querySelector('#second').getAttribute('data-block'));
		chimera.play(g.id, "e4"); return chimera.moves(g.id, "e7").map(m => m.notation).sort() })()`))
	// and so do the diagrams
	require.NoError(t, chromedp.Do(ctx, click("#first", "e2"), click("#first", "e4")))
	assert.Equal(t, "1. e4", text(t, ctx, `#first .cq-record`))
	assert.Empty(t, errs.list(), "no internal error was logged")
}

// TestBadInputKeepsGame: a wrong FEN, a move list with an illegal move and
// a set-up that cannot be played each say what is wrong in the diagram
// and leave the game (position, moves, undo) as it was; so do setFen and
// play through the API.
func TestBadInputKeepsGame(t *testing.T) {
	ctx, errs := browser(t)
	url := server(t)
	d := "#first"
	button := func(label string) chromedp.Action[chromedp.Void] {
		click := chromedp.Click(chromedp.JSPath(`Array.from(document.querySelectorAll('#first button')).find(b => !b.hidden && (b.textContent === '` + label + `' || b.getAttribute('aria-label') === '` + label + `'))`))
		if label != "Set up" {
			return click
		}
		// Set up is in the toolbar's menu
		return chromedp.Steps(chromedp.Evaluate[chromedp.Void](`document.querySelector('#first .cq-menu').open = true`), click)
	}
	load := func(s string) {
		// the FEN field and Load are in the toolbar's menu
		eval[int](t, ctx, `(() => { document.querySelector('#first .cq-menu').open = true;
			document.querySelector('#first .cq-fen').value = `+fmt.Sprintf("%q", s)+`; return 0 })()`)
		require.NoError(t, chromedp.Do(ctx, button("Load")))
	}
	fenNow := func() string { return eval[string](t, ctx, `document.querySelector('#first .cq-fen').value`) }
	message := func() string { return text(t, ctx, d+` .cq-message`) }
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(url+"/multi.html"), visible(d+` .cq-board`),
		click(d, "e2"), click(d, "e4"), click(d, "e7"), click(d, "e5")))
	game := "1. e4 e5"
	fen := fenNow()
	kept := func(what string) {
		t.Helper()
		assert.Equal(t, game, text(t, ctx, d+` .cq-record`), "%s: the moves are kept", what)
		assert.Equal(t, "black pawn", eval[string](t, ctx,
			`document.querySelector('#first .cq-sq[data-sq="e5"]').getAttribute('aria-label').split(', ')[1]`), "%s: the board is kept", what)
	}

	for _, bad := range []struct{ text, want string }{
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1", "FEN"},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNZ w KQkq - 0 1", `"Z"`},
		{"rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1", "black has no king"},
		{"4k3/8/8/8/8/8/4R3/4K3 w - - 0 1", "black is not to move but is in check"},
		{strings.Repeat("8/", 5000) + "8 w - - 0 1", "FEN"},
	} {
		load(bad.text)
		msg := message()
		assert.Contains(t, msg, bad.want, bad.text[:min(len(bad.text), 60)])
		assert.Contains(t, msg, "The game is unchanged")
		assert.Less(t, len(msg), 500)
		kept("bad FEN")
	}
	assert.Equal(t, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1", func() string {
		load("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1")
		return fenNow()
	}(), "the text stays in the box to be corrected")

	for _, bad := range []struct{ text, want string }{
		{"1. e4 e5 2. Nf3 Qxz9 3. Bc4", `move 2 (black), "Qxz9": not a legal move here`},
		{"1. d4 d5 2. c4 %%%", `move 2 (black), "%%%"`},
		{"1. e4 " + strings.Repeat("Z", 5000), `move 1 (black), "ZZZZZZZZ`},
		{"1. f3 e5 2. g4 Qh4# 3. a3", `move 3 (white), "a3": the game is already over (checkmate)`},
	} {
		load(bad.text)
		msg := message()
		assert.Contains(t, msg, bad.want)
		assert.Contains(t, msg, "The game is unchanged")
		assert.Less(t, len(msg), 500)
		kept("bad move list")
	}
	screenshot(t, ctx, "bad-input")

	// set-up: without Black's king the position cannot be played; Cancel
	// goes back to the game
	require.NoError(t, chromedp.Do(ctx, button("Set up"), button("empty square"), click(d, "e8"), button("Play")))
	assert.Contains(t, message(), "black has no king")
	assert.Contains(t, text(t, ctx, d+` .cq-status`), "setting up", "still setting up")
	require.NoError(t, chromedp.Do(ctx, button("Cancel")))
	kept("set-up cancelled")
	assert.Equal(t, fen, fenNow())
	assert.Contains(t, text(t, ctx, d+` .cq-status`), "white to move")
	// a set-up where the side not to move is in check
	require.NoError(t, chromedp.Do(ctx, button("Set up"), button("white queen"), click(d, "e7"), button("Play")))
	assert.Contains(t, message(), "black is not to move but is in check")
	// fixed by handing the move to Black, it plays
	require.NoError(t, chromedp.Do(ctx, button("side to move: white"), button("Play")))
	assert.Empty(t, message())
	assert.True(t, strings.HasPrefix(fenNow(), "rnbqkbnr/ppppQppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR b "), fenNow())
	// undo history survives a failed load
	require.NoError(t, chromedp.Do(ctx, click(d, "e8"), click(d, "e7")))
	game = text(t, ctx, d+` .cq-record`)
	assert.Contains(t, game, "Kxe7")
	load("1... Qxz1")
	assert.Contains(t, message(), "The game is unchanged")
	assert.Equal(t, game, text(t, ctx, d+` .cq-record`))
	require.NoError(t, chromedp.Do(ctx, button("Undo")))
	assert.Equal(t, "", text(t, ctx, d+` .cq-record`), "undo after a failed load")

	// the API: a bad FEN or move leaves the game
	api := eval[[]string](t, ctx, `(() => { const g = chimera.create(document.querySelector('#second').getAttribute('data-block'));
		chimera.play(g.id, "e4"); const before = chimera.fen(g.id);
		const a = chimera.setFen(g.id, "8/8/8/8 w"), b = chimera.play(g.id, "Qxz9"), c = chimera.setFen(g.id, "4k3/8/8/8/8/8/8/8 w - - 0 1");
		return [a.error && a.error.message, b.error && b.error.message, c.error && c.error.message,
			String(chimera.fen(g.id) === before && a.fen === before && b.fen === before), chimera.record(g.id)] })()`)
	require.Len(t, api, 5)
	assert.Contains(t, api[0], "FEN")
	assert.Contains(t, api[1], `"Qxz9" is not a legal move`)
	assert.Contains(t, api[2], "white has no king")
	assert.Equal(t, "true", api[3], "the FEN is unchanged")
	assert.Equal(t, "1. e4", api[4])
	assert.Empty(t, errs.list())
}

// TestWorkerSurvivesBadJobs: the AI's worker answers bad messages with an
// error and goes on; when its Go program stops, the job gets an error and
// the next job a fresh program.
func TestWorkerSurvivesBadJobs(t *testing.T) {
	ctx, errs := browser(t)
	url := server(t)
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(url+"/multi.html"), visible(`#first .cq-board`)))
	type answer struct {
		ID     any            `json:"id"`
		Result map[string]any `json:"result"`
	}
	got := evalAwait[[]answer](t, ctx, `(async () => {
		const block = document.querySelector('#first').getAttribute('data-block');
		// a worker as the page makes one, and a test's copy that can stop its Go program
		const src = 'importScripts("' + location.origin + '/wasm_exec.js", "' + location.origin + '/chimera-worker.js");' +
			'self.addEventListener("message", e => { if (e.data === "stop") self.chimera.think = () => { throw new Error("Go program has already exited") } });';
		const w = new Worker(URL.createObjectURL(new Blob([src], {type: "text/javascript"})));
		w.postMessage({module: await WebAssembly.compileStreaming(fetch("chimera.wasm"))});
		const answers = [];
		const next = () => new Promise(resolve => { w.onmessage = e => { if (!e.data.progress) resolve(e.data) } });
		const ask = async msg => { const p = next(); w.postMessage(msg); answers.push(await p) };
		await ask(null);
		await ask("a string");
		await ask({id: 1});
		await ask({id: 2, text: 5, moves: {}, level: "club"});
		await ask({id: 3, text: block, moves: "e4 Qxz9", level: "beginner"});
		await ask({id: 4, text: block, moves: "", level: -1});
		await ask({id: 5, text: "files=nonsense", moves: "", level: "beginner"});
		await ask({id: 6, text: block, moves: "e4", level: 50});
		await ask("stop");
		await ask({id: 7, text: block, moves: "e4", level: 50});
		await ask({id: 8, text: block, moves: "e4", level: 50});
		w.terminate();
		return answers;
	})()`)
	require.Len(t, got, 11)
	for i, a := range got {
		t.Logf("answer %d: id %v %v", i, a.ID, a.Result)
	}
	errOf := func(a answer) string {
		if e, ok := a.Result["error"].(map[string]any); ok {
			s, _ := e["message"].(string)
			return s
		}
		return ""
	}
	for _, i := range []int{0, 1, 2, 3, 4, 5, 6, 8, 9} {
		assert.NotEmpty(t, errOf(got[i]), "answer %d is an error", i)
	}
	assert.Contains(t, errOf(got[4]), `"Qxz9"`)
	assert.Contains(t, errOf(got[9]), "Go program has already exited")
	for _, i := range []int{7, 10} {
		assert.Empty(t, errOf(got[i]), "answer %d", i)
		assert.NotEmpty(t, got[i].Result["best"], "answer %d: a move from a working program", i)
	}
	assert.Empty(t, errs.list())
}

// TestPageRestartsStoppedProgram: should the page's Go program stop, the
// diagrams are drawn again by a fresh one and play on.
func TestPageRestartsStoppedProgram(t *testing.T) {
	ctx, errs := browser(t)
	url := server(t)
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(url+"/multi.html"), visible(`#first .cq-board`), visible(`#second .cq-board`),
		click("#first", "e2"), click("#first", "e4")))
	// what a fatal error does, seen from JavaScript: the program is marked
	// exited and its run() promise ends
	eval[int](t, ctx, `(() => { window.oldChimera = window.chimera; const g = window.__chimeraGo; g.exited = true; g._resolveExitPromise(); return 0 })()`)
	require.True(t, waitFor(t, ctx, `window.chimera !== window.oldChimera && !!document.querySelector('#first .cq-board') && !!document.querySelector('#second .cq-board')`, 10*time.Second))
	require.NoError(t, chromedp.Do(ctx, visible(`#first .cq-board`), click("#first", "d2"), click("#first", "d4")))
	assert.Equal(t, "1. d4", text(t, ctx, `#first .cq-record`), "drawn again with a new game, and playing")
	assert.Equal(t, "rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq d3 0 1",
		eval[string](t, ctx, `(() => { const g = chimera.create(document.querySelector('#second').getAttribute('data-block')); return chimera.play(g.id, "d4").fen })()`))
	assert.Len(t, errs.list(), 1, "the restart is reported once on the console")
}

// TestPanicStaysInDiagram: a panic inside a diagram (made here by a page
// whose document.createElement throws once) is recovered: in an event
// handler the diagram redraws itself with its game kept and says what
// happened; while drawing, the error shows in that element and the next
// diagram is drawn. The page's other diagrams play on, and each internal
// error is logged once.
func TestPanicStaysInDiagram(t *testing.T) {
	ctx, errs := browser(t)
	url := server(t)
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(url+"/multi.html"), visible(`#first .cq-board`), visible(`#second .cq-board`),
		click("#first", "e2"), click("#first", "e4")))
	sabotage := `(() => { const create = document.createElement; let once = true;
		document.createElement = function (tag) { if (once) { once = false; throw new Error("boom") } return create.call(document, tag) };
		return 0 })()`
	eval[int](t, ctx, sabotage)
	require.NoError(t, chromedp.Do(ctx, click("#first", "e7")))
	msg := text(t, ctx, `#first .cq-message`)
	assert.Contains(t, msg, "internal error in the pointerdown handler")
	assert.Contains(t, msg, "boom")
	assert.Contains(t, msg, "the game was kept")
	assert.Equal(t, 64, eval[int](t, ctx, `document.querySelectorAll('#first .cq-board .cq-sq').length`), "the board is drawn again")
	require.NoError(t, chromedp.Do(ctx, click("#first", "e7"), click("#first", "e5"), click("#second", "d2"), click("#second", "d4")))
	assert.Equal(t, "1. e4 e5", text(t, ctx, `#first .cq-record`))
	assert.Equal(t, "1. d4", text(t, ctx, `#second .cq-record`))

	eval[int](t, ctx, `(() => { for (const id of ["broken", "next"]) { const d = document.createElement("div"); d.id = id;
		d.textContent = document.querySelector('#second').getAttribute('data-block'); document.body.prepend(d); } return 0 })()`)
	eval[int](t, ctx, sabotage)
	eval[int](t, ctx, `(() => { chimeraRender(document.getElementById("broken")); chimeraRender(document.getElementById("next")); return 0 })()`)
	assert.Contains(t, text(t, ctx, `#broken .cq-error`), "could not be drawn")
	assert.Contains(t, text(t, ctx, `#broken .cq-error`), "boom")
	assert.Equal(t, 64, eval[int](t, ctx, `document.querySelectorAll('#next .cq-board .cq-sq').length`), "the next diagram is drawn")
	require.NoError(t, chromedp.Do(ctx, click("#next", "g1"), click("#next", "f3")))
	assert.Equal(t, "1. Nf3", text(t, ctx, `#next .cq-record`))
	logged := errs.list()
	assert.Len(t, logged, 2, "each internal error logged once")
	for _, e := range logged {
		assert.Contains(t, e, "Chimera: internal error in")
		// build.sh drops the line tables of Go's own packages but not the
		// project's (internal/wasmdata): its frames keep file and line
		assert.Regexp(t, `github\.com/chimera-variants/chimera/wasm/guard\.go:[1-9][0-9]*`, e, "the project's frames keep their lines")
		assert.Regexp(t, `syscall/js\.Value\.Call\(.*?\)(\n|\\n)(\t|\\t)\?:0 `, e, "Go's own packages' frames have none")
	}
}
