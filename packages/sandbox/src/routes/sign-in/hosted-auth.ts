import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../../context.ts';
import { hashPassword, passwordPolicyError } from '../../auth/passwords.ts';
import { issueSession } from '../../auth/tokens.ts';
import { isoSeconds } from '../../db/database.ts';
import {
  findAccount,
  findServiceProvider,
  findUser,
  getPasswordSettings,
} from '../../db/queries.ts';
import type { ServiceProviderRow, UserRow } from '../../db/rows.ts';
import { createHostedAccount, hostedProviderOf } from '../../hosted/accounts.ts';
import { effectivePlan } from '../../hosted/plans.ts';
import { exchangeCode } from '../../oauth/codes.ts';
import type { OAuthIdentity, OAuthProvider } from '../../oauth/identities.ts';
import { badRequest, forbidden, HttpError, unprocessable } from '../../http/errors.ts';
import { EMAIL, assertPlainName, requireObject } from '../../http/validate.ts';

export const ACTIVATION_SUBJECT = 'Your activation code';

/** The text fields of /register and the OAuth /signin, with their longest lengths. */
const REGISTER_FIELDS = {
  service_provider_sid: 64,
  provider: 32,
  email: 255,
  password: 1024,
  email_activation_code: 64,
  name: 255,
  inviteCode: 255,
  locationBeforeAuth: 1024,
  oauth2_code: 255,
  oauth2_state: 1024,
  oauth2_client_id: 255,
  oauth2_redirect_uri: 2048,
} as const;
const OAUTH_FIELDS = [
  'service_provider_sid',
  'provider',
  'oauth2_code',
  'oauth2_state',
  'oauth2_client_id',
  'oauth2_redirect_uri',
  'locationBeforeAuth',
] as const;

type Fields = Partial<Record<keyof typeof REGISTER_FIELDS, string>>;

const NEW_FROM_SIGN_IN = () =>
  new HttpError(404, { msg: 'registering a new account not allowed from the sign-in page' });

/** POST /register: a new hosted account, local or through the OAuth stand-in. */
export function hostedAuthRoutes(api: FastifyInstance, ctx: SandboxContext): void {
  api.post('/register', { config: { public: true } }, async (request) => {
    const fields = readFields(request.body, Object.keys(REGISTER_FIELDS));
    const { sp, provider } = readProvider(ctx, fields, ['local', 'github', 'google']);
    if (provider === 'local') return registerLocal(ctx, sp, fields);

    const identity = exchange(ctx, provider, fields);
    const existing = userOfIdentity(ctx, identity);
    if (existing) return sessionAnswer(ctx, existing, { pristine: false });
    if (fields.locationBeforeAuth === '/sign-in') throw NEW_FROM_SIGN_IN();
    if (emailTaken(ctx, identity.email)) {
      throw badRequest(`user already exists with email ${identity.email}`);
    }
    const { user_sid } = createHostedAccount(ctx, sp, {
      email: identity.email,
      provider,
      provider_userid: identity.login,
      hashed_password: null,
      email_activation_code: null,
    });
    return sessionAnswer(ctx, findUser(ctx.db, user_sid)!, { pristine: true });
  });
}

/** POST /signin with an OAuth code: an existing user of that identity signs in. */
export async function oauthSignIn(
  ctx: SandboxContext,
  body: unknown,
): Promise<Record<string, unknown>> {
  const fields = readFields(body, OAUTH_FIELDS);
  const { provider } = readProvider(ctx, fields, ['github', 'google']);
  const identity = exchange(ctx, provider, fields);
  const user = userOfIdentity(ctx, identity);
  if (!user) throw NEW_FROM_SIGN_IN();
  if (!user.is_active) throw forbidden('this user is inactive');
  const answer = await sessionAnswer(ctx, user, { pristine: false });
  delete answer.tutorial_completion;
  return { ...answer, force_change: false };
}

async function registerLocal(
  ctx: SandboxContext,
  sp: ServiceProviderRow,
  fields: Fields,
): Promise<Record<string, unknown>> {
  const { email, password, email_activation_code: code } = fields;
  if (!email || !password) throw badRequest('missing email or password');
  if (!EMAIL.test.test(email)) throw badRequest('invalid email');
  const policyError = passwordPolicyError(password, getPasswordSettings(ctx.db));
  if (policyError) throw badRequest(policyError);
  if (emailTaken(ctx, email)) throw unprocessable('account already exists for this email');
  if (!code) throw badRequest('email activation code required');
  const hashed = await hashPassword(password);
  // Checked again after the slow hash: another registration may have taken the e-mail.
  if (emailTaken(ctx, email)) throw unprocessable('account already exists for this email');
  const { user_sid } = createHostedAccount(ctx, sp, {
    email,
    provider: 'local',
    provider_userid: null,
    hashed_password: hashed,
    email_activation_code: code,
  });
  sendActivationMail(ctx, email, code);
  return sessionAnswer(ctx, findUser(ctx.db, user_sid)!, { pristine: true });
}

/** Every field a string of bounded length; null and '' count as absent. */
function readFields(body: unknown, allowed: readonly string[]): Fields {
  const input = requireObject(body);
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(input)) {
    if (!allowed.includes(key)) throw badRequest(`unknown field: ${key}`);
    if (value === null || value === undefined || value === '') continue;
    if (typeof value !== 'string') throw badRequest(`${key} must be a string`);
    const max = REGISTER_FIELDS[key as keyof typeof REGISTER_FIELDS];
    if (value.length > max) throw badRequest(`${key} must be at most ${max} characters`);
    if (key === 'name' || key === 'email') assertPlainName(key, value);
    out[key] = value;
  }
  return out;
}

function readProvider<P extends string>(
  ctx: SandboxContext,
  fields: Fields,
  providers: readonly P[],
): { sp: ServiceProviderRow; provider: P } {
  if (!fields.provider) throw badRequest('missing provider');
  if (!fields.service_provider_sid) throw badRequest('missing service_provider_sid');
  if (!providers.includes(fields.provider as P)) {
    throw unprocessable(`invalid provider: ${fields.provider}`);
  }
  const sp = hostedProviderOf(ctx, fields.service_provider_sid);
  return { sp, provider: fields.provider as P };
}

function exchange(ctx: SandboxContext, provider: OAuthProvider, fields: Fields): OAuthIdentity {
  for (const key of ['oauth2_code', 'oauth2_state', 'oauth2_client_id', 'oauth2_redirect_uri']) {
    if (!fields[key as keyof Fields]) throw badRequest(`missing ${key} for provider ${provider}`);
  }
  return exchangeCode(ctx, {
    provider,
    code: fields.oauth2_code!,
    client_id: fields.oauth2_client_id!,
    redirect_uri: fields.oauth2_redirect_uri!,
  });
}

function userOfIdentity(ctx: SandboxContext, identity: OAuthIdentity): UserRow | undefined {
  return ctx.db
    .prepare('SELECT * FROM users WHERE provider = ? AND provider_userid = ?')
    .get(identity.provider, identity.login) as UserRow | undefined;
}

/** Any user's e-mail or name (a hosted user's name is its e-mail), any case. */
function emailTaken(ctx: SandboxContext, email: string): boolean {
  return (
    ctx.db
      .prepare('SELECT 1 FROM users WHERE email = ? COLLATE NOCASE OR name = ? COLLATE NOCASE')
      .get(email, email) !== undefined
  );
}

function sendActivationMail(ctx: SandboxContext, email: string, code: string): void {
  const text = [
    'Welcome to jambonz!',
    '',
    `Your activation code is ${code}.`,
    'Enter it on the page that asks for it to activate your account.',
  ].join('\n');
  ctx.db
    .prepare(
      'INSERT INTO outbox ("to", subject, text, activation_code, created_at) VALUES (?, ?, ?, ?, ?)',
    )
    .run(email, ACTIVATION_SUBJECT, text, code, isoSeconds(ctx.now()));
}

/** The answer of /register (and, trimmed, of the OAuth /signin): a session and the profile. */
async function sessionAnswer(
  ctx: SandboxContext,
  user: UserRow,
  { pristine }: { pristine: boolean },
): Promise<Record<string, unknown>> {
  const { token } = await issueSession(ctx, user);
  const account = user.account_sid ? findAccount(ctx.db, user.account_sid) : undefined;
  const sp = account ? findServiceProvider(ctx.db, account.service_provider_sid) : undefined;
  return {
    jwt: token,
    user_sid: user.user_sid,
    account_sid: user.account_sid,
    root_domain: sp?.root_domain ?? null,
    name: user.name,
    email: user.email,
    provider: user.provider,
    provider_userid: user.provider_userid,
    scope: 'read-write',
    pristine,
    is_active: account ? effectivePlan(account, ctx.now()).is_active === 1 : false,
    email_validated: user.email_validated === 1,
    phone_validated: user.phone_validated === 1,
    tutorial_completion: 0,
  };
}
