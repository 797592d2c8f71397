/**
 * The one table of speech vendors for the console (spec part 2, sections 3 and 5): the fields each
 * stores, which are required (always, for TTS, for STT, per hosted or on-prem variant), which are
 * secret, the defaults and the regions offered. The application form and the speech service form
 * both read it.
 */

/** How a field is entered: plain text, a masked secret, a checkbox, a Google key file, a server
 *  address (ip:port, host:port), a URL, a region (a choice where the vendor has a fixed list). */
export type SpeechFieldKind =
  'text' | 'secret' | 'flag' | 'service-key' | 'ip-port' | 'host-port' | 'url' | 'region';

export const SPEECH_FIELD_KINDS = {
  service_key: 'service-key',
  aws_region: 'region',
  access_key_id: 'text',
  secret_access_key: 'secret',
  role_arn: 'text',
  region: 'region',
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
  tts_region: 'region',
  stt_api_key: 'secret',
  stt_region: 'region',
  nuance_tts_uri: 'ip-port',
  nuance_stt_uri: 'ip-port',
  riva_server_uri: 'host-port',
  cobalt_server_uri: 'host-port',
  deepgram_stt_uri: 'text',
  deepgram_tts_uri: 'text',
  deepgram_stt_use_tls: 'flag',
  playht_tts_uri: 'url',
  speechmatics_stt_uri: 'text',
  use_custom_tts: 'flag',
  custom_tts_endpoint: 'text',
  custom_tts_endpoint_url: 'url',
  use_custom_stt: 'flag',
  custom_stt_endpoint: 'text',
  custom_stt_endpoint_url: 'url',
  custom_stt_url: 'url',
  custom_tts_url: 'url',
  custom_tts_streaming_url: 'url',
  auth_token: 'secret',
} as const satisfies Record<string, SpeechFieldKind>;

export type SpeechField = keyof typeof SPEECH_FIELD_KINDS;

/** One field, or any one of several ("custom_tts_url or custom_tts_streaming_url"). */
export type SpeechNeed = SpeechField | readonly [SpeechField, ...SpeechField[]];

/** What a complete credential needs: always, and for each use it is enabled for. */
export interface SpeechNeeds {
  always?: readonly SpeechNeed[];
  tts?: readonly SpeechNeed[];
  stt?: readonly SpeechNeed[];
}

/** Either/or ways to reach a vendor: its hosted service or an on-prem server, or for AWS the kind
 *  of credential (access keys, a role to assume, or the instance profile of the server). */
export type SpeechVariant =
  'hosted' | 'on-prem' | 'access-key' | 'assume-role' | 'instance-profile';

/** One variant: the fields it adds and what it needs. */
export type SpeechVariantSpec = { fields: readonly SpeechField[] } & SpeechNeeds;

/** Which list of the speech-models call a field chooses from: TTS models or STT models. */
export type SpeechModelList = 'models' | 'sttModels';

export interface SpeechVendor {
  value: string;
  label: string;
  tts: boolean;
  stt: boolean;
  /** The fields it stores, in form order (every vendor also takes extra JSON options). */
  fields: readonly SpeechField[];
  needs?: SpeechNeeds;
  /** The variants to choose from (the first is the default): their fields and needs. */
  variants?: Readonly<Partial<Record<SpeechVariant, SpeechVariantSpec>>>;
  /** A flag that, when on, needs another field (Azure custom voice and speech endpoints); the
   *  field shows only while the flag is on. */
  whenOn?: Partial<Record<SpeechField, SpeechField>>;
  /** The regions offered for the region fields, where the vendor has a fixed list. */
  regions?: readonly string[];
  /** Fields whose choices come from the vendor's speech-models call. */
  models?: Partial<Record<SpeechField, SpeechModelList>>;
  /** The values a new credential starts with. */
  defaults?: Partial<Record<SpeechField, string>>;
  /** The extra options a user starts from when turning them on. */
  optionDefaults?: Readonly<Record<string, unknown>>;
}

const AWS_REGIONS = [
  'us-east-1',
  'us-east-2',
  'us-west-1',
  'us-west-2',
  'ca-central-1',
  'eu-west-1',
  'eu-west-2',
  'eu-central-1',
  'ap-south-1',
  'ap-southeast-1',
  'ap-southeast-2',
  'ap-northeast-1',
] as const;
const AZURE_REGIONS = [
  'eastus',
  'eastus2',
  'westus',
  'westus2',
  'centralus',
  'canadacentral',
  'westeurope',
  'northeurope',
  'uksouth',
  'francecentral',
  'germanywestcentral',
  'southeastasia',
  'japaneast',
  'australiaeast',
] as const;
const IBM_REGIONS = ['us-south', 'us-east', 'eu-de', 'eu-gb', 'au-syd', 'jp-tok'] as const;

const apiKeyOnly = (value: string, label: string, tts: boolean, stt: boolean): SpeechVendor => ({
  value,
  label,
  tts,
  stt,
  fields: ['api_key'],
  needs: { always: ['api_key'] },
});
const apiKeyAndModel = (
  value: string,
  label: string,
  tts: boolean,
  stt: boolean,
  more: Pick<SpeechVendor, 'optionDefaults'> = {},
): SpeechVendor => ({
  ...apiKeyOnly(value, label, tts, stt),
  fields: ['api_key', 'model_id'],
  needs: { always: ['api_key', 'model_id'] },
  models: { model_id: 'models' },
  ...more,
});

/** The 22 vendors of the spec, in the order the product lists them. */
export const SPEECH_VENDOR_TABLE: readonly SpeechVendor[] = [
  {
    value: 'aws',
    label: 'AWS',
    tts: true,
    stt: true,
    fields: ['aws_region'],
    needs: { always: ['aws_region'] },
    // The region comes first in each kind of credential.
    variants: {
      'access-key': {
        fields: ['aws_region', 'access_key_id', 'secret_access_key'],
        always: ['access_key_id', 'secret_access_key'],
      },
      'assume-role': { fields: ['aws_region', 'role_arn'], always: ['role_arn'] },
      'instance-profile': { fields: ['aws_region'] },
    },
    regions: AWS_REGIONS,
    defaults: { aws_region: 'us-east-1' },
  },
  {
    value: 'google',
    label: 'Google',
    tts: true,
    stt: true,
    fields: ['service_key'],
    needs: { always: ['service_key'] },
  },
  {
    value: 'deepgram',
    label: 'Deepgram',
    tts: true,
    stt: true,
    fields: ['model_id'],
    variants: {
      hosted: { fields: ['api_key'], always: ['api_key'] },
      'on-prem': {
        fields: ['deepgram_stt_uri', 'deepgram_stt_use_tls', 'deepgram_tts_uri'],
        tts: ['deepgram_tts_uri'],
        stt: ['deepgram_stt_uri'],
      },
    },
    models: { model_id: 'sttModels' },
  },
  {
    value: 'ibm',
    label: 'IBM',
    tts: true,
    stt: true,
    fields: ['tts_api_key', 'tts_region', 'stt_api_key', 'stt_region', 'instance_id'],
    needs: { tts: ['tts_api_key', 'tts_region'], stt: ['stt_api_key', 'stt_region'] },
    regions: IBM_REGIONS,
  },
  {
    value: 'microsoft',
    label: 'Microsoft',
    tts: true,
    stt: true,
    fields: ['use_custom_tts', 'custom_tts_endpoint', 'use_custom_stt', 'custom_stt_endpoint'],
    variants: {
      hosted: { fields: ['region', 'api_key'], always: ['region', 'api_key'] },
      'on-prem': {
        fields: ['custom_tts_endpoint_url', 'custom_stt_endpoint_url'],
        tts: ['custom_tts_endpoint_url'],
        stt: ['custom_stt_endpoint_url'],
      },
    },
    whenOn: { use_custom_tts: 'custom_tts_endpoint', use_custom_stt: 'custom_stt_endpoint' },
    regions: AZURE_REGIONS,
  },
  {
    value: 'nuance',
    label: 'Nuance',
    tts: true,
    stt: true,
    fields: [],
    variants: {
      hosted: { fields: ['client_id', 'secret'], always: ['client_id', 'secret'] },
      'on-prem': {
        fields: ['nuance_tts_uri', 'nuance_stt_uri'],
        tts: ['nuance_tts_uri'],
        stt: ['nuance_stt_uri'],
      },
    },
  },
  {
    value: 'nvidia',
    label: 'NVIDIA',
    tts: true,
    stt: true,
    fields: ['riva_server_uri'],
    needs: { always: ['riva_server_uri'] },
  },
  apiKeyOnly('wellsaid', 'WellSaid', true, false),
  apiKeyOnly('soniox', 'Soniox', false, true),
  {
    value: 'speechmatics',
    label: 'Speechmatics',
    tts: false,
    stt: true,
    fields: ['api_key', 'speechmatics_stt_uri'],
    needs: { always: ['api_key', 'speechmatics_stt_uri'] },
  },
  {
    value: 'custom',
    label: 'Custom',
    tts: true,
    stt: true,
    fields: ['auth_token', 'custom_tts_url', 'custom_tts_streaming_url', 'custom_stt_url'],
    needs: { tts: [['custom_tts_url', 'custom_tts_streaming_url']], stt: ['custom_stt_url'] },
  },
  {
    value: 'cobalt',
    label: 'Cobalt',
    tts: false,
    stt: true,
    fields: ['cobalt_server_uri'],
    needs: { always: ['cobalt_server_uri'] },
  },
  apiKeyAndModel('elevenlabs', 'ElevenLabs', true, false, {
    optionDefaults: {
      optimize_streaming_latency: 3,
      voice_settings: { stability: 0.5, similarity_boost: 0.5, use_speaker_boost: true },
    },
  }),
  apiKeyOnly('assemblyai', 'AssemblyAI', false, true),
  apiKeyOnly('voxist', 'Voxist', false, true),
  apiKeyAndModel('whisper', 'Whisper', true, false),
  {
    value: 'playht',
    label: 'PlayHT',
    tts: true,
    stt: false,
    fields: ['api_key', 'user_id', 'voice_engine', 'playht_tts_uri'],
    needs: { always: ['api_key', 'user_id', 'voice_engine'] },
    models: { voice_engine: 'models' },
    optionDefaults: {
      quality: 'medium',
      speed: 1,
      seed: 1,
      temperature: 1,
      emotion: 'female_happy',
      voice_guidance: 3,
      style_guidance: 20,
      text_guidance: 1,
    },
  },
  apiKeyAndModel('rimelabs', 'Rime Labs', true, false),
  apiKeyAndModel('inworld', 'Inworld', true, false, {
    optionDefaults: { temperature: 0.8, audioConfig: { speakingRate: 1, pitch: 0 } },
  }),
  {
    value: 'verbio',
    label: 'Verbio',
    tts: true,
    stt: true,
    fields: ['client_id', 'client_secret', 'engine_version'],
    needs: { always: ['client_id', 'client_secret'] },
    models: { engine_version: 'sttModels' },
    // The spec's API versions V1 and V2, default V1: Verbio's engine version.
    defaults: { engine_version: 'V1' },
  },
  {
    value: 'cartesia',
    label: 'Cartesia',
    tts: true,
    stt: true,
    fields: ['api_key', 'model_id', 'stt_model_id'],
    needs: { always: ['api_key'], tts: ['model_id'], stt: ['stt_model_id'] },
    models: { model_id: 'models', stt_model_id: 'sttModels' },
  },
  apiKeyAndModel('openai', 'OpenAI', true, true),
];

/** A custom vendor is stored as `custom:<name>`. */
export const CUSTOM_VENDOR_PREFIX = 'custom:';

/** The table row of a stored vendor name (`custom:<name>` follows `custom`). */
export function speechVendor(vendor: string): SpeechVendor | undefined {
  const key = vendor.startsWith(CUSTOM_VENDOR_PREFIX) ? 'custom' : vendor;
  return SPEECH_VENDOR_TABLE.find((row) => row.value === key);
}

/** How a stored vendor is shown: the table's name, a custom vendor by its own name. */
export function speechVendorTitle(vendor: string): string {
  const row = speechVendor(vendor);
  return row && row.value !== 'custom' ? row.label : vendor;
}

/** The variants a vendor offers, the default first (none for most vendors). */
export const speechVariants = (vendor: SpeechVendor) =>
  Object.keys(vendor.variants ?? {}) as SpeechVariant[];

/** The variant in force: the one asked for where the vendor offers it, else its default. */
export function variantOf(vendor: SpeechVendor, wanted: SpeechVariant): SpeechVariantSpec | null {
  const variants = vendor.variants ?? {};
  return variants[wanted] ?? variants[speechVariants(vendor)[0] ?? wanted] ?? null;
}

/** The fields a credential of this vendor and variant shows, in form order. */
export function speechFields(vendor: SpeechVendor, variant: SpeechVariant): SpeechField[] {
  const variantFields = variantOf(vendor, variant)?.fields ?? [];
  return [...new Set([...variantFields, ...vendor.fields])];
}

/** The spec's default speech settings (section 9): a language, and a voice where one is named. */
export const DEFAULT_SPEECH_VENDOR = 'google';
const DEFAULT_LANGUAGE = 'en-US';
const LANGUAGES: Partial<Record<string, string>> = { cobalt: 'en_US-8khz' };
const VOICES: Partial<Record<string, string>> = { google: 'en-US-Standard-C' };

export const defaultLanguage = (vendor: string) => LANGUAGES[vendor] ?? DEFAULT_LANGUAGE;
export const defaultVoice = (vendor: string) => VOICES[vendor] ?? '';
