import { queryOptions } from '@tanstack/react-query';
import { recentCallsApi, type CallQuery } from '../../api/calls.ts';
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
import { openingFilters, readListParams, type ListParams } from '../../lib/listParams.ts';
import type { StorageAdapter } from '../../provider/storage.ts';
import { storageKeys } from '../../provider/storage.ts';

export type DirectionChoice = '' | 'inbound' | 'outbound';
export type AnsweredChoice = '' | 'true' | 'false';

/** The calls list's filters in its URL: the range, direction, answered or not, and the text. */
export const CALL_FILTERS = {
  date: DEFAULT_DATE_CHOICE as DateChoice,
  direction: '' as DirectionChoice,
  answered: '' as AnsweredChoice,
  filter: '',
};
export const CALL_FILTER_RULES = {
  date: isDateChoice,
  direction: (value: string) => value === 'inbound' || value === 'outbound',
  answered: (value: string) => value === 'true' || value === 'false',
};

/** What the list opens on where its URL gives nothing: the range last chosen here. */
export const rememberedCallFilters = (storage: StorageAdapter) => ({
  date: (storage.get(storageKeys.recentCallsRange) ?? '') as DateChoice,
});

/** The calls of one page of the list, as its query asks for them (the range by its choice). */
export function callPaging({ page, pageSize, filters }: ListParams<typeof CALL_FILTERS>) {
  return {
    page,
    count: pageSize,
    date: filters.date,
    direction: filters.direction || undefined,
    answered: filters.answered ? filters.answered === 'true' : undefined,
    filter: filters.filter || undefined,
  };
}

/** One page of a provider's or an account's calls; the range's times are taken when it runs. */
export function callPageQuery(
  api: Api,
  owner: Owner | null,
  query: Omit<CallQuery, 'range'> & { date: DateChoice },
) {
  return queryOptions({
    queryKey: queryKeys.recentCallPage(owner, query),
    queryFn: ({ signal }) =>
      api(recentCallsApi).page(
        owner!,
        { ...query, range: dateRange(query.date, new Date()) },
        signal,
      ),
  });
}

export const firstQuery: FirstQuery = (start) => {
  const { owner } = ownerAtStart(start);
  if (!owner) return;
  const remembered = rememberedCallFilters(start.context.storage);
  const opening = openingFilters(CALL_FILTERS, CALL_FILTER_RULES, remembered);
  const params = readListParams(start.search, opening, CALL_FILTER_RULES);
  return start.queryClient.prefetchQuery(
    callPageQuery(start.context.api, owner, callPaging(params)),
  );
};
