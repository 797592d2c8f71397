import { beforeEach, describe, expect, it } from 'vitest';
import {
  actingClient,
  call,
  demoSandbox,
  demoSids,
  NO_SIDS,
  sidsOf,
  storeOppositelySortedRows,
  UNKNOWN_SID,
} from '../../test-support.ts';

const demo = demoSandbox({ moreUsers: ['support-lead', 'harbor-admin'] });
const client = actingClient(demo);
let { acme, sales } = NO_SIDS;
beforeEach(() => ({ acme, sales } = demoSids(demo.server)));

type Voice = Record<string, unknown>;
const credential = (vendor: string, account: string | null): string =>
  demo.server.sandbox.db
    .prepare(
      'SELECT speech_credential_sid FROM speech_credentials WHERE vendor = ? AND account_sid IS ?',
    )
    .pluck()
    .get(vendor, account) as string;
const salesGoogle = () => credential('google', sales);
const voiceSid = (name: string): string =>
  demo.server.sandbox.db
    .prepare('SELECT google_custom_voice_sid FROM google_custom_voices WHERE name = ?')
    .pluck()
    .get(name) as string;
const voicesOf = async (who: string, query: string) =>
  (await client.get(who, `/GoogleCustomVoices?${query}`)).json as Voice[];

/** Sends a multipart form, as a browser does with FormData. */
async function upload(who: string, sid: string, form: FormData | string, contentType?: string) {
  const headers: Record<string, string> = { Authorization: `Bearer ${demo.tokens[who]}` };
  if (contentType) headers['Content-Type'] = contentType;
  const res = await fetch(`${demo.server.url}/api/v1/GoogleCustomVoices/${sid}/VoiceCloningKey`, {
    method: 'POST',
    headers,
    body: form,
  });
  const text = await res.text();
  return { status: res.status, json: text ? (JSON.parse(text) as unknown) : undefined };
}

const keyFile = (text: string, name = 'key.txt') => {
  const form = new FormData();
  form.append('file', new Blob([text], { type: 'text/plain' }), name);
  return form;
};

describe('GET /GoogleCustomVoices', () => {
  it("lists a credential's voices in the schema shape", async () => {
    const listed = await voicesOf('acct-admin', `speech_credential_sid=${salesGoogle()}`);
    const voices = [...listed].sort((a, b) => String(a.name).localeCompare(String(b.name)));
    expect(voices.map((v) => v.name)).toEqual(['Narrator', 'Sales Rep Anna']);
    expect(Object.keys(voices[1]!)).toEqual([
      'google_custom_voice_sid',
      'speech_credential_sid',
      'model',
      'reported_usage',
      'name',
      'voice_cloning_key',
      'use_voice_cloning_key',
    ]);
    expect(voices[1]).toMatchObject({
      speech_credential_sid: salesGoogle(),
      model: 'projects/acme-sales-voices/locations/us-central1/models/sales-rep-anna',
      reported_usage: 'REALTIME',
      voice_cloning_key: null,
      use_voice_cloning_key: 0,
    });
    expect(voices[0]).toMatchObject({
      model: null,
      use_voice_cloning_key: 1,
      reported_usage: 'OFFLINE',
    });
    const one = await client.get('sp-admin', `/GoogleCustomVoices/${voiceSid('Narrator')}`);
    expect(one.json).toEqual(voices[0]);
  });

  it("lists in a real server's order: by sid (its queries have no ORDER BY), not by name", async () => {
    const bySid = storeOppositelySortedRows(demo.server, 'google_custom_voices', {
      sid: 'google_custom_voice_sid',
      name: 'name',
      shared: { speech_credential_sid: salesGoogle() },
    });
    for (const query of [`speech_credential_sid=${salesGoogle()}`, `account_sid=${sales}`]) {
      const voices = await voicesOf('acct-admin', query);
      const sids = sidsOf(voices, 'google_custom_voice_sid');
      expect(sids, query).toEqual([...sids].sort());
      expect([voices[0]!.name, voices.at(-1)!.name], query).toEqual(bySid);
    }
  });

  it("lists by owner and label: an account's Google credentials and its provider's", async () => {
    expect(await voicesOf('acct-admin', 'label=custom%20voices')).toHaveLength(2);
    expect(await voicesOf('acct-admin', 'label=other')).toEqual([]);
    expect(await voicesOf('admin', `account_sid=${sales}`)).toHaveLength(2);
    expect(await voicesOf('sp-admin', '')).toEqual([]);
    const missing = await client.get('admin', '/GoogleCustomVoices');
    expect([missing.status, missing.json]).toEqual([
      400,
      { msg: 'missing account_sid or service_provider_sid in query parameters' },
    ]);
  });

  it('refuses credentials and voices out of reach; 404 unknown, 400 malformed', async () => {
    const other = await client.get(
      'support-lead',
      `/GoogleCustomVoices?speech_credential_sid=${salesGoogle()}`,
    );
    expect([other.status, other.json]).toEqual([403, { msg: 'Insufficient privileges' }]);
    const voice = await client.get('harbor-admin', `/GoogleCustomVoices/${voiceSid('Narrator')}`);
    expect(voice.status).toBe(403);
    expect(
      (await client.get('harbor-admin', `/GoogleCustomVoices?service_provider_sid=${acme}`)).status,
    ).toBe(403);
    expect(
      (await client.get('admin', `/GoogleCustomVoices?speech_credential_sid=${UNKNOWN_SID}`))
        .status,
    ).toBe(404);
    expect((await client.get('admin', `/GoogleCustomVoices/${UNKNOWN_SID}`)).status).toBe(404);
    const bad = await client.get('admin', '/GoogleCustomVoices?speech_credential_sid=x');
    expect([bad.status, bad.json]).toEqual([
      400,
      { msg: 'speech_credential_sid must be a valid sid' },
    ]);
  });
});

describe('POST, PUT, DELETE /GoogleCustomVoices', () => {
  it('creates, changes and deletes a voice', async () => {
    const created = await client.post('acct-admin', '/GoogleCustomVoices', {
      speech_credential_sid: salesGoogle(),
      name: 'Support Sam',
      model: 'projects/p/locations/global/models/sam',
    });
    expect(created.status).toBe(201);
    const sid = (created.json as { sid: string }).sid;
    const path = `/GoogleCustomVoices/${sid}`;
    expect((await client.get('acct-admin', path)).json).toMatchObject({
      name: 'Support Sam',
      reported_usage: 'REALTIME',
      use_voice_cloning_key: 0,
    });
    const read = (await client.get('acct-admin', path)).json as Voice;
    const put = await client.put('acct-admin', path, {
      ...read,
      reported_usage: 'OFFLINE',
      name: 'Sam',
    });
    expect(put.status).toBe(204);
    expect((await client.get('acct-admin', path)).json).toEqual({
      ...read,
      reported_usage: 'OFFLINE',
      name: 'Sam',
    });
    expect((await client.del('acct-admin', path)).status).toBe(204);
    expect((await client.get('acct-admin', path)).status).toBe(404);
  });

  it('creates a cloned voice without name or model', async () => {
    const res = await client.post('admin', '/GoogleCustomVoices', {
      speech_credential_sid: credential('google', null),
      use_voice_cloning_key: true,
      voice_cloning_key: 'CiQAkey',
    });
    expect(res.status).toBe(201);
  });

  it.each([
    [{}, 'speech_credential_sid is required'],
    [{ speech_credential_sid: '@unknown', name: 'a', model: 'm' }, 'Invalid speech_credential_sid'],
    [
      { speech_credential_sid: '@aws', name: 'a', model: 'm' },
      'speech_credential_sid must be a google credential',
    ],
    [{ speech_credential_sid: '@google', model: 'm' }, 'name is required'],
    [{ speech_credential_sid: '@google', name: 'a', model: ' ' }, 'model is required'],
    [
      { speech_credential_sid: '@google', name: 'a', model: 'm', reported_usage: 'SOMETIMES' },
      'reported_usage must be one of REPORTED_USAGE_UNSPECIFIED, REALTIME, OFFLINE',
    ],
    [
      { speech_credential_sid: '@google', name: 'a', model: 'm', colour: 1 },
      'unknown field: colour',
    ],
  ])('refuses %j: %s', async (body, msg) => {
    const sids: Record<string, string> = {
      '@unknown': UNKNOWN_SID,
      '@aws': credential('aws', null),
      '@google': credential('google', null),
    };
    const sent = { ...body } as Record<string, unknown>;
    if (typeof sent.speech_credential_sid === 'string')
      sent.speech_credential_sid = sids[sent.speech_credential_sid];
    const res = await client.post('admin', '/GoogleCustomVoices', sent);
    expect([res.status, res.json]).toEqual([400, { msg }]);
  });

  it('refuses changes out of reach, moving a voice, and view-only users', async () => {
    const path = `/GoogleCustomVoices/${voiceSid('Sales Rep Anna')}`;
    const other = await client.put('support-lead', path, { name: 'x' });
    expect([other.status, other.json]).toEqual([403, { msg: 'Insufficient privileges' }]);
    const moved = await client.put('admin', path, {
      speech_credential_sid: credential('google', null),
    });
    expect([moved.status, moved.json]).toEqual([
      400,
      { msg: 'speech_credential_sid may not be changed' },
    ]);
    const cleared = await client.put('admin', path, { model: null });
    expect([cleared.status, cleared.json]).toEqual([400, { msg: 'model is required' }]);
    const viewer = await client.del('viewer', path);
    expect([viewer.status, viewer.json]).toEqual([403, { msg: 'User has view-only access' }]);
    const onProvider = await client.post('acct-admin', '/GoogleCustomVoices', {
      speech_credential_sid: credential('google', null),
      name: 'a',
      model: 'm',
    });
    expect([onProvider.status, onProvider.json]).toEqual([403, { msg: 'Insufficient privileges' }]);
  });
});

describe('POST /GoogleCustomVoices/{sid}/VoiceCloningKey', () => {
  it('stores an uploaded key file and turns the cloning key on', async () => {
    const sid = voiceSid('Sales Rep Anna');
    const res = await upload('acct-admin', sid, keyFile('CiQA-uploaded-key\n'));
    expect(res.status).toBe(204);
    expect((await client.get('acct-admin', `/GoogleCustomVoices/${sid}`)).json).toMatchObject({
      voice_cloning_key: 'CiQA-uploaded-key',
      use_voice_cloning_key: 1,
    });
  });

  it('answers clearly when what is sent is not a key file', async () => {
    const sid = voiceSid('Sales Rep Anna');
    const text = new FormData();
    text.append('file', 'just a text field');
    const otherName = new FormData();
    otherName.append('key', new Blob(['k']), 'key.txt');
    for (const [form, msg] of [
      [text, 'file must be a file upload, not a text field'],
      [otherName, 'the form has no field named file'],
      [keyFile(''), 'the file is empty'],
      [keyFile('\u0000\u0001binary'), 'the voice cloning key file must be text'],
    ] as const) {
      const res = await upload('acct-admin', sid, form);
      expect([res.status, res.json]).toEqual([400, { msg }]);
    }
    const json = await call(demo.server, 'POST', `/GoogleCustomVoices/${sid}/VoiceCloningKey`, {
      token: demo.tokens['acct-admin'],
      body: { file: 'x' },
    });
    expect([json.status, json.json]).toEqual([
      400,
      { msg: 'send the file as multipart/form-data' },
    ]);
    const noBoundary = await upload('acct-admin', sid, 'x', 'multipart/form-data');
    expect([noBoundary.status, noBoundary.json]).toEqual([
      400,
      { msg: 'send the file as multipart/form-data' },
    ]);
    const big = await upload('acct-admin', sid, keyFile('k'.repeat(1_100_000)));
    expect(big.status).toBe(413);
  });

  it('refuses a voice out of reach and view-only users', async () => {
    const sid = voiceSid('Sales Rep Anna');
    expect((await upload('support-lead', sid, keyFile('k'))).status).toBe(403);
    const viewer = await upload('viewer', sid, keyFile('k'));
    expect([viewer.status, viewer.json]).toEqual([403, { msg: 'User has view-only access' }]);
    expect((await upload('admin', UNKNOWN_SID, keyFile('k'))).status).toBe(404);
  });
});
