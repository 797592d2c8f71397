import type { SandboxContext } from '../context.ts';
import type { ApiKeyRow } from '../db/rows.ts';
import { isoSeconds } from '../db/database.ts';
import { findAccount, findUser } from '../db/queries.ts';
import { unauthorized } from '../http/errors.ts';
import { scopeOf, type Caller } from './scope.ts';
import { verifySessionToken } from './tokens.ts';

const BEARER = /^Bearer[ \t]+([^\s]+)[ \t]*$/i;

/**
 * Turns an Authorization header into the caller, or throws 401 `Unauthorized`.
 * A JWT (three dot-separated parts) must have a live session and an active user;
 * anything else is looked up as an API key token.
 */
export async function authenticate(
  ctx: SandboxContext,
  header: string | undefined,
): Promise<Caller> {
  const token = header ? BEARER.exec(header)?.[1] : undefined;
  if (!token || token.length > 4096) throw unauthorized();
  return token.split('.').length === 3 ? userCaller(ctx, token) : apiKeyCaller(ctx, token);
}

async function userCaller(ctx: SandboxContext, token: string): Promise<Caller> {
  const session = await verifySessionToken(ctx, token);
  if (!session) throw unauthorized();
  const user = findUser(ctx.db, session.userSid);
  if (!user || !user.is_active) throw unauthorized();
  // Scope comes from the user as stored now, so an edit to the user takes effect at once.
  const account = user.account_sid ? findAccount(ctx.db, user.account_sid) : undefined;
  if (user.account_sid && !account) throw unauthorized();
  return {
    kind: 'user',
    scope: scopeOf(user),
    userSid: user.user_sid,
    name: user.name,
    serviceProviderSid: account?.service_provider_sid ?? user.service_provider_sid,
    accountSid: user.account_sid,
    isViewOnly: user.is_view_only === 1,
    sessionId: session.sessionId,
  };
}

function apiKeyCaller(ctx: SandboxContext, token: string): Caller {
  const key = ctx.db.prepare('SELECT * FROM api_keys WHERE token = ?').get(token) as
    ApiKeyRow | undefined;
  if (!key) throw unauthorized();
  if (key.expires_at && Date.parse(key.expires_at) <= ctx.now()) throw unauthorized();
  const account = key.account_sid ? findAccount(ctx.db, key.account_sid) : undefined;
  if (key.account_sid && !account) throw unauthorized();
  ctx.db
    .prepare('UPDATE api_keys SET last_used = ? WHERE api_key_sid = ?')
    .run(isoSeconds(ctx.now()), key.api_key_sid);
  return {
    kind: 'api_key',
    scope: scopeOf(key),
    userSid: null,
    name: null,
    serviceProviderSid: account?.service_provider_sid ?? key.service_provider_sid,
    accountSid: key.account_sid,
    isViewOnly: false,
    sessionId: null,
  };
}
