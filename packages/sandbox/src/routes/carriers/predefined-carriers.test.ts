import { beforeEach, describe, expect, it } from 'vitest';
import {
  actingClient,
  addApiKey,
  demoSandbox,
  demoSids,
  NO_SIDS,
  UNKNOWN_SID,
} from '../../test-support.ts';

const demo = demoSandbox({ moreUsers: ['support-lead', 'harbor-admin', 'sp-viewer'] });
const { get, post } = actingClient(demo);
let { acme, harbor, sales, support } = NO_SIDS;
beforeEach(() => ({ acme, harbor, sales, support } = demoSids(demo.server)));

type Row = Record<string, unknown>;
/** Gateways by address (a list comes by sid). */
const byAddress = (gateways: Row[]) =>
  [...gateways].sort((a, b) => (String(a.ipv4) < String(b.ipv4) ? -1 : 1));
const templates = async () => (await get('acct-admin', '/PredefinedCarriers')).json as Row[];
const templateSid = async (name: string) =>
  (await templates()).find((t) => t.name === name)!.predefined_carrier_sid as string;
const createdSid = (res: { status: number; json: unknown }) => {
  expect(res.status).toBe(201);
  return (res.json as { sid: string }).sid;
};

describe('GET /PredefinedCarriers', () => {
  it('lists the templates in the observed shape to every caller', async () => {
    const list = await templates();
    expect(list.map((t) => t.name)).toEqual([
      'Keystone Messaging',
      'Nimbus Voice',
      'Orbitel Connect',
      'Pacific SIP Exchange',
    ]);
    for (const template of list) {
      expect(Object.keys(template)).toEqual([
        'predefined_carrier_sid',
        'name',
        'requires_static_ip',
        'e164_leading_plus',
        'requires_register',
        'register_username',
        'register_sip_realm',
        'register_password',
        'tech_prefix',
        'inbound_auth_username',
        'inbound_auth_password',
        'diversion',
        'trunk_type',
      ]);
    }
    expect(list.find((t) => t.name === 'Orbitel Connect')).toMatchObject({
      requires_register: 1,
      register_sip_realm: 'sip.orbitel.example',
      trunk_type: 'reg',
    });
    expect(
      (await get(addApiKey(demo.server, { account_sid: support }), '/PredefinedCarriers')).status,
    ).toBe(200);
  });
});

describe('POST /ServiceProviders/{sid}/PredefinedCarriers/{sid} and /Accounts/{sid}/...', () => {
  it("makes a provider carrier with the template's settings and gateways", async () => {
    const nimbus = await templateSid('Nimbus Voice');
    const sid = createdSid(
      await post('sp-admin', `/ServiceProviders/${acme}/PredefinedCarriers/${nimbus}`),
    );
    expect((await get('admin', `/VoipCarriers/${sid}`)).json).toMatchObject({
      name: 'Nimbus Voice',
      service_provider_sid: acme,
      account_sid: null,
      e164_leading_plus: 1,
      diversion: '<your-nimbus-DID>',
      is_active: 1,
    });
    const gateways = (await get('admin', `/SipGateways?voip_carrier_sid=${sid}`)).json as Row[];
    expect(byAddress(gateways).map((g) => [g.ipv4, g.netmask, g.inbound, g.outbound])).toEqual([
      ['192.0.2.128', 28, 1, 0],
      ['sip.nimbus-voice.example', 32, 0, 1],
    ]);
    // A second one under the same provider gets a suffix.
    const again = createdSid(
      await post('admin', `/ServiceProviders/${acme}/PredefinedCarriers/${nimbus}`),
    );
    expect((await get('admin', `/VoipCarriers/${again}`)).json).toMatchObject({
      name: expect.stringMatching(/^Nimbus Voice-[0-9a-f]{8}$/),
    });
  });

  it('makes an account carrier with SMPP gateways', async () => {
    const keystone = await templateSid('Keystone Messaging');
    const sid = createdSid(
      await post('acct-admin', `/Accounts/${sales}/PredefinedCarriers/${keystone}`),
    );
    expect((await get('acct-admin', `/VoipCarriers/${sid}`)).json).toMatchObject({
      name: 'Keystone Messaging',
      account_sid: sales,
      service_provider_sid: acme,
    });
    const smpp = (await get('acct-admin', `/SmppGateways?voip_carrier_sid=${sid}`)).json as Row[];
    expect(byAddress(smpp).map((g) => [g.ipv4, g.inbound, g.outbound, g.is_primary])).toEqual([
      ['203.0.113.61', 1, 0, 0],
      ['smpp.keystone-messaging.example', 0, 1, 1],
    ]);
  });

  it('refuses by scope, view-only, unknown and malformed sids', async () => {
    const orbitel = await templateSid('Orbitel Connect');
    const cases: [string, string, number][] = [
      ['acct-admin', `/ServiceProviders/${acme}/PredefinedCarriers/${orbitel}`, 403],
      ['harbor-admin', `/ServiceProviders/${acme}/PredefinedCarriers/${orbitel}`, 403],
      ['sp-admin', `/ServiceProviders/${harbor}/PredefinedCarriers/${orbitel}`, 403],
      ['acct-admin', `/Accounts/${support}/PredefinedCarriers/${orbitel}`, 403],
      ['sp-viewer', `/ServiceProviders/${acme}/PredefinedCarriers/${orbitel}`, 403],
      ['viewer', `/Accounts/${sales}/PredefinedCarriers/${orbitel}`, 403],
      ['admin', `/ServiceProviders/${acme}/PredefinedCarriers/${UNKNOWN_SID}`, 404],
      ['admin', `/ServiceProviders/${UNKNOWN_SID}/PredefinedCarriers/${orbitel}`, 404],
      ['admin', `/Accounts/${UNKNOWN_SID}/PredefinedCarriers/${orbitel}`, 404],
      ['admin', `/Accounts/${sales}/PredefinedCarriers/bad`, 400],
    ];
    for (const [who, path, status] of cases) {
      expect((await post(who, path)).status, `${who} ${path}`).toBe(status);
    }
  });
});

describe('GET /Sbcs and /Smpps', () => {
  it("refuse another provider's sid with 403, as other reads out of reach", async () => {
    for (const path of ['/Sbcs', '/Smpps']) {
      for (const who of ['sp-admin', 'acct-admin']) {
        const res = await get(who, `${path}?service_provider_sid=${harbor}`);
        expect([res.status, res.json], `${who} ${path}`).toEqual([
          403,
          { msg: 'insufficient permissions' },
        ]);
      }
      expect((await get('sp-admin', `${path}?service_provider_sid=${acme}`)).status).toBe(200);
      expect((await get('acct-admin', `${path}?service_provider_sid=${acme}`)).status).toBe(200);
      expect((await get('admin', `${path}?service_provider_sid=${harbor}`)).status).toBe(200);
    }
  });

  it('answers the platform addresses to every caller', async () => {
    const sbcs = (await get('acct-admin', '/Sbcs')).json as Row[];
    expect(sbcs.map((s) => `${s.ipv4 as string}:${s.port as number}`)).toEqual([
      '203.0.113.5:5060',
      '203.0.113.6:5060',
    ]);
    expect(Object.keys(sbcs[0]!)).toEqual([
      'sbc_address_sid',
      'ipv4',
      'port',
      'service_provider_sid',
    ]);
    // Acme Voice has no SMPP address of its own: a real server answers [] when asked for its own.
    expect((await get('sp-admin', `/Smpps?service_provider_sid=${acme}`)).json).toEqual([]);
    const smpps = (await get('sp-admin', '/Smpps')).json as Row[];
    expect(smpps.map((s) => [s.ipv4, s.port, s.use_tls, s.is_primary])).toEqual([
      ['203.0.113.7', 2775, 0, 1],
      ['203.0.113.7', 3550, 1, 1],
      ['203.0.113.8', 2775, 0, 0],
    ]);
    expect((await get('admin', '/Sbcs?service_provider_sid=x')).status).toBe(400);
  });
});
