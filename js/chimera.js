// chimera.js: the page shim. One <script src=".../chimera.js"> turns every
// element with class "idiagram" (an Interactive Diagram parameter block)
// into a playable Chimera diagram, inside that element. wasm_exec.js,
// chimera.wasm and chimera.css are loaded once, relative to this script's
// own URL; a diagram far below the fold starts when it scrolls into view.
// The standalone build defines CHIMERA_WASM_BASE64 and CHIMERA_CSS, so it
// needs no other file and works from file://.
(function () {
  "use strict";
  var script = document.currentScript;
  var base = script && script.src ? script.src.replace(/[^\/]*$/, "") : "";
  var queue = [];
  var ready = false;
  var loading = false;

  function addStyle() {
    if (window.CHIMERA_CSS) {
      var style = document.createElement("style");
      style.textContent = window.CHIMERA_CSS;
      document.head.appendChild(style);
      return;
    }
    var link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = base + "chimera.css";
    document.head.appendChild(link);
  }

  function wasmBytes() {
    if (window.CHIMERA_WASM_BASE64) {
      var bin = atob(window.CHIMERA_WASM_BASE64);
      var bytes = new Uint8Array(bin.length);
      for (var i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
      return WebAssembly.instantiate(bytes, window.__chimeraGo.importObject);
    }
    var url = base + "chimera.wasm";
    if (WebAssembly.instantiateStreaming) {
      return WebAssembly.instantiateStreaming(fetch(url), window.__chimeraGo.importObject);
    }
    return fetch(url).then(function (r) { return r.arrayBuffer(); }).then(function (b) {
      return WebAssembly.instantiate(b, window.__chimeraGo.importObject);
    });
  }

  function start() {
    window.__chimeraGo = new Go();
    window.chimeraReady = function () {
      ready = true;
      queue.splice(0).forEach(render);
    };
    wasmBytes().then(function (r) {
      window.__chimeraGo.run(r.instance);
    }).catch(function (err) {
      queue.splice(0).forEach(function (el) {
        el.classList.remove("cq-loading");
        var p = document.createElement("p");
        p.className = "cq-error";
        p.textContent = "Chimera could not start: " + err;
        el.appendChild(p);
      });
    });
  }

  function load() {
    if (loading) return;
    loading = true;
    if (typeof Go === "function") {
      start();
      return;
    }
    var s = document.createElement("script");
    s.src = base + "wasm_exec.js";
    s.onload = start;
    document.head.appendChild(s);
  }

  function render(el) {
    if (!ready) {
      queue.push(el);
      load();
      return;
    }
    el.classList.remove("cq-loading");
    window.chimeraRender(el);
  }

  function init() {
    addStyle();
    var els = Array.prototype.slice.call(document.querySelectorAll(".idiagram"));
    if (!("IntersectionObserver" in window)) {
      els.forEach(render);
      return;
    }
    var io = new IntersectionObserver(function (entries) {
      entries.forEach(function (e) {
        if (e.isIntersecting) {
          io.unobserve(e.target);
          render(e.target);
        }
      });
    }, { rootMargin: "300px" });
    els.forEach(function (el) {
      el.classList.add("cq-loading");
      io.observe(el);
    });
  }

  // The AI runs in a Web Worker (chimera-worker.js), started on first use.
  var worker = null;
  var jobs = {};
  var nextJob = 1;
  window.chimeraAI = function (text, moves, ms, onProgress, onDone) {
    if (!worker) {
      worker = new Worker(base + "chimera-worker.js");
      worker.onmessage = function (e) {
        var job = jobs[e.data.id];
        if (!job) return;
        if (e.data.progress) {
          job.onProgress(e.data.progress);
          return;
        }
        delete jobs[e.data.id];
        job.onDone(e.data.result);
      };
    }
    var id = nextJob++;
    jobs[id] = { onProgress: onProgress, onDone: onDone };
    worker.postMessage({ id: id, text: text, moves: moves, ms: ms });
  };

  window.Chimera = { render: render };
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", init);
  } else {
    init();
  }
})();
