import type { Owner } from '../auth/scope.ts';
import type { Db } from '../db/database.ts';
import { findAccount, findServiceProvider } from '../db/queries.ts';
import { badRequest } from '../http/errors.ts';

/**
 * The owner named by a body's sids (POST /Users, POST /ApiKeys): an account (its provider
 * follows from it), a provider, or neither (admin level). Unknown sids and an account of
 * another provider are 400.
 */
export function ownerFromBody(
  db: Db,
  sids: { service_provider_sid: string | null; account_sid: string | null },
): Owner {
  if (sids.account_sid) {
    const account = findAccount(db, sids.account_sid);
    if (!account) throw badRequest('unknown account_sid');
    if (sids.service_provider_sid && sids.service_provider_sid !== account.service_provider_sid) {
      throw badRequest('account_sid is not an account of service_provider_sid');
    }
    return { kind: 'account', account };
  }
  if (sids.service_provider_sid) {
    if (!findServiceProvider(db, sids.service_provider_sid)) {
      throw badRequest('unknown service_provider_sid');
    }
    return { kind: 'service_provider', service_provider_sid: sids.service_provider_sid };
  }
  return { kind: 'admin' };
}

/**
 * The columns that store an owner. An account's API key leaves service_provider_sid null (as
 * observed); a user of an account also records the account's provider (`withAccountProvider`).
 */
export function ownerSids(
  owner: Owner,
  withAccountProvider = false,
): {
  service_provider_sid: string | null;
  account_sid: string | null;
} {
  switch (owner.kind) {
    case 'admin':
      return { service_provider_sid: null, account_sid: null };
    case 'service_provider':
      return { service_provider_sid: owner.service_provider_sid, account_sid: null };
    case 'account':
      return {
        service_provider_sid: withAccountProvider ? owner.account.service_provider_sid : null,
        account_sid: owner.account.account_sid,
      };
  }
}
