import type { Account, Owner } from '../api/types.ts';
import { useRequiredSession } from '../provider/context.ts';
import { storageKeys } from '../provider/storage.ts';
import type { RouteStart } from './firstQuery.ts';
import { queryKeys } from './queryKeys.ts';
import { useServiceProviderScope } from '../session/ServiceProviderScope.tsx';
import { filterAccount, useAccounts, type AccountsUse } from './useAccounts.ts';
import { useAccountFilter } from './useAccountFilter.ts';

/** Whose calls or alerts a list shows: an account user's own account; for others the provider the
 *  console works in, or one of its accounts (the account filter of its URL, else the remembered
 *  one, while it exists). Neither waits for the lists of providers or accounts: the token or the
 *  stored choice names them, and the list corrects itself if they have gone. */
export function useListOwner(accountsUse: AccountsUse = {}) {
  const { permissions } = useRequiredSession();
  const { accounts, loading } = useAccounts(accountsUse);
  const { currentSid } = useServiceProviderScope();
  const [storedAccount, storeAccount] = useAccountFilter();

  const accountFixed = permissions.fixedAccount !== null;
  const accountSid = accountFixed
    ? (permissions.fixedAccount ?? '')
    : filterAccount(accounts, loading, storedAccount);
  const providerSid = accountFixed ? '' : (currentSid ?? '');
  return {
    owner: listOwner(accountSid, providerSid),
    accounts,
    accountsLoading: loading,
    accountFixed,
    accountSid,
    setAccountSid: storeAccount,
  };
}

/** Whose records a list shows: the account it filters by, else the provider ('' for neither). */
export function listOwner(accountSid: string, providerSid: string): Owner | null {
  if (accountSid) return { kind: 'Accounts', sid: accountSid };
  return providerSid ? { kind: 'ServiceProviders', sid: providerSid } : null;
}

/** The account and owner of a list as its route opens, as `useListOwner` has them in the page's
 *  first render: the accounts (to drop a remembered one that has gone) only where the cache has
 *  them and the provider's list has come. */
export function ownerAtStart({ session, search, context, queryClient, providerSid }: RouteStart) {
  const { fixedAccount } = session.permissions;
  if (fixedAccount !== null)
    return { accountSid: fixedAccount, owner: listOwner(fixedAccount, '') };
  const wanted =
    new URLSearchParams(search).get('account') ??
    context.storage.get(storageKeys.accountFilter) ??
    '';
  const all = queryClient.getQueryData<Account[]>(queryKeys.accounts);
  const known = all && queryClient.getQueryData(queryKeys.serviceProviders) !== undefined;
  const accounts = known ? all.filter((a) => a.service_provider_sid === providerSid) : [];
  const accountSid = filterAccount(accounts, !known, wanted);
  return { accountSid, owner: listOwner(accountSid, providerSid ?? '') };
}
