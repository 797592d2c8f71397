import { useCallback, useRef } from 'react';
import {
  readListParams,
  writeListParams,
  type FilterRules,
  type ListParams,
} from '../lib/listParams.ts';
import { useRouter } from '../provider/context.ts';
import { useLocation } from '../provider/useLocation.ts';

/**
 * A paged list's filters, page and page size, kept in the URL's query string through the router
 * adapter: Back from an edit page finds the list as it was left, and a link shares a filtered view.
 * A new filter or page size starts again at page 1. Changes replace the history entry, so Back
 * leaves the list rather than stepping through its filters.
 */
export function useListParams<Filters extends Record<string, string>>(
  defaults: Filters,
  rules: FilterRules<Filters> = {},
) {
  const router = useRouter();
  const { search } = useLocation();
  const settings = useRef({ defaults, rules });
  const params = readListParams(search, defaults, rules);

  const change = useCallback(
    (next: (current: ListParams<Filters>) => ListParams<Filters>) => {
      const { defaults: base, rules: allowed } = settings.current;
      const { pathname, search: now } = router.location();
      const written = writeListParams(now, next(readListParams(now, base, allowed)), base);
      if (written !== now) router.navigate(`${pathname}${written}`, { replace: true });
    },
    [router],
  );
  const setFilter = useCallback(
    <K extends keyof Filters>(key: K, value: Filters[K]) =>
      change((current) =>
        current.filters[key] === value
          ? current
          : { ...current, page: 1, filters: { ...current.filters, [key]: value } },
      ),
    [change],
  );
  const setPage = useCallback(
    (page: number) => change((current) => ({ ...current, page })),
    [change],
  );
  const setPageSize = useCallback(
    (pageSize: number) => change((current) => ({ ...current, page: 1, pageSize })),
    [change],
  );
  return { ...params, setFilter, setPage, setPageSize };
}
