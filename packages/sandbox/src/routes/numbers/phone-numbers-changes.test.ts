import { beforeEach, describe, expect, it } from 'vitest';
import {
  actingClient,
  addApiKey,
  applicationSid,
  demoSandbox,
  demoSids,
  NO_SIDS,
  sidOf,
  UNKNOWN_SID,
  withSids,
} from '../../test-support.ts';

const demo = demoSandbox({ moreUsers: ['support-lead', 'sp-viewer'] });
const client = actingClient(demo);
let { sales, support, northwind, harborMain } = NO_SIDS;
beforeEach(() => ({ sales, support, northwind, harborMain } = demoSids(demo.server)));

const { get } = client;
const post = (who: string, body: unknown) => client.post(who, '/PhoneNumbers', body);
const put = (who: string, sid: string, body: unknown) =>
  client.put(who, `/PhoneNumbers/${sid}`, body);
const del = (who: string, sid: string) => client.del(who, `/PhoneNumbers/${sid}`);
const numberSid = (number: string) => sidOf(demo.server, 'phone_numbers', number);
const carrierSid = (name: string) => sidOf(demo.server, 'voip_carriers', name);
const appSid = (name: string, account = sales) => applicationSid(demo.server, name, account);
const read = async (sid: string) =>
  (await get('admin', `/PhoneNumbers/${sid}`)).json as Record<string, unknown>;
const createdSid = (res: { json: unknown }) => (res.json as { sid: string }).sid;

/** The sids a test table names with '@', filled in when the test runs. */
const sids = () => ({
  sales,
  support,
  northwind,
  harborMain,
  pstn: carrierSid('Acme Voice PSTN'),
  pbx: carrierSid('Acme Sales PBX'),
  harborPstn: carrierSid('Blue Harbor PSTN'),
  voicemail: appSid('Voicemail'),
  supportQueue: appSid('Support queue', support),
});

describe('POST /PhoneNumbers', () => {
  it('creates a number (201 {sid}) routed to an application of its account', async () => {
    const body = withSids(
      {
        number: '15085550150',
        voip_carrier_sid: '@pstn',
        account_sid: '@sales',
        application_sid: '@voicemail',
      },
      sids(),
    );
    const res = await post('sp-admin', body);
    expect(res.status).toBe(201);
    expect(await read(createdSid(res))).toEqual({
      phone_number_sid: createdSid(res),
      ...body,
      service_provider_sid: null,
    });
  });

  it("takes an account user's own account by default, on its provider's or its own carrier", async () => {
    const plus = await post('acct-admin', {
      number: '+15085550151',
      voip_carrier_sid: carrierSid('Acme Voice PSTN'),
    });
    expect(plus.status).toBe(201);
    expect(await read(createdSid(plus))).toMatchObject({
      number: '+15085550151',
      account_sid: sales,
      application_sid: null,
    });
    const own = await post(addApiKey(demo.server, { account_sid: sales }), {
      number: '15085550152',
      voip_carrier_sid: carrierSid('Acme Sales PBX'),
      application_sid: appSid('Voicemail'),
    });
    expect(own.status).toBe(201);
    expect(await read(createdSid(own))).toMatchObject({ account_sid: sales });
  });

  it('creates a number assigned to no account (admin and provider users)', async () => {
    const res = await post('admin', {
      number: '15085550153',
      voip_carrier_sid: carrierSid('Acme Voice PSTN'),
      account_sid: null,
    });
    expect(res.status).toBe(201);
    expect(await read(createdSid(res))).toMatchObject({ account_sid: null, application_sid: null });
    const sp = await post('sp-admin', {
      number: '15085550154',
      voip_carrier_sid: carrierSid('Acme Voice PSTN'),
    });
    expect(await read(createdSid(sp))).toMatchObject({ account_sid: null });
  });

  it('refuses a number twice on a carrier with the observed 422, allows it on another', async () => {
    const pstn = carrierSid('Acme Voice PSTN');
    const twice = await post('admin', { number: '15085550100', voip_carrier_sid: pstn });
    expect([twice.status, twice.json]).toEqual([
      422,
      {
        msg: `Duplicate entry '15085550100-${pstn}' for key 'phone_numbers_unique_idx_voip_carrier_number'`,
      },
    ]);
    // With or without the leading +, it is the same number.
    const plus = await post('admin', { number: '+15085550100', voip_carrier_sid: pstn });
    expect(plus.json).toEqual({
      msg: `Duplicate entry '+15085550100-${pstn}' for key 'phone_numbers_unique_idx_voip_carrier_number'`,
    });
    const elsewhere = await post('acct-admin', {
      number: '15085550100',
      voip_carrier_sid: carrierSid('Acme Sales PBX'),
    });
    expect(elsewhere.status).toBe(201);
  });

  const valid = { number: '15085550160', voip_carrier_sid: '@pstn', account_sid: '@sales' };
  it.each([
    [{ voip_carrier_sid: '@pstn' }, 'number is required'],
    [{ ...valid, number: '' }, 'number is required'],
    [{ ...valid, number: null }, 'number is required'],
    [{ ...valid, number: 15085550160 }, 'number must be a string'],
    [
      { ...valid, number: '1508555016x' },
      'number must be 3 to 20 digits with an optional leading +',
    ],
    [
      { ...valid, number: '+1 508 555' },
      'number must be 3 to 20 digits with an optional leading +',
    ],
    [{ ...valid, number: '12' }, 'number must be 3 to 20 digits with an optional leading +'],
    [
      { ...valid, number: '1'.repeat(21) },
      'number must be 3 to 20 digits with an optional leading +',
    ],
    [{ number: '15085550160' }, 'voip_carrier_sid is required'],
    [{ ...valid, voip_carrier_sid: 'x' }, 'voip_carrier_sid must be a valid sid'],
    [{ ...valid, voip_carrier_sid: UNKNOWN_SID }, `voip_carrier not found for sid ${UNKNOWN_SID}`],
    [{ ...valid, account_sid: UNKNOWN_SID }, 'unknown account_sid'],
    [
      { ...valid, account_sid: '@harborMain' },
      "account_sid is not an account of the carrier's service provider",
    ],
    [
      { ...valid, voip_carrier_sid: '@pbx', account_sid: '@support' },
      "a number on an account's carrier must be assigned to that account",
    ],
    [
      { ...valid, voip_carrier_sid: '@pbx', account_sid: null },
      "a number on an account's carrier must be assigned to that account",
    ],
    [
      { ...valid, account_sid: null, application_sid: '@voicemail' },
      'application_sid needs an account_sid',
    ],
    [
      { ...valid, application_sid: '@supportQueue' },
      "application_sid must be an application of the number's account",
    ],
    [
      { ...valid, application_sid: UNKNOWN_SID },
      "application_sid must be an application of the number's account",
    ],
    [{ ...valid, service_provider_sid: null }, 'unknown field: service_provider_sid'],
  ])('answers 400 {msg} (%#)', async (body, msg) => {
    const res = await post('admin', withSids(body, sids()));
    expect([res.status, res.json]).toEqual([400, { msg }]);
  });

  it('refuses carriers and accounts out of reach, and view-only users', async () => {
    const s = sids();
    const number = '15085550161';
    const cases: [string, Record<string, unknown>, string][] = [
      ['acct-admin', { voip_carrier_sid: s.harborPstn }, 'insufficient permissions'],
      [
        'acct-admin',
        { voip_carrier_sid: s.pstn, account_sid: support },
        'insufficient permissions',
      ],
      // An account user may not leave a number without an account: it would lose it.
      ['acct-admin', { voip_carrier_sid: s.pstn, account_sid: null }, 'insufficient permissions'],
      ['support-lead', { voip_carrier_sid: s.pbx }, 'insufficient permissions'],
      ['sp-admin', { voip_carrier_sid: s.harborPstn }, 'insufficient permissions'],
      [
        'sp-admin',
        { voip_carrier_sid: s.pstn, account_sid: harborMain },
        'insufficient permissions',
      ],
      [
        addApiKey(demo.server, { account_sid: support }),
        { voip_carrier_sid: s.pbx },
        'insufficient permissions',
      ],
      ['viewer', { voip_carrier_sid: s.pstn }, 'User has view-only access'],
      ['sp-viewer', { voip_carrier_sid: s.pstn }, 'User has view-only access'],
    ];
    for (const [who, body, msg] of cases) {
      const res = await post(who, { number, ...body });
      expect([res.status, res.json], JSON.stringify(body)).toEqual([403, { msg }]);
    }
  });
});

describe('PUT /PhoneNumbers/{sid}', () => {
  it('routes a number to another application of its account, or to none (204)', async () => {
    const sid = numberSid('15085550103');
    const res = await put('acct-admin', sid, { application_sid: appSid('Voicemail') });
    expect([res.status, res.text]).toEqual([204, '']);
    expect(await read(sid)).toMatchObject({
      account_sid: sales,
      application_sid: appSid('Voicemail'),
    });
    expect(
      (await put('acct-admin', sid, { account_sid: sales, application_sid: null })).status,
    ).toBe(204);
    expect(await read(sid)).toMatchObject({ account_sid: sales, application_sid: null });
  });

  it('takes back what GET answered, with the routing changed', async () => {
    const sid = numberSid('15085550101');
    const current = await read(sid);
    const res = await put('sp-admin', sid, { ...current, application_sid: appSid('Voicemail') });
    expect(res.status).toBe(204);
    expect(await read(sid)).toEqual({ ...current, application_sid: appSid('Voicemail') });
  });

  it('moves a number to another account, dropping the application of the old account', async () => {
    const sid = numberSid('15085550101');
    expect((await put('sp-admin', sid, { account_sid: northwind })).status).toBe(204);
    expect(await read(sid)).toMatchObject({ account_sid: northwind, application_sid: null });
    const order = appSid('Order status', northwind);
    expect(
      (await put('sp-admin', sid, { account_sid: sales, application_sid: appSid('Voicemail') }))
        .status,
    ).toBe(204);
    expect(
      (await put('admin', sid, { account_sid: northwind, application_sid: order })).status,
    ).toBe(204);
    expect(await read(sid)).toMatchObject({ account_sid: northwind, application_sid: order });
  });

  it('assigns a free number and frees an assigned one', async () => {
    const free = numberSid('15085550199');
    const assigned = await put('sp-admin', free, {
      account_sid: sales,
      application_sid: appSid('Voicemail'),
    });
    expect(assigned.status).toBe(204);
    expect((await get('acct-admin', `/PhoneNumbers/${free}`)).status).toBe(200);
    const ivrNumber = numberSid('15085550100');
    expect((await put('admin', ivrNumber, { account_sid: null })).status).toBe(204);
    expect(await read(ivrNumber)).toMatchObject({ account_sid: null, application_sid: null });
    expect((await get('acct-admin', `/PhoneNumbers/${ivrNumber}`)).status).toBe(403);
  });

  it('refuses changed fixed values, bad routing, empty bodies (400)', async () => {
    const sid = numberSid('15085550110');
    const s = sids();
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'no updates requested'],
      [{ number: '15085550111' }, 'number may not be changed'],
      [{ voip_carrier_sid: s.pstn }, 'voip_carrier_sid may not be changed'],
      [{ phone_number_sid: UNKNOWN_SID }, 'phone_number_sid may not be changed'],
      [{ service_provider_sid: UNKNOWN_SID }, 'service_provider_sid may not be changed'],
      [
        { application_sid: s.supportQueue },
        "application_sid must be an application of the number's account",
      ],
      [
        { account_sid: support },
        "a number on an account's carrier must be assigned to that account",
      ],
      [{ account_sid: null }, "a number on an account's carrier must be assigned to that account"],
      [{ account_sid: UNKNOWN_SID }, 'unknown account_sid'],
      [{ account_sid: 'x' }, 'account_sid must be a valid sid'],
      [{ application_sid: 5 }, 'application_sid must be a valid sid'],
      [{ bogus: 1 }, 'unknown field: bogus'],
    ];
    for (const [body, msg] of cases) {
      const res = await put('admin', sid, body);
      expect([res.status, res.json], JSON.stringify(body)).toEqual([400, { msg }]);
    }
    const pstnNumber = numberSid('15085550102');
    const other = await put('admin', pstnNumber, { account_sid: harborMain });
    expect(other.json).toEqual({
      msg: "account_sid is not an account of the carrier's service provider",
    });
    const noAccount = await put('admin', pstnNumber, {
      account_sid: null,
      application_sid: s.voicemail,
    });
    expect(noAccount.json).toEqual({ msg: 'application_sid needs an account_sid' });
  });

  it('refuses numbers and accounts out of reach, and view-only users (403)', async () => {
    const own = numberSid('15085550102');
    const cases: [string, string, Record<string, unknown>, string][] = [
      [
        'acct-admin',
        numberSid('16175550120'),
        { application_sid: null },
        'insufficient permissions',
      ],
      ['acct-admin', own, { account_sid: support }, 'insufficient permissions'],
      ['acct-admin', own, { account_sid: null }, 'insufficient permissions'],
      ['sp-admin', numberSid('12065550130'), { application_sid: null }, 'insufficient permissions'],
      ['sp-admin', own, { account_sid: harborMain }, 'insufficient permissions'],
      ['viewer', own, { application_sid: null }, 'User has view-only access'],
    ];
    for (const [who, sid, body, msg] of cases) {
      const res = await put(who, sid, body);
      expect([res.status, res.json], `${who} ${JSON.stringify(body)}`).toEqual([403, { msg }]);
    }
    const unknown = await put('admin', UNKNOWN_SID, { application_sid: null });
    expect([unknown.status, unknown.text]).toEqual([404, '']);
  });
});

describe('DELETE /PhoneNumbers/{sid}', () => {
  it('deletes a number (204); its application can then be deleted', async () => {
    const sid = numberSid('15085550100');
    const res = await del('acct-admin', sid);
    expect([res.status, res.text]).toEqual([204, '']);
    expect((await get('admin', `/PhoneNumbers/${sid}`)).status).toBe(404);
    expect((await del('admin', sid)).status).toBe(404);
    expect(
      (await client.del('acct-admin', `/Applications/${appSid('Inbound sales IVR')}`)).status,
    ).toBe(204);
    expect((await del('sp-admin', numberSid('15085550199'))).status).toBe(204);
  });

  it('refuses out of reach, view-only users, malformed sids', async () => {
    const forbidden = { msg: 'insufficient permissions' };
    expect((await del('acct-admin', numberSid('16175550120'))).json).toEqual(forbidden);
    expect((await del('acct-admin', numberSid('15085550199'))).json).toEqual(forbidden);
    expect((await del('sp-admin', numberSid('12065550130'))).json).toEqual(forbidden);
    expect((await del('viewer', numberSid('15085550100'))).json).toEqual({
      msg: 'User has view-only access',
    });
    expect((await del('admin', 'x')).json).toEqual({ msg: 'Bad request' });
  });
});
