import { beforeEach, describe, expect, it } from 'vitest';
import {
  actingClient,
  addApiKey,
  applicationSid,
  demoSandbox,
  demoSids,
  NO_SIDS,
  sidsOf,
  storeOppositelySortedRows,
  UNKNOWN_SID,
} from '../../test-support.ts';

const demo = demoSandbox();
const client = actingClient(demo);
let { sales, support, harborMain } = NO_SIDS;
beforeEach(() => ({ sales, support, harborMain } = demoSids(demo.server)));

const { get } = client;
const appSid = (name: string, account = sales) => applicationSid(demo.server, name, account);
type App = Record<string, unknown> & { name: string; account_sid: string };
const names = (list: unknown) => (list as App[]).map((a) => a.name);

describe('GET /Applications and /Applications/{sid}', () => {
  it('lists by scope, with webhook objects', async () => {
    const all = (await get('admin', '/Applications')).json as App[];
    expect(all).toHaveLength(36);
    const sp = (await get('sp-admin', '/Applications')).json as App[];
    expect(sp).toHaveLength(34);
    const own = (await get('acct-admin', '/Applications')).json as App[];
    expect(own).toHaveLength(30);
    expect(own.every((a) => a.account_sid === sales)).toBe(true);
    expect(names(own).sort().slice(0, 3)).toEqual([
      'After-hours greeting',
      'Appointment reminders',
      'Callback scheduler',
    ]);
    const key = addApiKey(demo.server, { account_sid: harborMain });
    expect(names((await get(key, '/Applications')).json).sort()).toEqual([
      'Harbor dispatch',
      'Harbor reception',
    ]);
  });

  it("lists in a real server's order: by sid (ORDER BY application_sid), not by name", async () => {
    const bySid = storeOppositelySortedRows(demo.server, 'applications', {
      sid: 'application_sid',
      name: 'name',
      shared: { account_sid: sales, created_at: '2026-01-01T00:00:00.000Z' },
    });
    for (const who of ['admin', 'sp-admin', 'acct-admin']) {
      const listed = (await get(who, '/Applications')).json;
      const sids = sidsOf(listed, 'application_sid');
      expect(sids).toEqual([...sids].sort());
      expect([names(listed)[0], names(listed).at(-1)]).toEqual(bySid);
    }
  });

  it('shows one application in the observed shape', async () => {
    const res = await get('acct-admin', `/Applications/${appSid('Inbound sales IVR')}`);
    expect(res.status).toBe(200);
    const app = res.json as App;
    expect(app).toMatchObject({
      name: 'Inbound sales IVR',
      service_provider_sid: null,
      account_sid: sales,
      app_json: null,
      speech_synthesis_vendor: 'google',
      speech_synthesis_language: 'en-US',
      speech_synthesis_voice: 'en-US-Standard-C',
      record_all_calls: 1,
      use_for_fallback_speech: 0,
      env_vars: { GREETING: 'Thanks for calling Acme Sales', MAX_WAIT_SECONDS: 45 },
      call_hook: {
        url: 'https://hooks.acme-sales.example/inbound-sales-ivr',
        method: 'POST',
        username: null,
        password: null,
      },
      call_status_hook: { url: 'https://hooks.acme-sales.example/call-status' },
      messaging_hook: null,
    });
    expect(Object.keys(app)).not.toContain('call_hook_sid');
    const ws = (await get('admin', `/Applications/${appSid('Sales AI agent')}`)).json as App;
    expect(ws.call_hook).toMatchObject({ url: expect.stringMatching(/^wss:/), method: 'GET' });
  });

  it('refuses out of reach, 404 unknown, 400 malformed', async () => {
    const other = await get('acct-admin', `/Applications/${appSid('Support queue', support)}`);
    expect([other.status, other.json]).toEqual([403, { msg: 'insufficient permissions' }]);
    expect(
      (await get('sp-admin', `/Applications/${appSid('Harbor reception', harborMain)}`)).status,
    ).toBe(403);
    const unknown = await get('admin', `/Applications/${UNKNOWN_SID}`);
    expect([unknown.status, unknown.text]).toEqual([404, '']);
    expect((await get('admin', '/Applications/abc')).json).toEqual({ msg: 'Bad request' });
  });
});

describe('GET /Accounts/{sid}/Applications (paged)', () => {
  const page = (query: string, who = 'acct-admin') =>
    get(who, `/Accounts/${sales}/Applications${query}`);

  it('pages through 30 applications sorted by name, numbers as numbers', async () => {
    const first = (await page('?page=1&page_size=25')).json as {
      total: number;
      page: number;
      page_size: number;
      data: App[];
    };
    expect([first.total, first.page, first.page_size, first.data.length]).toEqual([30, 1, 25, 25]);
    const second = (await page('?page=2&page_size=25')).json as typeof first;
    expect([second.page, second.data.length]).toEqual([2, 5]);
    const everything = [...names(first.data), ...names(second.data)];
    expect(everything).toEqual([...everything].sort((a, b) => a.localeCompare(b)));
    expect(new Set(everything).size).toBe(30);
    const beyond = (await page('?page=9&page_size=10')).json as typeof first;
    expect([beyond.total, beyond.data]).toEqual([30, []]);
    const defaults = (await page('')).json as typeof first;
    expect([defaults.page, defaults.page_size, defaults.data.length]).toEqual([1, 25, 25]);
    const one = (await page('?page=3&page_size=1')).json as typeof first;
    expect(names(one.data)).toEqual([everything[2]]);
  });

  it('filters by name, case-insensitive contains, before paging', async () => {
    const res = (await page('?page=1&page_size=2&name=LINE')).json as {
      total: number;
      data: App[];
    };
    expect(res.total).toBe(5);
    expect(names(res.data)).toEqual(['DACH sales line', 'Demo request hotline']);
    const none = (await page('?name=%25')).json as { total: number };
    expect(none.total).toBe(0);
  });

  it.each([
    ['?page=0', 'page must be a positive integer'],
    ['?page=-1', 'page must be a positive integer'],
    ['?page=one', 'page must be a positive integer'],
    ['?page=1.5', 'page must be a positive integer'],
    ['?page_size=0', 'page_size must be an integer between 1 and 100000'],
    ['?page_size=100001', 'page_size must be an integer between 1 and 100000'],
    ['?page=1&page=2', 'page must be a positive integer'],
    [`?name=${'x'.repeat(300)}`, 'name must be a text of at most 255 characters'],
  ])('%s answers 400 {msg}', async (query, msg) => {
    const res = await page(query);
    expect([res.status, res.json]).toEqual([400, { msg }]);
  });

  it('applies scope and answers 404 for an unknown account', async () => {
    expect((await get('acct-admin', `/Accounts/${support}/Applications`)).status).toBe(403);
    expect((await get('sp-admin', `/Accounts/${harborMain}/Applications`)).status).toBe(403);
    expect((await page('', 'viewer')).status).toBe(200);
    const unknown = await get('admin', `/Accounts/${UNKNOWN_SID}/Applications`);
    expect([unknown.status, unknown.text]).toEqual([404, '']);
  });
});
