import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../../context.ts';
import {
  canModifyAccount,
  canModifyServiceProvider,
  canSeeServiceProvider,
  type Caller,
} from '../../auth/scope.ts';
import { insertRow } from '../../db/database.ts';
import { findAccount, findServiceProvider } from '../../db/queries.ts';
import {
  PREDEFINED_CARRIERS,
  predefinedGateways,
  SBC_ADDRESSES,
  SMPP_ADDRESSES,
} from '../../db/platform-data.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { parseSid } from '../../http/ids.ts';
import { readQuerySid } from '../../http/paging.ts';
import { callerOf } from '../caller.ts';
import type { CarrierOwner } from './carrier-owner.ts';
import { insertCarrier } from './voip-carriers.ts';

/** The columns a carrier takes from its template (not its sid or static-IP note), as real servers do. */
const TEMPLATE_SETTINGS = [
  'e164_leading_plus',
  'requires_register',
  'register_username',
  'register_sip_realm',
  'register_password',
  'tech_prefix',
  'inbound_auth_username',
  'inbound_auth_password',
  'diversion',
  'trunk_type',
] as const;

type Params = { Params: { sid: string; template: string } };

/**
 * PredefinedCarriers (the templates, any caller), a carrier made from one under
 * /ServiceProviders/{sid} or /Accounts/{sid}, and the platform addresses of /Sbcs and /Smpps,
 * chosen as a real 0.9.6 server chooses them.
 */
export function predefinedCarrierRoutes(api: FastifyInstance, ctx: SandboxContext): void {
  const { db } = ctx;

  api.get('/PredefinedCarriers', async () => PREDEFINED_CARRIERS);

  api.post<Params>(
    '/ServiceProviders/:sid/PredefinedCarriers/:template',
    async (request, reply) => {
      const sp = parseSid(request.params.sid);
      if (!findServiceProvider(db, sp)) throw notFound();
      if (!canModifyServiceProvider(callerOf(request), sp)) throw forbidden();
      const sid = fromTemplate(ctx, request.params.template, {
        service_provider_sid: sp,
        account_sid: null,
      });
      return reply.code(201).send({ sid });
    },
  );

  api.post<Params>('/Accounts/:sid/PredefinedCarriers/:template', async (request, reply) => {
    const account = findAccount(db, parseSid(request.params.sid));
    if (!account) throw notFound();
    if (!canModifyAccount(callerOf(request), account)) throw forbidden();
    const owner = {
      service_provider_sid: account.service_provider_sid,
      account_sid: account.account_sid,
    };
    return reply.code(201).send({ sid: fromTemplate(ctx, request.params.template, owner) });
  });

  // A provider's own SBCs when it has some, else the shared ones; a user's provider is its own.
  api.get('/Sbcs', async (request) => {
    const caller = callerOf(request);
    const named = providerInReach(caller, request.query);
    const sp = caller.scope === 'admin' ? named : caller.serviceProviderSid;
    const own = sp ? ofProvider(SBC_ADDRESSES, sp) : [];
    return own.length > 0 ? own : ofProvider(SBC_ADDRESSES, null);
  });
  // The provider's own SMPP addresses when the query names one (none is []), else the shared.
  api.get('/Smpps', async (request) =>
    ofProvider(SMPP_ADDRESSES, providerInReach(callerOf(request), request.query)),
  );
}

/**
 * The provider `?service_provider_sid=` names, when the caller reaches it: another provider's is
 * 403, as every other read of a provider out of reach.
 */
function providerInReach(caller: Caller, query: unknown): string | null {
  const sid = readQuerySid(query, 'service_provider_sid');
  if (sid !== null && !canSeeServiceProvider(caller, sid)) throw forbidden();
  return sid;
}

/** The addresses of one provider, or the shared ones (null). */
function ofProvider<T extends { service_provider_sid: string | null }>(
  rows: readonly T[],
  sp: string | null,
): T[] {
  return rows.filter((row) => row.service_provider_sid === sp);
}

/**
 * A carrier of `owner` with the template's settings and gateways (404 for an unknown template).
 * A name the owner already uses gets a short suffix, as on the real server.
 */
function fromTemplate(ctx: SandboxContext, rawSid: string, owner: CarrierOwner): string {
  const sid = parseSid(rawSid);
  const template = PREDEFINED_CARRIERS.find((t) => t.predefined_carrier_sid === sid);
  const gateways = predefinedGateways(sid);
  if (!template || !gateways) throw notFound();
  const settings: Record<string, unknown> = {};
  for (const column of TEMPLATE_SETTINGS) settings[column] = template[column];
  const { db } = ctx;
  const taken = db
    .prepare(
      owner.account_sid
        ? 'SELECT 1 FROM voip_carriers WHERE account_sid = ? AND name = ?'
        : 'SELECT 1 FROM voip_carriers WHERE service_provider_sid = ? AND account_sid IS NULL AND name = ?',
    )
    .get(owner.account_sid ?? owner.service_provider_sid, template.name);
  const name = taken ? `${template.name}-${randomUUID().slice(0, 8)}` : template.name;
  return db.transaction(() => {
    const carrierSid = insertCarrier(ctx, owner, { ...settings, name });
    for (const gateway of gateways.sip) {
      insertRow(db, 'sip_gateways', {
        ...gateway,
        sip_gateway_sid: randomUUID(),
        voip_carrier_sid: carrierSid,
      });
    }
    for (const gateway of gateways.smpp) {
      insertRow(db, 'smpp_gateways', {
        ...gateway,
        smpp_gateway_sid: randomUUID(),
        voip_carrier_sid: carrierSid,
      });
    }
    return carrierSid;
  })();
}
