/** Runs `work` once the page's first contentful paint is on screen, and no later than
 *  `timeoutMs`; at once where it has been, where the browser cannot tell, and in a hidden tab
 *  (which paints nothing). Returns a cancel.
 *  A browser shows a frame some time after its main thread has made it: its tiles are rastered
 *  and drawn by other threads. Work started as soon as the main thread is free (an idle callback,
 *  a request whose answer is parsed there) shares the machine with them, and on one of few cores
 *  puts off the page's first sight. For work that page need not wait for. */
export function afterFirstPaintShown(work: () => void, timeoutMs = 1_000): () => void {
  const { PerformanceObserver: Observer, performance: clock, document: page } = globalThis;
  const canTell = Observer?.supportedEntryTypes?.includes('paint') ?? false;
  const shown = () => clock.getEntriesByName('first-contentful-paint').length > 0;
  if (!canTell || page?.visibilityState !== 'visible' || shown()) {
    work();
    return () => {};
  }
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  const run = () => {
    stop();
    work();
  };
  const observer = new Observer(() => shown() && run());
  observer.observe({ type: 'paint', buffered: true });
  const timer = setTimeout(run, timeoutMs);
  return stop;
}
