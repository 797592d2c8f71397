import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readClaims, type TokenClaims } from '../api/token.ts';
import type { Account } from '../api/types.ts';
import { createMemoryStorageAdapter, type StorageAdapter } from '../provider/storage.ts';
import { openConsoleAs } from '../test/openConsole.tsx';
import { testSandbox } from '../test/sandbox.ts';
import { signIn } from '../testing.tsx';
import { readStoredAccounts, storeAccounts } from './storedAccounts.ts';

const sandbox = testSandbox();
beforeEach(() => sandbox.reset());
afterEach(() => vi.restoreAllMocks());

/** Counts the console's requests for the accounts list (GET /Accounts), which still go out,
 *  once `held` (if given) has settled. */
function countAccountsReads(held?: Promise<void>): { count: number } {
  const reads = { count: 0 };
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (request.method === 'GET' && request.url === `${sandbox.apiBase}/Accounts`) {
      reads.count++;
      await held;
    }
    return realFetch(request);
  });
  return reads;
}

async function openAccounts(username: string, sessionCache: StorageAdapter) {
  const { token, harness, view } = await openConsoleAs(
    sandbox.apiBase,
    username,
    '/internal/accounts',
    { sessionCache },
  );
  return { ...harness, claims: readClaims(token)!, unmount: view.unmount };
}

const planted = (claims: TokenClaims) =>
  ({
    account_sid: 'a1a1a1a1-0000-4000-8000-00000000beef',
    name: 'Planted Copy',
    service_provider_sid: claims.service_provider_sid,
    sip_realm: null,
  }) as Account;

const row = (name: string) => screen.findByRole('link', { name });
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('the accounts list kept for the session', () => {
  it('is asked for once: after a reload the rows come from the kept copy', async () => {
    const cache = createMemoryStorageAdapter();
    const reads = countAccountsReads();
    const first = await openAccounts('sp-admin', cache);
    await row('Acme Sales');
    expect(reads.count).toBe(1);
    await waitFor(() =>
      expect(readStoredAccounts(cache, first.claims)?.accounts).toContainEqual(
        expect.objectContaining({ name: 'Acme Sales' }),
      ),
    );
    first.unmount();

    await openAccounts('sp-admin', cache);
    await row('Acme Sales');
    await settle();
    expect(reads.count).toBe(1);
  });

  it('shows a stale copy at once, then the fresh answer in its place', async () => {
    const cache = createMemoryStorageAdapter();
    const token = await signIn(sandbox.apiBase, 'sp-admin', 'Demo-pass-1');
    const claims = readClaims(token)!;
    storeAccounts(cache, claims, [planted(claims)], Date.now() - 10 * 60_000);
    let answer = () => {};
    const reads = countAccountsReads(new Promise((resolve) => (answer = resolve)));
    await openAccounts('sp-admin', cache);
    await row('Planted Copy');
    await waitFor(() => expect(reads.count).toBe(1));
    answer();
    await row('Acme Sales');
    expect(screen.queryByRole('link', { name: 'Planted Copy' })).toBeNull();
    expect(reads.count).toBe(1);
  });

  it("never shows another user's copy", async () => {
    const cache = createMemoryStorageAdapter();
    const viewer = readClaims(await signIn(sandbox.apiBase, 'viewer', 'Demo-pass-1'))!;
    const spAdmin = readClaims(await signIn(sandbox.apiBase, 'sp-admin', 'Demo-pass-1'))!;
    storeAccounts(cache, viewer, [planted(spAdmin)], Date.now());
    const reads = countAccountsReads();
    const { claims } = await openAccounts('sp-admin', cache);
    await row('Acme Sales');
    expect(screen.queryByRole('link', { name: 'Planted Copy' })).toBeNull();
    expect(reads.count).toBe(1);
    await waitFor(() =>
      expect(readStoredAccounts(cache, claims)?.accounts).toContainEqual(
        expect.objectContaining({ name: 'Acme Sales' }),
      ),
    );
    expect(readStoredAccounts(cache, viewer)).toBeUndefined();
  });

  it('is cleared on sign-out', async () => {
    const cache = createMemoryStorageAdapter();
    const harness = await openAccounts('sp-admin', cache);
    await row('Acme Sales');
    await waitFor(() => expect(cache.get('accounts')).not.toBeNull());
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(harness.router.location().pathname).toBe('/'));
    expect(cache.get('accounts')).toBeNull();
  });

  it('is skipped when storage is full: the list still shows', async () => {
    const memory = createMemoryStorageAdapter();
    const full: StorageAdapter = {
      ...memory,
      set() {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      },
    };
    await openAccounts('sp-admin', full);
    await row('Acme Sales');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(memory.get('accounts')).toBeNull();
  });
});

describe("the provider's accounts", () => {
  it("show a provider user's rows without waiting for the list of providers", async () => {
    // The token names a provider user's provider; only an admin's stored choice needs the list.
    await sandbox.fault({ path: '^/ServiceProviders$', method: 'GET', mode: 'pass', delay: 5000 });
    await openAccounts('sp-admin', createMemoryStorageAdapter());
    // Well before the providers' answer.
    const shown = screen.findByRole('link', { name: 'Acme Sales' }, { timeout: 2000 });
    expect(await shown).toBeInTheDocument();
  });
});
