import { useEffect, useState } from 'react';
import { whenIdle } from '../lib/whenIdle.ts';

// Once the page has been idle (its first page drawn), later parts need not wait again.
let wasIdle = false;

/** False until the browser has been idle once (see `whenIdle`): for queries no page waits for
 *  (a badge), which then stay out of the first load's requests and renders. */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(wasIdle);
  useEffect(() => {
    if (idle) return;
    return whenIdle(() => {
      wasIdle = true;
      setIdle(true);
    });
  }, [idle]);
  return idle;
}
