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

export function findUser(db: Db, userSid: string): UserRow | undefined {
  return db.prepare('SELECT * FROM users WHERE user_sid = ?').get(userSid) as UserRow | undefined;
}

export function findUserByName(db: Db, name: string): UserRow | undefined {
  return db.prepare('SELECT * FROM users WHERE name = ?').get(name) as UserRow | undefined;
}

export function findAccount(db: Db, accountSid: string): AccountRow | undefined {
  return db.prepare('SELECT * FROM accounts WHERE account_sid = ?').get(accountSid) as
    AccountRow | undefined;
}

export function findServiceProvider(db: Db, sid: string): ServiceProviderRow | undefined {
  return db.prepare('SELECT * FROM service_providers WHERE service_provider_sid = ?').get(sid) as
    ServiceProviderRow | undefined;
}

export function findApplication(db: Db, sid: string): ApplicationRow | undefined {
  return db.prepare('SELECT * FROM applications WHERE application_sid = ?').get(sid) as
    ApplicationRow | undefined;
}

export function findApiKey(db: Db, sid: string): ApiKeyRow | undefined {
  return db.prepare('SELECT * FROM api_keys WHERE api_key_sid = ?').get(sid) as
    ApiKeyRow | undefined;
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
