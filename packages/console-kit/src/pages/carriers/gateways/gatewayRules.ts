import type { ValidationMessages } from '../../../lib/validation.ts';
import type { MessageKey } from '../../../messages/catalog.ts';
import type {
  SipGateway,
  SipGatewayInput,
  SmppGateway,
  SmppGatewayInput,
} from '../../../api/carriers.ts';
import { addressKind, validPort } from '../../../lib/address.ts';
import { compareNatural } from '../../../lib/textOrder.ts';

export const TRANSPORTS = ['udp', 'tcp', 'tls', 'tls/srtp'] as const;
export type Transport = (typeof TRANSPORTS)[number];

export const DEFAULT_SIP_PORT = '5060';
export const DEFAULT_SMPP_PORT = '2775';
export const DEFAULT_NETMASK = '32';

/** The netmask choices, 1 to 32, with a stored value outside them kept so that it is shown. */
export function netmaskOptions(current: string) {
  const choices = Array.from({ length: 32 }, (_, index) => String(index + 1));
  const all = current && !choices.includes(current) ? [current, ...choices] : choices;
  return all.map((value) => ({ value, label: value }));
}

export interface SipGatewayValues {
  /** Identifies the row while it is edited (saved rows also have their sid). */
  row: string;
  sid?: string;
  ipv4: string;
  port: string;
  netmask: string;
  protocol: Transport;
  inbound: boolean;
  outbound: boolean;
  isActive: boolean;
  sendOptionsPing: boolean;
  useSipsScheme: boolean;
  padCrypto: boolean;
}

export interface SmppGatewayValues {
  row: string;
  sid?: string;
  ipv4: string;
  port: string;
  netmask: string;
  useTls: boolean;
  isPrimary: boolean;
  inbound: boolean;
  outbound: boolean;
}

let rows = 0;
const nextRow = () => `row-${++rows}`;

const text = (value: number | string | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** A new SIP gateway, with the spec's defaults: inbound on, outbound off. */
export const newSipGateway = (): SipGatewayValues => ({
  row: nextRow(),
  ipv4: '',
  port: DEFAULT_SIP_PORT,
  netmask: DEFAULT_NETMASK,
  protocol: 'udp',
  inbound: true,
  outbound: false,
  isActive: true,
  sendOptionsPing: false,
  useSipsScheme: false,
  padCrypto: false,
});

export const sipGatewayValues = (gateway: SipGateway): SipGatewayValues => ({
  row: nextRow(),
  sid: gateway.sip_gateway_sid,
  ipv4: gateway.ipv4,
  port: text(gateway.port),
  netmask: text(gateway.netmask ?? DEFAULT_NETMASK),
  protocol: TRANSPORTS.find((t) => t === gateway.protocol) ?? 'udp',
  inbound: Boolean(gateway.inbound),
  outbound: Boolean(gateway.outbound),
  isActive: Boolean(gateway.is_active),
  sendOptionsPing: Boolean(gateway.send_options_ping),
  useSipsScheme: Boolean(gateway.use_sips_scheme),
  padCrypto: Boolean(gateway.pad_crypto),
});

/** The sips scheme applies only to outbound gateways over TLS. */
export const sipsSchemeAllowed = (gateway: SipGatewayValues) =>
  gateway.outbound && (gateway.protocol === 'tls' || gateway.protocol === 'tls/srtp');

/** A changed row, with what no longer applies cleared (the sips scheme without outbound TLS). */
export function withSipGateway(
  gateway: SipGatewayValues,
  change: Partial<SipGatewayValues>,
): SipGatewayValues {
  const next = { ...gateway, ...change };
  return sipsSchemeAllowed(next) ? next : { ...next, useSipsScheme: false };
}

/** When an IP address is entered and the port is empty, the SIP port 5060 is filled in. */
export function withDefaultPort<T extends { ipv4: string; port: string }>(
  gateway: T,
  port: string,
) {
  return addressKind(gateway.ipv4) === 'ip' && gateway.port.trim() === ''
    ? { ...gateway, port }
    : gateway;
}

const validNetmask = (value: string) => /^\d{1,2}$/.test(value) && +value >= 1 && +value <= 32;

/** Every rule of the SIP gateways (spec part 2, section 5). */
export function validateSipGateways(gateways: readonly SipGatewayValues[]): ValidationMessages {
  const problems: ValidationMessages = {};
  if (gateways.length === 0) problems.sip = { key: 'carriers.sipGatewayRequired' };
  const seen = new Set<string>();
  for (const gateway of gateways) {
    const at = (field: string) => `sip.${gateway.row}.${field}`;
    const kind = addressKind(gateway.ipv4);
    if (kind === 'invalid') problems[at('ipv4')] = { key: 'carriers.addressInvalid' };
    else if (kind !== 'ip' && gateway.inbound)
      problems[at('ipv4')] = { key: 'carriers.fqdnOutboundOnly' };
    if (gateway.port.trim() !== '' && !validPort(gateway.port))
      problems[at('port')] = { key: 'carriers.portInvalid' };
    if (gateway.inbound && !validNetmask(gateway.netmask))
      problems[at('netmask')] = { key: 'carriers.netmaskInvalid' };
    if (!gateway.inbound && !gateway.outbound)
      problems[at('direction')] = { key: 'carriers.directionRequired' };
    const port = gateway.port.trim() || (kind === 'ip' ? DEFAULT_SIP_PORT : '');
    const address = `${gateway.ipv4.trim().toLowerCase()}:${port}`;
    if (kind !== 'invalid' && seen.has(address) && !problems[at('ipv4')])
      problems[at('ipv4')] = { key: 'carriers.sipGatewayDuplicate' };
    seen.add(address);
  }
  return problems;
}

export function sipGatewayPayload(gateway: SipGatewayValues, carrierSid: string): SipGatewayInput {
  const port = gateway.port.trim();
  const ip = addressKind(gateway.ipv4) === 'ip';
  return {
    voip_carrier_sid: carrierSid,
    ipv4: gateway.ipv4.trim(),
    // A domain name without a port is looked up (DNS SRV); an IP address takes 5060.
    port: port ? Number(port) : ip ? Number(DEFAULT_SIP_PORT) : null,
    netmask: gateway.inbound ? Number(gateway.netmask) : Number(DEFAULT_NETMASK),
    protocol: gateway.protocol,
    inbound: gateway.inbound,
    outbound: gateway.outbound,
    is_active: gateway.isActive,
    send_options_ping: gateway.outbound && gateway.sendOptionsPing,
    use_sips_scheme: sipsSchemeAllowed(gateway) && gateway.useSipsScheme,
    pad_crypto: gateway.padCrypto,
  };
}

export type SmppDirection = 'inbound' | 'outbound';

/** A new SMPP gateway, with the spec's defaults: port 2775, netmask 32, inbound and outbound. */
export const newSmppGateway = (): SmppGatewayValues => ({
  row: nextRow(),
  ipv4: '',
  port: DEFAULT_SMPP_PORT,
  netmask: DEFAULT_NETMASK,
  useTls: false,
  isPrimary: false,
  inbound: true,
  outbound: true,
});

export const smppGatewayValues = (gateway: SmppGateway): SmppGatewayValues => ({
  row: nextRow(),
  sid: gateway.smpp_gateway_sid,
  ipv4: gateway.ipv4,
  port: text(gateway.port),
  netmask: text(gateway.netmask ?? DEFAULT_NETMASK),
  useTls: Boolean(gateway.use_tls),
  isPrimary: Boolean(gateway.is_primary),
  inbound: Boolean(gateway.inbound),
  outbound: Boolean(gateway.outbound),
});

/** Saved gateways by address, then port ('192.0.2.9' before '192.0.2.10'): a real server lists
 *  them by sid, and the form shows them in the same order on every visit. */
const byAddress = (a: SipGateway | SmppGateway, b: SipGateway | SmppGateway) =>
  compareNatural(a.ipv4, b.ipv4) || (a.port ?? 0) - (b.port ?? 0);

/** The saved gateways as form rows, by address, once both lists are in. */
export const gatewayRows = (sip: readonly SipGateway[], smpp: readonly SmppGateway[]) => ({
  sip: [...sip].sort(byAddress).map(sipGatewayValues),
  smpp: [...smpp].sort(byAddress).map(smppGatewayValues),
});

/** What a row is called when it goes: outbound when messages go to it, else inbound. */
export const smppDirection = (gateway: SmppGatewayValues): SmppDirection =>
  gateway.outbound ? 'outbound' : 'inbound';

export interface SmppCredentials {
  smppSystemId: string;
  smppPassword: string;
  smppInboundSystemId: string;
  smppInboundPassword: string;
}

/** Every rule of the SMPP gateways and the carrier's SMPP credentials. A row may be inbound,
 *  outbound or both; it meets the rules of each direction it has. */
export function validateSmppGateways(
  gateways: readonly SmppGatewayValues[],
  credentials: SmppCredentials,
): ValidationMessages {
  const problems: ValidationMessages = {};
  const outbound = gateways.filter((g) => g.outbound);
  const inbound = gateways.filter((g) => g.inbound);
  const outboundCredentials = credentials.smppSystemId.trim() || credentials.smppPassword.trim();
  if (outboundCredentials && outbound.length === 0)
    problems.smppOutbound = { key: 'carriers.smppOutboundRequired' };
  if (inbound.length > 0 && !credentials.smppInboundPassword.trim())
    problems.smppInboundPassword = { key: 'carriers.smppInboundPasswordRequired' };

  for (const gateway of gateways) {
    const at = (field: string) => `smpp.${gateway.row}.${field}`;
    const kind = addressKind(gateway.ipv4.trim());
    if (kind === 'invalid') problems[at('ipv4')] = { key: 'carriers.addressInvalid' };
    else if (gateway.inbound && kind !== 'ip')
      problems[at('ipv4')] = { key: 'carriers.smppInboundIp' };
    else if (kind === 'fqdn-top-level')
      problems[at('ipv4')] = {
        key: 'carriers.smppSubdomain',
        values: { host: `smpp.${gateway.ipv4.trim()}` },
      };
    if (!gateway.inbound && !gateway.outbound)
      problems[at('direction')] = { key: 'carriers.directionRequired' };
    // An empty port is the default, 2775.
    if (gateway.port.trim() && !validPort(gateway.port))
      problems[at('port')] = { key: 'carriers.portInvalid' };
    if (!validNetmask(gateway.netmask))
      problems[at('netmask')] = { key: 'carriers.netmaskInvalid' };
  }
  const unique = (list: SmppGatewayValues[], key: MessageKey) => {
    const seen = new Set<string>();
    for (const gateway of list) {
      const address = gateway.ipv4.trim().toLowerCase();
      const at = `smpp.${gateway.row}.ipv4`;
      if (seen.has(address) && !problems[at]) problems[at] = { key };
      seen.add(address);
    }
  };
  unique(outbound, 'carriers.smppOutboundDuplicate');
  unique(inbound, 'carriers.smppInboundDuplicate');
  return problems;
}

export function smppGatewayPayload(
  gateway: SmppGatewayValues,
  carrierSid: string,
): SmppGatewayInput {
  return {
    voip_carrier_sid: carrierSid,
    ipv4: gateway.ipv4.trim(),
    port: Number(gateway.port.trim() || DEFAULT_SMPP_PORT),
    netmask: Number(gateway.netmask),
    is_primary: gateway.isPrimary,
    use_tls: gateway.useTls,
    inbound: gateway.inbound,
    outbound: gateway.outbound,
  };
}
