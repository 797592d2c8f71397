/**
 * The speech vendors a credential may name, as data: the fields each stores, which are secret,
 * and what a complete credential needs (always, for TTS, for STT, per hosted or on-prem variant).
 * Adding a vendor is a row here and a row in catalog.ts.
 */

/** How a credential field is read from a body. */
export type FieldKind =
  | 'text'
  | 'secret'
  | 'service-key'
  | 'flag'
  | 'options'
  | { url: readonly string[] }
  | 'host-port'
  | 'ip-port';

const HTTP = { url: ['http:', 'https:'] } as const;
const WS = { url: ['ws:', 'wss:'] } as const;
const ANY_URL = { url: ['http:', 'https:', 'ws:', 'wss:'] } as const;

/** Every vendor-specific field of the spec's speech credential, with how it is read. */
export const CREDENTIAL_FIELDS = {
  service_key: 'service-key',
  aws_region: 'text',
  access_key_id: 'text',
  secret_access_key: 'secret',
  role_arn: 'text',
  region: 'text',
  api_key: 'secret',
  client_id: 'text',
  secret: 'secret',
  client_secret: 'secret',
  engine_version: 'text',
  model_id: 'text',
  stt_model_id: 'text',
  voice_engine: 'text',
  user_id: 'text',
  instance_id: 'text',
  tts_api_key: 'secret',
  tts_region: 'text',
  stt_api_key: 'secret',
  stt_region: 'text',
  nuance_tts_uri: 'ip-port',
  nuance_stt_uri: 'ip-port',
  riva_server_uri: 'host-port',
  cobalt_server_uri: 'host-port',
  deepgram_stt_uri: 'text',
  deepgram_tts_uri: 'text',
  deepgram_stt_use_tls: 'flag',
  playht_tts_uri: HTTP,
  speechmatics_stt_uri: 'text',
  use_custom_tts: 'flag',
  custom_tts_endpoint: 'text',
  custom_tts_endpoint_url: ANY_URL,
  use_custom_stt: 'flag',
  custom_stt_endpoint: 'text',
  custom_stt_endpoint_url: ANY_URL,
  custom_stt_url: WS,
  custom_tts_url: HTTP,
  custom_tts_streaming_url: WS,
  auth_token: 'secret',
  options: 'options',
} as const satisfies Record<string, FieldKind>;

export type CredentialField = keyof typeof CREDENTIAL_FIELDS;

/** One field, or any one of several ("custom_tts_url or custom_tts_streaming_url"). */
export type Need = CredentialField | readonly CredentialField[];

/** What a complete credential needs: always, and for each use it is enabled for. */
export interface Needs {
  always?: readonly Need[];
  tts?: readonly Need[];
  stt?: readonly Need[];
}

export interface VendorSpec {
  /** The vendor's name as people write it, for reasons and messages. */
  title: string;
  tts: boolean;
  stt: boolean;
  /** The fields it stores, in the order they are answered. */
  fields: readonly CredentialField[];
  needs?: Needs;
  /** Either the hosted service or an on-prem server: one variant's needs must be met. */
  variants?: readonly ({ name: string } & Needs)[];
  /** Fields given together or not at all (AWS access keys). */
  together?: readonly (readonly CredentialField[])[];
  /** A flag that, when on, needs another field (Azure custom voice and speech endpoints). */
  whenOn?: Partial<Record<CredentialField, CredentialField>>;
}

/** Every vendor takes extra JSON options. */
const OPTIONS = ['options'] as const;
const apiKeyOnly = (title: string, tts: boolean, stt: boolean): VendorSpec => ({
  title,
  tts,
  stt,
  fields: ['api_key', ...OPTIONS],
  needs: { always: ['api_key'] },
});
const apiKeyAndModel = (title: string, tts: boolean, stt: boolean): VendorSpec => ({
  title,
  tts,
  stt,
  fields: ['api_key', 'model_id', ...OPTIONS],
  needs: { always: ['api_key', 'model_id'] },
});

/** The 22 vendors of the spec; a custom vendor is `custom:<name>` and follows `custom`. */
export const VENDORS: Record<string, VendorSpec> = {
  aws: {
    title: 'AWS',
    tts: true,
    stt: true,
    fields: ['aws_region', 'access_key_id', 'secret_access_key', 'role_arn', ...OPTIONS],
    // Access keys, an assumed role, or the instance profile (region alone).
    needs: { always: ['aws_region'] },
    together: [['access_key_id', 'secret_access_key']],
  },
  google: {
    title: 'Google',
    tts: true,
    stt: true,
    fields: ['service_key', ...OPTIONS],
    needs: { always: ['service_key'] },
  },
  microsoft: {
    title: 'Microsoft Azure',
    tts: true,
    stt: true,
    fields: [
      'region',
      'api_key',
      'use_custom_tts',
      'custom_tts_endpoint',
      'custom_tts_endpoint_url',
      'use_custom_stt',
      'custom_stt_endpoint',
      'custom_stt_endpoint_url',
      ...OPTIONS,
    ],
    variants: [
      { name: 'hosted', always: ['region', 'api_key'] },
      { name: 'on-prem', tts: ['custom_tts_endpoint_url'], stt: ['custom_stt_endpoint_url'] },
    ],
    whenOn: { use_custom_tts: 'custom_tts_endpoint', use_custom_stt: 'custom_stt_endpoint' },
  },
  deepgram: {
    title: 'Deepgram',
    tts: true,
    stt: true,
    fields: [
      'api_key',
      'deepgram_stt_uri',
      'deepgram_stt_use_tls',
      'deepgram_tts_uri',
      'model_id',
      ...OPTIONS,
    ],
    variants: [
      { name: 'hosted', always: ['api_key'] },
      { name: 'on-prem', tts: ['deepgram_tts_uri'], stt: ['deepgram_stt_uri'] },
    ],
  },
  ibm: {
    title: 'IBM Watson',
    tts: true,
    stt: true,
    fields: ['tts_api_key', 'tts_region', 'stt_api_key', 'stt_region', 'instance_id', ...OPTIONS],
    needs: { tts: ['tts_api_key', 'tts_region'], stt: ['stt_api_key', 'stt_region'] },
  },
  nuance: {
    title: 'Nuance',
    tts: true,
    stt: true,
    fields: ['client_id', 'secret', 'nuance_tts_uri', 'nuance_stt_uri', ...OPTIONS],
    variants: [
      { name: 'hosted', always: ['client_id', 'secret'] },
      { name: 'on-prem', tts: ['nuance_tts_uri'], stt: ['nuance_stt_uri'] },
    ],
  },
  nvidia: {
    title: 'NVIDIA Riva',
    tts: true,
    stt: true,
    fields: ['riva_server_uri', ...OPTIONS],
    needs: { always: ['riva_server_uri'] },
  },
  wellsaid: apiKeyOnly('WellSaid Labs', true, false),
  soniox: apiKeyOnly('Soniox', false, true),
  speechmatics: {
    title: 'Speechmatics',
    tts: false,
    stt: true,
    fields: ['api_key', 'speechmatics_stt_uri', ...OPTIONS],
    needs: { always: ['api_key', 'speechmatics_stt_uri'] },
  },
  custom: {
    title: 'custom vendor',
    tts: true,
    stt: true,
    fields: [
      'auth_token',
      'custom_tts_url',
      'custom_tts_streaming_url',
      'custom_stt_url',
      ...OPTIONS,
    ],
    needs: { tts: [['custom_tts_url', 'custom_tts_streaming_url']], stt: ['custom_stt_url'] },
  },
  cobalt: {
    title: 'Cobalt',
    tts: false,
    stt: true,
    fields: ['cobalt_server_uri', ...OPTIONS],
    needs: { always: ['cobalt_server_uri'] },
  },
  elevenlabs: apiKeyAndModel('ElevenLabs', true, false),
  assemblyai: apiKeyOnly('AssemblyAI', false, true),
  voxist: apiKeyOnly('Voxist', false, true),
  whisper: apiKeyAndModel('OpenAI Whisper', true, false),
  playht: {
    title: 'PlayHT',
    tts: true,
    stt: false,
    fields: ['api_key', 'user_id', 'voice_engine', 'playht_tts_uri', ...OPTIONS],
    needs: { always: ['api_key', 'user_id', 'voice_engine'] },
  },
  rimelabs: apiKeyAndModel('Rime Labs', true, false),
  inworld: apiKeyAndModel('Inworld', true, false),
  verbio: {
    title: 'Verbio',
    tts: true,
    stt: true,
    fields: ['client_id', 'client_secret', 'engine_version', ...OPTIONS],
    needs: { always: ['client_id', 'client_secret'] },
  },
  cartesia: {
    title: 'Cartesia',
    tts: true,
    stt: true,
    fields: ['api_key', 'model_id', 'stt_model_id', ...OPTIONS],
    needs: { always: ['api_key'], tts: ['model_id'], stt: ['stt_model_id'] },
  },
  openai: apiKeyAndModel('OpenAI', true, true),
};

export const CUSTOM_PREFIX = 'custom:';
/** `custom:` and a name, 64 characters in all (the vendor column's width). */
const CUSTOM_NAME = /^custom:[A-Za-z0-9][A-Za-z0-9_.-]{0,56}$/;

/** How reasons and messages name a vendor: a custom vendor by its own name. */
export function vendorTitle(vendor: string, spec: VendorSpec): string {
  return vendor.startsWith(CUSTOM_PREFIX) ? vendor : spec.title;
}

/** The spec of a vendor name (a `custom:<name>` follows `custom`); undefined when unknown. */
export function vendorSpec(vendor: string): VendorSpec | undefined {
  if (vendor.startsWith(CUSTOM_PREFIX))
    return CUSTOM_NAME.test(vendor) ? VENDORS.custom : undefined;
  if (vendor === 'custom') return undefined;
  return Object.hasOwn(VENDORS, vendor) ? VENDORS[vendor] : undefined;
}

export function isSecretField(field: CredentialField): boolean {
  const kind = CREDENTIAL_FIELDS[field];
  return kind === 'secret' || kind === 'service-key';
}
