/** A loader that loads once and hands every caller the same promise; after a failure the next
 *  call tries again (a chunk that did not arrive may arrive later). */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
