// chimera-worker.js: the AI's Web Worker. It runs the same chimera.wasm
// without a page, so a long search never freezes the page. Messages in:
// {module} (the WebAssembly.Module the page compiled; without it the worker
// fetches chimera.wasm itself), then jobs {id, text, moves, level}; out:
// {id, progress} for each finished iteration, then {id, result}. A search
// cannot be interrupted from inside: the page stops one by ending the
// worker (chimeraAIStop in chimera.js). The standalone build runs this
// script from a Blob URL with wasm_exec.js before it.
"use strict";
if (typeof Go !== "function") importScripts("wasm_exec.js");
var ready = new Promise(function (resolve) { self.chimeraReady = resolve; });
var started = false;

function start(module) {
  if (started) return;
  started = true;
  var go = new Go();
  var instance = module
    ? WebAssembly.instantiate(module, go.importObject)
    : (WebAssembly.instantiateStreaming
      ? WebAssembly.instantiateStreaming(fetch("chimera.wasm"), go.importObject)
      : fetch("chimera.wasm").then(function (r) { return r.arrayBuffer(); })
        .then(function (b) { return WebAssembly.instantiate(b, go.importObject); })
    ).then(function (r) { return r.instance; });
  instance.then(function (i) { go.run(i); });
}

self.onmessage = function (e) {
  var job = e.data;
  if (job.module) {
    start(job.module);
    return;
  }
  start();
  ready.then(function () {
    self.chimeraProgress = function (info) { postMessage({ id: job.id, progress: info }); };
    var result = self.chimera.think(job.text, job.moves, job.level);
    postMessage({ id: job.id, result: result });
  });
};
