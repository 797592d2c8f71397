import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SandboxContext } from '../context.ts';
import { canSeeCarrier } from '../auth/scope.ts';
import { insertRow, updateRow, type Db } from '../db/database.ts';
import { findSipGateway, findVoipCarrier } from '../db/queries.ts';
import type { SipGatewayRow, VoipCarrierRow } from '../db/rows.ts';
import { badRequest, duplicateEntry } from '../http/errors.ts';
import { assertUnchanged, fieldsOf, readBody, requireObject } from '../http/validate.ts';
import { callerOf } from './caller.ts';
import { assertCanModifyCarrier, carrierOfGateway } from './carrier-owner.ts';
import { addressKind } from './gateway-address.ts';
import { rowOfPath } from './path.ts';

const SETTINGS = {
  ipv4: { type: 'string', max: 128, nonEmpty: true },
  port: { type: 'integer', min: 0, max: 65535, nullable: true },
  netmask: { type: 'integer', min: 1, max: 32 },
  inbound: { type: 'boolean' },
  outbound: { type: 'boolean' },
  is_active: { type: 'boolean' },
  send_options_ping: { type: 'boolean' },
  use_sips_scheme: { type: 'boolean' },
  pad_crypto: { type: 'boolean' },
  protocol: { type: 'enum', values: ['udp', 'tcp', 'tls', 'tls/srtp'] },
  remove_ice: { type: 'boolean' },
  dtls_off: { type: 'boolean' },
} as const;

const CREATE_FIELDS = {
  ...SETTINGS,
  ipv4: { ...SETTINGS.ipv4, required: true },
  voip_carrier_sid: { type: 'sid', required: true },
} as const;
const UPDATE_FIELDS = {
  ...SETTINGS,
  sip_gateway_sid: { type: 'sid' },
  voip_carrier_sid: { type: 'sid' },
} as const;

/** A new gateway's columns before the body's. */
const DEFAULTS = {
  port: 5060,
  netmask: 32,
  inbound: 1,
  outbound: 0,
  is_active: 1,
  send_options_ping: 0,
  use_sips_scheme: 0,
  pad_crypto: 0,
  protocol: 'udp',
  remove_ice: 0,
  dtls_off: 0,
} as const;

/**
 * SipGateways: GET ?voip_carrier_sid= (required), POST; GET, PUT, DELETE one. Reads follow the
 * carrier's reach, writes need the carrier to be the caller's to change.
 */
export function sipGatewayRoutes(api: FastifyInstance, ctx: SandboxContext): void {
  const { db } = ctx;

  api.get('/SipGateways', async (request) => {
    const { voip_carrier_sid: sid } = (request.query ?? {}) as Record<string, unknown>;
    const carrier = carrierOfGateway(db, callerOf(request), sid, false);
    return db
      .prepare('SELECT * FROM sip_gateways WHERE voip_carrier_sid = ? ORDER BY ipv4, port')
      .all(carrier.voip_carrier_sid);
  });

  api.get('/SipGateways/:sid', async (request) => gatewayOfPath(db, request).gateway);

  api.post('/SipGateways', async (request, reply) => {
    // The carrier first: a body without one answers the observed message.
    const raw = requireObject(request.body);
    const carrier = carrierOfGateway(db, callerOf(request), raw.voip_carrier_sid, true);
    const body = readBody(raw, CREATE_FIELDS);
    const sid = randomUUID();
    const gateway = {
      ...DEFAULTS,
      ...fieldsOf(body, SETTINGS),
      ipv4: body.ipv4,
      sip_gateway_sid: sid,
      voip_carrier_sid: carrier.voip_carrier_sid,
    };
    assertGateway(db, gateway);
    insertRow(db, 'sip_gateways', gateway);
    return reply.code(201).send({ sid });
  });

  api.put('/SipGateways/:sid', async (request, reply) => {
    const { gateway, carrier } = gatewayOfPath(db, request);
    assertCanModifyCarrier(callerOf(request), carrier);
    const body = readBody(request.body, UPDATE_FIELDS);
    if (Object.keys(body).length === 0) throw badRequest('no updates requested');
    assertUnchanged(body, gateway, ['sip_gateway_sid', 'voip_carrier_sid']);
    const changes = fieldsOf(body, SETTINGS);
    assertGateway(db, { ...gateway, ...changes });
    updateRow(
      db,
      'sip_gateways',
      { column: 'sip_gateway_sid', value: gateway.sip_gateway_sid },
      changes,
    );
    return reply.code(204).send();
  });

  api.delete('/SipGateways/:sid', async (request, reply) => {
    const { gateway, carrier } = gatewayOfPath(db, request);
    assertCanModifyCarrier(callerOf(request), carrier);
    db.prepare('DELETE FROM sip_gateways WHERE sip_gateway_sid = ?').run(gateway.sip_gateway_sid);
    return reply.code(204).send();
  });
}

interface GatewayOfCarrier {
  gateway: SipGatewayRow;
  carrier: VoipCarrierRow;
}

function gatewayOfPath(db: Db, request: FastifyRequest): GatewayOfCarrier {
  return rowOfPath(
    request,
    (sid) => {
      const gateway = findSipGateway(db, sid);
      const carrier = gateway && findVoipCarrier(db, gateway.voip_carrier_sid);
      return gateway && carrier ? { gateway, carrier } : undefined;
    },
    (caller, { carrier }) => canSeeCarrier(caller, carrier),
  );
}

type GatewayFields = Pick<
  SipGatewayRow,
  'sip_gateway_sid' | 'voip_carrier_sid' | 'ipv4' | 'port' | 'inbound' | 'outbound'
>;

/**
 * An address is an IP address or a domain name, and a domain name serves outbound calls only
 * (the observed message); a gateway is inbound, outbound or both; address and port appear once
 * per carrier.
 */
function assertGateway(db: Db, gateway: GatewayFields): void {
  const kind = addressKind(gateway.ipv4);
  if (kind === 'invalid') {
    throw badRequest('ipv4 must be an IP address or a fully qualified domain name');
  }
  if (kind !== 'ip' && gateway.inbound) throw badRequest('Inbound gateway must be IPv4 address');
  if (!gateway.inbound && !gateway.outbound) {
    throw badRequest('a SIP gateway must be inbound, outbound or both');
  }
  if (gateway.port === null && kind === 'ip') {
    throw badRequest('port is required for an IP address');
  }
  const clash = db
    .prepare(
      `SELECT 1 FROM sip_gateways WHERE voip_carrier_sid = ? AND ipv4 = ? COLLATE NOCASE
       AND port IS ? AND sip_gateway_sid != ? LIMIT 1`,
    )
    .get(gateway.voip_carrier_sid, gateway.ipv4, gateway.port, gateway.sip_gateway_sid);
  if (clash) {
    throw duplicateEntry(
      `${gateway.voip_carrier_sid}-${gateway.ipv4}-${gateway.port ?? 'NULL'}`,
      'sip_gateway_idx_hostport',
    );
  }
}
