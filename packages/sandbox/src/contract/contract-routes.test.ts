import { describe, expect, it } from 'vitest';
import { call, demoSandbox, demoSids, UNKNOWN_SID } from '../test-support.ts';
import { expectKeys, observed } from './observed.ts';

/**
 * The contract of the routes checked against a real 0.9.6 server's source and the 2026-11-24
 * transcript (shared/api/observed-v1-responses-2026-11-24.txt): each request and the answer a
 * real server gives, over HTTP, on fresh demo data.
 */

const demo = demoSandbox({
  moreUsers: ['northwind-ops', 'harbor-admin', 'harbor-ops', 'support-lead'],
});

/** A request as a demo user (by username) or with a token. */
const as = (who: string, method: string, path: string, body?: unknown) =>
  call(demo.server, method, path, { token: demo.tokens[who] ?? who, body });

/** Each provider list as a real 0.9.6 server answers it (observed 2026-11-24 and its source). */
describe('contract: lists under a service provider', () => {
  const PATHS = ['Accounts', 'Applications', 'PhoneNumbers'] as const;
  const KEYS = { Accounts: 'account', Applications: 'application', PhoneNumbers: 'phoneNumber' };
  const list = (who: string, path: string) => as(who, 'GET', path);
  const accountsOf = (provider: string) =>
    demo.server.sandbox.db
      .prepare('SELECT account_sid FROM accounts WHERE service_provider_sid = ?')
      .pluck()
      .all(provider) as string[];

  it.each(PATHS)(
    "GET /ServiceProviders/{sid}/%s: a bare array of its accounts' rows",
    async (path) => {
      const { acme } = demoSids(demo.server);
      const acmeAccounts = accountsOf(acme);
      for (const who of ['admin', 'sp-admin', 'viewer']) {
        const res = await list(who === 'sp-admin' ? who : who, `/ServiceProviders/${acme}/${path}`);
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
      const { acme, sales, northwind } = demoSids(demo.server);
      for (const [who, own] of [
        ['acct-admin', sales],
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
      const { acme, harbor } = demoSids(demo.server);
      for (const [who, provider] of [
        ['harbor-admin', acme],
        ['sp-admin', harbor],
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
    const { acme } = demoSids(demo.server);
    const rows = (await list('admin', `/ServiceProviders/${acme}/PhoneNumbers`)).json as {
      number: string;
    }[];
    const numbers = rows.map((row) => row.number);
    expect(numbers).not.toContain('15085550199');
    expect(numbers).toContain('15085550100');
    expect(numbers).toEqual([...numbers].sort());
  });

  it('lists the applications ordered by sid, as the real query does', async () => {
    const { acme } = demoSids(demo.server);
    const rows = (await list('admin', `/ServiceProviders/${acme}/Applications`)).json as {
      application_sid: string;
    }[];
    const sids = rows.map((row) => row.application_sid);
    expect(sids).toEqual([...sids].sort());
  });
});

describe('contract: the TTS cache of an account', () => {
  it('GET answers {size} to everyone who reaches the account; others get 403', async () => {
    const { sales, support } = demoSids(demo.server);
    for (const who of ['admin', 'sp-admin', 'acct-admin', 'viewer']) {
      const res = await as(who, 'GET', `/Accounts/${sales}/TtsCache`);
      expect(res.status, who).toBe(200);
      expectKeys(res.json, observed.ttsCache);
      expect(res.json, who).toEqual({ size: 1342 });
    }
    const other = await as('acct-admin', 'GET', `/Accounts/${support}/TtsCache`);
    expect([other.status, other.json]).toEqual([403, { msg: 'insufficient permissions' }]);
    expect((await as('admin', 'GET', `/Accounts/${UNKNOWN_SID}/TtsCache`)).status).toBe(404);
  });

  it('DELETE: 204 for provider and account users, 403 view-only', async () => {
    const { support } = demoSids(demo.server);
    const viewer = await as('viewer', 'DELETE', `/Accounts/${support}/TtsCache`);
    expect([viewer.status, viewer.json]).toEqual([403, { msg: 'User has view-only access' }]);
    expect((await as('support-lead', 'GET', `/Accounts/${support}/TtsCache`)).json).toEqual({
      size: 87,
    });
    for (const who of ['support-lead', 'sp-admin']) {
      const res = await as(who, 'DELETE', `/Accounts/${support}/TtsCache`);
      expect([res.status, res.text], who).toEqual([204, '']);
    }
    expect((await as('admin', 'GET', `/Accounts/${support}/TtsCache`)).json).toEqual({ size: 0 });
  });
});

describe('contract: a call trace, in the form real 0.9.6 deployments relay from Jaeger', () => {
  type Groups = { spans: { spanId: string }[] }[];
  type Resource = { instrumentationLibrarySpans?: Groups; scopeSpans?: Groups };
  const control = (body: object) =>
    call(demo.server, 'PUT', '/_sandbox/settings', { base: '', body });

  it('answers instrumentationLibrarySpans, or scopeSpans when the control setting asks', async () => {
    const { sales } = demoSids(demo.server);
    const page = (
      await call(demo.server, 'GET', `/Accounts/${sales}/RecentCalls?page=1&count=50`, {
        token: demo.tokens['acct-admin'],
      })
    ).json as { data: { trace_id: string }[] };
    const traced = page.data.find((c) => !/^0+$/.test(c.trace_id))!;
    const path = `/Accounts/${sales}/RecentCalls/trace/${traced.trace_id}`;
    const read = async () =>
      (await call(demo.server, 'GET', path, { token: demo.tokens['acct-admin'] })).json as {
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
    const { sales, support } = demoSids(demo.server);
    const base = `/Accounts/${sales}`;
    for (const who of ['admin', 'sp-admin', 'acct-admin', 'viewer']) {
      for (const path of ['Calls', 'Queues', 'Conferences']) {
        const res = await as(who, 'GET', `${base}/${path}`);
        expect([res.status, res.json], `${path} as ${who}`).toEqual([200, []]);
      }
      expect((await as(who, 'GET', `${base}/CallCount`)).json).toEqual({ outbound: 0, inbound: 0 });
    }
    for (const method of ['GET', 'POST', 'PUT', 'DELETE']) {
      const body = method === 'GET' ? undefined : {};
      const res = await as('acct-admin', method, `${base}/Calls/${UNKNOWN_SID}`, body);
      expect([res.status, res.text], method).toEqual([404, '']);
    }
    expect((await as('acct-admin', 'GET', `${base}/Calls/nope`)).json).toEqual({
      msg: 'Bad request',
    });
    const other = await as('acct-admin', 'GET', `/Accounts/${support}/Calls`);
    expect([other.status, other.json]).toEqual([403, { msg: 'insufficient permissions' }]);
  });

  it('answers 480 to a request that needs a feature server', async () => {
    const { sales } = demoSids(demo.server);
    for (const path of ['Calls', 'Messages']) {
      const res = await as('acct-admin', 'POST', `/Accounts/${sales}/${path}`, { from: '1508' });
      expect([res.status, res.json], path).toEqual([
        480,
        { msg: 'no available feature servers at this time' },
      ]);
    }
    const viewer = await as('viewer', 'POST', `/Accounts/${sales}/Calls`, {});
    expect(viewer.status).toBe(403);
  });

  it('RegisteredSipUsers: nobody registered; an account without a realm is 400', async () => {
    const { sales, support } = demoSids(demo.server);
    const base = `/Accounts/${sales}/RegisteredSipUsers`;
    expect((await as('acct-admin', 'GET', base)).json).toEqual([]);
    expect((await as('acct-admin', 'POST', base, ['alice', 'zed'])).json).toEqual(
      ['alice', 'zed'].map((name) => ({
        name,
        contact: null,
        expiryTime: 0,
        protocol: null,
        registered_status: 'inactive',
      })),
    );
    expect((await as('acct-admin', 'GET', `${base}/alice`)).json).toEqual({
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
    const created = await as('sp-admin', 'POST', '/Webhooks', hook);
    expect(created.status).toBe(201);
    const sid = (created.json as { sid: string }).sid;
    const read = await as('admin', 'GET', `/Webhooks/${sid}`);
    expect([read.status, read.json]).toEqual([200, { webhook_sid: sid, ...hook }]);
    const account = await as('acct-admin', 'GET', `/Webhooks/${sid}`);
    expect([account.status, account.json]).toEqual([403, { msg: 'insufficient privileges' }]);
    expect((await as('sp-admin', 'GET', `/Webhooks/${sid}`)).status).toBe(403);
    const unknown = await as('admin', 'GET', `/Webhooks/${UNKNOWN_SID}`);
    expect([unknown.status, unknown.text]).toEqual([404, '']);
  });
});

describe('contract: answers checked against the real server source', () => {
  it("an account user lists its provider's API keys as none (200 [])", async () => {
    const { acme, harbor } = demoSids(demo.server);
    const own = await as('acct-admin', 'GET', `/ServiceProviders/${acme}/ApiKeys`);
    expect([own.status, own.json]).toEqual([200, []]);
    expect((await as('acct-admin', 'GET', `/ServiceProviders/${harbor}/ApiKeys`)).status).toBe(403);
  });

  it("a non-admin's POST /PasswordSettings is express's plain-text 403", async () => {
    const res = await as('sp-admin', 'POST', '/PasswordSettings', {
      min_password_length: 9,
    });
    expect([res.status, res.text]).toEqual([403, 'Forbidden']);
  });

  it('GET /Sbcs: the shared SBCs to every user; GET /Smpps?service_provider_sid: only its own', async () => {
    const { acme } = demoSids(demo.server);
    for (const who of ['admin', 'sp-admin', 'acct-admin']) {
      const sbcs = (await as(who, 'GET', '/Sbcs')).json as { service_provider_sid: null }[];
      expect(sbcs.length, who).toBeGreaterThan(0);
      expect(sbcs.every((row) => row.service_provider_sid === null)).toBe(true);
    }
    expect((await as('sp-admin', 'GET', `/Smpps?service_provider_sid=${acme}`)).json).toEqual([]);
    expect(((await as('acct-admin', 'GET', '/Smpps')).json as object[]).length).toBeGreaterThan(0);
  });

  it("another account's SIP client answers 404 with an empty body, as an unknown one", async () => {
    const carol = demo.server.sandbox.db
      .prepare("SELECT client_sid FROM clients WHERE username = 'carol'")
      .pluck()
      .get() as string;
    for (const who of ['acct-admin', 'harbor-admin']) {
      const res = await as(who, 'GET', `/Clients/${carol}`);
      expect([res.status, res.text], who).toEqual([404, '']);
    }
    expect((await as('sp-admin', 'GET', `/Clients/${carol}`)).status).toBe(200);
  });

  it('a paged list takes the page_size of 10000 the reference console asks for', async () => {
    const { acme } = demoSids(demo.server);
    const res = await as(
      'sp-admin',
      'GET',
      `/ServiceProviders/${acme}/VoipCarriers?page=1&page_size=10000`,
    );
    expect(res.status).toBe(200);
    expect((res.json as { page_size: number }).page_size).toBe(10000);
  });
});
