import { useQuery } from '@tanstack/react-query';
import type { Lcr } from '../../api/lcrs.ts';
import { lcrListQuery } from '../../data/lcrs.ts';
import { queryKeys } from '../../data/queryKeys.ts';
import { useAccounts } from '../../data/useAccounts.ts';
import { useWrite } from '../../data/useWrite.ts';
import { useConsole, useRequiredSession } from '../../provider/context.ts';
import { useServiceProviderScope } from '../../session/ServiceProviderScope.tsx';
import { useListParams } from '../../data/useListParams.ts';
import { useTypedFilter } from '../../ui/useTypedFilter.ts';
import { useOwnLcrSid } from '../../data/useOwnLcr.ts';
import { lcrsOf } from './lcrRules.ts';
import { lcrsApi } from '../../api/lcrs.ts';

export const LCR_LIST = '/internal/least-cost-routing';
export const LCR_ADD = `${LCR_LIST}/add`;
export const lcrEditPath = (sid: string) => `${LCR_LIST}/${sid}/edit`;

/** The admin list: the tables of the provider the console works in, filtered in memory by name
 *  and by the account that uses them (both in the URL). */
export function useLcrList() {
  const { api } = useConsole();
  const sid = useServiceProviderScope().currentSid ?? '';
  const { accounts, loading } = useAccounts();
  const all = useQuery(lcrListQuery(api));
  const list = useListParams({ text: '', usedBy: '' });
  const [text, setText] = useTypedFilter(list, 'text');
  const { usedBy } = list.filters;
  const setUsedBy = (sid: string) => list.setFilter('usedBy', sid);
  return {
    text,
    setText,
    usedBy,
    setUsedBy,
    accounts,
    accountName: (accountSid: string) => accounts.find((a) => a.account_sid === accountSid)?.name,
    lcrs: lcrsOf(all.data ?? [], accounts, { serviceProviderSid: sid, text, usedBy }),
    pending: all.isPending || loading,
    error: all.error,
    refetch: all.refetch,
    isFetching: all.isFetching,
    /** The page, its size and the sort. */
    controls: list,
  };
}

/** Where a user's outbound routing lives: the list for admins, else their own table or the add
 *  page (as the navigation links it). */
export function useLcrHome(): string {
  const { permissions } = useRequiredSession();
  const own = useOwnLcrSid();
  if (permissions.canListOutboundRouting) return LCR_LIST;
  return own ? lcrEditPath(own) : LCR_ADD;
}

/** Deletes a table with its routes; admins go back to the list, others to the add page. */
export function useDeleteLcr(lcr: Lcr | null) {
  const { api, t, router } = useConsole();
  const { permissions } = useRequiredSession();
  return useWrite({
    write: () => api(lcrsApi).remove(lcr?.lcr_sid ?? ''),
    success: () => t('lcr.deleted', { name: lcr?.name ?? '' }),
    invalidates: [queryKeys.lcrs],
    quiet: () => true, // the confirm dialog shows a refusal
    onDone: () => router.navigate(permissions.canListOutboundRouting ? LCR_LIST : LCR_ADD),
  });
}
