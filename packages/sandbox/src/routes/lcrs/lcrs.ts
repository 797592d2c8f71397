import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../../context.ts';
import { canReachLcr, lcrListFilter, type Caller, type LcrOwnerRef } from '../../auth/scope.ts';
import { insertRow, updateRow, type Db } from '../../db/database.ts';
import {
  findAccount,
  findLcrCarrierSetEntry,
  findLcrRoute,
  findServiceProvider,
  listBySid,
  type ListedTable,
} from '../../db/queries.ts';
import type { LcrRow } from '../../db/rows.ts';
import { badRequest, forbidden } from '../../http/errors.ts';
import { assertUnchanged, readBody } from '../../http/validate.ts';
import { callerOf } from '../caller.ts';
import { deleteRoute, LCR_SETTINGS, lcrView, routesOf } from './lcr-fields.ts';
import { lcrOfPath } from './lcr-owner.ts';
import { readRouteList, saveRouteList } from './lcr-route-list.ts';
import { accountOfBody } from '../owner.ts';

/** The table GET /Lcrs lists, by sid as a real server does. */
const LCRS: ListedTable = { name: 'lcr', alias: 'l', sid: 'lcr_sid' };

const CREATE_FIELDS = {
  ...LCR_SETTINGS,
  name: { ...LCR_SETTINGS.name, required: true },
  account_sid: { type: 'sid', nullable: true },
  service_provider_sid: { type: 'sid', nullable: true },
} as const;

/** The owner cannot change; a client may send back the sids it read. */
const UPDATE_FIELDS = {
  ...LCR_SETTINGS,
  lcr_sid: { type: 'sid' },
  account_sid: { type: 'sid', nullable: true },
  service_provider_sid: { type: 'sid', nullable: true },
} as const;

/**
 * Lcrs: GET (scoped, by sid), POST; GET, PUT, DELETE one; POST and PUT of its whole route
 * list at /Lcrs/{sid}/Routes. A table belongs to a service provider or to one account, and each
 * has at most one (the real server's rule and words).
 */
export function lcrRoutes(api: FastifyInstance, ctx: SandboxContext): void {
  const { db } = ctx;

  api.get('/Lcrs', async (request) => {
    const filter = lcrListFilter(callerOf(request));
    return listBySid<LcrRow>(db, LCRS, filter).map((lcr) => lcrView(db, lcr));
  });

  api.get('/Lcrs/:sid', async (request) => lcrView(db, lcrOfPath(db, request)));

  api.post('/Lcrs', async (request, reply) => {
    const body = readBody(request.body, CREATE_FIELDS);
    const owner = ownerOfBody(db, callerOf(request), body);
    assertFirstOfOwner(db, owner);
    const sid = randomUUID();
    assertDefaultEntryOf(db, sid, body.default_carrier_set_entry_sid);
    insertRow(db, 'lcr', {
      lcr_sid: sid,
      name: body.name,
      is_active: body.is_active ?? 1,
      default_carrier_set_entry_sid: null,
      // As on the real server, an account's table names only the account.
      service_provider_sid: owner.account_sid ? null : owner.service_provider_sid,
      account_sid: owner.account_sid,
    });
    return reply.code(201).send({ sid });
  });

  api.put('/Lcrs/:sid', async (request, reply) => {
    const lcr = lcrOfPath(db, request);
    const body = readBody(request.body, UPDATE_FIELDS);
    if (Object.keys(body).length === 0) throw badRequest('no updates requested');
    assertUnchanged(body, lcr, ['lcr_sid', 'account_sid', 'service_provider_sid']);
    assertDefaultEntryOf(db, lcr.lcr_sid, body.default_carrier_set_entry_sid);
    updateRow(
      db,
      'lcr',
      { column: 'lcr_sid', value: lcr.lcr_sid },
      {
        name: body.name ?? lcr.name,
        is_active: body.is_active ?? lcr.is_active,
        default_carrier_set_entry_sid:
          body.default_carrier_set_entry_sid === undefined
            ? lcr.default_carrier_set_entry_sid
            : body.default_carrier_set_entry_sid,
      },
    );
    return reply.code(204).send();
  });

  api.delete('/Lcrs/:sid', async (request, reply) => {
    const lcr = lcrOfPath(db, request);
    db.transaction(() => {
      for (const route of routesOf(db, lcr.lcr_sid)) deleteRoute(db, route.lcr_route_sid);
      db.prepare('DELETE FROM lcr WHERE lcr_sid = ?').run(lcr.lcr_sid);
    })();
    return reply.code(204).send();
  });

  for (const method of ['POST', 'PUT'] as const) {
    api.route({
      method,
      url: '/Lcrs/:sid/Routes',
      handler: async (request, reply) => {
        const lcr = lcrOfPath(db, request);
        saveRouteList(db, lcr, readRouteList(request.body), method === 'POST');
        return reply.code(204).send();
      },
    });
  }
}

/**
 * The owner a create body names: an account (an account user's own, always), else a provider (a
 * provider user's own by default; admins name one). 400 unknown, 403 out of reach.
 */
function ownerOfBody(
  db: Db,
  caller: Caller,
  body: { account_sid?: string | null; service_provider_sid?: string | null },
): LcrOwnerRef {
  const accountSid = body.account_sid ?? (caller.scope === 'account' ? caller.accountSid : null);
  if (accountSid) {
    const account = accountOfBody(db, caller, accountSid);
    if (body.service_provider_sid && body.service_provider_sid !== account.service_provider_sid) {
      throw badRequest('account_sid is not an account of service_provider_sid');
    }
    return { service_provider_sid: account.service_provider_sid, account_sid: account.account_sid };
  }
  const sp = body.service_provider_sid ?? caller.serviceProviderSid;
  if (!sp) throw badRequest('service_provider_sid or account_sid is required');
  if (!findServiceProvider(db, sp)) throw badRequest('unknown service_provider_sid');
  const owner = { service_provider_sid: sp, account_sid: null };
  if (!canReachLcr(caller, owner)) throw forbidden();
  return owner;
}

/** One table per account and per service provider, in the real server's words. */
function assertFirstOfOwner(db: Db, owner: LcrOwnerRef): void {
  if (owner.account_sid) {
    const taken = db.prepare('SELECT 1 FROM lcr WHERE account_sid = ?').get(owner.account_sid);
    const name = findAccount(db, owner.account_sid)?.name;
    if (taken) throw badRequest(`Account: ${name} already has an active call routing table.`);
    return;
  }
  const taken = db
    .prepare('SELECT 1 FROM lcr WHERE account_sid IS NULL AND service_provider_sid = ?')
    .get(owner.service_provider_sid);
  const name = findServiceProvider(db, owner.service_provider_sid)?.name;
  if (taken) {
    throw badRequest(`Service Provider: ${name} already has an active call routing table.`);
  }
}

/** A default carrier is an entry of one of the table's routes (none before it has routes). */
function assertDefaultEntryOf(db: Db, lcrSid: string, entrySid: string | null | undefined): void {
  if (!entrySid) return;
  const entry = findLcrCarrierSetEntry(db, entrySid);
  const route = entry ? findLcrRoute(db, entry.lcr_route_sid) : undefined;
  if (route?.lcr_sid !== lcrSid) {
    throw badRequest('default_carrier_set_entry_sid must be a carrier set entry of this lcr');
  }
}
