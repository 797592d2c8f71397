import type { BucketCredential } from '../http/bucket-credential.ts';
import type { WebhookInput } from '../http/validate.ts';

/**
 * The demo tenant tree beyond the four sign-ins: enough accounts, applications, users, API keys
 * and limits that every screen has something to show. Written by seed.ts.
 */

/** The password of every demo user but `admin`. */
export const DEMO_PASSWORD = 'Demo-pass-1';

export type ProviderKey = 'acme' | 'harbor';

export interface SeedAccount {
  name: string;
  provider: ProviderKey;
  sip_realm?: string;
  registration_hook?: WebhookInput;
  queue_event_hook?: WebhookInput;
  record_format?: 'mp3' | 'wav';
  /** Recording on: record_all_calls 1 with this bucket. */
  bucket?: BucketCredential;
  enable_debug_log?: boolean;
}

const hook = (url: string, auth?: [string, string]): WebhookInput => ({
  url,
  method: 'POST',
  username: auth?.[0] ?? null,
  password: auth?.[1] ?? null,
});

export const SEED_ACCOUNTS: readonly SeedAccount[] = [
  {
    name: 'Acme Sales',
    provider: 'acme',
    sip_realm: 'sales.acme-voice.example',
    registration_hook: hook('https://hooks.acme-sales.example/sip/auth', ['acme', 'reg-Secret-7']),
    queue_event_hook: hook('https://hooks.acme-sales.example/queue-events'),
    bucket: {
      vendor: 'aws_s3',
      name: 'acme-sales-recordings',
      region: 'us-east-1',
      access_key_id: 'AKIAIOSFODNN7EXAMPLE',
      secret_access_key: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      tags: [
        { Key: 'team', Value: 'sales' },
        { Key: 'retention', Value: '90d' },
      ],
    },
  },
  { name: 'Acme Support', provider: 'acme' },
  { name: 'Acme Billing', provider: 'acme', sip_realm: 'billing.acme-voice.example' },
  {
    name: 'Northwind Traders',
    provider: 'acme',
    sip_realm: 'northwind.acme-voice.example',
    registration_hook: hook('https://pbx.northwind.example/register'),
  },
  {
    name: 'Contoso Health',
    provider: 'acme',
    record_format: 'wav',
    bucket: {
      vendor: 'azure',
      name: 'call-recordings',
      connection_string:
        'DefaultEndpointsProtocol=https;AccountName=contosohealth;AccountKey=c2FuZGJveC1rZXk=;EndpointSuffix=core.windows.net',
    },
  },
  {
    name: 'Fabrikam Logistics',
    provider: 'acme',
    queue_event_hook: hook('https://dispatch.fabrikam.example/queues'),
  },
  { name: 'Tailspin Travel', provider: 'acme', sip_realm: 'tailspin.acme-voice.example' },
  { name: 'Wide World Importers', provider: 'acme' },
  {
    name: 'Adventure Works Cycles',
    provider: 'acme',
    bucket: {
      vendor: 'google',
      name: 'adventure-works-calls',
      service_key: JSON.stringify({
        type: 'service_account',
        project_id: 'adventure-works',
        private_key: '-----BEGIN PRIVATE KEY-----\nc2FuZGJveA==\n-----END PRIVATE KEY-----\n',
        client_email: 'recorder@adventure-works.iam.gserviceaccount.com',
      }),
    },
  },
  { name: 'Litware Legal', provider: 'acme', enable_debug_log: true },
  { name: 'Proseware Clinics', provider: 'acme', sip_realm: 'proseware.acme-voice.example' },
  {
    name: 'Coho Winery',
    provider: 'acme',
    bucket: {
      vendor: 's3_compatible',
      name: 'coho-calls',
      endpoint: 'https://minio.coho-winery.example:9000',
      access_key_id: 'coho-recorder',
      secret_access_key: 'minio-Secret-key-42',
    },
  },
  { name: 'Harbor Main', provider: 'harbor' },
  { name: 'Harbor Marine Services', provider: 'harbor', sip_realm: 'marine.blueharbor.example' },
];

export interface SeedApplication {
  name: string;
  account: string;
  /** A preset of SPEECH. */
  speech: keyof typeof SPEECH;
  /** wss:// hooks are websocket apps (method GET). */
  call_hook: string;
  env_vars?: Record<string, string | number>;
  record_all_calls?: boolean;
  /** Where incoming messages go (POST). */
  messaging_hook?: string;
}

/** [vendor, language, voice] for synthesis and [vendor, language] for recognition. */
export const SPEECH = {
  google: { tts: ['google', 'en-US', 'en-US-Standard-C'], stt: ['google', 'en-US'] },
  aws: { tts: ['aws', 'en-US', 'Joanna'], stt: ['aws', 'en-US'] },
  microsoft: { tts: ['microsoft', 'en-US', 'en-US-JennyNeural'], stt: ['microsoft', 'en-US'] },
  deepgram: { tts: ['elevenlabs', 'en', 'Rachel'], stt: ['deepgram', 'en-US'] },
  german: { tts: ['google', 'de-DE', 'de-DE-Wavenet-B'], stt: ['google', 'de-DE'] },
  spanish: { tts: ['microsoft', 'es-ES', 'es-ES-ElviraNeural'], stt: ['aws', 'es-ES'] },
  nuance: { tts: ['nuance', 'en-US', 'Evan'], stt: ['nuance', 'en-US'] },
  openai: { tts: ['openai', 'en-US', 'alloy'], stt: ['deepgram', 'en-US'] },
} as const;

const SALES_HOOKS = 'https://hooks.acme-sales.example';

/** Acme Sales gets about thirty, to page through; the first is its device-calling application. */
const SALES_APPS: readonly [string, keyof typeof SPEECH, string?][] = [
  ['Device calling', 'google'],
  ['Inbound sales IVR', 'google'],
  ['Outbound dialer', 'aws'],
  ['Voicemail', 'google'],
  ['After-hours greeting', 'microsoft'],
  ['Lead qualification bot', 'deepgram', 'wss'],
  ['Appointment reminders', 'aws'],
  ['Callback scheduler', 'microsoft'],
  ['Conference bridge', 'google'],
  ['Customer survey', 'nuance'],
  ['DACH sales line', 'german'],
  ['Demo request hotline', 'google'],
  ['Enterprise accounts desk', 'microsoft'],
  ['Event registration', 'aws'],
  ['Holiday schedule', 'google'],
  ['Hunt group', 'google'],
  ['LATAM sales line', 'spanish'],
  ['Order status', 'aws'],
  ['Partner referral line', 'microsoft'],
  ['Payment by phone', 'nuance'],
  ['Pricing assistant', 'openai', 'wss'],
  ['Queue overflow', 'google'],
  ['Renewal reminders', 'aws'],
  ['Sales AI agent', 'openai', 'wss'],
  ['SMS follow-up', 'google'],
  ['Spanish IVR', 'spanish'],
  ['Trade show line', 'microsoft'],
  ['Trial follow-up', 'deepgram'],
  ['Webinar dial-in', 'google'],
  ['Win-back campaign', 'aws'],
];

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

export const SEED_APPLICATIONS: readonly SeedApplication[] = [
  ...SALES_APPS.map(([name, speech, kind]): SeedApplication => ({
    name,
    account: 'Acme Sales',
    speech,
    call_hook:
      kind === 'wss'
        ? `wss://agents.acme-sales.example/${slug(name)}`
        : `${SALES_HOOKS}/${slug(name)}`,
    ...(name === 'Inbound sales IVR' && {
      env_vars: { GREETING: 'Thanks for calling Acme Sales', MAX_WAIT_SECONDS: 45 },
      record_all_calls: true,
    }),
    ...(name === 'SMS follow-up' && { messaging_hook: `${SALES_HOOKS}/sms-follow-up/messages` }),
  })),
  {
    name: 'Support queue',
    account: 'Acme Support',
    speech: 'google',
    call_hook: 'https://support.acme-voice.example/queue',
  },
  {
    name: 'Support voicemail',
    account: 'Acme Support',
    speech: 'aws',
    call_hook: 'https://support.acme-voice.example/voicemail',
  },
  {
    name: 'SIPREC recorder',
    account: 'Acme Support',
    speech: 'google',
    call_hook: 'https://support.acme-voice.example/siprec',
  },
  {
    name: 'Order status',
    account: 'Northwind Traders',
    speech: 'microsoft',
    call_hook: 'https://ivr.northwind.example/orders',
  },
  {
    name: 'Harbor reception',
    account: 'Harbor Main',
    speech: 'google',
    call_hook: 'https://voice.blueharbor.example/reception',
  },
  {
    name: 'Harbor dispatch',
    account: 'Harbor Main',
    speech: 'deepgram',
    call_hook: 'wss://voice.blueharbor.example/dispatch',
  },
];

/** Account settings that name applications: [account, column, application]. */
export const SEED_APPLICATION_USES: readonly [string, string, string][] = [
  ['Acme Sales', 'device_calling_application_sid', 'Device calling'],
  ['Acme Support', 'siprec_hook_sid', 'SIPREC recorder'],
];

export interface SeedCarrier {
  name: string;
  /** A provider's carrier, or (with account) one account's; its provider is the account's. */
  provider?: ProviderKey;
  account?: string;
  description?: string;
  e164_leading_plus?: boolean;
  /** [username, SIP realm, password]: the carrier needs a REGISTER. */
  register?: [string, string, string];
  /** The registrar's last answer (none: no REGISTER tried yet). */
  register_status?: { status: 'ok' | 'fail'; reason: string; cseq: number; callId: string };
  is_active?: boolean;
  /** [outbound system id, password, inbound system id, inbound password, enquire link interval]. */
  smpp?: [string, string, string, string, number];
}

/** Carriers: one of each provider for all its accounts, one owned by an account. */
export const SEED_CARRIERS: readonly SeedCarrier[] = [
  {
    name: 'Acme Voice PSTN',
    provider: 'acme',
    description: 'Main SIP trunk of Acme Voice',
    e164_leading_plus: true,
  },
  {
    name: 'Acme Sales PBX',
    account: 'Acme Sales',
    register: ['sales-pbx', 'pbx.acme-sales.example', 'pbx-Secret-9'],
  },
  { name: 'Blue Harbor PSTN', provider: 'harbor' },
  { name: 'Harbor Main PBX', account: 'Harbor Main' },
  {
    name: 'Acme Voice Backup',
    provider: 'acme',
    description: 'Second trunk, registered',
    register: ['acme-backup', 'sip.backup-trunk.example', 'bk-Secret-4'],
    register_status: {
      status: 'ok',
      reason: '200 OK',
      cseq: 27,
      callId: '5e1c2a7f-0b7d-4f5e-9a61-3c2d8e1f0a42',
    },
  },
  {
    name: 'Metro Fiber SIP',
    provider: 'acme',
    register: ['acme-metro', 'reg.metrofiber.example', 'mf-Secret-2'],
    register_status: {
      status: 'fail',
      reason: '403 Forbidden',
      cseq: 3,
      callId: '9b0e4d11-7c3a-4e0f-8d25-61a7f3b2c9d0',
    },
  },
  {
    name: 'Legacy TDM Gateway',
    provider: 'acme',
    description: 'Retired TDM gateway, kept for reference',
    is_active: false,
  },
  {
    name: 'Acme SMS Hub',
    provider: 'acme',
    description: 'SMS over SMPP',
    e164_leading_plus: true,
    smpp: ['acme-sms', 'smpp-Secret-5', 'acme-inbound', 'smppIn-Secret-6', 30],
  },
  {
    name: 'Fabrikam Freight Trunk',
    account: 'Fabrikam Logistics',
    register: ['fabrikam', 'sip.fabrikam-freight.example', 'fb-Secret-3'],
    register_status: {
      status: 'fail',
      reason: '408 Request Timeout',
      cseq: 12,
      callId: 'c47d0e2b-3f6a-4b9e-a1d8-0e5f7c2b9a13',
    },
  },
];

/** A SIP gateway of a seeded carrier; the columns left out take the schema's defaults. */
export interface SeedSipGateway {
  carrier: string;
  ipv4: string;
  port?: number;
  netmask?: number;
  inbound: boolean;
  outbound: boolean;
  protocol?: 'udp' | 'tcp' | 'tls' | 'tls/srtp';
  is_active?: boolean;
  send_options_ping?: boolean;
  use_sips_scheme?: boolean;
  pad_crypto?: boolean;
}

export const SEED_SIP_GATEWAYS: readonly SeedSipGateway[] = [
  {
    carrier: 'Acme Voice PSTN',
    ipv4: '192.0.2.10',
    inbound: true,
    outbound: true,
    send_options_ping: true,
  },
  { carrier: 'Acme Voice PSTN', ipv4: '192.0.2.11', inbound: true, outbound: false },
  { carrier: 'Acme Voice PSTN', ipv4: '198.51.100.0', netmask: 28, inbound: true, outbound: false },
  {
    carrier: 'Acme Voice PSTN',
    ipv4: 'sip.acme-pstn.example',
    port: 5061,
    inbound: false,
    outbound: true,
    protocol: 'tls',
    use_sips_scheme: true,
  },
  { carrier: 'Acme Sales PBX', ipv4: 'pbx.acme-sales.example', inbound: false, outbound: true },
  { carrier: 'Blue Harbor PSTN', ipv4: '203.0.113.20', inbound: true, outbound: true },
  {
    carrier: 'Harbor Main PBX',
    ipv4: '203.0.113.40',
    inbound: true,
    outbound: true,
    protocol: 'tcp',
  },
  {
    carrier: 'Acme Voice Backup',
    ipv4: 'sip.backup-trunk.example',
    inbound: false,
    outbound: true,
    protocol: 'tcp',
  },
  { carrier: 'Acme Voice Backup', ipv4: '198.51.100.40', inbound: true, outbound: false },
  {
    carrier: 'Metro Fiber SIP',
    ipv4: 'reg.metrofiber.example',
    port: 5061,
    inbound: false,
    outbound: true,
    protocol: 'tls/srtp',
    pad_crypto: true,
  },
  {
    carrier: 'Legacy TDM Gateway',
    ipv4: '192.0.2.99',
    inbound: true,
    outbound: true,
    is_active: false,
  },
  { carrier: 'Acme SMS Hub', ipv4: 'sip.sms-hub.example', inbound: false, outbound: true },
  {
    carrier: 'Fabrikam Freight Trunk',
    ipv4: 'sip.fabrikam-freight.example',
    inbound: false,
    outbound: true,
  },
];

/** [carrier, address, port, inbound, outbound, is_primary, use_tls] of SMPP gateways. */
export const SEED_SMPP_GATEWAYS: readonly [
  string,
  string,
  number,
  boolean,
  boolean,
  boolean,
  boolean,
][] = [
  ['Acme SMS Hub', 'smpp.sms-hub.example', 2775, false, true, true, false],
  ['Acme SMS Hub', 'smpp-backup.sms-hub.example', 3550, false, true, false, true],
  ['Acme SMS Hub', '198.51.100.77', 2775, true, false, false, false],
];

/** [number, carrier, account (null: not assigned), application of that account or null]. */
export const SEED_PHONE_NUMBERS: readonly [string, string, string | null, string | null][] = [
  ['15085550100', 'Acme Voice PSTN', 'Acme Sales', 'Inbound sales IVR'],
  ['15085550101', 'Acme Voice PSTN', 'Acme Sales', 'After-hours greeting'],
  ['15085550102', 'Acme Voice PSTN', 'Acme Sales', 'Sales AI agent'],
  ['15085550103', 'Acme Voice PSTN', 'Acme Sales', null],
  ['442079460104', 'Acme Voice PSTN', 'Acme Sales', 'Enterprise accounts desk'],
  ['15085550110', 'Acme Sales PBX', 'Acme Sales', 'Conference bridge'],
  ['16175550120', 'Acme Voice PSTN', 'Northwind Traders', 'Order status'],
  ['15085550199', 'Acme Voice PSTN', null, null],
  ['12065550130', 'Blue Harbor PSTN', 'Harbor Main', 'Harbor reception'],
];

/** [tenant_fqdn, account, application of that account or null]. */
/** SIP clients: [account, username, password, active]; the direct-calling flags stay on. */
export const SEED_CLIENTS: readonly [string, string, string, boolean][] = [
  ['Acme Sales', 'alice', 'Desk-phone-1', true],
  ['Acme Sales', 'bob', 'Desk-phone-2', true],
  ['Acme Sales', 'lobby-phone', 'Lobby-phone-3', false],
  ['Acme Support', 'carol', 'Soft-phone-4', true],
];

export const SEED_TEAMS_TENANTS: readonly [string, string, string | null][] = [
  ['teams.acme-sales.example', 'Acme Sales', 'Enterprise accounts desk'],
  ['contosohealth.onmicrosoft.com', 'Contoso Health', null],
  ['tailspin.onmicrosoft.com', 'Tailspin Travel', null],
];

export interface SeedUser {
  name: string;
  provider?: ProviderKey;
  account?: string;
  is_active?: boolean;
  is_view_only?: boolean;
  force_change?: boolean;
}

/** More users of each scope (password DEMO_PASSWORD); inactive ones cannot sign in. */
export const SEED_USERS: readonly SeedUser[] = [
  { name: 'ops-lead' },
  { name: 'legacy-admin', is_active: false },
  { name: 'sp-viewer', provider: 'acme', is_view_only: true },
  { name: 'acme-noc', provider: 'acme' },
  { name: 'acme-contractor', provider: 'acme', is_active: false },
  { name: 'harbor-admin', provider: 'harbor' },
  { name: 'sales-agent', account: 'Acme Sales' },
  { name: 'sales-intern', account: 'Acme Sales', is_active: false, force_change: true },
  { name: 'support-lead', account: 'Acme Support' },
  { name: 'northwind-ops', account: 'Northwind Traders' },
  { name: 'harbor-ops', account: 'Harbor Main' },
];

const DAY = 24 * 3600 * 1000;

/** API keys: owner and how long ago they were last used (null: never). */
export const SEED_API_KEYS: readonly { owner: string; lastUsedAgoMs: number | null }[] = [
  { owner: 'Acme Voice', lastUsedAgoMs: 10 * 60 * 1000 },
  { owner: 'Acme Voice', lastUsedAgoMs: null },
  { owner: 'Acme Sales', lastUsedAgoMs: 10 * 60 * 1000 },
  { owner: 'Acme Sales', lastUsedAgoMs: DAY },
  { owner: 'Acme Sales', lastUsedAgoMs: 5 * DAY },
  { owner: 'Acme Sales', lastUsedAgoMs: null },
];

/** [owner (provider or account name), category, quantity]. */
export const SEED_LIMITS: readonly [string, string, number][] = [
  ['Acme Voice', 'voice_call_session', 500],
  ['Acme Voice', 'voice_call_session_license', 1000],
  ['Acme Voice', 'voice_call_minutes_license', 100_000],
  ['Acme Sales', 'voice_call_session', 50],
  ['Acme Sales', 'voice_call_minutes', 20_000],
];

export const SEED_SYSTEM_INFORMATION = {
  domain_name: 'voice-platform.example',
  sip_domain_name: 'sip.voice-platform.example',
  monitoring_domain_name: 'grafana.voice-platform.example',
  private_network_cidr: '10.0.0.0/8,172.16.0.0/12',
  log_level: 'info',
} as const;

/** Cached TTS entries per account. */
export const SEED_TTS_CACHE: readonly [string, number][] = [
  ['Acme Sales', 1342],
  ['Acme Support', 87],
  ['Harbor Main', 15],
];

/** Calls of the demo (and of `--calls N` unless given): a few hundred. */
export const DEMO_CALL_COUNT = 400;

/**
 * Each account's share of the calls and alerts; an account not named here gets 3. Acme Billing
 * has none, so it stays empty.
 */
export const SEED_CALL_WEIGHTS: Readonly<Record<string, number>> = {
  'Acme Sales': 40,
  'Acme Support': 10,
  'Acme Billing': 0,
  'Northwind Traders': 8,
  'Contoso Health': 6,
  'Fabrikam Logistics': 5,
  'Harbor Main': 6,
  'Harbor Marine Services': 2,
};
