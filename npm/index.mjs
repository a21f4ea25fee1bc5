// Chimera (https://github.com/chimera-variants/chimera), MIT License.
// index.mjs: Chimera's page API from a module, in a browser.
//
//   import { load } from "chimera-variants";
//   const chimera = await load();          // the page API (index.d.ts)
//   const game = chimera.create(block);
//
// load() puts chimera.js (the page shim) into the page once, from the
// package's own directory unless options.base says where the files are,
// and resolves when the wasm runs. The shim also turns every element of
// class "idiagram" into a diagram, as with a script tag, unless the
// options say auto: false; render(element) draws one diagram.

/** This package's version; the files it loads must be the same one. */
export const version = "__CHIMERA_VERSION__";

// here is the directory this module was loaded from, where the package's
// other files are (a bundler that moves this module needs options.base)
const here = new URL("./", import.meta.url).href;

let shim = null;

/**
 * Loads Chimera into the page once and resolves with the page API
 * (window.chimera). Options are those of Chimera.configure.
 */
export function load(options = {}) {
  if (window.Chimera) {
    window.Chimera.configure(options);
    return window.Chimera.ready();
  }
  if (!shim) {
    const opts = Object.assign({ base: here }, options);
    if (!/\/$/.test(opts.base)) opts.base += "/";
    shim = new Promise((resolve, reject) => {
      window.ChimeraConfig = Object.assign({}, window.ChimeraConfig, opts);
      const s = document.createElement("script");
      s.src = opts.base + "chimera.js";
      s.onload = () => resolve();
      s.onerror = () => {
        shim = null;
        reject(new Error("Chimera: cannot load " + s.src));
      };
      document.head.appendChild(s);
    });
  }
  return shim.then(() => window.Chimera.ready());
}

/**
 * Turns element (holding a parameter block as its text, or in its
 * data-block attribute) into a playable diagram, loading Chimera first if
 * needed.
 */
export function render(element, options = {}) {
  return load(options).then(() => {
    window.Chimera.render(element);
  });
}
