import { readGoogleKey } from '../../lib/googleKey.ts';
import {
  CUSTOM_VENDOR_PREFIX,
  SPEECH_FIELD_KINDS,
  speechFields,
  speechVendor,
  type SpeechField,
  type SpeechNeed,
  type SpeechVariant,
  type SpeechVendor,
  variantOf,
} from '../../lib/speechVendors.ts';
import type { ValidationMessage, ValidationMessages } from '../../lib/validation.ts';
import { validateVoices, type VoiceValues } from './customVoices.ts';

export interface SpeechValues {
  /** The account the credential belongs to; '' for the service provider's own. */
  accountSid: string;
  /** A table vendor; `custom` with `customName` for a custom vendor. */
  vendor: string;
  customName: string;
  label: string;
  useForTts: boolean;
  useForStt: boolean;
  variant: SpeechVariant;
  /** Text fields as typed; flags as 'true' / ''. */
  fields: Partial<Record<SpeechField, string>>;
  useOptions: boolean;
  options: string;
  /** Google: TTS with the custom voices below. */
  useCustomVoices: boolean;
  voices: VoiceValues[];
}

/** A custom vendor's name: what follows `custom:` (64 characters in all, the vendor column). */
const CUSTOM_NAME = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,56}$/;

/** ip:port, each part of the address 0-255, a port of up to 6 digits (spec section 9). */
const IP_PORT = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3}):\d{1,6}$/;

/** host:port, as a Riva or Cobalt server is reached. */
const HOST_PORT = /^[A-Za-z0-9][A-Za-z0-9.-]*:\d{1,5}$/;

export function validNuanceUri(text: string): boolean {
  const match = IP_PORT.exec(text.trim());
  return match !== null && match.slice(1, 5).every((part) => Number(part) <= 255);
}

/** Extra options: a JSON object (empty means none). */
export function validOptions(text: string): boolean {
  if (!text.trim()) return true;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}

const HTTP = ['http:', 'https:'] as const;
const WS = ['ws:', 'wss:'] as const;
const URL_SCHEMES: Partial<Record<SpeechField, readonly string[]>> = {
  playht_tts_uri: HTTP,
  custom_tts_url: HTTP,
  custom_tts_streaming_url: WS,
  custom_stt_url: WS,
  custom_tts_endpoint_url: [...HTTP, ...WS],
  custom_stt_endpoint_url: [...HTTP, ...WS],
};

function urlProblem(field: SpeechField, text: string): ValidationMessage | undefined {
  const schemes = URL_SCHEMES[field] ?? HTTP;
  let protocol = '';
  try {
    protocol = new URL(text).protocol;
  } catch {
    // not a URL: reported below
  }
  return schemes.includes(protocol)
    ? undefined
    : { key: 'speech.invalidUrl', values: { schemes: schemes.map((s) => `${s}//`).join(' or ') } };
}

/** The form's message for one filled-in field whose shape is wrong. */
function shapeProblem(field: SpeechField, text: string): ValidationMessage | undefined {
  switch (SPEECH_FIELD_KINDS[field]) {
    case 'service-key':
      return readGoogleKey(text) ? undefined : { key: 'speech.invalidServiceKey' };
    case 'ip-port':
      return validNuanceUri(text) ? undefined : { key: 'speech.invalidNuanceUri' };
    case 'host-port':
      return HOST_PORT.test(text) ? undefined : { key: 'speech.invalidHostPort' };
    case 'url':
      return urlProblem(field, text);
    default:
      return undefined;
  }
}

/** The needs that apply: always, and those of each use the vendor offers and the form enables. */
function needsOf(vendor: SpeechVendor, values: SpeechValues): SpeechNeed[] {
  const groups = [vendor.needs, variantOf(vendor, values.variant)];
  return groups.flatMap((needs) => [
    ...(needs?.always ?? []),
    ...(vendor.tts && values.useForTts ? (needs?.tts ?? []) : []),
    ...(vendor.stt && values.useForStt ? (needs?.stt ?? []) : []),
  ]);
}

/** The fields the form marks as required for the vendor, variant and uses chosen. */
export function requiredFields(vendor: SpeechVendor, values: SpeechValues): Set<SpeechField> {
  const single = needsOf(vendor, values).filter((need) => typeof need === 'string');
  const opened = Object.entries(vendor.whenOn ?? {})
    .filter(([flag]) => values.fields[flag as SpeechField])
    .map(([, field]) => field);
  return new Set([...single, ...opened]);
}

const filled = (values: SpeechValues, field: SpeechField) => Boolean(values.fields[field]?.trim());

/** Every problem of the form, by field name ('vendor', 'customName', 'options' or a field). */
export function validateSpeech(values: SpeechValues): ValidationMessages {
  const vendor = speechVendor(values.vendor);
  if (!vendor) return { vendor: { key: 'speech.vendorRequired' } };
  const problems: ValidationMessages = {};
  if (vendor.value === 'custom') {
    const name = values.customName.trim();
    if (!name) problems.customName = { key: 'speech.customNameRequired' };
    else if (!CUSTOM_NAME.test(name)) problems.customName = { key: 'speech.customNameInvalid' };
  }
  for (const need of needsOf(vendor, values)) {
    if (typeof need === 'string') {
      if (!filled(values, need)) problems[need] = { key: 'speech.fieldRequired' };
    } else if (!need.some((field) => filled(values, field))) {
      problems[need[0]] = { key: 'speech.oneOfRequired' };
    }
  }
  for (const [flag, field] of Object.entries(vendor.whenOn ?? {}) as [SpeechField, SpeechField][]) {
    if (values.fields[flag] && !filled(values, field))
      problems[field] = { key: 'speech.fieldRequired' };
  }
  for (const field of speechFields(vendor, values.variant)) {
    const text = values.fields[field]?.trim() ?? '';
    const problem = text && !problems[field] ? shapeProblem(field, text) : undefined;
    if (problem) problems[field] = problem;
  }
  if (values.useOptions && !validOptions(values.options))
    problems.options = { key: 'speech.invalidOptions' };
  if (vendor.value === 'google' && values.useCustomVoices)
    Object.assign(problems, validateVoices(values.voices));
  return problems;
}

/** The stored vendor name: a custom vendor carries its name after `custom:`. */
export function storedVendor(values: SpeechValues): string {
  return values.vendor === 'custom'
    ? `${CUSTOM_VENDOR_PREFIX}${values.customName.trim()}`
    : values.vendor;
}

/** Testing needs TTS or STT enabled: the message to show instead of testing, if any. */
export function testBlocker(useForTts: boolean, useForStt: boolean): ValidationMessage | undefined {
  return useForTts || useForStt ? undefined : { key: 'speech.enableToTest' };
}
