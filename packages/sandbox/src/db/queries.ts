import { randomUUID } from 'node:crypto';
import { allRows, type Db } from './database.ts';
import type {
  AccountRow,
  ApiKeyRow,
  ApplicationRow,
  ClientRow,
  GoogleCustomVoiceRow,
  LcrCarrierSetEntryRow,
  LcrRouteRow,
  LcrRow,
  PasswordSettingsRow,
  PhoneNumberRow,
  ServiceProviderRow,
  SipGatewayRow,
  SmppGatewayRow,
  SpeechCredentialRow,
  TeamsTenantRow,
  UserRow,
  VoipCarrierRow,
  WebhookRow,
} from './rows.ts';
import type { Paging } from '../http/paging.ts';
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
export const findVoipCarrier = finder<VoipCarrierRow>('voip_carriers', 'voip_carrier_sid');
export const findPhoneNumber = finder<PhoneNumberRow>('phone_numbers', 'phone_number_sid');
export const findTeamsTenant = finder<TeamsTenantRow>('ms_teams_tenants', 'ms_teams_tenant_sid');
export const findSipGateway = finder<SipGatewayRow>('sip_gateways', 'sip_gateway_sid');
export const findSmppGateway = finder<SmppGatewayRow>('smpp_gateways', 'smpp_gateway_sid');
export const findSpeechCredential = finder<SpeechCredentialRow>(
  'speech_credentials',
  'speech_credential_sid',
);
export const findClient = finder<ClientRow>('clients', 'client_sid');
export const findGoogleCustomVoice = finder<GoogleCustomVoiceRow>(
  'google_custom_voices',
  'google_custom_voice_sid',
);
export const findLcr = finder<LcrRow>('lcr', 'lcr_sid');
export const findLcrRoute = finder<LcrRouteRow>('lcr_routes', 'lcr_route_sid');
export const findLcrCarrierSetEntry = finder<LcrCarrierSetEntryRow>(
  'lcr_carrier_set_entry',
  'lcr_carrier_set_entry_sid',
);

/**
 * Whether a row other than `key.own` holds `value` in `column`, compared without case as MySQL
 * does (unique names, realms, domains). Table and columns come from the code.
 */
export function isTaken(
  db: Db,
  table: string,
  column: string,
  value: string,
  key: { column: string; own: string },
): boolean {
  return (
    db
      .prepare(
        `SELECT 1 FROM ${table} WHERE ${column} = ? COLLATE NOCASE AND ${key.column} != ? LIMIT 1`,
      )
      .get(value, key.own) !== undefined
  );
}

/**
 * The accounts a filter lets through (alias `a`), in the order a real 0.9.6 server lists them: its
 * query has no ORDER BY, and MySQL reads them by primary key, the account's sid (not by name: the
 * console sorts them itself).
 */
export function listAccounts(db: Db, filter: { where: string; params: unknown[] }): AccountRow[] {
  return listBySid<AccountRow>(db, { name: 'accounts', alias: 'a', sid: 'account_sid' }, filter);
}

/** A table a list reads: its name, the alias its scope filter uses, its sid column. */
export interface ListedTable {
  name: string;
  /** The table's first letters, as scope.ts writes them. */
  alias: string;
  sid: string;
}

/**
 * The rows of a table a scope filter lets through, in the order a real 0.9.6 server lists them:
 * by the table's sid. Its queries have no ORDER BY, and MySQL reads a whole table by its primary
 * key, the sid, and a `WHERE column = ?` through that column's index, by sid within the value
 * (not by name: the console sorts what it shows).
 */
export function listBySid<Row>(
  db: Db,
  table: ListedTable,
  filter: { where: string; params: unknown[] },
): Row[] {
  const { name, alias, sid } = table;
  return allRows<Row>(
    db.prepare(
      `SELECT ${alias}.* FROM ${name} ${alias} WHERE ${filter.where} ORDER BY ${alias}.${sid}`,
    ),
    ...filter.params,
  );
}

/** The answer of a paginated list: numbers, as observed. */
export interface PageOf<Row> {
  total: number;
  page: number;
  page_size: number;
  data: Row[];
}

/**
 * One page of `SELECT * FROM {from}` (a table and its WHERE, with bound params) in the given
 * order, and the count of all the rows it matches.
 */
export function pageOf<Row>(
  db: Db,
  query: { from: string; params: unknown[]; orderBy: string },
  paging: Paging,
): PageOf<Row> {
  const total = db
    .prepare(`SELECT COUNT(*) FROM ${query.from}`)
    .pluck()
    .get(...query.params) as number;
  const data = db
    .prepare(`SELECT * FROM ${query.from} ORDER BY ${query.orderBy} LIMIT ? OFFSET ?`)
    .all(...query.params, paging.page_size, paging.offset) as Row[];
  return { total, page: paging.page, page_size: paging.page_size, data };
}

/**
 * A row as the API shows it: each `*_hook_sid` column replaced by its webhook object (appended
 * last, as observed) and the JSON text columns parsed. A real server's applications show their
 * webhooks' sids; its accounts do not (`hookSids: false`).
 */
export function withWebhooks<Row extends object>(
  db: Db,
  row: Row,
  hooks: Record<string, keyof Row>,
  jsonColumns: readonly (keyof Row)[],
  { hookSids = true } = {},
): Record<string, unknown> {
  const out = { ...row } as Record<string, unknown>;
  for (const column of jsonColumns) {
    out[column as string] = parseJsonObject(row[column] as string | null);
  }
  for (const [field, column] of Object.entries(hooks)) {
    delete out[column as string];
    const sid = row[column] as string | null;
    out[field] = hookSids ? findWebhook(db, sid) : embeddedWebhook(db, sid);
  }
  return out;
}

/** A webhook as a real server embeds it in an account or a service provider: without its sid. */
export function embeddedWebhook(
  db: Db,
  sid: string | null,
): Omit<WebhookRow, 'webhook_sid'> | null {
  const found = findWebhook(db, sid);
  if (!found) return null;
  const { url, method, username, password } = found;
  return { url, method, username, password };
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
