import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { SandboxContext } from '../context.ts';
import type { UserRow } from '../db/rows.ts';
import { findAccount, findServiceProvider } from '../db/queries.ts';
import { scopeOf, type Scope } from './scope.ts';

/** The JWT payload of the real server, plus `jti` naming the session. */
export interface SessionClaims {
  scope: Scope;
  permissions: string[];
  is_view_only: boolean;
  service_provider_sid?: string;
  service_provider_name?: string;
  account_sid?: string;
  account_name?: string;
  user_sid: string;
  name: string;
}

/**
 * As observed: admins get PROVISION_*; a view-only user gets VIEW_ONLY alone;
 * a user who must change the password also carries VIEW_ONLY (not enforced by the server).
 */
export function permissionsFor(user: UserRow, scope: Scope): string[] {
  if (user.is_view_only) return ['VIEW_ONLY'];
  const permissions = scope === 'admin' ? ['PROVISION_SERVICES', 'PROVISION_USERS'] : [];
  return user.force_change ? ['VIEW_ONLY', ...permissions] : permissions;
}

export function claimsFor(ctx: SandboxContext, user: UserRow): SessionClaims {
  const scope = scopeOf(user);
  const account = user.account_sid ? findAccount(ctx.db, user.account_sid) : undefined;
  const spSid = account?.service_provider_sid ?? user.service_provider_sid;
  const sp = spSid ? findServiceProvider(ctx.db, spSid) : undefined;
  return {
    scope,
    permissions: permissionsFor(user, scope),
    is_view_only: user.is_view_only === 1,
    ...(spSid ? { service_provider_sid: spSid, service_provider_name: sp?.name ?? '' } : {}),
    ...(user.account_sid
      ? { account_sid: user.account_sid, account_name: account?.name ?? '' }
      : {}),
    user_sid: user.user_sid,
    name: user.name,
  };
}

/** Opens a session for the user and signs its token with the current lifetime. */
export async function issueSession(
  ctx: SandboxContext,
  user: UserRow,
): Promise<{ token: string; claims: SessionClaims }> {
  const claims = claimsFor(ctx, user);
  const sessionId = randomUUID();
  const issuedAt = Math.floor(ctx.now() / 1000);
  const expiresAt = issuedAt + ctx.settings.tokenTtlSeconds;
  ctx.db.prepare('DELETE FROM sessions WHERE expires_at <= ?').run(ctx.now());
  ctx.db
    .prepare(
      'INSERT INTO sessions (session_id, user_sid, created_at, expires_at) VALUES (?, ?, ?, ?)',
    )
    .run(sessionId, user.user_sid, ctx.now(), expiresAt * 1000);
  const token = await new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setJti(sessionId)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(ctx.secret);
  return { token, claims };
}

/** The live session behind a token, or null (bad signature, expired, logged out). */
export async function verifySessionToken(
  ctx: SandboxContext,
  token: string,
): Promise<{ sessionId: string; userSid: string } | null> {
  let payload;
  try {
    ({ payload } = await jwtVerify(token, ctx.secret, {
      algorithms: ['HS256'],
      currentDate: new Date(ctx.now()),
    }));
  } catch {
    return null;
  }
  if (typeof payload.jti !== 'string') return null;
  const session = ctx.db
    .prepare('SELECT user_sid, expires_at FROM sessions WHERE session_id = ?')
    .get(payload.jti) as { user_sid: string; expires_at: number } | undefined;
  if (!session || session.expires_at <= ctx.now()) return null;
  return { sessionId: payload.jti, userSid: session.user_sid };
}

export function endSession(ctx: SandboxContext, sessionId: string): void {
  ctx.db.prepare('DELETE FROM sessions WHERE session_id = ?').run(sessionId);
}
