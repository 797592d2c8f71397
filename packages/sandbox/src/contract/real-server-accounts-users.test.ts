import { describe, expect, it } from 'vitest';
import { call, demoSandbox, demoSids, sidOf, UNKNOWN_SID } from '../test-support.ts';

/**
 * What a real jambonz-api-server 0.9.6 answers on accounts, their hooks and secrets, and users
 * (shared/api/observed-v1-responses-2026-11-24.txt and the server's lib/routes/api/accounts.js,
 * applications.js, users.js, lib/utils/encrypt-decrypt.js), asked of the sandbox over HTTP.
 */
const demo = demoSandbox();
const as = (who: string) => demo.tokens[who]!;
const api = (who: string, method: string, path: string, body?: unknown) =>
  call(demo.server, method, path, { token: as(who), body });
type Json = Record<string, unknown>;

const AWS_SECRET = 'wJalrProbeSecretKey0000000000000000000001';
const AWS = {
  vendor: 'aws_s3',
  name: 'probe-bucket',
  region: 'us-east-1',
  access_key_id: 'AKIAPROBE00000000001',
  secret_access_key: AWS_SECRET,
  tags: [],
};
const obscured = (secret: string) => secret.slice(0, 6) + 'X'.repeat(secret.length - 6);

async function newAccount(body: Json = {}): Promise<string> {
  const { acme } = demoSids(demo.server);
  const res = await api('admin', 'POST', '/Accounts', {
    name: 'probe',
    service_provider_sid: acme,
    ...body,
  });
  expect(res.status, res.text).toBe(201);
  return (res.json as { sid: string }).sid;
}
const readAccount = async (who: string, sid: string) =>
  (await api(who, 'GET', `/Accounts/${sid}`)).json as Json;
const listed = async (who: string, sid: string) =>
  ((await api(who, 'GET', '/Accounts')).json as Json[]).find((a) => a.account_sid === sid)!;

describe('webhooks with an empty url', () => {
  it('an account created with both hooks empty has none (201, hooks null)', async () => {
    const sid = await newAccount({
      registration_hook: { url: '', method: 'POST', username: '', password: '' },
      queue_event_hook: { url: '', method: 'POST' },
    });
    const account = await readAccount('admin', sid);
    expect([account.registration_hook, account.queue_event_hook]).toEqual([null, null]);
  });

  it('an update with an empty url clears the hook (204)', async () => {
    const sid = await newAccount();
    const hook = { url: 'https://hooks.example.com/reg', method: 'POST', username: 'u1' };
    const set = { registration_hook: { ...hook, password: 'reg-pass-1' } };
    expect((await api('admin', 'PUT', `/Accounts/${sid}`, set)).status).toBe(204);
    // Webhook passwords come back in clear, to a view-only admin too.
    for (const who of ['admin', 'viewer']) {
      expect((await readAccount(who, sid)).registration_hook).toMatchObject(set.registration_hook);
    }
    const clear = { registration_hook: { url: '', method: 'POST' } };
    expect((await api('admin', 'PUT', `/Accounts/${sid}`, clear)).status).toBe(204);
    expect((await readAccount('admin', sid)).registration_hook).toBeNull();
  });

  it("an application's messaging hook with an empty url is none, on create and update", async () => {
    const { sales } = demoSids(demo.server);
    const hook = (url: string) => ({ url, method: 'POST' });
    const res = await api('admin', 'POST', '/Applications', {
      name: 'probe-app',
      account_sid: sales,
      call_hook: hook('https://a.example.com/h'),
      call_status_hook: hook('https://a.example.com/s'),
      messaging_hook: hook(''),
    });
    expect(res.status, res.text).toBe(201);
    const path = `/Applications/${(res.json as { sid: string }).sid}`;
    expect(((await api('admin', 'GET', path)).json as Json).messaging_hook).toBeNull();
    await api('admin', 'PUT', path, { messaging_hook: hook('https://a.example.com/m') });
    expect(((await api('admin', 'GET', path)).json as Json).messaging_hook).toMatchObject({
      url: 'https://a.example.com/m',
    });
    expect((await api('admin', 'PUT', path, { messaging_hook: hook('') })).status).toBe(204);
    expect(((await api('admin', 'GET', path)).json as Json).messaging_hook).toBeNull();
  });
});

describe('bucket credential secrets', () => {
  it('the single read obscures the secret (6 characters, then Xs), to every reader', async () => {
    const sid = await newAccount();
    const put = { record_all_calls: 1, record_format: 'mp3', bucket_credential: AWS };
    expect((await api('admin', 'PUT', `/Accounts/${sid}`, put)).status).toBe(204);
    for (const who of ['admin', 'viewer']) {
      const credential = (await readAccount(who, sid)).bucket_credential as Json;
      expect(credential.secret_access_key).toBe('wJalrPXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX');
    }
    // The list answers it in clear, as a real server does (to a view-only admin too).
    expect((await listed('viewer', sid)).bucket_credential).toMatchObject(AWS);
  });

  it('the obscured value sent back keeps the stored secret', async () => {
    const sid = await newAccount();
    await api('admin', 'PUT', `/Accounts/${sid}`, { bucket_credential: AWS });
    const back = (await readAccount('admin', sid)).bucket_credential;
    expect(
      (await api('admin', 'PUT', `/Accounts/${sid}`, { bucket_credential: back })).status,
    ).toBe(204);
    expect((await listed('admin', sid)).bucket_credential).toMatchObject(AWS);
    const test = await api('admin', 'POST', `/Accounts/${sid}/BucketCredentialTest`, back);
    expect(test.json).toEqual({ status: 'ok' });
  });

  it("obscures an Azure connection string and a Google key's private key", async () => {
    const connection = 'DefaultEndpointsProtocol=https;AccountName=probe;AccountKey=c2VjcmV0a2V5';
    const azure = { vendor: 'azure', name: 'probe-container', connection_string: connection };
    const pem =
      '-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC\n-----END PRIVATE KEY-----\n';
    const serviceKey = JSON.stringify({ client_email: 'r@p.iam.example', private_key: pem });
    const google = { vendor: 'google', name: 'probe-bucket', service_key: serviceKey };
    for (const [credential, check] of [
      [azure, (c: Json) => expect(c.connection_string).toBe(obscured(connection))],
      [
        google,
        (c: Json) => {
          const key = JSON.parse(c.service_key as string) as Json;
          const body = pem.slice('-----BEGIN PRIVATE KEY-----\n'.length);
          expect(key).toEqual({
            client_email: 'r@p.iam.example',
            private_key: `-----BEGIN PRIVATE KEY-----\n${obscured(body)}`,
          });
        },
      ],
    ] as const) {
      const sid = await newAccount({ bucket_credential: credential });
      const read = (await readAccount('admin', sid)).bucket_credential as Json;
      check(read);
      await api('admin', 'PUT', `/Accounts/${sid}`, { bucket_credential: read });
      expect((await listed('admin', sid)).bucket_credential).toMatchObject(credential);
    }
  });
});

describe("an account user's sip realm", () => {
  it('PUT with sip_realm is refused (400, even the current one); the SipRealms route sets it', async () => {
    const { sales } = demoSids(demo.server);
    const msg = 'use POST /Accounts/:sid/sip_realm/:realm to set or change the sip realm';
    for (const realm of ['probe.acme-voice.example', 'sales.acme-voice.example']) {
      const res = await api('acct-admin', 'PUT', `/Accounts/${sales}`, { sip_realm: realm });
      expect([res.status, res.json]).toEqual([400, { msg }]);
    }
    const path = `/Accounts/${sales}/SipRealms/probe.acme-voice.example`;
    expect((await api('acct-admin', 'POST', path)).status).toBe(204);
    expect((await readAccount('acct-admin', sales)).sip_realm).toBe('probe.acme-voice.example');
  });
});

describe("another tenant's account", () => {
  it('PUT is refused 403 "insufficient privileges" (accounts.js validateUpdate)', async () => {
    const { sales, support, harborMain } = demoSids(demo.server);
    for (const [who, sid] of [
      ['acct-admin', support],
      ['sp-admin', harborMain],
    ] as const) {
      const res = await api(who, 'PUT', `/Accounts/${sid}`, { name: 'taken over' });
      expect([res.status, res.json], who).toEqual([403, { msg: 'insufficient privileges' }]);
    }
    expect((await readAccount('acct-admin', sales)).name).toBe('Acme Sales');
  });
});

describe('users', () => {
  const userSid = (name: string) => sidOf(demo.server, 'users', name);

  it('PUT with a null service_provider_sid or account_sid is "user may not be promoted"', async () => {
    const path = `/Users/${userSid('admin')}`;
    const body = { name: 'admin', service_provider_sid: null, account_sid: null };
    const res = await api('admin', 'PUT', path, body);
    expect([res.status, res.json]).toEqual([
      400,
      { msg: 'Invalid request: user may not be promoted' },
    ]);
    expect((await api('admin', 'PUT', path, { name: 'admin' })).status).toBe(204);
  });

  it('{is_active: false} alone is "no updates requested"; with is_view_only it is an update', async () => {
    const path = `/Users/${userSid('sales-agent')}`;
    const alone = await api('admin', 'PUT', path, { is_active: false });
    expect([alone.status, alone.json]).toEqual([400, { msg: 'no updates requested' }]);
    const res = await api('admin', 'PUT', path, { is_active: false, is_view_only: false });
    expect(res.status).toBe(204);
  });

  it('GET of an unknown user: 404 with no body (a real server answers 500)', async () => {
    const res = await api('admin', 'GET', `/Users/${UNKNOWN_SID}`);
    expect([res.status, res.text]).toEqual([404, '']);
  });

  it('refuses names differing only in case (the sandbox compares them as MySQL does)', async () => {
    const res = await api('admin', 'POST', '/Users', {
      name: 'SP-ADMIN',
      email: 'x@example.org',
      initial_password: 'Probe-pass-123!',
    });
    expect([res.status, res.json]).toEqual([422, { msg: 'invalid username or email' }]);
  });
});
