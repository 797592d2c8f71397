import { useEffect, useState } from 'react';

/** How long a wait may take before the console says that the server is slow. */
export const SLOW_AFTER_MS = 5000;

/** Whether `active` has lasted longer than `SLOW_AFTER_MS`. */
export function useSlow(active: boolean, afterMs = SLOW_AFTER_MS): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => setSlow(true), afterMs);
    return () => {
      clearTimeout(timer);
      setSlow(false);
    };
  }, [active, afterMs]);
  return active && slow;
}
