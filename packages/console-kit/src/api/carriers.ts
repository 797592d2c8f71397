import type { Request } from './client.ts';
import { path } from './path.ts';
import type { PhoneNumber } from './numbersAndTenants.ts';
import type { Created, Flag } from './types.ts';

/** What the last REGISTER to the carrier gave; stored as JSON text by some servers. */
export interface RegisterStatus {
  status?: string | null;
  reason?: string | null;
  callId?: string | null;
}

export interface VoipCarrier {
  voip_carrier_sid: string;
  name: string;
  description?: string | null;
  account_sid: string | null;
  service_provider_sid: string | null;
  application_sid: string | null;
  is_active: Flag;
  e164_leading_plus: Flag;
  requires_register: Flag;
  register_username: string | null;
  register_password: string | null;
  register_sip_realm: string | null;
  register_from_user?: string | null;
  register_from_domain?: string | null;
  register_public_ip_in_contact?: Flag;
  register_status?: RegisterStatus | string | null;
  tech_prefix: string | null;
  diversion: string | null;
  outbound_sip_proxy?: string | null;
  dtmf_type?: 'rfc2833' | 'tones' | 'info' | null;
  /** How the carrier is reached: by its addresses, by authentication, or by a REGISTER. */
  trunk_type?: 'static_ip' | 'auth' | 'reg' | null;
  inbound_auth_username?: string | null;
  inbound_auth_password?: string | null;
  smpp_system_id?: string | null;
  smpp_password?: string | null;
  smpp_inbound_system_id?: string | null;
  smpp_inbound_password?: string | null;
}

export type CarrierInput = Partial<
  Omit<VoipCarrier, 'voip_carrier_sid' | 'register_status' | 'description'>
>;

/** The columns of a carrier that hold a secret. */
export const CARRIER_SECRETS = [
  'register_password',
  'inbound_auth_password',
  'smpp_password',
  'smpp_inbound_password',
] as const satisfies readonly (keyof VoipCarrier)[];

export interface SipGateway {
  sip_gateway_sid: string;
  voip_carrier_sid: string;
  ipv4: string;
  port: number | null;
  netmask: number;
  protocol?: string | null;
  inbound: Flag;
  outbound: Flag;
  is_active: Flag;
  send_options_ping?: Flag;
  use_sips_scheme?: Flag;
  pad_crypto?: Flag;
}

export type SipGatewayInput = Omit<SipGateway, 'sip_gateway_sid'>;

export interface SmppGateway {
  smpp_gateway_sid: string;
  voip_carrier_sid: string;
  ipv4: string;
  port: number | null;
  netmask: number;
  is_primary?: Flag;
  use_tls: Flag;
  inbound: Flag;
  outbound: Flag;
}

export type SmppGatewayInput = Omit<SmppGateway, 'smpp_gateway_sid'>;

export interface PredefinedCarrier {
  predefined_carrier_sid: string;
  name: string;
  requires_static_ip?: Flag;
  requires_register?: Flag;
  trunk_type?: string | null;
}

export const carriersApi = (request: Request) => ({
  /** Every carrier of a service provider in the user's reach (an account user: its account's and
   *  the provider's), as one list. */
  list: (serviceProviderSid: string) =>
    request<VoipCarrier[]>('GET', path('ServiceProviders', serviceProviderSid, 'VoipCarriers'), {
      shape: 'list',
    }),
  get: (sid: string) => request<VoipCarrier>('GET', path('VoipCarriers', sid)),
  create: (body: CarrierInput) => request<Created>('POST', 'VoipCarriers', { json: body }),
  update: (sid: string, body: CarrierInput) =>
    request<void>('PUT', path('VoipCarriers', sid), { json: body }),
  remove: (sid: string) => request<void>('DELETE', path('VoipCarriers', sid)),
  /** The phone numbers routed through a carrier (a carrier in use cannot be deleted). Real servers
   *  ignore `voip_carrier_sid` on GET /PhoneNumbers and honour `account_sid`: the list is narrowed
   *  to the carrier's account when it has one, and filtered here. */
  numbers: async (carrier: Pick<VoipCarrier, 'voip_carrier_sid' | 'account_sid'>) =>
    (
      await request<PhoneNumber[]>('GET', 'PhoneNumbers', {
        shape: 'list',
        searchParams: { account_sid: carrier.account_sid ?? undefined },
      })
    ).filter((number) => number.voip_carrier_sid === carrier.voip_carrier_sid),
  /** The platform's SIP and SMPP addresses a carrier sends traffic to. */
  sbcs: () => request<{ ipv4: string; port?: number | null }[]>('GET', 'Sbcs'),
  smpps: () => request<{ ipv4: string; port?: number | null }[]>('GET', 'Smpps'),
  predefined: () => request<PredefinedCarrier[]>('GET', 'PredefinedCarriers', { shape: 'list' }),
  /** A new carrier (with its gateways) from a template, for an account or a service provider. */
  createFromPredefined: (
    owner: { kind: 'Accounts' | 'ServiceProviders'; sid: string },
    predefinedSid: string,
  ) => request<Created>('POST', path(owner.kind, owner.sid, 'PredefinedCarriers', predefinedSid)),
});

export const sipGatewaysApi = (request: Request) => ({
  list: (carrierSid: string) =>
    request<SipGateway[]>('GET', 'SipGateways', {
      shape: 'list',
      searchParams: { voip_carrier_sid: carrierSid },
    }),
  create: (body: SipGatewayInput) => request<Created>('POST', 'SipGateways', { json: body }),
  update: (sid: string, body: Partial<SipGatewayInput>) =>
    request<void>('PUT', path('SipGateways', sid), { json: body }),
  remove: (sid: string) => request<void>('DELETE', path('SipGateways', sid)),
});

export const smppGatewaysApi = (request: Request) => ({
  list: (carrierSid: string) =>
    request<SmppGateway[]>('GET', 'SmppGateways', {
      shape: 'list',
      searchParams: { voip_carrier_sid: carrierSid },
    }),
  create: (body: SmppGatewayInput) => request<Created>('POST', 'SmppGateways', { json: body }),
  update: (sid: string, body: Partial<SmppGatewayInput>) =>
    request<void>('PUT', path('SmppGateways', sid), { json: body }),
  remove: (sid: string) => request<void>('DELETE', path('SmppGateways', sid)),
});
