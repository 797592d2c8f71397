import { beforeEach, describe, expect, it } from 'vitest';
import {
  actingClient,
  demoSandbox,
  demoSids,
  NO_SIDS,
  sidOf,
  sidsOf,
  storeOppositelySortedRows,
  UNKNOWN_SID,
} from '../../test-support.ts';

const demo = demoSandbox({ moreUsers: ['harbor-admin', 'support-lead'] });
const client = actingClient(demo);
let { acme, harbor, sales, harborMain } = NO_SIDS;
let acmeLcr = '';
let fabrikamLcr = '';
beforeEach(() => {
  ({ acme, harbor, sales, harborMain } = demoSids(demo.server));
  acmeLcr = sidOf(demo.server, 'lcr', 'Acme Voice outbound');
  fabrikamLcr = sidOf(demo.server, 'lcr', 'Fabrikam freight calls');
});

const { get } = client;
const carrier = (name: string) => sidOf(demo.server, 'voip_carriers', name);
const msg = (text: string) => ({ msg: text });
const createdSid = (res: { json: unknown }) => (res.json as { sid: string }).sid;
interface Lcr {
  lcr_sid: string;
  name: string;
  number_routes: number;
  default_carrier_set_entry_sid: string | null;
}
interface Route {
  lcr_route_sid: string;
  regex: string;
  priority: number;
  lcr_carrier_set_entries: { lcr_carrier_set_entry_sid: string; voip_carrier_sid: string }[];
}
const names = async (who: string) => ((await get(who, '/Lcrs')).json as Lcr[]).map((l) => l.name);
const readLcr = async (sid: string) => (await get('admin', `/Lcrs/${sid}`)).json as Lcr;
const routesOf = async (sid: string) =>
  (await get('admin', `/LcrRoutes?lcr_sid=${sid}`)).json as Route[];
const count = (table: string) =>
  demo.server.sandbox.db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get() as number;

/** A route list item: regex, priority and one carrier. */
const route = (regex: string, priority: number, carrierSid: string, extra = {}) => ({
  regex,
  priority,
  lcr_carrier_set_entries: [{ voip_carrier_sid: carrierSid, priority: 1 }],
  ...extra,
});

describe('GET /Lcrs and /Lcrs/{sid}', () => {
  it('answers the observed shape, with number_routes counting the default route', async () => {
    const one = await get('sp-admin', `/Lcrs/${acmeLcr}`);
    expect(one.status).toBe(200);
    expect(Object.keys(one.json as object)).toEqual([
      'lcr_sid',
      'name',
      'is_active',
      'default_carrier_set_entry_sid',
      'service_provider_sid',
      'account_sid',
      'number_routes',
    ]);
    expect(one.json).toMatchObject({
      name: 'Acme Voice outbound',
      is_active: 1,
      service_provider_sid: acme,
      account_sid: null,
      number_routes: 4,
    });
    // An account's table names only its account, as on the real server.
    expect(await readLcr(fabrikamLcr)).toMatchObject({
      is_active: 0,
      service_provider_sid: null,
      account_sid: sidOf(demo.server, 'accounts', 'Fabrikam Logistics'),
      number_routes: 2,
    });
  });

  it('lists by scope', async () => {
    const both = ['Acme Voice outbound', 'Fabrikam freight calls'];
    expect((await names('admin')).sort()).toEqual(both);
    expect((await names('viewer')).sort()).toEqual(both);
    expect((await names('sp-admin')).sort()).toEqual(both);
    expect(await names('harbor-admin')).toEqual([]);
    // An account user sees only its own account's table, not its provider's.
    expect(await names('acct-admin')).toEqual([]);
  });

  it("lists in a real server's order: by sid (its queries have no ORDER BY), not by name", async () => {
    // One table per owner: two more of Blue Harbor's accounts, first and last by sid.
    const marine = sidOf(demo.server, 'accounts', 'Harbor Marine Services');
    const bySid = storeOppositelySortedRows(demo.server, 'lcr', {
      sid: 'lcr_sid',
      name: 'name',
      names: ['Aardvark routes', 'Zephyr routes'],
      shared: (name) => ({ account_sid: name === 'Aardvark routes' ? harborMain : marine }),
    });
    for (const who of ['admin', 'harbor-admin']) {
      const list = (await get(who, '/Lcrs')).json as Lcr[];
      const sids = sidsOf(list, 'lcr_sid');
      expect(sids).toEqual([...sids].sort());
      expect([list[0]!.name, list.at(-1)!.name]).toEqual(bySid);
    }
  });

  it('refuses out of reach (403), unknown (404), malformed (400)', async () => {
    for (const who of ['acct-admin', 'harbor-admin']) {
      const res = await get(who, `/Lcrs/${acmeLcr}`);
      expect([res.status, res.json]).toEqual([403, msg('insufficient permissions')]);
    }
    const unknown = await get('admin', `/Lcrs/${UNKNOWN_SID}`);
    expect([unknown.status, unknown.text]).toEqual([404, '']);
    expect((await get('admin', '/Lcrs/acme')).json).toEqual(msg('Bad request'));
  });
});

describe('POST /Lcrs', () => {
  it('creates an account user’s own table, one per account', async () => {
    const res = await client.post('acct-admin', '/Lcrs', { name: 'Sales routes', is_active: true });
    expect(res.status).toBe(201);
    expect(await readLcr(createdSid(res))).toEqual({
      lcr_sid: createdSid(res),
      name: 'Sales routes',
      is_active: 1,
      default_carrier_set_entry_sid: null,
      service_provider_sid: null,
      account_sid: sales,
      number_routes: 0,
    });
    expect(await names('acct-admin')).toEqual(['Sales routes']);
    const again = await client.post('sp-admin', '/Lcrs', { name: 'Other', account_sid: sales });
    expect([again.status, again.json]).toEqual([
      400,
      msg('Account: Acme Sales already has an active call routing table.'),
    ]);
  });

  it('creates a provider’s table for its users (one per provider) and admins', async () => {
    const taken = await client.post('sp-admin', '/Lcrs', { name: 'Second' });
    expect(taken.json).toEqual(
      msg('Service Provider: Acme Voice already has an active call routing table.'),
    );
    const own = await client.post('harbor-admin', '/Lcrs', { name: 'Harbor routes' });
    expect(own.status).toBe(201);
    expect(await readLcr(createdSid(own))).toMatchObject({
      service_provider_sid: harbor,
      account_sid: null,
    });
    const byAdmin = await client.post('admin', '/Lcrs', {
      name: 'Harbor Main routes',
      account_sid: harborMain,
      service_provider_sid: harbor,
      default_carrier_set_entry_sid: null,
    });
    expect(byAdmin.status).toBe(201);
  });

  it('refuses bad owners, scope, view-only and a default carrier it cannot have yet', async () => {
    const cases: [string, unknown, number, unknown][] = [
      ['admin', { name: 'x' }, 400, msg('service_provider_sid or account_sid is required')],
      [
        'admin',
        { name: 'x', service_provider_sid: UNKNOWN_SID },
        400,
        msg('unknown service_provider_sid'),
      ],
      ['admin', { name: 'x', account_sid: UNKNOWN_SID }, 400, msg('unknown account_sid')],
      [
        'admin',
        { name: 'x', account_sid: harborMain, service_provider_sid: acme },
        400,
        msg('account_sid is not an account of service_provider_sid'),
      ],
      ['sp-admin', { name: 'x', account_sid: harborMain }, 403, msg('insufficient permissions')],
      [
        'sp-admin',
        { name: 'x', service_provider_sid: harbor },
        403,
        msg('insufficient permissions'),
      ],
      ['acct-admin', { name: 'x', account_sid: harborMain }, 403, msg('insufficient permissions')],
      [
        'viewer',
        { name: 'x', service_provider_sid: harbor },
        403,
        msg('User has view-only access'),
      ],
      ['harbor-admin', {}, 400, msg('name is required')],
      ['harbor-admin', { name: ' ' }, 400, msg('name is required')],
      ['harbor-admin', { name: 'x'.repeat(65) }, 400, msg('name must be at most 64 characters')],
      [
        'harbor-admin',
        { name: 'x', default_carrier_set_entry_sid: UNKNOWN_SID },
        400,
        msg('default_carrier_set_entry_sid must be a carrier set entry of this lcr'),
      ],
    ];
    for (const [who, body, status, json] of cases) {
      const res = await client.post(who, '/Lcrs', body);
      expect([res.status, res.json], `${who} ${JSON.stringify(body)}`).toEqual([status, json]);
    }
    expect(await names('admin')).toHaveLength(2);
  });
});

describe('PUT /Lcrs/{sid}', () => {
  it('changes the name, the active flag and the default carrier entry', async () => {
    const routes = await routesOf(acmeLcr);
    const entry = routes[0]!.lcr_carrier_set_entries[0]!.lcr_carrier_set_entry_sid;
    const res = await client.put('sp-admin', `/Lcrs/${acmeLcr}`, {
      lcr_sid: acmeLcr,
      name: 'Acme routes',
      is_active: false,
      service_provider_sid: acme,
      account_sid: null,
      default_carrier_set_entry_sid: entry,
    });
    expect([res.status, res.text]).toEqual([204, '']);
    expect(await readLcr(acmeLcr)).toMatchObject({
      name: 'Acme routes',
      is_active: 0,
      default_carrier_set_entry_sid: entry,
    });
  });

  it('refuses what may not change, others’ entries, scope and view-only', async () => {
    const fabrikamEntry = (await routesOf(fabrikamLcr))[0]!.lcr_carrier_set_entries[0]!
      .lcr_carrier_set_entry_sid;
    const cases: [string, unknown, number, unknown][] = [
      ['sp-admin', {}, 400, msg('no updates requested')],
      ['sp-admin', { account_sid: sales }, 400, msg('account_sid may not be changed')],
      [
        'sp-admin',
        { service_provider_sid: harbor },
        400,
        msg('service_provider_sid may not be changed'),
      ],
      [
        'sp-admin',
        { default_carrier_set_entry_sid: fabrikamEntry },
        400,
        msg('default_carrier_set_entry_sid must be a carrier set entry of this lcr'),
      ],
      ['sp-admin', { number_routes: 4 }, 400, msg('unknown field: number_routes')],
      ['acct-admin', { name: 'x' }, 403, msg('insufficient permissions')],
      ['harbor-admin', { name: 'x' }, 403, msg('insufficient permissions')],
      ['viewer', { name: 'x' }, 403, msg('User has view-only access')],
    ];
    for (const [who, body, status, json] of cases) {
      const res = await client.put(who, `/Lcrs/${acmeLcr}`, body);
      expect([res.status, res.json], `${who} ${JSON.stringify(body)}`).toEqual([status, json]);
    }
    expect((await client.put('admin', `/Lcrs/${UNKNOWN_SID}`, { name: 'x' })).status).toBe(404);
  });
});

describe('DELETE /Lcrs/{sid}', () => {
  it('deletes the table with its routes and entries, freeing its carriers', async () => {
    const metro = carrier('Metro Fiber SIP');
    const inUse = await client.del('sp-admin', `/VoipCarriers/${metro}`);
    expect(inUse.json).toEqual(
      msg(
        'cannot delete voip carrier "Metro Fiber SIP": it is used by 2 outbound call routes; remove them first',
      ),
    );
    expect((await client.del('acct-admin', `/Lcrs/${acmeLcr}`)).status).toBe(403);
    expect((await client.del('viewer', `/Lcrs/${acmeLcr}`)).status).toBe(403);
    const res = await client.del('sp-admin', `/Lcrs/${acmeLcr}`);
    expect([res.status, res.text]).toEqual([204, '']);
    expect((await get('admin', `/Lcrs/${acmeLcr}`)).status).toBe(404);
    expect([count('lcr_routes'), count('lcr_carrier_set_entry')]).toEqual([2, 2]);
    expect((await client.del('sp-admin', `/VoipCarriers/${metro}`)).status).toBe(204);
    expect((await client.del('admin', `/Lcrs/${UNKNOWN_SID}`)).status).toBe(404);
  });

  it('keeps an account or a provider with a table from being deleted', async () => {
    const fabrikam = sidOf(demo.server, 'accounts', 'Fabrikam Logistics');
    const res = await client.del('admin', `/Accounts/${fabrikam}`);
    expect(res.json).toEqual(
      msg(
        'cannot delete account "Fabrikam Logistics": it still has 1 carrier, 1 outbound call routing table; delete them first',
      ),
    );
  });
});

describe('POST and PUT /Lcrs/{sid}/Routes', () => {
  it('creates a route list; the first entry of the 9999 route is the default carrier', async () => {
    const sid = createdSid(await client.post('acct-admin', '/Lcrs', { name: 'Sales routes' }));
    const pbx = carrier('Acme Sales PBX');
    const pstn = carrier('Acme Voice PSTN');
    const res = await client.post('acct-admin', `/Lcrs/${sid}/Routes`, [
      route('1508', 1, pbx, { description: 'Local', lcr_sid: sid }),
      route('.*', 9999, pstn, { description: 'System Default Route' }),
    ]);
    expect([res.status, res.text]).toEqual([204, '']);
    const routes = await routesOf(sid);
    expect(
      routes.map((r) => [r.regex, r.priority, r.lcr_carrier_set_entries[0]!.voip_carrier_sid]),
    ).toEqual([
      ['1508', 1, pbx],
      ['.*', 9999, pstn],
    ]);
    expect(await readLcr(sid)).toMatchObject({
      number_routes: 2,
      default_carrier_set_entry_sid:
        routes[1]!.lcr_carrier_set_entries[0]!.lcr_carrier_set_entry_sid,
    });
  });

  it('updates saved routes and entries, creates new ones, and reorders', async () => {
    const [first, second, third, fallback] = await routesOf(acmeLcr);
    const pstn = carrier('Acme Voice PSTN');
    const entry = (r: Route, carrierSid: string) => ({
      lcr_carrier_set_entry_sid: r.lcr_carrier_set_entries[0]!.lcr_carrier_set_entry_sid,
      voip_carrier_sid: carrierSid,
    });
    const res = await client.put('sp-admin', `/Lcrs/${acmeLcr}/Routes`, [
      {
        lcr_route_sid: second!.lcr_route_sid,
        regex: '^44',
        priority: 1,
        lcr_carrier_set_entries: [entry(second!, pstn)],
      },
      {
        lcr_route_sid: first!.lcr_route_sid,
        regex: '1800',
        priority: 2,
        lcr_carrier_set_entries: [
          entry(first!, first!.lcr_carrier_set_entries[0]!.voip_carrier_sid),
        ],
      },
      route('^33', 3, pstn),
      {
        lcr_route_sid: third!.lcr_route_sid,
        regex: '^1(617|508|781)',
        priority: 4,
        lcr_carrier_set_entries: [entry(third!, pstn)],
      },
      {
        lcr_route_sid: fallback!.lcr_route_sid,
        regex: '.*',
        priority: 9999,
        lcr_carrier_set_entries: [entry(fallback!, pstn)],
      },
    ]);
    expect([res.status, res.text]).toEqual([204, '']);
    const after = await routesOf(acmeLcr);
    expect(after.map((r) => r.regex)).toEqual(['^44', '1800', '^33', '^1(617|508|781)', '.*']);
    expect(after[0]!.lcr_carrier_set_entries[0]!.voip_carrier_sid).toBe(pstn);
    expect(after[4]!.lcr_route_sid).toBe(fallback!.lcr_route_sid);
    expect((await readLcr(acmeLcr)).number_routes).toBe(5);
  });

  it('refuses a bad list whole, naming the route and field', async () => {
    const sid = createdSid(await client.post('acct-admin', '/Lcrs', { name: 'Sales routes' }));
    const pbx = carrier('Acme Sales PBX');
    const [acmeRoute] = await routesOf(acmeLcr);
    const cases: [unknown, string][] = [
      [{ regex: '1' }, 'request body must be a JSON array of routes'],
      [[{ priority: 1 }], '[0].regex is required'],
      [[route('1', 1, pbx), route('(', 2, pbx)], '[1].regex is not a valid regular expression'],
      [[route('1'.repeat(33), 1, pbx)], '[0].regex must be at most 32 characters'],
      [[{ regex: '1', priority: 1 }], '[0].lcr_carrier_set_entries is required'],
      [
        [{ ...route('1', 1, pbx), lcr_carrier_set_entries: [] }],
        '[0].lcr_carrier_set_entries must be a list of at least one carrier-set entry',
      ],
      [
        [{ ...route('1', 1, pbx), lcr_carrier_set_entries: [{ priority: 1 }] }],
        '[0].lcr_carrier_set_entries[0].voip_carrier_sid is required',
      ],
      [[route('1', 1, UNKNOWN_SID)], '[0].lcr_carrier_set_entries[0].unknown voip_carrier_sid'],
      [
        [route('1', 1, carrier('Fabrikam Freight Trunk'))],
        "[0].lcr_carrier_set_entries[0].voip_carrier_sid must be a carrier of the table's service provider or of its account",
      ],
      [
        [route('1', 1, carrier('Blue Harbor PSTN'))],
        "[0].lcr_carrier_set_entries[0].voip_carrier_sid must be a carrier of the table's service provider or of its account",
      ],
      [
        [route('1', 1, pbx), route('2', 1, pbx)],
        'priority 1 is used by more than one route of this lcr',
      ],
      [[route('1', 1, pbx, { lcr_sid: acmeLcr })], '[0].lcr_sid must be the lcr of the path'],
      [
        [route('1', 1, pbx, { lcr_route_sid: acmeRoute!.lcr_route_sid })],
        '[0].lcr_route_sid names a saved route: send it with PUT',
      ],
    ];
    for (const [body, text] of cases) {
      const res = await client.post('acct-admin', `/Lcrs/${sid}/Routes`, body);
      expect([res.status, res.json], JSON.stringify(body)).toEqual([400, msg(text)]);
    }
    // Nothing of a refused list was written.
    expect((await readLcr(sid)).number_routes).toBe(0);
    const foreign = await client.put('acct-admin', `/Lcrs/${sid}/Routes`, [
      route('1', 1, pbx, { lcr_route_sid: acmeRoute!.lcr_route_sid }),
    ]);
    expect(foreign.json).toEqual(msg('[0].lcr_route_sid is not a route of this lcr'));
    expect((await client.put('acct-admin', `/Lcrs/${acmeLcr}/Routes`, [])).status).toBe(403);
    expect((await client.put('viewer', `/Lcrs/${acmeLcr}/Routes`, [])).status).toBe(403);
    expect((await client.put('admin', `/Lcrs/${UNKNOWN_SID}/Routes`, [])).status).toBe(404);
  });
});
