import type { Db } from './database.ts';

/**
 * What refers to what, for refusing a delete that would leave references dangling (the real
 * server cascades or fails with a 500). A resource that refers to accounts or applications
 * (phone numbers, Teams tenants) adds its line here.
 */

interface Contents {
  one: string;
  many: string;
  sql: string;
}

const ACCOUNT_CONTENTS: readonly Contents[] = [
  {
    one: 'application',
    many: 'applications',
    sql: 'SELECT COUNT(*) FROM applications WHERE account_sid = ?',
  },
  { one: 'API key', many: 'API keys', sql: 'SELECT COUNT(*) FROM api_keys WHERE account_sid = ?' },
];

/** What an account still holds, e.g. ['30 applications', '1 API key']; empty when nothing. */
export function accountContents(db: Db, accountSid: string): string[] {
  const out: string[] = [];
  for (const { one, many, sql } of ACCOUNT_CONTENTS) {
    const count = db.prepare(sql).pluck().get(accountSid) as number;
    if (count > 0) out.push(`${count} ${count === 1 ? one : many}`);
  }
  return out;
}

const APPLICATION_USES: readonly { role: string; sql: string }[] = [
  {
    role: 'the device calling application of account',
    sql: 'SELECT name FROM accounts WHERE device_calling_application_sid = ? ORDER BY name',
  },
  {
    role: 'the SIPREC application of account',
    sql: 'SELECT name FROM accounts WHERE siprec_hook_sid = ? ORDER BY name',
  },
];

/** Where an application is in use, e.g. ['the device calling application of account "Acme Sales"']. */
export function applicationUses(db: Db, applicationSid: string): string[] {
  return APPLICATION_USES.flatMap(({ role, sql }) =>
    (db.prepare(sql).pluck().all(applicationSid) as string[]).map((name) => `${role} "${name}"`),
  );
}
