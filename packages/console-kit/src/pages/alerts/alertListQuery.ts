import { queryOptions } from '@tanstack/react-query';
import { alertsApi } from '../../api/calls.ts';
import type { Api } from '../../api/resources.ts';
import type { Owner } from '../../api/types.ts';
import type { FirstQuery } from '../../data/firstQuery.ts';
import { queryKeys } from '../../data/queryKeys.ts';
import { ownerAtStart } from '../../data/listOwner.ts';
import {
  dateRange,
  DEFAULT_DATE_CHOICE,
  isDateChoice,
  type DateChoice,
} from '../../lib/dateRange.ts';
import { readListParams } from '../../lib/listParams.ts';

/** The alerts list's filter in its URL: the date range. */
export const ALERT_FILTERS = { date: DEFAULT_DATE_CHOICE as DateChoice };
export const ALERT_FILTER_RULES = { date: isDateChoice };

export interface AlertQuery {
  page: number;
  count: number;
  date: DateChoice;
}

/** One page of a provider's or an account's alerts; the range's times are taken when it runs. */
export function alertPageQuery(api: Api, owner: Owner | null, query: AlertQuery) {
  return queryOptions({
    queryKey: queryKeys.alertPage(owner, query),
    queryFn: ({ signal }) =>
      api(alertsApi, signal).page(owner!, { ...query, range: dateRange(query.date, new Date()) }),
  });
}

export const firstQuery: FirstQuery = (start) => {
  const { owner } = ownerAtStart(start);
  if (!owner) return;
  const { page, pageSize, filters } = readListParams(
    start.search,
    ALERT_FILTERS,
    ALERT_FILTER_RULES,
  );
  const query = { page, count: pageSize, date: filters.date };
  return start.queryClient.prefetchQuery(alertPageQuery(start.context.api, owner, query));
};
