// chimera.js: the page shim. One <script src=".../chimera.js"> turns every
// element with class "idiagram" (an Interactive Diagram parameter block)
// into a playable Chimera diagram, inside that element. wasm_exec.js,
// chimera.wasm, chimera.css and pieces.svg (Chimera's own piece drawings)
// are loaded once, relative to this script's own URL; a diagram far below
// the fold starts when it scrolls into view.
//
// Loading starts as soon as this script runs: the wasm is fetched and
// compiled (streaming) while wasm_exec.js and the pieces arrive; the
// compiled module is also what the AI's worker runs, so it is compiled
// once. Diagrams are rendered one per task, the visible ones first, so the
// first board is playable before the others are drawn.
//
// The standalone build defines CHIMERA_WASM_BASE64, CHIMERA_CSS,
// CHIMERA_PIECES and CHIMERA_WORKER_SRC, so it needs no other file and
// works from file://, its AI included (a worker made from a Blob URL).
//
// window.Chimera.worker says how the AI runs ("file": chimera-worker.js,
// "blob": the standalone build's inlined worker, "none": no worker, the
// page waits). window.Chimera.timings holds milliseconds since navigation for each
// loading step (compiled, go, pieces, ready, firstRender), for budgets.
(function () {
  "use strict";
  if (window.Chimera) return;
  var script = document.currentScript;
  var base = script && script.src ? script.src.replace(/[^\/]*$/, "") : "";
  var timings = { script: performance.now() };
  var queue = [];
  var ready = false;
  var loading = null;
  var moduleP = null;
  var drawing = false;

  function mark(name) {
    if (!(name in timings)) timings[name] = performance.now();
  }

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

  // compile fetches and compiles chimera.wasm once (a WebAssembly.Module).
  function compile() {
    if (moduleP) return moduleP;
    if (window.CHIMERA_WASM_BASE64) {
      moduleP = new Promise(function (resolve) { setTimeout(resolve, 0); }).then(function () {
        var bin = atob(window.CHIMERA_WASM_BASE64);
        var bytes = new Uint8Array(bin.length);
        for (var i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
        return WebAssembly.compile(bytes);
      });
    } else {
      var url = base + "chimera.wasm";
      moduleP = WebAssembly.compileStreaming
        ? WebAssembly.compileStreaming(fetch(url))
        : fetch(url).then(function (r) { return r.arrayBuffer(); }).then(WebAssembly.compile);
    }
    moduleP.then(function () { mark("compiled"); }, function () {});
    return moduleP;
  }

  // goLoader makes sure Go's wasm_exec.js has run.
  var goP = null;
  function goLoader() {
    if (goP) return goP;
    if (typeof Go === "function") return (goP = Promise.resolve());
    return (goP = new Promise(function (resolve, reject) {
      var s = document.createElement("script");
      s.src = base + "wasm_exec.js";
      s.onload = resolve;
      s.onerror = function () { reject(new Error("cannot load " + s.src)); };
      document.head.appendChild(s);
    }));
  }

  // pieces puts pieces.svg (symbols cq-p-NAME) into the page once; without
  // it the diagrams fall back to lettered pieces.
  function pieces() {
    var text = window.CHIMERA_PIECES
      ? Promise.resolve(window.CHIMERA_PIECES)
      : fetch(base + "pieces.svg").then(function (r) {
        if (!r.ok) throw new Error(r.status);
        return r.text();
      });
    return text.then(function (t) {
      var svg = new DOMParser().parseFromString(t, "image/svg+xml").documentElement;
      if (svg.nodeName !== "svg") return;
      svg = document.importNode(svg, true);
      svg.setAttribute("aria-hidden", "true");
      svg.setAttribute("style", "position:absolute;width:0;height:0;overflow:hidden");
      svg.id = "cq-pieces";
      document.body.insertBefore(svg, document.body.firstChild);
      mark("pieces");
    }).catch(function () {});
  }

  function fail(err) {
    queue.splice(0).forEach(function (el) {
      el.classList.remove("cq-loading");
      var p = document.createElement("p");
      p.className = "cq-error";
      p.textContent = "Chimera could not start: " + err;
      el.appendChild(p);
    });
  }

  function load() {
    if (loading) return loading;
    var go;
    loading = Promise.all([compile(), goLoader(), pieces()]).then(function (r) {
      go = new Go();
      window.__chimeraGo = go;
      window.chimeraReady = function () {
        mark("ready");
        ready = true;
        drain();
      };
      return WebAssembly.instantiate(r[0], go.importObject);
    }).then(function (instance) {
      mark("go");
      go.run(instance);
    }).catch(fail);
    return loading;
  }

  // drain renders the waiting diagrams, one per task, those on screen
  // first.
  function drain() {
    if (drawing || !queue.length) return;
    var h = window.innerHeight || 800;
    var best = 0;
    for (var i = 0; i < queue.length; i++) {
      var top = queue[i].getBoundingClientRect().top;
      if (top > -h && top < h) { best = i; break; }
    }
    var el = queue.splice(best, 1)[0];
    draw(el);
    if (queue.length) {
      drawing = true;
      setTimeout(function () { drawing = false; drain(); }, 0);
    }
  }

  function draw(el) {
    el.classList.remove("cq-loading");
    var t = performance.now();
    window.chimeraRender(el);
    mark("firstRender");
    (timings.renders = timings.renders || []).push(Math.round(performance.now() - t));
  }

  function render(el) {
    if (!ready) {
      queue.push(el);
      load();
      return;
    }
    if (queue.length || drawing) {
      queue.push(el);
      drain();
      return;
    }
    draw(el);
  }

  function init() {
    addStyle();
    var els = Array.prototype.slice.call(document.querySelectorAll(".idiagram"));
    if (els.length) load();
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
      // the placeholder has the board's size (only numbers are read here)
      var text = el.getAttribute("data-block") || el.textContent;
      var f = /(?:^|\s)files=(\d+)/i.exec(text), r = /(?:^|\s)ranks=(\d+)/i.exec(text);
      el.style.setProperty("--files", Math.min(36, f ? +f[1] : 8) || 8);
      el.style.setProperty("--ranks", Math.min(36, r ? +r[1] : 8) || 8);
      el.classList.add("cq-loading");
      io.observe(el);
    });
  }

  // The AI runs in a Web Worker (chimera-worker.js, or in the standalone
  // build a worker made from the inlined script), started on first use and
  // given the module compiled here. A search can be stopped: the worker is
  // ended (a search cannot be interrupted from outside), the best move of
  // its last finished iteration is the answer, and the other jobs go to a
  // fresh worker.
  var worker = null;
  var jobs = {};
  var nextJob = 1;

  function newWorker() {
    var w;
    if (window.CHIMERA_WORKER_SRC) {
      var url = URL.createObjectURL(new Blob([window.CHIMERA_WORKER_SRC], { type: "text/javascript" }));
      w = new Worker(url);
      window.Chimera.worker = "blob";
    } else {
      w = new Worker(base + "chimera-worker.js");
      window.Chimera.worker = "file";
    }
    w.onmessage = function (e) {
      var job = jobs[e.data.id];
      if (!job) return;
      if (e.data.progress) {
        job.last = e.data.progress;
        job.onProgress(e.data.progress);
        return;
      }
      delete jobs[e.data.id];
      job.onDone(e.data.result);
    };
    w.ready = compile().then(function (m) { w.postMessage({ module: m }); }, function () {});
    return w;
  }

  function post(id) {
    var job = jobs[id];
    var w = worker;
    w.ready.then(function () {
      w.postMessage({ id: id, text: job.text, moves: job.moves, level: job.level });
    });
  }

  window.chimeraAI = function (text, moves, level, onProgress, onDone) {
    var id = nextJob++;
    jobs[id] = { text: text, moves: moves, level: level, onProgress: onProgress, onDone: onDone };
    try {
      if (!worker) worker = newWorker();
    } catch (err) {
      // no worker (some file:// settings): think here, the page waits
      window.Chimera.worker = "none";
      delete jobs[id];
      setTimeout(function () { onDone(window.chimera.think(text, moves, level)); }, 0);
      return id;
    }
    post(id);
    return id;
  };

  window.chimeraAIStop = function (id) {
    var job = jobs[id];
    if (!job || !worker) return false;
    worker.terminate();
    worker = null;
    delete jobs[id];
    var last = job.last || {};
    job.onDone({ best: last.best || "", depth: last.depth || 0, score: last.score || 0,
      nodes: last.nodes || 0, stopped: true });
    var rest = Object.keys(jobs);
    if (rest.length) {
      worker = newWorker();
      rest.forEach(post);
    }
    return true;
  };

  window.Chimera = { render: render, timings: timings };
  // the wasm and Go's loader start at once, even before the page is parsed
  if (document.readyState === "loading" || document.querySelector(".idiagram")) {
    compile().catch(function () {});
    goLoader().catch(function () {});
  }
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", init);
  } else {
    init();
  }
})();
