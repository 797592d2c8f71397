import { useQueryClient, type QueryClient } from '@tanstack/react-query';
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
  rows,
  children,
}: {
  /** The page's first query, settled once its rows are answered. */
  rows: Promise<void> | undefined;
  children: ReactNode;
}) {
  const queryClient = useQueryClient();
  const [waiting, setWaiting] = useState(() => (drawn.has(queryClient) ? undefined : rows));
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
    waiting.then(draw, draw);
    return () => {
      done = true;
      clearTimeout(timer);
    };
  }, [waiting, queryClient]);
  return waiting ? null : children;
}
