// Scorekeeper's service worker (written by scorekeeper build-web): the site's files, kept for offline use.
//
// Cache first: a file once fetched is answered from this version's cache, so the app starts with no
// network. A new build has a new VERSION, so the browser installs this script again beside the running
// one; it copies every kept file the new build did not change, fetches the ones it did, and takes over
// at the next start (the page asks it to, before the app runs). The data never lives here: it is in
// IndexedDB, and the new version's Python migrates it on opening, as the desktop app does.
const VERSION = "__VERSION__";
const PREFIX = "scorekeeper-";
const CACHE = PREFIX + VERSION;
const LISTING = "site-files.json";

function relative(url) {
  return new URL(url).href.slice(self.registration.scope.length).split("?")[0].split("#")[0];
}

async function listing(cache) {
  const answer = await cache.match(LISTING);
  return answer ? (await answer.json()).files : {};
}

// Which of Flutter's builds and renderers flutter.js will ask for: the WebAssembly build with skwasm where
// the browser runs WasmGC (and has WebGL, which is not asked here: a WebGL context made in the worker would
// cost memory during the first visit, and a browser with WasmGC and no WebGL is rare), else main.dart.js with
// CanvasKit; of each renderer, the smaller one made for Chromium where Chrome's own break iterators are there
// (and image decoders, which a service worker cannot see). A wrong guess costs a fetch at the first start,
// which is then kept as every other file is.
function rendererFiles() {
  const chromium = typeof Intl.v8BreakIterator !== "undefined" && typeof Intl.Segmenter !== "undefined";
  if (wasmGC()) {
    const skwasm = chromium ? "canvaskit/skwasm" : "canvaskit/skwasm_heavy";
    return ["main.dart.wasm", "main.dart.mjs", skwasm + ".js", skwasm + ".wasm"];
  }
  const folder = chromium ? "canvaskit/chromium/" : "canvaskit/";
  return ["main.dart.js", folder + "canvaskit.js", folder + "canvaskit.wasm"];
}

function wasmGC() {  // flutter.js's own test: a module with a GC struct type
  return WebAssembly.validate(new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 95, 1, 120, 0]));
}

// What a kept file says it is, as a server would: a module script must be JavaScript, and a WASM module
// compiles while it downloads only as application/wasm.
const TYPES = { js: "text/javascript", mjs: "text/javascript", wasm: "application/wasm",
                json: "application/json", zip: "application/zip", gz: "application/gzip" };

// A start file as it is kept: fetched as NAME.gz where the build wrote one ("packed" in the listing) and
// unpacked by the browser's gunzip as it streams into the cache, so the first visit downloads the
// compressed bytes however the host serves files; the cache answers the page's requests for NAME. A host
// that marks NAME.gz as gzip-encoded has the browser unpack it already.
async function startFile(path, packed) {
  const url = new URL(path, self.registration.scope).href;
  if (!packed.includes(path)) return fetch(new Request(url, { cache: "no-cache" }));
  const answer = await fetch(new Request(url + ".gz", { cache: "no-cache" }));
  if (!answer.ok) return answer;
  const unpacked = /gzip/.test(answer.headers.get("Content-Encoding") || "")
    ? answer.body : answer.body.pipeThrough(new DecompressionStream("gzip"));
  const type = TYPES[path.split(".").pop()] || "application/octet-stream";
  return new Response(unpacked, { headers: { "Content-Type": type } });
}

// The start's big files are fetched and put here while this worker installs (the first visit's page waits
// for it), once each: Chromium keeps a script's compiled code at once only for a script put in Cache
// Storage during an install, so even the second start runs them compiled, not only the third.
function startFiles(listed) {
  return [...listed.start || [], ...rendererFiles()].filter((path) => path in listed.files);
}

async function keepStartFiles(cache, listed) {
  await Promise.all(startFiles(listed).map(async (path) => {
    const url = new URL(path, self.registration.scope).href;
    if (await cache.match(url)) return;  // unchanged since the version before, copied already
    const answer = await startFile(path, listed.packed || []);
    if (!answer.ok) throw new Error(path + ": " + answer.status);
    await cache.put(url, answer);
  }));
}

async function install() {
  const cache = await caches.open(CACHE);
  const fresh = await fetch(LISTING, { cache: "no-cache" });
  if (!fresh.ok) throw new Error("no " + LISTING);
  await cache.put(LISTING, fresh.clone());
  const listed = await fresh.json();
  const files = listed.files;
  await cache.add(new Request("./", { cache: "no-cache" }));
  for (const name of await caches.keys()) {
    if (!name.startsWith(PREFIX) || name === CACHE) continue;
    const old = await caches.open(name);
    const oldFiles = await listing(old);
    for (const request of await old.keys()) {
      const path = relative(request.url);
      if (path === LISTING || path === "" || !(path in files)) continue;
      if (oldFiles[path] === files[path]) {
        await cache.put(request, await old.match(request));
      } else if (!startFiles(listed).includes(path)) {  // a start file changed comes packed, below
        await cache.add(new Request(request.url, { cache: "no-cache" }));
      }
    }
  }
  await keepStartFiles(cache, listed);
}

self.addEventListener("install", (event) => event.waitUntil(install()));

// The page asks a waiting version to take over at a start, before the app runs (boot.js).
self.addEventListener("message", (event) => {
  if (event.data === "take-over") self.skipWaiting();
});

self.addEventListener("activate", (event) => event.waitUntil((async () => {
  for (const name of await caches.keys()) {
    if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);
  }
  await self.clients.claim();
})()));

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || !request.url.startsWith(self.registration.scope)) return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    const path = relative(request.url);
    const key = request.mode === "navigate" || path === "index.html" ? "./" : request.url.split("#")[0];
    const kept = await cache.match(key, { ignoreSearch: true });
    if (kept) return kept;
    const answer = await fetch(request);
    if (answer.ok && answer.status === 200) await cache.put(key, answer.clone());
    return answer;
  })());
});
