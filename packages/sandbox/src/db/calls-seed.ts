import { generateAlerts } from '../calls/alert-generator.ts';
import {
  generateCalls,
  type CallTenant,
  type GeneratedCall,
  type TenantApplication,
} from '../calls/call-generator.ts';
import { CallCounts } from './call-counts.ts';
import type { Db } from './database.ts';
import { SEED_CALL_WEIGHTS } from './seed-data.ts';
import { SCHEMA } from './schema.ts';

/** An account's share of the calls unless SEED_CALL_WEIGHTS names it: more with many numbers. */
const DEFAULT_WEIGHT = 3;
const MAX_NUMBERS_WEIGHT = 40;
/** The fewest alerts seeded: enough that a provider and its busiest account each have a few
 *  dozen in the last 7 days (a full page of the list). */
export const MIN_ALERTS = 160;
/** Above this many calls the indexes are built after the rows, which is much faster. */
const BULK_CALLS = 20_000;
/** SQL: the gateway's address is an IPv4 address (not a domain name). */
const IS_IPV4 = "g.ipv4 NOT GLOB '*[^0-9.]*'";
/** SQL: a gateway's address, the first host of a range. */
const HOST_OF_GATEWAY =
  "CASE WHEN g.netmask < 31 THEN rtrim(g.ipv4, '0123456789') || '1' ELSE g.ipv4 END";

export interface CallSeedOptions {
  /** How many calls (the two benchmark calls included). */
  calls: number;
  now: number;
  /** The same seed gives the same calls and alerts. */
  seed?: number;
}

/**
 * Replaces the calls and alerts with `calls` generated ones for the accounts in the database
 * (one alert per 50 calls, at least MIN_ALERTS), in one transaction with prepared statements.
 */
export function seedCalls(db: Db, options: CallSeedOptions): void {
  const seed = options.seed ?? 1;
  const tenants = callTenants(db);
  db.transaction(() => {
    for (const table of ['recent_calls', 'call_numbers', 'alerts']) {
      db.prepare(`DELETE FROM ${table}`).run();
    }
    const bulk = options.calls > BULK_CALLS;
    if (bulk) dropCallIndexes(db);
    writeCalls(db, generateCalls(tenants, { count: options.calls, now: options.now, seed }));
    writeAlerts(db, tenants, {
      count: Math.max(MIN_ALERTS, Math.floor(options.calls / 50)),
      now: options.now,
      seed,
    });
    if (bulk) db.exec(SCHEMA);
  })();
}

function writeCalls(db: Db, calls: Iterable<GeneratedCall>): void {
  const insertCall = db.prepare(`INSERT INTO recent_calls (
      call_sid, service_provider_sid, account_sid, application_sid, attempted_at, answered,
      answered_at, terminated_at, duration, direction, line_id, far_id, line_is_caller, host,
      remote_host, sip_callid, sip_status, termination_reason, trunk, trace_id, flow,
      recording_format, seed, trace_spans)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const numbers = new Map<string, number>();
  const idOf = (number: string): number => {
    let id = numbers.get(number);
    if (id === undefined) {
      id = numbers.size + 1;
      numbers.set(number, id);
    }
    return id;
  };
  const counts = new CallCounts();
  for (const call of calls) {
    const line = idOf(call.line);
    insertCall.run(
      call.call_sid,
      call.service_provider_sid,
      call.account_sid,
      call.application_sid,
      call.attempted_at,
      call.answered ? 1 : 0,
      call.answered_at,
      call.terminated_at,
      call.duration,
      call.direction,
      line,
      idOf(call.far),
      call.lineIsCaller ? 1 : 0,
      call.host,
      call.remote_host,
      call.sip_callid,
      call.sip_status,
      call.termination_reason,
      call.trunk,
      call.trace_id,
      call.flow,
      call.recording_format,
      call.seed,
      call.trace_spans,
    );
    counts.add(call, line);
  }
  const insertNumber = db.prepare('INSERT INTO call_numbers (number_id, number) VALUES (?, ?)');
  for (const [number, id] of numbers) insertNumber.run(id, number);
  db.prepare("INSERT INTO call_numbers_text (call_numbers_text) VALUES ('rebuild')").run();
  counts.write(db);
}

function writeAlerts(
  db: Db,
  tenants: readonly CallTenant[],
  options: { count: number; now: number; seed: number },
): void {
  const insert = db.prepare(`INSERT INTO alerts
    (time, service_provider_sid, account_sid, alert_type, message, vendor, detail)
    VALUES (@time, @service_provider_sid, @account_sid, @alert_type, @message, @vendor, @detail)`);
  for (const alert of generateAlerts(tenants, options)) insert.run(alert);
}

function dropCallIndexes(db: Db): void {
  const names = db
    .prepare(
      "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'recent_calls' AND sql IS NOT NULL",
    )
    .pluck()
    .all() as string[];
  for (const name of names) db.exec(`DROP INDEX ${name}`);
}

interface AccountRow {
  account_sid: string;
  service_provider_sid: string;
  name: string;
  record_all_calls: number;
  record_format: string;
}

interface CarrierRow {
  voip_carrier_sid: string;
  name: string;
  account_sid: string | null;
  service_provider_sid: string | null;
  /** The first IPv4 gateway that takes calls in (or out), if any. */
  inbound_ip: string | null;
  outbound_ip: string | null;
}

/** The accounts with what their calls need: numbers, carriers, devices, applications. */
function callTenants(db: Db): CallTenant[] {
  const accounts = db
    .prepare(
      // Accounts of a hosted provider (one with a root_domain) make no calls.
      `SELECT account_sid, service_provider_sid, name, record_all_calls, record_format FROM accounts
       WHERE service_provider_sid NOT IN
         (SELECT service_provider_sid FROM service_providers WHERE root_domain IS NOT NULL)
       ORDER BY name, account_sid`,
    )
    .all() as AccountRow[];
  // Carriers with SIP gateways (SMS-only ones have none); ranges give their first host.
  const carriers = db
    .prepare(
      `SELECT vc.voip_carrier_sid, vc.name, vc.account_sid, vc.service_provider_sid,
         (SELECT ${HOST_OF_GATEWAY} FROM sip_gateways g WHERE g.voip_carrier_sid = vc.voip_carrier_sid
            AND g.is_active = 1 AND g.inbound = 1 AND ${IS_IPV4} ORDER BY g.ipv4 LIMIT 1) AS inbound_ip,
         (SELECT ${HOST_OF_GATEWAY} FROM sip_gateways g WHERE g.voip_carrier_sid = vc.voip_carrier_sid
            AND g.is_active = 1 AND g.outbound = 1 AND ${IS_IPV4} ORDER BY g.ipv4 LIMIT 1) AS outbound_ip
       FROM voip_carriers vc
       WHERE vc.is_active = 1
         AND EXISTS (SELECT 1 FROM sip_gateways g WHERE g.voip_carrier_sid = vc.voip_carrier_sid)
       ORDER BY vc.name`,
    )
    .all() as CarrierRow[];
  const applications = db
    .prepare(
      'SELECT application_sid, name, record_all_calls, account_sid FROM applications ORDER BY rowid',
    )
    .all() as {
    application_sid: string;
    name: string;
    record_all_calls: number;
    account_sid: string;
  }[];
  const numbers = db
    .prepare(
      'SELECT number, account_sid, application_sid, voip_carrier_sid FROM phone_numbers ORDER BY number',
    )
    .all() as {
    number: string;
    account_sid: string | null;
    application_sid: string | null;
    voip_carrier_sid: string;
  }[];
  const devices = db
    .prepare('SELECT username, account_sid FROM clients WHERE is_active = 1 ORDER BY username')
    .all() as { username: string; account_sid: string }[];

  const appsOf = new Map<string, TenantApplication[]>();
  const appBySid = new Map<string, TenantApplication>();
  for (const app of applications) {
    const tenantApp = {
      sid: app.application_sid,
      name: app.name,
      recordsAll: app.record_all_calls === 1,
    };
    appBySid.set(app.application_sid, tenantApp);
    appsOf.set(app.account_sid, [...(appsOf.get(app.account_sid) ?? []), tenantApp]);
  }
  const carrierBySid = new Map(carriers.map((c) => [c.voip_carrier_sid, c]));
  // A carrier reached only by name gets an address of the documentation range.
  const addressOf = (carrier: CarrierRow | undefined, inbound: boolean): string =>
    (inbound ? carrier?.inbound_ip : carrier?.outbound_ip) ??
    carrier?.inbound_ip ??
    carrier?.outbound_ip ??
    `198.51.100.${200 + ((carrier?.name.length ?? 0) % 50)}`;

  const numbersOf = new Map<string | null, typeof numbers>();
  for (const n of numbers) {
    const list = numbersOf.get(n.account_sid);
    if (list) list.push(n);
    else numbersOf.set(n.account_sid, [n]);
  }
  return accounts.map((account): CallTenant => {
    const reachable = carriers.filter((c) =>
      c.account_sid === null
        ? c.service_provider_sid === account.service_provider_sid
        : c.account_sid === account.account_sid,
    );
    const own = numbersOf.get(account.account_sid) ?? [];
    return {
      account_sid: account.account_sid,
      service_provider_sid: account.service_provider_sid,
      name: account.name,
      weight:
        SEED_CALL_WEIGHTS[account.name] ??
        Math.max(DEFAULT_WEIGHT, Math.min(own.length, MAX_NUMBERS_WEIGHT)),
      recordsAll: account.record_all_calls === 1,
      recordFormat: account.record_format === 'wav' ? 'wav' : 'mp3',
      numbers: own.map((n) => {
        const carrier = carrierBySid.get(n.voip_carrier_sid);
        return {
          number: n.number,
          trunk: carrier?.name ?? 'default',
          gateway: addressOf(carrier, true),
          application: n.application_sid ? (appBySid.get(n.application_sid) ?? null) : null,
        };
      }),
      devices: devices.filter((d) => d.account_sid === account.account_sid).map((d) => d.username),
      carriers: reachable.map((c) => ({ trunk: c.name, gateway: addressOf(c, false) })),
      applications: appsOf.get(account.account_sid) ?? [],
    };
  });
}
