import { queryOptions } from '@tanstack/react-query';
import { accountsApi } from '../api/accounts.ts';
import type { Api } from '../api/resources.ts';
import type { TokenClaims } from '../api/token.ts';
import type { StorageAdapter } from '../provider/storage.ts';
import { queryKeys } from './queryKeys.ts';
import { storedAccountsSeed } from './storedAccounts.ts';

/** Every account the user may see, starting from the session's copy while it is fresh. */
export function allAccountsQuery(
  api: Api,
  sessionCache: StorageAdapter | null,
  claims: TokenClaims | null,
) {
  return queryOptions({
    queryKey: queryKeys.accounts,
    queryFn: ({ signal }) => api(accountsApi, signal).list(),
    ...storedAccountsSeed(sessionCache, claims),
    staleTime: 5 * 60_000,
  });
}
