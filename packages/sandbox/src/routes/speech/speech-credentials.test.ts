import { beforeEach, describe, expect, it } from 'vitest';
import {
  actingClient,
  addApiKey,
  demoSandbox,
  demoSids,
  FIRST_SID,
  LAST_SID,
  NO_SIDS,
  sidsOf,
  storeRow,
  UNKNOWN_SID,
} from '../../test-support.ts';

const demo = demoSandbox({ moreUsers: ['support-lead', 'harbor-admin', 'sp-viewer'] });
const client = actingClient(demo);
let { acme, sales, support } = NO_SIDS;
beforeEach(() => ({ acme, sales, support } = demoSids(demo.server)));

type Credential = Record<string, unknown>;
const spPath = () => `/ServiceProviders/${acme}/SpeechCredentials`;
const salesPath = () => `/Accounts/${sales}/SpeechCredentials`;
const listed = async (who: string, path: string) =>
  (await client.get(who, path)).json as Credential[];
const provided = (row: Credential) => Number(row.account_sid === null);
/** A list as it comes (an account's own, then its provider's), each part by vendor and label
 *  (it comes by sid). */
const list = async (who: string, path: string) =>
  (await listed(who, path)).sort(
    (a, b) =>
      provided(a) - provided(b) ||
      String(a.vendor).localeCompare(String(b.vendor)) ||
      String(a.label ?? '').localeCompare(String(b.label ?? '')),
  );
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
    expect(rows[8]).not.toHaveProperty('api_key');
    // A real server still answers its provider's Google key to an account user, masked.
    const key = JSON.parse(rows[7]!.service_key as string) as Record<string, string>;
    expect(key.client_email).toBe('speech@acme-voice-speech.iam.gserviceaccount.com');
    expect(key.private_key).toMatch(/^-----BEGIN PRIVATE KEY-----\nMIIEvQX+$/);
    // A provider user sees the secrets (masked) of both.
    const bySp = await list('sp-admin', salesPath());
    expect(bySp[5]!.secret_access_key).toBe(`wJalrX${'X'.repeat(33)}`);
    // An account user on its provider's path gets its account's list.
    expect(await list('acct-admin', spPath())).toEqual(rows);
  });

  it("lists in a real server's order: its own, then its provider's, each by sid", async () => {
    const stored = { service_provider_sid: acme, created_at: '2026-01-01', credential: '{}' };
    for (const [sid, vendor, account] of [
      [LAST_SID, 'aws', sales],
      [FIRST_SID, 'wellsaid', sales],
      ['fffffffe-ffff-4fff-bfff-ffffffffffff', 'assemblyai', null],
      ['00000000-0000-4000-8000-000000000002', 'whisper', null],
    ] as const) {
      storeRow(demo.server, 'speech_credentials', {
        ...stored,
        speech_credential_sid: sid,
        vendor,
        account_sid: account,
      });
    }
    const rows = await listed('sp-admin', salesPath());
    const own = rows.filter((row) => !provided(row));
    expect(rows.slice(0, own.length)).toEqual(own);
    for (const part of [own, rows.slice(own.length)]) {
      const sids = sidsOf(part, 'speech_credential_sid');
      expect(sids).toEqual([...sids].sort());
    }
    const vendors = rows.map((row) => row.vendor);
    expect([vendors[0], vendors[own.length - 1]]).toEqual(['wellsaid', 'aws']);
    expect([vendors[own.length], vendors.at(-1)]).toEqual(['whisper', 'assemblyai']);
    const provider = await listed('sp-admin', spPath());
    expect(sidsOf(provider, 'speech_credential_sid')).toEqual(
      sidsOf(rows.slice(own.length), 'speech_credential_sid'),
    );
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

  // A real server (v0.9.6) says 'Insufficient privileges' with a 500 (its error handler knows no
  // 403): the sandbox answers the same words with a 403.
  it("refuses an account user its provider's credential, and others' (real words)", async () => {
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

  it("goes with its account; a provider's own keep the provider from being deleted", async () => {
    const { billing, harbor } = demoSids(demo.server);
    const created = await client.post('admin', `/Accounts/${billing}/SpeechCredentials`, {
      vendor: 'google',
      service_key: '{"client_email":"a@b.c","private_key":"k"}',
    });
    const sid = (created.json as { sid: string }).sid;
    const voice = await client.post('admin', '/GoogleCustomVoices', {
      speech_credential_sid: sid,
      name: 'v',
      model: 'm',
    });
    expect(voice.status).toBe(201);
    expect((await client.del('admin', `/Accounts/${billing}`)).status).toBe(204);
    const db = demo.server.sandbox.db;
    const count = (table: string) =>
      db.prepare(`SELECT COUNT(*) FROM ${table} WHERE speech_credential_sid = ?`).pluck().get(sid);
    expect([count('speech_credentials'), count('google_custom_voices')]).toEqual([0, 0]);

    const own = await client.post('admin', `/ServiceProviders/${harbor}/SpeechCredentials`, {
      vendor: 'soniox',
      api_key: 'k-123456',
    });
    expect(own.status).toBe(201);
    const refused = await client.del('admin', `/ServiceProviders/${harbor}`);
    expect([refused.status, refused.json]).toEqual([
      422,
      {
        msg: 'cannot delete service provider "Blue Harbor Telecom": it still has 2 accounts, 2 carriers, 1 speech credential; delete them first',
      },
    ]);
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

  it('names a custom vendor by its own name', async () => {
    const res = await client.get(
      'acct-admin',
      `${salesPath()}/${seeded('custom:acme-asr', sales)}/test`,
    );
    expect(res.json).toEqual({
      tts: { status: 'not tested' },
      stt: { status: 'ok', reason: NOT_CONTACTED('custom:acme-asr') },
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
