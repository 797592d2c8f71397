import { useCallback, useState } from 'react';
import { useConsole } from '../provider/context.ts';

/** A piece of UI state the console keeps in its storage (the spec's account and query filters). */
export function useStoredState(key: string, initial = ''): [string, (value: string) => void] {
  const { storage } = useConsole();
  const [value, setValue] = useState(() => storage.get(key) ?? initial);
  const update = useCallback(
    (next: string) => {
      setValue(next);
      if (next === initial) storage.remove(key);
      else storage.set(key, next);
    },
    [storage, key, initial],
  );
  return [value, update];
}
