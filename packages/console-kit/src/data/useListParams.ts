import { useCallback, useEffect, useRef, useState } from 'react';
import {
  openingFilters,
  readListParams,
  writeListParams,
  type FilterRules,
  type ListParams,
} from '../lib/listParams.ts';
import { useRouter } from '../provider/context.ts';
import { useLocation } from '../provider/useLocation.ts';

/**
 * A paged list's filters, page, page size and sort, kept in the URL's query string through the router
 * adapter: Back from an edit page finds the list as it was left, and a link shares a filtered view.
 * A new filter, page size or sort starts again at page 1. Changes replace the history entry, so Back
 * leaves the list rather than stepping through its filters. `remembered` values (the caller's
 * storage) stand in for filters the URL does not give, and are written into it on open, so that a
 * link copied from the page shows what the page shows.
 */
export function useListParams<Filters extends Record<string, string>>(
  defaults: Filters,
  rules: FilterRules<Filters> = {},
  remembered: Partial<Filters> = {},
) {
  const router = useRouter();
  const { search } = useLocation();
  // What a filter the URL does not give opens on: the remembered value, else the default.
  const [opening] = useState(() => openingFilters(defaults, rules, remembered));
  const settings = useRef({ defaults, rules, opening });
  // A filter opened from memory is written even at its default: left out, memory would return.
  const [kept] = useState(() =>
    Object.keys(defaults).filter((key) => opening[key] !== defaults[key]),
  );
  const params = readListParams(search, opening, rules);

  const change = useCallback(
    (next: (current: ListParams<Filters>) => ListParams<Filters>) => {
      const { defaults: base, rules: allowed, opening } = settings.current;
      const { pathname, search: now } = router.location();
      const current = readListParams(now, opening, allowed);
      const written = writeListParams(now, next(current), base, kept);
      if (written !== now) router.navigate(`${pathname}${written}`, { replace: true });
    },
    [router, kept],
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
  const setSort = useCallback(
    (sort: string) => change((current) => ({ ...current, page: 1, sort })),
    [change],
  );
  useEffect(() => change((current) => current), [change]);
  return { ...params, setFilter, setPage, setPageSize, setSort };
}
