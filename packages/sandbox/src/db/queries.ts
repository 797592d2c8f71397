import { randomUUID } from 'node:crypto';
import type { Db } from './database.ts';
import type {
  AccountRow,
  ApiKeyRow,
  ApplicationRow,
  PasswordSettingsRow,
  ServiceProviderRow,
  UserRow,
  WebhookRow,
} from './rows.ts';
import { isPlainObject, type WebhookInput } from '../http/validate.ts';

/** Lookups shared by several resources. */

/** A lookup of one row by a column (the table and column come from the code). */
function finder<Row>(table: string, column: string): (db: Db, value: string) => Row | undefined {
  return (db, value) =>
    db.prepare(`SELECT * FROM ${table} WHERE ${column} = ?`).get(value) as Row | undefined;
}

export const findUser = finder<UserRow>('users', 'user_sid');
export const findUserByName = finder<UserRow>('users', 'name');
export const findAccount = finder<AccountRow>('accounts', 'account_sid');
export const findServiceProvider = finder<ServiceProviderRow>(
  'service_providers',
  'service_provider_sid',
);
export const findApplication = finder<ApplicationRow>('applications', 'application_sid');
export const findApiKey = finder<ApiKeyRow>('api_keys', 'api_key_sid');

/**
 * The rows of a table a scope filter lets through (the filter's alias is the table's first
 * letters, as scope.ts writes them), sorted by name the way the console lists them.
 */
export function listByName<Row>(
  db: Db,
  table: string,
  alias: string,
  filter: { where: string; params: string[] },
): Row[] {
  return db
    .prepare(
      `SELECT ${alias}.* FROM ${table} ${alias} WHERE ${filter.where}
       ORDER BY ${alias}.name COLLATE NOCASE, ${alias}.name`,
    )
    .all(...filter.params) as Row[];
}

/**
 * A row as the API shows it: each `*_hook_sid` column replaced by its webhook object (appended
 * last, as observed) and the JSON text columns parsed.
 */
export function withWebhooks<Row extends object>(
  db: Db,
  row: Row,
  hooks: Record<string, keyof Row>,
  jsonColumns: readonly (keyof Row)[],
): Record<string, unknown> {
  const out = { ...row } as Record<string, unknown>;
  for (const column of jsonColumns) {
    out[column as string] = parseJsonObject(row[column] as string | null);
  }
  for (const [field, column] of Object.entries(hooks)) {
    delete out[column as string];
    out[field] = findWebhook(db, row[column] as string | null);
  }
  return out;
}

export function getPasswordSettings(db: Db): PasswordSettingsRow {
  return db
    .prepare(
      'SELECT min_password_length, require_digit, require_special_character FROM password_settings WHERE id = 1',
    )
    .get() as PasswordSettingsRow;
}

export function findWebhook(db: Db, sid: string | null): WebhookRow | null {
  if (!sid) return null;
  return (
    (db.prepare('SELECT * FROM webhooks WHERE webhook_sid = ?').get(sid) as WebhookRow) ?? null
  );
}

/**
 * Stores a webhook field: null removes the old one, an object updates it in place or creates it.
 * Returns the sid to keep in the owner's `*_hook_sid` column.
 */
export function saveWebhook(
  db: Db,
  current: string | null,
  hook: WebhookInput | null,
): string | null {
  if (hook === null) {
    if (current) db.prepare('DELETE FROM webhooks WHERE webhook_sid = ?').run(current);
    return null;
  }
  if (current && findWebhook(db, current)) {
    db.prepare(
      'UPDATE webhooks SET url = @url, method = @method, username = @username, password = @password WHERE webhook_sid = @sid',
    ).run({ ...hook, sid: current });
    return current;
  }
  const sid = randomUUID();
  db.prepare(
    'INSERT INTO webhooks (webhook_sid, url, method, username, password) VALUES (@sid, @url, @method, @username, @password)',
  ).run({ ...hook, sid });
  return sid;
}

/** A JSON object column as an object (null when empty or unreadable). */
export function parseJsonObject(text: string | null): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isPlainObject(value) ? value : null;
  } catch {
    return null;
  }
}
