import { beforeEach, describe, expect, it } from 'vitest';
import {
  actingClient,
  applicationSid,
  demoSandbox,
  demoSids,
  FIRST_SID,
  NO_SIDS,
  sidOf,
  sidsOf,
  storeOppositelySortedRows,
  UNKNOWN_SID,
} from '../../test-support.ts';

const demo = demoSandbox({ moreUsers: ['support-lead', 'harbor-admin', 'sp-viewer'] });
const client = actingClient(demo);
let { acme, harbor, sales, support, harborMain } = NO_SIDS;
beforeEach(() => ({ acme, harbor, sales, support, harborMain } = demoSids(demo.server)));

const { get } = client;
const post = (who: string, body: unknown, path = '/VoipCarriers') => client.post(who, path, body);
const put = (who: string, sid: string, body: unknown) =>
  client.put(who, `/VoipCarriers/${sid}`, body);
const del = (who: string, sid: string) => client.del(who, `/VoipCarriers/${sid}`);
const carrierSid = (name: string) => sidOf(demo.server, 'voip_carriers', name);
const read = async (sid: string) =>
  (await get('admin', `/VoipCarriers/${sid}`)).json as Record<string, unknown>;
const createdSid = (res: { status: number; json: unknown }) => {
  expect(res.status).toBe(201);
  return (res.json as { sid: string }).sid;
};
const msg = (text: string) => ({ msg: text });

type Carriers = { name: string }[];

// Here rather than beside the other reads, whose data lives across their file: rows are stored.
describe("The carrier lists' order", () => {
  it("is a real server's, whole or paged: by sid (its queries have no ORDER BY), not by name", async () => {
    // Zephyr, first by sid, is the account's own.
    const bySid = storeOppositelySortedRows(demo.server, 'voip_carriers', {
      sid: 'voip_carrier_sid',
      name: 'name',
      shared: (name) => ({
        service_provider_sid: acme,
        created_at: '2026-01-01T00:00:00.000Z',
        ...(name === 'Zephyr' && { account_sid: sales }),
      }),
    });
    for (const path of [
      '/VoipCarriers',
      `/ServiceProviders/${acme}/VoipCarriers`,
      `/VoipCarriers?account_sid=${sales}`,
      '/VoipCarriers?page=1',
      `/ServiceProviders/${acme}/VoipCarriers?page=1&page_size=25`,
      `/ServiceProviders/${acme}/VoipCarriers?page=1&account_sid=${sales}`,
    ]) {
      const answer = (await get('sp-admin', path)).json as Carriers | { data: Carriers };
      const list = Array.isArray(answer) ? answer : answer.data;
      const sids = sidsOf(list, 'voip_carrier_sid');
      expect(sids, path).toEqual([...sids].sort());
      expect([list[0]!.name, list.at(-1)!.name], path).toEqual(bySid);
    }
    const own = (await get('acct-admin', `/Accounts/${sales}/VoipCarriers`)).json as object[];
    expect(sidsOf(own, 'voip_carrier_sid')[0]).toBe(FIRST_SID);
  });
});

describe('POST /VoipCarriers', () => {
  it('creates a provider carrier with the defaults of the schema (observed body)', async () => {
    const sid = createdSid(
      await post('admin', {
        name: 'carrier1',
        service_provider_sid: acme,
        e164_leading_plus: true,
      }),
    );
    expect(await read(sid)).toMatchObject({
      voip_carrier_sid: sid,
      name: 'carrier1',
      service_provider_sid: acme,
      account_sid: null,
      e164_leading_plus: 1,
      requires_register: 0,
      is_active: 1,
      dtmf_type: 'rfc2833',
      smpp_enquire_link_interval: 0,
      register_status: {},
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.000Z$/),
    });
  });

  it('takes every setting, empty strings stored as null', async () => {
    const sid = createdSid(
      await post('sp-admin', {
        name: 'Full trunk',
        description: '',
        account_sid: sales,
        application_sid: applicationSid(demo.server, 'Voicemail', sales),
        requires_register: true,
        register_username: 'u1',
        register_password: 'p1',
        register_sip_realm: 'sip.trunk.example',
        register_from_user: 'from-u',
        register_from_domain: 'from.trunk.example',
        register_public_ip_in_contact: true,
        tech_prefix: '99',
        diversion: '+15085550100',
        inbound_auth_username: 'in-u',
        inbound_auth_password: 'in-p',
        outbound_sip_proxy: 'sips:proxy.trunk.example:5061',
        dtmf_type: 'info',
        trunk_type: 'reg',
        is_active: false,
        smpp_system_id: 'sys',
        smpp_password: 'pw',
        smpp_inbound_system_id: 'in-sys',
        smpp_inbound_password: 'in-pw',
        smpp_enquire_link_interval: 30,
      }),
    );
    expect(await read(sid)).toMatchObject({
      description: null,
      account_sid: sales,
      service_provider_sid: acme,
      requires_register: 1,
      register_public_ip_in_contact: 1,
      outbound_sip_proxy: 'sips:proxy.trunk.example:5061',
      dtmf_type: 'info',
      trunk_type: 'reg',
      is_active: 0,
      smpp_enquire_link_interval: 30,
    });
  });

  it('owns the carrier by scope: a provider user its provider, an account user its account', async () => {
    expect(
      (await read(createdSid(await post('sp-admin', { name: 'sp own' })))).service_provider_sid,
    ).toBe(acme);
    const mine = await read(createdSid(await post('acct-admin', { name: 'acct own' })));
    expect([mine.account_sid, mine.service_provider_sid]).toEqual([sales, acme]);
    const viaProvider = createdSid(
      await post('sp-admin', { name: 'via path' }, `/ServiceProviders/${acme}/VoipCarriers`),
    );
    expect((await read(viaProvider)).account_sid).toBeNull();
    const viaAccount = createdSid(
      await post('acct-admin', { name: 'via account' }, `/Accounts/${sales}/VoipCarriers`),
    );
    expect((await read(viaAccount)).account_sid).toBe(sales);
  });

  it('refuses what the real server refuses, with a message', async () => {
    const cases: [string, unknown, number, unknown][] = [
      [
        'admin',
        { name: 'carrier-reg', service_provider_sid: acme, requires_register: true },
        400,
        msg('register_username is required when requires_register is true'),
      ],
      [
        'admin',
        { name: 'r', service_provider_sid: acme, requires_register: 1, register_username: 'u' },
        400,
        msg('register_password is required when requires_register is true'),
      ],
      [
        'admin',
        { name: 'x', service_provider_sid: acme, register_username: 'a user' },
        400,
        msg('register_username must not contain whitespace'),
      ],
      // Values a SIP or SMPP message carries: a line break would start another header.
      [
        'admin',
        { name: 'x', service_provider_sid: acme, register_password: 'pw\r\nX-Evil: 1' },
        400,
        msg('register_password must not contain control characters (CR, LF, TAB, ...)'),
      ],
      [
        'admin',
        { name: 'x', service_provider_sid: acme, diversion: '+1508\n5550100' },
        400,
        msg('diversion must not contain control characters (CR, LF, TAB, ...)'),
      ],
      [
        'admin',
        { name: 'x', service_provider_sid: acme, register_sip_realm: '' },
        400,
        msg('register_sip_realm must not be empty string; use null to fall back to gateway IP'),
      ],
      [
        'admin',
        { name: 'x', service_provider_sid: acme, register_from_domain: 'sip:from.example' },
        400,
        msg(
          'register_from_domain must be a valid domain or IP address (no sip: prefix, no spaces)',
        ),
      ],
      [
        'admin',
        { name: 'x', service_provider_sid: acme, trunk_type: 'pbx' },
        400,
        msg('trunk_type must be one of static_ip, auth, reg'),
      ],
      [
        'admin',
        { name: 'x', service_provider_sid: acme, outbound_sip_proxy: 'sip:bad host' },
        400,
        msg(
          'outbound_sip_proxy must be a domain name or IP address, optionally with a sip: or sips: scheme and a port from 1 to 65535',
        ),
      ],
      [
        'admin',
        { name: 'x', service_provider_sid: acme, outbound_sip_proxy: '192.0.2.1:70000' },
        400,
        msg(
          'outbound_sip_proxy must be a domain name or IP address, optionally with a sip: or sips: scheme and a port from 1 to 65535',
        ),
      ],
      [
        'admin',
        { name: 'x', service_provider_sid: acme, register_sip_realm: 'not a realm' },
        400,
        msg('register_sip_realm must be a valid domain or IP address (no sip: prefix, no spaces)'),
      ],
      ['admin', { name: 'x' }, 400, msg('service_provider_sid is required')],
      [
        'admin',
        { name: 'x', service_provider_sid: UNKNOWN_SID },
        400,
        msg('unknown service_provider_sid'),
      ],
      ['admin', { name: 'x', account_sid: UNKNOWN_SID }, 400, msg('unknown account_sid')],
      [
        'admin',
        { name: 'x', account_sid: sales, service_provider_sid: harbor },
        400,
        msg('account_sid is not an account of service_provider_sid'),
      ],
      [
        'admin',
        {
          name: 'x',
          service_provider_sid: acme,
          application_sid: applicationSid(demo.server, 'Voicemail', sales),
        },
        400,
        msg('application_sid needs an account_sid'),
      ],
      [
        'admin',
        {
          name: 'x',
          account_sid: support,
          application_sid: applicationSid(demo.server, 'Voicemail', sales),
        },
        400,
        msg("application_sid must be an application of the carrier's account"),
      ],
      ['admin', { name: '  ', service_provider_sid: acme }, 400, msg('name is required')],
      [
        'admin',
        { name: 'x', service_provider_sid: acme, dtmf_type: 'dtmf' },
        400,
        msg('dtmf_type must be one of rfc2833, tones, info'),
      ],
      [
        'admin',
        { name: 'x', service_provider_sid: acme, tech_prefix: 'x'.repeat(17) },
        400,
        msg('tech_prefix must be at most 16 characters'),
      ],
      ['admin', [], 400, msg('request body must be a JSON object')],
      [
        'sp-admin',
        { name: 'x', service_provider_sid: harbor },
        403,
        msg('insufficient permissions'),
      ],
      ['sp-admin', { name: 'x', account_sid: harborMain }, 403, msg('insufficient permissions')],
      ['acct-admin', { name: 'x', account_sid: support }, 403, msg('insufficient permissions')],
      [
        'acct-admin',
        { name: 'x', account_sid: null },
        403,
        msg("an account user can only manage its own account's carriers"),
      ],
      ['viewer', { name: 'x', service_provider_sid: acme }, 403, msg('User has view-only access')],
      ['sp-viewer', { name: 'x' }, 403, msg('User has view-only access')],
    ];
    for (const [who, body, status, json] of cases) {
      const res = await post(who, body);
      expect([res.status, res.json], JSON.stringify(body)).toEqual([status, json]);
    }
    const paths: [string, string, unknown, number][] = [
      [
        'sp-admin',
        `/ServiceProviders/${acme}/VoipCarriers`,
        { name: 'x', service_provider_sid: harbor },
        400,
      ],
      ['sp-admin', `/ServiceProviders/${harbor}/VoipCarriers`, { name: 'x' }, 403],
      ['admin', `/ServiceProviders/${UNKNOWN_SID}/VoipCarriers`, { name: 'x' }, 404],
      ['acct-admin', `/Accounts/${sales}/VoipCarriers`, { name: 'x', account_sid: support }, 400],
      ['acct-admin', `/Accounts/${support}/VoipCarriers`, { name: 'x' }, 403],
    ];
    for (const [who, path, body, status] of paths) {
      expect((await post(who, body, path)).status, path).toBe(status);
    }
  });
});

describe('PUT /VoipCarriers/{sid}', () => {
  it('changes settings and accepts what a client read back', async () => {
    const sid = carrierSid('Acme Voice PSTN');
    const before = await read(sid);
    expect(
      (await put('sp-admin', sid, { ...before, name: 'Acme PSTN', tech_prefix: '11' })).status,
    ).toBe(204);
    expect(await read(sid)).toMatchObject({
      name: 'Acme PSTN',
      tech_prefix: '11',
      description: before.description,
    });
    // Turning registration off and clearing the credentials by toggles.
    const pbx = carrierSid('Acme Sales PBX');
    const off = {
      requires_register: false,
      register_username: null,
      register_password: null,
      register_sip_realm: null,
    };
    expect((await put('acct-admin', pbx, off)).status).toBe(204);
    expect(await read(pbx)).toMatchObject({ ...off, requires_register: 0 });
  });

  it('moves a carrier between the accounts of its provider while its numbers follow', async () => {
    const pbx = carrierSid('Acme Sales PBX');
    expect((await put('sp-admin', pbx, { account_sid: support })).json).toEqual(
      msg(
        'cannot move voip carrier "Acme Sales PBX" to that account: 1 of its phone numbers are not assigned to it',
      ),
    );
    expect((await put('sp-admin', pbx, { account_sid: harborMain })).status).toBe(403);
    expect((await put('admin', pbx, { account_sid: harborMain })).json).toEqual(
      msg("account_sid is not an account of the carrier's service provider"),
    );
    const backup = carrierSid('Acme Voice Backup');
    expect((await put('sp-admin', backup, { account_sid: support })).status).toBe(204);
    expect((await read(backup)).account_sid).toBe(support);
    expect((await put('sp-admin', backup, { account_sid: null })).status).toBe(204);
    expect((await read(backup)).account_sid).toBeNull();
  });

  it('refuses by scope, view-only, and bad bodies', async () => {
    const pstn = carrierSid('Acme Voice PSTN');
    const pbx = carrierSid('Acme Sales PBX');
    const cases: [string, string, unknown, number, unknown][] = [
      // An account user changes only its account's carriers (observed message).
      ['acct-admin', pstn, { name: 'x' }, 422, msg('carrier belongs to a different user')],
      ['support-lead', pbx, { name: 'x' }, 422, msg('carrier belongs to a different user')],
      ['harbor-admin', pstn, { name: 'x' }, 403, msg('insufficient permissions')],
      ['sp-viewer', pstn, { name: 'x' }, 403, msg('User has view-only access')],
      ['admin', pstn, {}, 400, msg('no updates requested')],
      ['admin', pstn, { name: null }, 400, msg('name is required')],
      [
        'admin',
        pstn,
        { service_provider_sid: harbor },
        400,
        msg('service_provider_sid may not be changed'),
      ],
      [
        'admin',
        pstn,
        { voip_carrier_sid: UNKNOWN_SID },
        400,
        msg('voip_carrier_sid may not be changed'),
      ],
      [
        'admin',
        pstn,
        { requires_register: true },
        400,
        msg('register_username is required when requires_register is true'),
      ],
      [
        'admin',
        pbx,
        { register_password: null },
        400,
        msg('register_password is required when requires_register is true'),
      ],
      ['admin', pstn, { color: 'red' }, 400, msg('unknown field: color')],
      ['admin', pstn, 'text', 400, msg('request body must be a JSON object')],
      ['admin', UNKNOWN_SID, { name: 'x' }, 404, undefined],
      ['admin', 'bad', { name: 'x' }, 400, msg('Bad request')],
    ];
    for (const [who, sid, body, status, json] of cases) {
      const res = await put(who, sid, body);
      expect([res.status, res.json], `${who} ${JSON.stringify(body)}`).toEqual([status, json]);
    }
  });
});

describe('DELETE /VoipCarriers/{sid}', () => {
  it('deletes a carrier with its gateways, refused while phone numbers use it', async () => {
    const pstn = carrierSid('Acme Voice PSTN');
    expect(await del('sp-admin', pstn)).toMatchObject({
      status: 422,
      json: msg(
        'cannot delete voip carrier "Acme Voice PSTN": it is used by 7 phone numbers; remove them first',
      ),
    });
    const hub = carrierSid('Acme SMS Hub');
    expect((await del('sp-admin', hub)).status).toBe(204);
    expect((await get('admin', `/VoipCarriers/${hub}`)).status).toBe(404);
    const { db } = demo.server.sandbox;
    for (const table of ['sip_gateways', 'smpp_gateways']) {
      expect(
        db.prepare(`SELECT COUNT(*) FROM ${table} WHERE voip_carrier_sid = ?`).pluck().get(hub),
      ).toBe(0);
    }
  });

  it('is refused while an outbound call route uses the carrier', async () => {
    const hub = carrierSid('Acme SMS Hub');
    demo.server.sandbox.db
      .prepare(
        'INSERT INTO lcr_carrier_set_entry (lcr_carrier_set_entry_sid, voip_carrier_sid) VALUES (?, ?)',
      )
      .run('5f0c2b1e-0000-4000-8000-000000000001', hub);
    expect(await del('sp-admin', hub)).toMatchObject({
      status: 422,
      json: msg(
        'cannot delete voip carrier "Acme SMS Hub": it is used by 1 outbound call route; remove them first',
      ),
    });
  });

  it('refuses by scope and view-only', async () => {
    const backup = carrierSid('Acme Voice Backup');
    expect(await del('acct-admin', backup)).toMatchObject({
      status: 422,
      json: msg('carrier belongs to a different user'),
    });
    expect((await del('harbor-admin', backup)).status).toBe(403);
    expect((await del('viewer', backup)).json).toEqual(msg('User has view-only access'));
    expect((await del('admin', UNKNOWN_SID)).status).toBe(404);
    const own = createdSid(await post('acct-admin', { name: 'temp' }));
    expect((await del('acct-admin', own)).status).toBe(204);
  });
});
