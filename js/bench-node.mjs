// Chimera (https://github.com/chimera-variants/chimera), MIT License.
// bench-node.mjs: `chimera bench --against` for the WebAssembly builds in
// Node.js: Chimera's perft (chimera.benchPerft in the built chimera.wasm)
// beside Fairy-Stockfish's wasm build's `go perft` (the npm package
// fairy-stockfish-nnue.wasm), interleaved, the best of the rounds each.
// Not part of the page; run it from the repository after ./build.sh:
//
//   node --no-experimental-fetch js/bench-node.mjs dist FSF_DIR [--rounds N] [chess:5 xiangqi:4 ...]
//
// FSF_DIR is the package's directory (npm install fairy-stockfish-nnue.wasm
// puts it in node_modules/fairy-stockfish-nnue.wasm). Node 20 needs
// --no-experimental-fetch: the engine's loader would fetch its wasm by a
// file path. The engine times from the `go perft` command to its total,
// "Nodes searched: N", as `chimera bench --against` does natively.

import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";

const args = process.argv.slice(2);
let rounds = 3;
const i = args.indexOf("--rounds");
if (i >= 0) {
  rounds = Number(args[i + 1]);
  args.splice(i, 2);
}
const [dist, fsfDir, ...rows] = args;
if (!dist || !fsfDir || !(rounds >= 1)) {
  console.error("usage: node --no-experimental-fetch js/bench-node.mjs DIST FSF_DIR [--rounds N] [VARIANT:DEPTH ...]");
  process.exit(2);
}
const cases = (rows.length ? rows : ["chess:5", "xiangqi:4"]).map((r) => {
  const [variant, depth] = r.split(":");
  return { variant, depth: Number(depth) };
});

// Chimera: Go's loader, then chimera.wasm, which calls chimeraReady
await import(pathToFileURL(path.resolve(dist, "wasm_exec.js")).href);
const go = new globalThis.Go();
const ready = new Promise((resolve) => { globalThis.chimeraReady = resolve; });
const { instance } = await WebAssembly.instantiate(await readFile(path.resolve(dist, "chimera.wasm")), go.importObject);
go.run(instance);
await ready;
const chimera = globalThis.chimera;

// Fairy-Stockfish: its UCI commands run in a thread of its own, its lines
// come back to the listener
const Stockfish = createRequire(import.meta.url)(path.resolve(fsfDir, "stockfish.js"));
const sf = await Stockfish();
let waiting = null;
let offered = ["chess"];
sf.addMessageListener((line) => {
  if (line.startsWith("option name UCI_Variant ")) offered = line.split(" var ").slice(1).map((s) => s.trim());
  if (waiting && line.startsWith(waiting.prefix)) {
    const w = waiting;
    waiting = null;
    w.resolve(line);
  }
});
const say = (command, prefix) => new Promise((resolve) => {
  waiting = { prefix, resolve };
  sf.postMessage(command);
});
await say("uci", "uciok");

async function fsfPerft(variant, depth) {
  sf.postMessage("setoption name UCI_Variant value " + variant);
  await say("isready", "readyok");
  sf.postMessage("position startpos");
  const start = performance.now();
  const line = await say("go perft " + depth, "Nodes searched:");
  return { nodes: Number(line.slice("Nodes searched:".length)), ms: performance.now() - start };
}

const here = path.dirname(new URL(import.meta.url).pathname);
const mnps = (r) => (r.nodes / r.ms / 1000).toFixed(2);
console.log(`perft from the start position, best of ${rounds} interleaved rounds; engine: Fairy-Stockfish wasm (${fsfDir}) in Node ${process.version}, Chimera's wasm beside it`);
console.log("ratio = Chimera's speed / the engine's (above 1: Chimera is faster)");
console.log("variant      depth        nodes   engine M/s  Chimera M/s   ratio");
let mismatch = false;
for (const { variant, depth } of cases) {
  const block = await readFile(path.resolve(here, "..", "variants", variant + ".txt"), "utf8");
  const knows = offered.includes(variant);
  let engine = null, mine = null;
  for (let round = -1; round < rounds; round++) { // round -1 warms up, a depth less
    const d = round < 0 ? Math.max(depth - 1, 1) : depth;
    if (knows) {
      const r = await fsfPerft(variant, d);
      if (round === 0 || (round > 0 && r.ms < engine.ms)) engine = r;
    }
    const r = chimera.benchPerft(block, d);
    if (r.error) throw new Error(variant + ": " + r.error.message);
    if (round === 0 || (round > 0 && r.ms < mine.ms)) mine = r;
  }
  let note = knows ? "" : `  (the engine lacks ${variant})`;
  const same = engine && engine.nodes === mine.nodes;
  if (engine && !same) {
    note = `  <<< NODE COUNT MISMATCH: engine ${engine.nodes}`;
    mismatch = true;
  }
  console.log(variant.padEnd(12), String(depth).padStart(5), String(mine.nodes).padStart(12),
    (engine ? mnps(engine) : "-").padStart(12), mnps(mine).padStart(12),
    (same ? (engine.ms / mine.ms).toFixed(2) : "-").padStart(7) + note);
}
sf.terminate();
process.exit(mismatch ? 1 : 0);
