import { beforeEach, describe, expect, it } from 'vitest';
import {
  actingClient,
  addApiKey,
  demoSandbox,
  demoSids,
  NO_SIDS,
  sidOf,
  UNKNOWN_SID,
  withSids,
} from '../../test-support.ts';

const demo = demoSandbox();
const { get, post } = actingClient(demo);
let { acme, harbor, sales, support } = NO_SIDS;
beforeEach(() => ({ acme, harbor, sales, support } = demoSids(demo.server)));

type Account = Record<string, unknown> & { name: string; account_sid: string };
const names = (list: unknown) => (list as Account[]).map((a) => a.name);
const create = (who: string, body: unknown) => post(who, '/Accounts', body);

describe('GET /Accounts', () => {
  it("lists by scope, in a real server's order: by account sid (its query has no ORDER BY)", async () => {
    const list = (await get('admin', '/Accounts')).json as Account[];
    // 14 accounts of Acme Voice and Blue Harbor, 5 hosted ones of Voice Cloud
    expect(list).toHaveLength(19);
    const sids = list.map((account) => account.account_sid);
    expect(sids).toEqual([...sids].sort());
    expect(names(list)).not.toEqual([...names(list)].sort());
    const acmeOnly = names((await get('sp-admin', '/Accounts')).json);
    expect(acmeOnly).toHaveLength(12);
    expect(acmeOnly).not.toContain('Harbor Main');
    expect(names((await get('acct-admin', '/Accounts')).json)).toEqual(['Acme Sales']);
    const key = addApiKey(demo.server, { service_provider_sid: harbor });
    expect(names((await get(key, '/Accounts')).json).sort()).toEqual([
      'Harbor Main',
      'Harbor Marine Services',
    ]);
    expect(names((await get('viewer', '/Accounts')).json)).toHaveLength(19);
  });

  it('shows the full observed shape with hooks and bucket credential as objects', async () => {
    const res = await get('acct-admin', `/Accounts/${sales}`);
    expect(res.status).toBe(200);
    const account = res.json as Account;
    expect(account).toMatchObject({
      account_sid: sales,
      name: 'Acme Sales',
      sip_realm: 'sales.acme-voice.example',
      service_provider_sid: acme,
      is_active: 1,
      plan_type: 'trial',
      record_all_calls: 1,
      record_format: 'mp3',
      enable_debug_log: 0,
      device_to_call_ratio: 5,
      bucket_credential: {
        vendor: 'aws_s3',
        name: 'acme-sales-recordings',
        region: 'us-east-1',
        access_key_id: 'AKIAIOSFODNN7EXAMPLE',
        tags: [
          { Key: 'team', Value: 'sales' },
          { Key: 'retention', Value: '90d' },
        ],
      },
      registration_hook: {
        url: 'https://hooks.acme-sales.example/sip/auth',
        method: 'POST',
        username: 'acme',
        password: 'reg-Secret-7',
      },
      queue_event_hook: { url: 'https://hooks.acme-sales.example/queue-events' },
    });
    // As a real server's account model shows them (and the probe of 2026-11-24): no hook sids.
    for (const hook of [account.registration_hook, account.queue_event_hook]) {
      expect(hook).not.toHaveProperty('webhook_sid');
    }
    const listed = ((await get('acct-admin', '/Accounts')).json as Account[]).find(
      (one) => one.account_sid === sales,
    );
    expect(listed!.registration_hook).toEqual(account.registration_hook);
    expect(account.webhook_secret).toMatch(/^wh_secret_[A-Za-z0-9]{22}$/);
    expect(account.device_calling_application_sid).toBe(
      sidOf(demo.server, 'applications', 'Device calling'),
    );
    expect(Object.keys(account)).not.toContain('registration_hook_sid');
    const plain = (await get('admin', `/Accounts/${support}`)).json as Account;
    expect([plain.registration_hook, plain.queue_event_hook, plain.bucket_credential]).toEqual([
      null,
      null,
      null,
    ]);
  });

  it('refuses accounts out of reach with the observed 403; 404 unknown, 400 malformed', async () => {
    const harborMain = sidOf(demo.server, 'accounts', 'Harbor Main');
    for (const who of ['acct-admin', 'sp-admin']) {
      const res = await get(who, `/Accounts/${harborMain}`);
      expect([res.status, res.json]).toEqual([403, { msg: 'insufficient permissions' }]);
    }
    expect((await get('acct-admin', `/Accounts/${support}`)).status).toBe(403);
    const unknown = await get('admin', `/Accounts/${UNKNOWN_SID}`);
    expect([unknown.status, unknown.text]).toEqual([404, '']);
    expect((await get('admin', '/Accounts/not-a-uuid')).json).toEqual({ msg: 'Bad request' });
  });
});

describe('POST /Accounts', () => {
  it('creates an account (201 {sid}); duplicate names are accepted as on the real server', async () => {
    const res = await create('sp-admin', {
      name: 'Acme Sales',
      service_provider_sid: acme,
      sip_realm: 'new.acme-voice.example',
      registration_hook: { url: 'https://h.example/reg' },
      queue_event_hook: { url: 'https://h.example/q', method: 'POST' },
      record_format: 'wav',
    });
    expect(res.status).toBe(201);
    const sid = (res.json as { sid: string }).sid;
    const account = (await get('admin', `/Accounts/${sid}`)).json as Account;
    expect(account).toMatchObject({
      name: 'Acme Sales',
      sip_realm: 'new.acme-voice.example',
      service_provider_sid: acme,
      record_format: 'wav',
      record_all_calls: 0,
      enable_debug_log: 0,
      registration_hook: { url: 'https://h.example/reg', method: 'POST' },
    });
    expect(account.webhook_secret).toMatch(/^wh_secret_[A-Za-z0-9]{22}$/);
  });

  it('creates with recording, and admins may enable debug logging', async () => {
    const res = await create('admin', {
      name: 'Recorded',
      service_provider_sid: harbor,
      enable_debug_log: true,
      record_all_calls: 1,
      bucket_credential: {
        vendor: 'google',
        name: 'rec-bucket',
        service_key: '{"private_key":"k","client_email":"a@b.example"}',
        region: 'ignored-for-google',
      },
    });
    expect(res.status).toBe(201);
    const account = (await get('admin', `/Accounts/${(res.json as { sid: string }).sid}`))
      .json as Account;
    expect(account).toMatchObject({ enable_debug_log: 1, record_all_calls: 1 });
    expect(account.bucket_credential).toEqual({
      vendor: 'google',
      name: 'rec-bucket',
      service_key: '{"private_key":"k","client_email":"a@b.example"}',
    });
  });

  it('refuses by scope with the observed messages', async () => {
    const cases: [string, unknown, number, string][] = [
      ['acct-admin', { name: 'x', service_provider_sid: acme }, 403, 'insufficient permissions'],
      ['sp-admin', { name: 'x', service_provider_sid: harbor }, 403, 'insufficient permissions'],
      ['viewer', { name: 'x', service_provider_sid: acme }, 403, 'User has view-only access'],
      [
        'sp-admin',
        { name: 'x', service_provider_sid: acme, enable_debug_log: true },
        403,
        'only admin users can change enable_debug_log',
      ],
    ];
    for (const [who, body, status, msg] of cases) {
      const res = await create(who, body);
      expect([res.status, res.json], msg).toEqual([status, { msg }]);
    }
    expect(
      (await create('sp-admin', { name: 'x', service_provider_sid: acme, enable_debug_log: false }))
        .status,
    ).toBe(201);
  });

  it.each([
    [{ name: 'no sp' }, 400, 'missing field service_provider_sid'],
    [{ name: 'x', service_provider_sid: null }, 400, 'missing field service_provider_sid'],
    [{ service_provider_sid: '@acme' }, 400, 'name is required'],
    [{ name: 'x', service_provider_sid: UNKNOWN_SID }, 400, 'unknown service_provider_sid'],
    [
      { name: 'x', service_provider_sid: '@acme', sip_realm: 'SALES.acme-voice.example' },
      422,
      "Duplicate entry 'SALES.acme-voice.example' for key 'sip_realm'",
    ],
    [
      { name: 'x', service_provider_sid: '@acme', sip_realm: 'not a realm' },
      400,
      'sip_realm must be a domain name such as sip.example.com',
    ],
    [
      { name: 'x', service_provider_sid: '@acme', registration_hook: { url: 'ftp://x' } },
      400,
      'registration_hook URL has missing or invalid protocol ftp:',
    ],
    [
      {
        name: 'x',
        service_provider_sid: '@acme',
        queue_event_hook: { url: 'https://q', method: 'GET' },
      },
      400,
      'queue_event_hook method may not be GET',
    ],
    [
      { name: 'x', service_provider_sid: '@acme', device_calling_application_sid: '@app' },
      400,
      'device_calling_application_sid must be an application of this account',
    ],
    [
      { name: 'x', service_provider_sid: '@acme', siprec_hook_sid: UNKNOWN_SID },
      400,
      'siprec_hook_sid must be an application of this account',
    ],
    [
      { name: 'x', service_provider_sid: '@acme', record_all_calls: 1 },
      400,
      'record_all_calls needs a bucket_credential with a storage vendor',
    ],
    [
      {
        name: 'x',
        service_provider_sid: '@acme',
        bucket_credential: { vendor: 'aws_s3', name: 'b' },
      },
      400,
      'bucket_credential: missing region, access_key_id, secret_access_key for aws_s3',
    ],
    [
      { name: 'x', service_provider_sid: '@acme', bucket_credential: { vendor: 'dropbox' } },
      400,
      'bucket_credential.vendor must be one of none, aws_s3, s3_compatible, azure, google',
    ],
    [
      { name: 'x', service_provider_sid: '@acme', record_format: 'ogg' },
      400,
      'record_format must be one of mp3, wav',
    ],
    [{ name: 'x', service_provider_sid: '@acme', bogus: 1 }, 400, 'unknown field: bogus'],
    [
      { name: 'x', service_provider_sid: '@acme', webhook_secret: 'wh_secret_x' },
      400,
      'unknown field: webhook_secret',
    ],
  ])('%j answers %i', async (body, status, msg) => {
    const app = sidOf(demo.server, 'applications', 'Device calling');
    const res = await create('admin', withSids(body, { acme, app }));
    expect([res.status, res.json]).toEqual([status, { msg }]);
  });
});
