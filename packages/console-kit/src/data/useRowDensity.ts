import { useCallback, useSyncExternalStore } from 'react';
import { useConsole, useSession } from '../provider/context.ts';
import { storageKeys } from '../provider/storage.ts';

/** How tall a list's rows are: compact (32 px, the default) or comfortable (40 px). */
export type RowDensity = 'compact' | 'comfortable';

// Every table on the page follows a change at once.
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The signed-in user's row density, remembered in the console's storage per user (it outlives
 *  sign-out: another user of the browser keeps their own). */
export function useRowDensity(): [RowDensity, (density: RowDensity) => void] {
  const { storage } = useConsole();
  const user = useSession()?.claims.user_sid ?? '';
  const key = `${storageKeys.rowDensity}:${user}`;
  const read = () => storage.get(key);
  const stored = useSyncExternalStore(subscribe, read, read);
  const set = useCallback(
    (density: RowDensity) => {
      if (density === 'comfortable') storage.set(key, density);
      else storage.remove(key);
      listeners.forEach((listener) => listener());
    },
    [storage, key],
  );
  return [stored === 'comfortable' ? 'comfortable' : 'compact', set];
}
