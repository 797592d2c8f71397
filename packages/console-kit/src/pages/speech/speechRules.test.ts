import { describe, expect, it } from 'vitest';
import {
  SPEECH_VENDOR_TABLE,
  speechFields,
  speechVendor,
  speechVendorTitle,
} from '../../lib/speechVendors.ts';
import {
  requiredFields,
  storedVendor,
  testBlocker,
  validNuanceUri,
  validateSpeech,
  type SpeechValues,
} from './speechRules.ts';
import { speechValues } from './speechForm.ts';

const base = (over: Partial<SpeechValues> = {}): SpeechValues => ({
  ...speechValues(undefined, ''),
  vendor: 'google',
  ...over,
});
const googleKey = JSON.stringify({ private_key: 'k', client_email: 'a@b.iam' });

describe('the vendor table', () => {
  it('names the 22 vendors of the spec once each', () => {
    const names = SPEECH_VENDOR_TABLE.map((vendor) => vendor.value);
    expect(new Set(names).size).toBe(22);
  });

  it('follows custom for a custom:<name> vendor and shows the chosen variant', () => {
    expect(speechVendor('custom:acme')?.value).toBe('custom');
    const nuance = speechVendor('nuance');
    expect(nuance && speechFields(nuance, 'on-prem')).toEqual(['nuance_tts_uri', 'nuance_stt_uri']);
    // A variant the vendor does not offer falls back to its default.
    expect(nuance && speechFields(nuance, 'assume-role')).toEqual(['client_id', 'secret']);
  });

  it('shows a vendor by its name, and a custom vendor by its own', () => {
    expect(speechVendorTitle('microsoft')).toBe('Microsoft');
    expect(speechVendorTitle('custom:acme')).toBe('custom:acme');
  });

  it('offers AWS access keys, an assumed role or the instance profile, each in a region', () => {
    const aws = speechVendor('aws')!;
    expect(speechFields(aws, 'access-key')).toEqual([
      'aws_region',
      'access_key_id',
      'secret_access_key',
    ]);
    expect(speechFields(aws, 'assume-role')).toEqual(['aws_region', 'role_arn']);
    expect(speechFields(aws, 'instance-profile')).toEqual(['aws_region']);
  });
});

describe('validateSpeech', () => {
  it("asks for a vendor: 'Please choose a vendor.'", () => {
    expect(validateSpeech(base({ vendor: '' }))).toEqual({
      vendor: { key: 'speech.vendorRequired' },
    });
  });

  it('requires the fields of the vendor, per use and variant', () => {
    expect(validateSpeech(base())).toEqual({ service_key: { key: 'speech.fieldRequired' } });
    const ibmTtsOnly = validateSpeech(base({ vendor: 'ibm', useForStt: false }));
    expect(Object.keys(ibmTtsOnly)).toEqual(['tts_api_key', 'tts_region']);
    const onPrem = validateSpeech(base({ vendor: 'nuance', variant: 'on-prem', useForTts: false }));
    expect(Object.keys(onPrem)).toEqual(['nuance_stt_uri']);
  });

  it('requires what each AWS credential type needs', () => {
    const aws = (variant: SpeechValues['variant']) =>
      Object.keys(validateSpeech(base({ vendor: 'aws', variant, fields: { aws_region: 'x' } })));
    expect(aws('access-key')).toEqual(['access_key_id', 'secret_access_key']);
    expect(aws('assume-role')).toEqual(['role_arn']);
    expect(aws('instance-profile')).toEqual([]);
  });

  it('marks as required the fields needed for the uses chosen, and what a flag opens', () => {
    const ibm = speechVendor('ibm')!;
    expect([...requiredFields(ibm, base({ vendor: 'ibm', useForTts: false }))]).toEqual([
      'stt_api_key',
      'stt_region',
    ]);
    const azure = speechVendor('microsoft')!;
    const values = base({ vendor: 'microsoft', fields: { use_custom_stt: 'true' } });
    expect([...requiredFields(azure, values)]).toEqual([
      'region',
      'api_key',
      'custom_stt_endpoint',
    ]);
  });

  it('takes Riva and Cobalt servers as host:port', () => {
    expect(
      validateSpeech(base({ vendor: 'nvidia', fields: { riva_server_uri: 'riva:50051' } })),
    ).toEqual({});
    expect(
      validateSpeech(base({ vendor: 'cobalt', fields: { cobalt_server_uri: 'http://cobalt' } })),
    ).toEqual({ cobalt_server_uri: { key: 'speech.invalidHostPort' } });
  });

  it('checks the custom vendor name as the server stores it', () => {
    const fields = { custom_stt_url: 'wss://x' };
    const named = (customName: string) =>
      validateSpeech(base({ vendor: 'custom', customName, useForTts: false, fields }));
    expect(named('acme.asr_2')).toEqual({});
    expect(named('acme asr')).toEqual({ customName: { key: 'speech.customNameInvalid' } });
    expect(named('-acme')).toEqual({ customName: { key: 'speech.customNameInvalid' } });
  });

  it('checks Google custom voices only while they are on', () => {
    const google = base({ fields: { service_key: googleKey }, voices: [] });
    expect(validateSpeech(google)).toEqual({});
    expect(validateSpeech({ ...google, useCustomVoices: true })).toEqual({
      voices: { key: 'speech.voicesRequired' },
    });
  });

  it('requires an Azure endpoint id when its option is on', () => {
    const fields = { region: 'eastus', api_key: 'k', use_custom_tts: 'true' };
    expect(validateSpeech(base({ vendor: 'microsoft', fields }))).toEqual({
      custom_tts_endpoint: { key: 'speech.fieldRequired' },
    });
  });

  it('needs one of the custom TTS URLs, and a name for the custom vendor', () => {
    const problems = validateSpeech(
      base({ vendor: 'custom', useForStt: false, fields: { custom_tts_streaming_url: '' } }),
    );
    expect(problems).toEqual({
      customName: { key: 'speech.customNameRequired' },
      custom_tts_url: { key: 'speech.oneOfRequired' },
    });
  });

  it("rejects a service key that is not a Google key: 'Invalid service key file, could not parse as JSON.'", () => {
    expect(validateSpeech(base({ fields: { service_key: googleKey } }))).toEqual({});
    expect(validateSpeech(base({ fields: { service_key: 'nope' } }))).toEqual({
      service_key: { key: 'speech.invalidServiceKey' },
    });
  });

  it('rejects a Nuance URI that is not ip:port with a port of up to 6 digits', () => {
    expect(validNuanceUri('10.0.0.1:123456')).toBe(true);
    expect(validNuanceUri('10.0.0.1:1234567')).toBe(false);
    expect(validNuanceUri('300.0.0.1:50051')).toBe(false);
    const fields = { nuance_tts_uri: 'nuance.example.com:50051', nuance_stt_uri: '10.0.0.1:50051' };
    expect(validateSpeech(base({ vendor: 'nuance', variant: 'on-prem', fields }))).toEqual({
      nuance_tts_uri: { key: 'speech.invalidNuanceUri' },
    });
  });

  it('checks the scheme of a URL field', () => {
    const fields = { custom_stt_url: 'https://stt.example.com' };
    expect(
      validateSpeech(base({ vendor: 'custom', customName: 'acme', useForTts: false, fields })),
    ).toEqual({
      custom_stt_url: { key: 'speech.invalidUrl', values: { schemes: 'ws:// or wss://' } },
    });
  });

  it('takes extra options only as a JSON object', () => {
    const values = base({ fields: { service_key: googleKey }, useOptions: true });
    expect(validateSpeech({ ...values, options: '{"a":1}' })).toEqual({});
    expect(validateSpeech({ ...values, options: '[1]' })).toEqual({
      options: { key: 'speech.invalidOptions' },
    });
  });
});

describe('storedVendor and testBlocker', () => {
  it('stores a custom vendor under its name', () => {
    expect(storedVendor(base({ vendor: 'custom', customName: ' acme ' }))).toBe('custom:acme');
    expect(storedVendor(base())).toBe('google');
  });

  it("asks to enable TTS or STT before a test: 'In order to test your credentials ...'", () => {
    expect(testBlocker(false, false)).toEqual({ key: 'speech.enableToTest' });
    expect(testBlocker(true, false)).toBeUndefined();
  });
});
