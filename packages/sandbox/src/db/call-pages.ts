import type { CallRecord } from '../calls/call-record.ts';
import type { CallFilters, TimeRange } from '../http/call-query.ts';
import { MIN_COUNTED_CALLS, PAIR_DIGITS } from './call-counts.ts';
import type { Db } from './database.ts';
import { callOf, SELECT_CALL, type CallOwner, type CallRow } from './recent-calls.ts';

const HOUR_MS = 3_600_000;
/** Past these, a text filter is too broad for the candidate plan and the rows are scanned. */
const MAX_MATCHING_PARTIES = 20_000;
const MAX_CANDIDATES = 100_000;

/** A condition on the calls (alias c) with its bound values. */
interface Condition {
  sql: string;
  params: (string | number)[];
}

type CountTable = 'call_trunk_hours' | 'call_digit_hours' | 'call_pair_hours';

interface Candidate {
  id: number;
  attempted_at: number;
  line_id: number;
}

/**
 * A page of an owner's calls, newest first, and how many match, without counting or skipping
 * more than an hour of rows at a time: totals come from the hourly counts (call_hours, and
 * call_trunk_hours, call_digit_hours or call_pair_hours for a trunk or a one- or two-digit
 * filter; edge hours of the range counted exactly; an owner with few calls has no trunk, digit
 * and pair counts and is scanned),
 * and the page is read hour by hour from the hour that holds its first row. A longer text filter
 * finds the matching numbers first: matching outside parties give candidate calls through a
 * covering index, matching lines of the owner count by the hour like everything else. What no
 * plan covers (a trunk and a text together, or a text matching most of the outside parties) is
 * scanned.
 */
export function recentCallsPage(
  db: Db,
  owner: CallOwner,
  filters: CallFilters,
): { total: number; calls: CallRecord[] } {
  const { trunk, filter: text } = filters;
  const within = (extra: Condition | null) => (range: TimeRange) =>
    and(baseCondition(owner, { ...filters, range }), extra);
  /** The calls meeting `condition`, counted in `table` (hourlyCounts) when the owner has counts. */
  const byCounts = (
    table: CountTable,
    key: Condition | null,
    condition: Condition,
    calls?: Condition,
  ) =>
    ownerCalls(db, owner) >= MIN_COUNTED_CALLS
      ? pageByHours(
          db,
          filters,
          within(condition),
          hourlyCounts(db, owner, filters, table, key, calls),
        )
      : scannedPage(db, and(baseCondition(owner, filters), condition), filters);
  if (trunk !== null && text !== null) {
    return scannedPage(
      db,
      and(baseCondition(owner, filters), trunkCondition(trunk), textCondition(text)),
      filters,
    );
  }
  if (trunk !== null) {
    return byCounts(
      'call_trunk_hours',
      { sql: 'trunk = ?', params: [trunk] },
      trunkCondition(trunk),
    );
  }
  if (text === null) {
    return pageByHours(db, filters, within(null), lineCounts(db, owner, filters, [0]));
  }
  if (/^[0-9]$/.test(text) && !isCallSid(db, text)) {
    const key = { sql: 'digit = ?', params: [Number(text)] };
    return byCounts('call_digit_hours', key, digitsCondition(text));
  }
  if (/^[0-9]{2}$/.test(text) && !isCallSid(db, text)) {
    // The pair's count in each row: the number at its place in the row's counts.
    const calls = {
      sql: `CAST(substr(counts, ?, ${PAIR_DIGITS}) AS INTEGER)`,
      params: [Number(text) * PAIR_DIGITS + 1],
    };
    return byCounts('call_pair_hours', null, digitsCondition(text), calls);
  }
  const matches = matchingParties(db, owner, filters);
  if (matches === null) {
    return scannedPage(db, and(baseCondition(owner, filters), textCondition(text)), filters);
  }
  const { lines, candidates } = matches;
  const lineSet = new Set(lines);
  const others = candidates.filter((c) => !lineSet.has(c.line_id));
  if (lines.length === 0) {
    others.sort((a, b) => b.attempted_at - a.attempted_at || b.id - a.id);
    const ids = others.slice(filters.offset, filters.offset + filters.count).map((c) => c.id);
    return { total: others.length, calls: callsById(db, ids) };
  }
  const counts = lineCounts(db, owner, filters, lines);
  for (const c of others) {
    const hour = Math.floor(c.attempted_at / HOUR_MS);
    counts.set(hour, (counts.get(hour) ?? 0) + 1);
  }
  // Each hour's query names only the candidates of that hour.
  const othersIn = ({ from, to }: TimeRange): string =>
    JSON.stringify(
      others.filter((c) => c.attempted_at >= from && c.attempted_at <= to).map((c) => c.id),
    );
  return pageByHours(
    db,
    filters,
    (range) =>
      within({
        sql: `(c.line_id IN (${integers(lines)}) OR c.id IN (SELECT value FROM json_each(?)))`,
        params: [othersIn(range)],
      })(range),
    counts,
  );
}

/** The owner, the time range, answered and direction. */
function baseCondition(owner: CallOwner, filters: CallFilters): Condition {
  return and(
    {
      sql: `c.${owner.column} = ? AND c.attempted_at BETWEEN ? AND ?`,
      params: [owner.sid, filters.range.from, filters.range.to],
    },
    outcomeCondition(filters, 'c.'),
  );
}

/** answered and direction, of the calls (prefix `c.`) or of call_hours (no prefix). */
function outcomeCondition(filters: CallFilters, prefix: string): Condition | null {
  const where: string[] = [];
  const params: (string | number)[] = [];
  if (filters.answered !== null) {
    where.push(`${prefix}answered = ?`);
    params.push(filters.answered ? 1 : 0);
  }
  if (filters.direction !== null) {
    where.push(`${prefix}direction = ?`);
    params.push(filters.direction);
  }
  return where.length > 0 ? { sql: where.join(' AND '), params } : null;
}

function trunkCondition(trunk: string): Condition {
  return { sql: 'c.trunk = ?', params: [trunk] };
}

/** The real server's rule: the caller or the callee contains the text, or the call sid is it. */
function textCondition(text: string | null): Condition | null {
  if (text === null) return null;
  const numbers = 'SELECT number_id FROM call_numbers WHERE instr(number, ?) > 0';
  return {
    // The call sid through its own index, once: the rest reads only the covering index.
    sql: `(c.id = (SELECT id FROM recent_calls WHERE call_sid = ?) OR c.line_id IN (${numbers}) OR c.far_id IN (${numbers}))`,
    params: [text.toLowerCase(), text, text],
  };
}

function and(...conditions: (Condition | null)[]): Condition {
  const present = conditions.filter((c): c is Condition => c !== null);
  return { sql: present.map((c) => c.sql).join(' AND '), params: present.flatMap((c) => c.params) };
}

/**
 * The owner's matching calls per whole hour, from one of the hourly count tables: the sum of
 * `calls` (by default the calls column) over its rows meeting `key`.
 */
function hourlyCounts(
  db: Db,
  owner: CallOwner,
  filters: CallFilters,
  table: CountTable | 'call_hours',
  key: Condition | null,
  calls: Condition = { sql: 'calls', params: [] },
): Map<number, number> {
  const condition = and(
    {
      sql: 'owner_sid = ? AND hour BETWEEN ? AND ?',
      params: [
        owner.sid,
        Math.floor(filters.range.from / HOUR_MS),
        Math.floor(Math.min(filters.range.to, Number.MAX_SAFE_INTEGER) / HOUR_MS),
      ],
    },
    key,
    outcomeCondition(filters, ''),
  );
  const rows = db
    .prepare(
      `SELECT hour, SUM(${calls.sql}) AS calls FROM ${table} WHERE ${condition.sql} GROUP BY hour`,
    )
    .all(...calls.params, ...condition.params) as { hour: number; calls: number }[];
  return new Map(rows.map((row) => [row.hour, row.calls]));
}

/** Calls on the given lines (0: all lines) per whole hour. */
function lineCounts(
  db: Db,
  owner: CallOwner,
  filters: CallFilters,
  lines: number[],
): Map<number, number> {
  return hourlyCounts(db, owner, filters, 'call_hours', {
    sql: `line_id IN (${integers(lines)})`,
    params: [],
  });
}

/** All the owner's calls (whether it has trunk and digit counts: see MIN_COUNTED_CALLS). */
function ownerCalls(db: Db, owner: CallOwner): number {
  return db
    .prepare('SELECT COALESCE(SUM(calls), 0) FROM call_hours WHERE owner_sid = ? AND line_id = 0')
    .pluck()
    .get(owner.sid) as number;
}

/** Whether a call has this sid (the text filter also matches a call sid, whatever its length). */
function isCallSid(db: Db, text: string): boolean {
  return (
    db.prepare('SELECT 1 FROM recent_calls WHERE call_sid = ?').get(text.toLowerCase()) !==
    undefined
  );
}

/** The call's line or other party holds the digits (two lookups of call_numbers per call). */
function digitsCondition(digits: string): Condition {
  return {
    sql: 'EXISTS (SELECT 1 FROM call_numbers n WHERE n.number_id IN (c.line_id, c.far_id) AND instr(n.number, ?) > 0)',
    params: [digits],
  };
}

/**
 * Numbers containing the filter text, split into the owner's lines and the outside parties,
 * with the calls of those parties (and of the call sid, when the text is one); null when they
 * are too many for this plan.
 */
function matchingParties(
  db: Db,
  owner: CallOwner,
  filters: CallFilters,
): { lines: number[]; candidates: Candidate[] } | null {
  const text = filters.filter!;
  const numbers = numbersContaining(db, text);
  const ownLines = new Set(
    db
      .prepare('SELECT line_id FROM call_lines WHERE owner_sid = ?')
      .pluck()
      .all(owner.sid) as number[],
  );
  const lines = numbers.filter((id) => ownLines.has(id));
  const parties = numbers.filter((id) => !ownLines.has(id));
  if (parties.length > MAX_MATCHING_PARTIES) return null;
  const base = baseCondition(owner, filters);
  const ofParties = and(
    { sql: 'c.far_id IN (SELECT value FROM json_each(?))', params: [JSON.stringify(parties)] },
    base,
  );
  const candidates = db
    .prepare(
      `SELECT c.id, c.attempted_at, c.line_id FROM recent_calls c INDEXED BY recent_calls_far_covering
       WHERE ${ofParties.sql} LIMIT ${MAX_CANDIDATES + 1}`,
    )
    .all(...ofParties.params) as Candidate[];
  if (candidates.length > MAX_CANDIDATES) return null;
  const bySid = db
    .prepare(
      `SELECT c.id, c.attempted_at, c.line_id FROM recent_calls c WHERE c.call_sid = ? AND ${base.sql}`,
    )
    .get(text.toLowerCase(), ...base.params) as Candidate | undefined;
  if (bySid && !candidates.some((c) => c.id === bySid.id)) candidates.push(bySid);
  return { lines, candidates };
}

/**
 * The page from per-hour counts: the counts of the range's partial first and last hours are
 * replaced by exact ones, then the page's first hour is found and only rows from there read.
 */
function pageByHours(
  db: Db,
  filters: CallFilters,
  /** The matching calls within a range (one range condition, so SQLite bounds its scan by it). */
  within: (range: TimeRange) => Condition,
  counts: Map<number, number>,
): { total: number; calls: CallRecord[] } {
  const { from, to } = filters.range;
  const countIn = (start: number, end: number): number => {
    const condition = within({ from: start, to: end });
    return db
      .prepare(`SELECT COUNT(*) FROM recent_calls c WHERE ${condition.sql}`)
      .pluck()
      .get(...condition.params) as number;
  };
  const firstHour = Math.floor(from / HOUR_MS);
  if (from % HOUR_MS !== 0) counts.set(firstHour, countIn(from, (firstHour + 1) * HOUR_MS - 1));
  if (to < Number.MAX_SAFE_INTEGER && (to + 1) % HOUR_MS !== 0) {
    const lastHour = Math.floor(to / HOUR_MS);
    counts.set(lastHour, countIn(Math.max(from, lastHour * HOUR_MS), to));
  }
  const hours = [...counts.entries()].filter(([, n]) => n > 0).sort((a, b) => b[0] - a[0]);
  const total = hours.reduce((sum, [, n]) => sum + n, 0);
  // Hour by hour from the one holding the page's first row: empty hours are never read, and
  // the ids come from the covering index, so the skipped rows are never read either.
  const ids: number[] = [];
  let skip = filters.offset;
  for (const [hour, n] of hours) {
    if (skip >= n) {
      skip -= n;
      continue;
    }
    const page = within({
      from: Math.max(from, hour * HOUR_MS),
      to: Math.min(to, (hour + 1) * HOUR_MS - 1),
    });
    const found = db
      .prepare(
        `SELECT c.id FROM recent_calls c WHERE ${page.sql}
         ORDER BY c.attempted_at DESC, c.id DESC LIMIT ? OFFSET ?`,
      )
      .pluck()
      .all(...page.params, filters.count - ids.length, skip) as number[];
    ids.push(...found);
    skip = 0;
    if (ids.length === filters.count) break;
  }
  return { total, calls: callsById(db, ids) };
}

/** COUNT and OFFSET over the matching rows' index entries: right for any filter, slower. */
function scannedPage(
  db: Db,
  condition: Condition,
  filters: CallFilters,
): { total: number; calls: CallRecord[] } {
  const total = db
    .prepare(`SELECT COUNT(*) FROM recent_calls c WHERE ${condition.sql}`)
    .pluck()
    .get(...condition.params) as number;
  const ids = db
    .prepare(
      `SELECT c.id FROM recent_calls c WHERE ${condition.sql} ORDER BY c.attempted_at DESC, c.id DESC LIMIT ? OFFSET ?`,
    )
    .pluck()
    .all(...condition.params, filters.count, filters.offset) as number[];
  return { total, calls: callsById(db, ids) };
}

function callsById(db: Db, ids: number[]): CallRecord[] {
  if (ids.length === 0) return [];
  const rows = db
    .prepare(
      `${SELECT_CALL} WHERE c.id IN (SELECT value FROM json_each(?)) ORDER BY c.attempted_at DESC, c.id DESC`,
    )
    .all(JSON.stringify(ids)) as CallRow[];
  return rows.map(callOf);
}

/** Ids of the numbers containing the text: by trigram from 3 characters, else by a scan. */
function numbersContaining(db: Db, text: string): number[] {
  if ([...text].length < 3) {
    return db
      .prepare('SELECT number_id FROM call_numbers WHERE instr(number, ?) > 0')
      .pluck()
      .all(text) as number[];
  }
  return db
    .prepare('SELECT rowid FROM call_numbers_text WHERE call_numbers_text MATCH ?')
    .pluck()
    .all(`"${text.replaceAll('"', '""')}"`) as number[];
}

/** A list of integers for SQL (ids from the database, so safe to splice in). */
function integers(values: number[]): string {
  return values.map((v) => Math.trunc(v)).join(', ');
}
