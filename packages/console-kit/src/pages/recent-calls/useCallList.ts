import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { queryKeys } from '../../data/queryKeys.ts';
import { useOwnedPaging } from '../../data/useOwnedPaging.ts';
import {
  dateRange,
  DEFAULT_DATE_CHOICE,
  isDateChoice,
  type DateChoice,
} from '../../lib/dateRange.ts';
import { useConsole } from '../../provider/context.ts';
import { storageKeys } from '../../provider/storage.ts';
import { useTypedFilter } from '../../ui/useTypedFilter.ts';
import { recentCallsApi } from '../../api/calls.ts';

export type DirectionChoice = '' | 'inbound' | 'outbound';
export type AnsweredChoice = '' | 'true' | 'false';

/** The Recent calls list: its filters (the text applied once typing stops), the owner (provider
 *  or account), and one page of calls from the server; the previous page stays in view while the
 *  next loads. */
export function useCallList() {
  const { api, storage } = useConsole();
  // The range last chosen here, unless the URL gives one.
  const [remembered] = useState(() => storage.get(storageKeys.recentCallsRange) ?? '');
  const list = useOwnedPaging(
    {
      date: DEFAULT_DATE_CHOICE as DateChoice,
      direction: '' as DirectionChoice,
      answered: '' as AnsweredChoice,
      filter: '',
    },
    {
      date: isDateChoice,
      direction: (value) => value === 'inbound' || value === 'outbound',
      answered: (value) => value === 'true' || value === 'false',
    },
    { date: remembered as DateChoice },
  );
  const [text, setText] = useTypedFilter(list, 'filter');
  const { setFilter } = list;

  const { date, direction, answered } = list.filters;
  const query = {
    page: list.page,
    count: list.pageSize,
    date,
    direction: direction || undefined,
    answered: answered ? answered === 'true' : undefined,
    filter: list.filters.filter || undefined,
  };
  const calls = useQuery({
    queryKey: queryKeys.recentCallPage(list.owner, query),
    queryFn: ({ signal }) =>
      api(recentCallsApi).page(
        list.owner!,
        { ...query, range: dateRange(date, new Date()) },
        signal,
      ),
    enabled: Boolean(list.owner),
    placeholderData: keepPreviousData,
  });
  list.settled(!calls.isPending || !list.owner);
  return {
    ...list,
    /** Chooses the range, which the page opens on next time. */
    setDate(choice: DateChoice) {
      storage.set(storageKeys.recentCallsRange, choice);
      setFilter('date', choice);
    },
    text,
    setText,
    calls,
  };
}
