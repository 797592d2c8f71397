import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../data/queryKeys.ts';
import { useOwnedPaging } from '../../data/useOwnedPaging.ts';
import {
  dateRange,
  DEFAULT_DATE_CHOICE,
  isDateChoice,
  type DateChoice,
} from '../../lib/dateRange.ts';
import { useApi } from '../../provider/context.ts';
import { alertsApi } from '../../api/calls.ts';

/** The Alerts list: date and account filters and one page of alerts from the server. */
export function useAlertList() {
  const api = useApi();
  const list = useOwnedPaging({ date: DEFAULT_DATE_CHOICE as DateChoice }, { date: isDateChoice });
  const query = { page: list.page, count: list.pageSize, date: list.filters.date };
  const alerts = useQuery({
    queryKey: queryKeys.alertPage(list.owner, query),
    queryFn: ({ signal }) =>
      api(alertsApi, signal).page(list.owner!, {
        ...query,
        range: dateRange(query.date, new Date()),
      }),
    enabled: Boolean(list.owner),
    placeholderData: keepPreviousData,
  });
  list.settled(!alerts.isPending || !list.owner);
  return { ...list, alerts };
}
