import { beforeAll, describe, expect, it } from 'vitest';
import {
  actingClient,
  addApiKey,
  demoSandbox,
  demoSids,
  NO_SIDS,
  sidOf,
  UNKNOWN_SID,
} from '../test-support.ts';

// Read-only routes: the data can live across the file's tests.
const demo = demoSandbox({
  resetEachTest: false,
  moreUsers: ['support-lead', 'harbor-ops', 'sp-viewer'],
});
const { get } = actingClient(demo);
let { acme, sales, support, harborMain } = NO_SIDS;
beforeAll(() => ({ acme, sales, support, harborMain } = demoSids(demo.server)));

const carrierSid = (name: string) => sidOf(demo.server, 'voip_carriers', name);
type Carrier = Record<string, unknown> & { name: string };
const names = async (who: string) =>
  ((await get(who, '/VoipCarriers')).json as Carrier[]).map((c) => c.name);

describe('GET /VoipCarriers', () => {
  it('lists the carriers in reach, sorted by name', async () => {
    const all = ['Acme Sales PBX', 'Acme Voice PSTN', 'Blue Harbor PSTN', 'Harbor Main PBX'];
    expect(await names('admin')).toEqual(all);
    expect(await names('viewer')).toEqual(all);
    expect(await names('sp-admin')).toEqual(['Acme Sales PBX', 'Acme Voice PSTN']);
    expect(await names('sp-viewer')).toEqual(['Acme Sales PBX', 'Acme Voice PSTN']);
    // An account sees its provider's carriers and its own, not another account's.
    expect(await names('acct-admin')).toEqual(['Acme Sales PBX', 'Acme Voice PSTN']);
    expect(await names('support-lead')).toEqual(['Acme Voice PSTN']);
    expect(await names('harbor-ops')).toEqual(['Blue Harbor PSTN', 'Harbor Main PBX']);
  });

  it('applies the scope of API keys', async () => {
    expect(await names(addApiKey(demo.server, { account_sid: support }))).toEqual([
      'Acme Voice PSTN',
    ]);
    expect(await names(addApiKey(demo.server, { service_provider_sid: acme }))).toEqual([
      'Acme Sales PBX',
      'Acme Voice PSTN',
    ]);
    expect((await names(addApiKey(demo.server))).length).toBe(4);
  });
});

describe('GET /VoipCarriers/{sid}', () => {
  it('shows a carrier in the observed shape', async () => {
    const res = await get('acct-admin', `/VoipCarriers/${carrierSid('Acme Voice PSTN')}`);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      voip_carrier_sid: carrierSid('Acme Voice PSTN'),
      name: 'Acme Voice PSTN',
      description: 'Main SIP trunk of Acme Voice',
      account_sid: null,
      service_provider_sid: acme,
      application_sid: null,
      e164_leading_plus: 1,
      requires_register: 0,
      register_username: null,
      is_active: 1,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.000Z$/),
      smpp_enquire_link_interval: 0,
      register_public_ip_in_contact: 0,
      register_status: null,
      dtmf_type: 'rfc2833',
      outbound_sip_proxy: null,
    });
    const pbx = await get('sp-admin', `/VoipCarriers/${carrierSid('Acme Sales PBX')}`);
    expect(pbx.json).toMatchObject({
      account_sid: sales,
      service_provider_sid: acme,
      requires_register: 1,
      register_username: 'sales-pbx',
      register_sip_realm: 'pbx.acme-sales.example',
    });
  });

  it('refuses out of reach (403), unknown (404), malformed (400)', async () => {
    const cases: [string, string, number, unknown][] = [
      ['acct-admin', carrierSid('Blue Harbor PSTN'), 403, { msg: 'insufficient permissions' }],
      ['support-lead', carrierSid('Acme Sales PBX'), 403, { msg: 'insufficient permissions' }],
      ['sp-admin', carrierSid('Harbor Main PBX'), 403, { msg: 'insufficient permissions' }],
      ['harbor-ops', carrierSid('Acme Voice PSTN'), 403, { msg: 'insufficient permissions' }],
      ['admin', UNKNOWN_SID, 404, undefined],
      ['admin', 'not-a-sid', 400, { msg: 'Bad request' }],
    ];
    for (const [who, sid, status, json] of cases) {
      const res = await get(who, `/VoipCarriers/${sid}`);
      expect([res.status, res.json], sid).toEqual([status, json]);
    }
    expect(
      (await get('harbor-ops', `/VoipCarriers/${carrierSid('Harbor Main PBX')}`)).json,
    ).toMatchObject({ account_sid: harborMain });
  });
});
