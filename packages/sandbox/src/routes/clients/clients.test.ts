import { beforeEach, describe, expect, it } from 'vitest';
import {
  actingClient,
  addApiKey,
  demoSandbox,
  demoSids,
  NO_SIDS,
  sidsOf,
  storeOppositelySortedRows,
  UNKNOWN_SID,
} from '../../test-support.ts';

const demo = demoSandbox({ moreUsers: ['support-lead', 'harbor-admin'] });
const client = actingClient(demo);
let { sales, support, harborMain } = NO_SIDS;
beforeEach(() => ({ sales, support, harborMain } = demoSids(demo.server)));

const { get } = client;
const post = (who: string, body: unknown) => client.post(who, '/Clients', body);
const put = (who: string, sid: string, body: unknown) => client.put(who, `/Clients/${sid}`, body);
const del = (who: string, sid: string) => client.del(who, `/Clients/${sid}`);
interface Shown {
  client_sid: string;
  account_sid: string;
  username: string;
  password: string;
  is_active: number;
}
const list = async (who: string) => (await get(who, '/Clients')).json as Shown[];
const usernames = async (who: string) => (await list(who)).map((c) => c.username);
const sidOfUser = async (username: string) =>
  (await list('admin')).find((c) => c.username === username)!.client_sid;
const createdSid = (res: { json: unknown }) => (res.json as { sid: string }).sid;

describe('GET /Clients and /Clients/{sid}', () => {
  it('answers the observed shape, with the password masked', async () => {
    const alice = (await list('acct-admin')).find((c) => c.username === 'alice');
    expect(alice).toEqual({
      client_sid: expect.any(String),
      account_sid: sales,
      username: 'alice',
      password: 'DXXXXXXXXXXX',
      is_active: 1,
      allow_direct_app_calling: 1,
      allow_direct_queue_calling: 1,
      allow_direct_user_calling: 1,
    });
    const one = await get('sp-admin', `/Clients/${alice!.client_sid}`);
    expect([one.status, one.json]).toEqual([200, alice]);
  });

  it('lists by scope', async () => {
    expect((await usernames('admin')).sort()).toEqual(['alice', 'bob', 'carol', 'lobby-phone']);
    expect((await usernames('sp-admin')).sort()).toEqual(['alice', 'bob', 'carol', 'lobby-phone']);
    expect((await usernames('acct-admin')).sort()).toEqual(['alice', 'bob', 'lobby-phone']);
    expect(await usernames('support-lead')).toEqual(['carol']);
    expect(await usernames('harbor-admin')).toEqual([]);
    expect(await usernames(addApiKey(demo.server, { account_sid: support }))).toEqual(['carol']);
  });

  it("lists in a real server's order: by sid (its queries have no ORDER BY), not by name", async () => {
    const bySid = storeOppositelySortedRows(demo.server, 'clients', {
      sid: 'client_sid',
      name: 'username',
      names: ['aaron', 'zoe'],
      shared: { account_sid: sales, password: 'Pw-1234' },
    });
    for (const who of ['admin', 'sp-admin', 'acct-admin']) {
      const listed = await list(who);
      const sids = sidsOf(listed, 'client_sid');
      expect(sids).toEqual([...sids].sort());
      expect([listed[0]!.username, listed.at(-1)!.username]).toEqual(bySid);
    }
  });

  it('answers out of reach as unknown (404, as a real server), malformed (400)', async () => {
    const alice = await sidOfUser('alice');
    for (const who of ['support-lead', 'harbor-admin']) {
      const res = await get(who, `/Clients/${alice}`);
      expect([res.status, res.text]).toEqual([404, '']);
    }
    const unknown = await get('admin', `/Clients/${UNKNOWN_SID}`);
    expect([unknown.status, unknown.text]).toEqual([404, '']);
    expect((await get('admin', '/Clients/alice')).json).toEqual({ msg: 'Bad request' });
  });
});

describe('POST /Clients', () => {
  it('creates a client (201 {sid}); the flags default to on', async () => {
    const res = await post('sp-admin', {
      account_sid: support,
      username: 'dave',
      password: 'Pw-1234',
    });
    expect(res.status).toBe(201);
    expect((await get('admin', `/Clients/${createdSid(res)}`)).json).toEqual({
      client_sid: createdSid(res),
      account_sid: support,
      username: 'dave',
      password: 'PXXXXXX',
      is_active: 1,
      allow_direct_app_calling: 1,
      allow_direct_queue_calling: 1,
      allow_direct_user_calling: 1,
    });
  });

  it("takes an account user's own account and the flags it is given", async () => {
    const res = await post('acct-admin', {
      username: 'erin',
      password: 'Pw-5678',
      is_active: false,
      allow_direct_queue_calling: 0,
    });
    expect(res.status).toBe(201);
    expect((await get('admin', `/Clients/${createdSid(res)}`)).json).toMatchObject({
      account_sid: sales,
      is_active: 0,
      allow_direct_app_calling: 1,
      allow_direct_queue_calling: 0,
    });
  });

  it('refuses a username the account already has, in the real words, whatever the case', async () => {
    const res = await post('acct-admin', { username: 'Alice', password: 'Pw-1' });
    expect([res.status, res.json]).toEqual([400, { msg: "the client's username already exists" }]);
    const elsewhere = await post('admin', {
      account_sid: support,
      username: 'alice',
      password: 'x',
    });
    expect(elsewhere.status).toBe(201);
  });

  it.each([
    [{ password: 'x', account_sid: '@sales' }, 'username is required'],
    [{ username: 'x', account_sid: '@sales' }, 'password is required'],
    [{ username: ' ', password: 'x', account_sid: '@sales' }, 'username is required'],
    [{ username: 'x', password: 'x' }, 'account_sid is required'],
    [{ username: 'x', password: 'x', account_sid: '@sales', is_active: 'yes' }, 'is_active'],
  ])('refuses a bad body %j with a 400', async (body, message) => {
    const filled = JSON.parse(JSON.stringify(body).replace('"@sales"', `"${sales}"`)) as object;
    const res = await post('admin', filled);
    expect(res.status).toBe(400);
    expect((res.json as { msg: string }).msg).toContain(message);
  });

  it('refuses an account out of reach, and view-only users', async () => {
    const other = await post('acct-admin', { account_sid: support, username: 'x', password: 'y' });
    expect(other.status).toBe(403);
    const harbor = await post('sp-admin', {
      account_sid: harborMain,
      username: 'x',
      password: 'y',
    });
    expect(harbor.status).toBe(403);
    const viewer = await post('viewer', { account_sid: sales, username: 'x', password: 'y' });
    expect([viewer.status, viewer.json]).toEqual([403, { msg: 'User has view-only access' }]);
  });
});

describe('PUT and DELETE /Clients/{sid}', () => {
  it('changes the flags; the sids and username it read back must not change', async () => {
    const bob = await sidOfUser('bob');
    const read = (await get('acct-admin', `/Clients/${bob}`)).json as Shown;
    const res = await put('acct-admin', bob, {
      ...read,
      is_active: 0,
      allow_direct_user_calling: false,
    });
    expect(res.status).toBe(204);
    expect((await get('admin', `/Clients/${bob}`)).json).toEqual({
      ...read,
      is_active: 0,
      allow_direct_user_calling: 0,
    });
    const renamed = await put('acct-admin', bob, { username: 'robert' });
    expect([renamed.status, renamed.json]).toEqual([400, { msg: 'username may not be changed' }]);
    const empty = await put('acct-admin', bob, {});
    expect([empty.status, empty.json]).toEqual([400, { msg: 'no updates requested' }]);
  });

  it('keeps the password when the masked one is sent back, and takes a new one', async () => {
    const bob = await sidOfUser('bob');
    await put('admin', bob, { password: 'DXXXXXXXXXXX' });
    expect(((await get('admin', `/Clients/${bob}`)).json as Shown).password).toBe('DXXXXXXXXXXX');
    await put('admin', bob, { password: 'New-pass' });
    expect(((await get('admin', `/Clients/${bob}`)).json as Shown).password).toBe('NXXXXXXX');
  });

  it('deletes a client (204) in reach; refuses others and view-only users', async () => {
    const carol = await sidOfUser('carol');
    expect((await del('acct-admin', carol)).status).toBe(403);
    expect((await del('viewer', carol)).status).toBe(403);
    expect((await put('viewer', carol, { is_active: 0 })).status).toBe(403);
    expect((await del('support-lead', carol)).status).toBe(204);
    expect((await get('admin', `/Clients/${carol}`)).status).toBe(404);
  });

  it('goes with its account when the account is deleted', async () => {
    const { acme } = demoSids(demo.server);
    const account = await client.post('admin', '/Accounts', {
      name: 'Short-lived',
      service_provider_sid: acme,
    });
    const accountSid = createdSid(account);
    expect(
      (await post('admin', { account_sid: accountSid, username: 'temp', password: 'x' })).status,
    ).toBe(201);
    expect(await usernames('admin')).toContain('temp');
    expect((await client.del('admin', `/Accounts/${accountSid}`)).status).toBe(204);
    expect(await usernames('admin')).not.toContain('temp');
  });
});
