import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SandboxContext } from '../../context.ts';
import { isAdmin, type Caller } from '../../auth/scope.ts';
import { listAccounts } from '../../db/queries.ts';
import type { ApplicationRow, PhoneNumberRow } from '../../db/rows.ts';
import { forbidden } from '../../http/errors.ts';
import { parseSid } from '../../http/ids.ts';
import { toAccount } from '../accounts/account-fields.ts';
import { toApplication } from '../applications/application-fields.ts';
import { callerOf } from '../caller.ts';

/** The accounts a list under a provider holds: an account user sees only its own (observed). */
function accountsWhere(caller: Caller, providerSid: string): { where: string; params: string[] } {
  if (caller.scope === 'account') {
    return {
      where: 'account_sid = ? AND service_provider_sid = ?',
      params: [caller.accountSid ?? '', providerSid],
    };
  }
  return { where: 'service_provider_sid = ?', params: [providerSid] };
}

/**
 * The provider of the path, when the caller may list under it: an admin any (an unknown one
 * lists nothing), a provider user its own, an account user its account's provider.
 */
function providerOfPath(request: FastifyRequest): { caller: Caller; sid: string } {
  const caller = callerOf(request);
  const sid = parseSid((request.params as { sid: string }).sid);
  if (!isAdmin(caller) && caller.serviceProviderSid !== sid) throw forbidden();
  return { caller, sid };
}

/** The sub-select of those accounts' sids, bound by the params of {@link accountsWhere}. */
function accountSidsOf(caller: Caller, providerSid: string): string {
  return `SELECT account_sid FROM accounts WHERE ${accountsWhere(caller, providerSid).where}`;
}

/**
 * GET /ServiceProviders/{sid}/Accounts, /Applications and /PhoneNumbers: bare arrays of
 * everything under the provider's accounts, narrowed to the caller's own account for an account
 * user, as a real 0.9.6 server lists them (the reference console reads its accounts here); but
 * for /Applications a real 0.9.6 server answers every application of the platform (its query
 * never reads the provider), which the console therefore does not read.
 */
export function providerListRoutes(api: FastifyInstance, ctx: SandboxContext): void {
  const { db } = ctx;

  api.get('/ServiceProviders/:sid/Accounts', async (request) => {
    const { caller, sid } = providerOfPath(request);
    const { where, params } = accountsWhere(caller, sid);
    return listAccounts(db, { where, params }).map((row) => toAccount(db, row));
  });

  api.get('/ServiceProviders/:sid/Applications', async (request) => {
    const { caller, sid } = providerOfPath(request);
    const { params } = accountsWhere(caller, sid);
    const rows = db
      .prepare(
        `SELECT * FROM applications WHERE account_sid IN (${accountSidsOf(caller, sid)})
         ORDER BY application_sid`,
      )
      .all(...params) as ApplicationRow[];
    return rows.map((row) => toApplication(db, row));
  });

  // Only numbers assigned to an account: the real query selects by the provider's accounts.
  api.get('/ServiceProviders/:sid/PhoneNumbers', async (request) => {
    const { caller, sid } = providerOfPath(request);
    const { params } = accountsWhere(caller, sid);
    return db
      .prepare(
        `SELECT * FROM phone_numbers WHERE account_sid IN (${accountSidsOf(caller, sid)})
         ORDER BY number`,
      )
      .all(...params) as PhoneNumberRow[];
  });
}
