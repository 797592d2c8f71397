import type { SandboxContext } from '../context.ts';
import { HttpError } from '../http/errors.ts';

export const MAX_LOGIN_FAILURES = 6;
export const LOCKOUT_MS = 30 * 60 * 1000;
export const LOCKOUT_MESSAGE = 'Maximum login attempts reached. Please try again in 30 minutes.';

/** After 6 consecutive failures a username is locked for 30 minutes, whatever the password. */
export function assertNotLocked(ctx: SandboxContext, username: string): void {
  const row = ctx.db
    .prepare('SELECT locked_until FROM login_attempts WHERE username = ?')
    .get(username) as { locked_until: number | null } | undefined;
  if (!row?.locked_until) return;
  if (row.locked_until > ctx.now()) throw new HttpError(403, { error: LOCKOUT_MESSAGE });
  clearLoginFailures(ctx, username);
}

export function recordLoginFailure(ctx: SandboxContext, username: string): void {
  ctx.db
    .prepare(
      `INSERT INTO login_attempts (username, failures, locked_until) VALUES (?, 1, NULL)
       ON CONFLICT (username) DO UPDATE SET failures = failures + 1`,
    )
    .run(username);
  ctx.db
    .prepare('UPDATE login_attempts SET locked_until = ? WHERE username = ? AND failures >= ?')
    .run(ctx.now() + LOCKOUT_MS, username, MAX_LOGIN_FAILURES);
}

export function clearLoginFailures(ctx: SandboxContext, username: string): void {
  ctx.db.prepare('DELETE FROM login_attempts WHERE username = ?').run(username);
}
