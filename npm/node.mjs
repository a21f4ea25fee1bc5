// Chimera (https://github.com/chimera-variants/chimera), MIT License.
// node.mjs: Chimera's page API in Node.js (18 or later), without a page:
// the same chimera.wasm, run by Go's wasm_exec.js.
//
//   import { load } from "chimera-variants";
//   const chimera = await load();
//   const game = chimera.create(block);
//   chimera.play(game.id, "e4");
//
// think() runs in the calling thread (use a worker_thread to keep a
// server responsive). There is no render() without a page.

import { readFile } from "node:fs/promises";

/** This package's version; the files it loads must be the same one. */
export const version = "__CHIMERA_VERSION__";

const here = new URL("./", import.meta.url);

let program = null;

/**
 * Starts chimera.wasm once and resolves with the page API. options.base
 * (a file: URL or path of a directory) says where chimera.wasm and
 * wasm_exec.js are; by default this package's own directory.
 */
export function load(options = {}) {
  if (!program) {
    program = start(options).catch((err) => {
      program = null;
      throw err;
    });
  }
  return program;
}

async function start(options) {
  let base = here;
  if (options.base) {
    const b = String(options.base);
    base = new URL(b.endsWith("/") ? b : b + "/", /^[a-z][a-z0-9+.-]*:/i.test(b) ? undefined : "file://" + process.cwd() + "/");
  }
  if (typeof globalThis.Go !== "function") {
    await import(new URL("wasm_exec.js", base).href);
  }
  const bytes = await readFile(new URL("chimera.wasm", base));
  const go = new globalThis.Go();
  const ready = new Promise((resolve) => {
    globalThis.chimeraReady = resolve;
  });
  const { instance } = await WebAssembly.instantiate(bytes, go.importObject);
  // the program waits for calls once it has set globalThis.chimera; its
  // run() never ends, and keeps nothing pending, so Node can exit
  go.run(instance);
  await ready;
  const api = globalThis.chimera;
  if (!api || api.version !== version) {
    throw new Error("Chimera: chimera.wasm is version " + (api && api.version) + " but this module is version " + version +
      ": the files come from different releases");
  }
  return api;
}

/** There is no page to draw in under Node: render() always rejects. */
export function render() {
  return Promise.reject(new Error("Chimera: render() needs a page; in Node use load() and the game API"));
}
