import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SandboxContext } from '../../context.ts';
import {
  canSeeCarrier,
  canSeePhoneNumber,
  phoneNumberListFilter,
  type Caller,
} from '../../auth/scope.ts';
import { insertRow, updateRow, type Db } from '../../db/database.ts';
import { findPhoneNumber, findVoipCarrier, pageOf } from '../../db/queries.ts';
import type { PhoneNumberRow, VoipCarrierRow } from '../../db/rows.ts';
import { badRequest, duplicateEntry, forbidden } from '../../http/errors.ts';
import { pageAsked, readPaging, readQuerySid, readQueryText } from '../../http/paging.ts';
import { assertUnchanged, readBody } from '../../http/validate.ts';
import { callerOf } from '../caller.ts';
import { accountOfBody, applicationAfter, assertApplicationOf } from '../owner.ts';
import { rowOfPath } from '../path.ts';

const NUMBER = {
  test: /^\+?\d{3,20}$/,
  message: 'must be 3 to 20 digits with an optional leading +',
} as const;

const CREATE_FIELDS = {
  number: { type: 'string', max: 64, nonEmpty: true, required: true, pattern: NUMBER },
  voip_carrier_sid: { type: 'sid', required: true },
  account_sid: { type: 'sid', nullable: true },
  application_sid: { type: 'sid', nullable: true },
} as const;

/** A PUT routes the number; the values a client read may come back unchanged. */
const UPDATE_FIELDS = {
  account_sid: { type: 'sid', nullable: true },
  application_sid: { type: 'sid', nullable: true },
  phone_number_sid: { type: 'sid' },
  number: { type: 'string', max: 64 },
  voip_carrier_sid: { type: 'sid' },
  service_provider_sid: { type: 'sid', nullable: true },
} as const;

/** Numbers of a provider: those on its carriers (a number's provider is its carrier's). */
const ON_PROVIDER_CARRIERS =
  'pn.voip_carrier_sid IN (SELECT voip_carrier_sid FROM voip_carriers WHERE service_provider_sid = ?)';

interface NumberOnCarrier {
  number: PhoneNumberRow;
  carrier: VoipCarrierRow;
}

/** GET, POST /PhoneNumbers; GET, PUT, DELETE /PhoneNumbers/{sid}. */
export function phoneNumberRoutes(api: FastifyInstance, ctx: SandboxContext): void {
  const { db } = ctx;

  api.get('/PhoneNumbers', async (request) => listNumbers(db, request));

  api.get('/PhoneNumbers/:sid', async (request) => numberOfPath(db, request).number);

  api.post('/PhoneNumbers', async (request, reply) => {
    const caller = callerOf(request);
    const body = readBody(request.body, CREATE_FIELDS);
    const carrier = findVoipCarrier(db, body.voip_carrier_sid);
    if (!carrier) throw badRequest(`voip_carrier not found for sid ${body.voip_carrier_sid}`);
    if (!canSeeCarrier(caller, carrier)) throw forbidden();
    // An account user's numbers are its own account's unless it says otherwise.
    const accountSid =
      body.account_sid === undefined && caller.scope === 'account'
        ? caller.accountSid
        : (body.account_sid ?? null);
    const applicationSid = body.application_sid ?? null;
    assertRouting(db, caller, carrier, accountSid, applicationSid);
    assertUniqueNumber(db, body.number, carrier.voip_carrier_sid);
    const sid = randomUUID();
    insertRow(db, 'phone_numbers', {
      phone_number_sid: sid,
      number: body.number,
      voip_carrier_sid: carrier.voip_carrier_sid,
      account_sid: accountSid,
      application_sid: applicationSid,
    });
    return reply.code(201).send({ sid });
  });

  api.put('/PhoneNumbers/:sid', async (request, reply) => {
    const { number, carrier } = numberOfPath(db, request);
    const body = readBody(request.body, UPDATE_FIELDS);
    if (Object.keys(body).length === 0) throw badRequest('no updates requested');
    assertUnchanged(body, number, [
      'phone_number_sid',
      'number',
      'voip_carrier_sid',
      'service_provider_sid',
    ]);
    const accountSid = body.account_sid === undefined ? number.account_sid : body.account_sid;
    const applicationSid = applicationAfter(number, body.application_sid, accountSid);
    assertRouting(db, callerOf(request), carrier, accountSid, applicationSid);
    updateRow(
      db,
      'phone_numbers',
      { column: 'phone_number_sid', value: number.phone_number_sid },
      { account_sid: accountSid, application_sid: applicationSid },
    );
    return reply.code(204).send();
  });

  api.delete('/PhoneNumbers/:sid', async (request, reply) => {
    const { number } = numberOfPath(db, request);
    db.prepare('DELETE FROM phone_numbers WHERE phone_number_sid = ?').run(number.phone_number_sid);
    return reply.code(204).send();
  });
}

/**
 * The numbers in the caller's reach, by number, with the filters real servers apply, and only
 * those: `filter` (digits of the number), `account_sid` (not for an account user, whose list is
 * its account's) and `service_provider_sid` (admins only). Any other, `voip_carrier_sid` among
 * them, is ignored. A page only when `page` is given (50 numbers by default), as real servers do.
 */
function listNumbers(db: Db, request: FastifyRequest) {
  const { query } = request;
  const caller = callerOf(request);
  const scope = phoneNumberListFilter(caller);
  const where = [scope.where];
  const params: string[] = [...scope.params];
  const filters: [string, string | null][] = [
    ['pn.account_sid = ?', caller.scope === 'account' ? null : readQuerySid(query, 'account_sid')],
    [
      ON_PROVIDER_CARRIERS,
      caller.scope === 'admin' ? readQuerySid(query, 'service_provider_sid') : null,
    ],
    // The digits typed, with or without the leading +.
    [
      "instr(replace(pn.number, '+', ''), ?) > 0",
      readQueryText(query, 'filter', 64)?.replace(/^\+/, '') ?? null,
    ],
  ];
  for (const [sql, value] of filters) {
    if (value === null) continue;
    where.push(sql);
    params.push(value);
  }
  const from = `phone_numbers pn WHERE ${where.join(' AND ')}`;
  const orderBy = 'pn.number, pn.voip_carrier_sid';
  if (pageAsked(query)) {
    return pageOf<PhoneNumberRow>(db, { from, params, orderBy }, readPaging(query, 50));
  }
  return db.prepare(`SELECT pn.* FROM ${from} ORDER BY ${orderBy}`).all(...params);
}

/** The number of `/PhoneNumbers/{sid}` with its carrier, in the caller's reach. */
function numberOfPath(db: Db, request: FastifyRequest): NumberOnCarrier {
  return rowOfPath(
    request,
    (sid) => {
      const number = findPhoneNumber(db, sid);
      const carrier = number && findVoipCarrier(db, number.voip_carrier_sid);
      return number && carrier ? { number, carrier } : undefined;
    },
    (caller, { number, carrier }) => canSeePhoneNumber(caller, number, carrier),
  );
}

/**
 * Where a number of `carrier` may go: nowhere (not assigned), or an account in the caller's reach
 * under the carrier's provider (the carrier's own account when the carrier is an account's),
 * with no application or one of that account. The caller must still reach the number after.
 */
function assertRouting(
  db: Db,
  caller: Caller,
  carrier: VoipCarrierRow,
  accountSid: string | null,
  applicationSid: string | null,
): void {
  if (accountSid !== null) {
    const account = accountOfBody(db, caller, accountSid);
    if (account.service_provider_sid !== carrier.service_provider_sid) {
      throw badRequest("account_sid is not an account of the carrier's service provider");
    }
  }
  if (carrier.account_sid !== null && carrier.account_sid !== accountSid) {
    throw badRequest("a number on an account's carrier must be assigned to that account");
  }
  if (!canSeePhoneNumber(caller, { account_sid: accountSid }, carrier)) throw forbidden();
  if (applicationSid === null) return;
  if (accountSid === null) throw badRequest('application_sid needs an account_sid');
  assertApplicationOf(db, accountSid, 'application_sid', applicationSid, "the number's account");
}

/**
 * A number appears once per carrier (with or without its leading +); the real server's message.
 */
function assertUniqueNumber(db: Db, number: string, carrierSid: string): void {
  const clash = db
    .prepare(
      `SELECT 1 FROM phone_numbers
       WHERE voip_carrier_sid = ? AND ltrim(number, '+') = ltrim(?, '+') LIMIT 1`,
    )
    .get(carrierSid, number);
  if (clash) {
    throw duplicateEntry(`${number}-${carrierSid}`, 'phone_numbers_unique_idx_voip_carrier_number');
  }
}
