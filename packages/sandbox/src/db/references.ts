import type { Db } from './database.ts';

/**
 * What refers to what, for refusing a delete that would leave references dangling (the real
 * server cascades or fails with a 500). A resource that refers to accounts, applications or
 * carriers adds its line here.
 */

/** A count of things, e.g. '30 applications' or '1 API key'. */
interface Counted {
  one: string;
  many: string;
  sql: string;
}

function counts(db: Db, list: readonly Counted[], sid: string): string[] {
  const out: string[] = [];
  for (const { one, many, sql } of list) {
    const count = db.prepare(sql).pluck().get(sid) as number;
    if (count > 0) out.push(`${count} ${count === 1 ? one : many}`);
  }
  return out;
}

const ACCOUNT_CONTENTS: readonly Counted[] = [
  {
    one: 'application',
    many: 'applications',
    sql: 'SELECT COUNT(*) FROM applications WHERE account_sid = ?',
  },
  {
    one: 'phone number',
    many: 'phone numbers',
    sql: 'SELECT COUNT(*) FROM phone_numbers WHERE account_sid = ?',
  },
  {
    one: 'Microsoft Teams tenant',
    many: 'Microsoft Teams tenants',
    sql: 'SELECT COUNT(*) FROM ms_teams_tenants WHERE account_sid = ?',
  },
  {
    one: 'carrier',
    many: 'carriers',
    sql: 'SELECT COUNT(*) FROM voip_carriers WHERE account_sid = ?',
  },
  { one: 'API key', many: 'API keys', sql: 'SELECT COUNT(*) FROM api_keys WHERE account_sid = ?' },
  {
    one: 'outbound call routing table',
    many: 'outbound call routing tables',
    sql: 'SELECT COUNT(*) FROM lcr WHERE account_sid = ?',
  },
];

/** What an account still holds, e.g. ['30 applications', '1 API key']; empty when nothing. */
export function accountContents(db: Db, accountSid: string): string[] {
  return counts(db, ACCOUNT_CONTENTS, accountSid);
}

const PROVIDER_CONTENTS: readonly Counted[] = [
  {
    one: 'account',
    many: 'accounts',
    sql: 'SELECT COUNT(*) FROM accounts WHERE service_provider_sid = ?',
  },
  {
    one: 'carrier',
    many: 'carriers',
    sql: 'SELECT COUNT(*) FROM voip_carriers WHERE service_provider_sid = ?',
  },
  {
    one: 'speech credential',
    many: 'speech credentials',
    sql: 'SELECT COUNT(*) FROM speech_credentials WHERE service_provider_sid = ? AND account_sid IS NULL',
  },
  {
    one: 'outbound call routing table',
    many: 'outbound call routing tables',
    sql: 'SELECT COUNT(*) FROM lcr WHERE service_provider_sid = ? AND account_sid IS NULL',
  },
];

/** What a service provider still holds besides its own users, keys and limits. */
export function serviceProviderContents(db: Db, serviceProviderSid: string): string[] {
  return counts(db, PROVIDER_CONTENTS, serviceProviderSid);
}

/** A role an application plays, and the SQL naming what it plays it for. */
interface Use {
  one: string;
  many: string;
  sql: string;
}

const APPLICATION_USES: readonly Use[] = [
  {
    one: 'the device calling application of account',
    many: 'the device calling application of accounts',
    sql: 'SELECT name FROM accounts WHERE device_calling_application_sid = ? ORDER BY name',
  },
  {
    one: 'the SIPREC application of account',
    many: 'the SIPREC application of accounts',
    sql: 'SELECT name FROM accounts WHERE siprec_hook_sid = ? ORDER BY name',
  },
  {
    one: 'the application of phone number',
    many: 'the application of phone numbers',
    sql: 'SELECT number FROM phone_numbers WHERE application_sid = ? ORDER BY number',
  },
  {
    one: 'the application of Microsoft Teams tenant',
    many: 'the application of Microsoft Teams tenants',
    sql: 'SELECT tenant_fqdn FROM ms_teams_tenants WHERE application_sid = ? ORDER BY tenant_fqdn',
  },
  {
    one: 'the application of carrier',
    many: 'the application of carriers',
    sql: 'SELECT name FROM voip_carriers WHERE application_sid = ? ORDER BY name',
  },
];

/**
 * Where an application is in use, e.g. ['the device calling application of account "Acme
 * Sales"', 'the application of phone numbers "15085550100", "15085550101"'].
 */
export function applicationUses(db: Db, applicationSid: string): string[] {
  const out: string[] = [];
  for (const { one, many, sql } of APPLICATION_USES) {
    const names = db.prepare(sql).pluck().all(applicationSid) as string[];
    if (names.length === 0) continue;
    out.push(`${names.length === 1 ? one : many} ${names.map((n) => `"${n}"`).join(', ')}`);
  }
  return out;
}

/** What uses a carrier: while any of these remain the carrier may not be deleted. */
const CARRIER_USES: readonly Counted[] = [
  {
    one: 'phone number',
    many: 'phone numbers',
    sql: 'SELECT COUNT(*) FROM phone_numbers WHERE voip_carrier_sid = ?',
  },
  {
    one: 'outbound call route',
    many: 'outbound call routes',
    sql: 'SELECT COUNT(*) FROM lcr_carrier_set_entry WHERE voip_carrier_sid = ?',
  },
];

/** What still uses a carrier, e.g. ['3 phone numbers']; empty when nothing. */
export function carrierUses(db: Db, carrierSid: string): string[] {
  return counts(db, CARRIER_USES, carrierSid);
}
