import { SignJWT, decodeJwt } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LOCKOUT_MESSAGE } from '../../auth/lockout.ts';
import {
  addApiKey,
  call,
  login,
  sidOf,
  startSandbox,
  tokenOf,
  type TestServer,
} from '../../test-support.ts';

let server: TestServer;
beforeEach(async () => {
  server = await startSandbox();
});
afterEach(async () => {
  await server.close();
});

describe('POST /login', () => {
  it('signs the admin in with force_change and the observed permissions', async () => {
    const res = await call(server, 'POST', '/login', {
      body: { username: 'admin', password: 'admin' },
    });
    expect(res.status).toBe(200);
    const body = res.json as Record<string, unknown>;
    expect(Object.keys(body)).toEqual([
      'token',
      'user_sid',
      'scope',
      'force_change',
      'permissions',
    ]);
    expect(body).toMatchObject({
      user_sid: sidOf(server, 'users', 'admin'),
      scope: 'admin',
      force_change: true,
      permissions: ['VIEW_ONLY', 'PROVISION_SERVICES', 'PROVISION_USERS'],
    });
    const claims = decodeJwt(body.token as string);
    expect(claims).toMatchObject({
      scope: 'admin',
      is_view_only: false,
      user_sid: body.user_sid,
      name: 'admin',
    });
    expect(claims.exp! - claims.iat!).toBe(3600);
    expect(typeof claims.jti).toBe('string');
    expect(claims).not.toHaveProperty('service_provider_sid');
  });

  it('gives a service provider user its provider', async () => {
    const body = await login(server, 'sp-admin');
    const acme = sidOf(server, 'service_providers', 'Acme Voice');
    expect(body).toMatchObject({
      scope: 'service_provider',
      force_change: false,
      permissions: [],
      service_provider_sid: acme,
      service_provider_name: 'Acme Voice',
    });
    expect(body).not.toHaveProperty('account_sid');
    expect(decodeJwt(body.token)).toMatchObject({
      scope: 'service_provider',
      service_provider_sid: acme,
      service_provider_name: 'Acme Voice',
      name: 'sp-admin',
    });
  });

  it('gives an account user its account and provider', async () => {
    const body = await login(server, 'acct-admin');
    expect(body).toMatchObject({
      scope: 'account',
      permissions: [],
      service_provider_sid: sidOf(server, 'service_providers', 'Acme Voice'),
      account_sid: sidOf(server, 'accounts', 'Acme Sales'),
      account_name: 'Acme Sales',
    });
    expect(decodeJwt(body.token)).toMatchObject({ scope: 'account', account_name: 'Acme Sales' });
  });

  it('marks the view-only user', async () => {
    const body = await login(server, 'viewer');
    expect(body).toMatchObject({ scope: 'admin', force_change: false, permissions: ['VIEW_ONLY'] });
    expect(decodeJwt(body.token).is_view_only).toBe(true);
  });

  it('answers 403 Forbidden for a wrong password, an unknown or an inactive user', async () => {
    const wrong = await call(server, 'POST', '/login', {
      body: { username: 'admin', password: 'x' },
    });
    expect([wrong.status, wrong.text]).toEqual([403, 'Forbidden']);
    expect(wrong.headers.get('content-type')).toMatch(/^text\/plain/);
    const unknown = await call(server, 'POST', '/login', {
      body: { username: 'nobody', password: 'x' },
    });
    expect([unknown.status, unknown.text]).toEqual([403, 'Forbidden']);
    server.sandbox.db.prepare(`UPDATE users SET is_active = 0 WHERE name = 'sp-admin'`).run();
    const inactive = await call(server, 'POST', '/login', {
      body: { username: 'sp-admin', password: 'Demo-pass-1' },
    });
    expect([inactive.status, inactive.text]).toEqual([403, 'Forbidden']);
  });

  it.each([
    [{ username: 'admin' }],
    [{ password: 'admin' }],
    [{ username: '', password: 'admin' }],
    [{ username: 42, password: 'admin' }],
    [{ username: 'admin', password: ['admin'] }],
    [{ username: 'a'.repeat(300), password: 'admin' }],
    [[]],
  ])('answers 400 Bad Request for %j', async (body) => {
    const res = await call(server, 'POST', '/login', { body });
    expect([res.status, res.text]).toEqual([400, 'Bad Request']);
  });

  it('locks a username for 30 minutes after 6 failures, whatever the password', async () => {
    for (let i = 0; i < 6; i++) {
      const res = await call(server, 'POST', '/login', {
        body: { username: 'sp-admin', password: 'no' },
      });
      expect([res.status, res.text]).toEqual([403, 'Forbidden']);
    }
    const locked = await call(server, 'POST', '/login', {
      body: { username: 'sp-admin', password: 'Demo-pass-1' },
    });
    expect(locked.status).toBe(403);
    expect(locked.json).toEqual({ error: LOCKOUT_MESSAGE });
    expect(LOCKOUT_MESSAGE).toBe('Maximum login attempts reached. Please try again in 30 minutes.');
    // Other users are not affected.
    expect((await login(server, 'acct-admin')).scope).toBe('account');

    server.clock.advance(29 * 60 * 1000);
    const stillLocked = await call(server, 'POST', '/login', {
      body: { username: 'sp-admin', password: 'Demo-pass-1' },
    });
    expect(stillLocked.json).toEqual({ error: LOCKOUT_MESSAGE });
    server.clock.advance(60 * 1000 + 1);
    expect((await login(server, 'sp-admin')).scope).toBe('service_provider');
  });

  it('resets the failure count on success', async () => {
    for (let i = 0; i < 5; i++) {
      await call(server, 'POST', '/login', { body: { username: 'sp-admin', password: 'no' } });
    }
    await login(server, 'sp-admin');
    for (let i = 0; i < 5; i++) {
      await call(server, 'POST', '/login', { body: { username: 'sp-admin', password: 'no' } });
    }
    expect((await login(server, 'sp-admin')).scope).toBe('service_provider');
  });
});

describe('sessions', () => {
  it('answers 401 Unauthorized without a token, with garbage or a foreign signature', async () => {
    const real = await tokenOf(server, 'sp-admin');
    const foreign = await new SignJWT(decodeJwt(real))
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('not-the-secret-not-the-secret-xx'));
    const attempts: Record<string, string>[] = [
      {},
      { Authorization: 'Bearer garbage' },
      { Authorization: 'Bearer a.b.c' },
      { Authorization: `Bearer ${foreign}` },
      { Authorization: real },
      { Authorization: `Basic ${real}` },
    ];
    for (const headers of attempts) {
      const res = await call(server, 'GET', '/ServiceProviders', { headers });
      expect([res.status, res.text]).toEqual([401, 'Unauthorized']);
    }
    expect((await call(server, 'GET', '/ServiceProviders', { token: real })).status).toBe(200);
  });

  it('expires tokens after tokenTtlSeconds', async () => {
    const token = await tokenOf(server, 'sp-admin');
    server.clock.advance(3599 * 1000);
    expect((await call(server, 'GET', '/Users/me', { token })).status).toBe(200);
    server.clock.advance(2000);
    const res = await call(server, 'GET', '/Users/me', { token });
    expect([res.status, res.text]).toEqual([401, 'Unauthorized']);
  });

  it('honours a shorter lifetime given at creation', async () => {
    const short = await startSandbox({ tokenTtlSeconds: 60 });
    try {
      const { token } = await login(short, 'sp-admin');
      const claims = decodeJwt(token);
      expect(claims.exp! - claims.iat!).toBe(60);
      short.clock.advance(61 * 1000);
      expect((await call(short, 'GET', '/Users/me', { token })).status).toBe(401);
    } finally {
      await short.close();
    }
  });

  it('kills the token on logout and keeps other sessions', async () => {
    const first = await tokenOf(server, 'viewer');
    const second = await tokenOf(server, 'viewer');
    const out = await call(server, 'POST', '/logout', { token: first });
    expect([out.status, out.text]).toEqual([204, '']);
    expect((await call(server, 'GET', '/Users/me', { token: first })).status).toBe(401);
    expect((await call(server, 'POST', '/logout', { token: first })).status).toBe(401);
    expect((await call(server, 'GET', '/Users/me', { token: second })).status).toBe(200);
  });

  it('logs out with an empty JSON body too', async () => {
    const token = await tokenOf(server, 'admin');
    const res = await call(server, 'POST', '/logout', { token, rawBody: '' });
    expect(res.status).toBe(204);
  });

  it('refuses a deactivated user at once', async () => {
    const token = await tokenOf(server, 'sp-admin');
    server.sandbox.db.prepare(`UPDATE users SET is_active = 0 WHERE name = 'sp-admin'`).run();
    expect((await call(server, 'GET', '/Users/me', { token })).status).toBe(401);
  });

  it('keeps tokens valid across a restart of a file database', async () => {
    const { mkdtempSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const dir = mkdtempSync(join(tmpdir(), 'sandbox-'));
    const file = join(dir, 'nested', 'sandbox.db');
    try {
      const first = await startSandbox({ db: file });
      const token = await tokenOf(first, 'acct-admin');
      await first.close();
      const second = await startSandbox({ db: file });
      expect(second.sandbox.seeded).toBe(false);
      const me = await call(second, 'GET', '/Users/me', { token });
      expect(me.status).toBe(200);
      await second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('API keys', () => {
  it('derive admin, service provider and account scope from the sids set', async () => {
    const acme = sidOf(server, 'service_providers', 'Acme Voice');
    const sales = sidOf(server, 'accounts', 'Acme Sales');
    const admin = addApiKey(server);
    const sp = addApiKey(server, { service_provider_sid: acme });
    const account = addApiKey(server, { account_sid: sales });

    const names = async (token: string) =>
      ((await call(server, 'GET', '/ServiceProviders', { token })).json as { name: string }[])
        .map((s) => s.name)
        .sort();
    expect(await names(admin)).toEqual(['Acme Voice', 'Blue Harbor Telecom', 'Voice Cloud']);
    expect(await names(sp)).toEqual(['Acme Voice']);
    expect(await names(account)).toEqual(['Acme Voice']);
    const users = (await call(server, 'GET', '/Users', { token: account })).json as {
      name: string;
    }[];
    expect(users.map((u) => u.name).sort()).toEqual(['acct-admin', 'sales-agent', 'sales-intern']);
  });

  it('records last_used and refuses expired or unknown keys', async () => {
    const token = addApiKey(server);
    const lastUsed = () =>
      server.sandbox.db
        .prepare('SELECT last_used FROM api_keys WHERE token = ?')
        .pluck()
        .get(token);
    expect(lastUsed()).toBeNull();
    expect((await call(server, 'GET', '/PasswordSettings', { token })).status).toBe(200);
    expect(lastUsed()).toMatch(/^\d{4}-\d\d-\d\dT/);

    const expired = addApiKey(server, {
      expires_at: new Date(server.clock.now() - 1000).toISOString(),
    });
    const res = await call(server, 'GET', '/PasswordSettings', { token: expired });
    expect([res.status, res.text]).toEqual([401, 'Unauthorized']);
    const unknown = await call(server, 'GET', '/PasswordSettings', {
      token: '5d0f4d9e-0000-4000-8000-000000000000',
    });
    expect(unknown.status).toBe(401);
  });

  it('answers 204 to logout without ending anything', async () => {
    const token = addApiKey(server);
    expect((await call(server, 'POST', '/logout', { token })).status).toBe(204);
    expect((await call(server, 'GET', '/PasswordSettings', { token })).status).toBe(200);
  });
});
