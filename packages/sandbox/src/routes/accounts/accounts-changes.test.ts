import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/seed.ts';
import {
  actingClient,
  addApiKey,
  demoSandbox,
  demoSids,
  login,
  NO_SIDS,
  sidOf,
  UNKNOWN_SID,
} from '../../test-support.ts';

const demo = demoSandbox();
const client = actingClient(demo);
let { sales, support, billing } = NO_SIDS;
beforeEach(() => ({ sales, support, billing } = demoSids(demo.server)));

type Account = Record<string, unknown>;
const read = async (sid: string) => (await client.get('admin', `/Accounts/${sid}`)).json as Account;
const put = (who: string, sid: string, body: unknown) => client.put(who, `/Accounts/${sid}`, body);
const del = (who: string, sid: string, body?: unknown) => client.del(who, `/Accounts/${sid}`, body);

const S3 = {
  vendor: 's3_compatible',
  name: 'billing-recordings',
  endpoint: 'https://s3.storage.example',
  access_key_id: 'minio',
  secret_access_key: 'minio-secret',
  tags: [{ Key: 'env', Value: 'demo' }],
};

describe('PUT /Accounts/{sid}', () => {
  it('changes the Account fields (204) and keeps the rest', async () => {
    const before = await read(billing);
    const res = await put('sp-admin', billing, {
      name: 'Acme Billing & Collections',
      sip_realm: 'collections.acme-voice.example',
      registration_hook: { url: 'https://billing.example/reg', username: 'u', password: 'p' },
      queue_event_hook: { url: 'https://billing.example/queue' },
      record_all_calls: 1,
      record_format: 'wav',
      bucket_credential: S3,
    });
    expect([res.status, res.text]).toEqual([204, '']);
    expect(await read(billing)).toMatchObject({
      name: 'Acme Billing & Collections',
      sip_realm: 'collections.acme-voice.example',
      registration_hook: { url: 'https://billing.example/reg', username: 'u', password: 'p' },
      queue_event_hook: { url: 'https://billing.example/queue', method: 'POST' },
      record_all_calls: 1,
      record_format: 'wav',
      // The single read hides the secret: its first 6 characters, then Xs.
      bucket_credential: { ...S3, secret_access_key: 'minio-XXXXXX' },
      webhook_secret: before.webhook_secret,
      created_at: before.created_at,
    });
  });

  it('accepts what a client read back, unchanged read-only values included', async () => {
    const account = await read(sales);
    // Everything the Account entity names, as read (root_domain from /Users/me).
    const fields = [
      ...['account_sid', 'name', 'sip_realm', 'service_provider_sid', 'webhook_secret'],
      ...['enable_debug_log', 'siprec_hook_sid', 'device_calling_application_sid'],
      ...['registration_hook', 'queue_event_hook', 'record_all_calls', 'record_format'],
      ...['bucket_credential', 'plan_type', 'trial_end_date', 'is_active', 'device_to_call_ratio'],
    ];
    const body: Account = {
      ...Object.fromEntries(fields.map((k) => [k, account[k]])),
      root_domain: null,
    };
    // An account user may not send sip_realm at all (below); its provider's user may.
    const res = await put('sp-admin', sales, body);
    expect([res.status, res.text]).toEqual([204, '']);
    expect(await read(sales)).toEqual(account);
  });

  it('turns recording off with vendor none, clears hooks and the realm', async () => {
    const res = await put('acct-admin', sales, {
      record_all_calls: 0,
      bucket_credential: { vendor: 'none', name: 'ignored' },
      registration_hook: null,
      sip_realm: '',
      device_calling_application_sid: null,
    });
    expect(res.status).toBe(204);
    expect(await read(sales)).toMatchObject({
      record_all_calls: 0,
      bucket_credential: { vendor: 'none' },
      registration_hook: null,
      sip_realm: null,
      device_calling_application_sid: null,
    });
  });

  it('sets device calling and SIPREC applications of the same account only', async () => {
    const own = sidOf(demo.server, 'applications', 'Voicemail');
    expect((await put('admin', sales, { siprec_hook_sid: own })).status).toBe(204);
    expect((await read(sales)).siprec_hook_sid).toBe(own);
    const foreign = sidOf(demo.server, 'applications', 'Support queue');
    const res = await put('admin', sales, { device_calling_application_sid: foreign });
    expect([res.status, res.json]).toEqual([
      400,
      { msg: 'device_calling_application_sid must be an application of this account' },
    ]);
  });

  it('refuses by scope: own account only, admin-only fields, view-only', async () => {
    const cases: [string, string, unknown, number, string][] = [
      // Another tenant's account: a real server's words (accounts.js validateUpdate).
      ['acct-admin', support, { name: 'hijack' }, 403, 'insufficient privileges'],
      [
        'sp-admin',
        sidOf(demo.server, 'accounts', 'Harbor Main'),
        { name: 'x' },
        403,
        'insufficient privileges',
      ],
      ['viewer', sales, { name: 'x' }, 403, 'User has view-only access'],
      [
        'acct-admin',
        sales,
        { enable_debug_log: 1 },
        403,
        'only admin users can change enable_debug_log',
      ],
      ['sp-admin', sales, { plan_type: 'paid' }, 403, 'only admin users can change plan_type'],
      ['sp-admin', sales, { is_active: false }, 403, 'only admin users can change is_active'],
      [
        addApiKey(demo.server, { account_sid: support }),
        sales,
        { name: 'x' },
        403,
        'insufficient privileges',
      ],
    ];
    for (const [who, sid, body, status, msg] of cases) {
      const res = await put(who, sid, body);
      expect([res.status, res.json], msg).toEqual([status, { msg }]);
    }
    expect((await put('admin', sales, { enable_debug_log: 1, plan_type: 'paid' })).status).toBe(
      204,
    );
    expect(await read(sales)).toMatchObject({ enable_debug_log: 1, plan_type: 'paid' });
  });

  it.each([
    [{}, 400, 'no updates requested'],
    [
      { webhook_secret: 'wh_secret_mine' },
      400,
      'webhook_secret is read-only: regenerate it with GET /Accounts/{sid}/WebhookSecret?regenerate=true',
    ],
    [{ account_sid: UNKNOWN_SID }, 400, 'account_sid may not be changed'],
    [{ service_provider_sid: UNKNOWN_SID }, 400, 'service_provider_sid may not be changed'],
    [
      { root_domain: 'other.example' },
      400,
      "root_domain is the service provider's and may not be changed here",
    ],
    [
      { sip_realm: 'billing.acme-voice.example' },
      422,
      "Duplicate entry 'billing.acme-voice.example' for key 'sip_realm'",
    ],
    [
      { bucket_credential: null },
      400,
      'record_all_calls needs a bucket_credential with a storage vendor',
    ],
    [
      {
        bucket_credential: {
          vendor: 'aws_s3',
          name: 'Bad_Bucket',
          region: 'us-east-1',
          access_key_id: 'AKIAIOSFODNN7EXAMPLE',
          secret_access_key: 's',
        },
      },
      400,
      'bucket_credential: invalid bucket name: 3-63 lowercase letters, digits, dots and hyphens, starting and ending with a letter or digit',
    ],
    [
      { bucket_credential: { vendor: 'aws_s3', tags: [{ Key: 'a' }] } },
      400,
      'bucket_credential.tags: every tag needs a Key and a Value',
    ],
    [
      { bucket_credential: { vendor: 'azure', name: 5 } },
      400,
      'bucket_credential.name must be a string',
    ],
    [{ bucket_credential: 'aws' }, 400, 'bucket_credential must be an object with a vendor'],
    [{ record_all_calls: 2 }, 400, 'record_all_calls must be true or false'],
    [{ trial_end_date: 'tomorrow' }, 400, 'trial_end_date must be a date (YYYY-MM-DD)'],
    [
      { device_to_call_ratio: -1 },
      400,
      'device_to_call_ratio must be an integer between 0 and 1000',
    ],
    [{ name: null }, 400, 'name is required'],
    [
      { queue_event_hook: { url: 'wss://q.example', method: 'GET' } },
      400,
      'queue_event_hook method may not be GET',
    ],
    [
      { registration_hook: { url: 'https://r.example', password: 'p' } },
      400,
      'registration_hook: HTTP basic authentication needs both username and password',
    ],
  ])('%j answers %i', async (body, status, msg) => {
    const res = await put('admin', sales, body);
    expect([res.status, res.json]).toEqual([status, { msg }]);
  });

  it('answers 404 for an unknown account', async () => {
    const res = await put('admin', UNKNOWN_SID, { name: 'x' });
    expect([res.status, res.text]).toEqual([404, '']);
  });
});

describe('DELETE /Accounts/{sid}', () => {
  it('deletes an empty account (204) with its users, limits and hooks; body {} or none', async () => {
    const harborMarine = sidOf(demo.server, 'accounts', 'Harbor Marine Services');
    expect((await del('admin', billing, {})).status).toBe(204);
    expect((await client.get('admin', `/Accounts/${billing}`)).status).toBe(404);
    expect((await del('admin', harborMarine)).status).toBe(204);
    const northwind = sidOf(demo.server, 'accounts', 'Northwind Traders');
    expect((await del('sp-admin', northwind)).json).toEqual({
      msg: 'cannot delete account "Northwind Traders": it still has 1 application, 1 phone number; delete them first',
    });
    const { db } = demo.server.sandbox;
    db.prepare('DELETE FROM phone_numbers WHERE account_sid = ?').run(northwind);
    const apps = db
      .prepare('SELECT application_sid FROM applications WHERE account_sid = ?')
      .pluck()
      .all(northwind) as string[];
    expect(apps).toHaveLength(1);
    for (const sid of apps) {
      expect((await client.del('admin', `/Applications/${sid}`)).status).toBe(204);
    }
    const ops = (await login(demo.server, 'northwind-ops', DEMO_PASSWORD)).token;
    expect((await del('sp-admin', northwind)).status).toBe(204);
    expect((await client.get(ops, '/Users/me')).status).toBe(401);
    const users = (await client.get('admin', '/Users')).json as { name: string }[];
    expect(users.map((u) => u.name)).not.toContain('northwind-ops');
  });

  it('refuses while the account holds anything, listing what', async () => {
    const res = await del('admin', sales);
    expect([res.status, res.json]).toEqual([
      422,
      {
        msg: 'cannot delete account "Acme Sales": it still has 30 applications, 6 phone numbers, 1 Microsoft Teams tenant, 1 carrier, 4 API keys; delete them first',
      },
    ]);
    const harborMain = sidOf(demo.server, 'accounts', 'Harbor Main');
    expect((await del('admin', harborMain)).json).toEqual({
      msg: 'cannot delete account "Harbor Main": it still has 2 applications, 1 phone number, 1 carrier; delete them first',
    });
    addApiKey(demo.server, { account_sid: billing });
    expect((await del('admin', billing)).json).toEqual({
      msg: 'cannot delete account "Acme Billing": it still has 1 API key; delete them first',
    });
  });

  it('checks a given password against the signed-in user', async () => {
    const wrong = await del('sp-admin', billing, { password: 'wrong' });
    expect([wrong.status, wrong.json]).toEqual([403, { msg: 'incorrect password' }]);
    expect((await del('sp-admin', billing, { password: DEMO_PASSWORD })).status).toBe(204);
  });

  it('refuses out of reach, view-only, bad bodies; 404 (not 500) for an unknown account', async () => {
    expect((await del('acct-admin', support)).json).toEqual({ msg: 'insufficient permissions' });
    expect((await del('viewer', billing)).json).toEqual({ msg: 'User has view-only access' });
    expect((await del('admin', billing, { force: true })).json).toEqual({
      msg: 'unknown field: force',
    });
    expect((await del('admin', billing, { password: 1 })).json).toEqual({
      msg: 'password must be a string',
    });
    const unknown = await del('admin', UNKNOWN_SID);
    expect([unknown.status, unknown.text]).toEqual([404, '']);
  });
});
