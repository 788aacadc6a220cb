// Makes Delve's start-up snapshot off the page's main thread (see delve-start.mjs).
//
// A fresh interpreter (the page's own holds references to DOM objects, which a
// snapshot cannot carry) unpacks the app zip where PyScript puts it, runs
// web.warmup (imports every game and view, builds one screen of each game),
// and its memory is stored with delve-snapshot-store.mjs.
import { loadPyodide } from "./pyodide.mjs";
import { writeSnapshot } from "./delve-snapshot-store.mjs";

self.onmessage = async (event) => {
  const { indexURL, appZip, key } = event.data;
  try {
    const [pyodide, zip] = await Promise.all([
      loadPyodide({ indexURL, _makeSnapshot: true }),
      fetch(appZip).then((r) => {
        if (!r.ok) throw new Error(`app zip: HTTP ${r.status}`);
        return r.arrayBuffer();
      }),
    ]);
    const home = pyodide.runPython("import os; os.getcwd()"); // PyScript's "./*" unpacks here
    pyodide.unpackArchive(zip, "zip", { extractDir: home });
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
