import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../data/queryKeys.ts';
import { useListOwner } from '../../data/useListOwner.ts';
import { usePaging } from '../../data/usePaging.ts';
import { dateRange, DEFAULT_DATE_CHOICE, type DateChoice } from '../../lib/dateRange.ts';
import { useApi } from '../../provider/context.ts';

/** The Alerts list: date and account filters and one page of alerts from the server. */
export function useAlertList() {
  const api = useApi();
  const owner = useListOwner();
  const paging = usePaging({ date: DEFAULT_DATE_CHOICE as DateChoice });
  const query = { page: paging.page, count: paging.pageSize, date: paging.filters.date };
  const alerts = useQuery({
    queryKey: queryKeys.alertPage(owner.owner, query),
    queryFn: () =>
      api.alerts.page(owner.owner!, { ...query, range: dateRange(query.date, new Date()) }),
    enabled: Boolean(owner.owner),
    placeholderData: keepPreviousData,
  });
  return { ...paging, ...owner, alerts };
}
