import { describe, expect, it } from 'vitest';
import type { SpeechCredential } from '../../api/speech.ts';
import {
  fieldShown,
  speechPayload,
  speechValues,
  withCustomVoices,
  withFlag,
  withOptions,
  withVariant,
  withVendor,
} from './speechForm.ts';
import { speechVendor } from '../../lib/speechVendors.ts';

const stored = (over: Partial<SpeechCredential>): SpeechCredential => ({
  speech_credential_sid: 's1',
  service_provider_sid: 'sp1',
  account_sid: null,
  vendor: 'aws',
  label: null,
  use_for_tts: 1,
  use_for_stt: 0,
  ...over,
});

describe('speechValues', () => {
  it('starts a new credential without a vendor, in the given account', () => {
    expect(speechValues(undefined, 'a1')).toMatchObject({
      accountSid: 'a1',
      vendor: '',
      fields: {},
      useForTts: true,
      useForStt: true,
    });
  });

  it('reads a stored credential: its variant from the fields it holds, flags and options', () => {
    const nuance = speechValues(
      stored({ vendor: 'nuance', nuance_stt_uri: '10.0.0.1:50051', options: { a: 1 } }),
      '',
    );
    expect(nuance).toMatchObject({
      vendor: 'nuance',
      variant: 'on-prem',
      useForTts: true,
      useForStt: false,
      useOptions: true,
      options: '{\n  "a": 1\n}',
    });
    const role = speechValues(stored({ aws_region: 'eu-west-1', role_arn: 'arn:x' }), '');
    expect(role.variant).toBe('assume-role');
    const keys = speechValues(stored({ aws_region: 'eu-west-1', access_key_id: 'AKIA' }), '');
    expect(keys.variant).toBe('access-key');
    expect(speechValues(stored({ aws_region: 'eu-west-1' }), '').variant).toBe('access-key');
    const azure = speechValues(
      stored({ vendor: 'microsoft', account_sid: 'a9', use_custom_tts: 1, use_custom_stt: 0 }),
      '',
    );
    expect(azure.fields).toEqual({ use_custom_tts: 'true' });
    expect(azure.accountSid).toBe('a9');
  });

  it('reads a custom vendor as custom with its name', () => {
    expect(speechValues(stored({ vendor: 'custom:acme-asr' }), '')).toMatchObject({
      vendor: 'custom',
      customName: 'acme-asr',
    });
  });

  it('turns custom voices on when the credential has some', () => {
    const voice = {
      google_custom_voice_sid: 'v1',
      speech_credential_sid: 's1',
      name: 'Anna',
      model: 'm',
      reported_usage: 'REALTIME' as const,
      use_voice_cloning_key: 0 as const,
    };
    const values = speechValues(stored({ vendor: 'google' }), '', [voice]);
    expect(values.useCustomVoices).toBe(true);
    expect(values.voices).toMatchObject([{ sid: 'v1', name: 'Anna', useCloningKey: false }]);
  });
});

describe('the changes that clear values', () => {
  const aws = withVendor(speechValues(undefined, ''), 'aws');

  it('a vendor change starts from its defaults, default variant and uses', () => {
    expect(aws).toMatchObject({
      fields: { aws_region: 'us-east-1' },
      variant: 'access-key',
      useForTts: true,
      useForStt: true,
    });
    const filled = { ...aws, label: 'x', fields: { aws_region: 'eu-west-1', access_key_id: 'A' } };
    const soniox = withVendor({ ...filled, useOptions: true, options: '{}' }, 'soniox');
    expect(soniox).toMatchObject({
      label: 'x',
      fields: {},
      variant: 'hosted',
      useForTts: false,
      useForStt: true,
      useOptions: false,
      options: '',
    });
  });

  it('a variant clears the fields only the other variants use', () => {
    const keys = { ...aws, fields: { aws_region: 'eu-west-1', access_key_id: 'A' } };
    expect(withVariant(keys, 'assume-role').fields).toEqual({ aws_region: 'eu-west-1' });
    expect(withVendor(aws, 'verbio').fields).toEqual({ engine_version: 'V1' });
    const nuance = withVendor(aws, 'nuance');
    const hosted = { ...nuance, fields: { client_id: 'id', secret: 's' } };
    expect(withVariant(hosted, 'on-prem')).toMatchObject({ variant: 'on-prem', fields: {} });
  });

  it('a flag turned off clears the field it opens, which shows only while it is on', () => {
    const azure = withVendor(aws, 'microsoft');
    const vendor = speechVendor('microsoft')!;
    const on = withFlag(azure, 'use_custom_tts', true);
    expect(fieldShown(vendor, on, 'custom_tts_endpoint')).toBe(true);
    const typed = { ...on, fields: { ...on.fields, custom_tts_endpoint: 'dep-1' } };
    const off = withFlag(typed, 'use_custom_tts', false);
    expect(off.fields).toMatchObject({ use_custom_tts: '', custom_tts_endpoint: '' });
    expect(fieldShown(vendor, off, 'custom_tts_endpoint')).toBe(false);
  });

  it("extra options start from the vendor's usual ones and clear when turned off", () => {
    const eleven = withOptions(withVendor(aws, 'elevenlabs'), true);
    expect(JSON.parse(eleven.options)).toMatchObject({ voice_settings: { stability: 0.5 } });
    expect(withOptions(aws, true).options).toBe('');
    expect(withOptions(eleven, false)).toMatchObject({ useOptions: false, options: '' });
  });

  it('custom voices start with one empty voice and go when turned off', () => {
    const google = withCustomVoices(withVendor(aws, 'google'), true);
    expect(google.voices).toHaveLength(1);
    expect(withCustomVoices(google, false).voices).toEqual([]);
  });
});

describe('speechPayload', () => {
  it('creates with the vendor, label, account, secrets and the filled fields only', () => {
    const values = {
      ...withVendor(speechValues(undefined, 'a1'), 'aws'),
      label: ' eu ',
      fields: { aws_region: 'eu-west-1', access_key_id: 'AKIA', secret_access_key: ' s ' },
      useForStt: false,
    };
    expect(speechPayload(values, true)).toEqual({
      vendor: 'aws',
      label: 'eu',
      account_sid: 'a1',
      use_for_tts: true,
      use_for_stt: false,
      aws_region: 'eu-west-1',
      access_key_id: 'AKIA',
      secret_access_key: 's',
    });
  });

  it('names a custom vendor custom:<name>, and sends flags and options', () => {
    const custom = {
      ...withVendor(speechValues(undefined, ''), 'custom'),
      customName: 'acme',
      fields: { custom_stt_url: 'wss://x' },
      useOptions: true,
      options: '{"a":1}',
    };
    expect(speechPayload(custom, true)).toMatchObject({
      vendor: 'custom:acme',
      custom_stt_url: 'wss://x',
      options: '{"a":1}',
    });
    const deepgram = withVariant(withVendor(custom, 'deepgram'), 'on-prem');
    expect(speechPayload(deepgram, true)).toMatchObject({ deepgram_stt_use_tls: false });
  });

  it('updates without the locked values, clearing emptied fields and options', () => {
    const values = withFlag(
      speechValues(
        stored({
          vendor: 'microsoft',
          region: 'eastus',
          api_key: '4f7c1eXXXX',
          use_custom_stt: 1,
          custom_stt_endpoint: 'ep',
          options: '{"a":1}',
        }),
        '',
      ),
      'use_custom_stt',
      false,
    );
    expect(speechPayload({ ...values, useOptions: false }, false)).toEqual({
      use_for_tts: true,
      use_for_stt: false,
      region: 'eastus',
      use_custom_tts: false,
      custom_tts_endpoint: null,
      use_custom_stt: false,
      custom_stt_endpoint: null,
      options: null,
    });
  });

  it('never enables a use the vendor does not offer', () => {
    const wellsaid = { ...withVendor(speechValues(undefined, ''), 'wellsaid'), useForStt: true };
    expect(speechPayload(wellsaid, true)).toMatchObject({ use_for_tts: true, use_for_stt: false });
  });
});
