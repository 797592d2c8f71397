import { beforeEach, describe, expect, it } from 'vitest';
import {
  actingClient,
  addApiKey,
  applicationSid,
  demoSandbox,
  demoSids,
  NO_SIDS,
  UNKNOWN_SID,
  withSids,
} from '../../test-support.ts';

const demo = demoSandbox();
const client = actingClient(demo);
let { sales, support, harborMain } = NO_SIDS;
beforeEach(() => ({ sales, support, harborMain } = demoSids(demo.server)));

const { get } = client;
const post = (who: string, body: unknown) => client.post(who, '/Applications', body);
const put = (who: string, sid: string, body: unknown) =>
  client.put(who, `/Applications/${sid}`, body);
const del = (who: string, sid: string) => client.del(who, `/Applications/${sid}`);
const appSid = (name: string, account = sales) => applicationSid(demo.server, name, account);

const hooks = {
  call_hook: { url: 'https://example.com/call', method: 'POST' },
  call_status_hook: { url: 'https://example.com/status', method: 'POST' },
};
type App = Record<string, unknown> & { name: string; account_sid: string };

describe('POST /Applications', () => {
  it('creates an application (201 {sid}) with defaults', async () => {
    const res = await post('acct-admin', { name: 'New app', ...hooks });
    expect(res.status).toBe(201);
    const { sid } = res.json as { sid: string };
    const app = (await get('acct-admin', `/Applications/${sid}`)).json as App;
    expect(app).toMatchObject({
      name: 'New app',
      account_sid: sales,
      speech_synthesis_vendor: 'google',
      speech_synthesis_voice: null,
      speech_recognizer_language: 'en-US',
      record_all_calls: 0,
      env_vars: null,
      call_hook: { url: 'https://example.com/call', method: 'POST' },
    });
  });

  it('takes every field of the Application entity', async () => {
    const body = {
      name: 'Full',
      account_sid: support,
      app_json: '[{"verb":"say","text":"hi"}]',
      ...hooks,
      messaging_hook: { url: 'https://example.com/sms', username: 'u', password: 'p' },
      speech_synthesis_vendor: 'microsoft',
      speech_synthesis_language: 'de-DE',
      speech_synthesis_voice: 'de-DE-KatjaNeural',
      speech_synthesis_label: 'eu',
      speech_recognizer_vendor: 'custom:my-asr',
      speech_recognizer_language: 'de-DE',
      speech_recognizer_label: 'asr',
      record_all_calls: true,
      use_for_fallback_speech: 1,
      fallback_speech_synthesis_vendor: 'aws',
      fallback_speech_synthesis_language: 'de-DE',
      fallback_speech_synthesis_voice: 'Vicki',
      fallback_speech_synthesis_label: null,
      fallback_speech_recognizer_vendor: 'google',
      fallback_speech_recognizer_language: 'de-DE',
      fallback_speech_recognizer_label: null,
      env_vars: { GREETING: 'Hallo', RETRIES: 3, VERBOSE: false },
    };
    const res = await post('sp-admin', body);
    expect(res.status).toBe(201);
    const app = (await get('admin', `/Applications/${(res.json as { sid: string }).sid}`))
      .json as App;
    expect(app).toMatchObject({
      ...body,
      record_all_calls: 1,
      use_for_fallback_speech: 1,
      messaging_hook: {
        url: 'https://example.com/sms',
        method: 'POST',
        username: 'u',
        password: 'p',
      },
    });
  });

  it('refuses duplicates in an account with the observed 422, allows them across accounts', async () => {
    const res = await post('admin', { name: 'voicemail', account_sid: sales, ...hooks });
    expect([res.status, res.json]).toEqual([
      422,
      { msg: `Duplicate entry '${sales}-voicemail' for key 'applications_idx_name'` },
    ]);
    expect(
      (await post('admin', { name: 'Voicemail', account_sid: harborMain, ...hooks })).status,
    ).toBe(201);
  });

  it('refuses accounts out of reach and view-only users', async () => {
    const other = await post('acct-admin', { name: 'x', account_sid: support, ...hooks });
    expect([other.status, other.json]).toEqual([403, { msg: 'insufficient permissions' }]);
    expect((await post('sp-admin', { name: 'x', account_sid: harborMain, ...hooks })).status).toBe(
      403,
    );
    expect((await post('viewer', { name: 'x', account_sid: sales, ...hooks })).json).toEqual({
      msg: 'User has view-only access',
    });
  });

  it.each([
    [{ account_sid: '@sales', ...hooks }, 'name is required'],
    [{ name: '  ', account_sid: '@sales', ...hooks }, 'name is required'],
    [{ name: 'x', ...hooks }, 'account_sid is required'],
    [{ name: 'x', account_sid: UNKNOWN_SID, ...hooks }, 'unknown account_sid'],
    [{ name: 'x', account_sid: '@sales' }, 'call_hook is required'],
    [
      { name: 'x', account_sid: '@sales', call_hook: hooks.call_hook },
      'call_status_hook is required',
    ],
    [
      { name: 'x', account_sid: '@sales', ...hooks, call_hook: { url: 'ftp://x' } },
      'call_hook URL has missing or invalid protocol ftp:',
    ],
    [
      {
        name: 'x',
        account_sid: '@sales',
        ...hooks,
        call_hook: { url: 'https://x', username: 'u' },
      },
      'call_hook: HTTP basic authentication needs both username and password',
    ],
    [
      { name: 'x', account_sid: '@sales', ...hooks, speech_synthesis_vendor: 'acme-tts' },
      'speech_synthesis_vendor: unknown speech vendor "acme-tts"',
    ],
    [
      { name: 'x', account_sid: '@sales', ...hooks, app_json: '[oops' },
      'app_json is not valid JSON',
    ],
    [{ name: 'x', account_sid: '@sales', ...hooks, app_json: [] }, 'app_json must be JSON text'],
    [
      { name: 'x', account_sid: '@sales', ...hooks, env_vars: 'A=1' },
      'env_vars must be a JSON object',
    ],
    [
      { name: 'x', account_sid: '@sales', ...hooks, env_vars: { A: { b: 1 } } },
      'env_vars.A must be a string, a number or a boolean',
    ],
    [
      { name: 'x'.repeat(65), account_sid: '@sales', ...hooks },
      'name must be at most 64 characters',
    ],
    [
      { name: 'x', account_sid: '@sales', ...hooks, record_all_calls: 'yes' },
      'record_all_calls must be true or false',
    ],
    [
      { name: 'x', account_sid: '@sales', ...hooks, speech_synthesis_language: '' },
      'speech_synthesis_language is required',
    ],
    [
      { name: 'x', account_sid: '@sales', ...hooks, application_sid: UNKNOWN_SID },
      'unknown field: application_sid',
    ],
    [
      { name: 'x', account_sid: '@sales', ...hooks, service_provider_sid: null },
      'unknown field: service_provider_sid',
    ],
  ])('answers 400 {msg} (%#)', async (body, msg) => {
    const res = await post('admin', withSids(body, { sales }));
    expect([res.status, res.json]).toEqual([400, { msg }]);
  });
});

describe('PUT /Applications/{sid}', () => {
  it('updates fields and hooks (204), keeps what is not sent', async () => {
    const sid = appSid('Voicemail');
    const res = await put('acct-admin', sid, {
      name: 'Voicemail box',
      account_sid: sales,
      application_sid: sid,
      call_hook: { url: 'wss://example.com/ws', method: 'GET' },
      env_vars: { A: '1' },
      speech_recognizer_vendor: 'deepgram',
    });
    expect([res.status, res.text]).toEqual([204, '']);
    const app = (await get('admin', `/Applications/${sid}`)).json as App;
    expect(app).toMatchObject({
      name: 'Voicemail box',
      call_hook: { url: 'wss://example.com/ws', method: 'GET' },
      call_status_hook: { url: 'https://hooks.acme-sales.example/call-status' },
      env_vars: { A: '1' },
      speech_recognizer_vendor: 'deepgram',
      speech_synthesis_vendor: 'google',
    });
    expect((await put('admin', sid, { env_vars: null, messaging_hook: null })).status).toBe(204);
    expect(((await get('admin', `/Applications/${sid}`)).json as App).env_vars).toBeNull();
  });

  it('refuses duplicates, moves, nulled hooks, empty bodies, out of reach', async () => {
    const sid = appSid('Voicemail');
    const cases: [string, unknown, number, string][] = [
      [
        'admin',
        { name: 'Hunt Group' },
        422,
        `Duplicate entry '${sales}-Hunt Group' for key 'applications_idx_name'`,
      ],
      ['admin', { account_sid: support }, 400, 'account_sid may not be changed'],
      ['admin', { application_sid: UNKNOWN_SID }, 400, 'application_sid may not be changed'],
      ['admin', { call_hook: null }, 400, 'call_hook may not be null'],
      ['admin', {}, 400, 'no updates requested'],
      ['viewer', { name: 'x' }, 403, 'User has view-only access'],
      [
        addApiKey(demo.server, { account_sid: support }),
        { name: 'x' },
        403,
        'insufficient permissions',
      ],
    ];
    for (const [who, body, status, msg] of cases) {
      const res = await put(who, sid, body);
      expect([res.status, res.json], msg).toEqual([status, { msg }]);
    }
    expect((await put('admin', sid, { name: 'VOICEMAIL' })).status).toBe(204);
    expect((await put('admin', UNKNOWN_SID, { name: 'x' })).status).toBe(404);
  });
});

describe('DELETE /Applications/{sid}', () => {
  it('deletes an unused application (204)', async () => {
    const sid = appSid('Voicemail');
    const res = await del('acct-admin', sid);
    expect([res.status, res.text]).toEqual([204, '']);
    expect((await get('admin', `/Applications/${sid}`)).status).toBe(404);
    expect((await del('admin', sid)).status).toBe(404);
  });

  it('refuses an application an account uses, saying where', async () => {
    const device = await del('admin', appSid('Device calling'));
    expect([device.status, device.json]).toEqual([
      422,
      {
        msg: 'cannot delete application "Device calling": it is the device calling application of account "Acme Sales"',
      },
    ]);
    const siprec = await del('admin', appSid('SIPREC recorder', support));
    expect(siprec.json).toEqual({
      msg: 'cannot delete application "SIPREC recorder": it is the SIPREC application of account "Acme Support"',
    });
  });

  it('refuses an application phone numbers, Teams tenants or carriers route to', async () => {
    const ivr = await del('admin', appSid('Inbound sales IVR'));
    expect([ivr.status, ivr.json]).toEqual([
      422,
      {
        msg: 'cannot delete application "Inbound sales IVR": it is the application of phone number "15085550100"',
      },
    ]);
    const desk = await del('sp-admin', appSid('Enterprise accounts desk'));
    expect(desk.json).toEqual({
      msg: 'cannot delete application "Enterprise accounts desk": it is the application of phone number "442079460104", the application of Microsoft Teams tenant "teams.acme-sales.example"',
    });
    const { db } = demo.server.sandbox;
    const ivrSid = appSid('Inbound sales IVR');
    db.prepare("UPDATE phone_numbers SET application_sid = ? WHERE number = '15085550103'").run(
      ivrSid,
    );
    db.prepare("UPDATE voip_carriers SET application_sid = ? WHERE name = 'Acme Sales PBX'").run(
      ivrSid,
    );
    expect((await del('acct-admin', ivrSid)).json).toEqual({
      msg: 'cannot delete application "Inbound sales IVR": it is the application of phone numbers "15085550100", "15085550103", the application of carrier "Acme Sales PBX"',
    });
  });

  it('refuses out of reach and view-only users', async () => {
    expect((await del('acct-admin', appSid('Support queue', support))).status).toBe(403);
    expect((await del('viewer', appSid('Voicemail'))).json).toEqual({
      msg: 'User has view-only access',
    });
    expect((await del('admin', 'nope')).json).toEqual({ msg: 'Bad request' });
  });
});
