import { beforeEach, describe, expect, it } from 'vitest';
import {
  actingClient,
  addApiKey,
  call,
  demoSandbox,
  demoSids,
  NO_SIDS,
  UNKNOWN_SID,
} from '../test-support.ts';

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
/** The sid of a seeded credential by vendor and owner (provider's own when account is null). */
const seeded = (vendor: string, account: string | null = null): string =>
  demo.server.sandbox.db
    .prepare(
      'SELECT speech_credential_sid FROM speech_credentials WHERE vendor = ? AND account_sid IS ?',
    )
    .pluck()
    .get(vendor, account) as string;

/** The columns of the observed answer, before the vendor fields. */
const COLUMNS = [
  'speech_credential_sid',
  'service_provider_sid',
  'account_sid',
  'vendor',
  'use_for_tts',
  'use_for_stt',
  'last_used',
  'last_tested',
  'tts_tested_ok',
  'stt_tested_ok',
  'created_at',
  'label',
];

describe('GET .../SpeechCredentials', () => {
  it("answers a provider's own credentials in the observed shape, secrets masked", async () => {
    const rows = await list('sp-admin', spPath());
    expect(rows.map((r) => [r.vendor, r.label])).toEqual([
      ['aws', null],
      ['deepgram', 'on-prem'],
      ['google', null],
      ['microsoft', null],
      ['nuance', null],
    ]);
    const aws = rows[0]!;
    expect(Object.keys(aws)).toEqual([
      ...COLUMNS,
      'aws_region',
      'access_key_id',
      'secret_access_key',
    ]);
    expect(aws).toMatchObject({
      service_provider_sid: acme,
      account_sid: null,
      use_for_tts: 1,
      use_for_stt: 1,
      tts_tested_ok: 1,
      aws_region: 'us-east-1',
      access_key_id: 'AKIAIOSFODNN7EXAMPLE',
      secret_access_key: `wJalrX${'X'.repeat(33)}`,
    });
    const google = JSON.parse(rows[2]!.service_key as string) as Record<string, string>;
    expect(google.client_email).toBe('speech@acme-voice-speech.iam.gserviceaccount.com');
    expect(google.private_key).toMatch(/^-----BEGIN PRIVATE KEY-----\nMIIEvQX+$/);
    expect(await list('admin', spPath())).toEqual(rows);
    expect(await list('sp-viewer', spPath())).toEqual(rows);
  });

  it("answers an account's own and then its provider's, those without secrets for account users", async () => {
    const rows = await list('acct-admin', salesPath());
    expect(rows.map((r) => [r.vendor, r.account_sid === null ? 'provider' : 'own'])).toEqual([
      ['custom:acme-asr', 'own'],
      ['deepgram', 'own'],
      ['elevenlabs', 'own'],
      ['google', 'own'],
      ['openai', 'own'],
      ['aws', 'provider'],
      ['deepgram', 'provider'],
      ['google', 'provider'],
      ['microsoft', 'provider'],
      ['nuance', 'provider'],
    ]);
    expect(rows[2]!.api_key).toMatch(/^sk_3a9X{29}$/);
    const providerAws = rows[5]!;
    expect(providerAws).toMatchObject({ access_key_id: 'AKIAIOSFODNN7EXAMPLE' });
    expect(providerAws).not.toHaveProperty('secret_access_key');
    expect(rows[7]).not.toHaveProperty('service_key');
    // A provider user sees the secrets (masked) of both.
    const bySp = await list('sp-admin', salesPath());
    expect(bySp[5]!.secret_access_key).toBe(`wJalrX${'X'.repeat(33)}`);
    // An account user on its provider's path gets its account's list.
    expect(await list('acct-admin', spPath())).toEqual(rows);
  });

  it('refuses paths out of reach (403), unknown (404), malformed (400)', async () => {
    for (const [who, path] of [
      ['support-lead', salesPath()],
      ['harbor-admin', spPath()],
      ['harbor-admin', salesPath()],
      [addApiKey(demo.server, { account_sid: support }), salesPath()],
    ] as const) {
      const res = await client.get(who, path);
      expect([res.status, res.json]).toEqual([403, { msg: 'insufficient permissions' }]);
    }
    const unknown = await client.get('admin', `/Accounts/${UNKNOWN_SID}/SpeechCredentials`);
    expect([unknown.status, unknown.text]).toEqual([404, '']);
    const bad = await client.get('admin', '/ServiceProviders/acme/SpeechCredentials');
    expect([bad.status, bad.json]).toEqual([400, { msg: 'Bad request' }]);
  });
});

describe('GET .../SpeechCredentials/{sid}', () => {
  it('answers one credential as listed', async () => {
    const sid = seeded('elevenlabs', sales);
    const res = await client.get('acct-admin', `${salesPath()}/${sid}`);
    expect(res.status).toBe(200);
    expect(res.json).toEqual((await list('acct-admin', salesPath()))[2]);
    const viaProvider = await client.get('sp-admin', `${spPath()}/${sid}`);
    expect(viaProvider.json).toEqual(res.json);
  });

  it("refuses an account user its provider's credential, and others' (real 403)", async () => {
    const provider = seeded('aws');
    for (const [who, path] of [
      ['acct-admin', `${salesPath()}/${provider}`],
      ['acct-admin', `${spPath()}/${provider}`],
    ] as const) {
      const res = await client.get(who, path);
      expect([res.status, res.json]).toEqual([403, { msg: 'Insufficient privileges' }]);
    }
  });

  it("answers 404 for a credential outside the path's collection, 400 for a malformed sid", async () => {
    const own = seeded('elevenlabs', sales);
    const res = await client.get('admin', `/Accounts/${support}/SpeechCredentials/${own}`);
    expect([res.status, res.text]).toEqual([404, '']);
    const gone = await client.get('admin', `${spPath()}/${UNKNOWN_SID}`);
    expect(gone.status).toBe(404);
    const bad = await client.get('admin', `${spPath()}/nope`);
    expect([bad.status, bad.json]).toEqual([400, { msg: 'Bad request' }]);
  });
});

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

describe('PUT .../SpeechCredentials/{sid}', () => {
  it('changes the uses and the non-secret fields; secrets stay as they were', async () => {
    const sid = seeded('microsoft');
    const path = `${spPath()}/${sid}`;
    const before = (await client.get('sp-admin', path)).json as Credential;
    const res = await client.put('sp-admin', path, {
      ...before,
      use_for_stt: false,
      region: 'westeurope',
      api_key: 'a-new-key-the-server-ignores',
    });
    expect(res.status).toBe(204);
    const after = (await client.get('sp-admin', path)).json as Credential;
    expect(after).toEqual({ ...before, use_for_stt: 0, region: 'westeurope' });
  });

  it('answers 422 in the real words when neither use is sent', async () => {
    const res = await client.put('admin', `${spPath()}/${seeded('aws')}`, {
      aws_region: 'eu-west-1',
    });
    expect([res.status, res.json]).toEqual([
      422,
      { msg: 'use_for_tts and use_for_stt are the only updateable fields' },
    ]);
  });

  it.each([
    [{ use_for_tts: true, vendor: 'google' }, 'vendor may not be changed'],
    [{ use_for_tts: true, label: 'renamed' }, 'label may not be changed'],
    [{ use_for_tts: true, account_sid: '@sales' }, 'account_sid may not be changed'],
    [
      { use_for_tts: true, aws_region: '' },
      'invalid aws speech credential: aws_region is required',
    ],
    [{ use_for_tts: true, region: 'eu' }, 'region is not a field of aws credentials'],
    [{ use_for_tts: 'on' }, 'use_for_tts must be true or false'],
    [{ use_for_tts: true, nonsense: 1 }, 'unknown field: nonsense'],
  ])('refuses %j: %s', async (body, msg) => {
    const sent = JSON.parse(JSON.stringify(body).replace('@sales', sales)) as unknown;
    const res = await client.put('admin', `${spPath()}/${seeded('aws')}`, sent);
    expect([res.status, res.json]).toEqual([400, { msg }]);
  });

  it("refuses an account user its provider's credential; view-only users any", async () => {
    const res = await client.put('acct-admin', `${salesPath()}/${seeded('aws')}`, {
      use_for_tts: false,
    });
    expect([res.status, res.json]).toEqual([403, { msg: 'Insufficient privileges' }]);
    const own = await client.put('acct-admin', `${salesPath()}/${seeded('deepgram', sales)}`, {
      use_for_tts: false,
    });
    expect(own.status).toBe(204);
    const viewer = await client.put('viewer', `${spPath()}/${seeded('aws')}`, {
      use_for_tts: false,
    });
    expect([viewer.status, viewer.json]).toEqual([403, { msg: 'User has view-only access' }]);
  });
});

describe('DELETE .../SpeechCredentials/{sid}', () => {
  it('deletes a credential and its custom voices', async () => {
    const sid = seeded('google', sales);
    const voices = () =>
      demo.server.sandbox.db
        .prepare('SELECT COUNT(*) FROM google_custom_voices WHERE speech_credential_sid = ?')
        .pluck()
        .get(sid);
    expect(voices()).toBe(2);
    const res = await client.del('acct-admin', `${salesPath()}/${sid}`);
    expect([res.status, res.text]).toEqual([204, '']);
    expect(voices()).toBe(0);
    expect((await client.get('acct-admin', `${salesPath()}/${sid}`)).status).toBe(404);
  });

  it("refuses an account user its provider's credential", async () => {
    const res = await client.del('acct-admin', `${salesPath()}/${seeded('aws')}`);
    expect([res.status, res.json]).toEqual([403, { msg: 'Insufficient privileges' }]);
    expect((await client.del('harbor-admin', `${spPath()}/${seeded('aws')}`)).status).toBe(403);
  });
});

describe('GET .../SpeechCredentials/{sid}/test', () => {
  const NOT_CONTACTED = (vendor: string) =>
    `the credential is complete; the sandbox does not contact ${vendor}, so the key itself was not tried`;

  it('passes a complete credential per use, saying no vendor was contacted, and records it', async () => {
    const sid = seeded('nuance');
    const res = await client.get('sp-admin', `${spPath()}/${sid}/test`);
    expect([res.status, res.json]).toEqual([
      200,
      {
        tts: { status: 'ok', reason: NOT_CONTACTED('Nuance') },
        stt: { status: 'ok', reason: NOT_CONTACTED('Nuance') },
      },
    ]);
    const row = (await client.get('sp-admin', `${spPath()}/${sid}`)).json as Credential;
    expect(row).toMatchObject({
      tts_tested_ok: 1,
      stt_tested_ok: 1,
      last_tested: expect.any(String) as unknown,
    });
  });

  it('tests only the enabled uses; fails a secret beginning with "invalid"', async () => {
    const res = await client.get('acct-admin', `${salesPath()}/${seeded('openai', sales)}/test`);
    expect(res.json).toEqual({
      tts: {
        status: 'fail',
        reason:
          'OpenAI refused the credentials (sandbox: api_key begins with "invalid", which stands for a key the vendor refuses)',
      },
      stt: { status: 'not tested' },
    });
  });

  it('fails a use whose fields are missing, with what is missing', async () => {
    const sid = seeded('deepgram');
    demo.server.sandbox.db
      .prepare('UPDATE speech_credentials SET use_for_tts = 1 WHERE speech_credential_sid = ?')
      .run(sid);
    const res = await client.get('admin', `${spPath()}/${sid}/test`);
    expect(res.json).toEqual({
      tts: {
        status: 'fail',
        reason: 'either api_key (hosted) or deepgram_tts_uri (on-prem) is required',
      },
      stt: { status: 'ok', reason: NOT_CONTACTED('Deepgram') },
    });
    const row = (await client.get('admin', `${spPath()}/${sid}`)).json as Credential;
    expect(row).toMatchObject({ tts_tested_ok: 0, stt_tested_ok: 1 });
  });

  it("lets an account user test its provider's credentials (real server), not another's", async () => {
    const ok = await client.get('acct-admin', `${salesPath()}/${seeded('aws')}/test`);
    expect(ok.status).toBe(200);
    const other = await client.get('support-lead', `${salesPath()}/${seeded('aws')}/test`);
    expect(other.status).toBe(403);
    const harbor = await client.get('harbor-admin', `${spPath()}/${seeded('aws')}/test`);
    expect(harbor.status).toBe(403);
  });
});
