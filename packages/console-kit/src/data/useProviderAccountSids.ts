import { useMemo } from 'react';
import type { Account } from '../api/types.ts';
import { useRequiredSession } from '../provider/context.ts';
import { useServiceProviderScope } from '../session/ServiceProviderScope.tsx';

/** Where the user's list of everything it may see (GET /Clients, GET /Applications) spans
 *  providers (an admin's, unless the platform has one provider), the current provider's accounts
 *  it is kept to (`sids`), and whether they are still coming (`waiting`: its rows wait for them);
 *  `sids` is null where the server has kept the list to the user's reach already. */
export function useProviderAccountSids(accounts: readonly Account[], accountsLoading: boolean) {
  const { permissions } = useRequiredSession();
  const { providers } = useServiceProviderScope();
  const spans = permissions.can('list', 'ServiceProviders') && providers.length !== 1;
  const sids = useMemo(
    () => (spans ? new Set(accounts.map((account) => account.account_sid)) : null),
    [spans, accounts],
  );
  return { sids, waiting: spans && accountsLoading };
}
