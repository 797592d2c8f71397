import { request } from 'node:http';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { createSandbox } from '../../sandbox.ts';
import { call, demoSandbox, login, sidOf, startSandbox, tokenOf } from '../../test-support.ts';
import { RESET_LINK_TTL_MS, RESET_SUBJECT } from './password-reset.ts';

const demo = demoSandbox({ signIn: false });

interface OutboxMessage {
  id: number;
  to: string;
  subject: string;
  text: string;
  reset_id: string;
  created_at: string;
}

async function outbox(): Promise<OutboxMessage[]> {
  return (await call(demo.server, 'GET', '/_sandbox/outbox', { base: '' })).json as OutboxMessage[];
}

async function requestReset(email: string): Promise<string> {
  const res = await call(demo.server, 'POST', '/forgot-password', { body: { email } });
  expect(res.status).toBe(204);
  const last = (await outbox()).at(-1);
  if (!last) throw new Error('no mail sent');
  return last.reset_id;
}

describe('POST /forgot-password', () => {
  it('mails a reset link to a known address, built on the console URL', async () => {
    const res = await call(demo.server, 'POST', '/forgot-password', {
      body: { email: 'SP-Admin@Example.com' },
    });
    expect([res.status, res.text]).toEqual([204, '']);
    const [mail] = await outbox();
    expect(mail).toMatchObject({ to: 'sp-admin@example.com', subject: RESET_SUBJECT });
    expect(mail!.reset_id).toMatch(/^[0-9a-f-]{36}$/);
    // Without a configured console URL: the sandbox's own address.
    expect(mail!.text).toContain(`${demo.server.url}/reset-password/${mail!.reset_id}`);
  });

  it.each([
    ['Origin', { Origin: 'https://evil.example' }],
    ['X-Forwarded-Host', { 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'https' }],
  ])('does not let the %s header choose where the link points', async (_name, headers) => {
    const res = await call(demo.server, 'POST', '/forgot-password', {
      body: { email: 'viewer@example.com' },
      headers,
    });
    expect(res.status).toBe(204);
    const [mail] = await outbox();
    expect(mail!.text).not.toContain('evil.example');
    expect(mail!.text).toContain(`${demo.server.url}/reset-password/${mail!.reset_id}`);
  });

  it('does not let the Host header choose where the link points', async () => {
    const { port } = new URL(demo.server.url);
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const body = JSON.stringify({ email: 'viewer@example.com' });
      const req = request(
        {
          host: '127.0.0.1',
          port: Number(port),
          method: 'POST',
          path: '/api/v1/forgot-password',
          headers: { Host: 'evil.example', 'Content-Type': 'application/json' },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode));
        },
      );
      req.on('error', reject);
      req.end(body);
    });
    expect(status).toBe(204);
    const [mail] = await outbox();
    expect(mail!.text).not.toContain('evil.example');
    expect(mail!.text).toContain(`${demo.server.url}/reset-password/${mail!.reset_id}`);
  });

  it('answers 204 for an unknown address and sends nothing', async () => {
    const res = await call(demo.server, 'POST', '/forgot-password', {
      body: { email: 'nobody@example.com' },
    });
    expect(res.status).toBe(204);
    expect(await outbox()).toEqual([]);
  });

  it.each([[{}], [{ email: '' }], [{ email: 'not-an-email' }], [{ email: 42 }], [null], ['x']])(
    'answers 400 for %j',
    async (body) => {
      const res = await call(demo.server, 'POST', '/forgot-password', { body });
      expect([res.status, res.json]).toEqual([400, { msg: 'a valid email is required' }]);
    },
  );
});

describe('a configured console URL', () => {
  it('builds the link on it, whatever the request says', async () => {
    const server = await startSandbox({ consoleUrl: 'https://console.example:8443/voice/' });
    try {
      const res = await call(server, 'POST', '/forgot-password', {
        body: { email: 'sp-admin@example.com' },
        headers: { Origin: 'https://evil.example', 'X-Forwarded-Host': 'evil.example' },
      });
      expect(res.status).toBe(204);
      const mails = (await call(server, 'GET', '/_sandbox/outbox', { base: '' }))
        .json as OutboxMessage[];
      expect(mails[0]!.text).toContain(
        `https://console.example:8443/voice/reset-password/${mails[0]!.reset_id}`,
      );
    } finally {
      await server.close();
    }
  });

  it.each(['ftp://console.example', 'not a url', 'https://u:p@console.example', 'http://x/?a=1'])(
    'refuses %s',
    (consoleUrl) => {
      expect(() => createSandbox({ consoleUrl })).toThrow(/console URL must/);
    },
  );
});

describe('password reset with the link', () => {
  it('signs in with the link, then changes the password with it; the link is single-use', async () => {
    const resetId = await requestReset('sp-admin@example.com');
    const signin = await call(demo.server, 'POST', '/signin', { body: { link: resetId } });
    expect(signin.status).toBe(200);
    const body = signin.json as {
      jwt: string;
      user_sid: string;
      account_sid: null;
      root_domain: null;
    };
    expect(body).toEqual({
      jwt: body.jwt,
      user_sid: sidOf(demo.server, 'users', 'sp-admin'),
      account_sid: null,
      root_domain: null,
    });
    expect(decodeJwt(body.jwt)).toMatchObject({ scope: 'service_provider', name: 'sp-admin' });

    const weak = await call(demo.server, 'POST', '/change-password', {
      token: body.jwt,
      body: { old_password: resetId, new_password: 'weak' },
    });
    expect([weak.status, weak.json]).toEqual([
      400,
      { msg: 'password must be at least 8 characters long' },
    ]);

    const change = await call(demo.server, 'POST', '/change-password', {
      token: body.jwt,
      body: { old_password: resetId, new_password: 'Fresh-pass-9' },
    });
    expect([change.status, change.text]).toEqual([204, '']);
    expect((await login(demo.server, 'sp-admin', 'Fresh-pass-9')).scope).toBe('service_provider');

    const reuse = await call(demo.server, 'POST', '/change-password', {
      token: body.jwt,
      body: { old_password: resetId, new_password: 'Other-pass-9' },
    });
    expect([reuse.status, reuse.text]).toEqual([403, 'Forbidden']);
    const again = await call(demo.server, 'POST', '/signin', { body: { link: resetId } });
    expect([again.status, again.json]).toEqual([
      403,
      { msg: 'the reset link is invalid or has expired' },
    ]);
  });

  it('signs in once with a link', async () => {
    const resetId = await requestReset('sp-admin@example.com');
    const first = await call(demo.server, 'POST', '/signin', { body: { link: resetId } });
    expect(first.status).toBe(200);
    const second = await call(demo.server, 'POST', '/signin', { body: { link: resetId } });
    expect([second.status, second.json]).toEqual([
      403,
      { msg: 'the reset link is invalid or has expired' },
    ]);
  });

  it('lets one of two simultaneous sign-ins with the same link through', async () => {
    const resetId = await requestReset('sp-admin@example.com');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(demo.server, 'POST', '/signin', { body: { link: resetId } }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 403, 403, 403, 403]);
  });

  it('a newer request supersedes the older links of the user', async () => {
    const older = await requestReset('sp-admin@example.com');
    const newer = await requestReset('sp-admin@example.com');
    const other = await requestReset('acct-admin@example.com');
    const stale = await call(demo.server, 'POST', '/signin', { body: { link: older } });
    expect([stale.status, stale.json]).toEqual([
      403,
      { msg: 'the reset link is invalid or has expired' },
    ]);
    expect((await call(demo.server, 'POST', '/signin', { body: { link: newer } })).status).toBe(
      200,
    );
    expect((await call(demo.server, 'POST', '/signin', { body: { link: other } })).status).toBe(
      200,
    );
  });

  it('a superseded link no longer sets the password of a session it gave', async () => {
    const older = await requestReset('sp-admin@example.com');
    const signin = await call(demo.server, 'POST', '/signin', { body: { link: older } });
    const { jwt } = signin.json as { jwt: string };
    await requestReset('sp-admin@example.com');
    const res = await call(demo.server, 'POST', '/change-password', {
      token: jwt,
      body: { old_password: older, new_password: 'Fresh-pass-9' },
    });
    expect([res.status, res.text]).toEqual([403, 'Forbidden']);
  });

  it('a link is still good just before the hour is up', async () => {
    const resetId = await requestReset('sp-admin@example.com');
    demo.server.clock.advance(RESET_LINK_TTL_MS - 1000);
    const res = await call(demo.server, 'POST', '/signin', { body: { link: resetId } });
    expect(res.status).toBe(200);
  });

  it('gives an account user its account sid', async () => {
    const resetId = await requestReset('acct-admin@example.com');
    const signin = await call(demo.server, 'POST', '/signin', { body: { link: resetId } });
    expect(signin.json).toMatchObject({
      account_sid: sidOf(demo.server, 'accounts', 'Acme Sales'),
    });
  });

  it('expires links after one hour', async () => {
    const resetId = await requestReset('sp-admin@example.com');
    demo.server.clock.advance(RESET_LINK_TTL_MS + 1);
    const res = await call(demo.server, 'POST', '/signin', { body: { link: resetId } });
    expect([res.status, res.json]).toEqual([
      403,
      { msg: 'the reset link is invalid or has expired' },
    ]);
  });

  it('refuses a link id of another user as old password', async () => {
    const resetId = await requestReset('sp-admin@example.com');
    const token = await tokenOf(demo.server, 'acct-admin');
    const res = await call(demo.server, 'POST', '/change-password', {
      token,
      body: { old_password: resetId, new_password: 'Fresh-pass-9' },
    });
    expect([res.status, res.text]).toEqual([403, 'Forbidden']);
  });

  it('answers 400 and 403 for bad /signin input', async () => {
    for (const body of [{}, null]) {
      const res = await call(demo.server, 'POST', '/signin', { body });
      expect([res.status, res.json]).toEqual([400, { msg: 'link or provider is required' }]);
    }
    for (const body of [{ link: '' }, { link: 5 }]) {
      const res = await call(demo.server, 'POST', '/signin', { body });
      expect([res.status, res.json]).toEqual([400, { msg: 'link is required' }]);
    }
    const unknown = await call(demo.server, 'POST', '/signin', { body: { link: 'no-such-link' } });
    expect(unknown.status).toBe(403);
  });
});

describe('POST /change-password', () => {
  it('takes the current password too, and needs a signed-in user', async () => {
    const token = await tokenOf(demo.server, 'acct-admin');
    const wrong = await call(demo.server, 'POST', '/change-password', {
      token,
      body: { old_password: 'nope', new_password: 'Fresh-pass-9' },
    });
    expect([wrong.status, wrong.text]).toEqual([403, 'Forbidden']);
    const ok = await call(demo.server, 'POST', '/change-password', {
      token,
      body: { old_password: 'Demo-pass-1', new_password: 'Fresh-pass-9' },
    });
    expect(ok.status).toBe(204);
    const anonymous = await call(demo.server, 'POST', '/change-password', {
      body: { old_password: 'a', new_password: 'b' },
    });
    expect([anonymous.status, anonymous.text]).toEqual([401, 'Unauthorized']);
    const missing = await call(demo.server, 'POST', '/change-password', {
      token,
      body: { new_password: 'x' },
    });
    expect([missing.status, missing.json]).toEqual([
      400,
      { msg: 'new_password and old_password both required' },
    ]);
  });

  it('lets the admin leave force_change behind', async () => {
    const token = await tokenOf(demo.server, 'admin');
    await call(demo.server, 'POST', '/change-password', {
      token,
      body: { old_password: 'admin', new_password: 'Adm1n-pass!' },
    });
    expect((await login(demo.server, 'admin', 'Adm1n-pass!')).force_change).toBe(false);
  });
});
