import { useRequiredSession } from '../provider/context.ts';
import { useServiceProviderScope } from '../session/ServiceProviderScope.tsx';
import { useAccounts, type AccountsUse } from './useAccounts.ts';
import { filterAccount, listOwner } from './listOwner.ts';
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
