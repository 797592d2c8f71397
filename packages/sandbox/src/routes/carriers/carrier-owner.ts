import {
  canModifyCarrier,
  canModifyServiceProvider,
  canSeeAccount,
  canSeeCarrier,
  canSeeServiceProvider,
  type Caller,
} from '../../auth/scope.ts';
import type { Db } from '../../db/database.ts';
import { findAccount, findServiceProvider, findVoipCarrier } from '../../db/queries.ts';
import type { VoipCarrierRow } from '../../db/rows.ts';
import { badRequest, forbidden, notFound, unprocessable } from '../../http/errors.ts';
import { isSid, parseSid } from '../../http/ids.ts';
import { accountOfBody } from '../owner.ts';

/** Who a carrier belongs to: a service provider, or one account of it. */
export interface CarrierOwner {
  service_provider_sid: string;
  account_sid: string | null;
}

const ACCOUNT_USER_ONLY_OWN = "an account user can only manage its own account's carriers";

/**
 * The owner a create body names: an account (an account user's own by default; 400 unknown,
 * 403 out of reach, 400 of another provider than service_provider_sid), else a provider (a
 * provider user's own by default; admins must name one).
 */
export function carrierOwnerOfBody(
  db: Db,
  caller: Caller,
  accountSid: string | null | undefined,
  serviceProviderSid: string | null | undefined,
): CarrierOwner {
  if (accountSid || (accountSid === undefined && caller.scope === 'account')) {
    const account = accountOfBody(db, caller, accountSid ?? undefined);
    if (serviceProviderSid && serviceProviderSid !== account.service_provider_sid) {
      throw badRequest('account_sid is not an account of service_provider_sid');
    }
    return { service_provider_sid: account.service_provider_sid, account_sid: account.account_sid };
  }
  if (caller.scope === 'account') throw forbidden(ACCOUNT_USER_ONLY_OWN);
  const sp = serviceProviderSid ?? caller.serviceProviderSid;
  if (!sp) throw badRequest('service_provider_sid is required');
  if (!findServiceProvider(db, sp)) throw badRequest('unknown service_provider_sid');
  if (!canModifyServiceProvider(caller, sp)) throw forbidden();
  return { service_provider_sid: sp, account_sid: null };
}

const NOT_YOURS = 'carrier belongs to a different user';

/**
 * The carrier of `GET /VoipCarriers/{sid}`: 404 unknown; one the caller may not open is 400
 * `insufficient privileges`, as real servers answer (an account user opening its provider's
 * carrier, which it sees in lists, too).
 */
export function carrierToRead(db: Db, caller: Caller, rawSid: string): VoipCarrierRow {
  const carrier = findVoipCarrier(db, parseSid(rawSid));
  if (!carrier) throw notFound();
  const readable =
    caller.scope === 'account'
      ? carrier.account_sid !== null && carrier.account_sid === caller.accountSid
      : canSeeCarrier(caller, carrier);
  if (!readable) throw badRequest('insufficient privileges');
  return carrier;
}

/**
 * The carrier a PUT or DELETE changes: 404 unknown; an account user changes only its account's
 * (422 `carrier belongs to a different user`, as real servers answer), a provider user only its
 * provider's (403).
 */
export function carrierToChange(db: Db, caller: Caller, rawSid: string): VoipCarrierRow {
  const carrier = findVoipCarrier(db, parseSid(rawSid));
  if (!carrier) throw notFound();
  if (caller.scope === 'account' && carrier.account_sid !== caller.accountSid) {
    throw unprocessable(NOT_YOURS);
  }
  assertCanModifyCarrier(caller, carrier);
  return carrier;
}

/** The carrier a request changes: in reach (else 403) and the caller's to change. */
export function assertCanModifyCarrier(caller: Caller, carrier: VoipCarrierRow): void {
  if (!canModifyCarrier(caller, carrier)) {
    throw forbidden(caller.scope === 'account' ? ACCOUNT_USER_ONLY_OWN : undefined);
  }
}

/**
 * The carrier a gateway body or query names: 400 when missing (the observed message) or
 * unknown, 403 out of the caller's reach (for writes: not the caller's to change).
 */
export function carrierOfGateway(
  db: Db,
  caller: Caller,
  sid: unknown,
  write: boolean,
): VoipCarrierRow {
  if (sid === undefined || sid === null || sid === '') throw badRequest('missing voip_carrier_sid');
  if (!isSid(sid)) throw badRequest('voip_carrier_sid must be a valid sid');
  const carrier = findVoipCarrier(db, sid.toLowerCase());
  if (!carrier) throw badRequest('invalid voip_carrier_sid');
  if (!canSeeCarrier(caller, carrier)) throw forbidden();
  if (write) assertCanModifyCarrier(caller, carrier);
  return carrier;
}

/** The provider of `/ServiceProviders/{sid}/...`: 404 unknown, 403 out of reach. */
export function providerOfPath(db: Db, caller: Caller, rawSid: string): string {
  const sid = parseSid(rawSid);
  if (!findServiceProvider(db, sid)) throw notFound();
  if (!canSeeServiceProvider(caller, sid)) throw forbidden();
  return sid;
}

/** The provider of a write under `/ServiceProviders/{sid}/...`: 404 unknown, 403 not the caller's. */
export function providerToChange(db: Db, caller: Caller, rawSid: string): string {
  const sid = parseSid(rawSid);
  if (!findServiceProvider(db, sid)) throw notFound();
  if (!canModifyServiceProvider(caller, sid)) {
    throw forbidden('insufficient permissions to update service provider');
  }
  return sid;
}

/** The account of `/Accounts/{sid}/...`: 404 unknown, 403 out of reach. */
export function accountOfPath(db: Db, caller: Caller, rawSid: string): string {
  const account = findAccount(db, parseSid(rawSid));
  if (!account) throw notFound();
  if (!canSeeAccount(caller, account)) throw forbidden();
  return account.account_sid;
}
