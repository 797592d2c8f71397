import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context.ts';
import { canSeeCarrier, carrierListFilter } from '../auth/scope.ts';
import { findVoipCarrier, listByName } from '../db/queries.ts';
import type { VoipCarrierRow } from '../db/rows.ts';
import { callerOf } from './caller.ts';
import { rowOfPath } from './path.ts';

/**
 * GET /VoipCarriers, GET /VoipCarriers/{sid}: read only for now (phone numbers need carriers);
 * the rows have the observed shape.
 */
export function voipCarrierRoutes(api: FastifyInstance, ctx: SandboxContext): void {
  const { db } = ctx;

  api.get('/VoipCarriers', async (request) =>
    listByName<VoipCarrierRow>(db, 'voip_carriers', 'vc', carrierListFilter(callerOf(request))),
  );

  api.get('/VoipCarriers/:sid', async (request) =>
    rowOfPath(request, (sid) => findVoipCarrier(db, sid), canSeeCarrier),
  );
}
