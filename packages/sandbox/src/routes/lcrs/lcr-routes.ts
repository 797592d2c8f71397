import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../../context.ts';
import { badRequest } from '../../http/errors.ts';
import { assertUnchanged, readBody, requireObject } from '../../http/validate.ts';
import { callerOf } from '../caller.ts';
import {
  assertDistinctPriorities,
  assertUsableCarrier,
  deleteEntry,
  deleteRoute,
  ENTRY_SETTINGS,
  entriesOf,
  insertEntry,
  insertRoute,
  NEW_ENTRY_FIELDS,
  NEW_ROUTE_FIELDS,
  routesOf,
  routeView,
  ROUTE_SETTINGS,
  updateEntry,
  updateRoute,
} from './lcr-fields.ts';
import { entryOfPath, lcrNamed, routeNamed, routeOfPath } from './lcr-owner.ts';

const ROUTE_CREATE_FIELDS = {
  ...NEW_ROUTE_FIELDS,
  lcr_sid: { type: 'sid', required: true },
} as const;
const ROUTE_UPDATE_FIELDS = {
  ...ROUTE_SETTINGS,
  lcr_sid: { type: 'sid' },
  lcr_route_sid: { type: 'sid' },
} as const;

const ENTRY_CREATE_FIELDS = {
  ...NEW_ENTRY_FIELDS,
  lcr_route_sid: { type: 'sid', required: true },
} as const;
const ENTRY_UPDATE_FIELDS = {
  ...ENTRY_SETTINGS,
  lcr_route_sid: { type: 'sid' },
  lcr_carrier_set_entry_sid: { type: 'sid' },
} as const;

/**
 * LcrRoutes: GET ?lcr_sid= (required; each route with its lcr_carrier_set_entries), POST; GET,
 * PUT, DELETE one (with its entries). LcrCarrierSetEntries: GET ?lcr_route_sid= (required), POST;
 * GET, PUT, DELETE one. Both are in reach where their table is.
 */
export function lcrRouteRoutes(api: FastifyInstance, ctx: SandboxContext): void {
  const { db } = ctx;

  api.get('/LcrRoutes', async (request) => {
    const { lcr_sid: sid } = (request.query ?? {}) as Record<string, unknown>;
    const lcr = lcrNamed(db, callerOf(request), sid);
    return routesOf(db, lcr.lcr_sid).map((route) => routeView(db, route));
  });

  api.get('/LcrRoutes/:sid', async (request) => routeView(db, routeOfPath(db, request).route));

  api.post('/LcrRoutes', async (request, reply) => {
    // The table first: a body without one answers the real server's message.
    const raw = requireObject(request.body);
    const lcr = lcrNamed(db, callerOf(request), raw.lcr_sid);
    const body = readBody(raw, ROUTE_CREATE_FIELDS);
    const sid = db.transaction(() => {
      const created = insertRoute(db, lcr.lcr_sid, body);
      assertDistinctPriorities(db, lcr.lcr_sid);
      return created;
    })();
    return reply.code(201).send({ sid });
  });

  api.put('/LcrRoutes/:sid', async (request, reply) => {
    const { route } = routeOfPath(db, request);
    const body = readBody(request.body, ROUTE_UPDATE_FIELDS);
    if (Object.keys(body).length === 0) throw badRequest('no updates requested');
    assertUnchanged(body, route, ['lcr_sid', 'lcr_route_sid']);
    db.transaction(() => {
      updateRoute(db, route, body);
      assertDistinctPriorities(db, route.lcr_sid);
    })();
    return reply.code(204).send();
  });

  api.delete('/LcrRoutes/:sid', async (request, reply) => {
    const { route } = routeOfPath(db, request);
    db.transaction(() => deleteRoute(db, route.lcr_route_sid))();
    return reply.code(204).send();
  });

  api.get('/LcrCarrierSetEntries', async (request) => {
    const { lcr_route_sid: sid } = (request.query ?? {}) as Record<string, unknown>;
    return entriesOf(db, routeNamed(db, callerOf(request), sid).route.lcr_route_sid);
  });

  api.get('/LcrCarrierSetEntries/:sid', async (request) => entryOfPath(db, request).entry);

  api.post('/LcrCarrierSetEntries', async (request, reply) => {
    const raw = requireObject(request.body);
    const { route, lcr } = routeNamed(db, callerOf(request), raw.lcr_route_sid);
    const body = readBody(raw, ENTRY_CREATE_FIELDS);
    assertUsableCarrier(db, lcr, body.voip_carrier_sid, 'voip_carrier_sid');
    const sid = db.transaction(() => insertEntry(db, route, body))();
    return reply.code(201).send({ sid });
  });

  api.put('/LcrCarrierSetEntries/:sid', async (request, reply) => {
    const { entry, lcr } = entryOfPath(db, request);
    const body = readBody(request.body, ENTRY_UPDATE_FIELDS);
    if (Object.keys(body).length === 0) throw badRequest('no updates requested');
    assertUnchanged(body, entry, ['lcr_route_sid', 'lcr_carrier_set_entry_sid']);
    if (body.voip_carrier_sid) {
      assertUsableCarrier(db, lcr, body.voip_carrier_sid, 'voip_carrier_sid');
    }
    updateEntry(db, entry, body);
    return reply.code(204).send();
  });

  api.delete('/LcrCarrierSetEntries/:sid', async (request, reply) => {
    const { entry } = entryOfPath(db, request);
    db.transaction(() => deleteEntry(db, entry.lcr_carrier_set_entry_sid))();
    return reply.code(204).send();
  });
}
