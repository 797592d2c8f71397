import { readFileSync } from 'node:fs';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_USERS } from '../db/seed.ts';
import {
  call,
  demoSids,
  login,
  sidOf,
  startSandbox,
  tokenOf,
  UNKNOWN_SID,
  type TestServer,
} from '../test-support.ts';

type KeySet = string[] | { prefix: true; keys: string[] };
const observed = JSON.parse(
  readFileSync(new URL('./observed-keys.json', import.meta.url), 'utf8'),
) as {
  login: Record<'admin' | 'service_provider' | 'account', KeySet>;
  jwt: Record<'admin' | 'service_provider' | 'account', KeySet>;
  usersMe: { user: KeySet; account: KeySet };
  serviceProvider: KeySet;
  passwordSettings: KeySet;
  usersList: Record<'admin' | 'service_provider' | 'account', KeySet>;
  user: KeySet;
  account: KeySet;
  application: KeySet;
  applicationsPage: KeySet;
  apiKey: KeySet;
  apiKeyCreated: KeySet;
  limit: KeySet;
  systemInformation: KeySet;
  voipCarrier: KeySet;
  phoneNumber: KeySet;
  phoneNumbersPage: KeySet;
  lcr: KeySet;
  lcrRoute: KeySet;
  lcrCarrierSetEntry: KeySet;
  recentCallsPage: KeySet;
  recentCall: KeySet;
  alertsPage: KeySet;
  accountAlert: KeySet;
  providerAlert: string[];
  ttsCache: KeySet;
};

/** The answer has the observed keys, in the observed order (extra keys only after a cut-off list). */
function expectKeys(value: unknown, expected: KeySet): void {
  const keys = Object.keys(value as object);
  if (Array.isArray(expected)) {
    expect(keys).toEqual(expected);
  } else {
    expect(keys.slice(0, expected.keys.length)).toEqual(expected.keys);
  }
}

/** In each scope, a bare list and the first of its items by sid have the observed keys. */
async function expectListAndItem(path: string, sidKey: string, expected: KeySet): Promise<void> {
  for (const scope of ['admin', 'service_provider', 'account'] as const) {
    const res = await call(server, 'GET', path, { token: tokens[scope] });
    const list = res.json as Record<string, string>[];
    expect(list.length, `${path} as ${scope}`).toBeGreaterThan(0);
    for (const item of list) expectKeys(item, expected);
    const one = await call(server, 'GET', `${path}/${list[0]![sidKey]}`, { token: tokens[scope] });
    expectKeys(one.json, expected);
  }
}

let server: TestServer;
/** Tokens by scope (admin, service_provider, account) and by the seeded username of others. */
const tokens: Record<string, string> = {};

/** A request as a scope's user or as any seeded user by name. */
async function as(who: string, method: string, path: string, body?: unknown) {
  if (!tokens[who]) {
    const demo = DEMO_USERS.some((user) => user.username === who);
    tokens[who] = demo
      ? await tokenOf(server, who)
      : (await login(server, who, DEMO_PASSWORD)).token;
  }
  return call(server, method, path, { token: tokens[who], body });
}
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
    await expectListAndItem('/VoipCarriers', 'voip_carrier_sid', observed.voipCarrier);
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
        expectKeys(item, observed.accountAlert);
        expect(Object.keys(item)).toEqual(expect.arrayContaining(observed.providerAlert));
      }
    }
  });
});

/** Each provider list as a real 0.9.6 server answers it (observed 2026-11-24 and its source). */
describe('contract: lists under a service provider', () => {
  const PATHS = ['Accounts', 'Applications', 'PhoneNumbers'] as const;
  const KEYS = { Accounts: 'account', Applications: 'application', PhoneNumbers: 'phoneNumber' };
  const list = (who: string, path: string) => as(who, 'GET', path);
  const accountsOf = (provider: string) =>
    server.sandbox.db
      .prepare('SELECT account_sid FROM accounts WHERE service_provider_sid = ?')
      .pluck()
      .all(provider) as string[];

  it.each(PATHS)(
    "GET /ServiceProviders/{sid}/%s: a bare array of its accounts' rows",
    async (path) => {
      const { acme } = demoSids(server);
      const acmeAccounts = accountsOf(acme);
      for (const who of ['admin', 'service_provider', 'viewer']) {
        const res = await list(
          who === 'service_provider' ? who : who,
          `/ServiceProviders/${acme}/${path}`,
        );
        expect(res.status, who).toBe(200);
        const rows = res.json as { account_sid: string }[];
        expect(Array.isArray(rows) && rows.length > 0, who).toBe(true);
        for (const row of rows) {
          expectKeys(row, observed[KEYS[path] as 'account']);
          expect(acmeAccounts).toContain(row.account_sid);
        }
      }
    },
  );

  it.each(PATHS)(
    'GET /ServiceProviders/{sid}/%s: an account user gets only its own',
    async (path) => {
      const { acme, sales, northwind } = demoSids(server);
      for (const [who, own] of [
        ['account', sales],
        ['northwind-ops', northwind],
      ] as const) {
        const rows = (await list(who, `/ServiceProviders/${acme}/${path}`)).json as {
          account_sid: string;
        }[];
        expect(rows.length, who).toBeGreaterThan(0);
        expect(new Set(rows.map((row) => row.account_sid))).toEqual(new Set([own]));
      }
    },
  );

  it.each(PATHS)(
    "GET /ServiceProviders/{sid}/%s: another provider's users get 403",
    async (path) => {
      const { acme, harbor } = demoSids(server);
      for (const [who, provider] of [
        ['harbor-admin', acme],
        ['service_provider', harbor],
        ['harbor-ops', acme],
      ] as const) {
        const res = await list(who, `/ServiceProviders/${provider}/${path}`);
        expect([res.status, res.json], who).toEqual([403, { msg: 'insufficient permissions' }]);
      }
      const unknown = await list('admin', `/ServiceProviders/${UNKNOWN_SID}/${path}`);
      expect([unknown.status, unknown.json]).toEqual([200, []]);
      const malformed = await list('admin', `/ServiceProviders/nope/${path}`);
      expect([malformed.status, malformed.json]).toEqual([400, { msg: 'Bad request' }]);
    },
  );

  it('lists a number only when it is assigned to one of the accounts, ordered by number', async () => {
    const { acme } = demoSids(server);
    const rows = (await list('admin', `/ServiceProviders/${acme}/PhoneNumbers`)).json as {
      number: string;
    }[];
    const numbers = rows.map((row) => row.number);
    expect(numbers).not.toContain('15085550199');
    expect(numbers).toContain('15085550100');
    expect(numbers).toEqual([...numbers].sort());
  });

  it('lists the applications ordered by sid, as the real query does', async () => {
    const { acme } = demoSids(server);
    const rows = (await list('admin', `/ServiceProviders/${acme}/Applications`)).json as {
      application_sid: string;
    }[];
    const sids = rows.map((row) => row.application_sid);
    expect(sids).toEqual([...sids].sort());
  });
});

describe('contract: the TTS cache of an account', () => {
  it('GET answers {size} to everyone who reaches the account; others get 403', async () => {
    const { sales, support } = demoSids(server);
    for (const who of ['admin', 'service_provider', 'account', 'viewer']) {
      const res = await as(who, 'GET', `/Accounts/${sales}/TtsCache`);
      expect(res.status, who).toBe(200);
      expectKeys(res.json, observed.ttsCache);
      expect(res.json, who).toEqual({ size: 1342 });
    }
    const other = await as('account', 'GET', `/Accounts/${support}/TtsCache`);
    expect([other.status, other.json]).toEqual([403, { msg: 'insufficient permissions' }]);
    expect((await as('admin', 'GET', `/Accounts/${UNKNOWN_SID}/TtsCache`)).status).toBe(404);
  });

  it('DELETE: 204 for provider and account users, 403 view-only', async () => {
    const { support } = demoSids(server);
    const viewer = await as('viewer', 'DELETE', `/Accounts/${support}/TtsCache`);
    expect([viewer.status, viewer.json]).toEqual([403, { msg: 'User has view-only access' }]);
    expect((await as('support-lead', 'GET', `/Accounts/${support}/TtsCache`)).json).toEqual({
      size: 87,
    });
    for (const who of ['support-lead', 'service_provider']) {
      const res = await as(who, 'DELETE', `/Accounts/${support}/TtsCache`);
      expect([res.status, res.text], who).toEqual([204, '']);
    }
    expect((await as('admin', 'GET', `/Accounts/${support}/TtsCache`)).json).toEqual({ size: 0 });
  });
});

describe('contract: a call trace, in the form real 0.9.6 deployments relay from Jaeger', () => {
  type Groups = { spans: { spanId: string }[] }[];
  type Resource = { instrumentationLibrarySpans?: Groups; scopeSpans?: Groups };
  const control = (body: object) => call(server, 'PUT', '/_sandbox/settings', { base: '', body });

  it('answers instrumentationLibrarySpans, or scopeSpans when the control setting asks', async () => {
    const { sales } = demoSids(server);
    const page = (
      await call(server, 'GET', `/Accounts/${sales}/RecentCalls?page=1&count=50`, {
        token: tokens.account,
      })
    ).json as { data: { trace_id: string }[] };
    const traced = page.data.find((c) => !/^0+$/.test(c.trace_id))!;
    const path = `/Accounts/${sales}/RecentCalls/trace/${traced.trace_id}`;
    const read = async () =>
      (await call(server, 'GET', path, { token: tokens.account })).json as {
        resourceSpans: Resource[];
      };
    const legacy = (await read()).resourceSpans[0]!;
    expect(Object.keys(legacy)).toEqual(['resource', 'instrumentationLibrarySpans']);
    expect(legacy.instrumentationLibrarySpans![0]).toMatchObject({
      instrumentationLibrary: { name: 'jambonz' },
    });
    expect((await control({ trace_format: 'scopeSpans' })).status).toBe(204);
    try {
      const current = (await read()).resourceSpans[0]!;
      expect(Object.keys(current)).toEqual(['resource', 'scopeSpans']);
      expect(current.scopeSpans![0]!.spans).toEqual(legacy.instrumentationLibrarySpans![0]!.spans);
    } finally {
      await control({ trace_format: 'instrumentationLibrarySpans' });
    }
    const bad = await control({ trace_format: 'zipkin' });
    expect(bad.status).toBe(400);
  });
});

describe('contract: live traffic of an idle platform (no feature server, nothing registered)', () => {
  it('lists no calls, queues or conferences, counts none, and names no call', async () => {
    const { sales, support } = demoSids(server);
    const base = `/Accounts/${sales}`;
    for (const who of ['admin', 'service_provider', 'account', 'viewer']) {
      for (const path of ['Calls', 'Queues', 'Conferences']) {
        const res = await as(who, 'GET', `${base}/${path}`);
        expect([res.status, res.json], `${path} as ${who}`).toEqual([200, []]);
      }
      expect((await as(who, 'GET', `${base}/CallCount`)).json).toEqual({ outbound: 0, inbound: 0 });
    }
    for (const method of ['GET', 'POST', 'PUT', 'DELETE']) {
      const body = method === 'GET' ? undefined : {};
      const res = await as('account', method, `${base}/Calls/${UNKNOWN_SID}`, body);
      expect([res.status, res.text], method).toEqual([404, '']);
    }
    expect((await as('account', 'GET', `${base}/Calls/nope`)).json).toEqual({ msg: 'Bad request' });
    const other = await as('account', 'GET', `/Accounts/${support}/Calls`);
    expect([other.status, other.json]).toEqual([403, { msg: 'insufficient permissions' }]);
  });

  it('answers 480 to a request that needs a feature server', async () => {
    const { sales } = demoSids(server);
    for (const path of ['Calls', 'Messages']) {
      const res = await as('account', 'POST', `/Accounts/${sales}/${path}`, { from: '1508' });
      expect([res.status, res.json], path).toEqual([
        480,
        { msg: 'no available feature servers at this time' },
      ]);
    }
    const viewer = await as('viewer', 'POST', `/Accounts/${sales}/Calls`, {});
    expect(viewer.status).toBe(403);
  });

  it('RegisteredSipUsers: nobody registered; an account without a realm is 400', async () => {
    const { sales, support } = demoSids(server);
    const base = `/Accounts/${sales}/RegisteredSipUsers`;
    expect((await as('account', 'GET', base)).json).toEqual([]);
    expect((await as('account', 'POST', base, ['alice', 'zed'])).json).toEqual(
      ['alice', 'zed'].map((name) => ({
        name,
        contact: null,
        expiryTime: 0,
        protocol: null,
        registered_status: 'inactive',
      })),
    );
    expect((await as('account', 'GET', `${base}/alice`)).json).toEqual({
      name: 'alice',
      contact: null,
      expiryTime: 0,
      protocol: null,
      allow_direct_app_calling: 1,
      allow_direct_queue_calling: 1,
      allow_direct_user_calling: 1,
      registered_status: 'inactive',
      proxy: null,
    });
    const noRealm = await as('support-lead', 'GET', `/Accounts/${support}/RegisteredSipUsers`);
    expect([noRealm.status, noRealm.json]).toEqual([
      400,
      { msg: 'account does not have sip_realm configuration' },
    ]);
  });
});

describe('contract: a webhook on its own', () => {
  it('POST /Webhooks stores one (201 {sid}); GET /Webhooks/{sid} is for admins', async () => {
    const hook = {
      url: 'https://hooks.example.com/x',
      method: 'POST',
      username: 'u',
      password: 'p',
    };
    const created = await as('service_provider', 'POST', '/Webhooks', hook);
    expect(created.status).toBe(201);
    const sid = (created.json as { sid: string }).sid;
    const read = await as('admin', 'GET', `/Webhooks/${sid}`);
    expect([read.status, read.json]).toEqual([200, { webhook_sid: sid, ...hook }]);
    const account = await as('account', 'GET', `/Webhooks/${sid}`);
    expect([account.status, account.json]).toEqual([403, { msg: 'insufficient privileges' }]);
    expect((await as('service_provider', 'GET', `/Webhooks/${sid}`)).status).toBe(403);
    const unknown = await as('admin', 'GET', `/Webhooks/${UNKNOWN_SID}`);
    expect([unknown.status, unknown.text]).toEqual([404, '']);
  });
});
