// chimera-worker.js: the AI's Web Worker. It runs the same chimera.wasm
// without a page, so a long search never freezes the page. Messages in:
// {module} (the WebAssembly.Module the page compiled; without it the worker
// fetches chimera.wasm itself), then jobs {id, text, moves, level, net}
// (net: the URL of a network file, a block's evalNet=, or ""); out:
// {id, progress} for each finished iteration, then {id, result}. A search
// cannot be interrupted from inside: the page stops one by ending the
// worker (chimeraAIStop in chimera.js). The standalone build runs this
// script from a Blob URL with wasm_exec.js before it.
//
// A bad message is answered {id, result: {error}} and the worker goes on.
// Should the Go program stop (a fatal error, a trap), the job that was
// running is answered with an error and the next job starts a fresh
// program from the same module.
"use strict";
// CHIMERA_BASE is where the files are when this script was imported by a
// worker of the page's own (chimera.js does that for a CDN: a page may not
// start a worker from another origin)
var base = self.CHIMERA_BASE || "";
if (typeof Go !== "function") importScripts(base + "wasm_exec.js");
var moduleP = null; // the compiled module
var program = null; // a promise of the running Go program: {go, api}

function compiled() {
  if (!moduleP) {
    moduleP = WebAssembly.compileStreaming
      ? WebAssembly.compileStreaming(fetch(base + "chimera.wasm"))
      : fetch(base + "chimera.wasm").then(function (r) { return r.arrayBuffer(); }).then(WebAssembly.compile);
  }
  return moduleP;
}

// running starts the Go program if none runs.
function running() {
  if (program) return program;
  var go = new Go();
  var ready = new Promise(function (resolve) { self.chimeraReady = resolve; });
  program = compiled().then(function (m) {
    return WebAssembly.instantiate(m, go.importObject);
  }).then(function (instance) {
    go.run(instance);
    return ready;
  }).then(function () {
    return { go: go, api: self.chimera };
  });
  program.catch(function () { program = null; moduleP = null; }); // try again next time
  return program;
}

// nets holds, by URL, the promise of a network file's bytes ({bytes})
// or of why it could not be had ({error}); a file is fetched once.
var nets = {};

function network(url) {
  if (typeof url !== "string" || url === "") return Promise.resolve({});
  if (!nets[url]) {
    nets[url] = fetch(url).then(function (r) {
      if (!r.ok) throw new Error("HTTP status " + r.status);
      return r.arrayBuffer();
    }).then(function (b) {
      return { bytes: new Uint8Array(b) };
    }, function (err) {
      return { error: "could not load " + url + " (" + (err && err.message || err) + ")" };
    });
  }
  return nets[url];
}

function errorResult(msg) {
  return { error: { line: 0, token: "", message: msg } };
}

function reply(msg) {
  try {
    postMessage(msg);
  } catch (err) {
    // an id that cannot be copied back
    postMessage({ id: null, result: msg.result || errorResult(String(err)) });
  }
}

self.onmessage = function (e) {
  var job = e.data;
  if (job && typeof job === "object" && job.module instanceof WebAssembly.Module) {
    if (!moduleP) moduleP = Promise.resolve(job.module);
    return;
  }
  if (!job || typeof job !== "object") {
    reply({ id: null, result: errorResult("a job is an object {id, text, moves, level}, not " + typeof job) });
    return;
  }
  var id = job.id;
  Promise.all([running(), network(job.net)]).then(function (got) {
    var prog = got[0], net = got[1];
    self.chimeraProgress = function (info) { reply({ id: id, progress: info }); };
    var result, dead = false;
    try {
      result = prog.api.think(job.text, job.moves, job.level, net.bytes);
      if (net.error && result && !result.error) result.netError = net.error;
    } catch (err) {
      // only a Go program that stopped, or trapped, throws
      result = errorResult("the computer stopped: " + (err && err.message || err));
      dead = true;
    }
    if (dead || prog.go.exited) {
      if (!dead) result = errorResult("the computer stopped: its program exited");
      program = null; // the next job gets a fresh program
    }
    reply({ id: id, result: result });
  }, function (err) {
    reply({ id: id, result: errorResult("the computer could not start: " + (err && err.message || err)) });
  });
};
