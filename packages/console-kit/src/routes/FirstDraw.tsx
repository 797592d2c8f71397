import { notifyManager, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';

/** How long a console's first page waits for its rows before it is drawn without them. */
export const FIRST_ROWS_WAIT_MS = 250;

// The consoles (by their query cache) that have drawn a page.
const drawn = new WeakSet<QueryClient>();

/** A console's first page, drawn once its rows are in (waiting at most FIRST_ROWS_WAIT_MS): the
 *  shell, the page and its rows in one render and one paint, rather than the page's loading
 *  state first and its rows in a second render after it. Later pages (after any page, the
 *  sign-in page too) are drawn at once. */
export function FirstDraw({
  ready,
  children,
}: {
  /** What the first draw shows, settled once it is answered: the page's rows (its first query)
   *  and what the shell shows with them. */
  ready: Promise<unknown> | undefined;
  children: ReactNode;
}) {
  const queryClient = useQueryClient();
  const [waiting, setWaiting] = useState(() => (drawn.has(queryClient) ? undefined : ready));
  useEffect(() => {
    if (!waiting) {
      drawn.add(queryClient);
      return;
    }
    let done = false;
    const draw = () => {
      if (done) return;
      done = true;
      setWaiting(undefined);
    };
    const timer = setTimeout(draw, FIRST_ROWS_WAIT_MS);
    // Drawn with the query cache's own notices of the answers (batched on a timer), not before
    // them: what is already drawn (the provider scope above) takes them in the same render.
    waiting.then(() => notifyManager.schedule(draw), draw);
    return () => {
      done = true;
      clearTimeout(timer);
    };
  }, [waiting, queryClient]);
  return waiting ? null : children;
}
