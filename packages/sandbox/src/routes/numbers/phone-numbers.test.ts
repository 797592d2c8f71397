import { beforeAll, describe, expect, it } from 'vitest';
import type { PhoneNumberRow } from '../../db/rows.ts';
import {
  actingClient,
  addApiKey,
  applicationSid,
  demoSandbox,
  demoSids,
  NO_SIDS,
  sidOf,
  UNKNOWN_SID,
} from '../../test-support.ts';

// Reads only: the data lives across the file's tests.
const demo = demoSandbox({
  resetEachTest: false,
  moreUsers: ['support-lead', 'harbor-ops', 'sp-viewer'],
});
const { get } = actingClient(demo);
let { acme, harbor, sales, support, northwind, harborMain } = NO_SIDS;
beforeAll(() => ({ acme, harbor, sales, support, northwind, harborMain } = demoSids(demo.server)));

interface Page {
  total: number;
  page: number;
  page_size: number;
  data: PhoneNumberRow[];
}
const numberSid = (number: string) => sidOf(demo.server, 'phone_numbers', number);
const carrierSid = (name: string) => sidOf(demo.server, 'voip_carriers', name);
const numbers = async (who: string, query = '') =>
  ((await get(who, `/PhoneNumbers${query}`)).json as PhoneNumberRow[]).map((n) => n.number);

const SALES_NUMBERS = [
  '15085550100',
  '15085550101',
  '15085550102',
  '15085550103',
  '15085550110',
  '442079460104',
];
/** Acme Voice's numbers: Acme Sales', Northwind's and one assigned to no account. */
const ACME_NUMBERS = [...SALES_NUMBERS.slice(0, 5), '15085550199', '16175550120', '442079460104'];

describe('GET /PhoneNumbers (a bare array without paging)', () => {
  it('lists the numbers in reach, sorted by number', async () => {
    expect(await numbers('admin')).toEqual(['12065550130', ...ACME_NUMBERS]);
    expect(await numbers('viewer')).toHaveLength(9);
    // A provider reaches every number on its carriers, assigned or not.
    expect(await numbers('sp-admin')).toEqual(ACME_NUMBERS);
    expect(await numbers('sp-viewer')).toEqual(ACME_NUMBERS);
    // An account reaches the numbers assigned to it.
    expect(await numbers('acct-admin')).toEqual(SALES_NUMBERS);
    expect(await numbers('harbor-ops')).toEqual(['12065550130']);
    expect(await numbers('support-lead')).toEqual([]);
  });

  it('applies the scope of API keys', async () => {
    expect(await numbers(addApiKey(demo.server, { account_sid: sales }))).toEqual(SALES_NUMBERS);
    expect(await numbers(addApiKey(demo.server, { account_sid: support }))).toEqual([]);
    expect(await numbers(addApiKey(demo.server, { service_provider_sid: harbor }))).toEqual([
      '12065550130',
    ]);
  });

  it('answers the observed shape', async () => {
    const list = (await get('acct-admin', '/PhoneNumbers')).json as PhoneNumberRow[];
    expect(list[0]).toEqual({
      phone_number_sid: numberSid('15085550100'),
      number: '15085550100',
      voip_carrier_sid: carrierSid('Acme Voice PSTN'),
      account_sid: sales,
      application_sid: applicationSid(demo.server, 'Inbound sales IVR', sales),
      service_provider_sid: null,
    });
    expect(list.find((n) => n.number === '15085550103')?.application_sid).toBeNull();
  });

  it('filters by account, provider and digits as real servers do, within the reach', async () => {
    expect(await numbers('sp-admin', `?account_sid=${sales}`)).toEqual(SALES_NUMBERS);
    expect(await numbers('sp-admin', `?account_sid=${northwind}`)).toEqual(['16175550120']);
    // An account user's list is its account's, whatever it asks.
    expect(await numbers('acct-admin', `?account_sid=${northwind}`)).toEqual(SALES_NUMBERS);
    expect(await numbers('admin', `?service_provider_sid=${harbor}`)).toEqual(['12065550130']);
    expect(await numbers('admin', `?service_provider_sid=${acme}`)).toEqual(ACME_NUMBERS);
    // The provider filter is an admin's; a provider user's list is its provider's.
    expect(await numbers('sp-admin', `?service_provider_sid=${harbor}`)).toEqual(ACME_NUMBERS);
    expect(await numbers('acct-admin', '?filter=555010')).toEqual(SALES_NUMBERS.slice(0, 4));
    // A leading + in the filter matches numbers stored without it.
    expect(await numbers('sp-admin', '?filter=%2B1508555')).toEqual(ACME_NUMBERS.slice(0, 6));
    expect(await numbers('admin', `?filter=0104&account_sid=${sales}`)).toEqual(['442079460104']);
    expect(await numbers('admin', `?account_sid=${harborMain}&filter=1508`)).toEqual([]);
  });
});

describe('GET /PhoneNumbers?page&page_size', () => {
  const page = async (who: string, query: string) =>
    (await get(who, `/PhoneNumbers${query}`)).json as Page;

  it('answers {total, page, page_size, data} with numbers', async () => {
    const first = await page('sp-admin', '?page=1&page_size=3');
    expect([first.total, first.page, first.page_size]).toEqual([8, 1, 3]);
    expect(first.data.map((n) => n.number)).toEqual(ACME_NUMBERS.slice(0, 3));
    const third = await page('sp-admin', '?page=3&page_size=3');
    expect(third.data.map((n) => n.number)).toEqual(ACME_NUMBERS.slice(6));
    const beyond = await page('sp-admin', '?page=4&page_size=3');
    expect([beyond.total, beyond.data]).toEqual([8, []]);
    // Only `page` asks for a page (page_size 50 by default); page_size alone is ignored.
    const pageOnly = await page('acct-admin', '?page=1');
    expect([pageOnly.page_size, pageOnly.data.length]).toEqual([50, 6]);
    const sizeOnly = (await get('acct-admin', '/PhoneNumbers?page_size=2')).json;
    expect(sizeOnly).toHaveLength(6);
  });

  it('counts and pages after the filters (as the account delete dialog asks)', async () => {
    const usage = await page('sp-admin', `?page=1&page_size=1&account_sid=${sales}`);
    expect([usage.total, usage.data.length]).toEqual([6, 1]);
    const filtered = await page('admin', '?page=2&page_size=2&filter=1508');
    expect([filtered.total, filtered.data.map((n) => n.number)]).toEqual([
      6,
      ['15085550102', '15085550103'],
    ]);
    const none = await page('support-lead', '?page=1&page_size=25');
    expect([none.total, none.data]).toEqual([0, []]);
  });

  it.each([
    ['?page=0', 'page must be a positive integer'],
    ['?page=x&page_size=5', 'page must be a positive integer'],
    ['?page=1&page_size=100001', 'page_size must be an integer between 1 and 100000'],
    ['?account_sid=nope', 'account_sid must be a valid sid'],
    ['?service_provider_sid=1', 'service_provider_sid must be a valid sid'],
    [`?filter=${'1'.repeat(65)}`, 'filter must be a text of at most 64 characters'],
  ])('%s answers 400 {msg}', async (query, msg) => {
    const res = await get('admin', `/PhoneNumbers${query}`);
    expect([res.status, res.json]).toEqual([400, { msg }]);
  });
});

describe('GET /PhoneNumbers/{sid}', () => {
  it('shows a number in reach', async () => {
    const res = await get('harbor-ops', `/PhoneNumbers/${numberSid('12065550130')}`);
    expect([res.status, res.json]).toEqual([
      200,
      {
        phone_number_sid: numberSid('12065550130'),
        number: '12065550130',
        voip_carrier_sid: carrierSid('Blue Harbor PSTN'),
        account_sid: harborMain,
        application_sid: applicationSid(demo.server, 'Harbor reception', harborMain),
        service_provider_sid: null,
      },
    ]);
    expect((await get('sp-admin', `/PhoneNumbers/${numberSid('15085550199')}`)).status).toBe(200);
    expect((await get('viewer', `/PhoneNumbers/${numberSid('16175550120')}`)).status).toBe(200);
  });

  it('refuses out of reach (403), unknown (404), malformed (400)', async () => {
    const forbidden = { msg: 'insufficient permissions' };
    const cases: [string, string, number, unknown][] = [
      ['acct-admin', numberSid('16175550120'), 403, forbidden],
      ['acct-admin', numberSid('15085550199'), 403, forbidden],
      ['sp-admin', numberSid('12065550130'), 403, forbidden],
      ['support-lead', numberSid('15085550100'), 403, forbidden],
      ['admin', UNKNOWN_SID, 404, undefined],
      ['admin', '15085550100', 400, { msg: 'Bad request' }],
    ];
    for (const [who, sid, status, json] of cases) {
      const res = await get(who, `/PhoneNumbers/${sid}`);
      expect([res.status, res.json], sid).toEqual([status, json]);
    }
  });
});
