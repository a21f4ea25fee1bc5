// Chimera (https://github.com/chimera-variants/chimera), MIT License: see LICENSE.
// Copyright (c) 2026 The Chimera authors.
// chimera.js: the page shim. One <script src=".../chimera.js"> turns every
// element with class "idiagram" (an Interactive Diagram parameter block)
// into a playable Chimera diagram, inside that element. wasm_exec.js,
// chimera.wasm, chimera.css and pieces.svg (Chimera's own piece drawings)
// are loaded once, from the asset base (by default the directory of this
// script's own URL); a diagram far below the fold starts when it scrolls
// into view.
//
// Options (README "Embedding options"), read in this order, later ones
// winning: window.ChimeraConfig (an object set before this script runs),
// the data- attributes of this script's tag (data-base, data-ai,
// data-pieces, data-loading, data-auto, data-integrity), then
// Chimera.configure({...}) calls. Nothing here uses eval or needs an
// inline script, so a page with a Content-Security-Policy of
// script-src 'self' 'wasm-unsafe-eval' works.
//
// Loading starts as soon as this script runs (unless loading is "lazy"):
// the wasm is fetched and compiled (streaming) while wasm_exec.js and the
// pieces arrive; the compiled module is also what the AI's worker runs, so
// it is compiled once. Diagrams are rendered one per task, the visible
// ones first, so the first board is playable before the others are drawn.
// Each file fetched from the asset base is checked against the
// subresource-integrity hash build.sh wrote in here, so an integrity=
// attribute on this script's tag covers what it loads (all but the AI
// worker's script, which a page cannot check).
//
// The standalone build defines CHIMERA_WASM_BASE64, CHIMERA_CSS,
// CHIMERA_PIECES and CHIMERA_WORKER_SRC, so it needs no other file and
// works from file://, its AI included (a worker made from a Blob URL).
//
// One diagram never stops another: Go recovers any panic in a diagram or
// an API call and shows it in that diagram (or returns {error}); should
// the Go program stop anyway (a fatal error, a trap), this shim shows the
// error in the diagram being drawn, starts a fresh program from the
// compiled module and draws the other diagrams again (at most
// maxRestarts times a page). The AI's worker does the same for itself.
//
// window.Chimera is the shim: render(element), configure(options),
// ready() (a promise of the page API, window.chimera), version, worker
// (how the AI runs: "file": chimera-worker.js, "blob": the standalone
// build's inlined worker, "none": no worker, the page waits) and timings
// (milliseconds since navigation for each loading step: compiled, go,
// pieces, ready, firstRender), for budgets.
(function () {
  "use strict";
  if (window.Chimera) return;
  var script = document.currentScript;
  var timings = { script: performance.now() };
  // integrity holds the subresource-integrity hash of each file this shim
  // loads, written in by build.sh (the placeholder, unbuilt, checks
  // nothing)
  var integrity = {/*__CHIMERA_INTEGRITY__*/};
  // config is the page's options; started says which of them can no
  // longer change (the assets are on their way)
  var config = {
    base: script && script.src ? script.src.replace(/[^\/?#]*([?#].*)?$/, "") : "",
    ai: true,
    pieces: "chimera",
    loading: "auto",
    auto: true,
    integrity: true
  };
  var started = false;
  var optionValues = {
    base: "a URL ending in /",
    ai: "true or false (\"on\", \"off\")",
    pieces: "\"chimera\", \"letters\" or the URL of an SVG sprite",
    loading: "\"auto\", \"eager\" or \"lazy\"",
    auto: "true or false (\"on\", \"off\")",
    integrity: "true or false (\"on\", \"off\")"
  };

  // flag reads an on/off option given as a boolean or as text (a data-
  // attribute); undefined when it is neither
  function flag(v) {
    if (v === true || v === false) return v;
    var t = String(v).toLowerCase();
    if (t === "on" || t === "true" || t === "yes" || t === "1" || t === "") return true;
    if (t === "off" || t === "false" || t === "no" || t === "0") return false;
    return undefined;
  }

  // configure applies options (an object); a bad one is named on the
  // console and ignored, never thrown, so a typo cannot stop the page
  function configure(opts) {
    if (opts && typeof opts === "object") {
      Object.keys(opts).forEach(function (key) {
        var v = opts[key], ok = v !== undefined && v !== null;
        if (!(key in optionValues)) {
          console.warn("Chimera: unknown option " + JSON.stringify(key) + "; the options are " + Object.keys(optionValues).join(", "));
          return;
        }
        if (key === "base" || key === "pieces" || key === "loading") {
          v = ok ? String(v) : "";
          if (key === "base") {
            if (v && !/\/$/.test(v)) v += "/";
            if (started && v !== config.base) {
              console.warn("Chimera: the option base came after the files were requested from " + config.base +
                "; give it as data-base on the script tag or in window.ChimeraConfig");
              return;
            }
          }
          if (key === "loading" && !/^(auto|eager|lazy)$/.test(v)) ok = false;
          if (key === "pieces" && !v) ok = false;
        } else {
          v = flag(v);
          ok = v !== undefined;
        }
        if (!ok) {
          console.warn("Chimera: option " + key + " must be " + optionValues[key] + ", not " + JSON.stringify(opts[key]));
          return;
        }
        config[key] = v;
      });
    }
    var copy = {};
    Object.keys(config).forEach(function (k) { copy[k] = config[k]; });
    return copy;
  }
  if (window.ChimeraConfig) configure(window.ChimeraConfig);
  if (script) {
    var fromTag = {};
    Object.keys(optionValues).forEach(function (key) {
      var v = script.getAttribute("data-" + key);
      if (v !== null) fromTag[key] = v;
    });
    configure(fromTag);
  }

  // asset is the URL of one of the release's files and the options to
  // fetch it with: its integrity hash, unless the page turned that off
  function asset(name) {
    var hash = config.integrity && integrity[name];
    return { url: config.base + name, integrity: hash || "" };
  }
  var queue = [];
  var ready = false;
  var loading = null;
  var moduleP = null;
  var drawing = false;
  // go is the running Go program; rendered, the diagrams it has drawn
  var go = null;
  var rendered = [];
  var restarts = 0;
  // version is this shim's version, written in by build.sh (the
  // placeholder, unbuilt, checks nothing); refused says why the wasm was
  // refused
  var version = "__CHIMERA_VERSION__";
  var refused = "";
  var maxRestarts = 3;
  // waiters are the ready() promises' callbacks, settled when the page
  // API is there or cannot be
  var waiters = [];

  function settle(err) {
    waiters.splice(0).forEach(function (w) {
      if (err) w.reject(new Error("Chimera could not start: " + err));
      else w.resolve(window.chimera);
    });
  }

  function mark(name) {
    if (!(name in timings)) timings[name] = performance.now();
  }

  function addStyle() {
    if (window.CHIMERA_CSS) {
      // a constructed sheet where the browser has them: a
      // Content-Security-Policy without 'unsafe-inline' for styles allows
      // it, where it refuses a <style> element
      try {
        var sheet = new CSSStyleSheet();
        sheet.replaceSync(window.CHIMERA_CSS);
        document.adoptedStyleSheets = document.adoptedStyleSheets.concat([sheet]);
        return;
      } catch (e) {}
      var style = document.createElement("style");
      style.textContent = window.CHIMERA_CSS;
      document.head.appendChild(style);
      return;
    }
    var a = asset("chimera.css");
    var link = document.createElement("link");
    link.rel = "stylesheet";
    if (a.integrity) {
      link.integrity = a.integrity;
      link.crossOrigin = "anonymous";
    }
    link.href = a.url;
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
      started = true;
      var a = asset("chimera.wasm");
      var get = function () {
        return fetch(a.url, a.integrity ? { integrity: a.integrity } : {}).then(function (r) {
          if (!r.ok) throw new Error("cannot load " + a.url + " (HTTP " + r.status + ")");
          return r;
        });
      };
      var whole = function () {
        return get().then(function (r) { return r.arrayBuffer(); }).then(WebAssembly.compile);
      };
      // streaming needs the server to say application/wasm; a server that
      // does not gets the slower way rather than no diagram
      moduleP = WebAssembly.compileStreaming
        ? WebAssembly.compileStreaming(get()).catch(function (err) {
          if (err instanceof TypeError && !/integrity/i.test(String(err.message))) return whole();
          throw err;
        })
        : whole();
      moduleP = moduleP.catch(function (err) { throw new Error(explain(err, a)); });
    }
    moduleP.then(function () { mark("compiled"); }, function () {});
    return moduleP;
  }

  // explain turns a failure to load or compile the wasm into what the
  // page's author can do about it.
  function explain(err, a) {
    var msg = String(err && err.message || err);
    if (/Content.Security.Policy|unsafe-eval/i.test(msg)) {
      return "this page's Content-Security-Policy does not allow WebAssembly: add 'wasm-unsafe-eval' to its script-src (" + msg + ")";
    }
    if (a.integrity && /integrity|Failed to fetch/i.test(msg)) {
      return a.url + " is not the file this chimera.js (version " + version + ") was built with: " +
        "a stale cache, files from two releases, or the network changed it (" + msg + ")";
    }
    return msg;
  }

  // goLoader makes sure Go's wasm_exec.js has run.
  var goP = null;
  function goLoader() {
    if (goP) return goP;
    if (typeof Go === "function") return (goP = Promise.resolve());
    return (goP = new Promise(function (resolve, reject) {
      started = true;
      var a = asset("wasm_exec.js");
      var s = document.createElement("script");
      if (a.integrity) {
        s.integrity = a.integrity;
        s.crossOrigin = "anonymous";
      }
      s.src = a.url;
      s.onload = resolve;
      s.onerror = function () { reject(new Error("cannot load " + s.src)); };
      document.head.appendChild(s);
    }));
  }

  // pieces puts the piece set (symbols cq-p-NAME: pieces.svg, or the
  // page's own sprite) into the page once; without it, or with pieces
  // "letters", the diagrams draw lettered pieces.
  var piecesP = null;
  function pieces() {
    if (piecesP) return piecesP;
    if (config.pieces === "letters") return (piecesP = Promise.resolve());
    var own = config.pieces !== "chimera";
    var a = own ? { url: config.pieces, integrity: "" } : asset("pieces.svg");
    var text = window.CHIMERA_PIECES && !own
      ? Promise.resolve(window.CHIMERA_PIECES)
      : fetch(a.url, a.integrity ? { integrity: a.integrity } : {}).then(function (r) {
        if (!r.ok) throw new Error(r.status);
        return r.text();
      });
    return (piecesP = text.then(function (t) {
      var svg = new DOMParser().parseFromString(t, "image/svg+xml").documentElement;
      if (svg.nodeName !== "svg") return;
      svg = document.importNode(svg, true);
      svg.setAttribute("aria-hidden", "true");
      // (a style property, not a style attribute, which a strict
      // Content-Security-Policy refuses)
      svg.style.cssText = "position:absolute;width:0;height:0;overflow:hidden";
      svg.id = "cq-pieces";
      document.body.insertBefore(svg, document.body.firstChild);
      mark("pieces");
    }).catch(function (err) {
      if (own) console.warn("Chimera: the piece set " + a.url + " could not be loaded (" + err + "); the pieces are lettered");
    }));
  }

  // showFailure puts a message in a diagram's element, as text.
  function showFailure(el, msg) {
    el.classList.remove("cq-loading");
    var p = document.createElement("p");
    p.className = "cq-error";
    p.setAttribute("role", "alert");
    p.textContent = msg;
    el.appendChild(p);
  }

  function fail(err) {
    var msg = String(err && err.message || err);
    console.error("Chimera could not start: " + msg);
    queue.splice(0).forEach(function (el) { showFailure(el, "Chimera could not start: " + msg); });
    loading = null; // a later ready() or diagram tries again
    settle(msg);
  }

  // start runs the compiled module as a new Go program; it calls
  // chimeraReady when its globals are set.
  function start(module) {
    var g = new Go();
    window.__chimeraGo = g;
    window.chimeraReady = function () {
      mark("ready");
      var built = window.chimera && window.chimera.version;
      if (version.charAt(0) !== "_" && built !== version) {
        // a stale cache or a CDN path mixing two releases: the page API and
        // the diagrams of one version must not run on the other's wasm
        refused = "chimera.wasm is version " + built + " but chimera.js is version " + version +
          ": they come from different releases (a stale cache, or files from two versions)";
        console.error("Chimera: " + refused + "; no diagram is drawn. Reload without the cache, or serve both files from one release.");
        queue.splice(0).forEach(function (el) { showFailure(el, "Chimera could not start: " + refused + "."); });
        settle(refused);
        return;
      }
      ready = true;
      settle(null);
      drain();
    };
    return WebAssembly.instantiate(module, g.importObject).then(function (instance) {
      mark("go");
      go = g;
      g.run(instance).then(function () { stopped(g, null, "the Go program exited"); });
    });
  }

  // stopped handles the end of Go program g: culprit (the diagram being
  // drawn, if any) shows why; the others are drawn again by a fresh
  // program, up to maxRestarts times.
  function stopped(g, culprit, why) {
    if (g !== go) return; // handled already
    go = null;
    ready = false;
    var lost = rendered.splice(0).filter(function (el) { return el !== culprit; });
    if (culprit) {
      culprit.textContent = "";
      showFailure(culprit, "This diagram stopped Chimera (" + why + ") and was not drawn.");
    }
    console.error("Chimera: " + why + (restarts < maxRestarts ? "; starting again" : "; giving up"));
    if (restarts >= maxRestarts) {
      lost.concat(queue.splice(0)).forEach(function (el) {
        showFailure(el, "Chimera stopped (" + why + "); reload the page to play this diagram.");
      });
      return;
    }
    restarts++;
    Array.prototype.unshift.apply(queue, lost);
    compile().then(start).catch(fail);
  }

  function load() {
    if (loading) return loading;
    loading = Promise.all([compile(), goLoader(), pieces()]).then(function (r) {
      return start(r[0]);
    }).catch(fail);
    return loading;
  }

  // drain renders the waiting diagrams, one per task, those on screen
  // first.
  function drain() {
    if (drawing || !queue.length || !ready) return;
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

  // draw renders one diagram. Go shows a block's errors and its own
  // panics inside the element; an exception here means the Go program
  // itself stopped (or trapped), which stopped() deals with.
  function draw(el) {
    el.classList.remove("cq-loading");
    // the page's options that the diagram reads from its element (where
    // the element's own attribute wins)
    if (!config.ai && !el.hasAttribute("data-ai")) el.setAttribute("data-ai", "off");
    if (config.pieces === "letters" && !el.hasAttribute("data-pieces")) el.setAttribute("data-pieces", "letters");
    var t = performance.now();
    var g = go;
    var failure = null;
    try {
      window.chimeraRender(el);
    } catch (err) {
      failure = String(err && err.message || err);
    }
    if (g && (failure || g.exited)) {
      stopped(g, el, failure || "the Go program exited");
      return;
    }
    rendered.push(el);
    mark("firstRender");
    (timings.renders = timings.renders || []).push(Math.round(performance.now() - t));
  }

  function render(el) {
    if (refused) {
      showFailure(el, "Chimera could not start: " + refused + ".");
      return;
    }
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

  // ready is a promise of the page API (window.chimera), loading it if
  // nothing has yet.
  function whenReady() {
    if (refused) return Promise.reject(new Error("Chimera could not start: " + refused));
    if (ready) return Promise.resolve(window.chimera);
    var p = new Promise(function (resolve, reject) { waiters.push({ resolve: resolve, reject: reject }); });
    load();
    return p;
  }

  // margin is how near the view (pixels) a lazily drawn diagram starts
  var margin = 300;

  var styled = false;
  function init() {
    if (!styled) addStyle();
    styled = true;
    if (!config.auto) return;
    var els = Array.prototype.slice.call(document.querySelectorAll(".idiagram"));
    if (els.length && config.loading !== "lazy") load();
    if (!els.length) return;
    if (!("IntersectionObserver" in window) || config.loading === "eager") {
      els.forEach(render);
      return;
    }
    var waiting = [];
    function near(el) {
      io.unobserve(el);
      var i = waiting.indexOf(el);
      if (i < 0) return;
      waiting.splice(i, 1);
      render(el);
    }
    var io = new IntersectionObserver(function (entries) {
      entries.forEach(function (e) {
        if (e.isIntersecting) near(e.target);
      });
    }, { rootMargin: margin + "px" });
    // sweep is the observer's backstop: browsers have been seen to drop
    // its reports (a placeholder in view that never draws, until scrolled
    // away and back), and a renderer too busy to produce frames sends
    // none; a timer and the scroll and resize events look at the
    // placeholders' places themselves, until none is left
    var swept = null;
    function sweep() {
      swept = null;
      var h = window.innerHeight || 800, w = window.innerWidth || 1000;
      waiting.slice().forEach(function (el) {
        if (!el.isConnected) {
          // taken out of the page before it was drawn: nothing to wait for
          io.unobserve(el);
          waiting.splice(waiting.indexOf(el), 1);
          return;
        }
        var r = el.getBoundingClientRect();
        // (a hidden placeholder has no box: it waits to be shown)
        if ((r.width || r.height) && r.bottom > -margin && r.top < h + margin && r.right > -margin && r.left < w + margin) near(el);
      });
      if (!waiting.length) {
        clearInterval(timer);
        document.removeEventListener("scroll", soon, true);
        window.removeEventListener("resize", soon);
      }
    }
    function soon() {
      if (!swept) swept = setTimeout(sweep, 100);
    }
    var timer = setInterval(sweep, 1000);
    document.addEventListener("scroll", soon, { capture: true, passive: true });
    window.addEventListener("resize", soon, { passive: true });
    soon();
    els.forEach(function (el, i) {
      // the placeholder has the board's size (only numbers are read here)
      var text = el.getAttribute("data-block") || el.textContent;
      var f = /(?:^|\s)files=(\d+)/i.exec(text), r = /(?:^|\s)ranks=(\d+)/i.exec(text);
      el.style.setProperty("--files", Math.min(36, f ? +f[1] : 8) || 8);
      el.style.setProperty("--ranks", Math.min(36, r ? +r[1] : 8) || 8);
      // and its square size: squareSize=, or the user's (wasm/resize.go keeps it)
      var s = /(?:^|\s)squareSize=(\d+)/i.exec(text), u = 0;
      try { u = +localStorage.getItem("chimera-size:" + location.pathname + "#" + i); } catch (e) {}
      if (s && +s[1] >= 12 && +s[1] <= 160) el.style.setProperty("--sq-pref", s[1] + "px");
      if (u >= 12 && u <= 160) el.style.setProperty("--sq-user", u + "px");
      el.classList.add("cq-loading");
      waiting.push(el);
      io.observe(el);
    });
  }

  // The AI runs in a Web Worker (chimera-worker.js, or in the standalone
  // build a worker made from the inlined script), started on first use and
  // given the module compiled here. A search can be stopped: the worker is
  // ended (a search cannot be interrupted from outside), the best move of
  // its last finished iteration is the answer, and the other jobs go to a
  // fresh worker. A worker that fails ends its jobs with {error} and the
  // next job starts a fresh one.
  var worker = null;
  var jobs = {};
  var nextJob = 1;

  function newWorker() {
    var w;
    var src = config.base + "chimera-worker.js";
    var crossOrigin = false;
    try {
      crossOrigin = new URL(src, location.href).origin !== location.origin;
    } catch (e) {}
    if (window.CHIMERA_WORKER_SRC) {
      var url = URL.createObjectURL(new Blob([window.CHIMERA_WORKER_SRC], { type: "text/javascript" }));
      w = new Worker(url);
      window.Chimera.worker = "blob";
    } else if (crossOrigin) {
      // a page may not start a worker from another origin (a CDN), but
      // its worker may import a script from there: a one-line worker of
      // its own does
      var abs = new URL(src, location.href).href;
      var boot = "self.CHIMERA_BASE=" + JSON.stringify(abs.replace(/[^\/]*$/, "")) + ";importScripts(" + JSON.stringify(abs) + ");";
      w = new Worker(URL.createObjectURL(new Blob([boot], { type: "text/javascript" })));
      window.Chimera.worker = "blob";
    } else {
      w = new Worker(src);
      window.Chimera.worker = "file";
    }
    w.onmessage = function (e) {
      var d = e.data;
      var job = d && typeof d === "object" && jobs[d.id];
      if (!job || job.worker !== w) return;
      if (d.progress) {
        job.last = d.progress;
        call(job.onProgress, d.progress);
        return;
      }
      delete jobs[d.id];
      call(job.onDone, d.result);
    };
    w.onerror = function (e) {
      if (e && e.preventDefault) e.preventDefault();
      lostWorker(w, "the computer's worker failed: " + (e && e.message || "unknown error"));
    };
    w.ready = compile().then(function (m) { w.postMessage({ module: m }); }, function () {});
    return w;
  }

  // call calls a diagram's callback; one that throws (its Go program has
  // stopped) is not our caller's problem.
  function call(f, arg) {
    if (typeof f !== "function") return;
    try {
      f(arg);
    } catch (err) {
      console.error("Chimera: a diagram's callback failed: " + (err && err.message || err));
    }
  }

  function errorResult(msg) {
    return { error: { line: 0, token: "", message: msg } };
  }

  // lostWorker ends worker w's jobs with an error; the next job starts a
  // fresh worker.
  function lostWorker(w, msg) {
    w.terminate();
    if (worker === w) worker = null;
    Object.keys(jobs).forEach(function (id) {
      var job = jobs[id];
      if (job.worker !== w) return;
      delete jobs[id];
      call(job.onDone, errorResult(msg));
    });
  }

  function post(id) {
    var job = jobs[id];
    var w = worker;
    job.worker = w;
    w.ready.then(function () {
      w.postMessage({ id: id, text: job.text, moves: job.moves, level: job.level, net: job.net });
    });
  }

  // netURL is a block's evalNet= made absolute against the page (the
  // worker may run from a Blob URL), "" for none; one that is no URL is
  // left as written, for the worker's fetch to fail on and say so.
  function netURL(net) {
    if (typeof net !== "string" || net === "") return "";
    try {
      return new URL(net, document.baseURI).href;
    } catch (e) {
      return net;
    }
  }

  window.chimeraAI = function (text, moves, level, onProgress, onDone, net) {
    var id = nextJob++;
    jobs[id] = { text: text, moves: moves, level: level, onProgress: onProgress, onDone: onDone, net: netURL(net) };
    try {
      if (!worker) worker = newWorker();
    } catch (err) {
      // no worker (some file:// settings): think here, the page waits
      window.Chimera.worker = "none";
      delete jobs[id];
      setTimeout(function () {
        var result;
        try {
          result = window.chimera.think(text, moves, level);
          if (net) result.netError = "the network is loaded by the computer's worker, which this page has not";
        } catch (e) {
          result = errorResult("the computer stopped: " + (e && e.message || e));
        }
        call(onDone, result);
      }, 0);
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
    call(job.onDone, { best: last.best || "", depth: last.depth || 0, score: last.score || 0,
      nodes: last.nodes || 0, stopped: true });
    var rest = Object.keys(jobs);
    if (rest.length) {
      worker = newWorker();
      rest.forEach(post);
    }
    return true;
  };

  // chimeraObserveSize(el, fn) calls the Go function fn whenever el's size
  // changes, while el is in the page: the check is made here, so that an
  // observer of a diagram drawn by a Go program that has since stopped
  // (and whose elements were replaced on restart) never calls into it
  window.chimeraObserveSize = function (el, fn) {
    var ro = new ResizeObserver(function () {
      if (!el.isConnected || (go && go.exited)) {
        ro.disconnect();
        return;
      }
      fn();
    });
    ro.observe(el);
  };
  window.Chimera = {
    render: function (el) {
      if (!(el instanceof Element)) {
        console.error("Chimera.render: needs a page element holding a parameter block");
        return;
      }
      if (!styled) addStyle();
      styled = true;
      render(el);
    },
    configure: configure,
    ready: whenReady,
    timings: timings,
    version: version
  };
  // the wasm and Go's loader start at once, even before the page is parsed
  // (unless the page asked for lazy loading or draws its diagrams itself)
  if (config.auto && config.loading !== "lazy" && (document.readyState === "loading" || document.querySelector(".idiagram"))) {
    compile().catch(function () {});
    goLoader().catch(function () {});
  }
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", init);
  } else {
    init();
  }
})();
