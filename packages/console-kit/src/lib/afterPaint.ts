/** Runs `work` once the browser has painted the next frame (the frame that shows what was just
 *  rendered); where it paints no frames (a test's DOM), soon after. Returns a cancel. For work a
 *  page's first sight need not wait for. */
export function afterPaint(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const { requestAnimationFrame: request, cancelAnimationFrame: cancel } = globalThis;
  if (typeof request !== 'function' || typeof cancel !== 'function') {
    timer = setTimeout(work, 0);
    return () => clearTimeout(timer);
  }
  // A frame's callbacks run before it is painted; a timer set then runs after.
  const frame = request(() => {
    timer = setTimeout(work, 0);
  });
  return () => {
    cancel(frame);
    clearTimeout(timer);
  };
}
