import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Account } from '../api/types.ts';
import { useConsole, useSession } from '../provider/context.ts';
import { useServiceProviderScope } from '../session/ServiceProviderScope.tsx';
import { allAccountsQuery } from './accountsQuery.ts';
import { byText } from '../lib/textOrder.ts';

/** The accounts by name, sorted once per answer. */
const byName = byText((account: Account) => account.name);

/** The account a page works in: the wanted one while the user may see it, else the first. */
export function chosenAccount(accounts: readonly Account[], wanted: string | null): string {
  const found = accounts.find((account) => account.account_sid === wanted) ?? accounts[0];
  return found?.account_sid ?? '';
}

/** What a page's use of the accounts list may say: `enabled: false` holds its request back (a
 *  list asks for the accounts once its own page has come, so that its rows never wait). */
export interface AccountsUse {
  enabled?: boolean;
}

/** Every account the user may see: one request per session, shared by every page, its answer
 *  kept for the session (a reload starts from it, and asks again only once it is stale). */
export function useAllAccounts({ enabled = true }: AccountsUse = {}) {
  const { api, sessionCache } = useConsole();
  const session = useSession();
  return useQuery({
    ...allAccountsQuery(api, sessionCache, session?.claims ?? null),
    enabled: Boolean(session) && enabled,
    select: byName,
  });
}

/** The accounts of the service provider the console works in, by name. */
export function useAccounts(use?: AccountsUse) {
  const all = useAllAccounts(use);
  const { currentSid: sid, sidPending } = useServiceProviderScope();
  const accounts = useMemo(
    () => (all.data ?? []).filter((account) => account.service_provider_sid === sid),
    [all.data, sid],
  );
  // Until the provider is known, no account is known to be missing.
  return {
    accounts,
    loading: all.isPending || sidPending,
    error: all.error,
    refetch: all.refetch,
    isFetching: all.isFetching,
  };
}
