import { beforeAll, describe, expect, it } from 'vitest';
import { MIN_ALERTS } from '../../db/calls-seed.ts';
import { actingClient, demoSandbox, demoSids, NO_SIDS } from '../../test-support.ts';

const demo = demoSandbox({ resetEachTest: false, moreUsers: ['harbor-admin'] });
const { get } = actingClient(demo);
let { acme, harbor, sales } = NO_SIDS;
beforeAll(() => ({ acme, harbor, sales } = demoSids(demo.server)));

interface Alert {
  time: string;
  account_sid: string | null;
  alert_type: string;
  message: string;
  service_provider_sid: string;
}
interface Page {
  total: number;
  page_size: string;
  page: string;
  data: Alert[];
}
const KEYS = [
  'time',
  'account_sid',
  'alert_type',
  'message',
  'service_provider_sid',
  'vendor',
  'detail',
];

const pageOf = async (who: string, path: string): Promise<Page> => {
  const res = await get(who, path);
  expect(res.status, res.text).toBe(200);
  return res.json as Page;
};

describe('GET /Accounts/{sid}/Alerts and /ServiceProviders/{sid}/Alerts', () => {
  it("answers the account's alerts, newest first, in the real shape", async () => {
    const page = await pageOf('acct-admin', `/Accounts/${sales}/Alerts?page=1&count=100`);
    expect(Object.keys(page)).toEqual(['total', 'page_size', 'page', 'data']);
    expect([page.page, page.page_size]).toEqual(['1', '100']);
    expect(page.total).toBe(page.data.length);
    expect(page.total).toBeGreaterThan(3);
    for (const alert of page.data) {
      expect(Object.keys(alert)).toEqual(KEYS);
      expect(alert.account_sid).toBe(sales);
    }
    const times = page.data.map((a) => a.time);
    expect(times).toEqual([...times].sort().reverse());
  });

  it("gives a provider its own alerts and its accounts', in the real provider shape", async () => {
    const page = await pageOf('sp-admin', `/ServiceProviders/${acme}/Alerts?page=1&count=500`);
    for (const alert of page.data) {
      expect(Object.keys(alert)).toEqual(['time', 'service_provider_sid', 'message', 'detail']);
      expect(alert.service_provider_sid).toBe(acme);
    }
    const own = await pageOf('sp-admin', `/Accounts/${sales}/Alerts?page=1&count=500`);
    expect(page.total).toBeGreaterThan(own.total);
    const messages = new Set(page.data.map((a) => a.message));
    expect(own.data.every((a) => messages.has(a.message))).toBe(true);
    const harborAlerts = await pageOf(
      'harbor-admin',
      `/ServiceProviders/${harbor}/Alerts?page=1&count=500`,
    );
    expect(harborAlerts.total + page.total).toBe(MIN_ALERTS);
  });

  it('seeds a full page of alerts of the last 7 days for a provider and for its busiest account, spread over the week', async () => {
    const now = demo.server.clock.now();
    for (const path of [`/ServiceProviders/${acme}/Alerts`, `/Accounts/${sales}/Alerts`]) {
      const week = await pageOf('sp-admin', `${path}?page=1&count=500&days=7`);
      expect(week.total, path).toBeGreaterThanOrEqual(25);
      const days = new Set(
        week.data.map((a) => Math.floor((now - Date.parse(a.time)) / 86_400_000)),
      );
      expect(days.size, path).toBeGreaterThanOrEqual(6);
      expect(new Set(week.data.map((a) => a.message)).size, path).toBeGreaterThanOrEqual(8);
    }
  });

  it('seeds the real alert types', () => {
    const types = new Set(
      demo.server.sandbox.db
        .prepare('SELECT alert_type FROM alerts WHERE service_provider_sid = ?')
        .pluck()
        .all(acme),
    );
    for (const type of [
      'account-call-limit',
      'no-carrier',
      'webhook-failure',
      'tts-failure',
      'stt-failure',
    ]) {
      expect(types).toContain(type);
    }
  });

  it('pages, and filters by days and alert_type', async () => {
    const all = await pageOf('sp-admin', `/ServiceProviders/${acme}/Alerts?page=1&count=500`);
    const second = await pageOf('sp-admin', `/ServiceProviders/${acme}/Alerts?page=2&count=5`);
    expect(second.data.map((a) => a.time)).toEqual(all.data.slice(5, 10).map((a) => a.time));
    const now = demo.server.clock.now();
    const week = await pageOf(
      'sp-admin',
      `/ServiceProviders/${acme}/Alerts?page=1&count=500&days=7`,
    );
    expect(week.total).toBe(
      all.data.filter((a) => Date.parse(a.time) > now - 7 * 86_400_000).length,
    );
    const limits = await pageOf(
      'sp-admin',
      `/Accounts/${sales}/Alerts?page=1&count=500&alert_type=no-carrier`,
    );
    expect(limits.total).toBeGreaterThan(0);
    expect(limits.data.every((a) => a.alert_type === 'no-carrier')).toBe(true);
    const providerLimits = await pageOf(
      'sp-admin',
      `/ServiceProviders/${acme}/Alerts?page=1&count=500&alert_type=no-carrier`,
    );
    expect(providerLimits.total).toBeGreaterThanOrEqual(limits.total);
    expect(providerLimits.total).toBeLessThan(all.total);
  });

  it.each([
    ['?count=5', 'missing or invalid "page" query arg'],
    ['?page=1&count=600', 'missing or invalid "count" query arg'],
    ['?page=1&count=5&days=45', 'days must be a whole number from 1 to 30'],
    [
      `?page=1&count=5&alert_type=${'x'.repeat(65)}`,
      'alert_type must be a text of at most 64 characters',
    ],
  ])('Alerts%s: 400 %s', async (query, msg) => {
    const res = await get('admin', `/Accounts/${sales}/Alerts${query}`);
    expect([res.status, res.json]).toEqual([400, { msg }]);
  });
});
