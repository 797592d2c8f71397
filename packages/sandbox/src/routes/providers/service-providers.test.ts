import { beforeEach, describe, expect, it } from 'vitest';
import {
  addApiKey,
  call,
  demoSandbox,
  sidOf,
  sidsOf,
  storeOppositelySortedRows,
  UNKNOWN_SID,
} from '../../test-support.ts';
import { VOICE_CLOUD_SID } from '../../hosted/demo-ids.ts';

const demo = demoSandbox();
let acme: string;
let harbor: string;

beforeEach(() => {
  acme = sidOf(demo.server, 'service_providers', 'Acme Voice');
  harbor = sidOf(demo.server, 'service_providers', 'Blue Harbor Telecom');
});

const list = async (token: string | undefined) =>
  ((await call(demo.server, 'GET', '/ServiceProviders', { token })).json as { name: string }[]).map(
    (s) => s.name,
  );

describe('GET /ServiceProviders', () => {
  it('lists all providers for an admin, in the observed shape', async () => {
    const res = await call(demo.server, 'GET', '/ServiceProviders', { token: demo.tokens.admin });
    expect(res.status).toBe(200);
    const bySid = (a: { service_provider_sid: string }, b: { service_provider_sid: string }) =>
      a.service_provider_sid < b.service_provider_sid ? -1 : 1;
    expect(res.json).toEqual(
      [
        {
          service_provider_sid: acme,
          name: 'Acme Voice',
          description: 'Demo service provider',
          root_domain: null,
          ms_teams_fqdn: 'teams.acme-voice.example',
          registration_hook: null,
        },
        {
          service_provider_sid: harbor,
          name: 'Blue Harbor Telecom',
          description: null,
          root_domain: null,
          ms_teams_fqdn: null,
          registration_hook: null,
        },
        {
          service_provider_sid: VOICE_CLOUD_SID,
          name: 'Voice Cloud',
          description: 'Hosted (SaaS) demo provider',
          root_domain: 'voice.example',
          ms_teams_fqdn: null,
          registration_hook: null,
        },
      ].sort(bySid),
    );
  });

  it("lists in a real server's order: by sid (its query has no ORDER BY), not by name", async () => {
    const bySid = storeOppositelySortedRows(demo.server, 'service_providers', {
      sid: 'service_provider_sid',
      name: 'name',
    });
    const res = await call(demo.server, 'GET', '/ServiceProviders', { token: demo.tokens.admin });
    const sids = sidsOf(res.json, 'service_provider_sid');
    expect(sids).toEqual([...sids].sort());
    const names = (res.json as { name: string }[]).map((provider) => provider.name);
    expect([names[0], names.at(-1)]).toEqual(bySid);
  });

  it('shows others only their own provider', async () => {
    expect((await list(demo.tokens.viewer)).sort()).toEqual([
      'Acme Voice',
      'Blue Harbor Telecom',
      'Voice Cloud',
    ]);
    expect(await list(demo.tokens['sp-admin'])).toEqual(['Acme Voice']);
    expect(await list(demo.tokens['acct-admin'])).toEqual(['Acme Voice']);
  });
});

describe('GET /ServiceProviders/{sid}', () => {
  it('answers own, refuses others, 404 unknown, 400 malformed', async () => {
    const own = await call(demo.server, 'GET', `/ServiceProviders/${acme}`, {
      token: demo.tokens['acct-admin'],
    });
    expect(own.status).toBe(200);
    expect((own.json as { name: string }).name).toBe('Acme Voice');
    const other = await call(demo.server, 'GET', `/ServiceProviders/${harbor}`, {
      token: demo.tokens['sp-admin'],
    });
    expect([other.status, other.json]).toEqual([403, { msg: 'insufficient permissions' }]);
    const unknown = await call(demo.server, 'GET', `/ServiceProviders/${UNKNOWN_SID}`, {
      token: demo.tokens.admin,
    });
    expect([unknown.status, unknown.text]).toEqual([404, '']);
    const bad = await call(demo.server, 'GET', '/ServiceProviders/123', {
      token: demo.tokens.admin,
    });
    expect([bad.status, bad.json]).toEqual([400, { msg: 'Bad request' }]);
  });
});

describe('POST /ServiceProviders', () => {
  it('creates a provider for an admin: 201 {sid}', async () => {
    const res = await call(demo.server, 'POST', '/ServiceProviders', {
      token: demo.tokens.admin,
      body: {
        name: 'sp two',
        description: 'second',
        registration_hook: { url: 'https://h.example/reg' },
      },
    });
    expect(res.status).toBe(201);
    const { sid } = res.json as { sid: string };
    expect(Object.keys(res.json as object)).toEqual(['sid']);
    const read = await call(demo.server, 'GET', `/ServiceProviders/${sid}`, {
      token: demo.tokens.admin,
    });
    expect(read.json).toMatchObject({
      service_provider_sid: sid,
      name: 'sp two',
      description: 'second',
      registration_hook: {
        url: 'https://h.example/reg',
        method: 'POST',
        username: null,
        password: null,
      },
    });
    // As a real server's provider model shows it: the hook without its sid.
    expect((read.json as { registration_hook: object }).registration_hook).not.toHaveProperty(
      'webhook_sid',
    );
  });

  it('refuses non-admins and view-only users', async () => {
    for (const who of ['sp-admin', 'acct-admin']) {
      const res = await call(demo.server, 'POST', '/ServiceProviders', {
        token: demo.tokens[who],
        body: { name: 'x' },
      });
      expect([res.status, res.json]).toEqual([
        403,
        { msg: 'only admin users can add a service provider' },
      ]);
    }
    const viewer = await call(demo.server, 'POST', '/ServiceProviders', {
      token: demo.tokens.viewer,
      body: { name: 'x' },
    });
    expect([viewer.status, viewer.json]).toEqual([403, { msg: 'User has view-only access' }]);
    const spKey = addApiKey(demo.server, { service_provider_sid: acme });
    expect(
      (await call(demo.server, 'POST', '/ServiceProviders', { token: spKey, body: { name: 'x' } }))
        .status,
    ).toBe(403);
    expect(
      (
        await call(demo.server, 'POST', '/ServiceProviders', {
          token: addApiKey(demo.server),
          body: { name: 'x' },
        })
      ).status,
    ).toBe(201);
  });

  it('needs a name and refuses duplicates like the real server', async () => {
    for (const body of [{}, { name: '' }, { name: '   ' }, { description: 'x' }]) {
      const res = await call(demo.server, 'POST', '/ServiceProviders', {
        token: demo.tokens.admin,
        body,
      });
      expect([res.status, res.json]).toEqual([400, { msg: 'name is required' }]);
    }
    const dup = await call(demo.server, 'POST', '/ServiceProviders', {
      token: demo.tokens.admin,
      body: { name: 'Acme Voice' },
    });
    expect([dup.status, dup.json]).toEqual([
      422,
      { msg: "Duplicate entry 'Acme Voice' for key 'name'" },
    ]);
    const dupCase = await call(demo.server, 'POST', '/ServiceProviders', {
      token: demo.tokens.admin,
      body: { name: 'acme voice' },
    });
    expect(dupCase.status).toBe(422);
  });
});

describe('PUT /ServiceProviders/{sid}', () => {
  const put = (who: string, sid: string, body: unknown) =>
    call(demo.server, 'PUT', `/ServiceProviders/${sid}`, { token: demo.tokens[who], body });

  it('lets an admin change every field', async () => {
    const res = await put('admin', harbor, {
      name: 'Harbor',
      description: 'd',
      root_domain: 'harbor.example',
      ms_teams_fqdn: 'teams.harbor.example',
      registration_hook: {
        url: 'https://h.example/r',
        method: 'GET',
        username: 'u',
        password: 'p',
      },
    });
    expect([res.status, res.text]).toEqual([204, '']);
    const read = (
      await call(demo.server, 'GET', `/ServiceProviders/${harbor}`, { token: demo.tokens.admin })
    ).json;
    expect(read).toMatchObject({
      name: 'Harbor',
      description: 'd',
      root_domain: 'harbor.example',
      ms_teams_fqdn: 'teams.harbor.example',
      registration_hook: {
        url: 'https://h.example/r',
        method: 'GET',
        username: 'u',
        password: 'p',
      },
    });
    expect(
      (await put('admin', harbor, { registration_hook: null, ms_teams_fqdn: null })).status,
    ).toBe(204);
    const cleared = (
      await call(demo.server, 'GET', `/ServiceProviders/${harbor}`, { token: demo.tokens.admin })
    ).json;
    expect(cleared).toMatchObject({ name: 'Harbor', registration_hook: null, ms_teams_fqdn: null });
  });

  it('lets a provider user change its own provider only', async () => {
    expect((await put('sp-admin', acme, { ms_teams_fqdn: '' })).status).toBe(204);
    const read = (
      await call(demo.server, 'GET', `/ServiceProviders/${acme}`, { token: demo.tokens.admin })
    ).json;
    expect(read).toMatchObject({ ms_teams_fqdn: null });
    const other = await put('sp-admin', harbor, { description: 'x' });
    expect([other.status, other.json]).toEqual([
      403,
      { msg: 'insufficient permissions to update service provider' },
    ]);
    const account = await put('acct-admin', acme, { description: 'x' });
    expect(account.status).toBe(403);
    const viewer = await put('viewer', acme, { description: 'x' });
    expect([viewer.status, viewer.json]).toEqual([403, { msg: 'User has view-only access' }]);
  });

  it('validates the body', async () => {
    const cases: [unknown, string][] = [
      [{ name: '' }, 'name is required'],
      [{ name: null }, 'name is required'],
      [{ name: 7 }, 'name must be a string'],
      [{ bogus: 1 }, 'unknown field: bogus'],
      [{ ms_teams_fqdn: 5 }, 'ms_teams_fqdn must be a string'],
      [{ name: 'x'.repeat(65) }, 'name must be at most 64 characters'],
      [
        { registration_hook: { url: 'ftp://x' } },
        'registration_hook URL has missing or invalid protocol ftp:',
      ],
      [{ registration_hook: 'https://x' }, 'registration_hook must be an object with a url'],
      [{ service_provider_sid: harbor }, 'service_provider_sid may not be changed'],
      [{}, 'no updates requested'],
    ];
    for (const [body, msg] of cases) {
      const res = await put('admin', acme, body);
      expect([res.status, res.json], JSON.stringify(body)).toEqual([400, { msg }]);
    }
    const dup = await put('admin', acme, { name: 'Blue Harbor Telecom' });
    expect([dup.status, dup.json]).toEqual([
      422,
      { msg: "Duplicate entry 'Blue Harbor Telecom' for key 'name'" },
    ]);
    // Sending back the sid it read is fine; renaming to its own name too.
    expect(
      (await put('admin', acme, { service_provider_sid: acme, name: 'Acme Voice' })).status,
    ).toBe(204);
  });

  it('answers 404 for an unknown sid', async () => {
    const res = await put('admin', UNKNOWN_SID, { name: 'x' });
    expect([res.status, res.text]).toEqual([404, '']);
  });
});

describe('DELETE /ServiceProviders/{sid}', () => {
  it('refuses while the provider has accounts or carriers, saying what remains', async () => {
    const res = await call(demo.server, 'DELETE', `/ServiceProviders/${harbor}`, {
      token: demo.tokens.admin,
    });
    expect([res.status, res.json]).toEqual([
      422,
      {
        msg: 'cannot delete service provider "Blue Harbor Telecom": it still has 2 accounts, 2 carriers; delete them first',
      },
    ]);
    const db = demo.server.sandbox.db;
    db.prepare('UPDATE accounts SET service_provider_sid = ? WHERE service_provider_sid = ?').run(
      UNKNOWN_SID,
      harbor,
    );
    db.prepare('DELETE FROM voip_carriers WHERE account_sid IS NOT NULL').run();
    const carriersOnly = await call(demo.server, 'DELETE', `/ServiceProviders/${harbor}`, {
      token: demo.tokens.admin,
    });
    expect(carriersOnly.json).toEqual({
      msg: 'cannot delete service provider "Blue Harbor Telecom": it still has 1 carrier; delete them first',
    });
  });

  it('deletes an empty provider with its users, keys and limits; admin only', async () => {
    const created = await call(demo.server, 'POST', '/ServiceProviders', {
      token: demo.tokens.admin,
      body: { name: 'Temp' },
    });
    const { sid } = created.json as { sid: string };
    const key = addApiKey(demo.server, { service_provider_sid: sid });
    await call(demo.server, 'POST', `/ServiceProviders/${sid}/Limits`, {
      token: demo.tokens.admin,
      body: { category: 'voice_call_session', quantity: 5 },
    });
    const limitsLeft = () =>
      demo.server.sandbox.db
        .prepare('SELECT COUNT(*) FROM limits WHERE service_provider_sid = ?')
        .pluck()
        .get(sid);
    expect(limitsLeft()).toBe(1);
    for (const who of ['sp-admin', 'acct-admin']) {
      const res = await call(demo.server, 'DELETE', `/ServiceProviders/${sid}`, {
        token: demo.tokens[who],
      });
      expect([res.status, res.json]).toEqual([
        403,
        { msg: 'only admin users can delete a service provider' },
      ]);
    }
    const viewer = await call(demo.server, 'DELETE', `/ServiceProviders/${sid}`, {
      token: demo.tokens.viewer,
    });
    expect(viewer.json).toEqual({ msg: 'User has view-only access' });
    const res = await call(demo.server, 'DELETE', `/ServiceProviders/${sid}`, {
      token: demo.tokens.admin,
    });
    expect([res.status, res.text]).toEqual([204, '']);
    expect(
      (await call(demo.server, 'GET', `/ServiceProviders/${sid}`, { token: demo.tokens.admin }))
        .status,
    ).toBe(404);
    expect((await call(demo.server, 'GET', '/PasswordSettings', { token: key })).status).toBe(401);
    expect(limitsLeft()).toBe(0);
    const again = await call(demo.server, 'DELETE', `/ServiceProviders/${sid}`, {
      token: demo.tokens.admin,
    });
    expect([again.status, again.text]).toEqual([404, '']);
  });
});
