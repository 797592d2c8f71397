import type { SandboxContext } from '../context.ts';
import type { UserRow } from '../db/rows.ts';
import { getPasswordSettings } from '../db/queries.ts';
import { badRequest, forbiddenPlain } from '../http/errors.ts';
import type { StringRule } from '../http/validate.ts';
import { clearLoginFailures } from './lockout.ts';
import { hashPassword, passwordPolicyError, verifyPassword } from './passwords.ts';

export const PASSWORD_RULE: StringRule = { type: 'string', max: 1024 };

export interface PasswordChange {
  oldPassword: string | undefined;
  newPassword: string | undefined;
  /** /change-password also takes a live reset id of the user as the old password. */
  acceptResetId: boolean;
}

/**
 * Replaces a user's password: old one wrong -> 403 `Forbidden`; new one against the policy ->
 * 400 with the real server's message. Clears force_change and any login lockout.
 */
export async function changePassword(
  ctx: SandboxContext,
  user: UserRow,
  change: PasswordChange,
): Promise<void> {
  const { oldPassword, newPassword } = change;
  if (!oldPassword || !newPassword) throw badRequest('new_password and old_password both required');
  if (user.provider !== 'local') throw badRequest('can not change password when using oauth2');

  const resetId = change.acceptResetId ? liveResetId(ctx, user.user_sid, oldPassword) : null;
  if (!resetId && !(await verifyPassword(user.hashed_password, oldPassword)))
    throw forbiddenPlain();

  const policyError = passwordPolicyError(newPassword, getPasswordSettings(ctx.db));
  if (policyError) throw badRequest(policyError);

  const hashed = await hashPassword(newPassword);
  ctx.db.transaction(() => {
    ctx.db
      .prepare('UPDATE users SET hashed_password = ?, force_change = 0 WHERE user_sid = ?')
      .run(hashed, user.user_sid);
    if (resetId) ctx.db.prepare('DELETE FROM password_resets WHERE reset_id = ?').run(resetId);
  })();
  clearLoginFailures(ctx, user.name);
}

function liveResetId(ctx: SandboxContext, userSid: string, candidate: string): string | null {
  const row = ctx.db
    .prepare(
      'SELECT reset_id FROM password_resets WHERE reset_id = ? AND user_sid = ? AND expires_at > ?',
    )
    .get(candidate, userSid, ctx.now()) as { reset_id: string } | undefined;
  return row?.reset_id ?? null;
}
