import { useEffect, useRef, useState } from 'react';
import { useConsole } from '../provider/context.ts';
import { useLocation } from '../provider/useLocation.ts';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** A form's state, as useState, that the console keeps when the session ends while the user is
 *  editing, and offers back after signing in again (see KeptWorkNotice). */
export function useKeptState<T>(name: string, initial: () => T) {
  const { workKeeper } = useConsole();
  const { pathname } = useLocation();
  const [start] = useState(initial);
  const [value, setValue] = useState(start);
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);
  useEffect(
    () =>
      workKeeper.track({
        path: pathname,
        name,
        read: () => ({ changed: !same(latest.current, start), values: latest.current }),
        restore: (values) => setValue(values as T),
      }),
    [workKeeper, pathname, name, start],
  );
  return [value, setValue] as const;
}
