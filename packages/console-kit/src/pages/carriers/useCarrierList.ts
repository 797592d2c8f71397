import { useAccounts } from '../../data/useAccounts.ts';
import { useLatch } from '../../data/useLatch.ts';
import { useListParams } from '../../data/useListParams.ts';
import { useRequiredSession } from '../../provider/context.ts';
import { useTypedFilter } from '../../ui/useTypedFilter.ts';
import { useCarrierPage } from './useCarriers.ts';

/** The list's state: the name filter (applied once typing stops), the 'Used by' account (provider
 *  scope; an account user sees their own), the page and its size, all in the URL. A new filter
 *  starts at page 1. */
export function useCarrierList() {
  const { permissions } = useRequiredSession();
  const accountFixed = permissions.fixedAccount !== null;
  // The accounts (the 'Used by' filter, the names) once the carriers have come.
  const [shown, settled] = useLatch();
  const { accounts } = useAccounts({ enabled: shown });
  const list = useListParams({ name: '', usedBy: '' });
  const [text, setText] = useTypedFilter(list, 'name');
  const paging = {
    page: list.page,
    pageSize: list.pageSize,
    name: list.filters.name,
    // An account user's list is scoped by the server: its account's and the provider's carriers.
    accountSid: accountFixed ? '' : list.filters.usedBy,
  };
  const carriers = useCarrierPage(paging);
  settled(!carriers.isPending || carriers.fetchStatus === 'idle');
  return {
    text,
    setText,
    accountFixed,
    accounts,
    accountName: (sid: string | null) => accounts.find((a) => a.account_sid === sid)?.name,
    accountSid: paging.accountSid,
    setAccountSid: (sid: string) => list.setFilter('usedBy', sid),
    carriers,
    paging,
    page: paging.page,
    pageSize: paging.pageSize,
    setPage: list.setPage,
    setPageSize: list.setPageSize,
  };
}
