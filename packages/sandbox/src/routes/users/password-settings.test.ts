import { describe, expect, it } from 'vitest';
import { addApiKey, call, demoSandbox, sidOf, startSandbox } from '../../test-support.ts';

const demo = demoSandbox();

describe('GET /PasswordSettings', () => {
  it('answers the demo policy with 0/1 flags to everyone signed in', async () => {
    const acctKey = addApiKey(demo.server, {
      account_sid: sidOf(demo.server, 'accounts', 'Harbor Main'),
    });
    for (const token of [...Object.values(demo.tokens), acctKey]) {
      const res = await call(demo.server, 'GET', '/PasswordSettings', { token });
      expect([res.status, res.json]).toEqual([
        200,
        { min_password_length: 8, require_digit: 1, require_special_character: 1 },
      ]);
    }
    expect((await call(demo.server, 'GET', '/PasswordSettings')).status).toBe(401);
  });

  it('answers the real defaults without demo data', async () => {
    const bare = await startSandbox({ seed: 'none' });
    try {
      const key = addApiKey(bare);
      const res = await call(bare, 'GET', '/PasswordSettings', { token: key });
      expect(res.json).toEqual({
        min_password_length: 8,
        require_digit: 0,
        require_special_character: 0,
      });
    } finally {
      await bare.close();
    }
  });
});

describe('POST /PasswordSettings', () => {
  it('lets an admin change the policy: 201 {}', async () => {
    const res = await call(demo.server, 'POST', '/PasswordSettings', {
      token: demo.tokens.admin,
      body: { min_password_length: 10, require_digit: true, require_special_character: false },
    });
    expect([res.status, res.json]).toEqual([201, {}]);
    const read = await call(demo.server, 'GET', '/PasswordSettings', {
      token: demo.tokens['acct-admin'],
    });
    expect(read.json).toEqual({
      min_password_length: 10,
      require_digit: 1,
      require_special_character: 0,
    });
    // A partial update keeps the other settings; 0/1 are accepted as booleans.
    await call(demo.server, 'POST', '/PasswordSettings', {
      token: demo.tokens.admin,
      body: { require_digit: 0 },
    });
    const partial = await call(demo.server, 'GET', '/PasswordSettings', {
      token: demo.tokens.admin,
    });
    expect(partial.json).toEqual({
      min_password_length: 10,
      require_digit: 0,
      require_special_character: 0,
    });
  });

  it('is the policy a password change is checked against', async () => {
    await call(demo.server, 'POST', '/PasswordSettings', {
      token: demo.tokens.admin,
      body: { min_password_length: 12, require_digit: false, require_special_character: false },
    });
    const spAdmin = `/Users/${sidOf(demo.server, 'users', 'sp-admin')}`;
    const short = await call(demo.server, 'PUT', spAdmin, {
      token: demo.tokens['sp-admin'],
      body: { old_password: 'Demo-pass-1', new_password: 'abcdefghijk' },
    });
    expect(short.json).toEqual({ msg: 'password must be at least 12 characters long' });
    const ok = await call(demo.server, 'PUT', spAdmin, {
      token: demo.tokens['sp-admin'],
      body: { old_password: 'Demo-pass-1', new_password: 'abcdefghijkl' },
    });
    expect(ok.status).toBe(204);
  });

  it('is admin only', async () => {
    for (const who of ['sp-admin', 'acct-admin']) {
      const res = await call(demo.server, 'POST', '/PasswordSettings', {
        token: demo.tokens[who],
        body: { min_password_length: 9 },
      });
      // A real server's express sendStatus(403): plain text.
      expect([res.status, res.text]).toEqual([403, 'Forbidden']);
    }
    const viewer = await call(demo.server, 'POST', '/PasswordSettings', {
      token: demo.tokens.viewer,
      body: { min_password_length: 9 },
    });
    expect([viewer.status, viewer.json]).toEqual([403, { msg: 'User has view-only access' }]);
  });

  it.each([
    [{ min_password_length: 5 }, 'min_password_length must be an integer between 6 and 128'],
    [{ min_password_length: 129 }, 'min_password_length must be an integer between 6 and 128'],
    [{ min_password_length: 8.5 }, 'min_password_length must be an integer between 6 and 128'],
    [{ min_password_length: '8' }, 'min_password_length must be an integer between 6 and 128'],
    [{ require_digit: 'yes' }, 'require_digit must be true or false'],
    [{ require_special_character: 2 }, 'require_special_character must be true or false'],
    [{ require_digit: null }, 'require_digit may not be null'],
    [{ max_password_length: 3 }, 'unknown field: max_password_length'],
    [{}, 'no updates requested'],
    [[1], 'request body must be a JSON object'],
  ])('refuses %j', async (body, msg) => {
    const res = await call(demo.server, 'POST', '/PasswordSettings', {
      token: demo.tokens.admin,
      body,
    });
    expect([res.status, res.json]).toEqual([400, { msg }]);
  });
});
