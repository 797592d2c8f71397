import type { UserRef } from '../../auth/scope.ts';
import { scopeOf } from '../../auth/scope.ts';
import type { Db } from '../../db/database.ts';
import { findAccount, findServiceProvider, parseJsonObject } from '../../db/queries.ts';
import type { UserRow } from '../../db/rows.ts';
import { hostedPlanOf } from '../../hosted/subscription.ts';

/** A user's reach: an account user's provider is its account's provider. */
export function userRef(db: Db, user: UserRow): UserRef {
  const account = user.account_sid ? findAccount(db, user.account_sid) : undefined;
  return {
    user_sid: user.user_sid,
    account_sid: user.account_sid,
    service_provider_sid: account?.service_provider_sid ?? user.service_provider_sid,
  };
}

export interface UserListRow {
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

/** GET /Users/{sid}: the stored user without its hash; is_view_only as a boolean (observed). */
export function toUserDetail(user: UserRow): Record<string, unknown> {
  const detail: Record<string, unknown> = { ...user, is_view_only: user.is_view_only === 1 };
  delete detail.hashed_password;
  return detail;
}

/** An item of GET /Users: provider and account names only where the scope has them. */
export function toListItem(row: UserListRow): Record<string, unknown> {
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

/**
 * The /Users/me answer: user flags as booleans, the account (all null outside an account), and a
 * hosted account's plan as it reads now.
 */
export function myDetails(db: Db, user: UserRow, nowMs: number): Record<string, unknown> {
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
  accountOut.bucket_credential = parseJsonObject(account?.bucket_credential ?? null);
  accountOut.root_domain = sp?.root_domain ?? null;
  const hosted = account && sp?.root_domain ? hostedPlanOf(db, account, sp, nowMs) : null;
  if (hosted) {
    accountOut.plan_type = hosted.plan_type;
    accountOut.is_active = hosted.is_active;
  }
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
    subscription: hosted?.subscription ?? null,
  };
}
