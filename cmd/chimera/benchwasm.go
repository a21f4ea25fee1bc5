package main

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/chimera-variants/chimera/variants"
)

// benchWasmPage loads the built chimera.wasm and Fairy-Stockfish's wasm
// build (the npm package fairy-stockfish-nnue.wasm, served under /fsf/),
// and offers fsfPerft(variant, depth), timed from the `go perft` command
// to the engine's total as `bench --against` does natively. The engine
// runs its commands in a thread of its own; Chimera's benchPerft runs on
// the page's thread. fsfVariants lists what its UCI_Variant offers.
const benchWasmPage = `<!doctype html><meta charset="utf-8"><title>Chimera bench against Fairy-Stockfish</title>
<script src="wasm_exec.js"></script>
<script src="/fsf/stockfish.js"></script>
<script>
const go = new Go();
WebAssembly.instantiateStreaming(fetch("chimera.wasm"), go.importObject).then(r => go.run(r.instance));
let waiting = null, fsfVariants = null;
const fsf = Stockfish().then(sf => {
	sf.addMessageListener(line => {
		if (line.startsWith("option name UCI_Variant ")) fsfVariants = line.split(" var ").slice(1).map(s => s.trim());
		if (waiting && line.startsWith(waiting.prefix)) { const w = waiting; waiting = null; w.resolve(line); }
	});
	return sf;
});
function fsfSay(sf, command, prefix) {
	return new Promise(resolve => { waiting = {prefix, resolve}; sf.postMessage(command); });
}
async function fsfStart() {
	const sf = await fsf;
	await fsfSay(sf, "uci", "uciok");
	return fsfVariants || ["chess"];
}
async function fsfPerft(variant, depth) {
	const sf = await fsf;
	sf.postMessage("setoption name UCI_Variant value " + variant);
	await fsfSay(sf, "isready", "readyok");
	sf.postMessage("position startpos");
	const start = performance.now();
	const line = await fsfSay(sf, "go perft " + depth, "Nodes searched:");
	return {nodes: Number(line.slice("Nodes searched:".length)), ms: performance.now() - start};
}
</script>`

// wasmCases are the rows of `chimera bench --browser DIR --against-wasm
// DIR` by default: the wasm builds are slower than the native ones, so a
// depth less than natively.
var wasmCases = []perftCase{{"chess", 5}, {"xiangqi", 4}}

// benchWasmAgainst runs Chimera's perft (chimera.benchPerft) and
// Fairy-Stockfish's wasm build's in headless Chromium, interleaved as
// runBenchAgainst does, and prints the same table.
func benchWasmAgainst(dir, fsfDir, chromium string, cases []perftCase, rounds int, out io.Writer) error {
	if _, err := os.Stat(fsfDir + "/stockfish.js"); err != nil {
		return fmt.Errorf("no stockfish.js in %s: --against-wasm takes the directory of the npm package fairy-stockfish-nnue.wasm (npm install fairy-stockfish-nnue.wasm)", fsfDir)
	}
	ctx, done, err := openBenchPage(dir, fsfDir, chromium, "/benchwasm.html")
	if err != nil {
		return err
	}
	defer done()
	offered, err := chromedp.Run(ctx, chromedp.Evaluate[[]string]("fsfStart()", chromedp.EvalAwaitPromise))
	if err != nil {
		return fmt.Errorf("Fairy-Stockfish's wasm did not start: %w", err)
	}
	knows := map[string]bool{}
	for _, v := range offered {
		knows[v] = true
	}
	table := newPerftTable(out, "Fairy-Stockfish wasm ("+fsfDir+") in Chromium, Chimera's wasm beside it", rounds)
	for _, c := range cases {
		text, ok := variants.Block(c.variant)
		if !ok {
			return fmt.Errorf("%q is not a shipped variant", c.variant)
		}
		block, _ := json.Marshal(text)
		chimera := fmt.Sprintf("chimera.benchPerft(%s, %%d)", block)
		engine := fmt.Sprintf("fsfPerft(%q, %%d)", c.variant)
		r := perftRow{variant: c.variant, depth: c.depth}
		if !knows[c.variant] {
			r.skipped = "the engine lacks " + c.variant
		}
		// warm up: Chromium first runs wasm from its baseline compiler
		// and optimises it in the background
		for round := -1; round < rounds; round++ {
			depth := c.depth
			if round < 0 {
				depth = max(depth-1, 1)
			}
			if r.skipped == "" {
				x, err := chromedp.Run(ctx, chromedp.Evaluate[browserBenchResult](fmt.Sprintf(engine, depth), chromedp.EvalAwaitPromise))
				if err != nil {
					return fmt.Errorf("Fairy-Stockfish %s: %w", c.variant, err)
				}
				if el := millis(x.MS); round == 0 || round > 0 && el < r.engineTime {
					r.engineNodes, r.engineTime = uint64(x.Nodes), el
				}
			}
			x, err := chromedp.Run(ctx, chromedp.Evaluate[browserBenchResult](fmt.Sprintf(chimera, depth)))
			if err != nil {
				return fmt.Errorf("Chimera %s: %w", c.variant, err)
			}
			if el := millis(x.MS); round == 0 || round > 0 && el < r.chimeraTime {
				r.nodes, r.chimeraTime = uint64(x.Nodes), el
			}
		}
		table.row(r)
	}
	return table.end()
}

// millis is a page's milliseconds as a Duration.
func millis(ms float64) time.Duration { return time.Duration(ms * float64(time.Millisecond)) }
