import { useMemo } from 'react';
import { useAccounts } from '../../data/useAccounts.ts';
import { useLatch } from '../../data/useLatch.ts';
import { filterAccount } from '../../data/listOwner.ts';
import { useListParams } from '../../data/useListParams.ts';
import { useProviderCarriers } from '../../data/useProviderCarriers.ts';
import { useRequiredSession } from '../../provider/context.ts';
import { useServiceProviderScope } from '../../session/ServiceProviderScope.tsx';
import { useTypedFilter } from '../../ui/useTypedFilter.ts';
import { CARRIER_FILTERS } from './carrierListQuery.ts';
import { carriersOf } from './carriersOf.ts';

/** The list: the provider's carriers in one answer (an account user's: its account's and the
 *  provider's, as the server scopes them), filtered by name and by the 'Used by' account (one of
 *  the provider's), sorted and paged here; the filters, the page, its size and the sort in the
 *  URL. A new filter starts at page 1. */
export function useCarrierList() {
  const { permissions } = useRequiredSession();
  const accountFixed = permissions.fixedAccount !== null;
  // The accounts (the 'Used by' filter, the names) once the carriers have come.
  const [shown, settled] = useLatch();
  const { accounts, loading: accountsLoading } = useAccounts({ enabled: shown });
  const list = useListParams(CARRIER_FILTERS);
  const [text, setText] = useTypedFilter(list, 'name');
  const all = useProviderCarriers(useServiceProviderScope().currentSid ?? '');
  settled(!all.isPending || all.fetchStatus === 'idle');
  const { name } = list.filters;
  // An account the user cannot see (a link from another provider's list) filters nothing once the
  // accounts have come: the list shows every carrier, as the filter then says.
  const usedBy = accountFixed ? '' : filterAccount(accounts, accountsLoading, list.filters.usedBy);
  const carriers = useMemo(
    () => carriersOf(all.data ?? [], { name, usedBy }),
    [all.data, name, usedBy],
  );
  return {
    text,
    setText,
    accountFixed,
    accounts,
    accountName: (sid: string | null) => accounts.find((a) => a.account_sid === sid)?.name,
    accountSid: usedBy,
    setAccountSid: (sid: string) => list.setFilter('usedBy', sid),
    carriers,
    pending: all.isPending,
    error: all.error,
    refetch: all.refetch,
    isFetching: all.isFetching,
    /** The page, its size and the sort. */
    controls: list,
  };
}
