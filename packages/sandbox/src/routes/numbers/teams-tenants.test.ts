import { beforeEach, describe, expect, it } from 'vitest';
import {
  actingClient,
  addApiKey,
  applicationSid,
  demoSandbox,
  demoSids,
  NO_SIDS,
  sidOf,
  sidsOf,
  storeOppositelySortedRows,
  UNKNOWN_SID,
  withSids,
} from '../../test-support.ts';

const demo = demoSandbox({ moreUsers: ['support-lead', 'harbor-admin', 'sp-viewer'] });
const client = actingClient(demo);
let { acme, harbor, sales, support, harborMain } = NO_SIDS;
beforeEach(() => ({ acme, harbor, sales, support, harborMain } = demoSids(demo.server)));

const { get } = client;
const post = (who: string, body: unknown) => client.post(who, '/MicrosoftTeamsTenants', body);
const put = (who: string, sid: string, body: unknown) =>
  client.put(who, `/MicrosoftTeamsTenants/${sid}`, body);
const del = (who: string, sid: string) => client.del(who, `/MicrosoftTeamsTenants/${sid}`);
const appSid = (name: string, account = sales) => applicationSid(demo.server, name, account);
const seeded = () => sidOf(demo.server, 'ms_teams_tenants', 'teams.acme-sales.example');
const read = async (sid: string) =>
  (await get('admin', `/MicrosoftTeamsTenants/${sid}`)).json as Record<string, unknown>;
const createdSid = (res: { json: unknown }) => (res.json as { sid: string }).sid;
const fqdns = async (who: string) =>
  ((await get(who, '/MicrosoftTeamsTenants')).json as { tenant_fqdn: string }[]).map(
    (t) => t.tenant_fqdn,
  );

/** The sids a test table names with '@', filled in when the test runs. */
const sids = () => ({
  sales,
  support,
  harbor,
  harborMain,
  desk: appSid('Enterprise accounts desk'),
  supportQueue: appSid('Support queue', support),
});

describe('GET /MicrosoftTeamsTenants and /MicrosoftTeamsTenants/{sid}', () => {
  it('answers the seeded tenant in the schema shape', async () => {
    const list = (await get('acct-admin', '/MicrosoftTeamsTenants')).json as object[];
    const expected = {
      ms_teams_tenant_sid: seeded(),
      service_provider_sid: acme,
      account_sid: sales,
      application_sid: appSid('Enterprise accounts desk'),
      tenant_fqdn: 'teams.acme-sales.example',
    };
    expect(list).toEqual([expected]);
    expect(Object.keys(list[0]!)).toEqual(Object.keys(expected));
    const one = await get('sp-admin', `/MicrosoftTeamsTenants/${seeded()}`);
    expect([one.status, one.json]).toEqual([200, expected]);
  });

  it('lists by scope', async () => {
    const created = await post('admin', {
      tenant_fqdn: 'a.harbor.example',
      account_sid: harborMain,
    });
    expect(created.status).toBe(201);
    const acmeTenants = [
      'contosohealth.onmicrosoft.com',
      'tailspin.onmicrosoft.com',
      'teams.acme-sales.example',
    ];
    expect((await fqdns('admin')).sort()).toEqual(['a.harbor.example', ...acmeTenants]);
    expect(await fqdns('viewer')).toHaveLength(4);
    expect((await fqdns('sp-admin')).sort()).toEqual(acmeTenants);
    expect((await fqdns('sp-viewer')).sort()).toEqual(acmeTenants);
    expect(await fqdns('harbor-admin')).toEqual(['a.harbor.example']);
    expect(await fqdns('acct-admin')).toEqual(['teams.acme-sales.example']);
    expect(await fqdns('support-lead')).toEqual([]);
    expect(await fqdns(addApiKey(demo.server, { service_provider_sid: harbor }))).toEqual([
      'a.harbor.example',
    ]);
    expect(await fqdns(addApiKey(demo.server, { account_sid: support }))).toEqual([]);
  });

  it("lists in a real server's order: by sid (its query has no ORDER BY), not by domain", async () => {
    const bySid = storeOppositelySortedRows(demo.server, 'ms_teams_tenants', {
      sid: 'ms_teams_tenant_sid',
      name: 'tenant_fqdn',
      names: ['aardvark.example', 'zephyr.example'],
      shared: { service_provider_sid: acme, account_sid: sales },
    });
    for (const who of ['admin', 'sp-admin', 'acct-admin']) {
      const listed = (await get(who, '/MicrosoftTeamsTenants')).json as { tenant_fqdn: string }[];
      const sids = sidsOf(listed, 'ms_teams_tenant_sid');
      expect(sids).toEqual([...sids].sort());
      expect([listed[0]!.tenant_fqdn, listed.at(-1)!.tenant_fqdn]).toEqual(bySid);
    }
  });

  it('refuses out of reach (403), unknown (404), malformed (400)', async () => {
    for (const who of [
      'support-lead',
      'harbor-admin',
      addApiKey(demo.server, { account_sid: support }),
    ]) {
      const res = await get(who, `/MicrosoftTeamsTenants/${seeded()}`);
      expect([res.status, res.json]).toEqual([403, { msg: 'insufficient permissions' }]);
    }
    const unknown = await get('admin', `/MicrosoftTeamsTenants/${UNKNOWN_SID}`);
    expect([unknown.status, unknown.text]).toEqual([404, '']);
    expect((await get('admin', '/MicrosoftTeamsTenants/teams')).json).toEqual({
      msg: 'Bad request',
    });
  });
});

describe('POST /MicrosoftTeamsTenants', () => {
  it('creates a tenant (201 {sid}) of an account, with its provider', async () => {
    const body = {
      tenant_fqdn: 'contoso.example',
      account_sid: support,
      application_sid: appSid('Support queue', support),
      service_provider_sid: acme,
    };
    const res = await post('sp-admin', body);
    expect(res.status).toBe(201);
    expect(await read(createdSid(res))).toEqual({ ms_teams_tenant_sid: createdSid(res), ...body });
  });

  it("takes an account user's own account by default; the application is optional", async () => {
    const res = await post('acct-admin', { tenant_fqdn: 'fabrikam.example' });
    expect(res.status).toBe(201);
    expect(await read(createdSid(res))).toMatchObject({
      service_provider_sid: acme,
      account_sid: sales,
      application_sid: null,
      tenant_fqdn: 'fabrikam.example',
    });
    const key = addApiKey(demo.server, { account_sid: sales });
    const nulled = await post(key, { tenant_fqdn: 'b.example', application_sid: null });
    expect(nulled.status).toBe(201);
  });

  it('refuses a domain in use (any case) with a Duplicate entry 422', async () => {
    for (const fqdn of ['teams.acme-sales.example', 'TEAMS.Acme-Sales.example']) {
      const res = await post('admin', { tenant_fqdn: fqdn, account_sid: support });
      expect([res.status, res.json]).toEqual([
        422,
        { msg: `Duplicate entry '${fqdn}' for key 'tenant_fqdn'` },
      ]);
    }
  });

  const valid = { tenant_fqdn: 'new.example', account_sid: '@sales' };
  it.each([
    [{ account_sid: '@sales' }, 'tenant_fqdn is required'],
    [{ ...valid, tenant_fqdn: ' ' }, 'tenant_fqdn is required'],
    [{ ...valid, tenant_fqdn: null }, 'tenant_fqdn is required'],
    [
      { ...valid, tenant_fqdn: 'not a domain' },
      'tenant_fqdn must be a domain name such as sip.example.com',
    ],
    [
      { ...valid, tenant_fqdn: 'localhost' },
      'tenant_fqdn must be a domain name such as sip.example.com',
    ],
    [{ ...valid, tenant_fqdn: 'x'.repeat(256) }, 'tenant_fqdn must be at most 255 characters'],
    [{ tenant_fqdn: 'new.example' }, 'account_sid is required'],
    [{ ...valid, account_sid: null }, 'account_sid may not be null'],
    [{ ...valid, account_sid: 'x' }, 'account_sid must be a valid sid'],
    [{ ...valid, account_sid: UNKNOWN_SID }, 'unknown account_sid'],
    [
      { ...valid, service_provider_sid: '@harbor' },
      'account_sid is not an account of service_provider_sid',
    ],
    [
      { ...valid, service_provider_sid: UNKNOWN_SID },
      'account_sid is not an account of service_provider_sid',
    ],
    [
      { ...valid, application_sid: '@supportQueue' },
      "application_sid must be an application of the tenant's account",
    ],
    [
      { ...valid, application_sid: UNKNOWN_SID },
      "application_sid must be an application of the tenant's account",
    ],
    [{ ...valid, ms_teams_tenant_sid: UNKNOWN_SID }, 'unknown field: ms_teams_tenant_sid'],
  ])('answers 400 {msg} (%#)', async (body, msg) => {
    const res = await post('admin', withSids(body, sids()));
    expect([res.status, res.json]).toEqual([400, { msg }]);
  });

  it('refuses accounts out of reach and view-only users (403)', async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['acct-admin', { account_sid: support }, 'insufficient permissions'],
      ['support-lead', { account_sid: sales }, 'insufficient permissions'],
      ['sp-admin', { account_sid: harborMain }, 'insufficient permissions'],
      ['harbor-admin', { account_sid: sales }, 'insufficient permissions'],
      [
        addApiKey(demo.server, { account_sid: support }),
        { account_sid: sales },
        'insufficient permissions',
      ],
      ['viewer', { account_sid: sales }, 'User has view-only access'],
      ['sp-viewer', { account_sid: sales }, 'User has view-only access'],
    ];
    for (const [who, body, msg] of cases) {
      const res = await post(who, { tenant_fqdn: 'x.example', ...body });
      expect([res.status, res.json], `${who} ${JSON.stringify(body)}`).toEqual([403, { msg }]);
    }
  });
});

describe('PUT /MicrosoftTeamsTenants/{sid}', () => {
  it('changes the domain and the application (204)', async () => {
    const sid = seeded();
    const res = await put('acct-admin', sid, {
      tenant_fqdn: 'teams2.acme-sales.example',
      application_sid: appSid('Voicemail'),
    });
    expect([res.status, res.text]).toEqual([204, '']);
    expect(await read(sid)).toMatchObject({
      account_sid: sales,
      application_sid: appSid('Voicemail'),
      tenant_fqdn: 'teams2.acme-sales.example',
    });
    expect((await put('acct-admin', sid, { application_sid: null })).status).toBe(204);
    expect(await read(sid)).toMatchObject({ application_sid: null });
    // Its own domain in another case is no clash.
    expect(
      (await put('acct-admin', sid, { tenant_fqdn: 'TEAMS2.acme-sales.example' })).status,
    ).toBe(204);
  });

  it('takes back what GET answered, with a change', async () => {
    const sid = seeded();
    const current = await read(sid);
    const res = await put('sp-admin', sid, { ...current, tenant_fqdn: 'other.example' });
    expect(res.status).toBe(204);
    expect(await read(sid)).toEqual({ ...current, tenant_fqdn: 'other.example' });
  });

  it('moves a tenant to another account of the provider, dropping the old application', async () => {
    const sid = seeded();
    expect((await put('sp-admin', sid, { account_sid: support })).status).toBe(204);
    expect(await read(sid)).toMatchObject({ account_sid: support, application_sid: null });
    const queue = appSid('Support queue', support);
    expect(
      (await put('admin', sid, { account_sid: sales, application_sid: appSid('Voicemail') }))
        .status,
    ).toBe(204);
    expect((await put('admin', sid, { account_sid: support, application_sid: queue })).status).toBe(
      204,
    );
    expect(await read(sid)).toMatchObject({ account_sid: support, application_sid: queue });
    expect((await get('acct-admin', `/MicrosoftTeamsTenants/${sid}`)).status).toBe(403);
  });

  it('refuses bad changes (400, 422)', async () => {
    const other = createdSid(await post('admin', { tenant_fqdn: 'b.example', account_sid: sales }));
    const s = sids();
    const cases: [Record<string, unknown>, number, string][] = [
      [{}, 400, 'no updates requested'],
      [{ ms_teams_tenant_sid: UNKNOWN_SID }, 400, 'ms_teams_tenant_sid may not be changed'],
      [{ service_provider_sid: harbor }, 400, 'service_provider_sid may not be changed'],
      [
        { account_sid: harborMain },
        400,
        "account_sid is not an account of the tenant's service provider",
      ],
      [{ account_sid: null }, 400, 'account_sid may not be null'],
      [{ account_sid: UNKNOWN_SID }, 400, 'unknown account_sid'],
      [
        { application_sid: s.supportQueue },
        400,
        "application_sid must be an application of the tenant's account",
      ],
      [
        { account_sid: support, application_sid: s.desk },
        400,
        "application_sid must be an application of the tenant's account",
      ],
      [{ tenant_fqdn: 'a b' }, 400, 'tenant_fqdn must be a domain name such as sip.example.com'],
      [{ tenant_fqdn: '' }, 400, 'tenant_fqdn is required'],
      [{ tenant_fqdn: 'B.example' }, 422, "Duplicate entry 'B.example' for key 'tenant_fqdn'"],
    ];
    for (const [body, status, msg] of cases) {
      const res = await put('admin', seeded(), body);
      expect([res.status, res.json], JSON.stringify(body)).toEqual([status, { msg }]);
    }
    expect((await read(other)).tenant_fqdn).toBe('b.example');
  });

  it('refuses tenants and accounts out of reach, and view-only users (403)', async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['support-lead', { application_sid: null }, 'insufficient permissions'],
      ['harbor-admin', { application_sid: null }, 'insufficient permissions'],
      ['acct-admin', { account_sid: support }, 'insufficient permissions'],
      ['viewer', { application_sid: null }, 'User has view-only access'],
    ];
    for (const [who, body, msg] of cases) {
      const res = await put(who, seeded(), body);
      expect([res.status, res.json], `${who} ${JSON.stringify(body)}`).toEqual([403, { msg }]);
    }
    const unknown = await put('admin', UNKNOWN_SID, { application_sid: null });
    expect([unknown.status, unknown.text]).toEqual([404, '']);
  });
});

describe('DELETE /MicrosoftTeamsTenants/{sid}', () => {
  it('deletes a tenant (204); the account no longer counts it', async () => {
    const sid = seeded();
    const res = await del('acct-admin', sid);
    expect([res.status, res.text]).toEqual([204, '']);
    expect((await get('admin', `/MicrosoftTeamsTenants/${sid}`)).status).toBe(404);
    expect((await del('admin', sid)).status).toBe(404);
    const account = await client.del('admin', `/Accounts/${sales}`);
    expect((account.json as { msg: string }).msg).not.toContain('Microsoft Teams');
  });

  it('refuses out of reach, view-only users, malformed sids', async () => {
    expect((await del('support-lead', seeded())).json).toEqual({ msg: 'insufficient permissions' });
    expect((await del('harbor-admin', seeded())).json).toEqual({ msg: 'insufficient permissions' });
    expect((await del('viewer', seeded())).json).toEqual({ msg: 'User has view-only access' });
    expect((await del('admin', 'x')).json).toEqual({ msg: 'Bad request' });
  });
});
