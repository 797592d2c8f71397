import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/seed.ts';
import {
  addApiKey,
  call,
  demoSandbox,
  demoSids,
  login,
  NO_SIDS,
  sidOf,
  UNKNOWN_SID,
} from '../../test-support.ts';

const demo = demoSandbox();
let { acme, harbor, sales, support, harborMain } = NO_SIDS;
beforeEach(() => ({ acme, harbor, sales, support, harborMain } = demoSids(demo.server)));

const userSid = (name: string) => sidOf(demo.server, 'users', name);
const as = (who: string) => demo.tokens[who] ?? who;
const post = (who: string, body: unknown) =>
  call(demo.server, 'POST', '/Users', { token: as(who), body });
const put = (who: string, target: string, body: unknown) =>
  call(demo.server, 'PUT', `/Users/${userSid(target)}`, { token: as(who), body });
const del = (who: string, target: string) =>
  call(demo.server, 'DELETE', `/Users/${userSid(target)}`, { token: as(who) });
const newUser = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  email: `${name}@example.org`,
  initial_password: 'Fresh-pass-1',
  ...extra,
});

describe('POST /Users', () => {
  it('creates users of each scope and answers 201 {user_sid}; the new user signs in', async () => {
    const admin = await post('admin', newUser('new-admin', { force_change: false }));
    expect(admin.status).toBe(201);
    expect(Object.keys(admin.json as object)).toEqual(['user_sid']);
    const sp = await post('admin', newUser('new-sp', { service_provider_sid: harbor }));
    const acct = await post('admin', newUser('new-acct', { account_sid: sales, is_view_only: 1 }));
    expect([sp.status, acct.status]).toEqual([201, 201]);

    const detail = await call(demo.server, 'GET', `/Users/${userSid('new-acct')}`, {
      token: demo.tokens.admin,
    });
    expect(detail.json).toMatchObject({
      name: 'new-acct',
      email: 'new-acct@example.org',
      account_sid: sales,
      service_provider_sid: acme,
      force_change: 1,
      is_active: 1,
      is_view_only: true,
      provider: 'local',
    });
    const signedIn = await login(demo.server, 'new-sp', 'Fresh-pass-1');
    expect([signedIn.scope, signedIn.service_provider_sid]).toEqual(['service_provider', harbor]);
    expect((await login(demo.server, 'new-admin', 'Fresh-pass-1')).force_change).toBe(false);
  });

  it('lets a provider user create users of its provider and its accounts only', async () => {
    expect((await post('sp-admin', newUser('a', { service_provider_sid: acme }))).status).toBe(201);
    expect((await post('sp-admin', newUser('b', { account_sid: support }))).status).toBe(201);
    const cases: [unknown, string][] = [
      [newUser('c'), 'only admin users can manage admin users'],
      [
        newUser('d', { service_provider_sid: harbor }),
        'a service provider user can only manage users of its own service provider',
      ],
      [
        newUser('e', { account_sid: harborMain }),
        'a service provider user can only manage users of its own service provider',
      ],
    ];
    for (const [body, msg] of cases) {
      const res = await post('sp-admin', body);
      expect([res.status, res.json]).toEqual([403, { msg }]);
    }
  });

  it('lets an account user create users of its own account only', async () => {
    expect((await post('acct-admin', newUser('a', { account_sid: sales }))).status).toBe(201);
    for (const body of [
      newUser('b', { account_sid: support }),
      newUser('c', { service_provider_sid: acme }),
    ]) {
      const res = await post('acct-admin', body);
      expect([res.status, res.json]).toEqual([
        403,
        { msg: 'an account user can only manage users of its own account' },
      ]);
    }
    const admin = await post('acct-admin', newUser('d'));
    expect(admin.json).toEqual({ msg: 'only admin users can manage admin users' });
  });

  it('follows the scope of API keys and refuses view-only users', async () => {
    const spKey = addApiKey(demo.server, { service_provider_sid: acme });
    expect((await post(spKey, newUser('k1', { account_sid: sales }))).status).toBe(201);
    expect((await post(spKey, newUser('k2'))).status).toBe(403);
    expect((await post(addApiKey(demo.server), newUser('k3'))).status).toBe(201);
    const viewer = await post('viewer', newUser('v'));
    expect([viewer.status, viewer.json]).toEqual([403, { msg: 'User has view-only access' }]);
    const spViewer = (await login(demo.server, 'sp-viewer', DEMO_PASSWORD)).token;
    const res = await post(spViewer, newUser('v2', { service_provider_sid: acme }));
    expect([res.status, res.json]).toEqual([403, { msg: 'User has view-only access' }]);
  });

  it('refuses a taken name or e-mail with the observed 422', async () => {
    for (const body of [
      newUser('sp-admin'),
      { ...newUser('someone'), email: 'viewer@example.com' },
    ]) {
      const res = await post('admin', body);
      expect([res.status, res.json]).toEqual([422, { msg: 'invalid username or email' }]);
    }
  });

  it('refuses a name or e-mail differing only in case (MySQL compares them without case)', async () => {
    for (const body of [
      newUser('SP-Admin'),
      { ...newUser('someone-else'), email: 'Viewer@Example.COM' },
    ]) {
      const res = await post('admin', body);
      expect([res.status, res.json]).toEqual([422, { msg: 'invalid username or email' }]);
    }
    expect((await login(demo.server, 'sp-admin', DEMO_PASSWORD)).scope).toBe('service_provider');
  });

  it('checks the password policy, references and required fields', async () => {
    const cases: [unknown, number, string][] = [
      [
        newUser('p', { initial_password: 'short' }),
        400,
        'password must be at least 8 characters long',
      ],
      [
        newUser('p', { initial_password: 'NoDigits-x' }),
        400,
        'password must contain at least one digit',
      ],
      [{ name: 'p', email: 'p@example.org' }, 400, 'initial_password is required'],
      [{ email: 'p@example.org', initial_password: 'Fresh-pass-1' }, 400, 'name is required'],
      [{ name: 'p', initial_password: 'Fresh-pass-1' }, 400, 'email is required'],
      [newUser('p', { email: 'not-an-address' }), 400, 'email is not a valid e-mail address'],
      [newUser('p', { account_sid: UNKNOWN_SID }), 400, 'unknown account_sid'],
      [newUser('p', { service_provider_sid: UNKNOWN_SID }), 400, 'unknown service_provider_sid'],
      [
        newUser('p', { account_sid: sales, service_provider_sid: harbor }),
        400,
        'account_sid is not an account of service_provider_sid',
      ],
      [newUser('p', { scope: 'admin' }), 400, 'unknown field: scope'],
      [newUser('p', { is_active: 'yes' }), 400, 'is_active must be true or false'],
    ];
    for (const [body, status, msg] of cases) {
      const res = await post('admin', body);
      expect([res.status, res.json], msg).toEqual([status, { msg }]);
    }
  });
});

describe('PUT /Users/{sid} (the user edit)', () => {
  it('changes name, e-mail and flags, and sets a new password with initial_password', async () => {
    const res = await put('admin', 'sales-agent', {
      name: 'sales-lead',
      email: 'lead@example.org',
      is_view_only: true,
      force_change: true,
      initial_password: 'Reset-pass-9',
    });
    expect([res.status, res.text]).toEqual([204, '']);
    const detail = await call(demo.server, 'GET', `/Users/${userSid('sales-lead')}`, {
      token: demo.tokens.admin,
    });
    expect(detail.json).toMatchObject({
      email: 'lead@example.org',
      is_view_only: true,
      force_change: 1,
    });
    const signedIn = await login(demo.server, 'sales-lead', 'Reset-pass-9');
    expect(signedIn.permissions).toEqual(['VIEW_ONLY']);
  });

  it('leaves the password alone when initial_password is null', async () => {
    const kept = await put('admin', 'sales-agent', { initial_password: null, is_view_only: false });
    expect(kept.status).toBe(204);
    expect((await login(demo.server, 'sales-agent', DEMO_PASSWORD)).scope).toBe('account');
    const weak = await put('admin', 'sales-agent', { initial_password: 'weak' });
    expect([weak.status, weak.json]).toEqual([
      400,
      { msg: 'password must be at least 8 characters long' },
    ]);
  });

  it('moves a user down within its provider, never up (the real server rules)', async () => {
    const down = await put('sp-admin', 'acme-noc', { name: 'acme-noc', account_sid: support });
    expect(down.status).toBe(204);
    expect((await login(demo.server, 'acme-noc', DEMO_PASSWORD)).account_sid).toBe(support);

    const promoted = { msg: 'Invalid request: user may not be promoted' };
    for (const body of [{ account_sid: null }, { name: 'x', service_provider_sid: null }]) {
      const res = await put('admin', 'sales-agent', body);
      expect([res.status, res.json]).toEqual([400, promoted]);
    }
    const up = await put('sp-admin', 'acme-noc', { account_sid: null, service_provider_sid: null });
    expect([up.status, up.json]).toEqual([400, promoted]);
    const away = await put('acct-admin', 'acct-admin', {
      name: 'acct-admin',
      account_sid: support,
    });
    expect([away.status, away.json]).toEqual([
      400,
      { msg: 'Invalid request: user may not be promoted or moved to another account' },
    ]);
    const harbor = await put('admin', 'sales-agent', { name: 'x', account_sid: harborMain });
    expect([harbor.status, harbor.json]).toEqual([
      400,
      { msg: 'Invalid request: user may not be moved to another service provider' },
    ]);
  });

  it('refuses users out of reach, view-only callers, clashes and a changed user_sid', async () => {
    const out = await put('sp-admin', 'harbor-admin', { name: 'x' });
    expect([out.status, out.json]).toEqual([403, { msg: 'insufficient permissions' }]);
    const viewer = await put('viewer', 'sales-agent', { name: 'x' });
    expect([viewer.status, viewer.json]).toEqual([403, { msg: 'User has view-only access' }]);
    const clash = await put('admin', 'sales-agent', { email: 'sp-admin@example.com' });
    expect([clash.status, clash.json]).toEqual([422, { msg: 'invalid username or email' }]);
    const sid = await put('admin', 'sales-agent', { user_sid: UNKNOWN_SID });
    expect([sid.status, sid.json]).toEqual([400, { msg: 'user_sid may not be changed' }]);
    const same = await put('admin', 'sales-agent', { user_sid: userSid('sales-agent') });
    expect([same.status, same.json]).toEqual([400, { msg: 'no updates requested' }]);
  });

  it('keeps one active admin with write access', async () => {
    for (const other of ['ops-lead']) expect((await del('admin', other)).status).toBe(204);
    const res = await put('admin', 'admin', { is_view_only: true });
    expect([res.status, res.json]).toEqual([
      422,
      { msg: 'the last admin user must stay an active admin with write access' },
    ]);
  });

  it('lets an edit and the own password change go together', async () => {
    const res = await put('acct-admin', 'acct-admin', {
      email: 'me@example.org',
      old_password: DEMO_PASSWORD,
      new_password: 'Newer-pass-2',
    });
    expect(res.status).toBe(204);
    expect((await login(demo.server, 'acct-admin', 'Newer-pass-2')).scope).toBe('account');
  });
});

describe('DELETE /Users/{sid}', () => {
  it('deletes a user in reach (204) and ends its sessions', async () => {
    const token = (await login(demo.server, 'sales-agent', DEMO_PASSWORD)).token;
    const res = await del('acct-admin', 'sales-agent');
    expect([res.status, res.text]).toEqual([204, '']);
    expect((await call(demo.server, 'GET', '/Users/me', { token })).status).toBe(401);
  });

  it('lets a user delete itself', async () => {
    expect((await del('acct-admin', 'acct-admin')).status).toBe(204);
    const again = await call(demo.server, 'GET', '/Users/me', { token: demo.tokens['acct-admin'] });
    expect(again.status).toBe(401);
  });

  it('refuses out of reach, view-only, the last admin; 404 and 400 for bad sids', async () => {
    expect((await del('acct-admin', 'support-lead')).json).toEqual({
      msg: 'insufficient permissions',
    });
    expect((await del('sp-admin', 'admin')).status).toBe(403);
    expect((await del('viewer', 'sales-agent')).json).toEqual({ msg: 'User has view-only access' });
    expect((await del('admin', 'ops-lead')).status).toBe(204);
    const last = await del('admin', 'admin');
    expect([last.status, last.json]).toEqual([422, { msg: 'cannot delete the last admin user' }]);
    const unknown = await call(demo.server, 'DELETE', `/Users/${UNKNOWN_SID}`, {
      token: demo.tokens.admin,
    });
    expect([unknown.status, unknown.text]).toEqual([404, '']);
    const bad = await call(demo.server, 'DELETE', '/Users/nope', { token: demo.tokens.admin });
    expect([bad.status, bad.json]).toEqual([400, { msg: 'Bad request' }]);
  });
});
