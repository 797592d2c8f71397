import { beforeEach, describe, expect, it } from 'vitest';
import {
  actingClient,
  call,
  demoSandbox,
  demoSids,
  NO_SIDS,
  UNKNOWN_SID,
} from '../../test-support.ts';

const demo = demoSandbox({ moreUsers: ['support-lead', 'harbor-admin', 'sp-viewer'] });
const client = actingClient(demo);
let { acme, sales, support } = NO_SIDS;
beforeEach(() => ({ acme, sales, support } = demoSids(demo.server)));

type Credential = Record<string, unknown>;
const spPath = () => `/ServiceProviders/${acme}/SpeechCredentials`;
const salesPath = () => `/Accounts/${sales}/SpeechCredentials`;
const list = async (who: string, path: string) =>
  (await client.get(who, path)).json as Credential[];
const createdSid = (res: { json: unknown }) => (res.json as { sid: string }).sid;

describe('POST .../SpeechCredentials', () => {
  it('creates as observed: 201 {sid}, the key masked, booleans 0/1, never used or tested', async () => {
    const res = await client.post('admin', spPath(), {
      vendor: 'deepgram',
      api_key: 'dg-fake-key',
      use_for_tts: false,
      use_for_stt: true,
    });
    expect(res.status).toBe(201);
    const sid = createdSid(res);
    const one = (await client.get('admin', `${spPath()}/${sid}`)).json as Credential;
    expect(one).toEqual({
      speech_credential_sid: sid,
      service_provider_sid: acme,
      account_sid: null,
      vendor: 'deepgram',
      use_for_tts: 0,
      use_for_stt: 1,
      last_used: null,
      last_tested: null,
      tts_tested_ok: null,
      stt_tested_ok: null,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.000Z$/) as unknown,
      label: null,
      api_key: 'dg-fakXXXXX',
    });
  });

  it("creates an account's credential under its path, or under the provider's naming it", async () => {
    const mine = await client.post('acct-admin', salesPath(), {
      vendor: 'soniox',
      api_key: 'soniox-key-1',
      label: 'backup',
    });
    expect(mine.status).toBe(201);
    const viaProvider = await client.post('acct-admin', spPath(), {
      vendor: 'assemblyai',
      api_key: 'aai-key-1',
    });
    const named = await client.post('sp-admin', spPath(), {
      vendor: 'voxist',
      api_key: 'vox-key-1',
      account_sid: support,
    });
    for (const [res, account] of [
      [mine, sales],
      [viaProvider, sales],
      [named, support],
    ] as const) {
      const row = (
        await client.get('admin', `/Accounts/${account}/SpeechCredentials/${createdSid(res)}`)
      ).json as Credential;
      expect(row).toMatchObject({ account_sid: account, service_provider_sid: acme });
    }
    // Uses default to what the vendor offers.
    const row = (await client.get('admin', `${salesPath()}/${createdSid(mine)}`))
      .json as Credential;
    expect(row).toMatchObject({ use_for_tts: 0, use_for_stt: 1, label: 'backup' });
  });

  it("refuses an account user another account's credential and view-only users any", async () => {
    const body = { vendor: 'soniox', api_key: 'k-123456' };
    const other = await client.post('acct-admin', `/Accounts/${support}/SpeechCredentials`, body);
    expect([other.status, other.json]).toEqual([403, { msg: 'insufficient permissions' }]);
    const named = await client.post('acct-admin', spPath(), { ...body, account_sid: support });
    expect([named.status, named.json]).toEqual([403, { msg: 'Insufficient privileges' }]);
    for (const who of ['viewer', 'sp-viewer']) {
      const res = await client.post(who, spPath(), body);
      expect([res.status, res.json]).toEqual([403, { msg: 'User has view-only access' }]);
    }
  });

  it('refuses a label a vendor already has for the same owner (real 422), any case', async () => {
    const body = {
      vendor: 'deepgram',
      label: 'ON-PREM',
      deepgram_stt_uri: '10.0.0.1:8080',
      use_for_tts: false,
    };
    const res = await client.post('sp-admin', spPath(), body);
    expect([res.status, res.json]).toEqual([
      422,
      { msg: 'Label ON-PREM is already in use for another speech credential' },
    ]);
    // Another vendor, or another owner, may use it.
    expect(
      (
        await client.post('sp-admin', spPath(), {
          ...body,
          vendor: 'nvidia',
          riva_server_uri: '10.0.0.2:50051',
          deepgram_stt_uri: null,
        })
      ).status,
    ).toBe(201);
    expect((await client.post('sp-admin', salesPath(), body)).status).toBe(201);
  });

  const prefix = (vendor: string) => `invalid ${vendor} speech credential: `;
  it.each([
    [{}, 'vendor is required'],
    [{ vendor: '' }, 'vendor is required'],
    [{ vendor: 'acme-tts' }, 'invalid or missing vendor: acme-tts'],
    [
      { vendor: 'custom', custom_stt_url: 'wss://a.example' },
      'invalid or missing vendor: custom (a custom vendor is named custom:<name>)',
    ],
    [{ vendor: 'google' }, `${prefix('google')}service_key is required`],
    [
      { vendor: 'google', service_key: 'not json' },
      'invalid google service account key - not JSON',
    ],
    [
      { vendor: 'google', service_key: '{"client_email":"a@b.c"}' },
      'invalid google service account key',
    ],
    [{ vendor: 'aws', access_key_id: 'AKIA1' }, `${prefix('aws')}aws_region is required`],
    [
      { vendor: 'aws', aws_region: 'us-east-1', access_key_id: 'AKIA1' },
      `${prefix('aws')}access_key_id and secret_access_key are required together`,
    ],
    [
      { vendor: 'microsoft', region: 'eastus' },
      `${prefix('microsoft')}either region and api_key (hosted) or custom_tts_endpoint_url (on-prem) is required`,
    ],
    [
      { vendor: 'microsoft', region: 'eastus', api_key: 'k', use_custom_tts: true },
      `${prefix('microsoft')}custom_tts_endpoint is required when use_custom_tts is on`,
    ],
    [
      { vendor: 'nuance', client_id: 'c' },
      `${prefix('nuance')}either client_id and secret (hosted) or nuance_tts_uri (on-prem) is required`,
    ],
    [
      { vendor: 'nuance', nuance_tts_uri: 'tts.example:9000' },
      'nuance_tts_uri must be ip:port, with a port of up to 6 digits (e.g. 10.0.0.5:9090)',
    ],
    [
      { vendor: 'nuance', nuance_stt_uri: '10.0.0.5:1234567' },
      'nuance_stt_uri must be ip:port, with a port of up to 6 digits (e.g. 10.0.0.5:9090)',
    ],
    [
      { vendor: 'deepgram', use_for_tts: false },
      `${prefix('deepgram')}either api_key (hosted) or deepgram_stt_uri (on-prem) is required`,
    ],
    [
      { vendor: 'ibm', tts_api_key: 'k', use_for_stt: false },
      `${prefix('ibm')}tts_region is required`,
    ],
    [
      {
        vendor: 'ibm',
        use_for_tts: false,
        stt_api_key: 'k',
        stt_region: 'us-south',
        tts_region: 'x',
        region: 'eu',
      },
      'region is not a field of ibm credentials',
    ],
    [{ vendor: 'nvidia' }, `${prefix('nvidia')}riva_server_uri is required`],
    [
      { vendor: 'nvidia', riva_server_uri: 'http://riva' },
      'riva_server_uri must be host:port (e.g. 10.0.0.5:50051)',
    ],
    [{ vendor: 'wellsaid' }, `${prefix('wellsaid')}api_key is required`],
    [
      { vendor: 'wellsaid', api_key: 'k', use_for_stt: true },
      'WellSaid Labs does not offer speech-to-text (use_for_stt)',
    ],
    [
      { vendor: 'soniox', api_key: 'k', use_for_tts: true },
      'Soniox does not offer text-to-speech (use_for_tts)',
    ],
    [
      { vendor: 'speechmatics', api_key: 'k' },
      `${prefix('speechmatics')}speechmatics_stt_uri is required`,
    ],
    [
      { vendor: 'custom:acme' },
      `${prefix('custom:acme')}custom_tts_url or custom_tts_streaming_url is required`,
    ],
    [
      { vendor: 'custom:acme', use_for_tts: false },
      `${prefix('custom:acme')}custom_stt_url is required`,
    ],
    [
      { vendor: 'custom:acme', custom_tts_url: 'wss://tts.example' },
      'custom_tts_url must be a http or https URL',
    ],
    [{ vendor: 'custom:acme', custom_stt_url: 'not a url' }, 'custom_stt_url must be a URL'],
    [
      { vendor: 'custom:bad name', custom_stt_url: 'wss://a.example' },
      'invalid or missing vendor: custom:bad name',
    ],
    [{ vendor: 'cobalt' }, `${prefix('cobalt')}cobalt_server_uri is required`],
    [{ vendor: 'elevenlabs', api_key: 'k' }, `${prefix('elevenlabs')}model_id is required`],
    [{ vendor: 'assemblyai' }, `${prefix('assemblyai')}api_key is required`],
    [{ vendor: 'voxist' }, `${prefix('voxist')}api_key is required`],
    [{ vendor: 'whisper', api_key: 'k' }, `${prefix('whisper')}model_id is required`],
    [
      { vendor: 'playht', api_key: 'k', user_id: 'u' },
      `${prefix('playht')}voice_engine is required`,
    ],
    [{ vendor: 'rimelabs', api_key: 'k' }, `${prefix('rimelabs')}model_id is required`],
    [{ vendor: 'inworld', model_id: 'm' }, `${prefix('inworld')}api_key is required`],
    [{ vendor: 'verbio', client_id: 'c' }, `${prefix('verbio')}client_secret is required`],
    [
      { vendor: 'cartesia', api_key: 'k', model_id: 'sonic-2' },
      `${prefix('cartesia')}stt_model_id is required`,
    ],
    [{ vendor: 'openai', api_key: 'k' }, `${prefix('openai')}model_id is required`],
    [
      { vendor: 'elevenlabs', api_key: 'k', model_id: 'm', options: '{"a":' },
      'options must be a JSON object',
    ],
    [
      { vendor: 'elevenlabs', api_key: 'k', model_id: 'm', options: [1] },
      'options must be a JSON object',
    ],
    [{ vendor: 'soniox', api_key: 12 }, 'api_key must be a string'],
    [{ vendor: 'soniox', api_key: 'k', use_for_stt: 'yes' }, 'use_for_stt must be true or false'],
    [
      { vendor: 'soniox', api_key: 'k', label: 'x'.repeat(65) },
      'label must be at most 64 characters',
    ],
    [{ vendor: 'soniox', api_key: 'k', colour: 'red' }, 'unknown field: colour'],
    [{ vendor: 'soniox', api_key: 'k', account_sid: 'x' }, 'account_sid must be a valid sid'],
    [{ vendor: 'soniox', api_key: 'k', account_sid: UNKNOWN_SID }, 'unknown account_sid'],
    [
      { vendor: 'soniox', api_key: 'k', service_provider_sid: UNKNOWN_SID },
      'service_provider_sid does not match the path',
    ],
  ])('refuses %j: %s', async (body, msg) => {
    const res = await client.post('admin', spPath(), body);
    expect([res.status, res.json]).toEqual([400, { msg }]);
  });

  it('accepts every vendor of the spec with complete fields', async () => {
    const bodies: Record<string, unknown>[] = [
      { vendor: 'aws', aws_region: 'eu-west-1' },
      {
        vendor: 'aws',
        aws_region: 'eu-west-1',
        role_arn: 'arn:aws:iam::1:role/speech',
        access_key_id: 'A',
        secret_access_key: 'S',
      },
      { vendor: 'google', service_key: '{"client_email":"a@b.c","private_key":"k"}' },
      {
        vendor: 'microsoft',
        region: 'eastus',
        api_key: 'k',
        use_custom_stt: true,
        custom_stt_endpoint: 'e1',
      },
      {
        vendor: 'microsoft',
        custom_tts_endpoint_url: 'https://tts.example',
        custom_stt_endpoint_url: 'wss://stt.example',
      },
      {
        vendor: 'deepgram',
        deepgram_stt_uri: '10.0.0.9:8080',
        deepgram_tts_uri: '10.0.0.9:8081',
        deepgram_stt_use_tls: true,
      },
      {
        vendor: 'ibm',
        tts_api_key: 'k',
        tts_region: 'us-south',
        stt_api_key: 'k',
        stt_region: 'us-south',
        instance_id: 'i',
      },
      { vendor: 'nuance', nuance_tts_uri: '10.0.0.5:9000', nuance_stt_uri: '10.0.0.5:9001' },
      { vendor: 'nvidia', riva_server_uri: 'riva.example:50051' },
      { vendor: 'wellsaid', api_key: 'k' },
      { vendor: 'soniox', api_key: 'k' },
      { vendor: 'speechmatics', api_key: 'k', speechmatics_stt_uri: 'eu2.rt.speechmatics.com' },
      {
        vendor: 'custom:my-asr',
        custom_tts_streaming_url: 'wss://t.example',
        custom_stt_url: 'ws://s.example',
        auth_token: 't',
      },
      { vendor: 'cobalt', cobalt_server_uri: '10.0.0.7:2727' },
      {
        vendor: 'elevenlabs',
        api_key: 'k',
        model_id: 'eleven_turbo_v2',
        options: { stability: 0.5 },
      },
      { vendor: 'assemblyai', api_key: 'k' },
      { vendor: 'voxist', api_key: 'k' },
      { vendor: 'whisper', api_key: 'k', model_id: 'tts-1' },
      {
        vendor: 'playht',
        api_key: 'k',
        user_id: 'u',
        voice_engine: 'Play3.0-mini',
        playht_tts_uri: 'https://play.example',
      },
      { vendor: 'rimelabs', api_key: 'k', model_id: 'mistv2' },
      { vendor: 'inworld', api_key: 'k', model_id: 'inworld-tts-1' },
      { vendor: 'verbio', client_id: 'c', client_secret: 's', engine_version: 'V1' },
      { vendor: 'cartesia', api_key: 'k', model_id: 'sonic-2', stt_model_id: 'ink-whisper' },
      { vendor: 'openai', api_key: 'k', model_id: 'gpt-4o-mini-tts' },
    ];
    for (const body of bodies) {
      const res = await client.post('admin', salesPath(), body);
      expect([body.vendor, res.status, res.text]).toEqual([body.vendor, 201, res.text]);
    }
    const created = (await list('admin', salesPath())).find(
      (r) => r.vendor === 'elevenlabs' && r.model_id === 'eleven_turbo_v2',
    );
    expect(created).toMatchObject({ options: '{"stability":0.5}' });
  });

  it('answers a bad body with a 400, never a 500', async () => {
    for (const rawBody of ['{"vendor":', '[1]', '"google"', 'null']) {
      const res = await call(demo.server, 'POST', spPath(), { token: demo.tokens.admin, rawBody });
      expect(res.status, rawBody).toBe(400);
      expect(res.json).toMatchObject({ msg: expect.any(String) as unknown });
    }
  });
});
