import { render, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SPEECH_VENDOR_TABLE } from '../lib/speechVendors.ts';
import type { HostedConfig } from '../provider/hosted.ts';
import { pseudoMessages, strayText } from '../test/pseudoLocale.ts';
import { testSandbox } from '../test/sandbox.ts';
import { createTestConsole, signIn, type TestConsoleOptions } from '../testing.tsx';
import { ConsoleRoutes } from './ConsoleRoutes.tsx';
import { routes } from './routeTable.tsx';

// Every page, in a pseudo-locale (each message accented, longer and bracketed) and German
// formatting: any visible text that is neither a message of the catalog nor the server's data is
// English a host could not translate.
const sandbox = testSandbox();
const LOCALE = 'de-DE';
const USER = 'ops-lead';
const HOSTED_USER = 'grace@hopper.example';
// Words no catalog holds: the locale's months (dates are formatted by Intl) and the speech
// vendors' product names.
const NAMES = [
  ...Array.from({ length: 12 }, (_, month) =>
    new Intl.DateTimeFormat(LOCALE, { month: 'short' }).format(new Date(2026, month, 15)),
  ),
  ...SPEECH_VENDOR_TABLE.filter((vendor) => vendor.value !== 'custom').map(
    (vendor) => vendor.label,
  ),
];

/** Every string the server sends while a page shows, watched on the way (the sandbox answers). */
const data = new Set<string>();
function collect(value: unknown) {
  if (typeof value === 'string') data.add(value);
  else if (value && typeof value === 'object') Object.values(value).forEach(collect);
}
const send = globalThis.fetch;
vi.spyOn(globalThis, 'fetch').mockImplementation(async (...args) => {
  const response = await send(...args);
  if (response.headers.get('content-type')?.includes('json')) {
    collect(
      await response
        .clone()
        .json()
        .catch(() => null),
    );
  }
  return response;
});

afterEach(() => data.clear());

/** Renders a page and waits until it has stopped changing: loaded, its data shown. */
async function strays(path: string, options: Partial<TestConsoleOptions> = {}) {
  const harness = createTestConsole({
    apiBase: sandbox.apiBase,
    path,
    messages: pseudoMessages,
    locale: LOCALE,
    ...options,
  });
  const view = render(<ConsoleRoutes />, { wrapper: harness.Wrapper });
  let last = '';
  await waitFor(
    () => {
      const now = document.body.innerHTML;
      const busy = document.querySelector('[aria-busy="true"], svg.ck\\:animate-spin');
      const same = now === last;
      last = now;
      if (busy || !same) throw new Error(`still loading ${path}`);
    },
    { timeout: 10_000, interval: 250 },
  );
  const found = strayText(document.body, new Set([...data, USER, HOSTED_USER]), NAMES);
  const at = harness.router.location().pathname;
  view.unmount();
  return { found, at };
}

async function get<T>(token: string, path: string): Promise<T> {
  const response = await fetch(`${sandbox.apiBase}${path}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return (await response.json()) as T;
}
/** The `key` of a list's first record by its name (`nameKey`): a list comes by sid, in another
 *  order after each reset, and not every record has every page (a provider's speech services). */
const first = async (token: string, path: string, key: string, nameKey = 'name') => {
  const answer = await get<Record<string, string>[] | { data: Record<string, string>[] }>(
    token,
    path,
  );
  const records = Array.isArray(answer) ? answer : answer.data;
  const byName = [...records].sort((a, b) => String(a[nameKey]).localeCompare(String(b[nameKey])));
  return byName[0]![key]!;
};

let admin = '';
const params: Record<string, string> = { id: 'not-a-reset-link', provider: 'github' };
beforeAll(async () => {
  await sandbox.reset();
  admin = await signIn(sandbox.apiBase, USER, 'Demo-pass-1');
  const serviceProvider = await first(admin, '/ServiceProviders', 'service_provider_sid');
  Object.assign(params, {
    account_sid: await first(admin, '/Accounts', 'account_sid'),
    user_sid: await first(admin, '/Users', 'user_sid'),
    application_sid: await first(admin, '/Applications', 'application_sid'),
    voip_carrier_sid: await first(admin, '/VoipCarriers', 'voip_carrier_sid'),
    phone_number_sid: await first(admin, '/PhoneNumbers', 'phone_number_sid', 'number'),
    client_sid: await first(admin, '/Clients', 'client_sid', 'username'),
    ms_teams_tenant_sid: await first(
      admin,
      '/MicrosoftTeamsTenants',
      'ms_teams_tenant_sid',
      'tenant_fqdn',
    ),
    lcr_sid: await first(admin, '/Lcrs', 'lcr_sid'),
    speech_credential_sid: await first(
      admin,
      `/ServiceProviders/${serviceProvider}/SpeechCredentials`,
      'speech_credential_sid',
      'vendor',
    ),
  });
});

const fill = (path: string) => path.replace(/:(\w+)/g, (_, name: string) => params[name] ?? name);
const hosted: HostedConfig = {
  serviceProviderSid: 'c10d0000-0000-4000-8000-000000000001',
  origin: 'https://console.example',
  oauth: { github: { clientId: 'gh-client', authorizeUrl: 'https://github.example/authorize' } },
  leave: () => {},
};

describe('the pseudo-locale', () => {
  const isBilling = (path: string) => /subscription|manage-payment/.test(path);
  const internal = routes.filter((route) => route.internal && !isBilling(route.path));
  it.each(internal.map((route) => route.path))('leaves no English on %s', async (path) => {
    const { found, at } = await strays(fill(path), { token: admin });
    expect(found).toEqual([]);
    expect(at).toBe(fill(path));
  });

  const billing = routes.filter((route) => isBilling(route.path)).map((route) => route.path);
  it.each([...billing, '/internal/accounts/:account_sid/edit'])(
    'leaves no English on %s for a hosted account owner',
    async (path) => {
      const token = await signIn(sandbox.apiBase, HOSTED_USER, 'Demo-pass-1');
      const me = await get<{ account: { account_sid: string } }>(token, '/Users/me');
      const at = path.replace(':account_sid', me.account.account_sid);
      const found = await strays(at, { token, features: { hostedSystem: true }, hosted });
      // (a trial account's modify page leads to the subscription page)
      expect(found.found).toEqual([]);
    },
  );

  const open = routes.filter((route) => !route.internal).map((route) => route.path);
  it.each(open)('leaves no English on %s, signed out, in the hosted variant', async (path) => {
    const { found } = await strays(fill(path), { features: { hostedSystem: true }, hosted });
    expect(found).toEqual([]);
  });
});
