import type { Owner } from '../api/types.ts';
import { useRequiredSession } from '../provider/context.ts';
import { useServiceProviderScope } from '../session/ServiceProviderScope.tsx';
import { useAccounts } from './useAccounts.ts';
import { useAccountFilter } from './useAccountFilter.ts';

/** Whose calls or alerts a list shows: an account user's own account; for others the provider the
 *  console works in, or one of its accounts (the account filter of its URL, else the remembered one, while it exists). */
export function useListOwner() {
  const { permissions } = useRequiredSession();
  const { accounts, loading } = useAccounts();
  const { current } = useServiceProviderScope();
  const [storedAccount, storeAccount] = useAccountFilter();

  const accountFixed = permissions.fixedAccount !== null;
  const accountSid = accountFixed
    ? (permissions.fixedAccount ?? '')
    : accounts.some((account) => account.account_sid === storedAccount)
      ? storedAccount
      : '';
  const providerSid = current?.service_provider_sid ?? '';
  // A remembered account is waited for, rather than listing the whole provider first.
  const waiting = !accountFixed && Boolean(storedAccount) && loading;
  const owner: Owner | null = accountSid
    ? { kind: 'Accounts', sid: accountSid }
    : providerSid && !accountFixed && !waiting
      ? { kind: 'ServiceProviders', sid: providerSid }
      : null;
  return { owner, accounts, accountFixed, accountSid, setAccountSid: storeAccount };
}
