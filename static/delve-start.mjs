// Delve's interpreter module (PyScript's `interpreter` URL; built into the
// Pyodide folder by tools/build.py, which fills in the zips' names).
//
// 1. Pyodide starts as soon as the page loads (a bare page would do the same),
//    and PyScript later gets this very instance from loadPyodide().
// 2. Returning players: the interpreter is restored from a memory snapshot
//    of one that had already imported our code (Pyodide's experimental,
//    underscore-prefixed `_loadSnapshot`), which skips Python's start-up and
//    our imports.  Tested with the npm package pyodide 314.0.7 (pinned in
//    package-lock.json); any failure falls back to the normal boot.
// 3. A visit that booted normally makes the snapshot once the page is
//    playable, in a worker (never on the page's critical path), and stores it
//    (delve-snapshot-store.mjs) under a key naming this build -- this module's
//    URL, whose folder is content-hashed and covers the app zip's name -- and
//    Pyodide's version, so a new deploy never restores a stale interpreter.
//
// <html data-boot="snapshot|fresh"> says which path booted;
// data-snapshot="saved|failed|skipped" what became of the snapshot.
import { loadPyodide as load, version } from "./pyodide.mjs";
import { withoutStackSwitching } from "./delve-no-jspi.mjs";

const INDEX_URL = new URL("./", import.meta.url).href;
const APP_ZIP = new URL("__APP_ZIP__", import.meta.url).href;
// Every game's own zip (web/game_files.py): the snapshot carries all games imported.
const GAME_ZIPS = Object.values("__GAME_ZIPS__").map((url) => new URL(url, import.meta.url).href);
const KEY = `${import.meta.url}#pyodide=${version}`;
const FAILED = "delve:snapshot-failed"; // sessionStorage: this tab's snapshot failed, boot normally
// localStorage: the key of the snapshot the worker last stored.  Read
// synchronously, so a first visit (or one after a deploy) starts Pyodide at
// once without opening IndexedDB or loading the store module.
const SAVED = "delve:snapshot";
const root = document.documentElement;

function storageAvailable() {
  try {
    return typeof indexedDB !== "undefined" && indexedDB !== null;
  } catch {
    return false; // some privacy modes throw on access
  }
}

function remembered(storage, name) {
  try {
    return self[storage].getItem(name);
  } catch {
    return null;
  }
}

function remember(storage, name, value) {
  try {
    if (value === null) self[storage].removeItem(name);
    else self[storage].setItem(name, value);
  } catch {
    // storage refused: nothing to remember, the normal boot still works
  }
}

/** Whether this tab should try a snapshot: the worker stored one for this very build, and it has not failed here. */
function snapshotExpected() {
  return (
    remembered("localStorage", SAVED) === KEY && remembered("sessionStorage", FAILED) !== KEY && storageAvailable()
  );
}

/** The snapshot's bytes, checked (SHA-256); rejects when it is missing or damaged. */
async function snapshotBytes() {
  const store = await import("./delve-snapshot-store.mjs");
  const record = await store.findSnapshot(KEY);
  if (!record) throw new Error("the stored snapshot is missing");
  return store.readSnapshot(record);
}

/**
 * A snapshot that fails after Pyodide has started loading cannot simply be
 * followed by a second loadPyodide() in the same page, so it is deleted,
 * remembered as failed for this tab (no reload loop even if deleting fails),
 * and the page reloads: a normal boot, which remakes the snapshot.
 */
async function recover(error) {
  console.warn("Delve: the start-up snapshot did not load; starting normally.", error);
  remember("localStorage", SAVED, null);
  remember("sessionStorage", FAILED, KEY);
  try {
    const store = await import("./delve-snapshot-store.mjs");
    await store.deleteSnapshot(KEY);
  } catch {
    // the FAILED mark above already keeps this tab from trying it again
  }
  location.reload();
  return new Promise(() => {}); // this page is going away
}

/**
 * The snapshot's bytes as Pyodide should get them: once.  Pyodide keeps its
 * config (so `_loadSnapshot`) for the page's life, and a settled promise there
 * keeps ~30 MB alive that the page never needs again (bench/memory.py: a
 * restored page's renderer settles at ~256 MB RSS instead of ~288).
 */
function handOnce(promise) {
  let pending = promise;
  return {
    then(resolve, reject) {
      const bytes = pending || Promise.reject(new Error("the snapshot was already used"));
      pending = null;
      return bytes.then(resolve, reject);
    },
  };
}

async function boot() {
  performance.mark("delve:boot");
  withoutStackSwitching();
  if (snapshotExpected()) {
    // Pyodide fetches and compiles its wasm while the snapshot is looked up, read and checked.
    const bytes = snapshotBytes();
    bytes.catch(() => null); // its failure is handled through load() below
    try {
      const pyodide = await load({ indexURL: INDEX_URL, _loadSnapshot: handOnce(bytes) });
      pyodide.runPython("import engine"); // a restored heap that cannot run Python is no good
      performance.mark("delve:snapshot-restored");
      root.dataset.boot = "snapshot";
      return pyodide;
    } catch (error) {
      return recover(error);
    }
  }
  root.dataset.boot = "fresh";
  return load({ indexURL: INDEX_URL });
}

const started = boot();
started.then(() => performance.mark("delve:pyodide"), () => {});

/** Make and store the snapshot in a worker, after the page is playable. */
function makeSnapshotLater() {
  if (root.dataset.boot !== "fresh" || typeof Worker === "undefined" || !storageAvailable()) {
    root.dataset.snapshot = "skipped";
    return;
  }
  const worker = new Worker(new URL("./delve-snapshot-worker.mjs", import.meta.url), { type: "module" });
  const finish = (ok, why) => {
    if (ok) remember("localStorage", SAVED, KEY);
    root.dataset.snapshot = ok ? "saved" : "failed";
    if (!ok) console.warn("Delve: no start-up snapshot this time:", why);
    worker.terminate();
  };
  worker.onmessage = (event) => finish(Boolean(event.data && event.data.ok), event.data && event.data.error);
  worker.onerror = (event) => finish(false, event.message);
  worker.postMessage({ indexURL: INDEX_URL, appZip: APP_ZIP, gameZips: GAME_ZIPS, key: KEY });
}

started.then(
  () => {
    if (root.dataset.ready === "1") setTimeout(makeSnapshotLater, 0);
    else document.addEventListener("delve:ready", () => setTimeout(makeSnapshotLater, 0), { once: true });
  },
  () => {}
);

export { version };

export async function loadPyodide(options = {}) {
  performance.mark("delve:pyscript"); // PyScript asks for the interpreter
  const pyodide = await started;
  if (options.stdout) pyodide.setStdout({ batched: options.stdout });
  if (options.stderr) pyodide.setStderr({ batched: options.stderr });
  return pyodide;
}
