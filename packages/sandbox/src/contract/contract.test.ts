import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, sidOf, startSandbox, type TestServer } from '../test-support.ts';
import { expectKeys, observed, type KeySet } from './observed.ts';

type Scope = 'admin' | 'service_provider' | 'account';

/** In each scope, a bare list and the first of its items the scope may read alone have the
 *  observed keys. */
async function expectListAndItem(
  path: string,
  sidKey: string,
  expected: KeySet,
  readable: (item: Record<string, string | null>, scope: Scope) => boolean = () => true,
): Promise<void> {
  for (const scope of ['admin', 'service_provider', 'account'] as const) {
    const res = await call(server, 'GET', path, { token: tokens[scope] });
    const list = res.json as Record<string, string | null>[];
    expect(list.length, `${path} as ${scope}`).toBeGreaterThan(0);
    for (const item of list) expectKeys(item, expected);
    const first = list.find((item) => readable(item, scope));
    const one = await call(server, 'GET', `${path}/${first![sidKey]}`, { token: tokens[scope] });
    expectKeys(one.json, expected);
  }
}

let server: TestServer;
const tokens: Record<string, string> = {};
const answers: Record<string, Record<string, unknown>> = {};

beforeAll(async () => {
  server = await startSandbox();
  for (const [scope, username] of [
    ['admin', 'admin'],
    ['service_provider', 'sp-admin'],
    ['account', 'acct-admin'],
  ] as const) {
    const answer = (await login(server, username)) as unknown as Record<string, unknown>;
    answers[scope] = answer;
    tokens[scope] = answer.token as string;
  }
});
afterAll(async () => {
  await server.close();
});

describe('contract: the sandbox answers carry the observed keys', () => {
  it.each(['admin', 'service_provider', 'account'] as const)('POST /login as %s', (scope) => {
    expectKeys(answers[scope], observed.login[scope]);
    const claims = decodeJwt(answers[scope]!.token as string) as Record<string, unknown>;
    delete claims.jti;
    expectKeys(claims, observed.jwt[scope]);
  });

  it.each(['admin', 'service_provider', 'account'] as const)(
    'GET /Users/me as %s',
    async (scope) => {
      const res = await call(server, 'GET', '/Users/me', { token: tokens[scope] });
      const body = res.json as { user: object; account: object; subscription: unknown };
      expect(Object.keys(body)).toEqual(['user', 'account', 'subscription']);
      expectKeys(body.user, observed.usersMe.user);
      expectKeys(body.account, observed.usersMe.account);
    },
  );

  it('GET /ServiceProviders and /ServiceProviders/{sid}', async () => {
    const list = (await call(server, 'GET', '/ServiceProviders', { token: tokens.admin }))
      .json as object[];
    expect(list.length).toBeGreaterThan(0);
    for (const item of list) expectKeys(item, observed.serviceProvider);
    const one = await call(
      server,
      'GET',
      `/ServiceProviders/${sidOf(server, 'service_providers', 'Acme Voice')}`,
      {
        token: tokens.service_provider,
      },
    );
    expectKeys(one.json, observed.serviceProvider);
  });

  it('GET /PasswordSettings', async () => {
    const res = await call(server, 'GET', '/PasswordSettings', { token: tokens.account });
    expectKeys(res.json, observed.passwordSettings);
  });

  it('GET /Users, per kind of user listed', async () => {
    const list = (await call(server, 'GET', '/Users', { token: tokens.admin })).json as {
      scope: 'admin' | 'service_provider' | 'account';
    }[];
    const seen = new Set<string>();
    for (const item of list) {
      expectKeys(item, observed.usersList[item.scope]);
      seen.add(item.scope);
    }
    expect([...seen].sort()).toEqual(['account', 'admin', 'service_provider']);
  });

  it('GET /Users/{sid}', async () => {
    const res = await call(server, 'GET', `/Users/${sidOf(server, 'users', 'sp-admin')}`, {
      token: tokens.admin,
    });
    expectKeys(res.json, observed.user);
  });

  it('GET /Accounts and /Accounts/{sid}, for each scope', async () => {
    await expectListAndItem('/Accounts', 'account_sid', observed.account);
  });

  it('GET /Applications, /Applications/{sid} and the paged account list', async () => {
    const list = (await call(server, 'GET', '/Applications', { token: tokens.account })).json as {
      application_sid: string;
    }[];
    for (const item of list) expectKeys(item, observed.application);
    const one = await call(server, 'GET', `/Applications/${list[0]!.application_sid}`, {
      token: tokens.account,
    });
    expectKeys(one.json, observed.application);
    const sales = sidOf(server, 'accounts', 'Acme Sales');
    const page = await call(server, 'GET', `/Accounts/${sales}/Applications?page=1&page_size=1`, {
      token: tokens.admin,
    });
    expectKeys(page.json, observed.applicationsPage);
    const body = page.json as { page: unknown; page_size: unknown; data: object[] };
    expect([typeof body.page, typeof body.page_size]).toEqual(['number', 'number']);
    expectKeys(body.data[0], observed.application);
  });

  it('API keys: the lists and POST /ApiKeys', async () => {
    const acme = sidOf(server, 'service_providers', 'Acme Voice');
    const sales = sidOf(server, 'accounts', 'Acme Sales');
    for (const path of [`/ServiceProviders/${acme}/ApiKeys`, `/Accounts/${sales}/ApiKeys`]) {
      const list = (await call(server, 'GET', path, { token: tokens.service_provider }))
        .json as object[];
      expect(list.length).toBeGreaterThan(0);
      for (const item of list) expectKeys(item, observed.apiKey);
    }
    const created = await call(server, 'POST', '/ApiKeys', {
      token: tokens.account,
      body: { account_sid: sales },
    });
    expectKeys(created.json, observed.apiKeyCreated);
  });

  it('GET /VoipCarriers and /VoipCarriers/{sid}, for each scope', async () => {
    // A real server answers an account user's read of its provider's carrier with 400.
    const ownOfAccount = (item: Record<string, string | null>, scope: Scope) =>
      scope !== 'account' || item.account_sid !== null;
    await expectListAndItem(
      '/VoipCarriers',
      'voip_carrier_sid',
      observed.voipCarrier,
      ownOfAccount,
    );
  });

  it('GET /PhoneNumbers (bare and paged) and /PhoneNumbers/{sid}', async () => {
    await expectListAndItem('/PhoneNumbers', 'phone_number_sid', observed.phoneNumber);
    const page = await call(server, 'GET', '/PhoneNumbers?page=1&page_size=2', {
      token: tokens.account,
    });
    expectKeys(page.json, observed.phoneNumbersPage);
    const body = page.json as { page: unknown; page_size: unknown; data: object[] };
    expect([typeof body.page, typeof body.page_size]).toEqual(['number', 'number']);
    expectKeys(body.data[0], observed.phoneNumber);
  });

  it('Limits and SystemInformation', async () => {
    const sales = sidOf(server, 'accounts', 'Acme Sales');
    const limits = (
      await call(server, 'GET', `/Accounts/${sales}/Limits`, { token: tokens.account })
    ).json as object[];
    expect(limits.length).toBeGreaterThan(0);
    for (const item of limits) expectKeys(item, observed.limit);
    const info = await call(server, 'GET', '/SystemInformation', { token: tokens.admin });
    expectKeys(info.json, observed.systemInformation);
  });

  it('Lcrs, LcrRoutes and LcrCarrierSetEntries, for each scope', async () => {
    // The demo has no table of the account user's own: it creates one first.
    await call(server, 'POST', '/Lcrs', { token: tokens.account, body: { name: 'Contract' } });
    for (const scope of ['admin', 'service_provider', 'account'] as const) {
      const list = (await call(server, 'GET', '/Lcrs', { token: tokens[scope] })).json as {
        lcr_sid: string;
      }[];
      expect(list.length, scope).toBeGreaterThan(0);
      for (const item of list) expectKeys(item, observed.lcr);
      const one = await call(server, 'GET', `/Lcrs/${list[0]!.lcr_sid}`, { token: tokens[scope] });
      expectKeys(one.json, observed.lcr);
    }
    const acme = sidOf(server, 'lcr', 'Acme Voice outbound');
    const routes = (
      await call(server, 'GET', `/LcrRoutes?lcr_sid=${acme}`, { token: tokens.service_provider })
    ).json as { lcr_route_sid: string; lcr_carrier_set_entries: object[] }[];
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) {
      expectKeys(route, observed.lcrRoute);
      for (const entry of route.lcr_carrier_set_entries) {
        expectKeys(entry, observed.lcrCarrierSetEntry);
      }
    }
    const entries = (
      await call(server, 'GET', `/LcrCarrierSetEntries?lcr_route_sid=${routes[0]!.lcr_route_sid}`, {
        token: tokens.admin,
      })
    ).json as object[];
    for (const entry of entries) expectKeys(entry, observed.lcrCarrierSetEntry);
  });

  it('RecentCalls and Alerts of an account and of a provider, for each scope that reaches them', async () => {
    const acme = sidOf(server, 'service_providers', 'Acme Voice');
    const sales = sidOf(server, 'accounts', 'Acme Sales');
    const collections = [
      ['admin', `/ServiceProviders/${acme}`],
      ['service_provider', `/ServiceProviders/${acme}`],
      ['service_provider', `/Accounts/${sales}`],
      ['account', `/Accounts/${sales}`],
    ] as const;
    for (const [scope, base] of collections) {
      const calls = await call(server, 'GET', `${base}/RecentCalls?page=1&count=25`, {
        token: tokens[scope],
      });
      expectKeys(calls.json, observed.recentCallsPage);
      const page = calls.json as { page: unknown; page_size: unknown; data: object[] };
      expect([typeof page.page, typeof page.page_size]).toEqual(['string', 'string']);
      expect(page.data.length).toBe(25);
      for (const item of page.data) expectKeys(item, observed.recentCall);

      const alerts = await call(server, 'GET', `${base}/Alerts?page=1&count=25`, {
        token: tokens[scope],
      });
      expectKeys(alerts.json, observed.alertsPage);
      for (const item of (alerts.json as { data: object[] }).data) {
        if (base.startsWith('/Accounts/')) expectKeys(item, observed.accountAlert);
        else expect(Object.keys(item)).toEqual(observed.providerAlert);
      }
    }
  });
});
