import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SandboxContext } from '../../context.ts';
import { carrierListFilter, type Caller } from '../../auth/scope.ts';
import { insertRow, isoSeconds, updateRow, type Db } from '../../db/database.ts';
import { findAccount, pageOf } from '../../db/queries.ts';
import { carrierUses } from '../../db/references.ts';
import type { VoipCarrierRow } from '../../db/rows.ts';
import { badRequest, notFound, unprocessable } from '../../http/errors.ts';
import { pageAsked, readPaging, readQuerySid, readQueryText } from '../../http/paging.ts';
import { assertUnchanged, readBody } from '../../http/validate.ts';
import { callerOf } from '../caller.ts';
import {
  assertCarrierRules,
  CARRIER_CREATE_FIELDS,
  CARRIER_UPDATE_FIELDS,
  carrierSettings,
  carrierView,
  type CarrierCreateBody,
} from './carrier-fields.ts';
import {
  accountOfPath,
  assertCanModifyCarrier,
  carrierOwnerOfBody,
  carrierToChange,
  carrierToRead,
  providerOfPath,
  providerToChange,
  type CarrierOwner,
} from './carrier-owner.ts';
import { accountOfBody, applicationAfter, assertApplicationOf } from '../owner.ts';

type SidParams = { Params: { sid: string } };
type NestedParams = { Params: { sid: string; carrierSid: string } };

/**
 * VoipCarriers: GET (bare list, or a page with page/page_size; name and account_sid filters),
 * POST, and GET, PUT, DELETE one; the same list, create and update under /ServiceProviders/{sid}
 * and /Accounts/{sid}.
 */
export function voipCarrierRoutes(api: FastifyInstance, ctx: SandboxContext): void {
  const { db } = ctx;

  api.get('/VoipCarriers', async (request) => listCarriers(db, request));

  api.get<SidParams>('/ServiceProviders/:sid/VoipCarriers', async (request) => {
    const sp = providerOfPath(db, callerOf(request), request.params.sid);
    return listCarriers(db, request, { sql: 'vc.service_provider_sid = ?', value: sp });
  });

  api.get<SidParams>('/Accounts/:sid/VoipCarriers', async (request) => {
    const account = accountOfPath(db, callerOf(request), request.params.sid);
    return listCarriers(db, request, { sql: 'vc.account_sid = ?', value: account });
  });

  api.get<SidParams>('/VoipCarriers/:sid', async (request) =>
    carrierView(carrierToRead(db, callerOf(request), request.params.sid)),
  );

  api.post('/VoipCarriers', async (request, reply) => {
    const body = readBody(request.body, CARRIER_CREATE_FIELDS);
    const owner = carrierOwnerOfBody(
      db,
      callerOf(request),
      body.account_sid,
      body.service_provider_sid,
    );
    return reply.code(201).send({ sid: createCarrier(ctx, owner, body) });
  });

  api.post<SidParams>('/ServiceProviders/:sid/VoipCarriers', async (request, reply) => {
    const caller = callerOf(request);
    const sp = providerOfPath(db, caller, request.params.sid);
    const body = readBody(request.body, CARRIER_CREATE_FIELDS);
    if (body.service_provider_sid && body.service_provider_sid !== sp) {
      throw badRequest('service_provider_sid must be the service provider of the path');
    }
    const owner = carrierOwnerOfBody(db, caller, body.account_sid, sp);
    return reply.code(201).send({ sid: createCarrier(ctx, owner, body) });
  });

  api.post<SidParams>('/Accounts/:sid/VoipCarriers', async (request, reply) => {
    const caller = callerOf(request);
    const account = accountOfPath(db, caller, request.params.sid);
    const body = readBody(request.body, CARRIER_CREATE_FIELDS);
    if (body.account_sid && body.account_sid !== account) {
      throw badRequest('account_sid must be the account of the path');
    }
    const owner = carrierOwnerOfBody(db, caller, account, body.service_provider_sid);
    return reply.code(201).send({ sid: createCarrier(ctx, owner, body) });
  });

  api.put<SidParams>('/VoipCarriers/:sid', async (request, reply) => {
    const caller = callerOf(request);
    updateCarrier(db, caller, carrierToChange(db, caller, request.params.sid), request.body);
    return reply.code(204).send();
  });

  // Real servers check only the path's scope here; the sandbox also wants the carrier under it.
  api.put<NestedParams>(
    '/ServiceProviders/:sid/VoipCarriers/:carrierSid',
    async (request, reply) => {
      const caller = callerOf(request);
      const sp = providerToChange(db, caller, request.params.sid);
      const carrier = carrierToChange(db, caller, request.params.carrierSid);
      if (carrier.service_provider_sid !== sp) throw notFound();
      updateCarrier(db, caller, carrier, request.body);
      return reply.code(204).send();
    },
  );

  // Under an account: its own carriers and its provider's (the account's carrier list).
  api.put<NestedParams>('/Accounts/:sid/VoipCarriers/:carrierSid', async (request, reply) => {
    const caller = callerOf(request);
    const account = findAccount(db, accountOfPath(db, caller, request.params.sid))!;
    const carrier = carrierToChange(db, caller, request.params.carrierSid);
    const under =
      carrier.account_sid === null
        ? carrier.service_provider_sid === account.service_provider_sid
        : carrier.account_sid === account.account_sid;
    if (!under) throw notFound();
    updateCarrier(db, caller, carrier, request.body);
    return reply.code(204).send();
  });

  api.delete<SidParams>('/VoipCarriers/:sid', async (request, reply) => {
    const carrier = carrierToChange(db, callerOf(request), request.params.sid);
    const uses = carrierUses(db, carrier.voip_carrier_sid);
    if (uses.length > 0) {
      throw unprocessable(
        `cannot delete voip carrier "${carrier.name}": it is used by ${uses.join(', ')}; remove them first`,
      );
    }
    db.transaction(() => {
      for (const table of ['sip_gateways', 'smpp_gateways', 'voip_carriers']) {
        db.prepare(`DELETE FROM ${table} WHERE voip_carrier_sid = ?`).run(carrier.voip_carrier_sid);
      }
    })();
    return reply.code(204).send();
  });
}

/** A PUT of a carrier the caller may change: the body's settings, name and account, checked. */
function updateCarrier(db: Db, caller: Caller, carrier: VoipCarrierRow, rawBody: unknown): void {
  const body = readBody(rawBody, CARRIER_UPDATE_FIELDS);
  if (Object.keys(body).length === 0) throw badRequest('no updates requested');
  assertUnchanged(body, carrier, ['voip_carrier_sid', 'service_provider_sid', 'created_at']);
  // A real server puts an account user's own account in place of any account_sid sent.
  if (caller.scope === 'account') body.account_sid = caller.accountSid;
  let accountSid = carrier.account_sid;
  if (body.account_sid !== undefined && body.account_sid !== carrier.account_sid) {
    accountSid = body.account_sid;
    assertMovable(db, caller, carrier, accountSid);
  }
  const settings = carrierSettings(body);
  if (body.name !== undefined) settings.name = body.name;
  const applicationSid = applicationAfter(
    carrier,
    settings.application_sid as string | null | undefined,
    accountSid,
  );
  const changes = { ...settings, account_sid: accountSid, application_sid: applicationSid };
  assertCarrierRules({ ...carrier, ...changes });
  assertCarrierApplication(db, accountSid, applicationSid);
  updateRow(
    db,
    'voip_carriers',
    { column: 'voip_carrier_sid', value: carrier.voip_carrier_sid },
    changes,
  );
}

/** The carriers an account uses, as real servers filter by `account_sid`: its own and its provider's. */
const USED_BY_ACCOUNT = `(vc.account_sid = ? OR (vc.account_sid IS NULL AND vc.service_provider_sid =
  (SELECT service_provider_sid FROM accounts WHERE account_sid = ?)))`;

/**
 * The carriers in the caller's reach, with the query's filters: `name` (part of the name, any
 * case) and `account_sid` (the carriers that account uses: its own and its provider's; an account
 * user's list is that of its account whatever it asks); a page when asked. The list and its pages
 * come by sid, as a real server's (its query has no ORDER BY: MySQL reads by primary key).
 */
function listCarriers(db: Db, request: FastifyRequest, under?: { sql: string; value: string }) {
  const { query } = request;
  const caller = callerOf(request);
  const scope = carrierListFilter(caller);
  const where = [scope.where];
  const params: string[] = [...scope.params];
  const accountSid = caller.scope === 'account' ? null : readQuerySid(query, 'account_sid');
  const filters: [string, string[] | null][] = [
    ['instr(lower(vc.name), lower(?)) > 0', wrap(readQueryText(query, 'name', 64))],
    [USED_BY_ACCOUNT, accountSid === null ? null : [accountSid, accountSid]],
  ];
  if (under) filters.push([under.sql, [under.value]]);
  for (const [sql, values] of filters) {
    if (values === null) continue;
    where.push(sql);
    params.push(...values);
  }
  const from = `voip_carriers vc WHERE ${where.join(' AND ')}`;
  // As on real servers: a page only when `page` is given, 50 carriers by default.
  const orderBy = 'vc.voip_carrier_sid';
  if (pageAsked(query)) {
    const page = pageOf<VoipCarrierRow>(db, { from, params, orderBy }, readPaging(query, 50));
    return { ...page, data: page.data.map(carrierView) };
  }
  const rows = db
    .prepare(`SELECT vc.* FROM ${from} ORDER BY ${orderBy}`)
    .all(...params) as VoipCarrierRow[];
  return rows.map(carrierView);
}

const wrap = (value: string | null) => (value === null ? null : [value]);

/** Stores a new carrier of `owner` with the body's settings, checked; returns its sid. */
function createCarrier(ctx: SandboxContext, owner: CarrierOwner, body: CarrierCreateBody): string {
  const settings = carrierSettings(body);
  const applicationSid = (settings.application_sid as string | null | undefined) ?? null;
  assertCarrierRules(settings);
  assertCarrierApplication(ctx.db, owner.account_sid, applicationSid);
  return insertCarrier(ctx, owner, { name: body.name, ...settings });
}

/** Inserts a carrier row (checked by the caller) and returns its sid. */
export function insertCarrier(
  ctx: SandboxContext,
  owner: CarrierOwner,
  columns: Record<string, unknown>,
): string {
  const sid = randomUUID();
  insertRow(ctx.db, 'voip_carriers', {
    ...columns,
    voip_carrier_sid: sid,
    ...owner,
    created_at: isoSeconds(ctx.now()),
  });
  return sid;
}

/** A carrier's application must be one of the carrier's account. */
function assertCarrierApplication(
  db: Db,
  accountSid: string | null,
  applicationSid: string | null,
) {
  if (applicationSid === null) return;
  if (accountSid === null) throw badRequest('application_sid needs an account_sid');
  assertApplicationOf(db, accountSid, 'application_sid', applicationSid, "the carrier's account");
}

/**
 * A carrier moves to another account of its provider (or to the provider itself) only while its
 * phone numbers would still be routed: numbers on an account's carrier belong to that account.
 */
function assertMovable(
  db: Db,
  caller: Caller,
  carrier: VoipCarrierRow,
  accountSid: string | null,
): void {
  if (accountSid === null) {
    assertCanModifyCarrier(caller, { ...carrier, account_sid: null });
    return;
  }
  const account = accountOfBody(db, caller, accountSid);
  if (account.service_provider_sid !== carrier.service_provider_sid) {
    throw badRequest("account_sid is not an account of the carrier's service provider");
  }
  const elsewhere = db
    .prepare(
      'SELECT COUNT(*) FROM phone_numbers WHERE voip_carrier_sid = ? AND (account_sid IS NULL OR account_sid != ?)',
    )
    .pluck()
    .get(carrier.voip_carrier_sid, accountSid) as number;
  if (elsewhere > 0) {
    throw unprocessable(
      `cannot move voip carrier "${carrier.name}" to that account: ${elsewhere} of its phone numbers are not assigned to it`,
    );
  }
}
