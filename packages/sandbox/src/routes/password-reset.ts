import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SandboxContext } from '../context.ts';
import { changePassword, PASSWORD_RULE } from '../auth/password-change.ts';
import { requireUserCaller } from '../auth/scope.ts';
import { issueSession } from '../auth/tokens.ts';
import { isoSeconds } from '../db/database.ts';
import { findAccount, findServiceProvider, findUser } from '../db/queries.ts';
import type { UserRow } from '../db/rows.ts';
import { badRequest, forbidden, notFound } from '../http/errors.ts';
import { isPlainObject, readBody } from '../http/validate.ts';
import { callerOf } from './caller.ts';
import { oauthSignIn } from './hosted-auth.ts';

export const RESET_LINK_TTL_MS = 60 * 60 * 1000;
export const RESET_SUBJECT = 'Reset your jambonz password';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ORIGIN = /^https?:\/\/[^\s/?#]+$/i;

/** POST /forgot-password, POST /signin, POST /change-password. */
export function passwordResetRoutes(api: FastifyInstance, ctx: SandboxContext): void {
  const { db } = ctx;

  // 204 for any well-formed address, so nobody learns which addresses have users.
  api.post('/forgot-password', { config: { public: true } }, async (request, reply) => {
    const email = readSingleField(request.body, 'email', 'a valid email is required');
    if (email.length > 255 || !EMAIL.test(email)) throw badRequest('a valid email is required');
    const user = db
      .prepare(
        `SELECT * FROM users WHERE email = ? COLLATE NOCASE AND provider = 'local' AND is_active = 1
         ORDER BY name LIMIT 1`,
      )
      .get(email) as UserRow | undefined;
    if (user) sendResetMail(ctx, user, originOf(request));
    return reply.code(204).send();
  });

  // A reset link's id, or (hosted variant) an OAuth code of an existing user.
  api.post('/signin', { config: { public: true } }, async (request) => {
    const { body } = request;
    if (!isPlainObject(body) || Object.keys(body).length === 0) {
      throw badRequest('link or provider is required');
    }
    if (!Object.hasOwn(body, 'link')) return oauthSignIn(ctx, body);
    const link = readSingleField(body, 'link', 'link is required');
    const reset = db
      .prepare('SELECT user_sid FROM password_resets WHERE reset_id = ? AND expires_at > ?')
      .get(link, ctx.now()) as { user_sid: string } | undefined;
    const user = reset ? findUser(db, reset.user_sid) : undefined;
    if (!user || !user.is_active) throw forbidden('the reset link is invalid or has expired');
    const { token } = await issueSession(ctx, user);
    const account = user.account_sid ? findAccount(db, user.account_sid) : undefined;
    const sp = account ? findServiceProvider(db, account.service_provider_sid) : undefined;
    return {
      jwt: token,
      user_sid: user.user_sid,
      account_sid: user.account_sid,
      root_domain: sp?.root_domain ?? null,
    };
  });

  api.post('/change-password', { config: { allowViewOnly: true } }, async (request, reply) => {
    const caller = callerOf(request);
    requireUserCaller(caller);
    const body = readBody(request.body, {
      old_password: PASSWORD_RULE,
      new_password: PASSWORD_RULE,
    });
    const user = findUser(db, caller.userSid);
    if (!user) throw notFound();
    await changePassword(ctx, user, {
      oldPassword: body.old_password,
      newPassword: body.new_password,
      acceptResetId: true,
    });
    return reply.code(204).send();
  });
}

function readSingleField(body: unknown, key: string, missing: string): string {
  if (!isPlainObject(body)) throw badRequest(missing);
  for (const other of Object.keys(body)) {
    if (other !== key) throw badRequest(`unknown field: ${other}`);
  }
  const value = body[key];
  if (typeof value !== 'string' || value.trim() === '') throw badRequest(missing);
  return value.trim();
}

/**
 * The console's origin when the browser says it; else the address a proxy says it was called at
 * (X-Forwarded-Host/-Proto); else the sandbox's own address.
 */
function originOf(request: FastifyRequest): string {
  const origin = request.headers.origin;
  if (typeof origin === 'string' && ORIGIN.test(origin)) return origin;
  const host = firstValue(request.headers['x-forwarded-host']);
  const proto = firstValue(request.headers['x-forwarded-proto']) ?? 'http';
  const forwarded = host ? `${proto}://${host}` : null;
  if (forwarded && ORIGIN.test(forwarded)) return forwarded;
  return `${request.protocol}://${request.host}`;
}

function firstValue(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  return value?.split(',')[0]?.trim() || undefined;
}

function sendResetMail(ctx: SandboxContext, user: UserRow, origin: string): void {
  const resetId = randomUUID();
  const link = `${origin}/reset-password/${resetId}`;
  const text = [
    `Hello ${user.name},`,
    '',
    'Someone asked to reset the password of your jambonz account.',
    `To choose a new password, open this link within one hour: ${link}`,
    '',
    'If you did not ask for this, ignore this message; your password stays as it is.',
  ].join('\n');
  ctx.db.transaction(() => {
    ctx.db
      .prepare('INSERT INTO password_resets (reset_id, user_sid, expires_at) VALUES (?, ?, ?)')
      .run(resetId, user.user_sid, ctx.now() + RESET_LINK_TTL_MS);
    ctx.db
      .prepare(
        'INSERT INTO outbox ("to", subject, text, reset_id, created_at) VALUES (?, ?, ?, ?, ?)',
      )
      .run(user.email, RESET_SUBJECT, text, resetId, isoSeconds(ctx.now()));
  })();
}
