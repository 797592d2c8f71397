import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import { insertRow, updateRow } from '../../db/database.ts';
import { findVoipCarrier } from '../../db/queries.ts';
import type { LcrCarrierSetEntryRow, LcrRouteRow, LcrRow } from '../../db/rows.ts';
import { badRequest } from '../../http/errors.ts';
import type { CustomRule } from '../../http/validate.ts';
import { lcrOwner } from './lcr-owner.ts';

/**
 * The fields of outbound call routing tables, routes and carrier-set entries (sizes as in the
 * real schema), how they are shown, and the writes every route shares.
 */

/** The route a table falls back to when no other matches; its first entry is the default carrier. */
export const DEFAULT_ROUTE_PRIORITY = 9999;

const PRIORITY = { type: 'integer', min: 0, max: 1_000_000 } as const;

/** A digit prefix or a regular expression: at most 32 characters, and it must compile. */
const REGEX: CustomRule<string> = {
  type: 'custom',
  read(key, value) {
    if (typeof value !== 'string') throw badRequest(`${key} must be a string`);
    if (value.trim() === '') throw badRequest(`${key} is required`);
    if (value.length > 32) throw badRequest(`${key} must be at most 32 characters`);
    try {
      new RegExp(value);
    } catch {
      throw badRequest(`${key} is not a valid regular expression`);
    }
    return value;
  },
};

export const LCR_SETTINGS = {
  name: { type: 'string', max: 64, nonEmpty: true, isName: true },
  is_active: { type: 'boolean' },
  default_carrier_set_entry_sid: { type: 'sid', nullable: true },
} as const;

export const ROUTE_SETTINGS = {
  regex: REGEX,
  description: { type: 'string', max: 1024, nullable: true },
  priority: PRIORITY,
} as const;

export const ENTRY_SETTINGS = {
  voip_carrier_sid: { type: 'sid' },
  priority: PRIORITY,
  /** The share of traffic among the carriers of a route. */
  workload: { type: 'integer', min: 1, max: 100 },
} as const;

/** A new route needs its pattern and priority; a new entry its carrier. */
export const NEW_ROUTE_FIELDS = {
  ...ROUTE_SETTINGS,
  regex: { ...ROUTE_SETTINGS.regex, required: true },
  priority: { ...ROUTE_SETTINGS.priority, required: true },
} as const;
export const NEW_ENTRY_FIELDS = {
  ...ENTRY_SETTINGS,
  voip_carrier_sid: { ...ENTRY_SETTINGS.voip_carrier_sid, required: true },
} as const;

export function countRoutes(db: Db, lcrSid: string): number {
  return db
    .prepare('SELECT COUNT(*) FROM lcr_routes WHERE lcr_sid = ?')
    .pluck()
    .get(lcrSid) as number;
}

/** A table as the API shows it: with number_routes, the count of its routes (the default one included). */
export function lcrView(db: Db, lcr: LcrRow): LcrRow & { number_routes: number } {
  return { ...lcr, number_routes: countRoutes(db, lcr.lcr_sid) };
}

export function entriesOf(db: Db, routeSid: string): LcrCarrierSetEntryRow[] {
  return db
    .prepare(
      'SELECT * FROM lcr_carrier_set_entry WHERE lcr_route_sid = ? ORDER BY priority, lcr_carrier_set_entry_sid',
    )
    .all(routeSid) as LcrCarrierSetEntryRow[];
}

/** A route as the API shows it: with its carrier-set entries, by priority. */
export function routeView(db: Db, route: LcrRouteRow) {
  return { ...route, lcr_carrier_set_entries: entriesOf(db, route.lcr_route_sid) };
}

/** The routes of a table in the order they are tried. */
export function routesOf(db: Db, lcrSid: string): LcrRouteRow[] {
  return db
    .prepare('SELECT * FROM lcr_routes WHERE lcr_sid = ? ORDER BY priority, lcr_route_sid')
    .all(lcrSid) as LcrRouteRow[];
}

/**
 * A carrier an entry of this table may name: one of the table's provider, either the provider's
 * own or (for an account's table) the account's own. Else 400 naming the field.
 */
export function assertUsableCarrier(db: Db, lcr: LcrRow, carrierSid: string, key: string): void {
  const carrier = findVoipCarrier(db, carrierSid);
  if (!carrier) throw badRequest(`unknown ${key}`);
  const owner = lcrOwner(db, lcr);
  const usable =
    carrier.service_provider_sid === owner.service_provider_sid &&
    (carrier.account_sid === null || carrier.account_sid === owner.account_sid);
  if (!usable) {
    throw badRequest(`${key} must be a carrier of the table's service provider or of its account`);
  }
}

/** Routes are tried by priority, so two routes of a table may not share one. */
export function assertDistinctPriorities(db: Db, lcrSid: string): void {
  const shared = db
    .prepare(
      'SELECT priority FROM lcr_routes WHERE lcr_sid = ? GROUP BY priority HAVING COUNT(*) > 1 ORDER BY priority LIMIT 1',
    )
    .pluck()
    .get(lcrSid) as number | undefined;
  if (shared !== undefined) {
    throw badRequest(`priority ${shared} is used by more than one route of this lcr`);
  }
}

export interface RouteInput {
  regex: string;
  description?: string | null;
  priority: number;
}

export function insertRoute(db: Db, lcrSid: string, route: RouteInput): string {
  const sid = randomUUID();
  insertRow(db, 'lcr_routes', {
    lcr_route_sid: sid,
    lcr_sid: lcrSid,
    regex: route.regex,
    description: route.description ?? null,
    priority: route.priority,
  });
  return sid;
}

export interface EntryInput {
  voip_carrier_sid: string;
  priority?: number;
  workload?: number;
}

/**
 * Stores an entry of a route (its carrier checked by the caller). The first entry of the default
 * route becomes the table's default carrier, as on the real server.
 */
export function insertEntry(db: Db, route: LcrRouteRow, entry: EntryInput): string {
  const first = entriesOf(db, route.lcr_route_sid).length === 0;
  const sid = randomUUID();
  insertRow(db, 'lcr_carrier_set_entry', {
    lcr_carrier_set_entry_sid: sid,
    lcr_route_sid: route.lcr_route_sid,
    voip_carrier_sid: entry.voip_carrier_sid,
    priority: entry.priority ?? 0,
    workload: entry.workload ?? 1,
  });
  if (first && route.priority === DEFAULT_ROUTE_PRIORITY) {
    db.prepare('UPDATE lcr SET default_carrier_set_entry_sid = ? WHERE lcr_sid = ?').run(
      sid,
      route.lcr_sid,
    );
  }
  return sid;
}

/** Changes a route: what is not given stays. Returns the route as stored now. */
export function updateRoute(db: Db, route: LcrRouteRow, changes: Partial<RouteInput>): LcrRouteRow {
  const next = {
    regex: changes.regex ?? route.regex,
    description: changes.description === undefined ? route.description : changes.description,
    priority: changes.priority ?? route.priority,
  };
  updateRow(db, 'lcr_routes', { column: 'lcr_route_sid', value: route.lcr_route_sid }, next);
  return { ...route, ...next };
}

/** Changes an entry (its carrier checked by the caller): what is not given stays. */
export function updateEntry(
  db: Db,
  entry: LcrCarrierSetEntryRow,
  changes: Partial<EntryInput>,
): void {
  updateRow(
    db,
    'lcr_carrier_set_entry',
    { column: 'lcr_carrier_set_entry_sid', value: entry.lcr_carrier_set_entry_sid },
    {
      voip_carrier_sid: changes.voip_carrier_sid ?? entry.voip_carrier_sid,
      priority: changes.priority ?? entry.priority,
      workload: changes.workload ?? entry.workload,
    },
  );
}

/** Entries going away stop being a table's default carrier. */
function releaseDefault(db: Db, entrySids: readonly string[]): void {
  const release = db.prepare(
    'UPDATE lcr SET default_carrier_set_entry_sid = NULL WHERE default_carrier_set_entry_sid = ?',
  );
  for (const sid of entrySids) release.run(sid);
}

export function deleteEntry(db: Db, entrySid: string): void {
  releaseDefault(db, [entrySid]);
  db.prepare('DELETE FROM lcr_carrier_set_entry WHERE lcr_carrier_set_entry_sid = ?').run(entrySid);
}

/** Deletes a route with its entries. */
export function deleteRoute(db: Db, routeSid: string): void {
  releaseDefault(
    db,
    entriesOf(db, routeSid).map((entry) => entry.lcr_carrier_set_entry_sid),
  );
  db.prepare('DELETE FROM lcr_carrier_set_entry WHERE lcr_route_sid = ?').run(routeSid);
  db.prepare('DELETE FROM lcr_routes WHERE lcr_route_sid = ?').run(routeSid);
}
