import { useCallback, useState } from 'react';

/** Which rows of a list are open. */
export function useExpanded() {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = useCallback(
    (key: string) =>
      setOpen((current) => {
        const next = new Set(current);
        if (!next.delete(key)) next.add(key);
        return next;
      }),
    [],
  );
  return { isOpen: (key: string) => open.has(key), toggle };
}
