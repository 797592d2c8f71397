import { useAccounts } from '../../data/useAccounts.ts';
import { useLatch } from '../../data/useLatch.ts';
import { useListParams } from '../../data/useListParams.ts';
import { useRequiredSession } from '../../provider/context.ts';
import { useTypedFilter } from '../../ui/useTypedFilter.ts';
import { useCarrierPage } from './useCarriers.ts';
import { CARRIER_FILTERS, carrierPaging } from './carrierListQuery.ts';

/** The list's state: the name filter (applied once typing stops), the 'Used by' account (provider
 *  scope; an account user sees their own), the page and its size, all in the URL. A new filter
 *  starts at page 1. */
export function useCarrierList() {
  const { permissions } = useRequiredSession();
  const accountFixed = permissions.fixedAccount !== null;
  // The accounts (the 'Used by' filter, the names) once the carriers have come.
  const [shown, settled] = useLatch();
  const { accounts } = useAccounts({ enabled: shown });
  const list = useListParams(CARRIER_FILTERS);
  const [text, setText] = useTypedFilter(list, 'name');
  const paging = carrierPaging(list, accountFixed);
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
