import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { TokenClaims } from '../api/token.ts';
import type { Account } from '../api/types.ts';
import { createMemoryStorageAdapter, type StorageAdapter } from '../provider/storage.ts';
import { queryKeys } from './queryKeys.ts';
import { readStoredAccounts, storeAccounts, storedAccountsSeed } from './storedAccounts.ts';
import { keepAccountsStored } from './useKeepAccountsStored.ts';

const claims = (user_sid: string, overrides: Partial<TokenClaims> = {}): TokenClaims => ({
  scope: 'service_provider',
  user_sid,
  name: user_sid,
  is_view_only: false,
  service_provider_sid: 'sp-1',
  service_provider_name: null,
  account_sid: null,
  exp: null,
  ...overrides,
});
const ann = claims('ann');
/** Past the moment the copy is written (soon after, where the browser cannot tell idle time). */
const idle = () => new Promise((resolve) => setTimeout(resolve, 80));
const bob = claims('bob');

const account = (name: string) =>
  ({ account_sid: `sid-${name}`, name, service_provider_sid: 'sp-1' }) as Account;

/** A session cache that refuses every write, as a full sessionStorage does. */
function fullCache(): StorageAdapter & { stored: StorageAdapter } {
  const stored = createMemoryStorageAdapter();
  return {
    ...stored,
    stored,
    set() {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    },
  };
}

describe('the stored accounts list', () => {
  it('is read back for the user it was stored for, with its time', () => {
    const cache = createMemoryStorageAdapter();
    storeAccounts(cache, ann, [account('Sales')], 1234);
    expect(readStoredAccounts(cache, ann)).toEqual({ accounts: [account('Sales')], at: 1234 });
  });

  it('is never shown to another user, nor to the same user in another scope, and is dropped', () => {
    const cache = createMemoryStorageAdapter();
    storeAccounts(cache, ann, [account('Sales')], 1234);
    expect(readStoredAccounts(cache, claims('ann', { scope: 'admin' }))).toBeUndefined();
    storeAccounts(cache, ann, [account('Sales')], 1234);
    expect(readStoredAccounts(cache, bob)).toBeUndefined();
    expect(readStoredAccounts(cache, ann)).toBeUndefined();
  });

  it('reads an unreadable copy as none', () => {
    const cache = createMemoryStorageAdapter({ accounts: '{"owner": "ann/service' });
    expect(readStoredAccounts(cache, ann)).toBeUndefined();
  });

  it('keeps nothing when storage is full, not even the older copy', () => {
    const cache = fullCache();
    cache.stored.set(
      'accounts',
      JSON.stringify({ owner: 'ann/service_provider/sp-1/', at: 1, accounts: [account('Old')] }),
    );
    expect(readStoredAccounts(cache, ann)?.accounts).toEqual([account('Old')]);
    expect(() => storeAccounts(cache, ann, [account('New')], 2)).not.toThrow();
    expect(readStoredAccounts(cache, ann)).toBeUndefined();
  });

  it('seeds the query once: its data, then its time, from one read', () => {
    const cache = createMemoryStorageAdapter();
    storeAccounts(cache, ann, [account('Sales')], 1234);
    let reads = 0;
    const counting: StorageAdapter = { ...cache, get: (key) => (reads++, cache.get(key)) };
    const seed = storedAccountsSeed(counting, ann);
    expect(seed.initialData()).toEqual([account('Sales')]);
    expect(seed.initialDataUpdatedAt()).toBe(1234);
    expect(reads).toBe(1);
    expect(storedAccountsSeed(cache, null).initialData()).toBeUndefined();
    expect(storedAccountsSeed(null, ann).initialData()).toBeUndefined();
  });
});

describe('keepAccountsStored', () => {
  it('stores each answer of the accounts query, and drops the copy when a write invalidates it', async () => {
    const cache = createMemoryStorageAdapter();
    const queryClient = new QueryClient();
    const stop = keepAccountsStored(queryClient, cache, ann);
    let answer = [account('Sales')];
    const fetchAccounts = () =>
      queryClient.fetchQuery({ queryKey: queryKeys.accounts, queryFn: async () => answer });

    await fetchAccounts();
    // Written once the browser is idle, not before the rows are drawn.
    expect(readStoredAccounts(cache, ann)).toBeUndefined();
    await idle();
    const first = readStoredAccounts(cache, ann);
    expect(first?.accounts).toEqual([account('Sales')]);
    expect(first?.at).toBe(queryClient.getQueryState(queryKeys.accounts)?.dataUpdatedAt);

    // An account was added: the write invalidates the list (no page shows it, so it is not
    // fetched again): a reload must not come back to the copy without the new account.
    await queryClient.invalidateQueries({ queryKey: queryKeys.accounts });
    expect(readStoredAccounts(cache, ann)).toBeUndefined();
    answer = [account('Sales'), account('Support')];
    await fetchAccounts();
    await idle();
    expect(readStoredAccounts(cache, ann)?.accounts).toEqual(answer);

    // Another query under the same key prefix (one account) leaves the copy alone.
    await queryClient.fetchQuery({
      queryKey: queryKeys.account('sid-Sales'),
      queryFn: async () => 1,
    });
    await idle();
    expect(readStoredAccounts(cache, ann)?.accounts).toEqual(answer);
    stop();
  });

  it('writes no answer that a write invalidated before the browser was idle', async () => {
    const cache = createMemoryStorageAdapter();
    const queryClient = new QueryClient();
    const stop = keepAccountsStored(queryClient, cache, ann);
    await queryClient.fetchQuery({
      queryKey: queryKeys.accounts,
      queryFn: async () => [account('Sales')],
    });
    await queryClient.invalidateQueries({ queryKey: queryKeys.accounts, refetchType: 'none' });
    await idle();
    expect(cache.get('accounts')).toBeNull();
    stop();
  });

  it('stores no answer that comes after the query cache was cleared (a sign-out)', async () => {
    const cache = createMemoryStorageAdapter();
    const queryClient = new QueryClient();
    keepAccountsStored(queryClient, cache, ann);
    let answer: (accounts: Account[]) => void = () => {};
    const late = queryClient.fetchQuery({
      queryKey: queryKeys.accounts,
      queryFn: () => new Promise<Account[]>((resolve) => (answer = resolve)),
    });
    queryClient.clear();
    cache.clear();
    answer([account('Sales')]);
    await late.catch(() => {});
    await idle();
    expect(cache.get('accounts')).toBeNull();
  });

  it('writes nothing once stopped', async () => {
    const cache = createMemoryStorageAdapter();
    const queryClient = new QueryClient();
    const stop = keepAccountsStored(queryClient, cache, ann);
    await queryClient.fetchQuery({ queryKey: queryKeys.accounts, queryFn: async () => [] });
    // Stopped (signed out, the page left) before the browser was idle: the pending copy too.
    stop();
    await idle();
    expect(cache.get('accounts')).toBeNull();
  });
});
