import type { VoipCarrierRow } from '../../db/rows.ts';
import { badRequest } from '../../http/errors.ts';
import type { BodyOf, StringRule } from '../../http/validate.ts';
import { isHostPort } from './gateway-address.ts';

/** The body fields of a carrier, its rules, and how the API shows one. */

const text = (max: number) =>
  ({ type: 'string', max, nullable: true }) as const satisfies StringRule;
/** A value the carrier's SIP or SMPP messages carry. */
const protocolText = (max: number) =>
  ({ type: 'string', max, nullable: true, noControls: true }) as const satisfies StringRule;

/**
 * A SIP realm or From domain as real servers take it: an IPv4 address or a name with a dot, with
 * no spaces and no sip: scheme.
 */
const isRealm = (value: string) =>
  !/\s/.test(value) &&
  !/^sips?:/i.test(value) &&
  (/^(\d{1,3}\.){3}\d{1,3}$/.test(value) || value.includes('.'));
const REALM = 'must be a valid domain or IP address (no sip: prefix, no spaces)';

/** Host fields: [key, check, what a bad value is told]. */
const HOST_FIELDS: readonly [string, (value: string) => boolean, string][] = [
  ['register_sip_realm', isRealm, REALM],
  ['register_from_domain', isRealm, REALM],
  [
    'outbound_sip_proxy',
    (value) => isHostPort(value.replace(/^sips?:/i, '')),
    'must be a domain name or IP address, optionally with a sip: or sips: scheme and a port from 1 to 65535',
  ],
];

/** The settings a client writes; the same on create and update. */
const SETTINGS = {
  description: text(255),
  application_sid: { type: 'sid', nullable: true },
  e164_leading_plus: { type: 'boolean' },
  requires_register: { type: 'boolean' },
  register_username: protocolText(64),
  register_sip_realm: protocolText(64),
  register_password: protocolText(64),
  tech_prefix: protocolText(16),
  inbound_auth_username: protocolText(64),
  inbound_auth_password: protocolText(64),
  diversion: protocolText(32),
  is_active: { type: 'boolean' },
  smpp_system_id: protocolText(255),
  smpp_password: protocolText(64),
  smpp_enquire_link_interval: { type: 'integer', min: 0, max: 86_400, nullable: true },
  smpp_inbound_system_id: protocolText(255),
  smpp_inbound_password: protocolText(64),
  register_from_user: protocolText(128),
  register_from_domain: protocolText(255),
  register_public_ip_in_contact: { type: 'boolean' },
  dtmf_type: { type: 'enum', values: ['rfc2833', 'tones', 'info'] },
  outbound_sip_proxy: protocolText(255),
  trunk_type: { type: 'enum', values: ['static_ip', 'auth', 'reg'] },
} as const;

export const CARRIER_CREATE_FIELDS = {
  name: { type: 'string', max: 64, nonEmpty: true, required: true, isName: true },
  account_sid: { type: 'sid', nullable: true },
  service_provider_sid: { type: 'sid', nullable: true },
  ...SETTINGS,
} as const;

/**
 * A PUT changes any setting, the name and the account; what a client read may come back:
 * its sids and created_at unchanged, register_status (written by the registrar) ignored.
 */
export const CARRIER_UPDATE_FIELDS = {
  name: { type: 'string', max: 64, nonEmpty: true, isName: true },
  account_sid: { type: 'sid', nullable: true },
  ...SETTINGS,
  voip_carrier_sid: { type: 'sid' },
  service_provider_sid: { type: 'sid', nullable: true },
  created_at: { type: 'string', max: 64 },
  register_status: { type: 'custom', nullable: true, read: () => undefined },
} as const;

export type CarrierCreateBody = BodyOf<typeof CARRIER_CREATE_FIELDS>;
export type CarrierUpdateBody = BodyOf<typeof CARRIER_UPDATE_FIELDS>;

/**
 * The writable setting columns of a body, empty strings stored as null (a realm may not be empty,
 * as on real servers: null means the gateway's address); a host field that is not a domain name
 * or IP address (a proxy may add a scheme and port) is 400, a username with spaces too.
 */
export function carrierSettings(body: Partial<Record<string, unknown>>): Record<string, unknown> {
  if (body.register_sip_realm === '') {
    throw badRequest(
      'register_sip_realm must not be empty string; use null to fall back to gateway IP',
    );
  }
  if (typeof body.register_username === 'string' && /\s/.test(body.register_username)) {
    throw badRequest('register_username must not contain whitespace');
  }
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(SETTINGS)) {
    const value = body[key];
    if (value !== undefined) out[key] = value === '' ? null : value;
  }
  for (const [key, isValid, message] of HOST_FIELDS) {
    const value = out[key];
    if (typeof value === 'string' && !isValid(value)) throw badRequest(`${key} ${message}`);
  }
  return out;
}

/** The columns the rule across fields reads (missing ones count as empty). */
type RuleColumns = Partial<
  Record<'requires_register' | 'register_username' | 'register_password', unknown>
>;

const blank = (value: unknown) => !value || (typeof value === 'string' && value.trim() === '');

/**
 * The rule across fields, on the carrier as it will be stored (real servers' rule and messages):
 * a REGISTER needs its username and password; the realm may be left out (the gateway's address).
 */
export function assertCarrierRules(carrier: RuleColumns): void {
  if (!carrier.requires_register) return;
  for (const key of ['register_username', 'register_password'] as const) {
    if (blank(carrier[key])) throw badRequest(`${key} is required when requires_register is true`);
  }
}

/** A register status as the registrar writes it. */
export interface RegisterStatus {
  status?: 'ok' | 'fail';
  reason?: string;
  cseq?: number;
  callId?: string;
}

/** A carrier as the API shows it: register_status parsed ({} until a REGISTER was tried). */
export function carrierView(row: VoipCarrierRow): Omit<VoipCarrierRow, 'register_status'> & {
  register_status: RegisterStatus;
} {
  let status: RegisterStatus = {};
  try {
    status = row.register_status ? (JSON.parse(row.register_status) as RegisterStatus) : {};
  } catch {
    status = {};
  }
  return { ...row, register_status: status };
}
