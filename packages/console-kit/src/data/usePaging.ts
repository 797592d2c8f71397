import { useCallback, useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '../lib/pager.ts';

/** A server-paged list's filters, page and page size: a new filter or page size starts again at
 *  page 1. */
export function usePaging<Filters extends object>(initial: Filters) {
  const [state, setState] = useState({ filters: initial, page: 1, pageSize: DEFAULT_PAGE_SIZE });
  const setFilter = useCallback(
    <K extends keyof Filters>(key: K, value: Filters[K]) =>
      setState((s) =>
        Object.is(s.filters[key], value)
          ? s
          : { ...s, page: 1, filters: { ...s.filters, [key]: value } },
      ),
    [],
  );
  const setPage = useCallback((page: number) => setState((s) => ({ ...s, page })), []);
  const setPageSize = useCallback(
    (pageSize: number) => setState((s) => ({ ...s, page: 1, pageSize })),
    [],
  );
  return { ...state, setFilter, setPage, setPageSize };
}
