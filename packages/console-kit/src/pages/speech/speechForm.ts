import type {
  GoogleCustomVoice,
  SpeechCredential,
  SpeechCredentialInput,
} from '../../api/speech.ts';
import {
  CUSTOM_VENDOR_PREFIX,
  SPEECH_FIELD_KINDS,
  speechFields,
  speechVariants,
  speechVendor,
  type SpeechField,
  type SpeechVariant,
  type SpeechVendor,
} from '../../lib/speechVendors.ts';
import { newVoice, voiceValues } from './customVoices.ts';
import { storedVendor, type SpeechValues } from './speechRules.ts';

const ON = 'true';
const isFlag = (field: SpeechField) => SPEECH_FIELD_KINDS[field] === 'flag';
const isSecret = (field: SpeechField) =>
  SPEECH_FIELD_KINDS[field] === 'secret' || SPEECH_FIELD_KINDS[field] === 'service-key';

/** Every field a vendor may store, whatever the variant. */
function allFields(vendor: SpeechVendor): SpeechField[] {
  const variants = Object.values(vendor.variants ?? {}).flatMap((variant) => variant.fields);
  return [...new Set([...variants, ...vendor.fields])];
}

/** The variant a stored credential uses: the first whose own fields hold a value. */
function storedVariant(vendor: SpeechVendor, fields: SpeechValues['fields']): SpeechVariant {
  const variants = speechVariants(vendor);
  const own = (variant: SpeechVariant) =>
    (vendor.variants?.[variant]?.fields ?? []).filter((field) => !vendor.fields.includes(field));
  const used = variants.find((variant) => own(variant).some((field) => fields[field]));
  return used ?? variants[0] ?? 'hosted';
}

function fieldText(value: SpeechCredential[SpeechField]): string {
  if (value === null || value === undefined || value === false) return '';
  if (value === true) return ON;
  return String(value);
}

const optionsText = (options: SpeechCredential['options']) =>
  !options ? '' : typeof options === 'string' ? options : JSON.stringify(options, null, 2);

/** The form's values: a new credential's (no vendor yet, in the given account), or a stored one's
 *  with its Google custom voices. */
export function speechValues(
  credential: SpeechCredential | undefined,
  accountSid: string,
  voices: readonly GoogleCustomVoice[] = [],
): SpeechValues {
  const vendor = credential && speechVendor(credential.vendor);
  if (!credential || !vendor) {
    return {
      accountSid,
      vendor: credential?.vendor ?? '',
      customName: '',
      label: credential?.label ?? '',
      useForTts: true,
      useForStt: true,
      variant: 'hosted',
      fields: {},
      useOptions: false,
      options: '',
      useCustomVoices: false,
      voices: [],
    };
  }
  const fields: SpeechValues['fields'] = {};
  for (const field of allFields(vendor)) {
    const text = isFlag(field)
      ? fieldText(Boolean(Number(credential[field] ?? 0)))
      : fieldText(credential[field]);
    if (text) fields[field] = text;
  }
  const custom = credential.vendor.startsWith(CUSTOM_VENDOR_PREFIX);
  return {
    accountSid: credential.account_sid ?? '',
    vendor: vendor.value,
    customName: custom ? credential.vendor.slice(CUSTOM_VENDOR_PREFIX.length) : '',
    label: credential.label ?? '',
    useForTts: Boolean(Number(credential.use_for_tts)),
    useForStt: Boolean(Number(credential.use_for_stt)),
    variant: storedVariant(vendor, fields),
    fields,
    useOptions: Boolean(optionsText(credential.options)),
    options: optionsText(credential.options),
    useCustomVoices: voices.length > 0,
    voices: voices.map(voiceValues),
  };
}

/** A new vendor starts afresh: its defaults instead of the region and keys of the last one, its
 *  default variant, the uses it offers, and no options or voices. Label and account stay. */
export function withVendor(values: SpeechValues, vendorName: string): SpeechValues {
  const vendor = speechVendor(vendorName);
  return {
    ...values,
    vendor: vendorName,
    customName: '',
    variant: (vendor && speechVariants(vendor)[0]) ?? 'hosted',
    fields: { ...vendor?.defaults },
    useForTts: vendor?.tts ?? true,
    useForStt: vendor?.stt ?? true,
    useOptions: false,
    options: '',
    useCustomVoices: false,
    voices: [],
  };
}

/** Choosing a variant clears the fields only the other variants use. */
export function withVariant(values: SpeechValues, variant: SpeechVariant): SpeechValues {
  const vendor = speechVendor(values.vendor);
  if (!vendor) return values;
  const keep = new Set(speechFields(vendor, variant));
  const fields = Object.fromEntries(
    Object.entries(values.fields).filter(([field]) => keep.has(field as SpeechField)),
  );
  return { ...values, variant, fields };
}

/** A flag turned on or off; off clears the field it opens (Azure's custom endpoint ids). */
export function withFlag(values: SpeechValues, flag: SpeechField, on: boolean): SpeechValues {
  const opened = speechVendor(values.vendor)?.whenOn?.[flag];
  const fields = { ...values.fields, [flag]: on ? ON : '' };
  if (!on && opened) fields[opened] = '';
  return { ...values, fields };
}

/** The extra options turned on (starting from the vendor's usual options) or off (cleared). */
export function withOptions(values: SpeechValues, on: boolean): SpeechValues {
  if (!on) return { ...values, useOptions: false, options: '' };
  const defaults = speechVendor(values.vendor)?.optionDefaults;
  const options = values.options || (defaults ? JSON.stringify(defaults, null, 2) : '');
  return { ...values, useOptions: true, options };
}

/** Custom voices turned on (with one empty voice to fill in) or off (all removed). */
export function withCustomVoices(values: SpeechValues, on: boolean): SpeechValues {
  return { ...values, useCustomVoices: on, voices: on ? [newVoice()] : [] };
}

/** Whether a field shows: a field opened by a flag only while the flag is on. */
export function fieldShown(vendor: SpeechVendor, values: SpeechValues, field: SpeechField) {
  const flag = Object.entries(vendor.whenOn ?? {}).find(([, opened]) => opened === field)?.[0];
  return !flag || values.fields[flag as SpeechField] === ON;
}

/**
 * The body to send. A new credential carries its vendor, label, account and secrets, and only
 * the fields filled in. A saved one is locked (vendor, account, label and secrets are not sent);
 * its other fields are sent, empty ones as null so that the server clears them.
 */
export function speechPayload(values: SpeechValues, creating: boolean): SpeechCredentialInput {
  const vendor = speechVendor(values.vendor);
  const body: SpeechCredentialInput = {
    use_for_tts: Boolean(vendor?.tts) && values.useForTts,
    use_for_stt: Boolean(vendor?.stt) && values.useForStt,
  };
  if (creating) {
    body.vendor = storedVendor(values);
    if (values.label.trim()) body.label = values.label.trim();
    if (values.accountSid) body.account_sid = values.accountSid;
  }
  for (const field of vendor ? speechFields(vendor, values.variant) : []) {
    if (!creating && isSecret(field)) continue;
    const text = vendor && fieldShown(vendor, values, field) ? (values.fields[field] ?? '') : '';
    if (isFlag(field)) body[field] = text === ON;
    else if (text.trim()) body[field] = text.trim();
    else if (!creating) body[field] = null;
  }
  const options = values.useOptions ? values.options.trim() : '';
  if (options) body.options = options;
  else if (!creating) body.options = null;
  return body;
}
