// demo/editor.js: the live editor page's own script (a file, not an inline
// script, so the page works under a Content-Security-Policy without
// 'unsafe-inline').
// The editor: the preview is redrawn and the block checked (chimera.check)
// a moment after each change. Every message is rebuilt from the last check
// (the block's text is untrusted: it goes in with textContent only), so no
// old message outlives the text it was about.
(function () {
  "use strict";
  var source = document.getElementById("source");
  var preview = document.getElementById("preview");
  var gutter = document.getElementById("gutter");
  var list = document.getElementById("problems");
  var summary = document.getElementById("problems-summary");
  preview.setAttribute("data-block", source.value);
  preview.textContent = source.value;

  // lineStart is the offset in the text where line n (1-based) starts.
  function lineStart(text, n) {
    var at = 0;
    for (var i = 1; i < n; i++) {
      var nl = text.indexOf("\n", at);
      if (nl < 0) return text.length;
      at = nl + 1;
    }
    return at;
  }

  // goToLine selects line n of the block and scrolls it into view.
  function goToLine(n) {
    var text = source.value;
    var start = lineStart(text, n);
    var end = text.indexOf("\n", start);
    source.focus();
    source.setSelectionRange(start, end < 0 ? text.length : end);
    var row = parseFloat(getComputedStyle(source).lineHeight) || 18;
    source.scrollTop = Math.max(0, (n - 3) * row);
  }

  // describe is "Line 3, promoZon=1: unknown parameter..." as elements.
  function describe(li, p) {
    var where = p.line > 0 ? "Line " + p.line : "";
    if (p.token) {
      if (where) where += ", ";
      li.appendChild(document.createTextNode(where));
      var code = document.createElement("code");
      code.textContent = p.token;
      li.appendChild(code);
      li.appendChild(document.createTextNode(": " + p.message));
    } else {
      li.appendChild(document.createTextNode(where ? where + ": " + p.message : p.message));
    }
  }

  // marks are the gutter's markers of the last check: line -> {kind, text}
  var marks = {};

  // drawGutter numbers the block's lines, marking those with a problem.
  function drawGutter() {
    var lines = source.value.split("\n").length;
    gutter.textContent = "";
    for (var n = 1; n <= lines; n++) {
      var row = document.createElement("div");
      row.textContent = String(n);
      row.setAttribute("data-line", String(n));
      if (marks[n]) {
        row.className = marks[n].kind;
        row.title = marks[n].text.join("\n");
      }
      gutter.appendChild(row);
    }
    gutter.scrollTop = source.scrollTop;
  }

  function say(text) {
    if (summary.textContent !== text) summary.textContent = text;
  }

  // show replaces the markers, the list and the summary by what result
  // says (a chimera.check result; null while the checker is not running).
  function show(result) {
    var problems = [];
    if (result && result.error) problems.push({ kind: "error", p: result.error });
    if (result && Array.isArray(result.warnings)) {
      result.warnings.forEach(function (w) { problems.push({ kind: "warning", p: w }); });
    }
    marks = {};
    list.textContent = "";
    problems.forEach(function (q) {
      var li = document.createElement("li");
      li.className = q.kind;
      describe(li, q.p);
      var line = q.p.line | 0;
      if (line > 0) {
        li.setAttribute("data-line", String(line));
        li.title = "Go to line " + line;
        li.addEventListener("click", function () { goToLine(line); });
        var m = marks[line] || (marks[line] = { kind: q.kind, text: [] });
        if (q.kind === "error") m.kind = "error";
        m.text.push((q.kind === "error" ? "error: " : "warning: ") + q.p.message);
      }
      list.appendChild(li);
    });
    drawGutter();
    var errors = result && result.error ? 1 : 0;
    var warnings = problems.length - errors;
    var plural = warnings + " warning" + (warnings > 1 ? "s" : "");
    if (!result) {
      say("Checking the block…");
    } else if (errors) {
      say("The block has an error" + (warnings ? " and " + plural : "") + ".");
    } else if (warnings) {
      say(plural + ": the block works, but may not say what you mean.");
    } else {
      say("No errors, no warnings.");
    }
  }

  // check asks chimera.check about the block; until Chimera runs (or while
  // it starts again) it shows no messages and tries again shortly.
  var retry = null;
  function check() {
    clearTimeout(retry);
    var api = window.chimera;
    var result = null;
    if (api && typeof api.check === "function") {
      try {
        result = api.check(source.value);
      } catch (err) {
        result = null;
      }
    }
    show(result);
    if (!result) retry = setTimeout(check, 200);
  }

  var timer = null;
  source.addEventListener("input", function () {
    clearTimeout(timer);
    // the line numbers follow at once; the messages wait for the check
    drawGutter();
    timer = setTimeout(function () {
      preview.setAttribute("data-block", source.value);
      // Chimera.render, not chimeraRender: it waits while Chimera (re)starts
      // and replaces a diagram whose program stopped, instead of throwing
      if (window.Chimera) window.Chimera.render(preview);
      check();
    }, 250);
  });
  source.addEventListener("scroll", function () { gutter.scrollTop = source.scrollTop; });
  check();
})();
