import { beforeEach, describe, expect, it } from 'vitest';
import { actingClient, demoSandbox, sidOf, UNKNOWN_SID } from '../../test-support.ts';

const demo = demoSandbox({ moreUsers: ['harbor-admin'] });
const client = actingClient(demo);
const { get } = client;
let acmeLcr = '';
beforeEach(() => {
  acmeLcr = sidOf(demo.server, 'lcr', 'Acme Voice outbound');
});

const carrier = (name: string) => sidOf(demo.server, 'voip_carriers', name);
const msg = (text: string) => ({ msg: text });
const createdSid = (res: { json: unknown }) => (res.json as { sid: string }).sid;
interface Entry {
  lcr_carrier_set_entry_sid: string;
  voip_carrier_sid: string;
  priority: number;
}
interface Route {
  lcr_route_sid: string;
  regex: string;
  priority: number;
  lcr_carrier_set_entries: Entry[];
}
const routesOf = async (sid: string) =>
  (await get('admin', `/LcrRoutes?lcr_sid=${sid}`)).json as Route[];
const defaultEntryOf = async (sid: string) =>
  ((await get('admin', `/Lcrs/${sid}`)).json as { default_carrier_set_entry_sid: string | null })
    .default_carrier_set_entry_sid;

describe('GET /LcrRoutes', () => {
  it('lists a table’s routes by priority, each with its carrier-set entries', async () => {
    const res = await get('sp-admin', `/LcrRoutes?lcr_sid=${acmeLcr}`);
    expect(res.status).toBe(200);
    const routes = res.json as Route[];
    expect(Object.keys(routes[0]!)).toEqual([
      'lcr_route_sid',
      'lcr_sid',
      'regex',
      'description',
      'priority',
      'lcr_carrier_set_entries',
    ]);
    expect(Object.keys(routes[0]!.lcr_carrier_set_entries[0]!)).toEqual([
      'lcr_carrier_set_entry_sid',
      'workload',
      'lcr_route_sid',
      'voip_carrier_sid',
      'priority',
    ]);
    expect(routes.map((r) => [r.regex, r.priority])).toEqual([
      ['1800', 1],
      ['^44', 2],
      ['^1(617|508)', 3],
      ['.*', 9999],
    ]);
    expect(routes[3]).toMatchObject({ description: 'System Default Route' });
    expect(routes[3]!.lcr_carrier_set_entries[0]!.lcr_carrier_set_entry_sid).toBe(
      await defaultEntryOf(acmeLcr),
    );
    const one = await get('sp-admin', `/LcrRoutes/${routes[1]!.lcr_route_sid}`);
    expect(one.json).toEqual(routes[1]);
  });

  it('needs a table in reach', async () => {
    const cases: [string, string, number, unknown][] = [
      ['admin', '/LcrRoutes', 400, msg('missing lcr_sid')],
      ['admin', '/LcrRoutes?lcr_sid=x', 400, msg('lcr_sid must be a valid sid')],
      ['admin', `/LcrRoutes?lcr_sid=${UNKNOWN_SID}`, 400, msg('unknown lcr_sid')],
      ['acct-admin', `/LcrRoutes?lcr_sid=${acmeLcr}`, 403, msg('insufficient permissions')],
      ['harbor-admin', `/LcrRoutes?lcr_sid=${acmeLcr}`, 403, msg('insufficient permissions')],
    ];
    for (const [who, path, status, json] of cases) {
      const res = await get(who, path);
      expect([res.status, res.json], `${who} ${path}`).toEqual([status, json]);
    }
    const [first] = await routesOf(acmeLcr);
    expect((await get('acct-admin', `/LcrRoutes/${first!.lcr_route_sid}`)).status).toBe(403);
    expect((await get('admin', `/LcrRoutes/${UNKNOWN_SID}`)).status).toBe(404);
  });
});

describe('POST, PUT, DELETE /LcrRoutes', () => {
  it('adds a route, changes it, and deletes it with its entries', async () => {
    const created = await client.post('sp-admin', '/LcrRoutes', {
      lcr_sid: acmeLcr,
      regex: '^49',
      priority: 4,
      description: 'Germany',
    });
    expect(created.status).toBe(201);
    const sid = createdSid(created);
    const entry = await client.post('sp-admin', '/LcrCarrierSetEntries', {
      lcr_route_sid: sid,
      voip_carrier_sid: carrier('Acme Voice PSTN'),
      priority: 1,
    });
    expect(entry.status).toBe(201);
    const changed = await client.put('sp-admin', `/LcrRoutes/${sid}`, {
      lcr_route_sid: sid,
      lcr_sid: acmeLcr,
      regex: '^4[89]',
      priority: 5,
    });
    expect([changed.status, changed.text]).toEqual([204, '']);
    expect((await get('sp-admin', `/LcrRoutes/${sid}`)).json).toMatchObject({
      regex: '^4[89]',
      priority: 5,
      description: 'Germany',
      lcr_carrier_set_entries: [{ lcr_carrier_set_entry_sid: createdSid(entry) }],
    });
    const res = await client.del('sp-admin', `/LcrRoutes/${sid}`);
    expect([res.status, res.text]).toEqual([204, '']);
    expect((await get('admin', `/LcrRoutes/${sid}`)).status).toBe(404);
    expect((await get('admin', `/LcrCarrierSetEntries/${createdSid(entry)}`)).status).toBe(404);
  });

  it('deleting the default route leaves the table without a default carrier', async () => {
    const fallback = (await routesOf(acmeLcr)).find((r) => r.priority === 9999)!;
    expect((await client.del('sp-admin', `/LcrRoutes/${fallback.lcr_route_sid}`)).status).toBe(204);
    expect(await defaultEntryOf(acmeLcr)).toBeNull();
  });

  it('refuses bad routes, scope and view-only', async () => {
    const [first] = await routesOf(acmeLcr);
    const cases: [string, string, string, unknown, number, unknown][] = [
      ['sp-admin', 'POST', '/LcrRoutes', { regex: '1', priority: 7 }, 400, msg('missing lcr_sid')],
      [
        'sp-admin',
        'POST',
        '/LcrRoutes',
        { lcr_sid: acmeLcr, regex: '1', priority: 1 },
        400,
        msg('priority 1 is used by more than one route of this lcr'),
      ],
      [
        'sp-admin',
        'POST',
        '/LcrRoutes',
        { lcr_sid: acmeLcr, regex: '[', priority: 7 },
        400,
        msg('regex is not a valid regular expression'),
      ],
      [
        'sp-admin',
        'POST',
        '/LcrRoutes',
        { lcr_sid: acmeLcr, priority: 7 },
        400,
        msg('regex is required'),
      ],
      [
        'acct-admin',
        'POST',
        '/LcrRoutes',
        { lcr_sid: acmeLcr, regex: '1', priority: 7 },
        403,
        msg('insufficient permissions'),
      ],
      [
        'sp-admin',
        'PUT',
        `/LcrRoutes/${first!.lcr_route_sid}`,
        {},
        400,
        msg('no updates requested'),
      ],
      [
        'sp-admin',
        'PUT',
        `/LcrRoutes/${first!.lcr_route_sid}`,
        { priority: 2 },
        400,
        msg('priority 2 is used by more than one route of this lcr'),
      ],
      [
        'sp-admin',
        'PUT',
        `/LcrRoutes/${first!.lcr_route_sid}`,
        { lcr_sid: UNKNOWN_SID },
        400,
        msg('lcr_sid may not be changed'),
      ],
      [
        'harbor-admin',
        'PUT',
        `/LcrRoutes/${first!.lcr_route_sid}`,
        { regex: '2' },
        403,
        msg('insufficient permissions'),
      ],
      [
        'viewer',
        'DELETE',
        `/LcrRoutes/${first!.lcr_route_sid}`,
        undefined,
        403,
        msg('User has view-only access'),
      ],
    ];
    for (const [who, method, path, body, status, json] of cases) {
      const res = await (method === 'POST'
        ? client.post(who, path, body)
        : method === 'PUT'
          ? client.put(who, path, body)
          : client.del(who, path));
      expect([res.status, res.json], `${who} ${method} ${JSON.stringify(body)}`).toEqual([
        status,
        json,
      ]);
    }
    expect((await routesOf(acmeLcr)).map((r) => r.regex)).toEqual([
      '1800',
      '^44',
      '^1(617|508)',
      '.*',
    ]);
  });
});

describe('LcrCarrierSetEntries', () => {
  it('lists, reads, changes and deletes the entries of a route', async () => {
    const [first] = await routesOf(acmeLcr);
    const list = await get(
      'sp-admin',
      `/LcrCarrierSetEntries?lcr_route_sid=${first!.lcr_route_sid}`,
    );
    expect(list.json).toEqual(first!.lcr_carrier_set_entries);
    const entrySid = first!.lcr_carrier_set_entries[0]!.lcr_carrier_set_entry_sid;
    const pstn = carrier('Acme Voice PSTN');
    const res = await client.put('sp-admin', `/LcrCarrierSetEntries/${entrySid}`, {
      lcr_carrier_set_entry_sid: entrySid,
      voip_carrier_sid: pstn,
      workload: 50,
    });
    expect([res.status, res.text]).toEqual([204, '']);
    expect((await get('sp-admin', `/LcrCarrierSetEntries/${entrySid}`)).json).toMatchObject({
      voip_carrier_sid: pstn,
      workload: 50,
    });
    expect((await client.del('sp-admin', `/LcrCarrierSetEntries/${entrySid}`)).status).toBe(204);
    expect((await routesOf(acmeLcr))[0]!.lcr_carrier_set_entries).toEqual([]);
  });

  it('the first entry of a new default route becomes the default carrier', async () => {
    const sid = createdSid(await client.post('acct-admin', '/Lcrs', { name: 'Sales routes' }));
    const route = createdSid(
      await client.post('acct-admin', '/LcrRoutes', {
        lcr_sid: sid,
        regex: '.*',
        priority: 9999,
        description: 'System Default Route',
      }),
    );
    const entry = await client.post('acct-admin', '/LcrCarrierSetEntries', {
      lcr_route_sid: route,
      voip_carrier_sid: carrier('Acme Sales PBX'),
    });
    expect(await defaultEntryOf(sid)).toBe(createdSid(entry));
    expect(
      (await client.del('acct-admin', `/LcrCarrierSetEntries/${createdSid(entry)}`)).status,
    ).toBe(204);
    expect(await defaultEntryOf(sid)).toBeNull();
  });

  it('refuses a missing route, carriers the table may not use, scope and view-only', async () => {
    const [first] = await routesOf(acmeLcr);
    const routeSid = first!.lcr_route_sid;
    const entrySid = first!.lcr_carrier_set_entries[0]!.lcr_carrier_set_entry_sid;
    const notUsable = msg(
      "voip_carrier_sid must be a carrier of the table's service provider or of its account",
    );
    const cases: [string, string, string, unknown, number, unknown][] = [
      ['admin', 'GET', '/LcrCarrierSetEntries', undefined, 400, msg('missing lcr_route_sid')],
      [
        'sp-admin',
        'POST',
        '/LcrCarrierSetEntries',
        { voip_carrier_sid: UNKNOWN_SID },
        400,
        msg('missing lcr_route_sid'),
      ],
      [
        'sp-admin',
        'POST',
        '/LcrCarrierSetEntries',
        { lcr_route_sid: UNKNOWN_SID },
        400,
        msg('unknown lcr_route_sid'),
      ],
      [
        'sp-admin',
        'POST',
        '/LcrCarrierSetEntries',
        { lcr_route_sid: routeSid },
        400,
        msg('voip_carrier_sid is required'),
      ],
      [
        'sp-admin',
        'POST',
        '/LcrCarrierSetEntries',
        { lcr_route_sid: routeSid, voip_carrier_sid: carrier('Acme Sales PBX') },
        400,
        notUsable,
      ],
      [
        'sp-admin',
        'PUT',
        `/LcrCarrierSetEntries/${entrySid}`,
        { voip_carrier_sid: carrier('Blue Harbor PSTN') },
        400,
        notUsable,
      ],
      [
        'sp-admin',
        'PUT',
        `/LcrCarrierSetEntries/${entrySid}`,
        { voip_carrier_sid: UNKNOWN_SID },
        400,
        msg('unknown voip_carrier_sid'),
      ],
      [
        'sp-admin',
        'PUT',
        `/LcrCarrierSetEntries/${entrySid}`,
        { workload: 0 },
        400,
        msg('workload must be an integer between 1 and 100'),
      ],
      [
        'acct-admin',
        'GET',
        `/LcrCarrierSetEntries/${entrySid}`,
        undefined,
        403,
        msg('insufficient permissions'),
      ],
      [
        'harbor-admin',
        'DELETE',
        `/LcrCarrierSetEntries/${entrySid}`,
        undefined,
        403,
        msg('insufficient permissions'),
      ],
      [
        'viewer',
        'PUT',
        `/LcrCarrierSetEntries/${entrySid}`,
        { workload: 2 },
        403,
        msg('User has view-only access'),
      ],
    ];
    for (const [who, method, path, body, status, json] of cases) {
      const send = { GET: get, POST: client.post, PUT: client.put, DELETE: client.del }[method]!;
      const res = await send(who, path, body);
      expect([res.status, res.json], `${who} ${method} ${path} ${JSON.stringify(body)}`).toEqual([
        status,
        json,
      ]);
    }
    expect((await get('admin', `/LcrCarrierSetEntries/${UNKNOWN_SID}`)).status).toBe(404);
  });
});
