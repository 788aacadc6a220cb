// Where Delve keeps its start-up snapshot: one IndexedDB record (a Blob and
// its SHA-256).  Measured here for a 31 MB snapshot, reading it back took
// ~40 ms from IndexedDB, ~50 ms from the origin private file system and
// ~100 ms from Cache Storage.  Used by delve-start.mjs and its worker.
const DB = "delve-snapshot";
const STORE = "snapshots";

export async function sha256(bytes) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("");
}

function request(req) {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

function open() {
  const req = indexedDB.open(DB, 1);
  req.onupgradeneeded = () => req.result.createObjectStore(STORE);
  return request(req);
}

async function withStore(mode, use) {
  const db = await open();
  try {
    const tx = db.transaction(STORE, mode);
    const done = new Promise((resolve, reject) => {
      tx.oncomplete = resolve;
      tx.onerror = tx.onabort = () => reject(tx.error || new Error("snapshot store transaction failed"));
    });
    const result = await use(tx.objectStore(STORE));
    await done;
    return result;
  } finally {
    db.close();
  }
}

/** The record stored under `key` ({blob, digest}: a handle, the bytes are not read yet), or null. */
export async function findSnapshot(key) {
  const record = await withStore("readonly", (store) => request(store.get(key)));
  return record && record.blob instanceof Blob && typeof record.digest === "string" ? record : null;
}

/** A found record's bytes; throws when they do not match their digest. */
export async function readSnapshot(record) {
  const bytes = new Uint8Array(await record.blob.arrayBuffer());
  performance.mark("delve:snapshot-read");
  if (!bytes.length || (await sha256(bytes)) !== record.digest) throw new Error("the stored snapshot is damaged");
  performance.mark("delve:snapshot-checked");
  return bytes;
}

/** Store `bytes` as the only snapshot (older builds' snapshots are dropped). */
export async function writeSnapshot(key, bytes) {
  const digest = await sha256(bytes);
  const blob = new Blob([bytes]);
  await withStore("readwrite", async (store) => {
    await request(store.clear());
    await request(store.put({ blob, digest }, key));
  });
}

export async function deleteSnapshot(key) {
  await withStore("readwrite", (store) => request(store.delete(key)));
}

export async function snapshotKeys() {
  return withStore("readonly", (store) => request(store.getAllKeys()));
}
