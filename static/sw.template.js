/* Delve service worker (generated from static/sw.template.js by tools/build.py).
 *
 * Why not cache-first: measured here, answering every request from Cache
 * Storage made warm loads ~1.2 s slower than the browser's HTTP cache, and it
 * loses V8's compiled-wasm cache.  So the network (through the HTTP cache,
 * where hashed files are immutable) always comes first, and Cache Storage is
 * only the fallback when the network fails.  When a navigation has just
 * succeeded we do not even intercept sub-resources (but hashed files, below):
 * the browser fetches them natively, exactly as without a worker.  When a
 * navigation fails we know we are offline and serve the page's files straight
 * from the cache.
 *
 * Files under assets/ have a content hash in their path: what the HTTP cache
 * holds for them is right forever, whatever Cache-Control the host sent.  On a
 * host that cannot mark them immutable (GitHub Pages: max-age=600 on every
 * file) the browser would revalidate each one on a visit ten minutes after the
 * last (a round trip per file, ~20 of them before Python starts), so the
 * worker answers them with `cache: "force-cache"`: the HTTP cache's copy,
 * stale or not, without asking the server; the network only for a file not
 * cached yet; Cache Storage when that fails.
 */
const VERSION = "__VERSION__";
const CACHE = "delve-" + VERSION;
const PRECACHE = __PRECACHE__;
const HASHED = new URL("assets/", self.location).href; // content-hashed files: never change

let network = "unknown"; // "online" | "offline" | "unknown", learnt from navigations

self.addEventListener("install", (event) => {
  // Static routing (where supported): a navigation races the network against
  // this worker instead of waiting for it to start -- online, the page comes
  // from the network as if there were no worker; offline, the network fails
  // at once and the fetch handler below answers from the cache.
  if (event.addRoutes) {
    event
      .addRoutes([{ condition: { requestMode: "navigate" }, source: "race-network-and-fetch-handler" }])
      .catch((error) => console.warn("Delve: no static routes:", error && error.message));
  }
  event.waitUntil(
    caches.open(CACHE).then((cache) => cache.addAll(PRECACHE)).then(() => self.skipWaiting())
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((n) => n.startsWith("delve-") && n !== CACHE).map((n) => caches.delete(n)));
      if (self.registration.navigationPreload) await self.registration.navigationPreload.enable();
      await self.clients.claim();
    })()
  );
});

async function fromCache(request) {
  const cache = await caches.open(CACHE);
  return (await cache.match(request, { ignoreSearch: true })) || (await cache.match(request, { ignoreSearch: true, ignoreVary: true }));
}

async function navigate(event) {
  try {
    const response = (await event.preloadResponse) || (await fetch(event.request));
    network = "online";
    return response;
  } catch (error) {
    network = "offline";
    const url = new URL(event.request.url);
    const page = url.pathname.endsWith("/play.html") ? "play.html" : "index.html";
    return (await fromCache(event.request)) || (await fromCache(page)) || Response.error();
  }
}

async function hashed(request) {
  try {
    return await fetch(request, { cache: "force-cache" });
  } catch (error) {
    network = "offline";
    const cached = await fromCache(request);
    if (cached) return cached;
    throw error;
  }
}

async function fallback(request) {
  try {
    return await fetch(request);
  } catch (error) {
    network = "offline";
    const cached = await fromCache(request);
    if (cached) return cached;
    throw error;
  }
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  if (request.mode === "navigate") {
    event.respondWith(navigate(event));
  } else if (network === "offline") {
    event.respondWith(fromCache(request).then((r) => r || fetch(request)));
  } else if (request.url.startsWith(HASHED)) {
    event.respondWith(hashed(request));
  } else if (network === "unknown") {
    event.respondWith(fallback(request));
  }
  // Otherwise ("online", not a hashed file): not intercepted; the browser and its HTTP cache do the work.
});
