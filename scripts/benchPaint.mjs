// When an element is painted, by the browser's own record of it (the Element Timing API): the
// time its frame was presented, after the frame's style, layout and paint and the raster and
// drawing of its tiles by other threads. A benchmark's watch sees new rows in the DOM before any
// of that; `requestAnimationFrame` then fires at the start of the frame that lays them out: on the
// 2-core machine, 90-170 ms before the rows of Accounts, Phone numbers or Carriers were on screen
// (2026-11-27, 5 cold loads each; the frame's main-thread work 53-95 ms of it).
// The function below runs in the browser, as an init script: install it with
// `context.addInitScript(installPaintWatch)` before the watch that uses it.
/* global window */

/** In the page, from its first script on: `window.paintOf(element)` resolves to the page's clock
 *  when the element (its text or its content) is first painted. Call it before its first paint:
 *  as a mutation observer's callback does, for an element just added. */
export function installPaintWatch() {
  const waiting = new Map();
  let count = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const resolve = waiting.get(entry.identifier);
      if (!resolve) continue;
      waiting.delete(entry.identifier);
      resolve(entry.renderTime || entry.loadTime);
    }
  }).observe({ type: 'element', buffered: true });
  window.paintOf = (element) =>
    new Promise((resolve) => {
      const identifier = `bench-paint-${++count}`;
      waiting.set(identifier, resolve);
      // A text is timed with the element holding it: mark the element and all within it.
      for (const marked of [element, ...element.querySelectorAll('*')]) {
        marked.setAttribute('elementtiming', identifier);
      }
    });
}
