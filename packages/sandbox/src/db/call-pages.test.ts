import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallRecord } from '../calls/call-record.ts';
import { seededRandom } from '../calls/random.ts';
import type { CallFilters } from '../http/call-query.ts';
import { demoSids, startSandbox, type TestServer } from '../test-support.ts';
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
        c.call_sid === f.filter,
    )
    .sort((a, b) => b.attempted_at - a.attempted_at);
  return {
    total: matching.length,
    sids: matching.slice(f.offset, f.offset + f.count).map((c) => c.call_sid),
  };
}

describe('recentCallsPage', () => {
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
});
