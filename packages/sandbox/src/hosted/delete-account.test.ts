import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../db/seed.ts';
import { oauthFields } from '../oauth/test-support.ts';
import { addApiKey, call, demoSandbox, login, sidOf, tokenOf } from '../test-support.ts';
import { ADA_CUSTOMER_ID, ADA_SUBSCRIPTION_ID, VOICE_CLOUD_SID } from './demo-ids.ts';

const demo = demoSandbox({ signIn: false });

const del = (sid: string, token: string, body?: unknown) =>
  call(demo.server, 'DELETE', `/Accounts/${sid}`, { token, body });

const count = (sql: string, ...params: unknown[]) =>
  demo.server.sandbox.db
    .prepare(sql)
    .pluck()
    .get(...params) as number;

describe('DELETE /Accounts/{sid} of a hosted account', () => {
  it('needs the password of its own local user, then deletes everything it holds', async () => {
    const grace = sidOf(demo.server, 'accounts', 'grace@hopper.example');
    const token = (await login(demo.server, 'grace@hopper.example', DEMO_PASSWORD)).token;
    addApiKey(demo.server, { account_sid: grace });
    const db = demo.server.sandbox.db;
    db.prepare(
      `INSERT INTO applications (application_sid, name, account_sid, created_at)
       VALUES ('a0000000-0000-4000-8000-000000000001', 'app', ?, '2026-01-01T00:00:00.000Z')`,
    ).run(grace);

    const missing = await del(grace, token);
    expect([missing.status, missing.json]).toEqual([
      400,
      { msg: 'password is required to delete your account' },
    ]);
    const wrong = await del(grace, token, { password: 'Wrong-pass-1' });
    expect([wrong.status, wrong.json]).toEqual([403, { msg: 'incorrect password' }]);
    expect(count('SELECT COUNT(*) FROM accounts WHERE account_sid = ?', grace)).toBe(1);

    const ok = await del(grace, token, { password: DEMO_PASSWORD });
    expect([ok.status, ok.text]).toEqual([204, '']);
    for (const table of [
      'accounts',
      'users',
      'applications',
      'api_keys',
      'account_subscriptions',
    ]) {
      expect(count(`SELECT COUNT(*) FROM ${table} WHERE account_sid = ?`, grace), table).toBe(0);
    }
    const signIn = await call(demo.server, 'POST', '/login', {
      body: { username: 'grace@hopper.example', password: DEMO_PASSWORD },
    });
    expect(signIn.status).toBe(403);
  });

  it('lets an OAuth user delete its account without a password, with its payment records', async () => {
    const ada = sidOf(demo.server, 'accounts', 'ada@lovelace.example');
    const db = demo.server.sandbox.db;
    db.prepare(
      `INSERT INTO pay_customers (id, account_sid, email, name, created) VALUES (?, ?, 'a', 'a', 0)`,
    ).run(ADA_CUSTOMER_ID, ada);
    db.prepare(
      `INSERT INTO pay_subscriptions (id, customer, account_sid, status, items, current_period_start, current_period_end, created)
       VALUES (?, ?, ?, 'active', '[]', 0, 0, 0)`,
    ).run(ADA_SUBSCRIPTION_ID, ADA_CUSTOMER_ID, ada);
    const signIn = await call(demo.server, 'POST', '/signin', {
      body: {
        service_provider_sid: VOICE_CLOUD_SID,
        ...(await oauthFields(demo.server, 'github', 'ada-lovelace')),
      },
    });
    const res = await del(ada, (signIn.json as { jwt: string }).jwt);
    expect([res.status, res.text]).toEqual([204, '']);
    expect(count('SELECT COUNT(*) FROM pay_customers WHERE account_sid = ?', ada)).toBe(0);
    expect(count('SELECT COUNT(*) FROM pay_subscriptions WHERE account_sid = ?', ada)).toBe(0);
    expect(count('SELECT COUNT(*) FROM users WHERE account_sid = ?', ada)).toBe(0);
  });

  it('lets an admin delete a hosted account without a password; others are refused', async () => {
    const alan = sidOf(demo.server, 'accounts', 'alan@turing.example');
    const hedy = (await login(demo.server, 'hedy@lamarr.example', DEMO_PASSWORD)).token;
    expect((await del(alan, hedy, { password: DEMO_PASSWORD })).status).toBe(403);
    expect((await del(alan, await tokenOf(demo.server, 'sp-admin'))).status).toBe(403);
    expect((await del(alan, await tokenOf(demo.server, 'admin'))).status).toBe(204);
  });

  it('keeps refusing to delete a non-hosted account that still holds things', async () => {
    const sales = sidOf(demo.server, 'accounts', 'Acme Sales');
    const res = await del(sales, await tokenOf(demo.server, 'admin'));
    expect(res.status).toBe(422);
  });
});

describe('POST /change-password of hosted users', () => {
  it("changes a local hosted user's password and refuses an OAuth user", async () => {
    const grace = (await login(demo.server, 'grace@hopper.example', DEMO_PASSWORD)).token;
    const ok = await call(demo.server, 'POST', '/change-password', {
      token: grace,
      body: { old_password: DEMO_PASSWORD, new_password: 'Cobol-rocks-1959' },
    });
    expect([ok.status, ok.text]).toEqual([204, '']);
    await login(demo.server, 'grace@hopper.example', 'Cobol-rocks-1959');

    const signIn = await call(demo.server, 'POST', '/signin', {
      body: {
        service_provider_sid: VOICE_CLOUD_SID,
        ...(await oauthFields(demo.server, 'google', 'margaret-hamilton')),
      },
    });
    const oauth = await call(demo.server, 'POST', '/change-password', {
      token: (signIn.json as { jwt: string }).jwt,
      body: { old_password: 'x', new_password: 'Apollo-guidance-11' },
    });
    expect([oauth.status, oauth.json]).toEqual([
      400,
      { msg: 'can not change password when using oauth2' },
    ]);
  });
});
