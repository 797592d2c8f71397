import { useCallback, useEffect, useState } from 'react';
import { useDebouncedValue } from './useDebouncedValue.ts';

/** A list's text filter as the user types it, applied (trimmed) once typing stops; it opens on
 *  the filter the list already has (from its URL). */
export function useTypedFilter<Key extends string>(
  list: { filters: Record<Key, string>; setFilter(key: Key, value: string): void },
  key: Key,
) {
  const [text, setText] = useState(list.filters[key]);
  const settled = useDebouncedValue(text.trim());
  const { setFilter } = list;
  const apply = useCallback((value: string) => setFilter(key, value), [setFilter, key]);
  useEffect(() => apply(settled), [settled, apply]);
  return [text, setText] as const;
}
