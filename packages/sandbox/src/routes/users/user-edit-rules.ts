import type { Caller } from '../../auth/scope.ts';
import type { Db } from '../../db/database.ts';
import { findAccount } from '../../db/queries.ts';
import type { UserRow } from '../../db/rows.ts';
import { badRequest } from '../../http/errors.ts';

interface UserEdit {
  name?: string;
  email?: string;
  initial_password?: string | null;
  force_change?: 0 | 1;
  is_active?: 0 | 1;
  is_view_only?: 0 | 1;
  service_provider_sid?: string | null;
  account_sid?: string | null;
}

/**
 * What a real server (0.9.6, PUT /Users/{sid}) refuses before it writes, in its words: a null
 * service_provider_sid or account_sid (even the user's own null), a move to another provider, an
 * account user's move to another account, and an edit with nothing it counts as an update.
 */
export function assertRealServerEdit(
  db: Db,
  caller: Caller,
  user: UserRow,
  edit: UserEdit,
  changesPassword: boolean,
): void {
  if (edit.account_sid === null || edit.service_provider_sid === null) {
    throw badRequest('Invalid request: user may not be promoted');
  }
  const { account_sid: accountSid, service_provider_sid: spSid } = edit;
  if (caller.scope === 'account' && accountSid !== undefined && accountSid !== user.account_sid) {
    throw badRequest('Invalid request: user may not be promoted or moved to another account');
  }
  if (caller.scope !== 'admin' && spSid !== undefined && spSid !== user.service_provider_sid) {
    throw badRequest(
      'Invalid request: user may not be promoted or moved to another service provider',
    );
  }
  if (accountSid !== undefined) {
    const account = findAccount(db, accountSid);
    if (!account) throw badRequest('Invalid request: account_sid does not exist');
    if (account.service_provider_sid !== user.service_provider_sid) {
      throw badRequest('Invalid request: user may not be moved to another service provider');
    }
  }
  // Falsy values do not count: {is_active: false} alone is "no updates requested" there.
  const counted =
    changesPassword ||
    Boolean(edit.name || edit.email || edit.initial_password || edit.force_change) ||
    Boolean(edit.is_active) ||
    edit.is_view_only !== undefined;
  if (!counted) throw badRequest('no updates requested');
}
