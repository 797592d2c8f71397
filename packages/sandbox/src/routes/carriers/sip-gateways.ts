import type { Db } from '../../db/database.ts';
import { findSipGateway } from '../../db/queries.ts';
import type { SipGatewayRow } from '../../db/rows.ts';
import { badRequest, duplicateEntry } from '../../http/errors.ts';
import { addressKind } from './gateway-address.ts';
import { gatewayRoutes } from './gateway-routes.ts';

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

/** SipGateways' routes (see gateway-routes.ts). */
export const sipGatewayRoutes = gatewayRoutes({
  resource: 'SipGateways',
  table: 'sip_gateways',
  sidColumn: 'sip_gateway_sid',
  settings: SETTINGS,
  defaults: DEFAULTS,
  find: (db, sid) => findSipGateway(db, sid),
  assert: assertGateway,
});

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
