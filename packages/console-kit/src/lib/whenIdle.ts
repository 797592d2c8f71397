/** Runs `work` once the browser is idle (after a first page has painted, on a load), and no later
 *  than `timeoutMs`; where the browser cannot tell, soon after. Returns a cancel. For work no page
 *  waits for (keeping a copy, warming a formatter, a badge), kept out of a page's first load. */
export function whenIdle(work: () => void, timeoutMs = 2_000): () => void {
  const { requestIdleCallback: request, cancelIdleCallback: cancel } = globalThis;
  if (typeof request === 'function' && typeof cancel === 'function') {
    const handle = request(() => work(), { timeout: timeoutMs });
    return () => cancel(handle);
  }
  const timer = setTimeout(work, 50);
  return () => clearTimeout(timer);
}
