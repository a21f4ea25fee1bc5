// chimera-worker.js: the AI's Web Worker. It runs the same chimera.wasm
// without a page, so a long search never freezes the page. Messages in:
// {id, text, moves, ms}; out: {id, progress} for each finished iteration,
// then {id, result}.
"use strict";
importScripts("wasm_exec.js");
var ready = new Promise(function (resolve) { self.chimeraReady = resolve; });
var go = new Go();
(WebAssembly.instantiateStreaming
  ? WebAssembly.instantiateStreaming(fetch("chimera.wasm"), go.importObject)
  : fetch("chimera.wasm").then(function (r) { return r.arrayBuffer(); })
      .then(function (b) { return WebAssembly.instantiate(b, go.importObject); })
).then(function (r) { go.run(r.instance); });

self.onmessage = function (e) {
  var job = e.data;
  ready.then(function () {
    self.chimeraProgress = function (info) { postMessage({ id: job.id, progress: info }); };
    var result = self.chimera.think(job.text, job.moves, job.ms);
    postMessage({ id: job.id, result: result });
  });
};
