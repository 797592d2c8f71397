import { randomBytes } from 'node:crypto';
import Database from 'better-sqlite3';
import { ensureCallCounts } from './call-counts.ts';
import { HOSTED_SCHEMA } from './hosted-schema.ts';
import { DEFAULT_PASSWORD_SETTINGS, SCHEMA } from './schema.ts';

export type Db = Database.Database;

/**
 * A statement's rows as objects, built here from its arrays of values: better-sqlite3 builds each
 * row's object property by property, slow for wide rows (a provider's 1,739 accounts of 25 columns
 * in 19-26 ms, 7-13 ms as arrays), where a real server's MySQL driver answers the same list in
 * about 37 ms in all, query, rows and JSON (measured on this machine, 2026-11-27).
 */
export function allRows<Row>(statement: Database.Statement, ...params: unknown[]): Row[] {
  const values = statement.raw(true).all(...params) as unknown[][];
  statement.raw(false);
  const make = rowMaker(statement.columns().map((column) => column.name));
  return values.map((row) => make(row) as Row);
}

const rowMakers = new Map<string, (values: unknown[]) => object>();

/** A function making a row's object from its values in one object literal (every row of a
 *  query the same shape from the start), as MySQL drivers generate theirs; one per column list. */
function rowMaker(columns: string[]): (values: unknown[]) => object {
  const key = columns.join(',');
  let make = rowMakers.get(key);
  if (!make) {
    // A literal's "__proto__" would set the object's prototype, not a field.
    if (columns.includes('__proto__')) throw new Error('A column named __proto__ cannot be read.');
    const fields = columns.map((name, i) => `${JSON.stringify(name)}: values[${i}]`);
    make = new Function('values', `return { ${fields.join(', ')} };`) as (v: unknown[]) => object;
    rowMakers.set(key, make);
  }
  return make;
}

/** Opens (or creates) the database and brings its schema up to date. */
export function openDatabase(location: string): Db {
  const db = new Database(location);
  if (location !== ':memory:') {
    db.pragma('journal_mode = WAL');
    db.pragma('busy_timeout = 2000');
    // A million calls make a file of about a gigabyte: read it mapped, with a larger cache.
    db.pragma('mmap_size = 2147483648');
    db.pragma('cache_size = -262144');
  }
  db.exec(SCHEMA);
  db.exec(HOSTED_SCHEMA);
  addActivationCodeColumn(db);
  addTrunkTypeColumn(db);
  addResetSignedInColumn(db);
  addUserUniqueIndexes(db);
  ensurePasswordSettings(db);
  ensureCallCounts(db);
  return db;
}

/** A database file made before the hosted variant has an outbox without activation codes. */
function addActivationCodeColumn(db: Db): void {
  const columns = db.prepare(`SELECT name FROM pragma_table_info('outbox')`).pluck().all();
  if (!columns.includes('activation_code')) {
    db.exec('ALTER TABLE outbox ADD COLUMN activation_code TEXT');
  }
}

/** A database file made before carriers had a trunk type: the real schema's default. */
function addTrunkTypeColumn(db: Db): void {
  const columns = db.prepare(`SELECT name FROM pragma_table_info('voip_carriers')`).pluck().all();
  if (!columns.includes('trunk_type')) {
    db.exec(`ALTER TABLE voip_carriers ADD COLUMN trunk_type TEXT NOT NULL DEFAULT 'static_ip'`);
  }
}

/** A database file made before reset links were single-use. */
function addResetSignedInColumn(db: Db): void {
  const columns = db.prepare(`SELECT name FROM pragma_table_info('password_resets')`).pluck().all();
  if (!columns.includes('signed_in')) {
    db.exec('ALTER TABLE password_resets ADD COLUMN signed_in INTEGER NOT NULL DEFAULT 0');
  }
}

/**
 * User names and e-mail addresses are unique without regard to case, as a real server's MySQL
 * (case-insensitive default collation) keeps them: enforced by the database, so concurrent
 * requests cannot both pass a check made before they write. A database file whose users already
 * clash cannot take the index: it says which, rather than failing obscurely.
 */
function addUserUniqueIndexes(db: Db): void {
  for (const column of ['name', 'email'] as const) {
    const clash = db
      .prepare(
        `SELECT ${column} AS value FROM users GROUP BY ${column} COLLATE NOCASE
         HAVING COUNT(*) > 1 LIMIT 1`,
      )
      .get() as { value: string } | undefined;
    if (clash) {
      throw new Error(
        `the database has several users with the ${column} ${JSON.stringify(clash.value)} ` +
          '(compared without case): rename them, or start from a new database',
      );
    }
    db.exec(
      `CREATE UNIQUE INDEX IF NOT EXISTS users_unique_${column} ON users (${column} COLLATE NOCASE)`,
    );
  }
}

/** Whether an error is SQLite's refusal of a row that a UNIQUE index or key already holds. */
export function isUniqueViolation(error: unknown): boolean {
  return (
    error instanceof Error && (error as { code?: unknown }).code === 'SQLITE_CONSTRAINT_UNIQUE'
  );
}

export function ensurePasswordSettings(db: Db): void {
  db.prepare(
    `INSERT OR IGNORE INTO password_settings (id, min_password_length, require_digit, require_special_character)
     VALUES (1, @min_password_length, @require_digit, @require_special_character)`,
  ).run(DEFAULT_PASSWORD_SETTINGS);
}

/** The HS256 secret, generated once per database so tokens survive a restart of a file DB. */
export function jwtSecret(db: Db): Uint8Array {
  const row = db.prepare(`SELECT value FROM meta WHERE key = 'jwt_secret'`).get() as
    { value: string } | undefined;
  if (row) return Buffer.from(row.value, 'base64');
  const secret = randomBytes(32);
  db.prepare(`INSERT INTO meta (key, value) VALUES ('jwt_secret', ?)`).run(
    secret.toString('base64'),
  );
  return secret;
}

export function hasUsers(db: Db): boolean {
  return db.prepare('SELECT 1 FROM users LIMIT 1').get() !== undefined;
}

/** A record timestamp as the real server prints it: ISO, whole seconds. */
export function isoSeconds(ms: number): string {
  return new Date(Math.floor(ms / 1000) * 1000).toISOString();
}

/**
 * INSERT of the given columns. Column names come from the code's field tables, never from a
 * request's keys, so they are safe to splice in; values are bound.
 */
export function insertRow(db: Db, table: string, values: Record<string, unknown>): void {
  const columns = Object.keys(values);
  db.prepare(
    `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`,
  ).run(values);
}

/** UPDATE of the given columns of one row (see insertRow about the names). */
export function updateRow(
  db: Db,
  table: string,
  key: { column: string; value: string },
  values: Record<string, unknown>,
): void {
  const columns = Object.keys(values);
  if (columns.length === 0) return;
  db.prepare(
    `UPDATE ${table} SET ${columns.map((c) => `${c} = @${c}`).join(', ')} WHERE ${key.column} = @__key`,
  ).run({ ...values, __key: key.value });
}
