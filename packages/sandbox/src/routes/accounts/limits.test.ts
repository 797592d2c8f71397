import { beforeEach, describe, expect, it } from 'vitest';
import {
  addApiKey,
  call,
  demoSandbox,
  demoSids,
  FIRST_SID,
  LAST_SID,
  NO_SIDS,
  sidsOf,
  storeOppositelySortedRows,
  UNKNOWN_SID,
} from '../../test-support.ts';

const demo = demoSandbox();
let { acme, harbor, sales, support } = NO_SIDS;
beforeEach(() => ({ acme, harbor, sales, support } = demoSids(demo.server)));

const as = (who: string) => demo.tokens[who] ?? who;
const limits = (who: string, owner: string, query = '') =>
  call(demo.server, 'GET', `${owner}/Limits${query}`, { token: as(who) });
const set = (who: string, owner: string, body: unknown) =>
  call(demo.server, 'POST', `${owner}/Limits`, { token: as(who), body });
const unset = (who: string, owner: string, category: string) =>
  call(demo.server, 'DELETE', `${owner}/Limits?category=${category}`, { token: as(who) });
/** A list's limits by category (it comes by sid). */
const byCategory = (list: unknown) =>
  [...(list as (Record<string, unknown> & { category: string })[])].sort((a, b) =>
    a.category < b.category ? -1 : 1,
  );
/** The limits without their sids, as [{category, quantity}], by category. */
const held = async (owner: string) =>
  byCategory((await limits('admin', owner)).json).map(({ category, quantity }) => ({
    category,
    quantity,
  }));

describe('Limits', () => {
  it('lists the seeded limits in the real shapes, every category at once', async () => {
    const sp = await limits('sp-admin', `/ServiceProviders/${acme}`);
    expect(sp.status).toBe(200);
    const spList = byCategory(sp.json);
    expect(spList.map((l) => Object.keys(l))).toEqual(
      Array(3).fill([
        'service_provider_limits_sid',
        'service_provider_sid',
        'category',
        'quantity',
      ]),
    );
    expect(
      spList.map(({ category, quantity, service_provider_sid }) => [
        category,
        quantity,
        service_provider_sid,
      ]),
    ).toEqual([
      ['voice_call_minutes_license', 100000, acme],
      ['voice_call_session', 500, acme],
      ['voice_call_session_license', 1000, acme],
    ]);
    const account = byCategory((await limits('acct-admin', `/Accounts/${sales}`)).json);
    expect(account.map((l) => Object.keys(l))).toEqual(
      Array(2).fill(['account_limits_sid', 'account_sid', 'category', 'quantity']),
    );
    expect(
      account.map(({ category, quantity, account_sid }) => [category, quantity, account_sid]),
    ).toEqual([
      ['voice_call_minutes', 20000, sales],
      ['voice_call_session', 50, sales],
    ]);
    expect((await limits('admin', `/Accounts/${support}`)).json).toEqual([]);
  });

  it("lists in a real server's order: by sid (its query has no ORDER BY), not by category", async () => {
    const bySid = storeOppositelySortedRows(demo.server, 'limits', {
      sid: 'limit_sid',
      name: 'category',
      names: ['api_rate', 'device'],
      shared: { account_sid: support, quantity: 1 },
    });
    const list = (await limits('admin', `/Accounts/${support}`)).json as { category: string }[];
    expect(sidsOf(list, 'account_limits_sid')).toEqual([FIRST_SID, LAST_SID]);
    expect(list.map((limit) => limit.category)).toEqual(bySid);
  });

  it('filters by ?category=', async () => {
    const one = await limits('admin', `/Accounts/${sales}`, '?category=voice_call_minutes');
    expect((one.json as { quantity: number }[]).map((l) => l.quantity)).toEqual([20000]);
    expect((await limits('admin', `/Accounts/${sales}`, '?category=bogus')).json).toEqual([]);
  });

  it('creates or replaces a limit (201, the sid kept) and deletes it by category (204)', async () => {
    const owner = `/Accounts/${sales}`;
    const before = (await limits('admin', owner, '?category=voice_call_session')).json as {
      account_limits_sid: string;
    }[];
    const replaced = await set('acct-admin', owner, {
      category: 'voice_call_session',
      quantity: 0,
    });
    expect([replaced.status, replaced.json]).toEqual([201, { sid: before[0]!.account_limits_sid }]);
    const created = await set('sp-admin', owner, { category: 'device', quantity: 7 });
    expect(created.status).toBe(201);
    expect(Object.keys(created.json as object)).toEqual(['sid']);
    expect(await held(owner)).toEqual([
      { category: 'device', quantity: 7 },
      { category: 'voice_call_minutes', quantity: 20000 },
      { category: 'voice_call_session', quantity: 0 },
    ]);
    const removed = await unset('acct-admin', owner, 'voice_call_minutes');
    expect([removed.status, removed.text]).toEqual([204, '']);
    expect((await unset('acct-admin', owner, 'voice_call_minutes')).status).toBe(204);
    expect(await held(owner)).toEqual([
      { category: 'device', quantity: 7 },
      { category: 'voice_call_session', quantity: 0 },
    ]);
  });

  it('DELETE without a category removes every limit of the owner', async () => {
    const owner = `/Accounts/${sales}`;
    const res = await call(demo.server, 'DELETE', `${owner}/Limits`, { token: as('acct-admin') });
    expect([res.status, res.text]).toEqual([204, '']);
    expect(await held(owner)).toEqual([]);
    // Other owners keep theirs.
    expect((await held(`/ServiceProviders/${acme}`)).length).toBe(3);
  });

  it('lets only admins set or remove license limits', async () => {
    const body = { category: 'voice_call_session_license', quantity: 10 };
    for (const [who, owner] of [
      ['sp-admin', `/ServiceProviders/${acme}`],
      ['acct-admin', `/Accounts/${sales}`],
    ] as const) {
      const res = await set(who, owner, body);
      expect([res.status, res.json]).toEqual([
        403,
        { msg: 'only admin users can set license limits' },
      ]);
    }
    const del = await unset('sp-admin', `/ServiceProviders/${acme}`, 'voice_call_session_license');
    expect(del.json).toEqual({ msg: 'only admin users can set license limits' });
    const all = await call(demo.server, 'DELETE', `/ServiceProviders/${acme}/Limits`, {
      token: as('sp-admin'),
    });
    expect([all.status, all.json]).toEqual([
      403,
      { msg: 'only admin users can set license limits' },
    ]);
    expect((await held(`/ServiceProviders/${acme}`)).length).toBe(3);
    expect((await set('admin', `/Accounts/${sales}`, body)).status).toBe(201);
    expect((await set(addApiKey(demo.server), `/ServiceProviders/${harbor}`, body)).status).toBe(
      201,
    );
  });

  it('applies scope: providers and accounts out of reach, view-only users', async () => {
    expect((await limits('sp-admin', `/ServiceProviders/${harbor}`)).json).toEqual({
      msg: 'insufficient permissions',
    });
    expect((await limits('acct-admin', `/ServiceProviders/${acme}`)).status).toBe(403);
    expect((await limits('acct-admin', `/Accounts/${support}`)).status).toBe(403);
    expect((await limits('viewer', `/Accounts/${sales}`)).status).toBe(200);
    const body = { category: 'voice_call_session', quantity: 1 };
    expect((await set('viewer', `/Accounts/${sales}`, body)).json).toEqual({
      msg: 'User has view-only access',
    });
    const accountKey = addApiKey(demo.server, { account_sid: support });
    expect((await set(accountKey, `/Accounts/${sales}`, body)).status).toBe(403);
    expect((await set(accountKey, `/Accounts/${support}`, body)).status).toBe(201);
  });

  it('answers 404 empty for an unknown owner, 400 for a malformed one', async () => {
    const unknown = await limits('admin', `/ServiceProviders/${UNKNOWN_SID}`);
    expect([unknown.status, unknown.text]).toEqual([404, '']);
    const unknownSet = await set('admin', `/Accounts/${UNKNOWN_SID}`, {
      category: 'voice_call_session',
      quantity: 1,
    });
    expect(unknownSet.status).toBe(404);
    expect((await limits('admin', '/Accounts/123')).json).toEqual({ msg: 'Bad request' });
  });

  it.each([
    [{}, 'category is required'],
    [{ category: 'voice_call_session' }, 'quantity is required'],
    [
      { category: 'api_limit', quantity: 1 },
      'category must be one of api_rate, voice_call_session, device, voice_call_minutes, voice_call_session_license, voice_call_minutes_license',
    ],
    [
      { category: 'voice_call_session', quantity: -1 },
      'quantity must be an integer between 0 and 1000000000',
    ],
    [
      { category: 'voice_call_session', quantity: 1.5 },
      'quantity must be an integer between 0 and 1000000000',
    ],
    [
      { category: 'voice_call_session', quantity: '10' },
      'quantity must be an integer between 0 and 1000000000',
    ],
    [{ category: 'voice_call_session', quantity: null }, 'quantity is required'],
    [{ category: 'voice_call_session', quantity: 1, unit: 'minute' }, 'unknown field: unit'],
  ])('POST %j answers 400 {msg}', async (body, msg) => {
    const res = await set('admin', `/Accounts/${sales}`, body);
    expect([res.status, res.json]).toEqual([400, { msg }]);
  });

  it('DELETE needs a known category when it names one', async () => {
    for (const query of ['', 'bogus']) {
      const res = await unset('admin', `/Accounts/${sales}`, query);
      expect(res.status).toBe(400);
      expect((res.json as { msg: string }).msg).toMatch(/^category must be one of/);
    }
  });
});
