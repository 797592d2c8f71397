import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context.ts';
import { changePassword, PASSWORD_RULE } from '../auth/password-change.ts';
import {
  canModifyUser,
  canSeeUser,
  requireUserCaller,
  scopeOf,
  userListFilter,
  type UserRef,
} from '../auth/scope.ts';
import type { Db } from '../db/database.ts';
import { findAccount, findServiceProvider, findUser } from '../db/queries.ts';
import type { UserRow } from '../db/rows.ts';
import { badRequest, forbidden, notFound } from '../http/errors.ts';
import { parseSid } from '../http/ids.ts';
import { readBody } from '../http/validate.ts';
import { callerOf } from './caller.ts';

/** Fields PUT /Users/{sid} understands so far; the full user edit adds its fields here. */
const USER_UPDATE = {
  old_password: PASSWORD_RULE,
  new_password: PASSWORD_RULE,
} as const;

/** A user's reach: an account user's provider is its account's provider. */
export function userRef(db: Db, user: UserRow): UserRef {
  const account = user.account_sid ? findAccount(db, user.account_sid) : undefined;
  return {
    user_sid: user.user_sid,
    account_sid: user.account_sid,
    service_provider_sid: account?.service_provider_sid ?? user.service_provider_sid,
  };
}

interface UserListRow {
  user_sid: string;
  name: string;
  email: string;
  force_change: number;
  is_active: number;
  account_sid: string | null;
  account_name: string | null;
  sp_sid: string | null;
  sp_name: string | null;
}

/** GET /Users, GET /Users/me, GET /Users/{sid}, PUT /Users/{sid}. */
export function userRoutes(api: FastifyInstance, ctx: SandboxContext): void {
  api.get('/Users', async (request) => {
    const filter = userListFilter(callerOf(request));
    const rows = ctx.db
      .prepare(
        `SELECT u.user_sid, u.name, u.email, u.force_change, u.is_active, u.account_sid,
                a.name AS account_name,
                COALESCE(a.service_provider_sid, u.service_provider_sid) AS sp_sid, sp.name AS sp_name
         FROM users u
         LEFT JOIN accounts a ON a.account_sid = u.account_sid
         LEFT JOIN service_providers sp
           ON sp.service_provider_sid = COALESCE(a.service_provider_sid, u.service_provider_sid)
         WHERE ${filter.where}
         ORDER BY u.name COLLATE NOCASE, u.name`,
      )
      .all(...filter.params) as UserListRow[];
    return rows.map(toListItem);
  });

  api.get('/Users/me', async (request) => {
    const caller = callerOf(request);
    requireUserCaller(caller);
    const user = findUser(ctx.db, caller.userSid);
    if (!user) throw notFound();
    return myDetails(ctx.db, user);
  });

  api.get('/Users/:sid', async (request) => {
    const sid = parseSid((request.params as { sid: string }).sid);
    const user = findUser(ctx.db, sid);
    if (!user) throw notFound();
    if (!canSeeUser(callerOf(request), userRef(ctx.db, user))) throw forbidden();
    return toUserDetail(user);
  });

  // View-only users may change their own password; every other edit is checked below.
  api.put('/Users/:sid', { config: { allowViewOnly: true } }, async (request, reply) => {
    const caller = callerOf(request);
    const sid = parseSid((request.params as { sid: string }).sid);
    const body = readBody(request.body, USER_UPDATE);
    const user = findUser(ctx.db, sid);
    if (!user) throw notFound();
    if (!canModifyUser(caller, userRef(ctx.db, user))) throw forbidden();

    if (body.old_password === undefined && body.new_password === undefined) {
      throw badRequest('no updates requested');
    }
    // Fields of the full user edit will call assertCanWrite(caller) before they apply.
    requireUserCaller(caller);
    if (caller.userSid !== user.user_sid)
      throw forbidden('only the user may change its own password');
    await changePassword(ctx, user, {
      oldPassword: body.old_password,
      newPassword: body.new_password,
      acceptResetId: false,
    });
    return reply.code(204).send();
  });
}

/** GET /Users/{sid}: the stored user without its hash; is_view_only as a boolean (observed). */
function toUserDetail(user: UserRow): Record<string, unknown> {
  const detail: Record<string, unknown> = { ...user, is_view_only: user.is_view_only === 1 };
  delete detail.hashed_password;
  return detail;
}

function toListItem(row: UserListRow): Record<string, unknown> {
  const scope = scopeOf({ account_sid: row.account_sid, service_provider_sid: row.sp_sid });
  return {
    user_sid: row.user_sid,
    name: row.name,
    email: row.email,
    scope,
    force_change: row.force_change,
    is_active: row.is_active,
    ...(scope === 'account' && { account_sid: row.account_sid, account_name: row.account_name }),
    ...(scope !== 'admin' && {
      service_provider_sid: row.sp_sid,
      service_provider_name: row.sp_name,
    }),
  };
}

/** The /Users/me answer: user flags as booleans, the account (all null outside an account). */
function myDetails(db: Db, user: UserRow): Record<string, unknown> {
  const ref = userRef(db, user);
  const account = user.account_sid ? findAccount(db, user.account_sid) : undefined;
  const sp = account ? findServiceProvider(db, account.service_provider_sid) : undefined;
  const columns = db
    .prepare(`SELECT name FROM pragma_table_info('accounts')`)
    .pluck()
    .all() as string[];
  const accountOut: Record<string, unknown> = {};
  for (const column of columns) {
    accountOut[column] = account ? account[column as keyof typeof account] : null;
  }
  accountOut.root_domain = sp?.root_domain ?? null;
  return {
    user: {
      user_sid: user.user_sid,
      name: user.name,
      email: user.email,
      pending_email: user.pending_email,
      phone: user.phone,
      account_sid: user.account_sid,
      service_provider_sid: ref.service_provider_sid,
      force_change: user.force_change === 1,
      provider: user.provider,
      provider_userid: user.provider_userid,
      scope: user.scope,
      email_validated: user.email_validated === 1,
      phone_validated: user.phone_validated === 1,
      email_content_opt_out: user.email_content_opt_out,
      is_active: user.is_active,
    },
    account: accountOut,
    subscription: null,
  };
}
