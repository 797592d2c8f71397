import type { FastifyRequest } from 'fastify';
import { canReachLcr, type Caller, type LcrOwnerRef } from '../../auth/scope.ts';
import type { Db } from '../../db/database.ts';
import { findAccount, findLcr, findLcrCarrierSetEntry, findLcrRoute } from '../../db/queries.ts';
import type { LcrCarrierSetEntryRow, LcrRouteRow, LcrRow } from '../../db/rows.ts';
import { badRequest, forbidden } from '../../http/errors.ts';
import { isSid } from '../../http/ids.ts';
import { callerOf } from '../caller.ts';
import { rowOfPath } from '../path.ts';

/**
 * Where an outbound call routing table, its routes and their carrier-set entries are in reach:
 * a route and an entry follow the table they belong to.
 */

/** The provider and account a table belongs to (an account's table stores no provider, as observed). */
export function lcrOwner(db: Db, lcr: LcrRow): LcrOwnerRef {
  if (lcr.account_sid === null) {
    return { service_provider_sid: lcr.service_provider_sid ?? '', account_sid: null };
  }
  const account = findAccount(db, lcr.account_sid);
  return {
    service_provider_sid: account?.service_provider_sid ?? '',
    account_sid: lcr.account_sid,
  };
}

const reachOf = (db: Db) => (caller: Caller, lcr: LcrRow) => canReachLcr(caller, lcrOwner(db, lcr));

/** The table of `/Lcrs/{sid}...`: 400 malformed, 404 unknown, 403 out of reach. */
export function lcrOfPath(db: Db, request: FastifyRequest): LcrRow {
  return rowOfPath(request, (sid) => findLcr(db, sid), reachOf(db));
}

/** A sid a query or a body names: 400 `missing {key}` or `{key} must be a valid sid`. */
function namedSid(key: string, sid: unknown): string {
  if (sid === undefined || sid === null || sid === '') throw badRequest(`missing ${key}`);
  if (!isSid(sid)) throw badRequest(`${key} must be a valid sid`);
  return sid.toLowerCase();
}

/** The table a query or a body names by `lcr_sid`: 400 missing or unknown, 403 out of reach. */
export function lcrNamed(db: Db, caller: Caller, sid: unknown): LcrRow {
  const lcr = findLcr(db, namedSid('lcr_sid', sid));
  if (!lcr) throw badRequest('unknown lcr_sid');
  if (!reachOf(db)(caller, lcr)) throw forbidden();
  return lcr;
}

export interface RouteInReach {
  route: LcrRouteRow;
  lcr: LcrRow;
}

/** A route and its table, in the caller's reach (else 403). */
function routeInReach(db: Db, caller: Caller, route: LcrRouteRow): RouteInReach {
  const lcr = findLcr(db, route.lcr_sid);
  if (!lcr || !reachOf(db)(caller, lcr)) throw forbidden();
  return { route, lcr };
}

/** The route of `/LcrRoutes/{sid}`: 400 malformed, 404 unknown, 403 out of reach. */
export function routeOfPath(db: Db, request: FastifyRequest): RouteInReach {
  const route = rowOfPath(
    request,
    (sid) => findLcrRoute(db, sid),
    () => true,
  );
  return routeInReach(db, callerOf(request), route);
}

/** The route a query or a body names by `lcr_route_sid`: 400 missing or unknown, 403 out of reach. */
export function routeNamed(db: Db, caller: Caller, sid: unknown): RouteInReach {
  const route = findLcrRoute(db, namedSid('lcr_route_sid', sid));
  if (!route) throw badRequest('unknown lcr_route_sid');
  return routeInReach(db, caller, route);
}

/** The entry of `/LcrCarrierSetEntries/{sid}` with its route and table, in reach. */
export function entryOfPath(
  db: Db,
  request: FastifyRequest,
): RouteInReach & { entry: LcrCarrierSetEntryRow } {
  const entry = rowOfPath(
    request,
    (sid) => findLcrCarrierSetEntry(db, sid),
    () => true,
  );
  const route = findLcrRoute(db, entry.lcr_route_sid);
  if (!route) throw forbidden();
  return { entry, ...routeInReach(db, callerOf(request), route) };
}
