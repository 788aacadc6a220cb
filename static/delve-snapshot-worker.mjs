// Makes Delve's start-up snapshot off the page's main thread (see delve-start.mjs).
//
// A fresh interpreter (the page's own holds references to DOM objects, which a
// snapshot cannot carry) unpacks the app zip and every game's zip where PyScript puts them, runs
// web.warmup (imports every game and view, builds one screen of each game),
// and its memory is stored with delve-snapshot-store.mjs.
import { loadPyodide } from "./pyodide.mjs";
import { writeSnapshot } from "./delve-snapshot-store.mjs";
import { withoutStackSwitching } from "./delve-no-jspi.mjs";

self.onmessage = async (event) => {
  const { indexURL, appZip, gameZips, key } = event.data;
  const download = (url) =>
    fetch(url).then((r) => {
      if (!r.ok) throw new Error(`${url}: HTTP ${r.status}`);
      return r.arrayBuffer();
    });
  try {
    withoutStackSwitching(); // as the page does: a snapshot is made the way it is restored
    const [pyodide, ...zips] = await Promise.all([
      loadPyodide({ indexURL, _makeSnapshot: true }),
      download(appZip),
      ...(gameZips || []).map(download),
    ]);
    const home = pyodide.runPython("import os; os.getcwd()"); // PyScript's "./*" unpacks here
    for (const zip of zips) pyodide.unpackArchive(zip, "zip", { extractDir: home }); // the games beside the app
    const dir = JSON.stringify(home);
    pyodide.runPython(`import sys\nif ${dir} not in sys.path: sys.path.insert(0, ${dir})\nimport web.warmup\nweb.warmup.run()`);
    // Stored as is: gzip made it 4x smaller but inflating cost more than reading (measured).
    const bytes = pyodide.makeMemorySnapshot();
    await writeSnapshot(key, bytes);
    self.postMessage({ ok: true, bytes: bytes.length });
  } catch (error) {
    self.postMessage({ ok: false, error: String((error && error.message) || error) });
  }
};
