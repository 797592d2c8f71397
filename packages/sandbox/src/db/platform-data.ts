/**
 * What a platform ships rather than its tenants create: carrier templates (predefined carriers)
 * and the public addresses of its SBCs and SMPP servers. Fixed sids, the same in every sandbox.
 * The carriers are invented; their addresses are documentation ranges and .example names.
 */

export interface PredefinedSipGateway {
  ipv4: string;
  port: number;
  netmask: number;
  inbound: 0 | 1;
  outbound: 0 | 1;
  protocol: 'udp' | 'tcp' | 'tls' | 'tls/srtp';
}

export interface PredefinedSmppGateway {
  ipv4: string;
  port: number;
  netmask: number;
  inbound: 0 | 1;
  outbound: 0 | 1;
  is_primary: 0 | 1;
  use_tls: 0 | 1;
}

/** A template in the observed shape. */
export interface PredefinedCarrier {
  predefined_carrier_sid: string;
  name: string;
  requires_static_ip: 0 | 1;
  e164_leading_plus: 0 | 1;
  requires_register: 0 | 1;
  register_username: string | null;
  register_sip_realm: string | null;
  register_password: string | null;
  tech_prefix: string | null;
  inbound_auth_username: string | null;
  inbound_auth_password: string | null;
  diversion: string | null;
  trunk_type: 'static_ip' | 'auth' | 'reg';
}

/** The gateways a carrier made from a template gets. */
export interface PredefinedGateways {
  sip: readonly PredefinedSipGateway[];
  smpp: readonly PredefinedSmppGateway[];
}

interface Template extends PredefinedCarrier {
  gateways: PredefinedGateways;
}

const sip = (
  ipv4: string,
  inbound: 0 | 1,
  outbound: 0 | 1,
  more: Partial<PredefinedSipGateway> = {},
): PredefinedSipGateway => ({
  ipv4,
  port: 5060,
  netmask: 32,
  inbound,
  outbound,
  protocol: 'udp',
  ...more,
});

const NONE = {
  register_username: null,
  register_sip_realm: null,
  register_password: null,
  tech_prefix: null,
  inbound_auth_username: null,
  inbound_auth_password: null,
  diversion: null,
} as const;

const TEMPLATES: readonly Template[] = [
  {
    predefined_carrier_sid: '6b1f3c52-2d4e-4f0a-9c7b-1a2b3c4d5e01',
    name: 'Keystone Messaging',
    requires_static_ip: 0,
    e164_leading_plus: 1,
    requires_register: 0,
    ...NONE,
    trunk_type: 'static_ip',
    gateways: {
      sip: [sip('203.0.113.60', 1, 1)],
      smpp: [
        {
          ipv4: 'smpp.keystone-messaging.example',
          port: 2775,
          netmask: 32,
          inbound: 0,
          outbound: 1,
          is_primary: 1,
          use_tls: 0,
        },
        {
          ipv4: '203.0.113.61',
          port: 2775,
          netmask: 32,
          inbound: 1,
          outbound: 0,
          is_primary: 0,
          use_tls: 0,
        },
      ],
    },
  },
  {
    predefined_carrier_sid: '6b1f3c52-2d4e-4f0a-9c7b-1a2b3c4d5e02',
    name: 'Nimbus Voice',
    requires_static_ip: 1,
    e164_leading_plus: 1,
    requires_register: 0,
    ...NONE,
    diversion: '<your-nimbus-DID>',
    trunk_type: 'static_ip',
    gateways: {
      sip: [sip('192.0.2.128', 1, 0, { netmask: 28 }), sip('sip.nimbus-voice.example', 0, 1)],
      smpp: [],
    },
  },
  {
    predefined_carrier_sid: '6b1f3c52-2d4e-4f0a-9c7b-1a2b3c4d5e03',
    name: 'Orbitel Connect',
    requires_static_ip: 0,
    e164_leading_plus: 0,
    requires_register: 1,
    ...NONE,
    register_username: '<your-orbitel-username>',
    register_sip_realm: 'sip.orbitel.example',
    register_password: '<your-orbitel-password>',
    trunk_type: 'reg',
    gateways: {
      sip: [sip('sip.orbitel.example', 0, 1, { port: 5061, protocol: 'tls' })],
      smpp: [],
    },
  },
  {
    predefined_carrier_sid: '6b1f3c52-2d4e-4f0a-9c7b-1a2b3c4d5e04',
    name: 'Pacific SIP Exchange',
    requires_static_ip: 0,
    e164_leading_plus: 0,
    requires_register: 0,
    ...NONE,
    tech_prefix: '<your-tech-prefix>',
    inbound_auth_username: '<your-inbound-username>',
    inbound_auth_password: '<your-inbound-password>',
    trunk_type: 'auth',
    gateways: {
      sip: [sip('198.51.100.10', 1, 1), sip('198.51.100.11', 1, 1)],
      smpp: [],
    },
  },
];

/** The templates as GET /PredefinedCarriers answers them. */
export const PREDEFINED_CARRIERS: readonly PredefinedCarrier[] = TEMPLATES.map((template) => {
  const shown: Partial<Template> = { ...template };
  delete shown.gateways;
  return shown as PredefinedCarrier;
});

/** The gateways of a template, by its sid. */
export function predefinedGateways(sid: string): PredefinedGateways | undefined {
  return TEMPLATES.find((t) => t.predefined_carrier_sid === sid)?.gateways;
}

/** The SBCs carriers send calls to (GET /Sbcs): shared by all providers when service_provider_sid is null. */
export const SBC_ADDRESSES = [
  {
    sbc_address_sid: '0c7e5a10-3f2b-4c6d-8e9f-a1b2c3d4e5f1',
    ipv4: '203.0.113.5',
    port: 5060,
    service_provider_sid: null,
  },
  {
    sbc_address_sid: '0c7e5a10-3f2b-4c6d-8e9f-a1b2c3d4e5f2',
    ipv4: '203.0.113.6',
    port: 5060,
    service_provider_sid: null,
  },
] as const;

/** The SMPP servers SMSCs bind to (GET /Smpps). */
export const SMPP_ADDRESSES = [
  {
    smpp_address_sid: '1d8f6b21-4a3c-4d7e-9f0a-b2c3d4e5f6a1',
    ipv4: '203.0.113.7',
    port: 2775,
    use_tls: 0,
    is_primary: 1,
    service_provider_sid: null,
  },
  {
    smpp_address_sid: '1d8f6b21-4a3c-4d7e-9f0a-b2c3d4e5f6a2',
    ipv4: '203.0.113.7',
    port: 3550,
    use_tls: 1,
    is_primary: 1,
    service_provider_sid: null,
  },
  {
    smpp_address_sid: '1d8f6b21-4a3c-4d7e-9f0a-b2c3d4e5f6a3',
    ipv4: '203.0.113.8',
    port: 2775,
    use_tls: 0,
    is_primary: 0,
    service_provider_sid: null,
  },
] as const;
