import type { Account, Owner } from '../api/types.ts';
import { storageKeys } from '../provider/storage.ts';
import type { RouteStart } from './firstQuery.ts';
import { queryKeys } from './queryKeys.ts';

/** The account a list filters by: the wanted one at once, before the accounts arrive (the list's
 *  rows do not wait for them); once they have, only while the user may see it ('' otherwise). */
export function filterAccount(
  accounts: readonly Account[],
  loading: boolean,
  wanted: string | null,
): string {
  if (!wanted) return '';
  return loading || accounts.some((account) => account.account_sid === wanted) ? wanted : '';
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
