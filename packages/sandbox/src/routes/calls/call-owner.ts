import type { FastifyRequest } from 'fastify';
import { canModifyServiceProvider, canSeeAccount } from '../../auth/scope.ts';
import type { Db } from '../../db/database.ts';
import { findAccount, findServiceProvider } from '../../db/queries.ts';
import type { CallOwner } from '../../db/recent-calls.ts';
import { forbiddenPrivileges, notFound } from '../../http/errors.ts';
import { parseSid } from '../../http/ids.ts';
import { callerOf } from '../caller.ts';

/**
 * The account of `/Accounts/{sid}/RecentCalls...` and `/Alerts`: a malformed sid 400, an
 * unknown one 404, another's 403 in the real server's words for these routes.
 */
export function accountOwner(db: Db, request: FastifyRequest): CallOwner {
  const account = findAccount(db, parseSid((request.params as { sid: string }).sid));
  if (!account) throw notFound();
  if (!canSeeAccount(callerOf(request), account)) throw forbiddenPrivileges();
  return { column: 'account_sid', sid: account.account_sid };
}

/** The provider of `/ServiceProviders/{sid}/RecentCalls...`: its users and admins only. */
export function providerOwner(db: Db, request: FastifyRequest): CallOwner {
  const provider = findServiceProvider(db, parseSid((request.params as { sid: string }).sid));
  if (!provider) throw notFound();
  if (!canModifyServiceProvider(callerOf(request), provider.service_provider_sid)) {
    throw forbiddenPrivileges();
  }
  return { column: 'service_provider_sid', sid: provider.service_provider_sid };
}

/** Both collections of calls, each with how to find its owner. */
export const CALL_OWNERS = [
  { base: '/Accounts/:sid', ownerOf: accountOwner },
  { base: '/ServiceProviders/:sid', ownerOf: providerOwner },
] as const;
