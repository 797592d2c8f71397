import { beforeEach, describe, expect, it } from 'vitest';
import { actingClient, demoSandbox, demoSids, NO_SIDS, sidOf } from '../test-support.ts';

/**
 * Contract facts of carriers and phone numbers: what a real 0.9.6 server answers
 * (observed-v1-responses-2026-11-24.txt and jambonz-api-server's lib/routes/api), run against the
 * sandbox over HTTP.
 */
const demo = demoSandbox();
const { get, post, put, del } = actingClient(demo);
let { acme, sales } = NO_SIDS;
beforeEach(() => ({ acme, sales } = demoSids(demo.server)));

const carrierSid = (name: string) => sidOf(demo.server, 'voip_carriers', name);
const msg = (text: string) => ({ msg: text });
type Page = { total: number; page: number; page_size: number; data: Record<string, unknown>[] };

/** Every column of the 0.9.6 voip_carriers table, in the order a real GET answers them. */
const CARRIER_COLUMNS = [
  'voip_carrier_sid',
  'name',
  'description',
  'account_sid',
  'service_provider_sid',
  'application_sid',
  'e164_leading_plus',
  'requires_register',
  'register_username',
  'register_sip_realm',
  'register_password',
  'tech_prefix',
  'inbound_auth_username',
  'inbound_auth_password',
  'diversion',
  'is_active',
  'created_at',
  'smpp_system_id',
  'smpp_password',
  'smpp_enquire_link_interval',
  'smpp_inbound_system_id',
  'smpp_inbound_password',
  'register_from_user',
  'register_from_domain',
  'register_public_ip_in_contact',
  'register_status',
  'dtmf_type',
  'outbound_sip_proxy',
  'trunk_type',
];

describe('carriers as a real server has them', () => {
  it('takes and answers every column of voip_carriers, trunk_type included (observed)', async () => {
    const created = await post('admin', '/VoipCarriers', {
      name: 'probe-car',
      service_provider_sid: acme,
      trunk_type: 'static_ip',
      requires_register: 0,
    });
    expect(created.status).toBe(201);
    const sid = (created.json as { sid: string }).sid;
    const read = await get('admin', `/VoipCarriers/${sid}`);
    expect(Object.keys(read.json as object)).toEqual(CARRIER_COLUMNS);
    expect(read.json).toMatchObject({ trunk_type: 'static_ip', dtmf_type: 'rfc2833' });
    // The demo's registering carriers say so.
    const pbx = await get('acct-admin', `/VoipCarriers/${carrierSid('Acme Sales PBX')}`);
    expect(pbx.json).toMatchObject({ requires_register: 1, trunk_type: 'reg' });
  });

  it('validates values as a real server does: its enums and its registration rule', async () => {
    const body = { name: 'v', service_provider_sid: acme };
    const cases: [unknown, number, unknown][] = [
      [{ ...body, dtmf_type: 'info', trunk_type: 'auth' }, 201, undefined],
      // A REGISTER needs a username and a password; the realm may be left to the gateway.
      [
        { ...body, requires_register: 1, register_username: 'u', register_password: 'p' },
        201,
        undefined,
      ],
      [
        { ...body, requires_register: true },
        400,
        msg('register_username is required when requires_register is true'),
      ],
      [{ ...body, trunk_type: 'sip' }, 400, msg('trunk_type must be one of static_ip, auth, reg')],
      [
        { ...body, register_sip_realm: 'sip:pbx.example.com' },
        400,
        msg('register_sip_realm must be a valid domain or IP address (no sip: prefix, no spaces)'),
      ],
    ];
    for (const [sent, status, json] of cases) {
      const res = await post('admin', '/VoipCarriers', sent);
      expect(res.status, JSON.stringify(sent)).toBe(status);
      if (json) expect(res.json).toEqual(json);
    }
  });

  it('updates under /ServiceProviders/{sid} and /Accounts/{sid} (observed 204)', async () => {
    const pstn = carrierSid('Acme Voice PSTN');
    expect(
      (await put('admin', `/ServiceProviders/${acme}/VoipCarriers/${pstn}`, { name: 'b' })).status,
    ).toBe(204);
    // A provider carrier updated through an account path.
    expect(
      (await put('admin', `/Accounts/${sales}/VoipCarriers/${pstn}`, { name: 'c' })).status,
    ).toBe(204);
    expect((await get('admin', `/VoipCarriers/${pstn}`)).json).toMatchObject({ name: 'c' });
    const pbx = carrierSid('Acme Sales PBX');
    expect(
      (await put('acct-admin', `/Accounts/${sales}/VoipCarriers/${pbx}`, { tech_prefix: '123' }))
        .status,
    ).toBe(204);
    expect(
      (await put('sp-admin', `/ServiceProviders/${acme}/VoipCarriers/${pbx}`, { is_active: 0 }))
        .status,
    ).toBe(204);
  });

  it("lists by account_sid the account's carriers and its provider's (observed)", async () => {
    const asAdmin = (
      await get(
        'admin',
        `/ServiceProviders/${acme}/VoipCarriers?page=1&page_size=25&account_sid=${sales}`,
      )
    ).json as Page;
    const names = asAdmin.data.map((c) => c.name);
    expect(names).toContain('Acme Sales PBX');
    expect(names).toContain('Acme Voice PSTN');
    expect(asAdmin.data.some((c) => c.account_sid === null)).toBe(true);
    expect(asAdmin.total).toBe(6);
    const asAccount = (
      await get(
        'acct-admin',
        `/ServiceProviders/${acme}/VoipCarriers?page=1&page_size=5&account_sid=${sales}`,
      )
    ).json as Page;
    expect([asAccount.total, asAccount.page, asAccount.page_size]).toEqual([6, 1, 5]);
  });

  it('pages only when `page` is given (50 by default), as real servers do', async () => {
    const list = `/ServiceProviders/${acme}/VoipCarriers`;
    expect(Array.isArray((await get('sp-admin', `${list}?page_size=2`)).json)).toBe(true);
    expect((await get('sp-admin', `${list}?page=1`)).json).toMatchObject({
      page: 1,
      page_size: 50,
    });
  });

  it("answers an account user on its provider's carrier as a real server does", async () => {
    const pstn = carrierSid('Acme Voice PSTN');
    const denied = msg('carrier belongs to a different user');
    expect(await get('acct-admin', `/VoipCarriers/${pstn}`)).toMatchObject({
      status: 400,
      json: msg('insufficient privileges'),
    });
    expect(await put('acct-admin', `/VoipCarriers/${pstn}`, { name: 'x' })).toMatchObject({
      status: 422,
      json: denied,
    });
    expect(await del('acct-admin', `/VoipCarriers/${pstn}`)).toMatchObject({
      status: 422,
      json: denied,
    });
    expect(
      await put('acct-admin', `/Accounts/${sales}/VoipCarriers/${pstn}`, { name: 'x' }),
    ).toMatchObject({ status: 422, json: denied });
    // The provider path is a provider's: an account user may not write under it.
    expect(
      (await put('acct-admin', `/ServiceProviders/${acme}/VoipCarriers/${pstn}`, { name: 'x' }))
        .status,
    ).toBe(403);
    expect((await get('admin', `/VoipCarriers/${pstn}`)).json).toMatchObject({
      name: 'Acme Voice PSTN',
    });
  });

  it("puts an account user's own account in place of any account_sid it sends", async () => {
    const pbx = carrierSid('Acme Sales PBX');
    const res = await put('acct-admin', `/VoipCarriers/${pbx}`, {
      name: 'Acme Sales PBX 2',
      account_sid: null,
    });
    expect(res.status, res.text).toBe(204);
    expect((await get('acct-admin', `/VoipCarriers/${pbx}`)).json).toMatchObject({
      name: 'Acme Sales PBX 2',
      account_sid: sales,
    });
  });
});

describe('phone numbers as a real server lists them', () => {
  it('ignores voip_carrier_sid: every number in reach is answered (observed)', async () => {
    const hub = carrierSid('Acme SMS Hub');
    const all = (await get('admin', '/PhoneNumbers')).json as unknown[];
    const filtered = (await get('admin', `/PhoneNumbers?voip_carrier_sid=${hub}`)).json;
    expect(filtered).toEqual(all);
    const page = (await get('admin', `/PhoneNumbers?voip_carrier_sid=${hub}&page=1&page_size=5`))
      .json as Page;
    expect([page.total, page.data.length]).toEqual([all.length, 5]);
  });

  it('honours page, page_size, account_sid and filter (observed shape with numbers)', async () => {
    const page = (await get('admin', `/PhoneNumbers?account_sid=${sales}&page=1&page_size=5`))
      .json as Page;
    expect(Object.keys(page)).toEqual(['total', 'page', 'page_size', 'data']);
    expect([page.page, page.page_size]).toEqual([1, 5]);
    expect(page.data.every((n) => n.account_sid === sales)).toBe(true);
    const byDigits = (await get('admin', '/PhoneNumbers?filter=15085550110')).json as {
      number: string;
    }[];
    expect(byDigits.map((n) => n.number)).toEqual(['15085550110']);
  });
});
