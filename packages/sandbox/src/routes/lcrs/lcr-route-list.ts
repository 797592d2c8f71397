import type { Db } from '../../db/database.ts';
import { findLcrCarrierSetEntry, findLcrRoute } from '../../db/queries.ts';
import type { LcrRouteRow, LcrRow } from '../../db/rows.ts';
import { badRequest, HttpError } from '../../http/errors.ts';
import { readBody, type BodyOf, type CustomRule } from '../../http/validate.ts';
import {
  assertDistinctPriorities,
  assertUsableCarrier,
  insertEntry,
  insertRoute,
  NEW_ENTRY_FIELDS,
  NEW_ROUTE_FIELDS,
  updateEntry,
  updateRoute,
} from './lcr-fields.ts';

/**
 * A whole route list of a table in one call (the swagger's `/Lcrs/{sid}/Routes`): each route
 * with its carrier-set entries. POST creates them; PUT updates the routes and entries that carry
 * their sid and creates the others. Routes left out stay as they are (as on the real server);
 * the list is written in one transaction, so a refused list changes nothing.
 */

const MAX_ROUTES = 200;
const MAX_ENTRIES = 20;

const ENTRY_FIELDS = {
  ...NEW_ENTRY_FIELDS,
  lcr_carrier_set_entry_sid: { type: 'sid' },
  lcr_route_sid: { type: 'sid' },
} as const;
type EntryItem = BodyOf<typeof ENTRY_FIELDS>;

/** Another answer's message with where it arose put first, e.g. `[2].regex is required`. */
function within<T>(where: string, read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof HttpError && error.body && typeof error.body === 'object') {
      throw new HttpError(error.status, { msg: `${where}${String(error.body.msg)}` });
    }
    throw error;
  }
}

/**
 * The reference console sends `lcr_route_sid: ''` in the entries of a route not saved yet (and
 * blank sids of new rows); a real server fills them in, so an empty sid means none.
 */
function withoutBlankSids(item: unknown): unknown {
  if (!item || typeof item !== 'object' || Array.isArray(item)) return item;
  const blank = ['lcr_route_sid', 'lcr_carrier_set_entry_sid'];
  return Object.fromEntries(
    Object.entries(item).filter(([key, value]) => !(blank.includes(key) && value === '')),
  );
}

const ENTRIES: CustomRule<EntryItem[]> = {
  type: 'custom',
  read(key, value) {
    if (!Array.isArray(value) || value.length === 0) {
      throw badRequest(`${key} must be a list of at least one carrier-set entry`);
    }
    if (value.length > MAX_ENTRIES) throw badRequest(`${key} may hold at most ${MAX_ENTRIES}`);
    return value.map((entry, i) =>
      within(`${key}[${i}].`, () => readBody(withoutBlankSids(entry), ENTRY_FIELDS)),
    );
  },
};

const ROUTE_FIELDS = {
  ...NEW_ROUTE_FIELDS,
  lcr_route_sid: { type: 'sid' },
  lcr_sid: { type: 'sid' },
  lcr_carrier_set_entries: { ...ENTRIES, required: true },
} as const;
type RouteItem = BodyOf<typeof ROUTE_FIELDS>;

/** The body: a JSON array of routes, each checked; 400 naming the route and field. */
export function readRouteList(body: unknown): RouteItem[] {
  if (!Array.isArray(body)) throw badRequest('request body must be a JSON array of routes');
  if (body.length > MAX_ROUTES) throw badRequest(`a table may hold at most ${MAX_ROUTES} routes`);
  return body.map((item, i) =>
    within(`[${i}].`, () => readBody(withoutBlankSids(item), ROUTE_FIELDS)),
  );
}

/** Writes a checked route list of `lcr`; `creating` refuses routes that name a sid. */
export function saveRouteList(db: Db, lcr: LcrRow, items: RouteItem[], creating: boolean): void {
  db.transaction(() => {
    items.forEach((item, i) =>
      within(`[${i}].`, () => {
        if (item.lcr_sid !== undefined && item.lcr_sid !== lcr.lcr_sid) {
          throw badRequest('lcr_sid must be the lcr of the path');
        }
        const route = item.lcr_route_sid
          ? updatedRoute(db, lcr, item, creating)
          : findLcrRoute(db, insertRoute(db, lcr.lcr_sid, item))!;
        item.lcr_carrier_set_entries.forEach((entry, j) =>
          within(`lcr_carrier_set_entries[${j}].`, () => saveEntry(db, lcr, route, entry)),
        );
      }),
    );
    assertDistinctPriorities(db, lcr.lcr_sid);
  })();
}

function updatedRoute(db: Db, lcr: LcrRow, item: RouteItem, creating: boolean): LcrRouteRow {
  if (creating) throw badRequest('lcr_route_sid names a saved route: send it with PUT');
  const route = findLcrRoute(db, item.lcr_route_sid!);
  if (!route || route.lcr_sid !== lcr.lcr_sid) {
    throw badRequest('lcr_route_sid is not a route of this lcr');
  }
  return updateRoute(db, route, item);
}

function saveEntry(db: Db, lcr: LcrRow, route: LcrRouteRow, entry: EntryItem): void {
  if (entry.lcr_route_sid !== undefined && entry.lcr_route_sid !== route.lcr_route_sid) {
    throw badRequest('lcr_route_sid must be the route it is listed under');
  }
  assertUsableCarrier(db, lcr, entry.voip_carrier_sid, 'voip_carrier_sid');
  if (!entry.lcr_carrier_set_entry_sid) {
    insertEntry(db, route, entry);
    return;
  }
  const stored = findLcrCarrierSetEntry(db, entry.lcr_carrier_set_entry_sid);
  if (!stored || stored.lcr_route_sid !== route.lcr_route_sid) {
    throw badRequest('lcr_carrier_set_entry_sid is not an entry of this route');
  }
  updateEntry(db, stored, entry);
}
