import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/seed.ts';
import {
  addApiKey,
  call,
  demoSandbox,
  demoSids,
  login,
  NO_SIDS,
  sidsOf,
  storeOppositelySortedRows,
  UNKNOWN_SID,
  withSids,
} from '../../test-support.ts';

const demo = demoSandbox();
let { acme, harbor, sales, support } = NO_SIDS;
beforeEach(() => ({ acme, harbor, sales, support } = demoSids(demo.server)));

const as = (who: string) => demo.tokens[who] ?? who;
const list = (who: string, path: string) => call(demo.server, 'GET', path, { token: as(who) });
const create = (who: string, body: unknown) =>
  call(demo.server, 'POST', '/ApiKeys', { token: as(who), body });
const remove = (who: string, sid: string) =>
  call(demo.server, 'DELETE', `/ApiKeys/${sid}`, { token: as(who) });

interface Key {
  api_key_sid: string;
  token: string;
  account_sid: string | null;
  service_provider_sid: string | null;
  last_used: string | null;
}

describe('GET /{ServiceProviders|Accounts}/{sid}/ApiKeys', () => {
  it('lists an account its keys in the observed shape, with the seeded last_used', async () => {
    const res = await list('acct-admin', `/Accounts/${sales}/ApiKeys`);
    expect(res.status).toBe(200);
    const keys = res.json as Key[];
    expect(keys).toHaveLength(4);
    for (const key of keys) {
      expect(Object.keys(key)).toEqual([
        'api_key_sid',
        'token',
        'account_sid',
        'service_provider_sid',
        'expires_at',
        'last_used',
        'created_at',
      ]);
      expect([key.account_sid, key.service_provider_sid]).toEqual([sales, null]);
    }
    const now = Date.now();
    const ages = keys
      .map((k) => (k.last_used ? Math.round((now - Date.parse(k.last_used)) / 86_400_000) : null))
      .sort();
    expect(ages).toEqual([0, 1, 5, null]);
  });

  it("lists in a real server's order: by sid (its queries have no ORDER BY), not by age", async () => {
    const bySid = storeOppositelySortedRows(demo.server, 'api_keys', {
      sid: 'api_key_sid',
      name: 'token',
      names: ['oldest', 'newest'],
      shared: (token) => ({
        account_sid: support,
        created_at: token === 'oldest' ? '2020-01-01T00:00:00.000Z' : '2026-01-01T00:00:00.000Z',
      }),
    });
    const keys = (await list('admin', `/Accounts/${support}/ApiKeys`)).json as Key[];
    const sids = sidsOf(keys, 'api_key_sid');
    expect(sids).toEqual([...sids].sort());
    expect([keys[0]!.token, keys.at(-1)!.token]).toEqual(bySid);
  });

  it("lists a provider's own keys (not its accounts') to its users and admins only", async () => {
    const keys = (await list('sp-admin', `/ServiceProviders/${acme}/ApiKeys`)).json as Key[];
    expect(keys.map((k) => [k.service_provider_sid, k.account_sid])).toEqual([
      [acme, null],
      [acme, null],
    ]);
    expect((await list('viewer', `/ServiceProviders/${acme}/ApiKeys`)).status).toBe(200);
    expect((await list('sp-admin', `/ServiceProviders/${harbor}/ApiKeys`)).json).toEqual({
      msg: 'insufficient permissions',
    });
    // A real server narrows its provider's keys to the account user's account: none of them.
    const own = await list('acct-admin', `/ServiceProviders/${acme}/ApiKeys`);
    expect([own.status, own.json]).toEqual([200, []]);
    expect((await list('acct-admin', `/ServiceProviders/${harbor}/ApiKeys`)).status).toBe(403);
    expect((await list('acct-admin', `/Accounts/${support}/ApiKeys`)).status).toBe(403);
    const harborKey = addApiKey(demo.server, { service_provider_sid: harbor });
    expect((await list(harborKey, `/Accounts/${sales}/ApiKeys`)).status).toBe(403);
  });

  it('answers 404 empty for an unknown owner and 400 for a malformed sid', async () => {
    const unknown = await list('admin', `/Accounts/${UNKNOWN_SID}/ApiKeys`);
    expect([unknown.status, unknown.text]).toEqual([404, '']);
    const bad = await list('admin', '/ServiceProviders/x/ApiKeys');
    expect([bad.status, bad.json]).toEqual([400, { msg: 'Bad request' }]);
  });

  it('keeps GET /ApiKeys the 404 HTML page of the real server', async () => {
    const res = await list('admin', '/ApiKeys');
    expect(res.status).toBe(404);
    expect(res.text).toContain('<pre>Cannot GET /api/v1/ApiKeys</pre>');
  });
});

describe('POST /ApiKeys', () => {
  it('creates account, provider and admin keys: 201 {sid, token}; the token works', async () => {
    const account = await create('acct-admin', { account_sid: sales });
    expect(account.status).toBe(201);
    const { sid, token } = account.json as { sid: string; token: string };
    expect(Object.keys(account.json as object)).toEqual(['sid', 'token']);
    const users = await call(demo.server, 'GET', '/Users', { token });
    expect(users.status).toBe(200);
    expect((await list('admin', `/Accounts/${sales}/ApiKeys`)).text).toContain(sid);

    expect((await create('sp-admin', { service_provider_sid: acme })).status).toBe(201);
    const admin = await create('admin', {});
    expect(admin.status).toBe(201);
    const adminToken = (admin.json as { token: string }).token;
    const sps = await call(demo.server, 'GET', '/ServiceProviders', { token: adminToken });
    expect((sps.json as unknown[]).length).toBe(3);
  });

  it('sets expires_at from expiry_secs', async () => {
    const res = await create('admin', { account_sid: sales, expiry_secs: 3600 });
    const keys = (await list('admin', `/Accounts/${sales}/ApiKeys`)).json as (Key & {
      expires_at: string | null;
    })[];
    const key = keys.find((k) => k.api_key_sid === (res.json as { sid: string }).sid)!;
    expect(Date.parse(key.expires_at!) - Date.now()).toBeGreaterThan(3500_000);
  });

  it('refuses admin keys to non-admins with the observed message, and keys out of reach', async () => {
    const sp = await create('sp-admin', {});
    expect([sp.status, sp.json]).toEqual([
      400,
      { msg: 'service provider token may not be used to create admin token' },
    ]);
    const acct = await create('acct-admin', {});
    expect(acct.json).toEqual({ msg: 'account token may not be used to create admin token' });
    expect((await create('acct-admin', { account_sid: support })).status).toBe(403);
    expect((await create('acct-admin', { service_provider_sid: acme })).status).toBe(403);
    expect((await create('sp-admin', { service_provider_sid: harbor })).json).toEqual({
      msg: 'insufficient permissions',
    });
    const viewer = await create('viewer', { account_sid: sales });
    expect([viewer.status, viewer.json]).toEqual([403, { msg: 'User has view-only access' }]);
    const spViewer = (await login(demo.server, 'sp-viewer', DEMO_PASSWORD)).token;
    expect((await create(spViewer, { service_provider_sid: acme })).status).toBe(403);
  });

  it.each([
    [{ account_sid: 'nope' }, 'account_sid must be a valid sid'],
    [{ account_sid: UNKNOWN_SID }, 'unknown account_sid'],
    [{ service_provider_sid: UNKNOWN_SID }, 'unknown service_provider_sid'],
    [
      { account_sid: '@sales', service_provider_sid: UNKNOWN_SID },
      'account_sid is not an account of service_provider_sid',
    ],
    [{ expiry_secs: 'soon' }, 'expiry_secs must be an integer between 60 and 315360000'],
    [{ bogus: 1 }, 'unknown field: bogus'],
  ])('answers 400 {msg} for %j', async (body, msg) => {
    const res = await create('admin', withSids(body, { sales }));
    expect([res.status, res.json]).toEqual([400, { msg }]);
  });
});

describe('DELETE /ApiKeys/{sid}', () => {
  it('deletes a key in reach (204); its token stops working', async () => {
    const created = (await create('admin', { account_sid: sales })).json as Key & { sid: string };
    const res = await remove('acct-admin', created.sid);
    expect([res.status, res.text]).toEqual([204, '']);
    expect((await call(demo.server, 'GET', '/Users', { token: created.token })).status).toBe(401);
  });

  it('refuses keys out of reach and view-only users; 404 for unknown', async () => {
    const spKeys = (await list('admin', `/ServiceProviders/${acme}/ApiKeys`)).json as Key[];
    const spKey = spKeys[0]!.api_key_sid;
    expect((await remove('acct-admin', spKey)).json).toEqual({ msg: 'insufficient permissions' });
    const adminKey = (await create('admin', {})).json as { sid: string };
    expect((await remove('sp-admin', adminKey.sid)).status).toBe(403);
    expect((await remove('viewer', spKey)).json).toEqual({ msg: 'User has view-only access' });
    expect((await remove('sp-admin', spKey)).status).toBe(204);
    const unknown = await remove('admin', UNKNOWN_SID);
    expect([unknown.status, unknown.text]).toEqual([404, '']);
    expect((await remove('admin', 'bad')).json).toEqual({ msg: 'Bad request' });
  });
});
