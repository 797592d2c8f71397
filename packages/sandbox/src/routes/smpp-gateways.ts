import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SandboxContext } from '../context.ts';
import { canSeeCarrier } from '../auth/scope.ts';
import { insertRow, updateRow, type Db } from '../db/database.ts';
import { findSmppGateway, findVoipCarrier } from '../db/queries.ts';
import type { SmppGatewayRow, VoipCarrierRow } from '../db/rows.ts';
import { badRequest, duplicateEntry } from '../http/errors.ts';
import { assertUnchanged, fieldsOf, readBody, requireObject } from '../http/validate.ts';
import { callerOf } from './caller.ts';
import { assertCanModifyCarrier, carrierOfGateway } from './carrier-owner.ts';
import { addressKind } from './gateway-address.ts';
import { rowOfPath } from './path.ts';

const SETTINGS = {
  ipv4: { type: 'string', max: 128, nonEmpty: true },
  port: { type: 'integer', min: 0, max: 65535 },
  netmask: { type: 'integer', min: 1, max: 32 },
  is_primary: { type: 'boolean' },
  use_tls: { type: 'boolean' },
  inbound: { type: 'boolean' },
  outbound: { type: 'boolean' },
} as const;

const CREATE_FIELDS = {
  ...SETTINGS,
  ipv4: { ...SETTINGS.ipv4, required: true },
  voip_carrier_sid: { type: 'sid', required: true },
} as const;
const UPDATE_FIELDS = {
  ...SETTINGS,
  smpp_gateway_sid: { type: 'sid' },
  voip_carrier_sid: { type: 'sid' },
} as const;

const DEFAULTS = {
  port: 2775,
  netmask: 32,
  is_primary: 0,
  use_tls: 0,
  inbound: 1,
  outbound: 1,
} as const;

/**
 * SmppGateways: GET ?voip_carrier_sid= (required), POST; GET, PUT, DELETE one; the reach rules
 * of SipGateways.
 */
export function smppGatewayRoutes(api: FastifyInstance, ctx: SandboxContext): void {
  const { db } = ctx;

  api.get('/SmppGateways', async (request) => {
    const { voip_carrier_sid: sid } = (request.query ?? {}) as Record<string, unknown>;
    const carrier = carrierOfGateway(db, callerOf(request), sid, false);
    return db
      .prepare('SELECT * FROM smpp_gateways WHERE voip_carrier_sid = ? ORDER BY ipv4, port')
      .all(carrier.voip_carrier_sid);
  });

  api.get('/SmppGateways/:sid', async (request) => gatewayOfPath(db, request).gateway);

  api.post('/SmppGateways', async (request, reply) => {
    const raw = requireObject(request.body);
    const carrier = carrierOfGateway(db, callerOf(request), raw.voip_carrier_sid, true);
    const body = readBody(raw, CREATE_FIELDS);
    const sid = randomUUID();
    const gateway = {
      ...DEFAULTS,
      ...fieldsOf(body, SETTINGS),
      ipv4: body.ipv4,
      smpp_gateway_sid: sid,
      voip_carrier_sid: carrier.voip_carrier_sid,
    };
    assertGateway(db, gateway);
    insertRow(db, 'smpp_gateways', gateway);
    return reply.code(201).send({ sid });
  });

  api.put('/SmppGateways/:sid', async (request, reply) => {
    const { gateway, carrier } = gatewayOfPath(db, request);
    assertCanModifyCarrier(callerOf(request), carrier);
    const body = readBody(request.body, UPDATE_FIELDS);
    if (Object.keys(body).length === 0) throw badRequest('no updates requested');
    assertUnchanged(body, gateway, ['smpp_gateway_sid', 'voip_carrier_sid']);
    const changes = fieldsOf(body, SETTINGS);
    assertGateway(db, { ...gateway, ...changes });
    updateRow(
      db,
      'smpp_gateways',
      { column: 'smpp_gateway_sid', value: gateway.smpp_gateway_sid },
      changes,
    );
    return reply.code(204).send();
  });

  api.delete('/SmppGateways/:sid', async (request, reply) => {
    const { gateway, carrier } = gatewayOfPath(db, request);
    assertCanModifyCarrier(callerOf(request), carrier);
    db.prepare('DELETE FROM smpp_gateways WHERE smpp_gateway_sid = ?').run(
      gateway.smpp_gateway_sid,
    );
    return reply.code(204).send();
  });
}

interface GatewayOfCarrier {
  gateway: SmppGatewayRow;
  carrier: VoipCarrierRow;
}

function gatewayOfPath(db: Db, request: FastifyRequest): GatewayOfCarrier {
  return rowOfPath(
    request,
    (sid) => {
      const gateway = findSmppGateway(db, sid);
      const carrier = gateway && findVoipCarrier(db, gateway.voip_carrier_sid);
      return gateway && carrier ? { gateway, carrier } : undefined;
    },
    (caller, { carrier }) => canSeeCarrier(caller, carrier),
  );
}

type GatewayFields = Pick<
  SmppGatewayRow,
  'smpp_gateway_sid' | 'voip_carrier_sid' | 'ipv4' | 'inbound' | 'outbound'
>;

/**
 * An inbound gateway is an IPv4 address (the SMSCs that may bind to us); an outbound one an IP
 * address or a domain name with a subdomain; each address appears once per direction per carrier.
 */
function assertGateway(db: Db, gateway: GatewayFields): void {
  const kind = addressKind(gateway.ipv4);
  if (kind === 'invalid') {
    throw badRequest('ipv4 must be an IP address or a fully qualified domain name');
  }
  if (kind === 'fqdn-top-level') {
    throw badRequest(
      `ipv4: when using an FQDN, you must use a subdomain (e.g. smpp.${gateway.ipv4})`,
    );
  }
  if (kind !== 'ip' && gateway.inbound) {
    throw badRequest('an inbound SMPP gateway must be an IPv4 address');
  }
  if (!gateway.inbound && !gateway.outbound) {
    throw badRequest('an SMPP gateway must be inbound, outbound or both');
  }
  for (const direction of ['inbound', 'outbound'] as const) {
    if (!gateway[direction]) continue;
    const clash = db
      .prepare(
        `SELECT 1 FROM smpp_gateways WHERE voip_carrier_sid = ? AND ipv4 = ? COLLATE NOCASE
         AND ${direction} = 1 AND smpp_gateway_sid != ? LIMIT 1`,
      )
      .get(gateway.voip_carrier_sid, gateway.ipv4, gateway.smpp_gateway_sid);
    if (clash) {
      throw duplicateEntry(
        `${gateway.voip_carrier_sid}-${gateway.ipv4}-${direction}`,
        `smpp_gateway_idx_${direction}_address`,
      );
    }
  }
}
