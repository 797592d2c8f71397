import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { VOICE_CLOUD_SID } from '../../hosted/demo-ids.ts';
import { dateOnly } from '../../hosted/plans.ts';
import { CODE_TTL_MS } from '../../oauth/codes.ts';
import { oauthFields } from '../../oauth/test-support.ts';
import { call, demoSandbox, sidOf, UNKNOWN_SID } from '../../test-support.ts';
import { ACTIVATION_SUBJECT } from './hosted-auth.ts';

const demo = demoSandbox({ signIn: false });
const DAY = 24 * 3600 * 1000;

const LOCAL = {
  service_provider_sid: VOICE_CLOUD_SID,
  provider: 'local',
  email: 'Katherine@Johnson.example',
  password: 'Orbit-calc-1',
  email_activation_code: 'K7Q2PZ',
  name: 'Katherine',
  inviteCode: '',
  locationBeforeAuth: '/register',
};

const post = (path: string, body: unknown, token?: string) =>
  call(demo.server, 'POST', path, { body, token });

async function outbox() {
  return (await call(demo.server, 'GET', '/_sandbox/outbox', { base: '' })).json as {
    to: string;
    subject: string;
    text: string;
    activation_code: string | null;
  }[];
}

function accountRow(sid: string) {
  return demo.server.sandbox.db.prepare('SELECT * FROM accounts WHERE account_sid = ?').get(sid) as
    Record<string, unknown> | undefined;
}

describe('POST /register (local)', () => {
  it('creates an inactive trial account named by the e-mail, its user, apps and a mail', async () => {
    const res = await post('/register', LOCAL);
    expect(res.status, res.text).toBe(200);
    const body = res.json as Record<string, unknown>;
    expect(body).toEqual({
      jwt: expect.any(String),
      user_sid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      account_sid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      root_domain: 'voice.example',
      name: LOCAL.email,
      email: LOCAL.email,
      provider: 'local',
      provider_userid: null,
      scope: 'read-write',
      pristine: true,
      is_active: false,
      email_validated: false,
      phone_validated: false,
      tutorial_completion: 0,
    });
    expect(decodeJwt(body.jwt as string)).toMatchObject({
      scope: 'account',
      account_sid: body.account_sid,
      service_provider_sid: VOICE_CLOUD_SID,
    });
    expect(accountRow(body.account_sid as string)).toMatchObject({
      name: LOCAL.email,
      service_provider_sid: VOICE_CLOUD_SID,
      plan_type: 'trial',
      is_active: 0,
      sip_realm: null,
      trial_end_date: dateOnly(demo.server.clock.now() + 21 * DAY),
    });
    const db = demo.server.sandbox.db;
    const apps = db
      .prepare('SELECT name FROM applications WHERE account_sid = ? ORDER BY name')
      .pluck()
      .all(body.account_sid);
    expect(apps).toEqual(['dial time clock', 'hello world']);
    const period = db
      .prepare(
        'SELECT stripe_subscription_id, effective_end_date FROM account_subscriptions WHERE account_sid = ?',
      )
      .all(body.account_sid);
    expect(period).toEqual([{ stripe_subscription_id: null, effective_end_date: null }]);
    const [mail] = await outbox();
    expect(mail).toMatchObject({
      to: LOCAL.email,
      subject: ACTIVATION_SUBJECT,
      activation_code: 'K7Q2PZ',
    });
    expect(mail!.text).toContain('K7Q2PZ');
    // The new user signs in with the e-mail as the username once registered.
    const login = await post('/login', { username: LOCAL.email, password: LOCAL.password });
    expect(login.status).toBe(200);
    const me = await call(demo.server, 'GET', '/Users/me', { token: body.jwt as string });
    expect(me.status).toBe(200);
  });

  it.each([
    [{ ...LOCAL, provider: undefined }, 400, 'missing provider'],
    [{ ...LOCAL, service_provider_sid: undefined }, 400, 'missing service_provider_sid'],
    [{ ...LOCAL, service_provider_sid: UNKNOWN_SID }, 422, 'invalid service_provider_sid'],
    [{ ...LOCAL, service_provider_sid: 'not-a-sid' }, 422, 'invalid service_provider_sid'],
    [{ ...LOCAL, provider: 'twitter' }, 422, 'invalid provider: twitter'],
    [{ ...LOCAL, email: '' }, 400, 'missing email or password'],
    [{ ...LOCAL, password: undefined }, 400, 'missing email or password'],
    [{ ...LOCAL, email: 'not-an-email' }, 400, 'invalid email'],
    [{ ...LOCAL, password: 'short1!' }, 400, 'password must be at least 8 characters long'],
    [{ ...LOCAL, email_activation_code: undefined }, 400, 'email activation code required'],
    [{ ...LOCAL, email: 'GRACE@hopper.example' }, 422, 'account already exists for this email'],
    [{ ...LOCAL, email: 'sp-admin@example.com' }, 422, 'account already exists for this email'],
    [{ ...LOCAL, extra: 1 }, 400, 'unknown field: extra'],
    [{ ...LOCAL, email: 5 }, 400, 'email must be a string'],
  ])('refuses %j', async (body, status, msg) => {
    const res = await post('/register', body);
    expect([res.status, res.json]).toEqual([status, { msg }]);
    expect(await outbox()).toEqual([]);
  });

  it('refuses a provider without a root domain', async () => {
    const acme = sidOf(demo.server, 'service_providers', 'Acme Voice');
    const res = await post('/register', { ...LOCAL, service_provider_sid: acme });
    expect([res.status, res.json]).toEqual([
      422,
      { msg: 'service provider "Acme Voice" does not take registrations: it has no root_domain' },
    ]);
  });
});

describe('POST /register (OAuth)', () => {
  it('registers a new GitHub identity: active and validated at once, no mail', async () => {
    const fields = await oauthFields(demo.server, 'github', 'new-octocat');
    const res = await post('/register', { service_provider_sid: VOICE_CLOUD_SID, ...fields });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({
      name: 'octocat@newcomer.example',
      email: 'octocat@newcomer.example',
      provider: 'github',
      provider_userid: 'new-octocat',
      pristine: true,
      is_active: true,
      email_validated: true,
      root_domain: 'voice.example',
    });
    const account = accountRow((res.json as { account_sid: string }).account_sid);
    expect(account).toMatchObject({ is_active: 1, plan_type: 'trial' });
    expect(await outbox()).toEqual([]);
  });

  it('signs an identity that has a user in instead (pristine false)', async () => {
    const fields = await oauthFields(demo.server, 'github', 'ada-lovelace');
    const res = await post('/register', { service_provider_sid: VOICE_CLOUD_SID, ...fields });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({
      user_sid: sidOf(demo.server, 'users', 'ada@lovelace.example'),
      pristine: false,
      is_active: true,
      provider: 'github',
    });
  });

  it('refuses a new identity from the sign-in page and one whose e-mail is taken', async () => {
    const fromSignIn = await post('/register', {
      service_provider_sid: VOICE_CLOUD_SID,
      ...(await oauthFields(demo.server, 'google', 'new-visitor')),
      locationBeforeAuth: '/sign-in',
    });
    expect([fromSignIn.status, fromSignIn.json]).toEqual([
      404,
      { msg: 'registering a new account not allowed from the sign-in page' },
    ]);
    const taken = await post('/register', {
      service_provider_sid: VOICE_CLOUD_SID,
      ...(await oauthFields(demo.server, 'github', 'grace-hopper')),
    });
    expect([taken.status, taken.json]).toEqual([
      400,
      { msg: 'user already exists with email grace@hopper.example' },
    ]);
  });

  it('needs every oauth2 field', async () => {
    const fields = await oauthFields(demo.server, 'github', 'new-octocat');
    for (const key of ['oauth2_code', 'oauth2_state', 'oauth2_client_id', 'oauth2_redirect_uri']) {
      const res = await post('/register', {
        service_provider_sid: VOICE_CLOUD_SID,
        ...fields,
        [key]: undefined,
      });
      expect([res.status, res.json]).toEqual([400, { msg: `missing ${key} for provider github` }]);
    }
  });

  it('takes a code once, within 10 minutes, for its client, redirect URI and provider', async () => {
    const register = (body: Record<string, string>) =>
      post('/register', { service_provider_sid: VOICE_CLOUD_SID, ...body });
    const invalid = { msg: 'code is expired or invalid' };

    const once = await oauthFields(demo.server, 'github', 'ada-lovelace');
    expect((await register(once)).status).toBe(200);
    expect([(await register(once)).status, (await register(once)).json]).toEqual([403, invalid]);

    const client = await oauthFields(demo.server, 'github', 'ada-lovelace');
    const wrongClient = await register({ ...client, oauth2_client_id: 'other' });
    expect([wrongClient.status, wrongClient.json]).toEqual([
      403,
      { msg: 'oauth2_client_id is not the client the code was issued to' },
    ]);
    // Any attempt uses the code up.
    expect((await register(client)).json).toEqual(invalid);

    const redirect = await oauthFields(demo.server, 'github', 'ada-lovelace');
    const wrongRedirect = await register({
      ...redirect,
      oauth2_redirect_uri: 'http://localhost:5173/elsewhere/oauth-callback/github',
    });
    expect([wrongRedirect.status, wrongRedirect.json]).toEqual([
      403,
      { msg: 'oauth2_redirect_uri is not the redirect_uri the code was issued for' },
    ]);

    const google = await oauthFields(demo.server, 'google', 'margaret-hamilton');
    expect((await register({ ...google, provider: 'github' })).json).toEqual(invalid);

    const late = await oauthFields(demo.server, 'github', 'ada-lovelace');
    demo.server.clock.advance(CODE_TTL_MS);
    expect((await register(late)).json).toEqual(invalid);
    expect((await register({ ...late, oauth2_code: 'f'.repeat(20) })).json).toEqual(invalid);
  });
});

describe('POST /signin (OAuth)', () => {
  it('signs in the user of an identity', async () => {
    const fields = await oauthFields(demo.server, 'google', 'margaret-hamilton');
    const res = await post('/signin', { service_provider_sid: VOICE_CLOUD_SID, ...fields });
    expect(res.status, res.text).toBe(200);
    const body = res.json as Record<string, unknown>;
    expect(body).toEqual({
      jwt: expect.any(String),
      user_sid: sidOf(demo.server, 'users', 'margaret@hamilton.example'),
      account_sid: sidOf(demo.server, 'accounts', 'margaret@hamilton.example'),
      root_domain: 'voice.example',
      name: 'margaret@hamilton.example',
      email: 'margaret@hamilton.example',
      provider: 'google',
      provider_userid: 'margaret-hamilton',
      scope: 'read-write',
      force_change: false,
      is_active: true,
      pristine: false,
      email_validated: true,
      phone_validated: false,
    });
    const me = await call(demo.server, 'GET', '/Users/me', { token: body.jwt as string });
    expect((me.json as { user: { name: string } }).user.name).toBe('margaret@hamilton.example');
  });

  it('refuses an identity without a user, an inactive user and bad requests', async () => {
    const unknown = await post('/signin', {
      service_provider_sid: VOICE_CLOUD_SID,
      ...(await oauthFields(demo.server, 'github', 'new-octocat')),
    });
    expect([unknown.status, unknown.json]).toEqual([
      404,
      { msg: 'registering a new account not allowed from the sign-in page' },
    ]);
    demo.server.sandbox.db
      .prepare('UPDATE users SET is_active = 0 WHERE name = ?')
      .run('ada@lovelace.example');
    const inactive = await post('/signin', {
      service_provider_sid: VOICE_CLOUD_SID,
      ...(await oauthFields(demo.server, 'github', 'ada-lovelace')),
    });
    expect([inactive.status, inactive.json]).toEqual([403, { msg: 'this user is inactive' }]);
    const fields = await oauthFields(demo.server, 'github', 'ada-lovelace');
    const cases: [unknown, number, string][] = [
      [{ ...fields }, 400, 'missing service_provider_sid'],
      [{ service_provider_sid: VOICE_CLOUD_SID }, 400, 'missing provider'],
      [
        { service_provider_sid: VOICE_CLOUD_SID, ...fields, provider: 'local' },
        422,
        'invalid provider: local',
      ],
      [
        { service_provider_sid: VOICE_CLOUD_SID, ...fields, email: 'x' },
        400,
        'unknown field: email',
      ],
      [
        { service_provider_sid: VOICE_CLOUD_SID, ...fields, oauth2_code: 5 },
        400,
        'oauth2_code must be a string',
      ],
      [{ service_provider_sid: UNKNOWN_SID, ...fields }, 422, 'invalid service_provider_sid'],
    ];
    for (const [body, status, msg] of cases) {
      const res = await post('/signin', body);
      expect([res.status, res.json], JSON.stringify(body)).toEqual([status, { msg }]);
    }
  });
});
