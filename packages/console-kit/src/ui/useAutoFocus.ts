import { useLayoutEffect, useRef } from 'react';

/** An element focused as it mounts when `autoFocus` is set, as React's own `autoFocus` prop does,
 *  on any renderer: Preact's React layer only writes the attribute, which a browser heeds while
 *  the page loads and not for what comes later (a dialog's first field, a row just added). */
export function useAutoFocus<T extends HTMLElement>(autoFocus: boolean | undefined) {
  const element = useRef<T>(null);
  const wanted = useRef(autoFocus);
  useLayoutEffect(() => {
    if (wanted.current) element.current?.focus();
  }, []);
  return element;
}
