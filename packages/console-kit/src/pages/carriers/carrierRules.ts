import type { CarrierInput, RegisterStatus, VoipCarrier } from '../../api/carriers.ts';
import type { PhoneNumber } from '../../api/numbersAndTenants.ts';
import type { Lcr } from '../../api/lcrs.ts';
import { validSipProxy } from '../../lib/address.ts';
import type { MessageKey } from '../../messages/catalog.ts';
import {
  newSipGateway,
  validateSipGateways,
  validateSmppGateways,
  type SipGatewayValues,
  type SmppCredentials,
  type SmppGatewayValues,
} from './gateways/gatewayRules.ts';
import type { ValidationMessages } from '../../lib/validation.ts';

/** The shortest tech prefix a carrier takes. */
export const TECH_PREFIX_MIN_LENGTH = 3;

export const DTMF_TYPES = ['rfc2833', 'tones', 'info'] as const;
export type DtmfType = (typeof DTMF_TYPES)[number];

export const TRUNK_TYPES = ['static_ip', 'auth', 'reg'] as const;
export type TrunkType = (typeof TRUNK_TYPES)[number];

export interface CarrierValues extends SmppCredentials {
  name: string;
  /** '' for a carrier of the service provider (used by all its accounts). */
  accountSid: string;
  isActive: boolean;
  e164LeadingPlus: boolean;
  applicationSid: string;
  dtmfType: DtmfType;
  trunkType: TrunkType;
  inboundAuth: boolean;
  inboundUsername: string;
  inboundPassword: string;
  outboundAuth: boolean;
  username: string;
  password: string;
  requiresRegister: boolean;
  realm: string;
  fromUser: string;
  fromDomain: string;
  publicIpInContact: boolean;
  useTechPrefix: boolean;
  techPrefix: string;
  useDiversion: boolean;
  diversion: string;
  useProxy: boolean;
  proxy: string;
  sipGateways: SipGatewayValues[];
  smppGateways: SmppGatewayValues[];
}

const text = (value: string | null | undefined) => value ?? '';

export const dtmfType = (value: string | null | undefined): DtmfType =>
  DTMF_TYPES.find((type) => type === value) ?? 'rfc2833';

/** The form's values for a user who may not change the carrier: its secrets are never shown
 *  (real servers send them in clear, even to view-only users). */
export const withoutSecrets = (values: CarrierValues): CarrierValues => ({
  ...values,
  password: '',
  inboundPassword: '',
  smppPassword: '',
  smppInboundPassword: '',
});

export function carrierValues(
  carrier: VoipCarrier | undefined,
  accountSid: string,
  gateways: { sip: SipGatewayValues[]; smpp: SmppGatewayValues[] } = {
    sip: [newSipGateway()],
    smpp: [],
  },
): CarrierValues {
  return {
    name: text(carrier?.name),
    accountSid: carrier ? text(carrier.account_sid) : accountSid,
    isActive: carrier ? Boolean(carrier.is_active) : true,
    e164LeadingPlus: Boolean(carrier?.e164_leading_plus),
    applicationSid: text(carrier?.application_sid),
    dtmfType: dtmfType(carrier?.dtmf_type),
    trunkType: TRUNK_TYPES.find((type) => type === carrier?.trunk_type) ?? 'static_ip',
    inboundAuth: Boolean(carrier?.inbound_auth_username || carrier?.inbound_auth_password),
    inboundUsername: text(carrier?.inbound_auth_username),
    inboundPassword: text(carrier?.inbound_auth_password),
    outboundAuth: Boolean(carrier?.register_username || carrier?.register_password),
    username: text(carrier?.register_username),
    password: text(carrier?.register_password),
    requiresRegister: Boolean(carrier?.requires_register),
    realm: text(carrier?.register_sip_realm),
    fromUser: text(carrier?.register_from_user),
    fromDomain: text(carrier?.register_from_domain),
    publicIpInContact: Boolean(carrier?.register_public_ip_in_contact),
    useTechPrefix: Boolean(carrier?.tech_prefix),
    techPrefix: text(carrier?.tech_prefix),
    useDiversion: Boolean(carrier?.diversion),
    diversion: text(carrier?.diversion),
    useProxy: Boolean(carrier?.outbound_sip_proxy),
    proxy: text(carrier?.outbound_sip_proxy),
    smppSystemId: text(carrier?.smpp_system_id),
    smppPassword: text(carrier?.smpp_password),
    smppInboundSystemId: text(carrier?.smpp_inbound_system_id),
    smppInboundPassword: text(carrier?.smpp_inbound_password),
    sipGateways: gateways.sip,
    smppGateways: gateways.smpp,
  };
}

export type CarrierToggle =
  | 'inboundAuth'
  | 'outboundAuth'
  | 'requiresRegister'
  | 'useTechPrefix'
  | 'useDiversion'
  | 'useProxy';

/** What each optional section holds: unchecking its toggle clears these values. */
const TOGGLED: Record<CarrierToggle, Partial<CarrierValues>> = {
  inboundAuth: { inboundUsername: '', inboundPassword: '' },
  outboundAuth: { username: '', password: '' },
  requiresRegister: { realm: '', fromUser: '', fromDomain: '', publicIpInContact: false },
  useTechPrefix: { techPrefix: '' },
  useDiversion: { diversion: '' },
  useProxy: { proxy: '' },
};

/** A toggle turned on or off. Registering needs the outbound credentials, so Require SIP Register
 *  turns outbound authentication on; authentication cannot be turned off while it is on. */
export function withToggle(
  values: CarrierValues,
  toggle: CarrierToggle,
  on: boolean,
): CarrierValues {
  if (toggle === 'outboundAuth' && !on && values.requiresRegister) return values;
  const next = { ...values, [toggle]: on, ...(on ? {} : TOGGLED[toggle]) };
  return toggle === 'requiresRegister' && on ? { ...next, outboundAuth: true } : next;
}

/** The owner changed: an application belongs to one account, so the choice is cleared. */
export const withAccount = (values: CarrierValues, accountSid: string): CarrierValues => ({
  ...values,
  accountSid,
  applicationSid: accountSid === values.accountSid ? values.applicationSid : '',
});

/** Every rule of the carrier's own settings (spec part 2, section 5). */
export function validateCarrierSettings(values: CarrierValues): ValidationMessages {
  const problems: ValidationMessages = {};
  const need = (field: keyof CarrierValues, key: MessageKey) => {
    if (!String(values[field]).trim()) problems[field] = { key };
  };
  need('name', 'carriers.nameRequired');
  const username = values.username.trim();
  const password = values.password.trim();
  if (values.outboundAuth && (username || password || values.requiresRegister)) {
    need('username', 'carriers.usernameRequired');
    need('password', 'carriers.passwordRequired');
  }
  if (values.requiresRegister) need('realm', 'carriers.realmRequired');
  if (values.inboundAuth) {
    need('inboundUsername', 'carriers.usernameRequired');
    need('inboundPassword', 'carriers.passwordRequired');
  }
  if (values.useTechPrefix && values.techPrefix.trim().length < TECH_PREFIX_MIN_LENGTH)
    problems.techPrefix = {
      key: 'carriers.techPrefixShort',
      values: { min: String(TECH_PREFIX_MIN_LENGTH) },
    };
  if (values.useDiversion) need('diversion', 'carriers.diversionRequired');
  if (values.useProxy && !validSipProxy(values.proxy))
    problems.proxy = { key: 'carriers.proxyInvalid' };
  return problems;
}

/** The problems of the form, split by the tab that shows them. */
export function validateCarrier(values: CarrierValues) {
  return {
    voice: { ...validateCarrierSettings(values), ...validateSipGateways(values.sipGateways) },
    sms: validateSmppGateways(values.smppGateways, values),
  };
}

const orNull = (value: string) => value.trim() || null;

/** The carrier's fields; the service provider only when it is created. */
export function carrierPayload(values: CarrierValues, serviceProviderSid?: string): CarrierInput {
  return {
    name: values.name.trim(),
    ...(serviceProviderSid ? { service_provider_sid: serviceProviderSid } : {}),
    account_sid: values.accountSid || null,
    application_sid: values.accountSid ? values.applicationSid || null : null,
    is_active: values.isActive,
    e164_leading_plus: values.e164LeadingPlus,
    dtmf_type: values.dtmfType,
    trunk_type: values.trunkType,
    inbound_auth_username: values.inboundAuth ? orNull(values.inboundUsername) : null,
    inbound_auth_password: values.inboundAuth ? orNull(values.inboundPassword) : null,
    register_username: values.outboundAuth ? orNull(values.username) : null,
    register_password: values.outboundAuth ? orNull(values.password) : null,
    requires_register: values.requiresRegister,
    register_sip_realm: values.requiresRegister ? orNull(values.realm) : null,
    register_from_user: values.requiresRegister ? orNull(values.fromUser) : null,
    register_from_domain: values.requiresRegister ? orNull(values.fromDomain) : null,
    register_public_ip_in_contact: values.requiresRegister && values.publicIpInContact,
    tech_prefix: values.useTechPrefix ? orNull(values.techPrefix) : null,
    diversion: values.useDiversion ? orNull(values.diversion) : null,
    outbound_sip_proxy: values.useProxy ? orNull(values.proxy) : null,
    smpp_system_id: orNull(values.smppSystemId),
    smpp_password: orNull(values.smppPassword),
    smpp_inbound_system_id: orNull(values.smppInboundSystemId),
    smpp_inbound_password: orNull(values.smppInboundPassword),
  };
}

export type RegisterState = 'registered' | 'unregistered' | 'notStarted' | 'unreadable';

/** The carrier's registration as shown in the list, or null when it does not register. A real
 *  server keeps it as JSON text: text that is not a status object is 'unreadable' (the spec's
 *  'Status error'). */
export function registerState(
  carrier: Pick<VoipCarrier, 'requires_register' | 'register_status'>,
): { state: RegisterState; reason: string | null; callId: string | null } | null {
  if (!carrier.requires_register) return null;
  let status: RegisterStatus | null = null;
  if (typeof carrier.register_status === 'string') {
    try {
      status = JSON.parse(carrier.register_status) as RegisterStatus | null;
    } catch {
      return { state: 'unreadable', reason: null, callId: null };
    }
    if (status !== null && typeof status !== 'object') {
      return { state: 'unreadable', reason: null, callId: null };
    }
  } else status = carrier.register_status ?? null;
  const reason = status?.reason || null;
  const callId = status?.callId || null;
  if (!status?.status) return { state: 'notStarted', reason, callId };
  return { state: status.status === 'ok' ? 'registered' : 'unregistered', reason, callId };
}

/** What blocks deleting a carrier: the phone numbers routed through it, and the outbound
 *  routing tables that send calls to it. */
export const deleteBlockers = (
  numbers: readonly PhoneNumber[],
  routing: readonly Pick<Lcr, 'name'>[] = [],
) => [
  ...numbers.map((n) => ({ key: 'carriers.usedByNumber' as const, values: { number: n.number } })),
  ...routing.map((table) => ({
    key: 'carriers.usedByRouting' as const,
    values: { name: table.name ?? '' },
  })),
];
