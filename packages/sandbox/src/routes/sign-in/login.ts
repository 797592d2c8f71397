import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../../context.ts';
import { assertNotLocked, clearLoginFailures, recordLoginFailure } from '../../auth/lockout.ts';
import { verifyPassword } from '../../auth/passwords.ts';
import { endSession, issueSession } from '../../auth/tokens.ts';
import { findUserByName } from '../../db/queries.ts';
import { badRequestPlain, forbiddenPlain } from '../../http/errors.ts';
import { isPlainObject } from '../../http/validate.ts';
import { callerOf } from '../caller.ts';

/** POST /login and POST /logout. */
export function loginRoutes(api: FastifyInstance, ctx: SandboxContext): void {
  api.post('/login', { config: { public: true } }, async (request) => {
    const body = isPlainObject(request.body) ? request.body : {};
    const { username, password } = body;
    if (!isFilled(username, 255) || !isFilled(password, 1024)) throw badRequestPlain();

    assertNotLocked(ctx, username);
    const user = findUserByName(ctx.db, username);
    const valid =
      user !== undefined &&
      user.is_active === 1 &&
      user.provider === 'local' &&
      (await verifyPassword(user.hashed_password, password));
    if (!valid) {
      recordLoginFailure(ctx, username);
      throw forbiddenPlain();
    }
    clearLoginFailures(ctx, username);

    const { token, claims } = await issueSession(ctx, user);
    return {
      token,
      user_sid: user.user_sid,
      scope: claims.scope,
      force_change: user.force_change === 1,
      permissions: claims.permissions,
      ...(claims.service_provider_sid !== undefined && {
        service_provider_sid: claims.service_provider_sid,
        service_provider_name: claims.service_provider_name,
      }),
      ...(claims.account_sid !== undefined && {
        account_sid: claims.account_sid,
        account_name: claims.account_name,
      }),
    };
  });

  api.post('/logout', { config: { allowViewOnly: true } }, async (request, reply) => {
    const caller = callerOf(request);
    if (caller.sessionId) endSession(ctx, caller.sessionId);
    return reply.code(204).send();
  });
}

function isFilled(value: unknown, max: number): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= max;
}
