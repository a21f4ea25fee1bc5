// demo/hostile.js: makes hostile.html's largest blocks (a file, not an
// inline script, so the page works under a strict Content-Security-Policy).
// The largest blocks are made here rather than written out (the page
// stays small); they go into the page as text, like the others.
(function () {
  "use strict";
  var make = {
    betza: function () {
      return "files=8 ranks=8\nking::K::e1\nwazir:W:" + "W".repeat(200000) + "::d1";
    },
    line: function () {
      return "files=8 ranks=8\nking::K::e1\n" + "x".repeat(100000);
    },
    morph: function () {
      return "files=8 ranks=8\nking::K::e1\npawn::fmWfcF::a2-h2\nmorph=99999999999999999999/" +
        "!/".repeat(50000);
    },
    pieces: function () {
      var lines = ["files=10 ranks=10"];
      for (var i = 0; i < 60; i++) {
        var id = String.fromCharCode(65 + i % 26) + String.fromCharCode(97 + Math.floor(i / 26));
        lines.push("piece" + i + ":" + id + ":WD" + (i % 2 ? "N" : "F") + "::" + (i < 10 ? String.fromCharCode(97 + i) + "2" : ""));
      }
      lines.push("king::K::e1");
      return lines.join("\n");
    }
  };
  Array.prototype.forEach.call(document.querySelectorAll("[data-make]"), function (el) {
    el.textContent = make[el.getAttribute("data-make")]();
  });
})();
