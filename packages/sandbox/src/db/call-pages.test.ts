import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallRecord } from '../calls/call-record.ts';
import { seededRandom } from '../calls/random.ts';
import type { CallFilters } from '../http/call-query.ts';
import { demoSids, startSandbox, type TestServer } from '../test-support.ts';
import { CallCounts, ensureCallCounts } from './call-counts.ts';
import { recentCallsPage } from './call-pages.ts';
import { callOf, SELECT_CALL, type CallOwner, type CallRow } from './recent-calls.ts';

let server: TestServer;
let all: CallRecord[];
beforeAll(async () => {
  server = await startSandbox({ calls: 3_000 });
  all = (server.sandbox.db.prepare(SELECT_CALL).all() as CallRow[]).map(callOf);
});
afterAll(() => server.close());

/** The page by brute force: every call filtered and sorted in JavaScript. */
function expected(owner: CallOwner, f: CallFilters): { total: number; sids: string[] } {
  const matching = all
    .filter((c) => c[owner.column] === owner.sid)
    .filter((c) => c.attempted_at >= f.range.from && c.attempted_at <= f.range.to)
    .filter((c) => f.answered === null || c.answered === f.answered)
    .filter((c) => f.direction === null || c.direction === f.direction)
    .filter((c) => f.trunk === null || c.trunk === f.trunk)
    .filter(
      (c) =>
        f.filter === null ||
        c.from.includes(f.filter) ||
        c.to.includes(f.filter) ||
        c.call_sid === f.filter.toLowerCase(),
    )
    .sort((a, b) => b.attempted_at - a.attempted_at);
  return {
    total: matching.length,
    sids: matching.slice(f.offset, f.offset + f.count).map((c) => c.call_sid),
  };
}

// Each test runs hundreds of queries, each checked against a scan of every call in JavaScript.
describe('recentCallsPage', { timeout: 30_000 }, () => {
  it('agrees with brute force for hundreds of random queries of every kind', () => {
    const { acme, sales, northwind } = demoSids(server);
    const owners: CallOwner[] = [
      { column: 'service_provider_sid', sid: acme },
      { column: 'account_sid', sid: sales },
      { column: 'account_sid', sid: northwind },
    ];
    const now = server.clock.now();
    const random = seededRandom(3);
    const texts = [
      null,
      null,
      '5550100',
      '0100',
      '555',
      '1',
      '55',
      '07',
      all[23]!.to.slice(-2),
      all[17]!.from.slice(2, 7),
      all[40]!.call_sid,
      all[99]!.to,
      'alice',
      'zzz',
    ];
    for (let i = 0; i < 400; i++) {
      const owner = random.pick(owners);
      const count = random.pick([1, 7, 25, 100]);
      const page = random.int(1, 6);
      const ranges = [
        { from: 0, to: Number.MAX_SAFE_INTEGER },
        { from: now - random.int(1, 30) * 86_400_000 + 1, to: Number.MAX_SAFE_INTEGER },
        {
          from: now - random.int(200, 600) * 3_600_000 - random.int(0, 3_599_999),
          to: now - random.int(1, 190) * 3_600_000 - random.int(0, 999_999),
        },
      ];
      const filters: CallFilters = {
        page,
        count,
        offset: (page - 1) * count,
        range: random.pick(ranges),
        answered: random.pick([null, true, false]),
        direction: random.pick([null, 'inbound', 'outbound'] as const),
        filter: random.pick(texts),
        trunk: random.chance(0.1) ? 'Acme Voice PSTN' : null,
      };
      const answer = recentCallsPage(server.sandbox.db, owner, filters);
      const want = expected(owner, filters);
      expect(
        { total: answer.total, sids: answer.calls.map((c) => c.call_sid) },
        JSON.stringify(filters),
      ).toEqual(want);
    }
  });

  /** Every kind of filter on its own, then with answered and direction, for each owner. */
  const DAY = 86_400_000;
  const KINDS: [string, (now: number) => Partial<CallFilters>[]][] = [
    [
      'number (3+ characters)',
      () => [{ filter: '5550100' }, { filter: all[17]!.from.slice(2, 7) }],
    ],
    ['one digit', () => '0123456789'.split('').map((filter) => ({ filter }))],
    ['two digits', () => ['55', '07', '10', '99'].map((filter) => ({ filter }))],
    ['one or two other characters', () => ['a', 'al', '+', 'zz'].map((filter) => ({ filter }))],
    [
      'call SID',
      () => [{ filter: all[40]!.call_sid }, { filter: all[41]!.call_sid.toUpperCase() }],
    ],
    ['direction', () => [{ direction: 'inbound' }, { direction: 'outbound' }]],
    ['answered', () => [{ answered: true }, { answered: false }]],
    ['trunk', () => [...new Set(all.map((c) => c.trunk))].map((trunk) => ({ trunk }))],
    ['trunk and text', () => [{ trunk: 'Acme Voice PSTN', filter: '7' }]],
    [
      'date range',
      (now) => [
        { range: { from: now - 7 * DAY + 1, to: Number.MAX_SAFE_INTEGER } },
        { range: { from: now - 20 * DAY - 1234567, to: now - 3 * DAY + 7654321 } },
        { range: { from: now - 9 * DAY, to: now - 9 * DAY + 1_800_000 } },
      ],
    ],
  ];

  it.each(KINDS)('agrees with brute force for the filter kind: %s', (_kind, cases) => {
    const { acme, harbor, sales, northwind } = demoSids(server);
    const owners: CallOwner[] = [
      { column: 'service_provider_sid', sid: acme },
      { column: 'service_provider_sid', sid: harbor },
      { column: 'account_sid', sid: sales },
      { column: 'account_sid', sid: northwind },
    ];
    const outcomes: Partial<CallFilters>[] = [
      {},
      { answered: true, direction: 'inbound' },
      { answered: false },
    ];
    for (const owner of owners) {
      for (const kind of cases(server.clock.now())) {
        for (const outcome of outcomes) {
          for (const [page, count] of [
            [1, 25],
            [3, 10],
            [2, 500],
          ] as const) {
            const filters: CallFilters = {
              page,
              count,
              offset: (page - 1) * count,
              range: { from: 0, to: Number.MAX_SAFE_INTEGER },
              answered: null,
              direction: null,
              filter: null,
              trunk: null,
              ...kind,
              ...outcome,
            };
            const answer = recentCallsPage(server.sandbox.db, owner, filters);
            expect(
              { total: answer.total, sids: answer.calls.map((c) => c.call_sid) },
              JSON.stringify(filters),
            ).toEqual(expected(owner, filters));
          }
        }
      }
    }
  });

  it('pages through every call of two-digit filters, with the total on every page', () => {
    const { acme, sales } = demoSids(server);
    const owners: CallOwner[] = [
      { column: 'service_provider_sid', sid: acme },
      { column: 'account_sid', sid: sales },
    ];
    const now = server.clock.now();
    const ranges = [
      { from: 0, to: Number.MAX_SAFE_INTEGER },
      { from: now - 12 * 86_400_000 - 1_234_567, to: now - 2 * 86_400_000 + 7_654_321 },
    ];
    for (const owner of owners) {
      for (const filter of ['55', '00', '19']) {
        for (const range of ranges) {
          for (const answered of [null, true]) {
            const base = { count: 40, range, answered, direction: null, filter, trunk: null };
            const want = expected(owner, { ...base, page: 1, offset: 0, count: all.length });
            const sids: string[] = [];
            // To one page past the last, which is empty.
            for (let page = 1; page <= Math.ceil(want.total / 40) + 1; page++) {
              const filters = { ...base, page, offset: (page - 1) * 40 };
              const answer = recentCallsPage(server.sandbox.db, owner, filters);
              expect(answer.total, JSON.stringify(filters)).toBe(want.total);
              sids.push(...answer.calls.map((c) => c.call_sid));
            }
            expect(sids).toEqual(want.sids);
          }
        }
      }
    }
  });

  it('gives a database without the hourly counts the same counts from its calls', () => {
    const db = server.sandbox.db;
    const tables = [
      'call_hours',
      'call_trunk_hours',
      'call_digit_hours',
      'call_pair_hours',
      'call_lines',
    ];
    const dump = () =>
      tables.map((table) => db.prepare(`SELECT * FROM ${table} ORDER BY 1, 2`).all());
    // Both plans are tried above: owners with and without trunk and digit counts.
    const { acme, northwind } = demoSids(server);
    const counted = db.prepare('SELECT DISTINCT owner_sid FROM call_digit_hours').pluck().all();
    expect(counted).toContain(acme);
    expect(counted).not.toContain(northwind);
    const pairs = db.prepare('SELECT DISTINCT owner_sid FROM call_pair_hours').pluck().all();
    expect(pairs).toEqual(counted);
    const before = dump();
    db.transaction(() => new CallCounts().write(db))();
    db.prepare("DELETE FROM meta WHERE key = 'call_counts'").run();
    expect(dump().every((rows) => rows.length === 0)).toBe(true);
    ensureCallCounts(db);
    expect(dump()).toEqual(before);
  });
});
