// Scorekeeper's settings for flet-web's page (written by scorekeeper build-web): Python runs in this
// browser from this folder, wherever the folder is served (a domain's root or a GitHub Pages project).
var scorekeeperHere = new URL(".", document.baseURI).href;
(function () {
  var base = document.createElement("base");
  base.href = scorekeeperHere;
  document.head.prepend(base);
})();
flet.pyodide = true;
flet.micropipIncludePre = false;
flet.pythonModuleName = "__ENTRY__";
// Absolute addresses: flet's module worker cannot import a bare "pyodide/pyodide.mjs".
flet.appPackageUrl = scorekeeperHere + "app.tar.gz";
flet.pyodideUrl = scorekeeperHere + "pyodide/pyodide.mjs";
flet.canvasKitBaseUrl = scorekeeperHere + "canvaskit/";
flet.fontFallbackBaseUrl = scorekeeperHere + "assets/fonts/";
flet.noCdn = true;
// Flutter's choice: its WebAssembly build with skwasm where the browser has WasmGC and WebGL (less memory
// than CanvasKit's), main.dart.js with CanvasKit elsewhere (sw.js keeps the files of the same choice).
flet.webRenderer = "auto";
// A static host answers only its files: the route lives after the # so a reload finds index.html.
flet.routeUrlStrategy = "hash";
flet.entrypointBaseUrl = scorekeeperHere;
flet.assetBase = scorekeeperHere;

// The site's own service worker keeps every file the app fetches, for starts without a network. On the
// first visit the app waits for it to install (it fetches the start's big files itself, so the browser
// keeps their compiled code: sw.js) and take charge of the page, so what the first start downloads is
// what is kept: nothing is downloaded twice. An install that fails starts the app without it.
function scorekeeperBoot() {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    if (globalThis.scorekeeperStartPython) scorekeeperStartPython();  // Python loads while Flutter does
    if (navigator.storage && navigator.storage.persist) {
      navigator.storage.persist().catch(function () {});  // ask the browser not to evict the games
    }
    var script = document.createElement("script");
    script.src = "flutter_bootstrap.js";
    script.async = true;
    document.body.appendChild(script);
  }
  if (!("serviceWorker" in navigator) || !window.isSecureContext) {
    start();  // plain http on a LAN address: the app runs, but a restart needs the network
    return;
  }
  var registered = navigator.serviceWorker.register("sw.js");
  registered.catch(function (error) {
    console.warn("Scorekeeper: no offline copy (" + error + ")");
    start();
  });
  if (navigator.serviceWorker.controller) {
    // A new version fetched during an earlier visit takes over at this start, before the app runs: it is
    // asked to if it waits, and the page, still the old version's, is loaded again once it is in charge.
    var reloading = false;
    navigator.serviceWorker.addEventListener("controllerchange", function () {
      if (!started && !reloading) {
        reloading = true;
        location.reload();
      }
    });
    navigator.serviceWorker.getRegistration().then(function (registration) {
      if (registration && registration.waiting) {
        registration.waiting.postMessage("take-over");
        setTimeout(start, 5000);
      } else if (registration && registration.active && registration.active !== navigator.serviceWorker.controller) {
        setTimeout(start, 5000);  // the new version is activating: it takes charge in a moment
      } else {
        start();
      }
    }, start);
    return;
  }
  navigator.serviceWorker.addEventListener("controllerchange", start);
  registered.then(function (registration) {
    var installing = registration.installing || registration.waiting;
    if (!installing) {
      start();  // installed already, yet not in charge (a reload that bypassed it): run from the network
      return;
    }
    installing.addEventListener("statechange", function () {
      if (installing.state === "redundant") start();  // the install failed: run from the network
    });
  }, function () {});
  setTimeout(start, 120000);  // a network so slow that two downloads beat none
}
