import { beforeAll, describe, expect, it } from 'vitest';
import {
  actingClient,
  addApiKey,
  demoSandbox,
  demoSids,
  NO_SIDS,
  sidOf,
  UNKNOWN_SID,
} from '../../test-support.ts';

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

/** Acme Voice's own carriers, which all its accounts use. */
const ACME_SHARED = [
  'Acme SMS Hub',
  'Acme Voice Backup',
  'Acme Voice PSTN',
  'Legacy TDM Gateway',
  'Metro Fiber SIP',
];
const ACME = [
  'Acme Sales PBX',
  'Acme SMS Hub',
  'Acme Voice Backup',
  'Acme Voice PSTN',
  'Fabrikam Freight Trunk',
  'Legacy TDM Gateway',
  'Metro Fiber SIP',
];
const byName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });
const ALL = ['Blue Harbor PSTN', 'Harbor Main PBX', ...ACME].sort(byName);
/** The names of a whole list, by name (it comes by sid, as a real server's). */
const names = async (who: string) =>
  ((await get(who, '/VoipCarriers')).json as Carrier[]).map((c) => c.name).sort(byName);

describe('GET /VoipCarriers', () => {
  it('lists the carriers in reach', async () => {
    expect(await names('admin')).toEqual(ALL);
    expect(await names('viewer')).toEqual(ALL);
    expect(await names('sp-admin')).toEqual(ACME);
    expect(await names('sp-viewer')).toEqual(ACME);
    // An account sees its provider's carriers and its own, not another account's.
    expect(await names('acct-admin')).toEqual(['Acme Sales PBX', ...ACME_SHARED]);
    expect(await names('support-lead')).toEqual(ACME_SHARED);
    expect(await names('harbor-ops')).toEqual(['Blue Harbor PSTN', 'Harbor Main PBX']);
  });

  it('applies the scope of API keys', async () => {
    expect(await names(addApiKey(demo.server, { account_sid: support }))).toEqual(ACME_SHARED);
    expect(await names(addApiKey(demo.server, { service_provider_sid: acme }))).toEqual(ACME);
    expect(await names(addApiKey(demo.server))).toEqual(ALL);
  });
});

describe('GET /VoipCarriers/{sid}', () => {
  it('shows a carrier in the observed shape', async () => {
    const res = await get('sp-admin', `/VoipCarriers/${carrierSid('Acme Voice PSTN')}`);
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
      register_status: {},
      dtmf_type: 'rfc2833',
      outbound_sip_proxy: null,
      trunk_type: 'static_ip',
    });
    const pbx = await get('sp-admin', `/VoipCarriers/${carrierSid('Acme Sales PBX')}`);
    expect(pbx.json).toMatchObject({
      account_sid: sales,
      service_provider_sid: acme,
      requires_register: 1,
      register_username: 'sales-pbx',
      register_sip_realm: 'pbx.acme-sales.example',
      trunk_type: 'reg',
    });
  });

  it('refuses out of reach as real servers do (400), unknown (404), malformed (400)', async () => {
    const denied = { msg: 'insufficient privileges' };
    const cases: [string, string, number, unknown][] = [
      ['acct-admin', carrierSid('Blue Harbor PSTN'), 400, denied],
      // An account user lists its provider's carriers but may not open them (observed).
      ['acct-admin', carrierSid('Acme Voice PSTN'), 400, denied],
      ['support-lead', carrierSid('Acme Sales PBX'), 400, denied],
      ['sp-admin', carrierSid('Harbor Main PBX'), 400, denied],
      ['harbor-ops', carrierSid('Acme Voice PSTN'), 400, denied],
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

describe('register status, paged lists and the lists under a provider or an account', () => {
  it('shows the registrar status of carriers that register ({} until a REGISTER is tried)', async () => {
    const status = async (name: string) =>
      ((await get('sp-admin', `/VoipCarriers/${carrierSid(name)}`)).json as Carrier)
        .register_status;
    expect(await status('Acme Voice Backup')).toMatchObject({ status: 'ok', reason: '200 OK' });
    expect(await status('Metro Fiber SIP')).toMatchObject({
      status: 'fail',
      reason: '403 Forbidden',
      callId: expect.any(String),
    });
    expect(await status('Acme Sales PBX')).toEqual({});
    const list = (await get('sp-admin', '/VoipCarriers')).json as Carrier[];
    expect(list.find((c) => c.name === 'Fabrikam Freight Trunk')?.register_status).toMatchObject({
      status: 'fail',
      reason: '408 Request Timeout',
    });
    expect(list.find((c) => c.name === 'Legacy TDM Gateway')?.is_active).toBe(0);
  });

  it("pages a provider's carriers with name and account filters (numbers, as observed)", async () => {
    const page = await get('sp-admin', `/ServiceProviders/${acme}/VoipCarriers?page=2&page_size=3`);
    expect(page.status).toBe(200);
    const body = page.json as { total: number; page: number; page_size: number; data: Carrier[] };
    // The whole list's order (by sid, as a real server's), cut into pages.
    const whole = (await get('sp-admin', `/ServiceProviders/${acme}/VoipCarriers`))
      .json as Carrier[];
    expect({ ...body, data: body.data.map((c) => c.name) }).toEqual({
      total: 7,
      page: 2,
      page_size: 3,
      data: whole.slice(3, 6).map((c) => c.name),
    });
    const named = (
      await get('admin', `/ServiceProviders/${acme}/VoipCarriers?page=1&name=acme VOICE`)
    ).json as { total: number; data: Carrier[] };
    expect([named.total, named.data.map((c) => c.name).sort(byName)]).toEqual([
      2,
      ['Acme Voice Backup', 'Acme Voice PSTN'],
    ]);
    // The carriers an account uses: its own and its provider's (observed).
    const usedBy = (
      await get('sp-admin', `/ServiceProviders/${acme}/VoipCarriers?account_sid=${sales}`)
    ).json as Carrier[];
    expect(usedBy.map((c) => c.name).sort(byName)).toEqual(['Acme Sales PBX', ...ACME_SHARED]);
    // An account user of the provider reads the list in its own reach.
    const mine = (await get('acct-admin', `/ServiceProviders/${acme}/VoipCarriers?page=1`))
      .json as { total: number };
    expect(mine.total).toBe(6);
    expect((await get('sp-admin', '/VoipCarriers?page=1&page_size=25')).json).toMatchObject({
      total: 7,
      page: 1,
      page_size: 25,
    });
  });

  it("lists an account's own carriers under /Accounts/{sid}/VoipCarriers", async () => {
    const own = (await get('acct-admin', `/Accounts/${sales}/VoipCarriers`)).json as Carrier[];
    expect(own.map((c) => c.name)).toEqual(['Acme Sales PBX']);
    expect((await get('sp-admin', `/Accounts/${harborMain}/VoipCarriers`)).status).toBe(403);
    expect((await get('acct-admin', `/Accounts/${support}/VoipCarriers`)).status).toBe(403);
    expect((await get('admin', `/Accounts/${UNKNOWN_SID}/VoipCarriers`)).status).toBe(404);
  });

  it('refuses a provider out of reach, unknown, and bad queries', async () => {
    const cases: [string, string, number][] = [
      ['harbor-ops', `/ServiceProviders/${acme}/VoipCarriers`, 403],
      ['sp-admin', `/ServiceProviders/${UNKNOWN_SID}/VoipCarriers`, 404],
      ['sp-admin', '/ServiceProviders/nope/VoipCarriers', 400],
      ['sp-admin', `/ServiceProviders/${acme}/VoipCarriers?page=0`, 400],
      ['sp-admin', `/ServiceProviders/${acme}/VoipCarriers?page=1&page_size=100001`, 400],
      ['sp-admin', `/ServiceProviders/${acme}/VoipCarriers?account_sid=x`, 400],
      ['sp-admin', `/VoipCarriers?name=${'x'.repeat(65)}`, 400],
    ];
    for (const [who, path, status] of cases) {
      const res = await get(who, path);
      expect([res.status, typeof (res.json as { msg?: string } | undefined)?.msg], path).toEqual([
        status,
        status === 404 ? 'undefined' : 'string',
      ]);
    }
  });
});
