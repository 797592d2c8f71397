import type { Db } from './database.ts';

const HOUR_MS = 3_600_000;
/** Written into meta when the counts are: a different one means they must be made again. */
const COUNTS_VERSION = '3';
const COUNT_TABLES = [
  'call_hours',
  'call_trunk_hours',
  'call_digit_hours',
  'call_pair_hours',
  'call_lines',
];

/** What the hourly counts need of a call. */
export interface CountedCall {
  account_sid: string;
  service_provider_sid: string;
  attempted_at: number;
  answered: boolean;
  direction: string;
  trunk: string;
  /** The numbers of its line and of the other party. */
  line: string;
  far: string;
}

/** Owners with fewer calls get no trunk and digit counts: their calls are scanned instead. */
export const MIN_COUNTED_CALLS = 1_000;
const DIRECTIONS = ['inbound', 'outbound'];
/** Keys are `id * CELL + cell`, where the cell is the hour, answered and direction as bits. */
const CELL = 2 ** 23;
/** The two-digit texts, 00 to 99: a cell's pair counts hold one per text, at its value. */
const PAIRS = 100;
/** Each pair's count in call_pair_hours, in decimal with leading zeros (SQL reads it by substr). */
export const PAIR_DIGITS = 6;

/** One owner's calls per cell: of each line (0: all), trunk (by index), digit and pair. */
interface OwnerCounts {
  calls: number;
  lines: Map<number, number>;
  trunks: Map<number, number>;
  digits: Map<number, number>;
  pairs: Map<number, Uint32Array>;
  /** The cells and numbers of its calls until it has MIN_COUNTED_CALLS (then null and counted). */
  early: { cell: number; line: string; far: string }[] | null;
}

/**
 * The hourly counts with which call-pages.ts totals and pages calls without counting rows,
 * gathered call by call. Per owner (account and provider), hour, answered and direction: all
 * calls (line 0) and each line's (call_hours, with call_lines) and, for owners with at least
 * MIN_COUNTED_CALLS calls, each trunk's (call_trunk_hours) and, for each digit and each pair of
 * digits, the calls whose numbers hold it (call_digit_hours, and call_pair_hours: a row per cell
 * whose text holds the PAIRS counts, PAIR_DIGITS digits each, where a row per pair would make
 * ten times as many rows as the digits).
 */
export class CallCounts {
  private readonly owners = new Map<string, OwnerCounts>();
  private readonly trunkIndex = new Map<string, number>();
  /** The digits of each number seen, as bits. */
  private readonly masks = new Map<string, number>();
  /** Which call last counted each pair (a call's two numbers may hold the same pair). */
  private readonly pairSeen = new Uint32Array(PAIRS);
  private serial = 0;

  /** Counts a call on its line (line_id of call_numbers). */
  add(call: CountedCall, lineId: number): void {
    const direction = DIRECTIONS.indexOf(call.direction);
    if (direction < 0) throw new Error(`a call with direction ${call.direction}`);
    const cell = Math.floor(call.attempted_at / HOUR_MS) * 4 + (call.answered ? 2 : 0) + direction;
    let trunk = this.trunkIndex.get(call.trunk);
    if (trunk === undefined) {
      trunk = this.trunkIndex.size;
      this.trunkIndex.set(call.trunk, trunk);
    }
    const mask = this.maskOf(call.line) | this.maskOf(call.far);
    for (const sid of [call.account_sid, call.service_provider_sid]) {
      let owner = this.owners.get(sid);
      if (!owner) {
        owner = {
          calls: 0,
          lines: new Map(),
          trunks: new Map(),
          digits: new Map(),
          pairs: new Map(),
          early: [],
        };
        this.owners.set(sid, owner);
      }
      owner.calls++;
      bump(owner.lines, cell);
      bump(owner.lines, lineId * CELL + cell);
      bump(owner.trunks, trunk * CELL + cell);
      for (let digit = 0; digit < 10; digit++) {
        if (mask & (1 << digit)) bump(owner.digits, digit * CELL + cell);
      }
      if (owner.early) {
        owner.early.push({ cell, line: call.line, far: call.far });
        if (owner.calls < MIN_COUNTED_CALLS) continue;
        for (const early of owner.early) this.countPairs(owner, early.cell, early.line, early.far);
        owner.early = null;
      } else {
        this.countPairs(owner, cell, call.line, call.far);
      }
    }
  }

  /** Replaces the counts in the database with these, in key order. */
  write(db: Db): void {
    for (const table of COUNT_TABLES) db.prepare(`DELETE FROM ${table}`).run();
    const columns = '(owner_sid, %, hour, answered, direction, calls) VALUES (?, ?, ?, ?, ?, ?)';
    const insertHour = db.prepare(`INSERT INTO call_hours ${columns.replace('%', 'line_id')}`);
    const insertTrunk = db.prepare(`INSERT INTO call_trunk_hours ${columns.replace('%', 'trunk')}`);
    const insertDigit = db.prepare(`INSERT INTO call_digit_hours ${columns.replace('%', 'digit')}`);
    const insertPairs = db.prepare(
      'INSERT INTO call_pair_hours (owner_sid, hour, answered, direction, counts) VALUES (?, ?, ?, ?, ?)',
    );
    const insertLine = db.prepare('INSERT INTO call_lines (owner_sid, line_id) VALUES (?, ?)');
    db.prepare("INSERT OR REPLACE INTO meta (key, value) VALUES ('call_counts', ?)").run(
      COUNTS_VERSION,
    );
    const trunks = [...this.trunkIndex.keys()];
    for (const sid of [...this.owners.keys()].sort()) {
      const owner = this.owners.get(sid)!;
      const write = (
        counts: Map<number, number>,
        run: (id: number, ...cell: unknown[]) => void,
      ) => {
        for (const key of Float64Array.from(counts.keys()).sort()) {
          const cell = key % CELL;
          run(
            Math.floor(key / CELL),
            cell >> 2,
            (cell >> 1) & 1,
            DIRECTIONS[cell & 1],
            counts.get(key),
          );
        }
      };
      let lastLine = 0;
      write(owner.lines, (line, ...rest) => {
        insertHour.run(sid, line, ...rest);
        if (line !== lastLine) insertLine.run(sid, line);
        lastLine = line;
      });
      if (owner.calls < MIN_COUNTED_CALLS) continue;
      write(owner.trunks, (trunk, ...rest) => insertTrunk.run(sid, trunks[trunk], ...rest));
      write(owner.digits, (digit, ...rest) => insertDigit.run(sid, digit, ...rest));
      for (const cell of Float64Array.from(owner.pairs.keys()).sort()) {
        const pairs = owner.pairs.get(cell)!;
        const counts = Array.from(pairs, (n) => String(n).padStart(PAIR_DIGITS, '0')).join('');
        if (counts.length !== PAIRS * PAIR_DIGITS) throw new Error(`too many calls: ${pairs}`);
        insertPairs.run(sid, cell >> 2, (cell >> 1) & 1, DIRECTIONS[cell & 1], counts);
      }
    }
  }

  private maskOf(number: string): number {
    let mask = this.masks.get(number);
    if (mask === undefined) {
      mask = 0;
      for (const char of number) if (char >= '0' && char <= '9') mask |= 1 << Number(char);
      this.masks.set(number, mask);
    }
    return mask;
  }

  /** Counts a call in its cell under each pair of adjacent digits its numbers hold, once. */
  private countPairs(owner: OwnerCounts, cell: number, line: string, far: string): void {
    let counts = owner.pairs.get(cell);
    if (!counts) {
      counts = new Uint32Array(PAIRS);
      owner.pairs.set(cell, counts);
    }
    const serial = ++this.serial;
    for (const number of [line, far]) {
      let last = -1;
      for (let i = 0; i < number.length; i++) {
        const digit = number.charCodeAt(i) - 48;
        const pair = last * 10 + digit;
        if (last >= 0 && digit >= 0 && digit <= 9 && this.pairSeen[pair] !== serial) {
          this.pairSeen[pair] = serial;
          counts[pair] = counts[pair]! + 1;
        }
        last = digit >= 0 && digit <= 9 ? digit : -1;
      }
    }
  }
}

function bump(counts: Map<number, number>, key: number): void {
  counts.set(key, (counts.get(key) ?? 0) + 1);
}

/**
 * A database file whose calls were counted by an older version (or not at all) gets the counts
 * from its calls; a no-op when there are no calls or the counts are current.
 */
export function ensureCallCounts(db: Db): void {
  const current = db
    .prepare(
      `SELECT NOT EXISTS (SELECT 1 FROM recent_calls)
         OR EXISTS (SELECT 1 FROM meta WHERE key = 'call_counts' AND value = ?)`,
    )
    .pluck()
    .get(COUNTS_VERSION);
  if (current) return;
  const counts = new CallCounts();
  const rows = db
    .prepare(
      `SELECT c.account_sid, c.service_provider_sid, c.attempted_at, c.answered, c.direction,
         c.trunk, c.line_id, line.number AS line, far.number AS far
       FROM recent_calls c
       JOIN call_numbers line ON line.number_id = c.line_id
       JOIN call_numbers far ON far.number_id = c.far_id`,
    )
    .iterate() as Iterable<Omit<CountedCall, 'answered'> & { answered: number; line_id: number }>;
  for (const row of rows) counts.add({ ...row, answered: row.answered === 1 }, row.line_id);
  db.transaction(() => counts.write(db))();
}
