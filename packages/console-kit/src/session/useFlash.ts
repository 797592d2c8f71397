import { useMemo, useSyncExternalStore } from 'react';
import { useConsole, type Flash } from '../provider/context.ts';
import { storageKeys } from '../provider/storage.ts';

/** The message left for a public page (why a session ended, a failed outside sign-in). It is
 *  watched rather than taken once: when a session ends while a page is being left, the latest
 *  message wins whatever order the pages render in. It stays until a session starts. */
export function useFlash(): Flash | null {
  const { storage, subscribeFlash } = useConsole();
  const raw = useSyncExternalStore(subscribeFlash, () => storage.get(storageKeys.flash));
  return useMemo(() => parseFlash(raw), [raw]);
}

function parseFlash(raw: string | null): Flash | null {
  if (!raw) return null;
  try {
    return JSON.parse(raw) as Flash;
  } catch {
    return null;
  }
}
