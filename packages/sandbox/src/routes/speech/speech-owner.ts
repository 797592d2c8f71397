import type { FastifyRequest } from 'fastify';
import { canSeeAccount, canSeeServiceProvider, type Caller } from '../../auth/scope.ts';
import type { Db } from '../../db/database.ts';
import { findAccount, findServiceProvider, findSpeechCredential } from '../../db/queries.ts';
import type { AccountRow, SpeechCredentialRow } from '../../db/rows.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { parseSid } from '../../http/ids.ts';
import { callerOf } from '../caller.ts';

/**
 * Speech credentials live under /ServiceProviders/{sid}/SpeechCredentials and
 * /Accounts/{sid}/SpeechCredentials. A provider's credentials have no account; an account's
 * carry its provider too. Account users see their account's and their provider's (without
 * secrets), and may change or delete only their account's.
 */

export const SPEECH_PARENTS = ['ServiceProviders', 'Accounts'] as const;
export type SpeechParent = (typeof SPEECH_PARENTS)[number];

/** The collection a path names: a provider's own, or an account's (which shows its provider's too). */
export interface SpeechOwner {
  serviceProviderSid: string;
  account: AccountRow | null;
}

/** The refusal of the real speech routes for a credential out of reach. */
export const insufficientPrivileges = () => forbidden('Insufficient privileges');

/**
 * The owner of `/{parent}/{sid}/SpeechCredentials...`: malformed 400, unknown 404, out of reach
 * 403. An account user on its provider's path is taken to its own account, as on the real server.
 */
export function speechOwnerOfPath(
  db: Db,
  parent: SpeechParent,
  request: FastifyRequest,
): SpeechOwner {
  const caller = callerOf(request);
  const sid = parseSid((request.params as { sid: string }).sid);
  if (parent === 'Accounts') {
    const account = findAccount(db, sid);
    if (!account) throw notFound();
    if (!canSeeAccount(caller, account)) throw forbidden();
    return { serviceProviderSid: account.service_provider_sid, account };
  }
  if (!findServiceProvider(db, sid)) throw notFound();
  if (!canSeeServiceProvider(caller, sid)) throw forbidden();
  if (caller.scope === 'account' && caller.accountSid) {
    return { serviceProviderSid: sid, account: findAccount(db, caller.accountSid) ?? null };
  }
  return { serviceProviderSid: sid, account: null };
}

/** Whether a credential is in the owner's collection. */
export function ownerHolds(owner: SpeechOwner, row: SpeechCredentialRow): boolean {
  if (row.account_sid === null) return row.service_provider_sid === owner.serviceProviderSid;
  return owner.account === null
    ? row.service_provider_sid === owner.serviceProviderSid
    : row.account_sid === owner.account.account_sid;
}

/** Reading, changing and deleting one credential: an account user only its account's. */
export function canManageCredential(caller: Caller, row: SpeechCredentialRow): boolean {
  switch (caller.scope) {
    case 'admin':
      return true;
    case 'service_provider':
      return row.service_provider_sid === caller.serviceProviderSid;
    case 'account':
      return row.account_sid !== null && row.account_sid === caller.accountSid;
  }
}

/** Testing: an account user may also test its provider's credentials (real server). */
export function canTestCredential(caller: Caller, row: SpeechCredentialRow): boolean {
  if (canManageCredential(caller, row)) return true;
  return (
    caller.scope === 'account' &&
    row.account_sid === null &&
    row.service_provider_sid === caller.serviceProviderSid
  );
}

/**
 * The credential of `.../SpeechCredentials/{credentialSid}` in the path's collection: malformed
 * 400, unknown or not in that collection 404, out of the caller's reach 403 `Insufficient privileges`.
 */
export function credentialOfPath(
  db: Db,
  parent: SpeechParent,
  request: FastifyRequest,
  canReach: (caller: Caller, row: SpeechCredentialRow) => boolean,
): SpeechCredentialRow {
  const owner = speechOwnerOfPath(db, parent, request);
  const sid = parseSid((request.params as { credentialSid: string }).credentialSid);
  const row = findSpeechCredential(db, sid);
  if (!row || !ownerHolds(owner, row)) throw notFound();
  if (!canReach(callerOf(request), row)) throw insufficientPrivileges();
  return row;
}
