import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { queryKeys } from '../../data/queryKeys.ts';
import { useOwnedPaging } from '../../data/useOwnedPaging.ts';
import { dateRange, DEFAULT_DATE_CHOICE, type DateChoice } from '../../lib/dateRange.ts';
import { useApi } from '../../provider/context.ts';
import { useDebouncedValue } from '../../ui/useDebouncedValue.ts';

export type DirectionChoice = '' | 'inbound' | 'outbound';
export type AnsweredChoice = '' | 'true' | 'false';

/** The Recent calls list: its filters (the text applied once typing stops), the owner (provider
 *  or account), and one page of calls from the server; the previous page stays in view while the
 *  next loads. */
export function useCallList() {
  const api = useApi();
  const list = useOwnedPaging({
    date: DEFAULT_DATE_CHOICE as DateChoice,
    direction: '' as DirectionChoice,
    answered: '' as AnsweredChoice,
    filter: '',
  });
  const [text, setText] = useState('');
  const filter = useDebouncedValue(text.trim());
  const { setFilter } = list;
  useEffect(() => setFilter('filter', filter), [filter, setFilter]);

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
      api.recentCalls.page(list.owner!, { ...query, range: dateRange(date, new Date()) }, signal),
    enabled: Boolean(list.owner),
    placeholderData: keepPreviousData,
  });
  return { ...list, text, setText, calls };
}
