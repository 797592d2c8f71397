import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useOwnedPaging } from '../../data/useOwnedPaging.ts';
import { useApi } from '../../provider/context.ts';
import { ALERT_FILTER_RULES, ALERT_FILTERS, alertPageQuery } from './alertListQuery.ts';

/** The Alerts list: date and account filters and one page of alerts from the server. */
export function useAlertList() {
  const api = useApi();
  const list = useOwnedPaging(ALERT_FILTERS, ALERT_FILTER_RULES);
  const query = { page: list.page, count: list.pageSize, date: list.filters.date };
  const alerts = useQuery({
    ...alertPageQuery(api, list.owner, query),
    enabled: Boolean(list.owner),
    placeholderData: keepPreviousData,
  });
  list.settled(!alerts.isPending || !list.owner);
  return { ...list, alerts };
}
