import { BENCH_CALL_SIDS } from '../calls/call-generator.ts';
import { seededRandom } from '../calls/random.ts';
import { DEMO_PASSWORD } from '../db/seed-data.ts';
import { createSandbox } from '../sandbox.ts';

/** The server's target for a page of calls, whatever the filter: p95 under this. */
export const PAGE_TARGET_MS = 50;

export interface PageTiming {
  /** What was asked, e.g. `provider days=7 answered=false`. */
  name: string;
  /** The kind of filter it times, e.g. `answered` (see FilterKind). */
  kind: FilterKind;
  samples: number;
  /** Milliseconds per request, over HTTP on loopback. */
  p50: number;
  p95: number;
  max: number;
  /** The total of the last answer. */
  total: number;
}

export type FilterKind =
  | 'none'
  | 'account'
  | 'answered'
  | 'direction'
  | 'date range'
  | 'number'
  | 'one-digit number'
  | 'two-digit number'
  | 'call SID'
  | 'trunk'
  | 'alerts';

/** The samples of every page of one kind, together. */
export interface KindTiming {
  kind: FilterKind;
  samples: number;
  p50: number;
  p95: number;
  max: number;
}

export interface ServerPagesReport {
  calls: number;
  /** Time to start the sandbox with the demo and generate the calls. */
  generationMs: number;
  timings: PageTiming[];
  kinds: KindTiming[];
}

export interface ServerPagesOptions {
  /** Calls to generate (default 1,000,000). */
  calls?: number;
  /** Requests per kind of page (default 40); each asks for a random page of 25. */
  samples?: number;
  /** Called with each timing as it is measured. */
  onTiming?: (timing: PageTiming) => void;
}

/**
 * Times RecentCalls and Alerts pages of a sandbox holding `calls` calls: for an account (Acme
 * Sales) and its provider (Acme Voice), over 7 and 30 days or a date range, answered or not, by
 * direction and trunk, and with text filters (part of an outside number, a whole one, a line of
 * the account, one and two digits, a call sid); each sample asks for a random page among those
 * that exist. The timings come per page asked and per kind of filter.
 */
export async function timeServerPages(
  options: ServerPagesOptions = {},
): Promise<ServerPagesReport> {
  const calls = options.calls ?? 1_000_000;
  const samples = options.samples ?? 40;
  const started = performance.now();
  const sandbox = createSandbox({ seed: 'demo', calls });
  const generationMs = Math.round(performance.now() - started);
  try {
    const url = `${await sandbox.listen(0)}/api/v1`;
    // Not while the sandbox makes its long recordings' waveforms (a real server has no such work).
    await sandbox.warmedUp();
    const db = sandbox.db;
    const sid = (sql: string) => db.prepare(sql).pluck().get() as string;
    const sales = sid("SELECT account_sid FROM accounts WHERE name = 'Acme Sales'");
    const acme = sid(
      "SELECT service_provider_sid FROM service_providers WHERE name = 'Acme Voice'",
    );
    const outside = db
      .prepare(
        `SELECT far.number FROM recent_calls c JOIN call_numbers far ON far.number_id = c.far_id
         WHERE c.account_sid = ? ORDER BY c.id DESC LIMIT 1`,
      )
      .pluck()
      .get(sales) as string;
    const token = await signIn(url, 'sp-admin');
    const account = `/Accounts/${sales}`;
    const provider = `/ServiceProviders/${acme}`;
    const day = 86_400_000;
    const range = (from: number, to: number) =>
      `start=${new Date(Date.now() - from * day - 1_234_567).toISOString()}&end=${new Date(Date.now() - to * day + 7_654_321).toISOString()}`;
    const pages: [FilterKind, string, string][] = [
      ['account', 'account days=30', `${account}/RecentCalls?days=30`],
      ['account', 'account days=7', `${account}/RecentCalls?days=7`],
      ['none', 'provider days=30', `${provider}/RecentCalls?days=30`],
      ['none', 'provider days=7', `${provider}/RecentCalls?days=7`],
      ['answered', 'account days=30 answered=true', `${account}/RecentCalls?days=30&answered=true`],
      [
        'answered',
        'provider days=7 answered=false',
        `${provider}/RecentCalls?days=7&answered=false`,
      ],
      [
        'direction',
        'account days=30 direction=outbound',
        `${account}/RecentCalls?days=30&direction=outbound`,
      ],
      [
        'direction',
        'provider days=30 direction=inbound answered=true',
        `${provider}/RecentCalls?days=30&direction=inbound&answered=true`,
      ],
      ['date range', 'provider 20 to 3 days ago', `${provider}/RecentCalls?${range(20, 3)}`],
      ['date range', 'account 9 to 8 days ago', `${account}/RecentCalls?${range(9, 8)}`],
      [
        'number',
        'account filter=last 4 digits of a caller',
        `${account}/RecentCalls?days=30&filter=${outside.slice(-4)}`,
      ],
      [
        'number',
        'provider filter=a whole outside number',
        `${provider}/RecentCalls?days=30&filter=${outside}`,
      ],
      [
        'number',
        'account filter=a line of the account',
        `${account}/RecentCalls?days=30&filter=15085550100`,
      ],
      [
        'number',
        'provider filter=3 digits',
        `${provider}/RecentCalls?days=7&filter=${outside.slice(4, 7)}`,
      ],
      ['one-digit number', 'provider filter=7', `${provider}/RecentCalls?days=30&filter=7`],
      ['one-digit number', 'account filter=0', `${account}/RecentCalls?days=7&filter=0`],
      ['two-digit number', 'provider filter=55', `${provider}/RecentCalls?days=30&filter=55`],
      [
        'two-digit number',
        'account filter=07 answered=false',
        `${account}/RecentCalls?days=7&answered=false&filter=07`,
      ],
      [
        'call SID',
        'provider filter=a call sid',
        `${provider}/RecentCalls?days=30&filter=${BENCH_CALL_SIDS.longTrace}`,
      ],
      ['trunk', 'account trunk', `${account}/RecentCalls?days=30&trunk=Acme%20Voice%20PSTN`],
      [
        'trunk',
        'provider trunk answered=true',
        `${provider}/RecentCalls?days=30&answered=true&trunk=Acme%20Sales%20PBX`,
      ],
      ['alerts', 'account alerts days=30', `${account}/Alerts?days=30`],
      ['alerts', 'provider alerts days=30', `${provider}/Alerts?days=30`],
    ];
    const timings: PageTiming[] = [];
    const byKind = new Map<FilterKind, number[]>();
    const random = seededRandom(11);
    for (const [kind, name, path] of pages) {
      const first = await page(url, token, `${path}&page=1&count=25`);
      const last = Math.max(1, Math.ceil(first.total / 25));
      const times: number[] = [];
      let total = first.total;
      for (let i = 0; i < samples; i++) {
        const t0 = performance.now();
        total = (await page(url, token, `${path}&page=${random.int(1, last)}&count=25`)).total;
        times.push(performance.now() - t0);
      }
      byKind.set(kind, [...(byKind.get(kind) ?? []), ...times]);
      const timing = { name, kind, samples, ...spread(times), total };
      timings.push(timing);
      options.onTiming?.(timing);
    }
    const kinds = [...byKind].map(([kind, times]) => ({
      kind,
      samples: times.length,
      ...spread(times),
    }));
    return { calls, generationMs, timings, kinds };
  } finally {
    await sandbox.close();
  }
}

async function signIn(url: string, username: string): Promise<string> {
  const response = await fetch(`${url}/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  return ((await response.json()) as { token: string }).token;
}

async function page(url: string, token: string, path: string): Promise<{ total: number }> {
  const response = await fetch(`${url}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as { total: number };
}

/** Median, p95 and the slowest, rounded to 0.1 ms. */
function spread(times: number[]): { p50: number; p95: number; max: number } {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    p50: round(percentile(sorted, 0.5)),
    p95: round(percentile(sorted, 0.95)),
    max: round(sorted.at(-1)!),
  };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
}

const round = (ms: number): number => Math.round(ms * 10) / 10;
