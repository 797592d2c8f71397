import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../../context.ts';
import { changePassword, PASSWORD_RULE } from '../../auth/password-change.ts';
import { requireUserCaller } from '../../auth/scope.ts';
import { issueSession } from '../../auth/tokens.ts';
import { isoSeconds } from '../../db/database.ts';
import { findAccount, findServiceProvider, findUser } from '../../db/queries.ts';
import type { UserRow } from '../../db/rows.ts';
import { badRequest, forbidden, notFound } from '../../http/errors.ts';
import { isPlainObject, readBody } from '../../http/validate.ts';
import { callerOf } from '../caller.ts';
import { oauthSignIn } from './hosted-auth.ts';

export const RESET_LINK_TTL_MS = 60 * 60 * 1000;
export const RESET_SUBJECT = 'Reset your jambonz password';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

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
    if (user) sendResetMail(ctx, user);
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
    // A link signs in once: the claim and the check are one statement, so two requests with the
    // same link cannot both win. The session it gives may then set the password with it.
    const reset = db
      .prepare(
        `UPDATE password_resets SET signed_in = 1
         WHERE reset_id = ? AND expires_at > ? AND signed_in = 0 RETURNING user_sid`,
      )
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
 * Mails a link built on the configured console URL (never on the request's headers). The newest
 * link is the only live one: the user's older links stop working.
 */
function sendResetMail(ctx: SandboxContext, user: UserRow): void {
  const resetId = randomUUID();
  const link = `${ctx.consoleUrl}/reset-password/${resetId}`;
  const text = [
    `Hello ${user.name},`,
    '',
    'Someone asked to reset the password of your jambonz account.',
    `To choose a new password, open this link within one hour: ${link}`,
    '',
    'If you did not ask for this, ignore this message; your password stays as it is.',
  ].join('\n');
  ctx.db.transaction(() => {
    ctx.db.prepare('DELETE FROM password_resets WHERE user_sid = ?').run(user.user_sid);
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
