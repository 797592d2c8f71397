import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useOwnedPaging } from '../../data/useOwnedPaging.ts';
import type { DateChoice } from '../../lib/dateRange.ts';
import { useConsole } from '../../provider/context.ts';
import { storageKeys } from '../../provider/storage.ts';
import { useTypedFilter } from '../../ui/useTypedFilter.ts';
import {
  CALL_FILTER_RULES,
  CALL_FILTERS,
  callPageQuery,
  callPaging,
  rememberedCallFilters,
} from './callListQuery.ts';

/** The Recent calls list: its filters (the text applied once typing stops), the owner (provider
 *  or account), and one page of calls from the server; the previous page stays in view while the
 *  next loads. */
export function useCallList() {
  const { api, storage } = useConsole();
  // The range last chosen here, unless the URL gives one.
  const [remembered] = useState(() => rememberedCallFilters(storage));
  const list = useOwnedPaging(CALL_FILTERS, CALL_FILTER_RULES, remembered);
  const [text, setText] = useTypedFilter(list, 'filter');
  const { setFilter } = list;

  const calls = useQuery({
    ...callPageQuery(api, list.owner, callPaging(list)),
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
