import { describe, expect, it } from 'vitest';
import { VOICE_CLOUD_SID } from '../../hosted/demo-ids.ts';
import { call, demoSandbox, login, sidOf, tokenOf } from '../../test-support.ts';
import { DEMO_PASSWORD } from '../../db/seed.ts';

const demo = demoSandbox({ signIn: false });

const tokenOfHosted = async (email: string) =>
  (await login(demo.server, email, DEMO_PASSWORD)).token;

/** A freshly registered local user: its session and the code it was mailed. */
async function registered(email = 'mary@jackson.example') {
  const res = await call(demo.server, 'POST', '/register', {
    body: {
      service_provider_sid: VOICE_CLOUD_SID,
      provider: 'local',
      email,
      password: 'Wind-tunnel-7',
      email_activation_code: 'AB12CD',
    },
  });
  expect(res.status, res.text).toBe(200);
  return res.json as { jwt: string; user_sid: string; account_sid: string };
}

const activeOf = (accountSid: string) =>
  demo.server.sandbox.db
    .prepare('SELECT is_active FROM accounts WHERE account_sid = ?')
    .pluck()
    .get(accountSid);

describe('PUT /ActivationCode/{code}', () => {
  it('validates the e-mail, clears the code and activates the account', async () => {
    const user = await registered();
    const put = (code: string, body: unknown) =>
      call(demo.server, 'PUT', `/ActivationCode/${code}`, { token: user.jwt, body });
    expect(activeOf(user.account_sid)).toBe(0);
    const wrong = await put('ZZZZZZ', { user_sid: user.user_sid, type: 'email' });
    expect([wrong.status, wrong.json]).toEqual([400, { msg: 'invalid user or activation code' }]);
    const ok = await put('AB12CD', { user_sid: user.user_sid, type: 'email' });
    expect([ok.status, ok.text]).toEqual([204, '']);
    expect(activeOf(user.account_sid)).toBe(1);
    const row = demo.server.sandbox.db
      .prepare('SELECT email_validated, email_activation_code FROM users WHERE user_sid = ?')
      .get(user.user_sid);
    expect(row).toEqual({ email_validated: 1, email_activation_code: null });
    const again = await put('AB12CD', { user_sid: user.user_sid, type: 'email' });
    expect([again.status, again.json]).toEqual([400, { msg: 'invalid user or activation code' }]);
  });

  it('refuses another user, a phone activation and bad bodies', async () => {
    const user = await registered();
    const put = (body: unknown, token = user.jwt) =>
      call(demo.server, 'PUT', '/ActivationCode/AB12CD', { token, body });
    const grace = sidOf(demo.server, 'users', 'grace@hopper.example');
    expect((await put({ user_sid: grace, type: 'email' })).json).toEqual({
      msg: 'insufficient permissions',
    });
    expect((await put({ user_sid: grace, type: 'email' })).status).toBe(403);
    const cases: [unknown, string][] = [
      [{ user_sid: user.user_sid, type: 'phone' }, 'invalid activation type: phone'],
      [{ type: 'email' }, 'user_sid is required'],
      [{ user_sid: 'x', type: 'email' }, 'user_sid must be a valid sid'],
      [{ user_sid: user.user_sid, type: 'email', x: 1 }, 'unknown field: x'],
    ];
    for (const [body, msg] of cases) {
      const res = await put(body);
      expect([res.status, res.json]).toEqual([400, { msg }]);
    }
    expect(activeOf(user.account_sid)).toBe(0);
  });
});

describe('GET /Availability', () => {
  it('tells whether a realm, an e-mail or a phone is taken, in any case', async () => {
    const token = await tokenOf(demo.server, 'acct-admin');
    const available = async (type: string, value: string) => {
      const res = await call(
        demo.server,
        'GET',
        `/Availability?type=${type}&value=${encodeURIComponent(value)}`,
        { token },
      );
      expect(res.status, res.text).toBe(200);
      return (res.json as { available: boolean }).available;
    };
    expect(await available('subdomain', 'GRACE.voice.example')).toBe(false);
    expect(await available('subdomain', 'sales.acme-voice.example')).toBe(false);
    expect(await available('subdomain', 'newco.voice.example')).toBe(true);
    expect(await available('email', 'Ada@Lovelace.example')).toBe(false);
    expect(await available('email', 'nobody@voice.example')).toBe(true);
    expect(await available('phone', '15085550100')).toBe(true);
    demo.server.sandbox.db
      .prepare("UPDATE users SET phone = '15085550100' WHERE name = 'grace@hopper.example'")
      .run();
    expect(await available('phone', '15085550100')).toBe(false);
    for (const [query, msg] of [
      ['type=domain&value=x', 'invalid type: domain'],
      ['type=email', 'value is required'],
      ['type=email&value=', 'value is required'],
    ]) {
      const res = await call(demo.server, 'GET', `/Availability?${query}`, { token });
      expect([res.status, res.json]).toEqual([400, { msg }]);
    }
    const anonymous = await call(demo.server, 'GET', '/Availability?type=email&value=x@y.example');
    expect(anonymous.status).toBe(401);
  });
});

describe('POST /Accounts/{sid}/SipRealms/{sip_realm}', () => {
  it("sets the account's realm, in lower case", async () => {
    const hedy = sidOf(demo.server, 'accounts', 'hedy@lamarr.example');
    const token = await tokenOfHosted('hedy@lamarr.example');
    const res = await call(demo.server, 'POST', `/Accounts/${hedy}/SipRealms/Hedy.voice.example`, {
      token,
    });
    expect([res.status, res.text]).toEqual([204, '']);
    const me = await call(demo.server, 'GET', '/Users/me', { token });
    expect((me.json as { account: { sip_realm: string } }).account.sip_realm).toBe(
      'hedy.voice.example',
    );
    // Setting it again to the same realm is fine.
    const again = await call(
      demo.server,
      'POST',
      `/Accounts/${hedy}/SipRealms/hedy.voice.example`,
      {
        token,
      },
    );
    expect(again.status).toBe(204);
  });

  it('refuses a bad, foreign or taken realm and accounts out of reach', async () => {
    const hedy = sidOf(demo.server, 'accounts', 'hedy@lamarr.example');
    const token = await tokenOfHosted('hedy@lamarr.example');
    const post = (sid: string, realm: string, who = token) =>
      call(demo.server, 'POST', `/Accounts/${sid}/SipRealms/${realm}`, { token: who });
    const cases: [string, number, string][] = [
      ['ab.voice.example', 400, 'invalid sip_realm: ab.voice.example'],
      ['-hedy.voice.example', 400, 'invalid sip_realm: -hedy.voice.example'],
      ['hedy', 400, 'invalid sip_realm: hedy'],
      ['hedy.acme-voice.example', 400, 'sip_realm must be a subdomain of voice.example'],
      ['a.hedy.voice.example', 400, 'invalid sip_realm: a.hedy.voice.example'],
      ['grace.voice.example', 422, "Duplicate entry 'grace.voice.example' for key 'sip_realm'"],
    ];
    for (const [realm, status, msg] of cases) {
      const res = await post(hedy, realm);
      expect([res.status, res.json], realm).toEqual([status, { msg }]);
    }
    const grace = sidOf(demo.server, 'accounts', 'grace@hopper.example');
    expect((await post(grace, 'other.voice.example')).status).toBe(403);
    // An account of a provider without a root domain takes any domain.
    const sales = sidOf(demo.server, 'accounts', 'Acme Sales');
    const admin = await tokenOf(demo.server, 'sp-admin');
    expect((await post(sales, 'sales2.acme-voice.example', admin)).status).toBe(204);
    const viewer = await tokenOf(demo.server, 'viewer');
    expect((await post(sales, 'sales3.acme-voice.example', viewer)).status).toBe(403);
  });
});
