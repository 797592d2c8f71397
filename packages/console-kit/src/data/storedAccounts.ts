import type { TokenClaims } from '../api/token.ts';
import type { Account } from '../api/types.ts';
import type { StorageAdapter } from '../provider/storage.ts';

// The accounts list is one unpaged answer (1.3 MB at 2,000 accounts): its last copy is kept in the
// tab's session cache, so that a reload shows it at once and the query's staleTime decides whether
// to ask again. One copy, marked with whom it was for; sign-out clears the cache.

const KEY = 'accounts';

export interface StoredAccounts {
  accounts: Account[];
  /** When the server gave it (ms since the epoch): the query's dataUpdatedAt. */
  at: number;
}

/** Whom an accounts answer is for: the user, in the scope their token gives. */
export function accountsOwner(claims: TokenClaims): string {
  return [claims.user_sid, claims.scope, claims.service_provider_sid, claims.account_sid].join('/');
}

/** The copy kept for this user, if any. Another user's copy is dropped, never shown. */
export function readStoredAccounts(
  cache: StorageAdapter,
  claims: TokenClaims,
): StoredAccounts | undefined {
  try {
    const text = cache.get(KEY);
    if (!text) return undefined;
    const stored = JSON.parse(text) as Partial<StoredAccounts> & { owner?: unknown };
    if (
      stored.owner === accountsOwner(claims) &&
      Array.isArray(stored.accounts) &&
      typeof stored.at === 'number'
    ) {
      return { accounts: stored.accounts, at: stored.at };
    }
    cache.remove(KEY);
  } catch {
    // Unreadable (storage refused, or a copy that is not JSON): as if there were none.
  }
  return undefined;
}

/** Keeps this answer for the user. When storage is full or refused, keeps nothing, and no older
 *  copy either (it would come back after a reload in place of the newer answer). */
export function storeAccounts(
  cache: StorageAdapter,
  claims: TokenClaims,
  accounts: Account[],
  at: number,
): void {
  try {
    cache.set(KEY, JSON.stringify({ owner: accountsOwner(claims), at, accounts }));
  } catch {
    forgetStoredAccounts(cache);
  }
}

export function forgetStoredAccounts(cache: StorageAdapter): void {
  try {
    cache.remove(KEY);
  } catch {
    // Storage refused: there is nothing to forget.
  }
}

/** The accounts query's initial data and its time, from the copy read once (the query asks for
 *  both when it is made, and for its initial data whenever it has none). */
export function storedAccountsSeed(cache: StorageAdapter | null, claims: TokenClaims | null) {
  let copy: StoredAccounts | undefined;
  let read = false;
  const stored = () => {
    if (!read && cache && claims) copy = readStoredAccounts(cache, claims);
    read = true;
    return copy;
  };
  return {
    initialData: () => stored()?.accounts,
    initialDataUpdatedAt: () => stored()?.at,
  };
}
