import type { FastifyRequest } from 'fastify';
import { canManageOwner, canModifyAccount, type Caller, type Owner } from '../auth/scope.ts';
import type { Db } from '../db/database.ts';
import { findAccount, findApplication, findServiceProvider } from '../db/queries.ts';
import type { AccountRow } from '../db/rows.ts';
import { badRequest, forbidden, notFound } from '../http/errors.ts';
import { parseSid } from '../http/ids.ts';
import { callerOf } from './caller.ts';

/**
 * What users, API keys and limits belong to: admin level, a service provider or an account;
 * and the account that applications, phone numbers and Teams tenants belong to.
 */

/**
 * The account a body names for what it creates or moves (an account caller's own when it names
 * none): 400 `account_sid is required` or `unknown account_sid`, 403 out of the caller's reach.
 */
export function accountOfBody(db: Db, caller: Caller, sid: string | undefined): AccountRow {
  const accountSid = sid ?? (caller.scope === 'account' ? caller.accountSid : null);
  if (!accountSid) throw badRequest('account_sid is required');
  const account = findAccount(db, accountSid);
  if (!account) throw badRequest('unknown account_sid');
  if (!canModifyAccount(caller, account)) throw forbidden();
  return account;
}

/** An application a body names must be one of the account: else 400 `{key} must be an application of {whose}`. */
export function assertApplicationOf(
  db: Db,
  accountSid: string,
  key: string,
  applicationSid: string,
  whose: string,
): void {
  if (findApplication(db, applicationSid)?.account_sid !== accountSid) {
    throw badRequest(`${key} must be an application of ${whose}`);
  }
}

/**
 * The application a PUT leaves on something routed to an application (a phone number, a Teams
 * tenant): the one sent; else the stored one while the account stays, none when it changes
 * (the old account's application cannot serve the new one).
 */
export function applicationAfter(
  stored: { account_sid: string | null; application_sid: string | null },
  sent: string | null | undefined,
  accountSid: string | null,
): string | null {
  if (sent !== undefined) return sent;
  return accountSid === stored.account_sid ? stored.application_sid : null;
}

/**
 * The owner named by a body's sids (POST /Users, POST /ApiKeys): an account (its provider
 * follows from it), a provider, or neither (admin level). Unknown sids and an account of
 * another provider are 400.
 */
export function ownerFromBody(
  db: Db,
  sids: { service_provider_sid?: string | null; account_sid?: string | null },
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

/** The two parents of owned collections (ApiKeys, Limits): `/{kind}/{sid}/...`. */
export const OWNER_KINDS = ['ServiceProviders', 'Accounts'] as const;
export type OwnerKind = (typeof OWNER_KINDS)[number];

/**
 * The provider or account of a path like /Accounts/{sid}/Limits, checked: malformed sid 400,
 * unknown 404, out of the caller's reach (canManageOwner, for reads too) 403.
 */
export function ownerOfPath(db: Db, kind: OwnerKind, request: FastifyRequest): Owner {
  const sid = parseSid((request.params as { sid: string }).sid);
  let owner: Owner;
  if (kind === 'Accounts') {
    const account = findAccount(db, sid);
    if (!account) throw notFound();
    owner = { kind: 'account', account };
  } else {
    if (!findServiceProvider(db, sid)) throw notFound();
    owner = { kind: 'service_provider', service_provider_sid: sid };
  }
  if (!canManageOwner(callerOf(request), owner)) throw forbidden();
  return owner;
}

/** SQL matching the rows an owner holds directly (a provider's own, not its accounts'). */
export function ownedBy(owner: Owner): { where: string; params: string[] } {
  switch (owner.kind) {
    case 'admin':
      return { where: 'account_sid IS NULL AND service_provider_sid IS NULL', params: [] };
    case 'service_provider':
      return {
        where: 'account_sid IS NULL AND service_provider_sid = ?',
        params: [owner.service_provider_sid],
      };
    case 'account':
      return { where: 'account_sid = ?', params: [owner.account.account_sid] };
  }
}
