import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SandboxContext } from '../../context.ts';
import { canSeeCarrier } from '../../auth/scope.ts';
import { insertRow, updateRow, type Db } from '../../db/database.ts';
import { findVoipCarrier } from '../../db/queries.ts';
import type { VoipCarrierRow } from '../../db/rows.ts';
import { badRequest } from '../../http/errors.ts';
import {
  assertUnchanged,
  fieldsOf,
  readBody,
  requireObject,
  type BodySpec,
} from '../../http/validate.ts';
import { callerOf } from '../caller.ts';
import { assertCanModifyCarrier, carrierOfGateway } from './carrier-owner.ts';
import { rowOfPath } from '../path.ts';

/** A carrier's gateway row: its carrier and its address, and the kind's own columns. */
interface GatewayRow {
  voip_carrier_sid: string;
  ipv4: string;
}

/** What tells one kind of gateway (SIP, SMPP) from the other. */
export interface GatewayKind<Row extends GatewayRow> {
  /** The resource's path: SipGateways, SmppGateways. */
  resource: string;
  table: string;
  sidColumn: keyof Row & string;
  /** The columns a body may set, with their rules. */
  settings: BodySpec;
  /** A new gateway's columns before the body's. */
  defaults: Record<string, unknown>;
  find(db: Db, sid: string): Row | undefined;
  /** Refuses a gateway that breaks the kind's rules (address, directions, duplicates). */
  assert(db: Db, gateway: Row): void;
}

/**
 * A kind of gateway's routes: GET ?voip_carrier_sid= (required), POST; GET, PUT, DELETE one. Reads
 * follow the carrier's reach, writes need the carrier to be the caller's to change.
 */
export function gatewayRoutes<Row extends GatewayRow>(kind: GatewayKind<Row>) {
  const { resource, table, sidColumn, settings } = kind;
  const createFields = {
    ...settings,
    ipv4: { ...settings.ipv4, required: true },
    voip_carrier_sid: { type: 'sid', required: true },
  } as BodySpec;
  const updateFields = {
    ...settings,
    [sidColumn]: { type: 'sid' },
    voip_carrier_sid: { type: 'sid' },
  } as BodySpec;

  function gatewayOfPath(
    db: Db,
    request: FastifyRequest,
  ): { gateway: Row; carrier: VoipCarrierRow } {
    return rowOfPath(
      request,
      (sid) => {
        const gateway = kind.find(db, sid);
        const carrier = gateway && findVoipCarrier(db, gateway.voip_carrier_sid);
        return gateway && carrier ? { gateway, carrier } : undefined;
      },
      (caller, { carrier }) => canSeeCarrier(caller, carrier),
    );
  }

  return (api: FastifyInstance, ctx: SandboxContext): void => {
    const { db } = ctx;

    // By sid, as a real server's (its query has no ORDER BY: MySQL reads by primary key).
    api.get(`/${resource}`, async (request) => {
      const { voip_carrier_sid: sid } = (request.query ?? {}) as Record<string, unknown>;
      const carrier = carrierOfGateway(db, callerOf(request), sid, false);
      return db
        .prepare(`SELECT * FROM ${table} WHERE voip_carrier_sid = ? ORDER BY ${sidColumn}`)
        .all(carrier.voip_carrier_sid);
    });

    api.get(`/${resource}/:sid`, async (request) => gatewayOfPath(db, request).gateway);

    api.post(`/${resource}`, async (request, reply) => {
      // The carrier first: a body without one answers the observed message.
      const raw = requireObject(request.body);
      const carrier = carrierOfGateway(db, callerOf(request), raw.voip_carrier_sid, true);
      const body = readBody(raw, createFields) as Record<string, unknown>;
      const sid = randomUUID();
      const gateway = {
        ...kind.defaults,
        ...fieldsOf(body, settings),
        ipv4: body.ipv4 as string,
        [sidColumn]: sid,
        voip_carrier_sid: carrier.voip_carrier_sid,
      } as unknown as Row;
      kind.assert(db, gateway);
      insertRow(db, table, gateway as unknown as Record<string, unknown>);
      return reply.code(201).send({ sid });
    });

    api.put(`/${resource}/:sid`, async (request, reply) => {
      const { gateway, carrier } = gatewayOfPath(db, request);
      assertCanModifyCarrier(callerOf(request), carrier);
      const body = readBody(request.body, updateFields);
      if (Object.keys(body).length === 0) throw badRequest('no updates requested');
      assertUnchanged(body, gateway, [sidColumn, 'voip_carrier_sid']);
      const changes = fieldsOf(body, settings);
      kind.assert(db, { ...gateway, ...changes } as Row);
      updateRow(db, table, { column: sidColumn, value: gateway[sidColumn] as string }, changes);
      return reply.code(204).send();
    });

    api.delete(`/${resource}/:sid`, async (request, reply) => {
      const { gateway, carrier } = gatewayOfPath(db, request);
      assertCanModifyCarrier(callerOf(request), carrier);
      db.prepare(`DELETE FROM ${table} WHERE ${sidColumn} = ?`).run(gateway[sidColumn]);
      return reply.code(204).send();
    });
  };
}
