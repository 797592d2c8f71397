import { afterFirstPaintShown } from './afterFirstPaintShown.ts';

/** Runs `work` once the browser is idle after the page's first paint is on screen (on a load,
 *  after its first page is shown), and no later than `timeoutMs`; where the browser cannot tell,
 *  soon after. Returns a cancel. For work no page waits for (keeping a copy, warming a formatter,
 *  a badge), kept out of a page's first load. */
export function whenIdle(work: () => void, timeoutMs = 2_000): () => void {
  const { requestIdleCallback: request, cancelIdleCallback: cancel } = globalThis;
  if (typeof request === 'function' && typeof cancel === 'function') {
    let cancelIdle = () => {};
    const stopWaiting = afterFirstPaintShown(() => {
      const handle = request(() => work(), { timeout: timeoutMs });
      cancelIdle = () => cancel(handle);
    }, timeoutMs);
    return () => {
      stopWaiting();
      cancelIdle();
    };
  }
  const timer = setTimeout(work, 50);
  return () => clearTimeout(timer);
}
