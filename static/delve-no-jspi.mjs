// Pyodide without stack switching (JavaScript Promise Integration, JSPI).
//
// Pyodide switches stacks whenever the browser offers it (it looks for
// `WebAssembly.Suspending` as it loads).  Delve never needs it: nothing calls
// run_sync or blocks on a promise, every wait is plain asyncio.  And JSPI is
// the subject of open reports of renderer crashes with Pyodide in Chrome
// (pyodide#5702, #5705, #6106), a crash being a lost page for a player.  So
// it is hidden from Pyodide, in the page and in the snapshot worker alike
// (a snapshot is made and restored the same way).
export function withoutStackSwitching() {
  for (const name of ["Suspending", "promising", "Suspender"]) {
    try {
      delete WebAssembly[name];
    } catch {
      // not configurable in this browser: Pyodide will use it, as it would anyway
    }
  }
}
