import type { Db } from '../../db/database.ts';
import { findSmppGateway } from '../../db/queries.ts';
import type { SmppGatewayRow } from '../../db/rows.ts';
import { badRequest, duplicateEntry } from '../../http/errors.ts';
import { addressKind } from './gateway-address.ts';
import { gatewayRoutes } from './gateway-routes.ts';

const SETTINGS = {
  ipv4: { type: 'string', max: 128, nonEmpty: true },
  port: { type: 'integer', min: 0, max: 65535 },
  netmask: { type: 'integer', min: 1, max: 32 },
  is_primary: { type: 'boolean' },
  use_tls: { type: 'boolean' },
  inbound: { type: 'boolean' },
  outbound: { type: 'boolean' },
} as const;

const DEFAULTS = {
  port: 2775,
  netmask: 32,
  is_primary: 0,
  use_tls: 0,
  inbound: 1,
  outbound: 1,
} as const;

/** SmppGateways' routes (see gateway-routes.ts). */
export const smppGatewayRoutes = gatewayRoutes({
  resource: 'SmppGateways',
  table: 'smpp_gateways',
  sidColumn: 'smpp_gateway_sid',
  settings: SETTINGS,
  defaults: DEFAULTS,
  find: (db, sid) => findSmppGateway(db, sid),
  assert: assertGateway,
});

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
