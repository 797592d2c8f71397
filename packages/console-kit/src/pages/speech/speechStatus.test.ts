import { describe, expect, it } from 'vitest';
import type { SpeechCredential } from '../../api/speech.ts';
import { credentialName, storedTestStatus, testOutcome } from './speechStatus.ts';

const credential = (over: Partial<SpeechCredential>): SpeechCredential => ({
  speech_credential_sid: 's1',
  service_provider_sid: 'sp1',
  account_sid: null,
  vendor: 'microsoft',
  label: null,
  use_for_tts: 1,
  use_for_stt: 1,
  ...over,
});

describe('the stored test status of the list', () => {
  it('shows each enabled use: ok, failed or not tested', () => {
    expect(storedTestStatus(credential({ tts_tested_ok: 1, stt_tested_ok: 0 }))).toEqual([
      { use: 'tts', status: 'ok' },
      { use: 'stt', status: 'fail' },
    ]);
    expect(storedTestStatus(credential({ use_for_tts: 0, stt_tested_ok: null }))).toEqual([
      { use: 'stt', status: 'untested' },
    ]);
    expect(storedTestStatus(credential({ use_for_tts: 0, use_for_stt: 0 }))).toEqual([]);
  });
});

describe('testOutcome', () => {
  it("says 'Connection test successful' when every use tested is ok", () => {
    expect(testOutcome({ tts: { status: 'ok' }, stt: { status: 'not tested' } })).toEqual({
      ok: true,
      messages: [{ key: 'speech.testOk' }],
    });
  });

  it("gives 'TTS: {reason}', 'STT: {reason}' or both", () => {
    const refused = { status: 'fail' as const, reason: 'refused' };
    expect(testOutcome({ tts: refused, stt: { status: 'ok' } }).messages).toEqual([
      { key: 'speech.testTtsFailed', values: { reason: 'refused' } },
    ]);
    expect(testOutcome({ tts: refused, stt: { status: 'fail' } })).toEqual({
      ok: false,
      messages: [
        { key: 'speech.testTtsFailed', values: { reason: 'refused' } },
        { key: 'speech.testSttFailed', values: { reason: 'fail' } },
      ],
    });
  });

  it('asks to enable TTS or STT when nothing was tested', () => {
    const none = { status: 'not tested' as const };
    expect(testOutcome({ tts: none, stt: none }).messages).toEqual([
      { key: 'speech.enableToTest' },
    ]);
  });
});

describe('credentialName', () => {
  it('names the vendor, with the label in brackets', () => {
    expect(credentialName({ vendor: 'deepgram', label: 'on-prem' })).toBe('Deepgram (on-prem)');
    expect(credentialName({ vendor: 'custom:acme-asr', label: null })).toBe('custom:acme-asr');
  });
});
