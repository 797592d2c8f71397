import type { Db } from './database.ts';

const HOUR_MS = 3_600_000;
const COUNT_TABLES = ['call_hours', 'call_trunk_hours', 'call_digit_hours', 'call_lines'];

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

/**
 * The hourly counts with which call-pages.ts totals and pages calls without counting rows,
 * gathered call by call. Per owner (account and provider), hour, answered and direction: all
 * calls (line 0) and each line's (call_hours, with call_lines), each trunk's (call_trunk_hours)
 * and, for each digit, the calls whose numbers hold it (call_digit_hours).
 */
export class CallCounts {
  private readonly hours = new Map<string, number>();
  private readonly trunks = new Map<string, number>();
  private readonly digits = new Map<string, number>();
  /** The digits of each number seen, as bits. */
  private readonly masks = new Map<string, number>();

  /** Counts a call on its line (line_id of call_numbers). */
  add(call: CountedCall, lineId: number): void {
    const rest = `${Math.floor(call.attempted_at / HOUR_MS)}|${call.answered ? 1 : 0}|${call.direction}`;
    const mask = this.maskOf(call.line) | this.maskOf(call.far);
    for (const owner of [call.account_sid, call.service_provider_sid]) {
      bump(this.hours, `${owner}|0|${rest}`);
      bump(this.hours, `${owner}|${lineId}|${rest}`);
      // The trunk last: it is the one part that may hold a |.
      bump(this.trunks, `${owner}|${rest}|${call.trunk}`);
      for (let digit = 0; digit < 10; digit++) {
        if (mask & (1 << digit)) bump(this.digits, `${owner}|${digit}|${rest}`);
      }
    }
  }

  /** Replaces the counts in the database with these. */
  write(db: Db): void {
    for (const table of COUNT_TABLES) db.prepare(`DELETE FROM ${table}`).run();
    const insertHour = db.prepare(
      'INSERT INTO call_hours (owner_sid, line_id, hour, answered, direction, calls) VALUES (?, ?, ?, ?, ?, ?)',
    );
    const insertLine = db.prepare(
      'INSERT OR IGNORE INTO call_lines (owner_sid, line_id) VALUES (?, ?)',
    );
    for (const [key, calls] of this.hours) {
      const [owner, line, hour, answered, direction] = key.split('|');
      insertHour.run(owner, Number(line), Number(hour), Number(answered), direction, calls);
      if (line !== '0') insertLine.run(owner, Number(line));
    }
    const insertTrunk = db.prepare(
      'INSERT INTO call_trunk_hours (owner_sid, hour, answered, direction, trunk, calls) VALUES (?, ?, ?, ?, ?, ?)',
    );
    for (const [key, calls] of this.trunks) {
      const [owner, hour, answered, direction, ...trunk] = key.split('|');
      insertTrunk.run(owner, Number(hour), Number(answered), direction, trunk.join('|'), calls);
    }
    const insertDigit = db.prepare(
      'INSERT INTO call_digit_hours (owner_sid, digit, hour, answered, direction, calls) VALUES (?, ?, ?, ?, ?, ?)',
    );
    for (const [key, calls] of this.digits) {
      const [owner, digit, hour, answered, direction] = key.split('|');
      insertDigit.run(owner, Number(digit), Number(hour), Number(answered), direction, calls);
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
}

function bump(counts: Map<string, number>, key: string): void {
  counts.set(key, (counts.get(key) ?? 0) + 1);
}

/**
 * A database file whose calls were written before some of the counts existed gets them from its
 * calls (a no-op when there are no calls or the counts are there).
 */
export function ensureCallCounts(db: Db): void {
  const missing = db
    .prepare(
      `SELECT EXISTS (SELECT 1 FROM recent_calls) AND NOT EXISTS (SELECT 1 FROM call_trunk_hours)`,
    )
    .pluck()
    .get();
  if (!missing) return;
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
