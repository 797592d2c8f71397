import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './api/client.ts';
import { clientsApi } from './api/clients.ts';
import { createApi } from './api/resources.ts';
import { serviceProvidersApi } from './api/serviceProviders.ts';
import { startFirstRequest } from './firstRequest.ts';
import { createTranslate } from './messages/translate.ts';
import { providerCarriersQuery } from './data/providerCarriersQuery.ts';
import { createStorageAuthAdapter } from './provider/auth.ts';
import { defaultStorages, storageKeys } from './provider/storage.ts';
import { recordReads } from './test/requests.ts';
import { testSandbox } from './test/sandbox.ts';
import { signIn } from './testing.tsx';

const sandbox = testSandbox();
const { apiBase } = sandbox;
const origin = 'https://console.example';
const { storage } = defaultStorages(apiBase, `${origin}/api/v1`);
const at = (pathname: string, search = '') => ({ origin, pathname, search });
const pageFetch = globalThis.fetch;

beforeEach(() => sandbox.reset());
afterEach(() => {
  storage.clear();
  globalThis.fetch = pageFetch;
});

/** The console's own API client, as ConsoleProvider makes it for this session. */
function consoleApi(token: string) {
  return createApi(
    createApiClient({
      apiBase,
      getToken: () => token,
      onSessionFailure: () => {},
      translate: createTranslate(),
    }),
  );
}

async function signedIn(username: string) {
  const token = await signIn(apiBase, username, 'Demo-pass-1');
  createStorageAuthAdapter(storage).setToken(token);
  return token;
}

describe('the first request, sent from the page before the console has come', () => {
  it("asks for the list page's rows, then the shell's providers, and gives each answer to the console's same request, once", async () => {
    const token = await signedIn('sp-admin');
    const reads = recordReads(apiBase);
    const sent = globalThis.fetch;
    await startFirstRequest({ apiBase, location: at('/internal/clients') });
    // The providers once the rows are answered: not beside the console's code.
    expect(reads).toEqual([{ method: 'GET', path: '/Clients', body: undefined }]);
    await vi.waitFor(() =>
      expect(reads.map((read) => read.path)).toEqual(['/Clients', '/ServiceProviders']),
    );

    const api = consoleApi(token);
    const given = await api(clientsApi).list();
    const providers = await api(serviceProvidersApi).list();
    expect(reads).toHaveLength(2);
    // Given once: the page's fetch is its own again, and asks the server.
    expect(globalThis.fetch).toBe(sent);
    expect(await api(clientsApi).list()).toEqual(given);
    expect(reads).toHaveLength(3);
    expect(given.length).toBeGreaterThan(0);
    expect(providers.map((provider) => provider.name)).toEqual(['Acme Voice']);
  });

  it('gives the providers to a console that asks for them before they are answered', async () => {
    const token = await signedIn('sp-admin');
    const reads = recordReads(apiBase);
    await startFirstRequest({ apiBase, location: at('/internal/clients') });
    const api = consoleApi(token);
    const [clients, providers] = await Promise.all([
      api(clientsApi).list(),
      api(serviceProvidersApi).list(),
    ]);
    expect(reads.map((read) => read.path)).toEqual(['/Clients', '/ServiceProviders']);
    expect(clients.length).toBeGreaterThan(0);
    expect(providers).toHaveLength(1);
  });

  it("asks with the admin's chosen provider, as the console's own first query does", async () => {
    const token = await signedIn('ops-lead');
    const providers = await consoleApi(token)(serviceProvidersApi).list();
    const chosen = providers.find((provider) => provider.name !== 'Acme Voice')!;
    storage.set(storageKeys.serviceProvider, chosen.service_provider_sid);
    const reads = recordReads(apiBase);
    await startFirstRequest({ apiBase, location: at('/internal/carriers', '?name=x&page=2') });
    expect(reads.map((read) => read.path)).toEqual([
      `/ServiceProviders/${chosen.service_provider_sid}/VoipCarriers`,
    ]);

    const query = providerCarriersQuery(consoleApi(token), chosen.service_provider_sid);
    await new QueryClient().fetchQuery(query);
    const carrierReads = reads.filter((read) => read.path.endsWith('/VoipCarriers'));
    expect(carrierReads).toHaveLength(1);
  });

  it("keeps its answer from another session's request, and from an aborted one", async () => {
    await signedIn('sp-admin');
    const other = await signIn(apiBase, 'acme-noc', 'Demo-pass-1');
    const reads = recordReads(apiBase);
    const clientReads = () => reads.filter((read) => read.path === '/Clients');
    await startFirstRequest({ apiBase, location: at('/internal/clients') });
    await consoleApi(other)(clientsApi).list();
    expect(clientReads()).toHaveLength(2);

    const left = new AbortController();
    left.abort();
    const aborted = consoleApi(createStorageAuthAdapter(storage).getToken()!)(
      clientsApi,
      left.signal,
    )
      .list()
      .catch((error: unknown) => error);
    expect(await aborted).toBeInstanceOf(Error);
    expect(clientReads()).toHaveLength(2);
  });

  it('asks nothing without a session, on a page whose route starts no request, or on one the user may not open', async () => {
    const reads = recordReads(apiBase);
    const sent = globalThis.fetch;
    await startFirstRequest({ apiBase, location: at('/internal/clients') });
    await signedIn('sp-admin');
    await startFirstRequest({ apiBase, location: at('/internal/users') });
    await startFirstRequest({ apiBase, location: at('/') });
    // An account's user is shown why the accounts list is not theirs; nothing is asked.
    await signedIn('sales-agent');
    await startFirstRequest({ apiBase, location: at('/internal/accounts') });
    expect(reads).toEqual([]);
    expect(globalThis.fetch).toBe(sent);
  });
});
