import { beforeEach, describe, expect, it } from 'vitest';
import {
  addApiKey,
  call,
  demoSandbox,
  login,
  sidOf,
  sidsOf,
  storeOppositelySortedRows,
  UNKNOWN_SID,
} from '../../test-support.ts';

const demo = demoSandbox();
let acme: string;
let sales: string;

beforeEach(() => {
  acme = sidOf(demo.server, 'service_providers', 'Acme Voice');
  sales = sidOf(demo.server, 'accounts', 'Acme Sales');
});

const userSid = (name: string) => sidOf(demo.server, 'users', name);
const ALL_USERS = [
  'acct-admin',
  'acme-contractor',
  'acme-noc',
  'ada@lovelace.example',
  'admin',
  'alan@turing.example',
  'grace@hopper.example',
  'harbor-admin',
  'harbor-ops',
  'hedy@lamarr.example',
  'legacy-admin',
  'margaret@hamilton.example',
  'northwind-ops',
  'ops-lead',
  'sales-agent',
  'sales-intern',
  'sp-admin',
  'sp-viewer',
  'support-lead',
  'viewer',
];
/** The names of a list, by name (it comes by sid). */
const names = (list: unknown) => (list as { name: string }[]).map((u) => u.name).sort();

describe('GET /Users/me', () => {
  it('describes an admin with an all-null account', async () => {
    const res = await call(demo.server, 'GET', '/Users/me', { token: demo.tokens.admin });
    expect(res.status).toBe(200);
    const body = res.json as { user: Record<string, unknown>; account: Record<string, unknown> };
    expect(body.user).toEqual({
      user_sid: userSid('admin'),
      name: 'admin',
      email: 'admin@example.com',
      pending_email: null,
      phone: null,
      account_sid: null,
      service_provider_sid: null,
      force_change: true,
      provider: 'local',
      provider_userid: null,
      scope: 'read-write',
      email_validated: true,
      phone_validated: false,
      email_content_opt_out: 0,
      is_active: 1,
    });
    expect(Object.values(body.account).every((v) => v === null)).toBe(true);
    expect(body.account).toHaveProperty('sip_realm');
    expect((res.json as { subscription: unknown }).subscription).toBeNull();
  });

  it('gives an account user its account', async () => {
    const res = await call(demo.server, 'GET', '/Users/me', { token: demo.tokens['acct-admin'] });
    const body = res.json as {
      user: Record<string, unknown>;
      account: Record<string, unknown>;
    };
    expect(body.user).toMatchObject({
      account_sid: sales,
      service_provider_sid: acme,
      force_change: false,
    });
    expect(body.account).toMatchObject({
      account_sid: sales,
      name: 'Acme Sales',
      sip_realm: 'sales.acme-voice.example',
      service_provider_sid: acme,
      is_active: 1,
      plan_type: 'trial',
      record_format: 'mp3',
      device_to_call_ratio: 5,
      root_domain: null,
    });
    expect(body.account.webhook_secret).toMatch(/^wh_secret_/);
  });

  it('gives a provider user its provider sid', async () => {
    const res = await call(demo.server, 'GET', '/Users/me', { token: demo.tokens['sp-admin'] });
    const body = res.json as {
      user: Record<string, unknown>;
    };
    expect(body.user).toMatchObject({ service_provider_sid: acme, account_sid: null });
  });

  it('refuses API keys with plain Forbidden', async () => {
    for (const token of [addApiKey(demo.server), addApiKey(demo.server, { account_sid: sales })]) {
      const res = await call(demo.server, 'GET', '/Users/me', { token });
      expect([res.status, res.text]).toEqual([403, 'Forbidden']);
    }
  });
});

describe('GET /Users', () => {
  it('lists every user for an admin, in the observed shapes', async () => {
    const res = await call(demo.server, 'GET', '/Users', { token: demo.tokens.admin });
    expect(res.status).toBe(200);
    const list = res.json as Record<string, unknown>[];
    expect(names(list)).toEqual(ALL_USERS);
    const byName = (name: string) => list.find((u) => u.name === name);
    expect(byName('admin')).toEqual({
      user_sid: userSid('admin'),
      name: 'admin',
      email: 'admin@example.com',
      scope: 'admin',
      force_change: 1,
      is_active: 1,
    });
    expect(byName('sp-admin')).toEqual({
      user_sid: userSid('sp-admin'),
      name: 'sp-admin',
      email: 'sp-admin@example.com',
      scope: 'service_provider',
      force_change: 0,
      is_active: 1,
      service_provider_sid: acme,
      service_provider_name: 'Acme Voice',
    });
    expect(Object.keys(byName('acct-admin')!)).toEqual([
      'user_sid',
      'name',
      'email',
      'scope',
      'force_change',
      'is_active',
      'account_sid',
      'account_name',
      'service_provider_sid',
      'service_provider_name',
    ]);
  });

  it("lists in a real server's order: by sid (its queries have no ORDER BY), not by name", async () => {
    const bySid = storeOppositelySortedRows(demo.server, 'users', {
      sid: 'user_sid',
      name: 'name',
      names: ['aardvark', 'zephyr'],
      shared: (name) => ({ email: `${name}@example.com`, service_provider_sid: acme }),
    });
    for (const who of ['admin', 'sp-admin']) {
      const list = (await call(demo.server, 'GET', '/Users', { token: demo.tokens[who] })).json as {
        name: string;
      }[];
      const sids = sidsOf(list, 'user_sid');
      expect(sids, who).toEqual([...sids].sort());
      expect([list[0]!.name, list.at(-1)!.name], who).toEqual(bySid);
    }
  });

  it('scopes the list to the caller', async () => {
    const list = async (token: string) =>
      names((await call(demo.server, 'GET', '/Users', { token })).json);
    expect(await list(demo.tokens.viewer!)).toEqual(ALL_USERS);
    expect(await list(demo.tokens['sp-admin']!)).toEqual([
      'acct-admin',
      'acme-contractor',
      'acme-noc',
      'northwind-ops',
      'sales-agent',
      'sales-intern',
      'sp-admin',
      'sp-viewer',
      'support-lead',
    ]);
    expect(await list(demo.tokens['acct-admin']!)).toEqual([
      'acct-admin',
      'sales-agent',
      'sales-intern',
    ]);
    const harbor = sidOf(demo.server, 'service_providers', 'Blue Harbor Telecom');
    expect(await list(addApiKey(demo.server, { service_provider_sid: harbor }))).toEqual([
      'harbor-admin',
      'harbor-ops',
    ]);
  });
});

describe('GET /Users/{sid}', () => {
  it('shows the observed detail shape without the password hash', async () => {
    const res = await call(demo.server, 'GET', `/Users/${userSid('sp-admin')}`, {
      token: demo.tokens.admin,
    });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      user_sid: userSid('sp-admin'),
      name: 'sp-admin',
      email: 'sp-admin@example.com',
      pending_email: null,
      phone: null,
      account_sid: null,
      service_provider_sid: acme,
      force_change: 0,
      provider: 'local',
      provider_userid: null,
      scope: 'read-write',
      phone_activation_code: null,
      email_activation_code: null,
      email_validated: 1,
      phone_validated: 0,
      email_content_opt_out: 0,
      is_active: 1,
      is_view_only: false,
    });
    expect(res.text).not.toContain('hashed_password');
  });

  it('applies scope: self, own provider, own account', async () => {
    const get = async (who: string, target: string) =>
      (await call(demo.server, 'GET', `/Users/${userSid(target)}`, { token: demo.tokens[who] }))
        .status;
    expect(await get('acct-admin', 'acct-admin')).toBe(200);
    expect(await get('acct-admin', 'sp-admin')).toBe(403);
    expect(await get('acct-admin', 'admin')).toBe(403);
    expect(await get('sp-admin', 'acct-admin')).toBe(200);
    expect(await get('sp-admin', 'admin')).toBe(403);
    expect(await get('viewer', 'admin')).toBe(200);
    const denied = await call(demo.server, 'GET', `/Users/${userSid('admin')}`, {
      token: demo.tokens['sp-admin'],
    });
    expect(denied.json).toEqual({ msg: 'insufficient permissions' });
  });

  it('answers 404 empty for an unknown sid and 400 for a malformed one', async () => {
    const unknown = await call(demo.server, 'GET', `/Users/${UNKNOWN_SID}`, {
      token: demo.tokens.admin,
    });
    expect([unknown.status, unknown.text]).toEqual([404, '']);
    const bad = await call(demo.server, 'GET', '/Users/not-a-uuid', { token: demo.tokens.admin });
    expect([bad.status, bad.json]).toEqual([400, { msg: 'Bad request' }]);
  });
});

describe('PUT /Users/{sid} (password change)', () => {
  const put = (who: string, target: string, body: unknown) =>
    call(demo.server, 'PUT', `/Users/${userSid(target)}`, { token: demo.tokens[who], body });

  it('changes the password, clears force_change and the new password signs in', async () => {
    const res = await put('admin', 'admin', { old_password: 'admin', new_password: 'Adm1n-pass!' });
    expect([res.status, res.text]).toEqual([204, '']);
    const again = await login(demo.server, 'admin', 'Adm1n-pass!');
    expect(again.force_change).toBe(false);
    expect(again.permissions).toEqual(['PROVISION_SERVICES', 'PROVISION_USERS']);
    const old = await call(demo.server, 'POST', '/login', {
      body: { username: 'admin', password: 'admin' },
    });
    expect(old.status).toBe(403);
    // The session that made the change still works.
    expect((await call(demo.server, 'GET', '/Users/me', { token: demo.tokens.admin })).status).toBe(
      200,
    );
  });

  it('answers 403 Forbidden for a wrong old password', async () => {
    const res = await put('admin', 'admin', { old_password: 'wrong', new_password: 'Adm1n-pass!' });
    expect([res.status, res.text]).toEqual([403, 'Forbidden']);
  });

  it.each([
    ['short', 'password must be at least 8 characters long'],
    ['NoDigits-here', 'password must contain at least one digit'],
    ['NoSpecial123', 'password must contain at least one special character'],
  ])('checks %s against the policy', async (newPassword, msg) => {
    const res = await put('admin', 'admin', { old_password: 'admin', new_password: newPassword });
    expect([res.status, res.json]).toEqual([400, { msg }]);
  });

  it('needs both passwords', async () => {
    const res = await put('admin', 'admin', { old_password: 'admin' });
    expect([res.status, res.json]).toEqual([
      400,
      { msg: 'new_password and old_password both required' },
    ]);
    const none = await put('admin', 'admin', {});
    expect([none.status, none.json]).toEqual([400, { msg: 'no updates requested' }]);
  });

  it("refuses to change someone else's password", async () => {
    const res = await put('admin', 'sp-admin', {
      old_password: 'Demo-pass-1',
      new_password: 'New-pass-12',
    });
    expect(res.status).toBe(403);
    const other = await put('sp-admin', 'admin', {
      old_password: 'admin',
      new_password: 'New-pass-12',
    });
    expect([other.status, other.json]).toEqual([403, { msg: 'insufficient permissions' }]);
  });

  it('lets a view-only user change its own password', async () => {
    const res = await put('viewer', 'viewer', {
      old_password: 'Demo-pass-1',
      new_password: 'View-pass-2',
    });
    expect(res.status).toBe(204);
    expect((await login(demo.server, 'viewer', 'View-pass-2')).scope).toBe('admin');
  });

  it('refuses API keys with plain Forbidden', async () => {
    const res = await call(demo.server, 'PUT', `/Users/${userSid('admin')}`, {
      token: addApiKey(demo.server),
      body: { old_password: 'admin', new_password: 'Adm1n-pass!' },
    });
    expect([res.status, res.text]).toEqual([403, 'Forbidden']);
  });

  it('answers 404 for an unknown user and 400 for an unknown field', async () => {
    const unknown = await call(demo.server, 'PUT', `/Users/${UNKNOWN_SID}`, {
      token: demo.tokens.admin,
      body: { old_password: 'a', new_password: 'b' },
    });
    expect([unknown.status, unknown.text]).toEqual([404, '']);
    const field = await put('admin', 'admin', { nickname: 'x' });
    expect([field.status, field.json]).toEqual([400, { msg: 'unknown field: nickname' }]);
  });
});
