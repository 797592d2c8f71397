import { decodeJwt } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { call, login, sidOf, startSandbox, tokenOf, type TestServer } from '../test-support.ts';

let server: TestServer;
beforeEach(async () => {
  server = await startSandbox();
});
afterEach(async () => {
  await server.close();
});

const control = (method: string, path: string, body?: unknown) =>
  call(server, method, `/_sandbox${path}`, { base: '', body });

describe('POST /_sandbox/reset', () => {
  // How fast (under 100 ms) is `npm run bench`'s to judge, not a test's.
  it('rewrites the demo, recent calls included, as often as asked', async () => {
    for (let i = 0; i < 3; i++) expect((await control('POST', '/reset')).status).toBe(204);
    const calls = server.sandbox.db.prepare('SELECT COUNT(*) FROM recent_calls').pluck().get();
    expect(calls).toBe(400);
  });

  it('drops all data, reseeds the demo and ends sessions', async () => {
    const admin = await tokenOf(server, 'admin');
    await call(server, 'POST', '/ServiceProviders', { token: admin, body: { name: 'Extra' } });
    await call(server, 'PUT', `/Users/${sidOf(server, 'users', 'admin')}`, {
      token: admin,
      body: { old_password: 'admin', new_password: 'Adm1n-pass!' },
    });
    await call(server, 'POST', '/forgot-password', { body: { email: 'admin@example.com' } });

    const res = await control('POST', '/reset');
    expect([res.status, res.text]).toEqual([204, '']);

    expect((await call(server, 'GET', '/Users/me', { token: admin })).status).toBe(401);
    const fresh = await login(server, 'admin', 'admin');
    expect(fresh.force_change).toBe(true);
    const sps = (await call(server, 'GET', '/ServiceProviders', { token: fresh.token })).json;
    expect((sps as { name: string }[]).map((s) => s.name).sort()).toEqual([
      'Acme Voice',
      'Blue Harbor Telecom',
      'Voice Cloud',
    ]);
    expect((await control('GET', '/outbox')).json).toEqual([]);
  });

  it('also clears faults and restores the token lifetime', async () => {
    await control('POST', '/faults', { path: '^/Users/me$', status: 503, times: 5 });
    await control('PUT', '/settings', { token_ttl_seconds: 5 });
    await control('POST', '/reset');
    const { token } = await login(server, 'sp-admin');
    const claims = decodeJwt(token);
    expect(claims.exp! - claims.iat!).toBe(3600);
    expect((await call(server, 'GET', '/Users/me', { token })).status).toBe(200);
  });
});

describe('outbox', () => {
  it('lists messages oldest first and empties on DELETE', async () => {
    await call(server, 'POST', '/forgot-password', { body: { email: 'admin@example.com' } });
    await call(server, 'POST', '/forgot-password', { body: { email: 'viewer@example.com' } });
    const list = (await control('GET', '/outbox')).json as { to: string; created_at: string }[];
    expect(list.map((m) => m.to)).toEqual(['admin@example.com', 'viewer@example.com']);
    expect(Object.keys(list[0]!)).toEqual([
      'id',
      'to',
      'subject',
      'text',
      'reset_id',
      'activation_code',
      'created_at',
    ]);
    expect((await control('DELETE', '/outbox')).status).toBe(204);
    expect((await control('GET', '/outbox')).json).toEqual([]);
  });
});

describe('faults', () => {
  it('answers the next matching request with a JSON body, then behaves again', async () => {
    const token = await tokenOf(server, 'sp-admin');
    const added = await control('POST', '/faults', {
      path: '^/ServiceProviders$',
      status: 500,
      body: { msg: 'database is down' },
    });
    expect(added.status).toBe(201);
    expect((added.json as { id: string }).id).toMatch(/^[0-9a-f-]{36}$/);

    // Other paths are untouched; the fault applies under both bases.
    expect((await call(server, 'GET', '/Users/me', { token })).status).toBe(200);
    const faulty = await call(server, 'GET', '/ServiceProviders', { token, base: '/v1' });
    expect([faulty.status, faulty.json]).toEqual([500, { msg: 'database is down' }]);
    expect(faulty.headers.get('access-control-allow-origin')).toBe('*');
    expect((await call(server, 'GET', '/ServiceProviders', { token })).status).toBe(200);
  });

  it('waits the delay first, as a slow server', async () => {
    const token = await tokenOf(server, 'sp-admin');
    await control('POST', '/faults', { path: '^/ServiceProviders$', status: 503, delay: 400 });
    const started = performance.now();
    const slow = await call(server, 'GET', '/ServiceProviders', { token });
    expect(slow.status).toBe(503);
    expect(performance.now() - started).toBeGreaterThanOrEqual(380);
    const refused = await control('POST', '/faults', { path: '^/x$', delay: -1 });
    expect([refused.status, refused.json]).toEqual([
      400,
      { msg: 'delay must be an integer of milliseconds between 0 and 120000' },
    ]);
  });

  it("in 'pass' mode answers as the server would, after the delay", async () => {
    const token = await tokenOf(server, 'sp-admin');
    await control('POST', '/faults', { path: '^/ServiceProviders$', mode: 'pass', delay: 300 });
    const started = performance.now();
    const slow = await call(server, 'GET', '/ServiceProviders', { token });
    expect(slow.status).toBe(200);
    expect(Array.isArray(slow.json) && slow.json.length).toBeGreaterThan(0);
    expect(performance.now() - started).toBeGreaterThanOrEqual(280);
  });

  it('sends a string as text, honours contentType, method and times', async () => {
    await control('POST', '/faults', {
      path: '^/Users',
      method: 'get',
      status: 429,
      body: 'Too Many',
      times: 2,
    });
    await control('POST', '/faults', {
      path: '^/PasswordSettings$',
      status: 480,
      body: '<h1>down</h1>',
      contentType: 'text/html',
    });
    const token = await tokenOf(server, 'admin');
    for (let i = 0; i < 2; i++) {
      const res = await call(server, 'GET', '/Users', { token });
      expect([res.status, res.text]).toEqual([429, 'Too Many']);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    }
    expect((await call(server, 'GET', '/Users', { token })).status).toBe(200);
    // A POST to a path with a GET-only fault is not affected.
    const html = await call(server, 'GET', '/PasswordSettings', { token });
    expect([html.status, html.text, html.headers.get('content-type')]).toEqual([
      480,
      '<h1>down</h1>',
      'text/html',
    ]);
    // Faults apply before authentication: a request without a token sees the fault too.
    await control('POST', '/faults', { path: '^/login$', status: 503 });
    const noBody = await call(server, 'POST', '/login', {
      body: { username: 'admin', password: 'admin' },
    });
    expect([noBody.status, noBody.text]).toEqual([503, '']);
  });

  it("drops the socket in 'drop' mode: a network failure for fetch", async () => {
    await control('POST', '/faults', { path: '^/login$', mode: 'drop' });
    await expect(
      fetch(`${server.url}/api/v1/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: 'admin' }),
      }),
    ).rejects.toThrow(TypeError);
    expect((await login(server, 'admin', 'admin')).scope).toBe('admin');
  });

  it('lists and clears faults', async () => {
    await control('POST', '/faults', { path: '^/Users$', times: 3 });
    const listed = (await control('GET', '/faults')).json as { path: string; remaining: number }[];
    expect(listed).toMatchObject([
      { path: '^/Users$', remaining: 3, status: 500, mode: 'respond' },
    ]);
    expect((await control('DELETE', '/faults')).status).toBe(204);
    expect((await control('GET', '/faults')).json).toEqual([]);
    const token = await tokenOf(server, 'admin');
    expect((await call(server, 'GET', '/Users', { token })).status).toBe(200);
  });

  it.each([
    [{}, 'path is required: a regular expression for the path after the API base'],
    [{ path: '(' }, 'path is not a valid regular expression'],
    [{ path: '^/x', status: 99 }, 'status must be an integer between 200 and 599'],
    [{ path: '^/x', times: 0 }, 'times must be an integer between 1 and 10000'],
    [{ path: '^/x', mode: 'explode' }, "mode must be 'respond', 'drop' or 'pass'"],
    [{ path: '^/x', method: 'BREW' }, 'method must be one of GET, POST, PUT, DELETE, PATCH'],
    [{ path: '^/x', extra: 1 }, 'unknown field: extra'],
  ])('refuses %j', async (body, msg) => {
    const res = await control('POST', '/faults', body);
    expect(res.status).toBe(400);
    expect((res.json as { msg: string }).msg).toContain(msg);
  });
});

describe('sessions and settings', () => {
  it('expire-sessions makes every existing token answer 401', async () => {
    const a = await tokenOf(server, 'admin');
    const b = await tokenOf(server, 'acct-admin');
    expect((await control('POST', '/expire-sessions')).status).toBe(204);
    for (const token of [a, b]) {
      const res = await call(server, 'GET', '/Users/me', { token });
      expect([res.status, res.text]).toEqual([401, 'Unauthorized']);
    }
    const fresh = await tokenOf(server, 'admin');
    expect((await call(server, 'GET', '/Users/me', { token: fresh })).status).toBe(200);
  });

  it('settings change the lifetime of tokens issued afterwards', async () => {
    const before = await tokenOf(server, 'admin');
    expect((await control('PUT', '/settings', { token_ttl_seconds: 30 })).status).toBe(204);
    const after = await tokenOf(server, 'admin');
    expect(decodeJwt(after).exp! - decodeJwt(after).iat!).toBe(30);
    server.clock.advance(31 * 1000);
    expect((await call(server, 'GET', '/Users/me', { token: after })).status).toBe(401);
    expect((await call(server, 'GET', '/Users/me', { token: before })).status).toBe(200);
    for (const body of [{}, { token_ttl_seconds: 0 }, { token_ttl_seconds: '30' }, { ttl: 3 }]) {
      expect((await control('PUT', '/settings', body)).status).toBe(400);
    }
  });
});

describe('without control', () => {
  it('does not serve the control routes', async () => {
    const plain = await startSandbox({ control: false });
    try {
      const res = await call(plain, 'POST', '/_sandbox/reset', { base: '' });
      expect(res.status).toBe(404);
      expect(res.text).toContain('<pre>Cannot POST /_sandbox/reset</pre>');
    } finally {
      await plain.close();
    }
  });
});
