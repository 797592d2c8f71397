import { beforeAll, describe, expect, it } from 'vitest';
import { CATALOG, type VendorCatalog } from '../../speech/catalog.ts';
import { VENDORS } from '../../speech/vendors.ts';
import { actingClient, demoSandbox, demoSids, NO_SIDS, UNKNOWN_SID } from '../../test-support.ts';

const demo = demoSandbox({ resetEachTest: false, moreUsers: ['support-lead', 'harbor-admin'] });
const client = actingClient(demo);
let { acme, sales } = NO_SIDS;
beforeAll(() => ({ acme, sales } = demoSids(demo.server)));

const languagesPath = (parent: string, vendor: string) =>
  `/${parent}/SpeechCredentials/speech/supportedLanguagesAndVoices?vendor=${encodeURIComponent(vendor)}`;
const modelsPath = (parent: string, vendor: string) =>
  `/${parent}/SpeechCredentials/speech/models?vendor=${encodeURIComponent(vendor)}`;

describe('GET .../SpeechCredentials/speech/supportedLanguagesAndVoices', () => {
  it('answers languages with voices, STT languages and models in the contract shape', async () => {
    const res = await client.get(
      'sp-admin',
      `${languagesPath(`ServiceProviders/${acme}`, 'google')}&label=x`,
    );
    expect(res.status).toBe(200);
    const body = res.json as VendorCatalog;
    expect(Object.keys(body)).toEqual(['tts', 'stt', 'models', 'sttModels']);
    expect(body.tts[0]).toMatchObject({ name: 'English (US)', value: 'en-US' });
    expect(body.tts[0]!.voices).toContainEqual({
      name: 'Standard-C (Female)',
      value: 'en-US-Standard-C',
    });
    expect(body.stt).toContainEqual({ name: 'German (Germany)', value: 'de-DE' });
    expect(body.sttModels).toContainEqual({ name: 'Phone call', value: 'phone_call' });
  });

  it('has a data set for every vendor, matching what it offers', async () => {
    for (const [vendor, spec] of Object.entries(VENDORS)) {
      if (vendor === 'custom') continue;
      const res = await client.get('acct-admin', languagesPath(`Accounts/${sales}`, vendor));
      const body = res.json as VendorCatalog;
      expect([vendor, res.status, body.tts.length > 0, body.stt.length > 0]).toEqual([
        vendor,
        200,
        spec.tts,
        spec.stt,
      ]);
    }
    const custom = await client.get(
      'acct-admin',
      languagesPath(`Accounts/${sales}`, 'custom:acme-asr'),
    );
    expect(custom.json).toEqual({ tts: [], stt: [], models: [], sttModels: [] });
  });

  it.each([
    ['', 'vendor is required'],
    ['acme', 'invalid or missing vendor: acme'],
  ])('refuses vendor %j: %s', async (vendor, msg) => {
    const res = await client.get('admin', languagesPath(`ServiceProviders/${acme}`, vendor));
    expect([res.status, res.json]).toEqual([400, { msg }]);
  });

  it('refuses a vendor given twice, and paths out of reach', async () => {
    const twice = await client.get(
      'admin',
      `/ServiceProviders/${acme}/SpeechCredentials/speech/models?vendor=aws&vendor=google`,
    );
    expect([twice.status, twice.json]).toEqual([400, { msg: 'vendor must be given once' }]);
    expect(
      (await client.get('support-lead', languagesPath(`Accounts/${sales}`, 'aws'))).status,
    ).toBe(403);
    expect(
      (await client.get('harbor-admin', modelsPath(`ServiceProviders/${acme}`, 'aws'))).status,
    ).toBe(403);
    expect((await client.get('admin', modelsPath(`Accounts/${UNKNOWN_SID}`, 'aws'))).status).toBe(
      404,
    );
  });
});

describe('GET .../SpeechCredentials/speech/models', () => {
  it('answers the TTS and STT models of a vendor', async () => {
    const res = await client.get('acct-admin', modelsPath(`Accounts/${sales}`, 'deepgram'));
    expect(res.json).toEqual({
      models: CATALOG.deepgram!.models,
      sttModels: CATALOG.deepgram!.sttModels,
    });
    const eleven = (
      await client.get('sp-admin', modelsPath(`ServiceProviders/${acme}`, 'elevenlabs'))
    ).json as { models: { value: string }[]; sttModels: unknown[] };
    expect(eleven.models.map((m) => m.value)).toContain('eleven_turbo_v2_5');
    expect(eleven.sttModels).toEqual([]);
  });
});
