import { hashKey, useQueryClient, type QueryClient, type QueryState } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { TokenClaims } from '../api/token.ts';
import type { Account } from '../api/types.ts';
import { useConsole, useSession } from '../provider/context.ts';
import type { StorageAdapter } from '../provider/storage.ts';
import { queryKeys } from './queryKeys.ts';
import { forgetStoredAccounts, storeAccounts } from './storedAccounts.ts';
import { whenIdle } from '../lib/whenIdle.ts';

/** Keeps the copy in step with the accounts query while the user is signed in: an answer that
 *  came before (the accounts route's first query) and each one after are stored; an invalidation
 *  (a write that changed the accounts) drops it until the next answer. The copy is written once
 *  the browser is idle (1.3 MB of JSON is tens of milliseconds), not before the rows are drawn,
 *  and from the query's state then: a list invalidated or cleared (a sign-out) meanwhile is not
 *  written. */
export function keepAccountsStored(
  queryClient: QueryClient,
  cache: StorageAdapter,
  claims: TokenClaims,
): () => void {
  const store = () => {
    const state: QueryState | undefined = queryClient.getQueryState(queryKeys.accounts);
    if (state?.status === 'success' && !state.isInvalidated && Array.isArray(state.data))
      storeAccounts(cache, claims, state.data as Account[], state.dataUpdatedAt);
  };
  let cancel = () => {};
  const storeSoon = () => {
    cancel();
    cancel = whenIdle(store);
  };
  if (queryClient.getQueryState(queryKeys.accounts)) storeSoon();
  const accountsHash = hashKey(queryKeys.accounts);
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.query.queryHash !== accountsHash) return;
    if (event.action.type === 'invalidate') {
      cancel();
      forgetStoredAccounts(cache);
    }
    if (event.action.type === 'success') storeSoon();
  });
  return () => {
    cancel();
    unsubscribe();
  };
}

// Keepers mounted per query cache: the first subscribes, the last unsubscribes.
const keepers = new WeakMap<QueryClient, { count: number; stop(): void }>();

/** Keeps the accounts list's copy while a signed-in page is shown (the shell, a single page): the
 *  sign-in pages, which never ask for the accounts, do not carry this code. */
export function useKeepAccountsStored() {
  const { sessionCache } = useConsole();
  const claims = useSession()?.claims ?? null;
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!sessionCache || !claims) return;
    const keeper = keepers.get(queryClient) ?? {
      count: 0,
      stop: keepAccountsStored(queryClient, sessionCache, claims),
    };
    keeper.count += 1;
    keepers.set(queryClient, keeper);
    return () => {
      keeper.count -= 1;
      if (keeper.count > 0) return;
      keeper.stop();
      keepers.delete(queryClient);
    };
  }, [queryClient, sessionCache, claims]);
}
